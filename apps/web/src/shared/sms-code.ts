import { PHONE_PATTERN } from '@tm/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError, showApiError } from './api-client';
import { getPresenter, present } from './feedback';
import { registerMessages, type Messages } from './i18n';

// Sending a sign-in SMS code, for the antd forms (sms-code-fields.tsx) and the sign-in page, which
// is drawn without antd: the texts, the 30 s wait between sends and the call.

const smsCh = {
  phone: '手机号',
  phoneRequired: '请输入手机号',
  phoneInvalid: '请输入正确的手机号',
  code: '短信验证码',
  codeRequired: '请输入 4 位短信验证码',
  sendCode: '获取验证码',
  resendIn: '{{seconds}} 秒后重发',
  smsSentTitle: '系统消息',
  smsSentText: '验证码发送成功',
} as const;

const smsMessages: Messages<keyof typeof smsCh> = {
  ch: smsCh,
  en: {
    phone: 'Phone number',
    phoneRequired: 'Please enter your phone number',
    phoneInvalid: 'Please enter a correct phone number',
    code: 'SMS code',
    codeRequired: 'Please enter the 4-digit SMS code',
    sendCode: 'Send code',
    resendIn: 'Resend in {{seconds}} s',
    smsSentTitle: 'System message',
    smsSentText: 'Verification code sent',
  } satisfies Record<keyof typeof smsCh, string>,
};
registerMessages('sms', smsMessages);

/** The seconds a rate-limited answer asks to wait, else 0. */
function retryAfterOf(error: unknown): number {
  // By the HTTP status: the sign-in page's script stays without the contracts' error table.
  if (!(error instanceof ApiError) || error.status !== 429) {
    return 0;
  }
  const wait = (error.data as { retry_after?: unknown } | undefined)?.retry_after;
  return typeof wait === 'number' && wait > 0 ? Math.ceil(wait) : 0;
}

const SMS_SENT_KEY = 'sms-sent';

/** Closes the "code sent" notice once the code has been used, so it does not follow onto the next page. */
export function dismissSmsSent(): void {
  getPresenter()?.notification.destroy(SMS_SENT_KEY);
}

/** Console spec §9: 30 s between sends. */
export const SMS_RESEND_SECONDS = 30;

function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) {
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

/**
 * The send button's state for the phone typed so far: enabled only for a valid phone, then counting
 * down after each send (console spec §4, §5). A sent code shows as a notification.
 */
export function useSmsCodeSender(phone: string) {
  const { t } = useTranslation('sms');
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const result = await api.get<{ resend_after: number }>('/management/users/login/code', {
        query: { phone_number: phone.trim() },
        skipToken: true,
      });
      startCountdown(result.resend_after || SMS_RESEND_SECONDS);
      present((presenter) =>
        presenter.notification.success({ key: SMS_SENT_KEY, title: t('smsSentTitle'), description: t('smsSentText') }),
      );
    } catch (error) {
      // "Too frequent" says how long to wait; the button counts that down instead of inviting a retry.
      const wait = retryAfterOf(error);
      if (wait > 0) {
        startCountdown(wait);
      }
      showApiError(error);
    } finally {
      setSending(false);
    }
  };
  return {
    send,
    sending,
    canSend: PHONE_PATTERN.test(phone.trim()) && left === 0,
    label: left > 0 ? t('resendIn', { seconds: left }) : t('sendCode'),
  };
}
