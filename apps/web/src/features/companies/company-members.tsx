import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { JOIN_TYPE, PHONE_PATTERN, type CompanyUser, type JoinType, type UserOption } from '@tm/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Divider,
  Flex,
  Form,
  Input,
  List,
  Select,
  Space,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdaptiveTable } from '../../shared/adaptive-table';
import { closingOnFailure, showApiError } from '../../shared/api-client';
import { showFieldErrors } from '../../shared/form-errors';
import { formatTime } from '../../shared/format';
import {
  searchUsers,
  useCreateInvite,
  useDeleteInvite,
  useInvites,
  useLinkUser,
  useMembers,
  useRemoveMember,
  useSetJoinType,
} from './companies.api';
import { ContactLine, type PhoneCard } from '../../shared/phone-cards';
import { listLoading } from '../../shared/use-list-query';

type Props = {
  companyId: number;
  /** System administrators may also add an existing account directly. */
  canLinkAccounts: boolean;
};

function RoleTag({ joinType }: { joinType: JoinType }) {
  const { t } = useTranslation('companies');
  return joinType === JOIN_TYPE.ADMIN ? <Tag color="blue">{t('roleAdmin')}</Tag> : <Tag>{t('roleStaff')}</Tag>;
}

/** Adds an existing account found by phone, user name or nickname (system administrators). */
function LinkAccount({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const { message } = App.useApp();
  const [q, setQ] = useState('');
  const [userId, setUserId] = useState<number>();
  const [joinType, setJoinType] = useState<JoinType>(JOIN_TYPE.STAFF);
  const found = useQuery({
    queryKey: ['users', 'search', q],
    queryFn: () => searchUsers(q),
    enabled: q.trim().length >= 2,
  });
  const link = useLinkUser();
  const label = (u: UserOption) =>
    `${u.nickname || u.username || u.id} ${u.phone_number ?? ''}${u.company_id && u.company_id !== companyId ? ` ${t('linkUserInOther')}` : ''}`;
  return (
    <Space wrap>
      <Select<number>
        showSearch={{ filterOption: false, onSearch: setQ }}
        value={userId}
        onChange={setUserId}
        placeholder={t('linkUserPlaceholder')}
        style={{ width: 280 }}
        options={(found.data?.list ?? []).map((u) => ({ value: u.id, label: label(u) }))}
        loading={found.isFetching}
        aria-label={t('linkUser')}
      />
      <Select<JoinType>
        value={joinType}
        onChange={setJoinType}
        style={{ width: 150 }}
        options={[
          { value: JOIN_TYPE.STAFF, label: t('roleStaff') },
          { value: JOIN_TYPE.ADMIN, label: t('roleAdmin') },
        ]}
      />
      <Button
        icon={<UserAddOutlined />}
        disabled={!userId}
        loading={link.isPending}
        onClick={() => {
          if (!userId) {
            return;
          }
          link.mutate(
            { company_id: companyId, user_id: userId, join_type: joinType },
            {
              onSuccess: () => {
                message.success(t('common:saved'));
                setUserId(undefined);
              },
            },
          );
        }}
      >
        {t('link')}
      </Button>
    </Space>
  );
}

function Invites({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ phone_number: string; join_type: JoinType }>();
  const invites = useInvites(companyId);
  const create = useCreateInvite(companyId);
  const withdraw = useDeleteInvite(companyId);
  const submit = async (values: { phone_number: string; join_type: JoinType }) => {
    try {
      const invite = await create.mutateAsync({
        phone_number: values.phone_number.trim(),
        join_type: values.join_type,
      });
      message.success(t('invited', { phone: invite.phone_number }));
      form.resetFields();
    } catch (error) {
      if (!showFieldErrors(form, error)) {
        showApiError(error);
      }
    }
  };
  return (
    <>
      <Typography.Paragraph type="secondary">{t('inviteHint')}</Typography.Paragraph>
      <Form
        form={form}
        layout="inline"
        name="invite"
        onFinish={submit}
        initialValues={{ join_type: JOIN_TYPE.STAFF }}
        style={{ rowGap: 8 }}
      >
        <Form.Item
          name="phone_number"
          rules={[
            { required: true, message: t('phoneRequired') },
            { pattern: PHONE_PATTERN, message: t('phoneInvalid') },
          ]}
        >
          <Input placeholder={t('invitePhone')} inputMode="numeric" maxLength={11} aria-label={t('invitePhone')} />
        </Form.Item>
        <Form.Item name="join_type">
          <Select
            style={{ width: 150 }}
            aria-label={t('inviteRole')}
            options={[
              { value: JOIN_TYPE.STAFF, label: t('roleStaff') },
              { value: JOIN_TYPE.ADMIN, label: t('roleAdmin') },
            ]}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('invite')}
        </Button>
      </Form>
      {(invites.data?.length ?? 0) > 0 && (
        <List
          size="small"
          header={t('invites')}
          style={{ marginTop: 12 }}
          dataSource={invites.data ?? []}
          renderItem={(invite) => (
            <List.Item
              actions={[
                <Button key="withdraw" type="link" size="small" danger onClick={() => withdraw.mutate(invite.id)}>
                  {t('withdraw')}
                </Button>,
              ]}
            >
              <Space>
                <span>{invite.phone_number}</span>
                <RoleTag joinType={invite.join_type} />
                <Typography.Text type="secondary">{formatTime(invite.created_time)}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
    </>
  );
}

/** A company's members and invites: who is in it, with which role (company users issue). */
export function CompanyMembers({ companyId, canLinkAccounts }: Props) {
  const { t } = useTranslation('companies');
  const { modal, message } = App.useApp();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const members = useMembers(companyId, q, page);
  const setJoinType = useSetJoinType(companyId);
  const remove = useRemoveMember(companyId);
  const nameOf = (m: CompanyUser) => m.nickname || m.username || m.phone_number || String(m.user_id);

  const actionsOf = (m: CompanyUser) => (
    <Space size={0}>
      <Button
        type="link"
        size="small"
        onClick={() => {
          const toStaff = m.join_type === JOIN_TYPE.ADMIN;
          modal.confirm({
            title: t(toStaff ? 'makeStaff' : 'makeAdmin'),
            content: t(toStaff ? 'makeStaffConfirm' : 'makeAdminConfirm', { name: nameOf(m) }),
            okText: t('common:ok'),
            cancelText: t('common:cancel'),
            onOk: closingOnFailure(async () => {
              await setJoinType.mutateAsync({
                userId: m.user_id,
                join_type: toStaff ? JOIN_TYPE.STAFF : JOIN_TYPE.ADMIN,
              });
              message.success(t('common:saved'));
            }),
          });
        }}
      >
        {m.join_type === JOIN_TYPE.ADMIN ? t('makeStaff') : t('makeAdmin')}
      </Button>
      <Button
        type="link"
        size="small"
        danger
        icon={<DeleteOutlined />}
        onClick={() =>
          modal.confirm({
            title: t('removeConfirmTitle'),
            content: t('removeConfirmText', { name: nameOf(m) }),
            okText: t('remove'),
            okButtonProps: { danger: true },
            cancelText: t('common:cancel'),
            onOk: closingOnFailure(async () => {
              await remove.mutateAsync(m.user_id);
              message.success(t('removedDone', { name: nameOf(m) }));
            }),
          })
        }
      >
        {t('remove')}
      </Button>
    </Space>
  );

  const columns: TableColumnsType<CompanyUser> = [
    { title: t('member'), key: 'member', render: (_, m) => nameOf(m) },
    { title: t('phoneNumber'), dataIndex: 'phone_number', render: (phone: string | null) => phone ?? '—' },
    { title: t('role'), dataIndex: 'join_type', render: (joinType: JoinType) => <RoleTag joinType={joinType} /> },
    { title: t('joinedTime'), dataIndex: 'joined_time', render: formatTime, width: 150 },
    {
      title: t('common:actions'),
      key: 'actions',
      render: (_, m) => actionsOf(m),
    },
  ];

  // On a phone: who, with which role, a tap to call, and the two actions.
  const memberCard = (m: CompanyUser): PhoneCard => ({
    title: nameOf(m),
    extra: <RoleTag joinType={m.join_type} />,
    body: (
      <Flex wrap align="center" justify="space-between" gap={8}>
        <Space orientation="vertical" size={0}>
          <ContactLine phone={m.phone_number} />
          <Typography.Text type="secondary">{t('joinedAt', { time: formatTime(m.joined_time) })}</Typography.Text>
        </Space>
        {actionsOf(m)}
      </Flex>
    ),
  });
  const pagination = {
    current: page,
    pageSize: 10,
    total: members.data?.meta.total ?? 0,
    onChange: setPage,
    showTotal: (total: number) => t('common:total', { total }),
  };

  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('searchMembers')}
        aria-label={t('searchMembers')}
        onSearch={(text) => {
          setQ(text.trim());
          setPage(1);
        }}
        style={{ maxWidth: 280, marginBottom: 12 }}
      />
      <AdaptiveTable<CompanyUser>
        rowKey="user_id"
        size="small"
        columns={columns}
        dataSource={members.data?.list ?? []}
        loading={listLoading(members)}
        locale={{ emptyText: t('noMembers') }}
        pagination={pagination}
        scroll={{ x: 640 }}
        phoneCard={memberCard}
      />
      <Divider />
      <Card size="small" title={t('invite')}>
        <Invites companyId={companyId} />
        {canLinkAccounts && (
          <>
            <Divider />
            <Typography.Text strong>{t('linkUser')}</Typography.Text>
            <div style={{ marginTop: 8 }}>
              <LinkAccount companyId={companyId} />
            </div>
          </>
        )}
      </Card>
    </>
  );
}
