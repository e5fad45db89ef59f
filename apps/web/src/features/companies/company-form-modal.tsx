import { PHONE_PATTERN, type Company, type CreateCompanyBody } from '@tm/contracts';
import { App, Form, Input, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../shared/api-client';
import { showFieldErrors, validValues } from '../../shared/form-errors';
import { ImageUpload } from '../../shared/image-upload';
import { useCreateCompany, useUpdateCompany } from './companies.api';

type Values = {
  name: string;
  contact_person: string;
  phone_number: string;
  address: string;
  img_url: string;
  analysis: boolean;
};

export function CompanyFormModal({
  open,
  company,
  onClose,
}: {
  open: boolean;
  company?: Company | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('companies');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateCompany();
  const update = useUpdateCompany();

  const submit = async () => {
    const validated = await validValues(form);
    if (!validated) {
      return;
    }
    const { analysis, ...values } = validated;
    const body: CreateCompanyBody = { ...values, if_analysis_open: analysis ? 1 : 0 };
    try {
      if (company) {
        await update.mutateAsync({ id: company.id, body: values });
      } else {
        await create.mutateAsync(body);
      }
      message.success(company ? t('common:saved') : t('common:created'));
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
      title={company ? t('editCompany') : t('createCompany')}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      onOk={submit}
      confirmLoading={create.isPending || update.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      {/* Destroyed and cleared on close: each opening starts from these values. */}
      <Form<Values>
        form={form}
        layout="vertical"
        name="company-form"
        clearOnDestroy
        initialValues={
          company ? { ...company, analysis: company.if_analysis_open === 1 } : { analysis: true, img_url: '' }
        }
      >
        <Form.Item
          name="name"
          label={t('name')}
          rules={[{ required: true, whitespace: true, message: t('nameRequired') }, { max: 50 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="contact_person" label={t('contactPerson')} rules={[{ max: 30 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="phone_number"
          label={t('phoneNumber')}
          rules={[{ pattern: PHONE_PATTERN, message: t('phoneInvalid') }]}
        >
          <Input inputMode="numeric" maxLength={11} />
        </Form.Item>
        <Form.Item name="address" label={t('address')} rules={[{ max: 200 }]}>
          <Input />
        </Form.Item>
        {!company && (
          <Form.Item name="analysis" label={t('analysis')} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
        <Form.Item name="img_url" label={t('logo')}>
          <ImageUpload />
        </Form.Item>
      </Form>
    </Modal>
  );
}
