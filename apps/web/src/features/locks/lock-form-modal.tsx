import {
  LOCK_FIRMWARE_MAX,
  LOCK_MODEL_MAX,
  LOCK_NAME_MAX,
  MAC_PATTERN,
  normalizeMac,
  type LockDevice,
} from '@tm/contracts';
import { App, Divider, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../shared/api-client';
import { showFieldErrors, validValues } from '../../shared/form-errors';
import { LockShopFields, type ShopChoice } from './lock-shop-fields';
import { useCreateLock, useUpdateLock } from './locks.api';

type Values = ShopChoice & { mac: string; name: string; model: string; firmware: string };

const NEW_LOCK: Values = { mac: '', name: '', model: '', firmware: '' };

/** The MAC as it will be stored, under the box while typing: the person sees the normal form before saving. */
function MacPreview() {
  const { t } = useTranslation('locks');
  const mac = Form.useWatch<string | undefined>('mac');
  const normal = mac ? normalizeMac(mac) : null;
  return normal && normal !== mac?.trim() ? <span>{t('macWillBe', { mac: normal })}</span> : t('macHelp');
}

/** New lock (MAC, name, model, firmware, optionally its shop), or edit one (the MAC stays). */
export function LockFormModal({
  open,
  lock,
  onClose,
}: {
  open: boolean;
  lock?: LockDevice | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('locks');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateLock();
  const update = useUpdateLock();

  const submit = async () => {
    // Refusals of the form's own rules are already shown under their fields.
    const values = await validValues(form);
    if (!values) {
      return;
    }
    const { company_id: _company, shop_id: shopId, ...fields } = values;
    try {
      if (lock) {
        const { mac: _mac, ...editable } = fields;
        await update.mutateAsync({ id: lock.id, body: editable });
        message.success(t('common:saved'));
      } else {
        await create.mutateAsync({ ...fields, shop_id: shopId ?? null });
        message.success(t('common:created'));
      }
      onClose();
    } catch (error) {
      if (!showFieldErrors(form, error)) {
        showApiError(error);
      }
    }
  };

  return (
    <Modal
      open={open}
      title={lock ? t('editTitle', { name: lock.name }) : t('createTitle')}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      onOk={submit}
      confirmLoading={create.isPending || update.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" name="lock-form" initialValues={lock ?? NEW_LOCK} clearOnDestroy>
        <Form.Item
          name="mac"
          label={t('mac')}
          extra={lock ? undefined : <MacPreview />}
          rules={[
            { required: true, whitespace: true, message: t('macRequired') },
            {
              validator: async (_rule, value?: string) => {
                if (value?.trim() && !MAC_PATTERN.test(value.trim())) {
                  throw new Error(t('macInvalid'));
                }
              },
            },
          ]}
        >
          <Input disabled={Boolean(lock)} placeholder="AA:BB:CC:DD:EE:FF" autoComplete="off" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('name')}
          rules={[
            { required: true, whitespace: true, message: t('nameRequired') },
            { max: LOCK_NAME_MAX, message: t('nameTooLong', { max: LOCK_NAME_MAX }) },
          ]}
        >
          <Input maxLength={LOCK_NAME_MAX + 10} />
        </Form.Item>
        <Form.Item name="model" label={t('model')} rules={[{ max: LOCK_MODEL_MAX }]}>
          <Input maxLength={LOCK_MODEL_MAX} />
        </Form.Item>
        <Form.Item name="firmware" label={t('firmware')} rules={[{ max: LOCK_FIRMWARE_MAX }]}>
          <Input maxLength={LOCK_FIRMWARE_MAX} />
        </Form.Item>
        {!lock && (
          <>
            <Divider plain titlePlacement="start">
              {t('bindNow')}
            </Divider>
            <LockShopFields required={false} />
          </>
        )}
      </Form>
    </Modal>
  );
}
