import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { PHONE_PATTERN } from '@tm/contracts';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSmsCodeSender } from './sms-code';

/**
 * Phone + SMS code fields of a Form (names `phone_number`, `verify_code`), with the send button
 * enabled only for a valid phone and a 30 s countdown after each send (console spec §4, §5).
 */
export function SmsCodeFields({ size }: { size?: 'large' | 'middle' }) {
  const { t } = useTranslation('sms');
  const form = Form.useFormInstance<{ phone_number?: string }>();
  const phone = Form.useWatch('phone_number', form) ?? '';
  const sender = useSmsCodeSender(phone);

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
            disabled={!sender.canSend}
            loading={sender.sending}
            onClick={sender.send}
            style={{ minWidth: 120 }}
          >
            {sender.label}
          </Button>
        </Space.Compact>
      </Form.Item>
    </>
  );
}
