import {
  SCALE_MODELS,
  SCALE_NAME_MAX,
  type CreatedScale,
  type Flag,
  type Scale,
  type ScaleModelId,
} from '@tm/contracts';
import { App, Form, Input, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../shared/api-client';
import { showFieldErrors, validValues } from '../../shared/form-errors';
import { ImageUpload } from '../../shared/image-upload';
import { CompanyPicker } from '../../shared/pickers/company-picker';
import { ShopPicker } from '../../shared/pickers/shop-picker';
import { useScaleModels } from './scale-state';
import { useCreateScale, useUpdateScale } from './scales.api';

type Props = {
  open: boolean;
  /** The scale to edit; absent to add one. */
  scale?: Scale | undefined;
  /** Administrators choose the company first, then one of its shops. */
  chooseCompany: boolean;
  onClose: () => void;
  /** A new scale, with the device key it must be given now. */
  onCreated?: (created: CreatedScale) => void;
  onSaved?: (scale: Scale) => void;
};

type Values = {
  company_id?: number;
  shop_id?: number;
  scale_name: string;
  model: ScaleModelId;
  desc: string;
  img_url: string;
  if_verify: Flag;
  scale_uuid?: string;
};

const SCALE_UUID_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;

const NEW_SCALE: Values = { scale_name: '', model: 'TM-Aa', desc: '', img_url: '', if_verify: 0, scale_uuid: '' };

export function ScaleFormModal({ open, scale, chooseCompany, onClose, onCreated, onSaved }: Props) {
  const { t } = useTranslation('scales');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateScale();
  const update = useUpdateScale();
  const models = useScaleModels();
  const companyId = Form.useWatch('company_id', form);
  const model = Form.useWatch('model', form);
  const chosenModel = model ? SCALE_MODELS[model] : undefined;
  const needsCompany = chooseCompany && !scale;

  const submit = async () => {
    const values = await validValues(form);
    if (!values) {
      return;
    }
    const { company_id: _company, shop_id: shopId, scale_uuid: scaleUuid, ...fields } = values;
    if (shopId === undefined) {
      return;
    }
    try {
      if (scale) {
        const saved = await update.mutateAsync({ scale, body: { ...fields, shop_id: shopId } });
        message.success(t('common:saved'));
        onClose();
        onSaved?.(saved);
      } else {
        const created = await create.mutateAsync({
          ...fields,
          shop_id: shopId,
          // Empty: the server gives the scale an id of its own.
          ...(scaleUuid?.trim() ? { scale_uuid: scaleUuid.trim() } : {}),
        });
        message.success(t('common:created'));
        onClose();
        onCreated?.(created);
      }
    } catch (error) {
      if (!showFieldErrors(form, error)) {
        showApiError(error);
      }
    }
  };

  return (
    <Modal
      open={open}
      title={scale ? t('editScale') : t('createScale')}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      onOk={submit}
      confirmLoading={create.isPending || update.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      {/* Destroyed and cleared on close: each opening starts from these values. */}
      <Form<Values> form={form} layout="vertical" name="scale-form" initialValues={scale ?? NEW_SCALE} clearOnDestroy>
        {needsCompany && (
          <Form.Item name="company_id" label={t('company')} rules={[{ required: true, message: t('companyRequired') }]}>
            <CompanyPicker block />
          </Form.Item>
        )}
        <Form.Item
          name="shop_id"
          label={t('shop')}
          extra={scale ? t('moveHint') : undefined}
          rules={[{ required: true, message: t('shopRequired') }]}
        >
          <ShopPicker
            block
            companyId={scale && chooseCompany ? scale.company_id : companyId}
            disabled={needsCompany && !companyId}
            placeholder={needsCompany && !companyId ? t('companyFirst') : t('common:pickShop')}
          />
        </Form.Item>
        <Form.Item
          name="scale_name"
          label={t('name')}
          rules={[
            { required: true, whitespace: true, message: t('nameRequired') },
            { max: SCALE_NAME_MAX, message: t('nameTooLong', { max: SCALE_NAME_MAX }) },
          ]}
        >
          <Input placeholder={t('namePlaceholder')} maxLength={SCALE_NAME_MAX + 10} />
        </Form.Item>
        <Form.Item
          name="model"
          label={t('model')}
          extra={
            chosenModel
              ? t('modelCapacity', { plus: chosenModel.max_plus, keys: chosenModel.keys_per_layer })
              : undefined
          }
          rules={[{ required: true, message: t('modelRequired') }]}
        >
          <Select options={models.options} />
        </Form.Item>
        {scale ? (
          <Form.Item label={t('scaleUuid')}>
            <Input value={scale.scale_uuid} disabled />
          </Form.Item>
        ) : (
          <Form.Item
            name="scale_uuid"
            label={t('scaleUuidOptional')}
            extra={t('scaleUuidHint')}
            rules={[{ pattern: SCALE_UUID_PATTERN, message: t('scaleUuidInvalid') }]}
          >
            <Input placeholder={t('scaleUuidPlaceholder')} maxLength={64} autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item
          name="if_verify"
          label={t('ifVerify')}
          extra={t('ifVerifyHint')}
          getValueProps={(value: Flag) => ({ checked: value === 1 })}
          normalize={(checked: boolean): Flag => (checked ? 1 : 0)}
        >
          <Switch />
        </Form.Item>
        <Form.Item name="img_url" label={t('image')}>
          <ImageUpload />
        </Form.Item>
        <Form.Item name="desc" label={t('desc')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} showCount maxLength={500} placeholder={t('descPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
