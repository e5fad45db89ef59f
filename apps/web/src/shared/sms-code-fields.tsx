import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { PHONE_PATTERN } from '@tm/contracts';
import { Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, showApiError } from './api-client';
import { present } from './feedback';
import { registerMessages, type Messages } from './i18n';

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
 * Phone + SMS code fields of a Form (names `phone_number`, `verify_code`), with the send button
 * enabled only for a valid phone and a 30 s countdown after each send (console spec §4, §5).
 */
export function SmsCodeFields({ size }: { size?: 'large' | 'middle' }) {
  const { t } = useTranslation('sms');
  const form = Form.useFormInstance<{ phone_number?: string }>();
  const phone = Form.useWatch('phone_number', form) ?? '';
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const isPhoneValid = PHONE_PATTERN.test(phone.trim());

  const send = async () => {
    setSending(true);
    try {
      const result = await api.get<{ resend_after: number }>('/management/users/login/code', {
        query: { phone_number: phone.trim() },
        skipToken: true,
      });
      startCountdown(result.resend_after || SMS_RESEND_SECONDS);
      present((presenter) =>
        presenter.notification.success({ title: t('smsSentTitle'), description: t('smsSentText') }),
      );
    } catch (error) {
      showApiError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Form.Item
        name="phone_number"
        label={t('phone')}
        rules={[
          { required: true, whitespace: true, message: t('phoneRequired') },
          { pattern: PHONE_PATTERN, message: t('phoneInvalid') },
        ]}
      >
        <Input prefix={<MobileOutlined />} inputMode="numeric" maxLength={11} autoComplete="tel" size={size} />
      </Form.Item>
      <Form.Item label={t('code')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="verify_code"
            noStyle
            rules={[
              { required: true, message: t('codeRequired') },
              { len: 4, message: t('codeRequired') },
            ]}
          >
            <Input
              prefix={<SafetyOutlined />}
              inputMode="numeric"
              maxLength={4}
              autoComplete="one-time-code"
              size={size}
              aria-label={t('code')}
            />
          </Form.Item>
          <Button
            size={size}
            disabled={!isPhoneValid || left > 0}
            loading={sending}
            onClick={send}
            style={{ minWidth: 120 }}
          >
            {left > 0 ? t('resendIn', { seconds: left }) : t('sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </>
  );
}
