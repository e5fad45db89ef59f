import { KeyOutlined, PlusOutlined, StopOutlined, CheckCircleOutlined } from '@ant-design/icons';
import {
  NICKNAME_MAX,
  PHONE_PATTERN,
  USERNAME_PATTERN,
  type Admin,
  type CreateAdminBody,
  type ListAdminsQuery,
  type RoleType,
} from '@tm/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Form,
  Input,
  Modal,
  Space,
  Tag,
  type FormInstance,
  type TableColumnsType,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdaptiveTable } from '../../shared/adaptive-table';
import { closingOnFailure, showApiError } from '../../shared/api-client';
import { showFieldErrors, validValues } from '../../shared/form-errors';
import { formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { usePagination } from '../../shared/list-controls';
import { NewPasswordField } from '../../shared/new-password-field';
import { SearchActions } from '../../shared/list-filters';
import { parseRole, useSession } from '../../shared/session';
import { listLoading, useListQuery } from '../../shared/use-list-query';
import { useAdmins, useCreateAdmin, useResetAdminPassword, useSetAdminDisabled } from './admins.api';
import { adminsMessages } from './admins.messages';

registerMessages('admins', adminsMessages);

type Filters = { q?: string | undefined };
type AdminValues = { username: string; password: string; nickname?: string; phone_number: string };
type PasswordValues = { password: string };

const ROLE_TAGS: Record<RoleType, { label: string; color: string }> = {
  USER: { label: 'common:roleUser', color: 'default' },
  ADMIN: { label: 'common:roleAdmin', color: 'blue' },
  SUPER_ADMIN: { label: 'common:roleSuperAdmin', color: 'gold' },
};

/** Field messages go under their fields; any other failure opens the error dialog, once. */
function showUnplacedError(form: FormInstance<AdminValues> | FormInstance<PasswordValues>, error: unknown): void {
  if (!showFieldErrors(form, error)) {
    showApiError(error);
  }
}

/** `adminMng/adminList`: system administrators; only a super administrator manages them. */
export function AdminListPage() {
  const { t } = useTranslation('admins');
  const { modal, message } = App.useApp();
  const session = useSession();
  const isSuperAdmin = parseRole(session?.role_type) === 'SUPER_ADMIN';
  const { filters, paging, setFilters, setPaging } = useListQuery<Filters>();
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<Admin | null>(null);
  const [form] = Form.useForm<Filters>();
  const query: ListAdminsQuery = { ...filters, ...paging };
  // The search box shows the filter of the address (after Back or a reload).
  useEffect(() => {
    form.setFieldsValue({ q: filters.q });
  }, [form, filters.q]);
  const admins = useAdmins(query);
  const pagination = usePagination(paging, admins.data?.meta.total, setPaging);
  const setDisabled = useSetAdminDisabled();

  // The server refuses both for a super administrator and for oneself; the buttons are not offered.
  const canManage = (admin: Admin) => isSuperAdmin && admin.role_type !== 'SUPER_ADMIN' && admin.id !== session?.id;
  const displayName = (admin: Admin) => admin.username ?? admin.nickname;

  const confirmStatus = (admin: Admin) => {
    const disabling = !admin.is_disabled;
    modal.confirm({
      title: t(disabling ? 'disableConfirmTitle' : 'enableConfirmTitle'),
      content: t(disabling ? 'disableConfirmText' : 'enableConfirmText', { name: displayName(admin) }),
      okText: t(disabling ? 'disable' : 'enable'),
      okButtonProps: { danger: disabling },
      cancelText: t('common:cancel'),
      onOk: closingOnFailure(async () => {
        await setDisabled.mutateAsync({ id: admin.id, is_disabled: disabling });
        message.success(t(disabling ? 'disabledDone' : 'enabledDone'));
      }),
    });
  };

  const columns: TableColumnsType<Admin> = [
    { title: t('username'), dataIndex: 'username', render: (username: string | null) => username ?? '—' },
    { title: t('nickname'), dataIndex: 'nickname' },
    { title: t('phoneNumber'), dataIndex: 'phone_number', render: (phone: string | null) => phone || '—' },
    {
      title: t('role'),
      dataIndex: 'role_type',
      render: (role: RoleType) => <Tag color={ROLE_TAGS[role].color}>{t(ROLE_TAGS[role].label)}</Tag>,
    },
    {
      title: t('status'),
      dataIndex: 'is_disabled',
      render: (isDisabled: boolean) =>
        isDisabled ? <Tag color="red">{t('disabled')}</Tag> : <Tag color="green">{t('enabled')}</Tag>,
    },
    { title: t('createdTime'), dataIndex: 'created_time', render: formatTime, width: 150 },
    ...(isSuperAdmin
      ? [
          {
            title: t('common:actions'),
            key: 'actions',
            width: 200,
            render: (_: unknown, admin: Admin) =>
              canManage(admin) && (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    danger={!admin.is_disabled}
                    icon={admin.is_disabled ? <CheckCircleOutlined /> : <StopOutlined />}
                    onClick={() => confirmStatus(admin)}
                  >
                    {t(admin.is_disabled ? 'enable' : 'disable')}
                  </Button>
                  <Button type="link" size="small" icon={<KeyOutlined />} onClick={() => setResetting(admin)}>
                    {t('resetPassword')}
                  </Button>
                </Space>
              ),
          },
        ]
      : []),
  ];

  const search = (values: Filters) => setFilters({ q: values.q?.trim() });

  return (
    <Card
      title={t('shell:adminList')}
      extra={
        isSuperAdmin && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('createAdmin')}
          </Button>
        )
      }
    >
      {!isSuperAdmin && <Alert type="info" showIcon title={t('readOnlyHint')} style={{ marginBottom: 16 }} />}
      <Form<Filters>
        form={form}
        name="admin-filters"
        layout="inline"
        onFinish={search}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="q">
          <Input placeholder={t('search')} allowClear aria-label={t('search')} style={{ width: 240 }} />
        </Form.Item>
        <SearchActions
          onReset={() => {
            form.resetFields();
            search({});
          }}
        />
      </Form>
      <AdaptiveTable<Admin>
        rowKey="id"
        columns={columns}
        dataSource={admins.data?.list ?? []}
        loading={listLoading(admins)}
        scroll={{ x: 900 }}
        locale={{ emptyText: <Empty description={t('emptyHint')} /> }}
        pagination={pagination}
      />
      <AdminFormModal open={creating} onClose={() => setCreating(false)} />
      <ResetPasswordModal admin={resetting} onClose={() => setResetting(null)} />
    </Card>
  );
}

function AdminFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admins');
  const { message } = App.useApp();
  const [form] = Form.useForm<AdminValues>();
  const create = useCreateAdmin();

  const submit = async () => {
    const values = await validValues(form);
    if (!values) {
      return;
    }
    const nickname = values.nickname?.trim();
    const body: CreateAdminBody = {
      username: values.username.trim(),
      password: values.password,
      ...(nickname ? { nickname } : {}),
      phone_number: values.phone_number.trim(),
    };
    try {
      await create.mutateAsync(body);
      message.success(t('common:created'));
      onClose();
    } catch (error) {
      showUnplacedError(form, error);
    }
  };

  return (
    <Modal
      open={open}
      title={t('createAdmin')}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      onOk={submit}
      confirmLoading={create.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<AdminValues> form={form} layout="vertical" name="admin-form" autoComplete="off" clearOnDestroy>
        <Form.Item
          name="username"
          label={t('username')}
          rules={[
            { required: true, whitespace: true, message: t('usernameRequired') },
            { pattern: USERNAME_PATTERN, message: t('usernameInvalid') },
          ]}
        >
          <Input maxLength={32} autoComplete="off" />
        </Form.Item>
        <NewPasswordField label={t('password')} />
        <Form.Item
          name="nickname"
          label={t('nickname')}
          extra={t('nicknameHint')}
          rules={[{ max: NICKNAME_MAX, message: t('nicknameTooLong') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="phone_number"
          label={t('phoneNumber')}
          extra={t('phoneHint')}
          rules={[
            { required: true, message: t('phoneRequired') },
            { pattern: PHONE_PATTERN, message: t('phoneInvalid') },
          ]}
        >
          <Input inputMode="tel" maxLength={11} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ResetPasswordModal({ admin, onClose }: { admin: Admin | null; onClose: () => void }) {
  const { t } = useTranslation('admins');
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const reset = useResetAdminPassword();

  const submit = async () => {
    if (!admin) {
      return;
    }
    const values = await validValues(form);
    if (!values) {
      return;
    }
    const { password } = values;
    try {
      await reset.mutateAsync({ id: admin.id, password });
      message.success(t('passwordReset'));
      onClose();
    } catch (error) {
      showUnplacedError(form, error);
    }
  };

  return (
    <Modal
      open={admin !== null}
      title={t('resetPasswordTitle', { name: admin?.username ?? admin?.nickname ?? '' })}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      onOk={submit}
      confirmLoading={reset.isPending}
      onCancel={onClose}
      width={400}
      destroyOnHidden
    >
      <Form<PasswordValues> form={form} layout="vertical" name="admin-password" autoComplete="off" clearOnDestroy>
        <NewPasswordField label={t('newPassword')} />
      </Form>
    </Modal>
  );
}
