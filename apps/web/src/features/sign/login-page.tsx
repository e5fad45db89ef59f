import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, HandledApiError } from '../../shared/api-client';
import { registerMessages } from '../../shared/i18n';
import { LanguageToggle } from '../../shared/language-toggle';
import { completeLogin } from './after-login';
import { loginWithPassword } from './sign.api';
import { signMessages } from './sign.messages';

registerMessages('sign', signMessages);

type PasswordForm = { username: string; password: string };

function PasswordLogin() {
  const { t } = useTranslation('sign');
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: PasswordForm) => {
    setSubmitting(true);
    setError(null);
    try {
      const result = await loginWithPassword(values.username.trim(), values.password);
      await navigate(completeLogin(result), { replace: true });
    } catch (caught) {
      if (caught instanceof ApiError && !(caught instanceof HandledApiError)) setError(caught.message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<PasswordForm> layout="vertical" size="large" onFinish={submit} requiredMark={false}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="username"
        label={t('username')}
        rules={[{ required: true, whitespace: true, message: t('usernameRequired') }]}
      >
        <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item name="password" label={t('password')} rules={[{ required: true, message: t('passwordRequired') }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('submit')}
      </Button>
    </Form>
  );
}

export function LoginPage() {
  const { t } = useTranslation('sign');
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        background: 'linear-gradient(160deg, #e8f0fb 0%, #f5f7fa 60%)',
      }}
    >
      <div style={{ position: 'absolute', top: 16, right: 16 }}>
        <LanguageToggle />
      </div>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <div style={{ textAlign: 'center', marginBottom: 8 }}>
          <img src="/favicon.svg" alt="" width={44} height={44} />
          <h1 style={{ fontSize: 22, margin: '8px 0 4px' }}>{t('title')}</h1>
          <p style={{ color: '#666', margin: 0 }}>{t('subtitle')}</p>
        </div>
        <PasswordLogin />
      </Card>
    </div>
  );
}
