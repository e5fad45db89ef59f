import { PHONE_PATTERN, type Company, type RegisterMerchantBody, type UserInfo } from '@tm/contracts';
import { App, Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { api, showApiError } from '../../shared/api-client';
import { showFieldErrors } from '../../shared/form-errors';
import { registerMessages } from '../../shared/i18n';
import { ImageUpload } from '../../shared/image-upload';
import { rememberLocation, updateSessionUser, useSession } from '../../shared/session';
import { CardPageLayout } from '../../shared/card-page-layout';
import { paymentsMessages } from './payments.messages';

registerMessages('payments', paymentsMessages);

/** `/page/shanghuResign`: a signed-in user without a company registers a merchant. */
export function MerchantRegisterPage() {
  const { t } = useTranslation('payments');
  const { message } = App.useApp();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<RegisterMerchantBody>();
  const [saving, setSaving] = useState(false);

  if (!session) {
    return (
      <CardPageLayout title={t('title')}>
        <Result
          status="info"
          subTitle={t('signInFirst')}
          extra={
            <Button
              type="primary"
              onClick={() => {
                rememberLocation(location.pathname);
                void navigate('/sign/login');
              }}
            >
              {t('signIn')}
            </Button>
          }
        />
      </CardPageLayout>
    );
  }
  if (session.company_info) {
    return (
      <CardPageLayout title={t('title')}>
        <Result
          status="success"
          subTitle={t('alreadyInCompany', { name: session.company_info.name })}
          extra={
            <Button type="primary" onClick={() => void navigate('/project/dashboard')}>
              {t('toConsole')}
            </Button>
          }
        />
      </CardPageLayout>
    );
  }

  const submit = async (values: RegisterMerchantBody) => {
    setSaving(true);
    try {
      const company = await api.post<Company>('/management/merchants/register', values);
      updateSessionUser(await api.get<UserInfo>('/management/users/info'));
      message.success(t('registered', { name: company.name }));
      await navigate('/project/dashboard', { replace: true });
    } catch (error) {
      if (!showFieldErrors(form, error)) {
        showApiError(error);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <CardPageLayout title={t('title')} subtitle={t('subtitle')}>
      <Form<RegisterMerchantBody>
        form={form}
        layout="vertical"
        name="merchant"
        onFinish={submit}
        initialValues={{ licence_img_url: '' }}
      >
        <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true }, { max: 50 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="contact_person"
          label={t('contactPerson')}
          rules={[{ required: true, whitespace: true }, { max: 30 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="phone_number"
          label={t('phoneNumber')}
          rules={[{ required: true }, { pattern: PHONE_PATTERN, message: t('phoneInvalid') }]}
        >
          <Input inputMode="numeric" maxLength={11} />
        </Form.Item>
        <Form.Item name="address" label={t('address')} rules={[{ required: true, whitespace: true }, { max: 200 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="licence_img_url"
          label={t('licence')}
          rules={[{ required: true, message: t('licenceRequired') }]}
        >
          <ImageUpload />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={saving}>
          {t('submit')}
        </Button>
      </Form>
    </CardPageLayout>
  );
}
