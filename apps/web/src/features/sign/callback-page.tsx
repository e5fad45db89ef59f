import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api-client';
import { registerMessages } from '../../shared/i18n';
import { getSession, homePathFor, parseRole, updateSessionUser } from '../../shared/session';
import { completeLogin } from './after-login';
import { bindWechat, forgetWechatState, loginWithWechat, useLoginOptions, wechatModeOf } from './sign.api';
import { signMessages } from './sign.messages';
import { CardPageLayout } from '../../shared/card-page-layout';

registerMessages('sign', signMessages);

/** `/sign/callback`: where WeChat sends the browser back with a code, to sign in or to bind. */
export function CallbackPage() {
  const { t } = useTranslation('sign');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [request] = useState(() => ({ code: params.get('code'), mode: wechatModeOf(params.get('state')) }));
  const [callFailure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const startedHere = Boolean(request.code && request.mode);
  // A browser that did not start this sign-in: on a server without WeChat that is the reason to
  // give, not "scan again" (the options are asked only then).
  const options = useLoginOptions(!startedHere);
  let failure = callFailure;
  if (!startedHere && options) {
    failure = options.wechat ? t('callbackStateMismatch') : t('wechatUnavailable');
  }

  useEffect(() => {
    const { code, mode } = request;
    // Codes are single-use: StrictMode's second effect run must not send it again.
    if (started.current || !code || !mode) {
      return;
    }
    started.current = true;
    forgetWechatState();
    const finish = async () => {
      if (mode === 'login') {
        await navigate(await completeLogin(await loginWithWechat(code)), { replace: true });
        return;
      }
      updateSessionUser(await bindWechat(code));
      const role = parseRole(getSession()?.role_type);
      await navigate(role ? homePathFor(role) : '/sign/login', { replace: true, state: { notice: t('bindSuccess') } });
    };
    finish().catch((error: unknown) => {
      setFailure(error instanceof ApiError ? (Object.values(error.fields)[0] ?? error.message) : String(error));
    });
  }, [request, navigate, t]);

  if (!failure) {
    return (
      <CardPageLayout title={t('callbackWorking')}>
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spin size="large" />
        </div>
      </CardPageLayout>
    );
  }
  return (
    <CardPageLayout title={t('callbackFailed')}>
      <Result
        status="warning"
        subTitle={failure}
        extra={
          <Button type="primary" onClick={() => void navigate('/sign/login', { replace: true })}>
            {t('backToLogin')}
          </Button>
        }
      />
    </CardPageLayout>
  );
}
