import { NICKNAME_MAX, PHONE_PATTERN, type UserInfo } from '@tm/contracts';
import { App, Button, Descriptions, Form, Modal, Space, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, showApiError } from '../../shared/api-client';
import { showFieldErrors } from '../../shared/form-errors';
import { formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { SmsCodeFields } from '../../shared/sms-code-fields';
import { useRebindPhone, useUpdateCompanyField, useUpdateUserInfo, useUserInfo } from './account.api';
import { accountMessages } from './account.messages';
import { AvatarUploader } from './avatar-uploader';
import { EditableField } from './editable-field';
import { PasswordField } from './password-field';

registerMessages('account', accountMessages);

function BindingTag({ bound, label }: { bound: boolean; label: string }) {
  const { t } = useTranslation('account');
  return <Tag color={bound ? 'green' : 'default'}>{`${label}: ${bound ? t('bound') : t('unbound')}`}</Tag>;
}

/** Rebind the phone by SMS, inside the dialog. */
function PhoneField({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<{ phone_number: string; verify_code: string }>();
  const rebind = useRebindPhone();
  if (!editing) {
    return (
      <Space>
        <span>{user.phone_number ?? '—'}</span>
        <Button type="link" size="small" onClick={() => setEditing(true)}>
          {user.phone_number ? t('changePhone') : t('bindPhone')}
        </Button>
      </Space>
    );
  }
  const submit = async (values: { phone_number: string; verify_code: string }) => {
    try {
      await rebind.mutateAsync({ phone_number: values.phone_number.trim(), verify_code: values.verify_code.trim() });
      message.success(t('bindSuccess'));
      setEditing(false);
    } catch (error) {
      if (error instanceof ApiError) {
        message.error(`${t('bindFailed')}: ${Object.values(error.fields)[0] ?? error.message}`);
      }
      if (!showFieldErrors(form, error)) {
        showApiError(error);
      }
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} name="rebind-phone" style={{ maxWidth: 360 }}>
      <SmsCodeFields />
      <Space>
        <Button type="primary" htmlType="submit" loading={rebind.isPending}>
          {t('common:save')}
        </Button>
        <Button onClick={() => setEditing(false)}>{t('common:cancel')}</Button>
      </Space>
    </Form>
  );
}

type Item = { key: string; label: string; children: ReactNode };

/** Company name, contact, phone and address: each saved on its own by the company's administrator. */
function useCompanyItems(user: UserInfo): Item[] {
  const { t } = useTranslation('account');
  const company = user.company_info;
  const update = useUpdateCompanyField(company?.id ?? 0);
  if (!company) {
    return [];
  }
  // Only the company's administrator edits it (spec §6: company role type not USER).
  const canEdit = company.role_type === 'ADMIN';
  const field = (
    key: 'name' | 'contact_person' | 'phone_number' | 'address',
    label: string,
    maxLength: number,
    validate?: (draft: string) => string | null,
  ): Item => ({
    key: `company.${key}`,
    label,
    children: (
      <EditableField
        label={label}
        value={company[key]}
        canEdit={canEdit}
        maxLength={maxLength}
        validate={validate}
        onSave={(draft) => update.mutateAsync({ [key]: draft })}
      />
    ),
  });
  return [
    field('name', t('companyName'), 50, (d) => (d ? null : t('companyNameRequired'))),
    field('contact_person', t('contactPerson'), 30),
    field('phone_number', t('contactPhone'), 11, (d) => (d && !PHONE_PATTERN.test(d) ? t('phoneInvalid') : null)),
    field('address', t('address'), 200),
  ];
}

const SYSTEM_ROLE_KEYS = {
  USER: 'common:roleUser',
  ADMIN: 'common:roleAdmin',
  SUPER_ADMIN: 'common:roleSuperAdmin',
} as const;

/** Stands in while nothing is loaded, so hooks run in the same order on every render. */
const EMPTY_USER: UserInfo = {
  id: 0,
  username: null,
  nickname: '',
  img_url: '',
  phone_number: null,
  role_type: 'USER',
  if_phone_number: 0,
  if_company: 0,
  if_wechat: 0,
  created_time: '',
  last_modified_time: '',
  company_info: null,
};

/** The personal center of console spec §2. */
export function PersonalCenterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const session = useSession();
  const info = useUserInfo(open);
  const updateUser = useUpdateUserInfo();
  const user: UserInfo | null = info.data ?? session;
  const companyItems = useCompanyItems(user ?? EMPTY_USER);
  if (!user) {
    return null;
  }
  const items: Item[] = [
    { key: 'avatar', label: t('avatar'), children: <AvatarUploader user={user} /> },
    {
      key: 'nickname',
      label: t('nickname'),
      children: (
        <EditableField
          label={t('nickname')}
          value={user.nickname}
          maxLength={NICKNAME_MAX}
          validate={(d) => (d ? null : t('nicknameRequired'))}
          onSave={(nickname) => updateUser.mutateAsync({ nickname })}
        />
      ),
    },
    ...(user.username ? [{ key: 'username', label: t('username'), children: user.username }] : []),
    { key: 'password', label: t('password'), children: <PasswordField user={user} /> },
    { key: 'phone', label: t('phone'), children: <PhoneField user={user} /> },
    {
      key: 'bindings',
      label: t('bindings'),
      children: (
        <>
          <BindingTag bound={user.if_company === 1} label={t('company')} />
          <BindingTag bound={user.if_phone_number === 1} label={t('phone')} />
          <BindingTag bound={user.if_wechat === 1} label={t('wechat')} />
          {user.if_wechat !== 1 && (
            <Link to="/sign/bind/wechat" onClick={onClose}>
              {t('bindWechat')}
            </Link>
          )}
        </>
      ),
    },
    {
      key: 'role',
      label: t('roleName'),
      children: user.company_info?.role_name ?? t(SYSTEM_ROLE_KEYS[user.role_type]),
    },
    ...companyItems,
    { key: 'created', label: t('createdTime'), children: formatTime(user.created_time) },
    { key: 'updated', label: t('updatedTime'), children: formatTime(user.last_modified_time) },
  ];
  return (
    <Modal open={open} title={t('title')} footer={null} onCancel={onClose} width={680} destroyOnHidden>
      <Descriptions column={1} bordered size="small" styles={{ label: { width: 140 } }} items={items} />
    </Modal>
  );
}
