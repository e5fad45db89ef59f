import { PHONE_PATTERN, SHOP_NAME_MAX, type CreateShopBody, type Shop } from '@tm/contracts';
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../shared/api-client';
import { showFieldErrors, validValues } from '../../shared/form-errors';
import { CompanyPicker } from '../../shared/pickers/company-picker';
import { useCreateShop, useUpdateShop } from './shops.api';

type Props = {
  open: boolean;
  /** The shop to edit; absent to create one. */
  shop?: Shop | undefined;
  /** Administrators choose the company of a new shop; a company's own users cannot. */
  chooseCompany: boolean;
  onClose: () => void;
};

type Values = Required<Omit<CreateShopBody, 'company_id'>> & { company_id?: number };

const TELEPHONE_PATTERN = /^[\d\s()+-]*$/;

export function ShopFormModal({ open, shop, chooseCompany, onClose }: Props) {
  const { t } = useTranslation('shops');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateShop();
  const update = useUpdateShop();
  const saving = create.isPending || update.isPending;

  const submit = async () => {
    const values = await validValues(form);
    if (!values) {
      return;
    }
    try {
      if (shop) {
        const { company_id: _ignored, ...body } = values;
        await update.mutateAsync({ id: shop.id, body });
        message.success(t('common:saved'));
      } else {
        await create.mutateAsync(values);
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
      title={shop ? t('editShop') : t('createShop')}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      onOk={submit}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      {/* Destroyed and cleared on close: each opening starts from these values. */}
      <Form<Values> form={form} layout="vertical" name="shop-form" initialValues={shop} clearOnDestroy>
        {chooseCompany && !shop && (
          <Form.Item name="company_id" label={t('company')} rules={[{ required: true, message: t('companyRequired') }]}>
            <CompanyPicker block />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={t('name')}
          rules={[
            { required: true, whitespace: true, message: t('nameRequired') },
            { max: SHOP_NAME_MAX, message: t('nameTooLong') },
          ]}
        >
          <Input maxLength={SHOP_NAME_MAX + 10} />
        </Form.Item>
        <Form.Item name="contact_person" label={t('contactPerson')} rules={[{ max: 30 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="phone_number"
          label={t('phoneNumber')}
          rules={[{ pattern: PHONE_PATTERN, message: t('phoneInvalid') }]}
        >
          <Input inputMode="tel" maxLength={11} />
        </Form.Item>
        <Form.Item
          name="telephone"
          label={t('telephone')}
          rules={[
            { pattern: TELEPHONE_PATTERN, message: t('telephoneInvalid') },
            { max: 20, message: t('telephoneInvalid') },
          ]}
        >
          <Input inputMode="tel" />
        </Form.Item>
        <Form.Item name="address" label={t('address')} rules={[{ max: 200 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="categories" label={t('categories')}>
          <Select mode="tags" tokenSeparators={[',', '，', '、']} placeholder={t('categoriesHint')} open={false} />
        </Form.Item>
        <Form.Item name="desc" label={t('desc')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} showCount maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
