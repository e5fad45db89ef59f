import { Form, Input, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { registerMessages, type Messages } from './i18n';

const ch = {
  passwordRequired: '请输入密码',
  passwordWeak: '密码至少 8 位，且同时包含字母和数字',
  passwordTooLong: '密码最多 128 位',
  passwordHint: '至少 8 位，同时包含字母和数字',
  confirmRequired: '请再输入一次新密码',
  confirmMismatch: '两次输入的新密码不一致',
} as const;
const en = {
  passwordRequired: 'Please enter a password',
  passwordWeak: 'At least 8 characters, with both letters and digits',
  passwordTooLong: 'At most 128 characters',
  passwordHint: 'At least 8 characters, with letters and digits',
  confirmRequired: 'Please enter the new password again',
  confirmMismatch: 'The two new passwords differ',
} satisfies Record<keyof typeof ch, string>;
const messages: Messages<keyof typeof ch> = { ch, en };
registerMessages('newPassword', messages);

/** Mirrors the server's password rule (contracts `passwordSchema`). */
const LETTER_AND_DIGIT = /^(?=.*[A-Za-z])(?=.*\d)/;
const PASSWORD_MAX = 128;

/** A form's field for a new password (named `password`), checked by the server's rule as it is typed. */
export function NewPasswordField({ label }: { label: string }) {
  const { t } = useTranslation('newPassword');
  const rules: FormRule[] = [
    { required: true, message: t('passwordRequired') },
    { min: 8, message: t('passwordWeak') },
    { max: PASSWORD_MAX, message: t('passwordTooLong') },
    { pattern: LETTER_AND_DIGIT, message: t('passwordWeak') },
  ];
  return (
    <Form.Item name="password" label={label} rules={rules} validateFirst extra={t('passwordHint')}>
      <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" />
    </Form.Item>
  );
}

/** The new password typed again (named `confirm`): a typing mistake is caught before it is saved. */
export function ConfirmPasswordField({ label }: { label: string }) {
  const { t } = useTranslation('newPassword');
  return (
    <Form.Item
      name="confirm"
      label={label}
      dependencies={['password']}
      rules={[
        { required: true, message: t('confirmRequired') },
        ({ getFieldValue }) => ({
          validator: (_, value) =>
            !value || value === getFieldValue('password')
              ? Promise.resolve()
              : Promise.reject(new Error(t('confirmMismatch'))),
        }),
      ]}
    >
      <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" />
    </Form.Item>
  );
}
