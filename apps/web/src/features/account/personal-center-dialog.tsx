import { EditOutlined } from '@ant-design/icons';
import { NICKNAME_MAX, type UserInfo } from '@tm/contracts';
import { App, Avatar, Button, Descriptions, Input, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../shared/api-client';
import { formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { useUpdateUserInfo, useUserInfo } from './account.api';
import { accountMessages } from './account.messages';

registerMessages('account', accountMessages);

function BindingTag({ bound, label }: { bound: boolean; label: string }) {
  const { t } = useTranslation('account');
  return <Tag color={bound ? 'green' : 'default'}>{`${label}: ${bound ? t('bound') : t('unbound')}`}</Tag>;
}

/** Nickname: view, edit, save, back to view (console spec §4). */
function NicknameField({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateUserInfo();
  if (draft === null) {
    return (
      <Space>
        <span>{user.nickname}</span>
        <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setDraft(user.nickname)}>
          {t('common:edit')}
        </Button>
      </Space>
    );
  }
  const error = draft.trim() ? null : t('nicknameRequired');
  const save = async () => {
    if (error) return;
    try {
      await update.mutateAsync({ nickname: draft.trim() });
      message.success(t('common:saved'));
      setDraft(null);
    } catch (caught) {
      showApiError(caught);
    }
  };
  return (
    <Space align="start">
      <div>
        <Input
          value={draft}
          maxLength={NICKNAME_MAX}
          status={error ? 'error' : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={save}
          aria-label={t('nickname')}
          autoFocus
        />
        {error && <div style={{ color: '#ff4d4f', fontSize: 12 }}>{error}</div>}
      </div>
      <Button type="primary" size="small" onClick={save} loading={update.isPending}>
        {t('common:save')}
      </Button>
      <Button size="small" onClick={() => setDraft(null)}>
        {t('common:cancel')}
      </Button>
    </Space>
  );
}

const SYSTEM_ROLE_KEYS = {
  USER: 'common:roleUser',
  ADMIN: 'common:roleAdmin',
  SUPER_ADMIN: 'common:roleSuperAdmin',
} as const;

export function PersonalCenterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const session = useSession();
  const info = useUserInfo(open);
  const user: UserInfo | null = info.data ?? session;
  if (!user) return null;
  const company = user.company_info;
  return (
    <Modal open={open} title={t('title')} footer={null} onCancel={onClose} width={640} destroyOnHidden>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('avatar')}>
          <Avatar size={48} src={user.img_url || undefined}>
            {(user.nickname || user.username || '?').slice(0, 1)}
          </Avatar>
        </Descriptions.Item>
        <Descriptions.Item label={t('nickname')}>
          <NicknameField user={user} />
        </Descriptions.Item>
        <Descriptions.Item label={t('phone')}>{user.phone_number ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('bindings')}>
          <BindingTag bound={user.if_company === 1} label={t('company')} />
          <BindingTag bound={user.if_phone_number === 1} label={t('phone')} />
          <BindingTag bound={user.if_wechat === 1} label={t('wechat')} />
        </Descriptions.Item>
        <Descriptions.Item label={t('roleName')}>
          {company?.role_name ?? t(SYSTEM_ROLE_KEYS[user.role_type])}
        </Descriptions.Item>
        {company && (
          <>
            <Descriptions.Item label={t('companyName')}>{company.name}</Descriptions.Item>
            <Descriptions.Item label={t('contactPerson')}>{company.contact_person || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('contactPhone')}>{company.phone_number || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('address')}>{company.address || '—'}</Descriptions.Item>
          </>
        )}
        <Descriptions.Item label={t('createdTime')}>{formatTime(user.created_time)}</Descriptions.Item>
        <Descriptions.Item label={t('updatedTime')}>{formatTime(user.last_modified_time)}</Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
