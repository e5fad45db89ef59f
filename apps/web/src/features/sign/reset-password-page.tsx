import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showApiError } from '../../shared/api-client';
import { CardPageLayout } from '../../shared/card-page-layout';
import { showFieldErrors } from '../../shared/form-errors';
import { registerMessages } from '../../shared/i18n';
import { ConfirmPasswordField, NewPasswordField } from '../../shared/new-password-field';
import { dismissSmsSent } from '../../shared/sms-code';
import { SmsCodeFields } from '../../shared/sms-code-fields';
import { resetForgottenPassword, type AfterReset } from './sign.api';
import { signMessages } from './sign.messages';

registerMessages('sign', signMessages);

type Values = { phone_number: string; verify_code: string; password: string; confirm: string };

/**
 * `/sign/reset-password`: a forgotten password set anew, proved by a code sent to the account's
 * phone. Then the sign-in page, the account's name filled in.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('sign');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ phone_number, verify_code, password }: Values) => {
    setSubmitting(true);
    try {
      const { username } = await resetForgottenPassword({
        phone_number: phone_number.trim(),
        verify_code: verify_code.trim(),
        password,
      });
      dismissSmsSent();
      const state: AfterReset = { resetFor: username };
      await navigate('/sign/login', { replace: true, state });
    } catch (error) {
      if (!showFieldErrors(form, error)) {
        showApiError(error);
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <CardPageLayout title={t('resetTitle')} subtitle={t('resetHint')}>
      <Form<Values>
        form={form}
        layout="vertical"
        size="large"
        onFinish={submit}
        requiredMark={false}
        name="reset-password"
      >
        <SmsCodeFields size="large" />
        <NewPasswordField label={t('newPassword')} />
        <ConfirmPasswordField label={t('confirmPassword')} />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('resetSubmit')}
        </Button>
        <Button type="link" block style={{ marginTop: 8 }} onClick={() => void navigate('/sign/login')}>
          {t('backToLogin')}
        </Button>
      </Form>
    </CardPageLayout>
  );
}
