import type { ChangePasswordBody, UserInfo } from '@tm/contracts';
import { App, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../shared/api-client';
import { showFieldErrors } from '../../shared/form-errors';
import { ConfirmPasswordField, NewPasswordField } from '../../shared/new-password-field';
import { useChangePassword } from './account.api';

type Values = ChangePasswordBody & { confirm: string };

/**
 * The sign-in password, changed inside the personal center with the current one as proof. An
 * account made by phone or WeChat has none: it signs in with a code.
 */
export function PasswordField({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();
  if (!user.username) {
    return <Typography.Text type="secondary">{t('noPassword')}</Typography.Text>;
  }
  if (!editing) {
    return (
      <Space>
        <span aria-hidden>••••••••</span>
        <Button type="link" size="small" onClick={() => setEditing(true)}>
          {t('changePassword')}
        </Button>
      </Space>
    );
  }
  const submit = async ({ current_password, password }: Values) => {
    try {
      await change.mutateAsync({ current_password, password });
      message.success(t('passwordChanged'));
      setEditing(false);
    } catch (error) {
      if (!showFieldErrors(form, error)) {
        showApiError(error);
      }
    }
  };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      name="change-password"
      style={{ maxWidth: 360 }}
      clearOnDestroy
    >
      {/* Lets a password manager file the new password under the right account. */}
      <input type="text" name="username" value={user.username} autoComplete="username" readOnly hidden />
      <Form.Item
        name="current_password"
        label={t('currentPassword')}
        rules={[{ required: true, message: t('currentPasswordRequired') }]}
      >
        <Input.Password maxLength={128} autoComplete="current-password" autoFocus />
      </Form.Item>
      <NewPasswordField label={t('newPassword')} />
      <ConfirmPasswordField label={t('confirmPassword')} />
      <Space>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('common:save')}
        </Button>
        <Button onClick={() => setEditing(false)}>{t('common:cancel')}</Button>
      </Space>
    </Form>
  );
}
