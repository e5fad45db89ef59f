import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined, WechatOutlined } from '@ant-design/icons';
import { PHONE_PATTERN, PRIVACY_POLICY_VERSION, type LoginOptions, type LoginResult } from '@tm/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError, HandledApiError } from '../../shared/api-client';
import { CardPageLayout } from '../../shared/card-page-layout';
import { registerMessages } from '../../shared/i18n';
import { dismissSmsSent, useSmsCodeSender } from '../../shared/sms-code';
import { completeLogin } from './after-login';
import { finishTakeOver, typedAheadValues, type TypedAhead } from './drawn-page';
import { useFieldChecks, type Check } from './field-checks';
import { ConsentField, MethodSwitch, Notice, PasswordField, SubmitButton, TextField } from './sign-in-controls';
import {
  loginWithPassword,
  loginWithPhone,
  startWechatAuthorization,
  useLoginOptions,
  type AfterReset,
} from './sign.api';
import { signMessages } from './sign.messages';

registerMessages('sign', signMessages);

type Method = 'password' | 'sms' | 'wechat';

/** Submits a sign-in call; wrong credentials show above the form, other failures as dialogs. */
function useSignIn(call: () => Promise<LoginResult>) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submit = async () => {
    setSubmitting(true);
    setError(null);
    try {
      await navigate(await completeLogin(await call()), { replace: true });
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

/**
 * The person's consent, shared by the sign-in methods: ticked once, it stays ticked when they
 * switch from password to SMS or WeChat.
 */
type Consent = { agreed: boolean; setAgreed: (agreed: boolean) => void };

/** The check of the consent, the same in every form. */
function useConsentCheck(): Check<boolean> {
  const { t } = useTranslation('sign');
  return (agreed) => (agreed ? undefined : t('privacyRequired'));
}

/** The consent checkbox of the form named `form` (its id, `${form}_privacy_agreed`, as it has always been). */
function FormConsent({ form, consent, error }: { form: string; consent: Consent; error: string | undefined }) {
  return (
    <ConsentField
      id={`${form}_privacy_agreed`}
      agreed={consent.agreed}
      onAgreedChange={consent.setAgreed}
      error={error}
    />
  );
}

function PasswordLogin({ consent, typed, resetFor }: { consent: Consent; typed: TypedAhead; resetFor?: string }) {
  const { t } = useTranslation('sign');
  const [username, setUsername] = useState(typed.username ?? resetFor ?? '');
  const [password, setPassword] = useState(typed.password ?? '');
  const checks = useFieldChecks(
    { username, password, consent: consent.agreed },
    {
      username: (value) => (value.trim() ? undefined : t('usernameRequired')),
      password: (value) => (value ? undefined : t('passwordRequired')),
      consent: useConsentCheck(),
    },
  );
  const { submit, error, submitting } = useSignIn(() => loginWithPassword(username.trim(), password, accepted));
  return (
    <form name="password-login" noValidate onSubmit={checks.submit(submit)}>
      {error && <Notice type="error">{error}</Notice>}
      {!error && resetFor && <Notice type="info">{t('resetDone', { username: resetFor })}</Notice>}
      {/* The inputs keep their short ids: links and tests use them. */}
      <TextField
        id="username"
        label={t('username')}
        icon={<UserOutlined />}
        value={username}
        onValueChange={setUsername}
        onBlur={() => checks.left('username')}
        error={checks.error('username')}
        autoComplete="username"
        // Not when a field of the drawn form had the focus: the app gives it back to that field, and
        // keys pressed in between would otherwise go into the name, a password shown in the clear.
        autoFocus={!typed.focusedId && !resetFor}
      />
      <PasswordField
        id="password"
        label={t('password')}
        icon={<LockOutlined />}
        value={password}
        onValueChange={setPassword}
        onBlur={() => checks.left('password')}
        error={checks.error('password')}
        autoComplete="current-password"
        autoFocus={Boolean(resetFor)}
      />
      <FormConsent form="password-login" consent={consent} error={checks.error('consent')} />
      <SubmitButton busy={submitting}>{t('submit')}</SubmitButton>
      <p className="sign-aside">
        <Link to="/sign/reset-password">{t('forgotPassword')}</Link>
      </p>
    </form>
  );
}

function SmsLogin({ consent }: { consent: Consent }) {
  const { t } = useTranslation('sign');
  const sms = useTranslation('sms').t;
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const sender = useSmsCodeSender(phone);
  const checks = useFieldChecks(
    { phone, code, consent: consent.agreed },
    {
      phone: (value) =>
        !value.trim() ? sms('phoneRequired') : PHONE_PATTERN.test(value.trim()) ? undefined : sms('phoneInvalid'),
      code: (value) => (value.trim().length === 4 ? undefined : sms('codeRequired')),
      consent: useConsentCheck(),
    },
  );
  const { submit, error, submitting } = useSignIn(async () => {
    const result = await loginWithPhone({ phone_number: phone.trim(), verify_code: code.trim(), ...accepted });
    dismissSmsSent();
    return result;
  });
  return (
    <form name="sms-login" noValidate onSubmit={checks.submit(submit)}>
      {error && <Notice type="error">{error}</Notice>}
      <TextField
        id="sms-login_phone_number"
        label={sms('phone')}
        icon={<MobileOutlined />}
        value={phone}
        onValueChange={setPhone}
        onBlur={() => checks.left('phone')}
        error={checks.error('phone')}
        inputMode="numeric"
        maxLength={11}
        autoComplete="tel"
      />
      <TextField
        id="sms-login_verify_code"
        label={sms('code')}
        icon={<SafetyOutlined />}
        value={code}
        onValueChange={setCode}
        onBlur={() => checks.left('code')}
        error={checks.error('code')}
        inputMode="numeric"
        maxLength={4}
        autoComplete="one-time-code"
        addon={
          <button
            type="button"
            className="sign-button"
            disabled={!sender.canSend || sender.sending}
            aria-busy={sender.sending}
            onClick={sender.send}
          >
            {sender.label}
          </button>
        }
      />
      <FormConsent form="sms-login" consent={consent} error={checks.error('consent')} />
      <SubmitButton busy={submitting}>{t('submit')}</SubmitButton>
    </form>
  );
}

function WechatLogin({ consent, wechat }: { consent: Consent; wechat: LoginOptions['wechat'] }) {
  const { t } = useTranslation('sign');
  const checks = useFieldChecks({ consent: consent.agreed }, { consent: useConsentCheck() });
  if (!wechat) {
    return <Notice type="info">{t('wechatUnavailable')}</Notice>;
  }
  return (
    <form name="wechat-login" noValidate onSubmit={checks.submit(() => startWechatAuthorization(wechat, 'login'))}>
      <p className="sign-hint">{t('wechatHint')}</p>
      <FormConsent form="wechat-login" consent={consent} error={checks.error('consent')} />
      <SubmitButton icon={<WechatOutlined />} wechat>
        {t('wechatButton')}
      </SubmitButton>
    </form>
  );
}

export function LoginPage() {
  const { t } = useTranslation('sign');
  const options = useLoginOptions();
  const [method, setMethod] = useState<Method>('password');
  // What was typed into the form drawn before the app started (drawn-page.ts).
  const [typed] = useState(typedAheadValues);
  const [agreed, setAgreed] = useState(typed.agreed ?? false);
  // Back from setting a forgotten password: whose it was.
  const resetFor = (useLocation().state as AfterReset | null)?.resetFor;
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
      <MethodSwitch label={t('methodLabel')} options={methods} value={method} onChange={setMethod} />
      {method === 'password' && <PasswordLogin consent={consent} typed={typed} resetFor={resetFor} />}
      {method === 'sms' && <SmsLogin consent={consent} />}
      {method === 'wechat' && <WechatLogin consent={consent} wechat={options?.wechat ?? null} />}
    </CardPageLayout>
  );
}
