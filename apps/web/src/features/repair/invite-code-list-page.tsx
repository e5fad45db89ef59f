import { PlusOutlined, StopOutlined, TeamOutlined } from '@ant-design/icons';
import {
  INVITE_CODE_MAX_DAYS,
  INVITE_CODE_MAX_USES,
  INVITE_CODE_NOTE_MAX,
  INVITE_CODE_STATUSES,
  type InviteCode,
  type InviteCodeJoin,
  type InviteCodeStatus,
  type ListInviteCodesQuery,
} from '@tm/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Drawer,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Select,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdaptiveTable } from '../../shared/adaptive-table';
import { showApiError } from '../../shared/api-client';
import { showFieldErrors, validValues } from '../../shared/form-errors';
import { formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { columnsWidth, usePagination } from '../../shared/list-controls';
import { SearchActions } from '../../shared/list-filters';
import { CompanyPicker } from '../../shared/pickers/company-picker';
import { useIsSystemAdmin } from '../../shared/session';
import { listLoading, useListQuery } from '../../shared/use-list-query';
import { useCreateInviteCode, useInviteCodeDetail, useInviteCodes, useRevokeInviteCode } from './repair.api';
import { repairMessages } from './repair.messages';
import { InviteCodeStatusTag } from './repair-tags';

registerMessages('repair', repairMessages);

type Filters = { q?: string | undefined; status?: InviteCodeStatus | undefined; company_id?: number | undefined };

/**
 * `lockMng/lock`: a company administrator's repair invite codes (docs/repair.md); system
 * administrators see every company's.
 */
// The note takes what the other columns leave, at least this much: a 1440 px window shows every column.
const NOTE_MIN_WIDTH = 120;

export function InviteCodeListPage() {
  const { t } = useTranslation('repair');
  const isAdmin = useIsSystemAdmin();
  const { filters, paging, setFilters, setPaging } = useListQuery<Filters>(['company_id']);
  const [form] = Form.useForm<Filters>();
  const [generating, setGenerating] = useState(false);
  const [joinedOf, setJoinedOf] = useState<InviteCode | null>(null);
  const query: ListInviteCodesQuery = { ...filters, ...paging };
  useEffect(() => {
    form.setFieldsValue({ q: filters.q, status: filters.status, company_id: filters.company_id });
  }, [form, filters.q, filters.status, filters.company_id]);
  const codes = useInviteCodes(query);
  const pagination = usePagination(paging, codes.data?.meta.total, setPaging);
  const revoke = useRevokeInviteCode();
  const { message } = App.useApp();

  const columns: TableColumnsType<InviteCode> = [
    {
      title: t('code'),
      dataIndex: 'code',
      width: 150,
      render: (code: string) => (
        <Typography.Text code copyable={{ text: code, tooltips: [t('common:copy'), t('common:copied')] }}>
          {code}
        </Typography.Text>
      ),
    },
    ...(isAdmin ? [{ title: t('company'), dataIndex: 'company_name', width: 160 }] : []),
    {
      title: t('status'),
      dataIndex: 'status',
      width: 90,
      render: (s: InviteCodeStatus) => <InviteCodeStatusTag status={s} />,
    },
    {
      title: t('uses'),
      key: 'uses',
      width: 100,
      render: (_: unknown, code: InviteCode) => `${code.use_count} / ${code.max_uses}`,
    },
    { title: t('expiresAt'), dataIndex: 'expires_at', width: 150, render: formatTime },
    { title: t('note'), dataIndex: 'note', render: (note: string) => note || '—' },
    {
      title: t('createdBy'),
      key: 'created',
      width: 150,
      render: (_: unknown, code: InviteCode) => (
        <Space orientation="vertical" size={0}>
          <span>{code.created_by_name ?? '—'}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatTime(code.created_time)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 200,
      fixed: 'right',
      render: (_: unknown, code: InviteCode) => (
        <Space wrap size={0}>
          <Button type="link" size="small" icon={<TeamOutlined />} onClick={() => setJoinedOf(code)}>
            {t('joined')} ({code.use_count})
          </Button>
          {code.status !== 'revoked' && (
            <Popconfirm
              title={t('revokeConfirmTitle', { code: code.code })}
              description={t('revokeConfirmText')}
              okText={t('revoke')}
              okButtonProps={{ danger: true }}
              cancelText={t('common:cancel')}
              styles={{ root: { maxWidth: 360 } }}
              onConfirm={async () => {
                await revoke.mutateAsync(code.id);
                void message.success(t('revoked'));
              }}
            >
              <Button type="link" size="small" danger icon={<StopOutlined />}>
                {t('revoke')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  const search = (values: Filters) => setFilters({ ...values, q: values.q?.trim() });

  return (
    <Card
      title={t('shell:inviteCodeList')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setGenerating(true)}>
          {t('generate')}
        </Button>
      }
    >
      <Form<Filters>
        form={form}
        name="invite-code-filters"
        layout="inline"
        onFinish={search}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        {isAdmin && (
          <Form.Item name="company_id">
            <CompanyPicker filter />
          </Form.Item>
        )}
        <Form.Item name="q">
          <Input placeholder={t('searchCodes')} aria-label={t('searchCodes')} allowClear style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="status">
          <Select
            allowClear
            placeholder={t('allStatuses')}
            aria-label={t('status')}
            style={{ width: 130 }}
            options={INVITE_CODE_STATUSES.map((status) => ({ value: status, label: t(`status_${status}`) }))}
          />
        </Form.Item>
        <SearchActions
          onReset={() => {
            form.resetFields();
            search({});
          }}
        />
      </Form>
      <AdaptiveTable<InviteCode>
        rowKey="id"
        columns={columns}
        dataSource={codes.data?.list ?? []}
        loading={listLoading(codes)}
        scroll={{ x: columnsWidth(columns, NOTE_MIN_WIDTH) }}
        locale={{ emptyText: <Empty description={t('emptyCodes')} /> }}
        pagination={pagination}
      />
      <GenerateModal open={generating} chooseCompany={isAdmin} onClose={() => setGenerating(false)} />
      <Drawer
        open={joinedOf !== null}
        title={joinedOf ? t('joinedTitle', { code: joinedOf.code }) : ''}
        size="large"
        onClose={() => setJoinedOf(null)}
        destroyOnHidden
      >
        {joinedOf && <JoinedList id={joinedOf.id} />}
      </Drawer>
    </Card>
  );
}

type GenerateValues = {
  company_id?: number;
  kind: 'once' | 'many';
  max_uses?: number;
  expires_in_days: number;
  note?: string;
};

function GenerateModal({
  open,
  chooseCompany,
  onClose,
}: {
  open: boolean;
  chooseCompany: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('repair');
  const { message } = App.useApp();
  const [form] = Form.useForm<GenerateValues>();
  const kind = Form.useWatch('kind', form);
  const create = useCreateInviteCode();

  const submit = async () => {
    // The form shows what is wrong under the fields.
    const values = await validValues(form);
    if (!values) {
      return;
    }
    try {
      const created = await create.mutateAsync({
        ...(values.company_id ? { company_id: values.company_id } : {}),
        max_uses: values.kind === 'once' ? 1 : (values.max_uses ?? 1),
        expires_in_days: values.expires_in_days,
        note: values.note?.trim() ?? '',
      });
      void message.success(t('generated', { code: created.code }));
      onClose();
    } catch (error) {
      if (!showFieldErrors(form, error)) {
        showApiError(error);
      }
    }
  };

  return (
    <Modal
      open={open}
      title={t('generateTitle')}
      okText={t('generate')}
      cancelText={t('common:cancel')}
      onOk={submit}
      confirmLoading={create.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('generateHint')} style={{ marginBottom: 16 }} />
      <Form<GenerateValues>
        form={form}
        layout="vertical"
        name="invite-code-form"
        initialValues={{ kind: 'once', max_uses: 5, expires_in_days: 7 }}
        clearOnDestroy
      >
        {chooseCompany && (
          <Form.Item name="company_id" label={t('company')} rules={[{ required: true, message: t('companyRequired') }]}>
            <CompanyPicker block />
          </Form.Item>
        )}
        <Form.Item name="kind" label={t('usesKind')}>
          <Radio.Group
            options={[
              { value: 'once', label: t('usesOnce') },
              { value: 'many', label: t('usesMany') },
            ]}
          />
        </Form.Item>
        {kind === 'many' && (
          <Form.Item
            name="max_uses"
            label={t('maxUses')}
            rules={[
              { required: true, type: 'integer', min: 1, max: INVITE_CODE_MAX_USES, message: t('maxUsesRequired') },
            ]}
          >
            {/* No min or max on the box: it would change 0 or 1001 without a word; the rule says what is wrong. */}
            <InputNumber precision={0} style={{ width: 160 }} />
          </Form.Item>
        )}
        <Form.Item
          name="expires_in_days"
          label={t('expiresInDays')}
          rules={[
            { required: true, type: 'integer', min: 1, max: INVITE_CODE_MAX_DAYS, message: t('expiresInDaysRequired') },
          ]}
        >
          <InputNumber precision={0} suffix={t('daysSuffix')} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="note" label={t('note')} rules={[{ max: INVITE_CODE_NOTE_MAX }]}>
          <Input placeholder={t('notePlaceholder')} maxLength={INVITE_CODE_NOTE_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function JoinedList({ id }: { id: number }) {
  const { t } = useTranslation('repair');
  const detail = useInviteCodeDetail(id);
  const columns: TableColumnsType<InviteCodeJoin> = [
    { title: t('name'), dataIndex: 'name' },
    { title: t('phone'), dataIndex: 'phone_number', render: (phone: string) => phone || '—' },
    { title: t('joinedTime'), dataIndex: 'joined_time', render: formatTime },
  ];
  return (
    <Table<InviteCodeJoin>
      rowKey="staff_id"
      columns={columns}
      dataSource={detail.data?.joined ?? []}
      loading={listLoading(detail)}
      locale={{ emptyText: <Empty description={t('noJoined')} /> }}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
    />
  );
}
