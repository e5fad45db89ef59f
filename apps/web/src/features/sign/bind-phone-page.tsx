import { App, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ApiError, HandledApiError } from '../../shared/api-client';
import { showFieldErrors } from '../../shared/form-errors';
import { registerMessages } from '../../shared/i18n';
import {
  clearSession,
  getSession,
  homePathFor,
  parseRole,
  setSession,
  updateSessionUser,
  useSession,
} from '../../shared/session';
import { dismissSmsSent } from '../../shared/sms-code';
import { SmsCodeFields } from '../../shared/sms-code-fields';
import { bindPhone, bindPhoneAfterWechat } from './sign.api';
import { signMessages } from './sign.messages';
import { CardPageLayout } from '../../shared/card-page-layout';

registerMessages('sign', signMessages);

type Values = { phone_number: string; verify_code: string };

/** `/sign/bind/phone`: a signed-in user without a phone (e.g. new from WeChat) binds one. */
export function BindPhonePage() {
  const { t } = useTranslation('sign');
  const { message } = App.useApp();
  const session = useSession();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  if (!session) {
    return <Navigate to="/sign/login" replace />;
  }

  const submit = async (values: Values) => {
    const body = { phone_number: values.phone_number.trim(), verify_code: values.verify_code.trim() };
    setSubmitting(true);
    try {
      if (session.if_wechat) {
        setSession(await bindPhoneAfterWechat(body));
      } else {
        updateSessionUser(await bindPhone(body));
      }
      dismissSmsSent();
      message.success(t('bindSuccess'));
      const role = parseRole(getSession()?.role_type);
      await navigate(role ? homePathFor(role) : '/sign/login', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && !(error instanceof HandledApiError)) {
        message.error(`${t('bindFailed')}: ${Object.values(error.fields)[0] ?? error.message}`);
        showFieldErrors(form, error);
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <CardPageLayout title={t('bindPhoneTitle')} subtitle={t('bindPhoneHint')}>
      <Form form={form} layout="vertical" size="large" onFinish={submit} requiredMark={false} name="bind-phone">
        <SmsCodeFields size="large" />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('bindSubmit')}
        </Button>
        <Button
          type="link"
          block
          style={{ marginTop: 8 }}
          onClick={() => {
            clearSession();
            void navigate('/sign/login', { replace: true });
          }}
        >
          {t('skipToLogin')}
        </Button>
      </Form>
    </CardPageLayout>
  );
}
