import { LockOutlined, UserOutlined, WechatOutlined } from '@ant-design/icons';
import type { LoginOptions, LoginResult } from '@tm/contracts';
import { Alert, Button, Form, Input, Segmented } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, HandledApiError } from '../../shared/api-client';
import { registerMessages } from '../../shared/i18n';
import { PRIVACY_POLICY_VERSION } from '@tm/contracts';
import { SmsCodeFields } from '../../shared/sms-code-fields';
import { completeLogin } from './after-login';
import { loginWithPassword, loginWithPhone, startWechatAuthorization, useLoginOptions } from './sign.api';
import { signMessages } from './sign.messages';
import { CardPageLayout } from '../../shared/card-page-layout';
import { consentFormProps, PrivacyConsentField, type Consent } from './privacy-consent';
import { finishTakeOver, typedAheadValues, type TypedAhead } from './drawn-page';

registerMessages('sign', signMessages);

type Method = 'password' | 'sms' | 'wechat';

/** Submits a sign-in call; wrong credentials show above the form, other failures as dialogs. */
function useSignIn<V>(call: (values: V) => Promise<LoginResult>) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submit = async (values: V) => {
    setSubmitting(true);
    setError(null);
    try {
      await navigate(await completeLogin(await call(values)), { replace: true });
    } catch (caught) {
      if (caught instanceof ApiError && !(caught instanceof HandledApiError)) {
        setError(Object.values(caught.fields)[0] ?? caught.message);
      }
    } finally {
      setSubmitting(false);
    }
  };
  return { submit, error, submitting };
}

// The forms reach their submit only with the consent ticked, so each sends the version.
const accepted = { privacy_version: PRIVACY_POLICY_VERSION };

function PasswordLogin({ consent, typed }: { consent: Consent; typed: TypedAhead }) {
  const { t } = useTranslation('sign');
  const { submit, error, submitting } = useSignIn((v: { username: string; password: string }) =>
    loginWithPassword(v.username.trim(), v.password, accepted),
  );
  const consentProps = consentFormProps(consent);
  return (
    <Form
      layout="vertical"
      size="large"
      onFinish={submit}
      requiredMark={false}
      name="password-login"
      {...consentProps}
      initialValues={{ ...consentProps.initialValues, username: typed.username, password: typed.password }}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="username"
        // The input keeps its short id (links and tests use it): the label points at it.
        htmlFor="username"
        label={t('username')}
        rules={[{ required: true, whitespace: true, message: t('usernameRequired') }]}
      >
        <Input prefix={<UserOutlined />} autoComplete="username" autoFocus id="username" />
      </Form.Item>
      <Form.Item
        name="password"
        htmlFor="password"
        label={t('password')}
        rules={[{ required: true, message: t('passwordRequired') }]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" id="password" />
      </Form.Item>
      <PrivacyConsentField />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('submit')}
      </Button>
    </Form>
  );
}

function SmsLogin({ consent }: { consent: Consent }) {
  const { t } = useTranslation('sign');
  const { submit, error, submitting } = useSignIn((v: { phone_number: string; verify_code: string }) =>
    loginWithPhone({ phone_number: v.phone_number.trim(), verify_code: v.verify_code.trim(), ...accepted }),
  );
  return (
    <Form
      layout="vertical"
      size="large"
      onFinish={submit}
      requiredMark={false}
      name="sms-login"
      {...consentFormProps(consent)}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <SmsCodeFields size="large" />
      <PrivacyConsentField />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('submit')}
      </Button>
    </Form>
  );
}

function WechatLogin({ consent, wechat }: { consent: Consent; wechat: LoginOptions['wechat'] }) {
  const { t } = useTranslation('sign');
  if (!wechat) {
    return <Alert type="info" showIcon title={t('wechatUnavailable')} />;
  }
  return (
    <Form
      size="large"
      name="wechat-login"
      onFinish={() => startWechatAuthorization(wechat, 'login')}
      {...consentFormProps(consent)}
    >
      <p style={{ color: '#666', textAlign: 'center' }}>{t('wechatHint')}</p>
      <PrivacyConsentField />
      <Button type="primary" htmlType="submit" block icon={<WechatOutlined />} style={{ background: '#07c160' }}>
        {t('wechatButton')}
      </Button>
    </Form>
  );
}

export function LoginPage() {
  const { t } = useTranslation('sign');
  const options = useLoginOptions();
  const [method, setMethod] = useState<Method>('password');
  // What was typed into the form drawn before the app started (drawn-page.ts).
  const [typed] = useState(typedAheadValues);
  const [agreed, setAgreed] = useState(typed.agreed ?? false);
  useEffect(() => {
    finishTakeOver();
    if (typed.focusedId) {
      document.getElementById(typed.focusedId)?.focus();
    }
  }, [typed]);
  const consent: Consent = { agreed, setAgreed };
  const methods: { value: Method; label: string }[] = [
    { value: 'password', label: t('tabPassword') },
    { value: 'sms', label: t('tabSms') },
    ...(options?.wechat ? [{ value: 'wechat' as const, label: t('tabWechat') }] : []),
  ];
  return (
    <CardPageLayout title={t('title')} subtitle={t('subtitle')}>
      <Segmented<Method> block options={methods} value={method} onChange={setMethod} style={{ marginBottom: 20 }} />
      {method === 'password' && <PasswordLogin consent={consent} typed={typed} />}
      {method === 'sms' && <SmsLogin consent={consent} />}
      {method === 'wechat' && <WechatLogin consent={consent} wechat={options?.wechat ?? null} />}
    </CardPageLayout>
  );
}
