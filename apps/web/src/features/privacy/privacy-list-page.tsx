import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import {
  PRIVACY_POLICY_DATE,
  PRIVACY_POLICY_VERSION,
  PRIVACY_STATUSES,
  type ListPrivacySubjectsQuery,
  type PrivacyStatus,
  type PrivacySubject,
  type PrivacySubjectKind,
} from '@tm/contracts';
import { Alert, App, Button, Card, Empty, Form, Input, Select, Space, Tabs, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AdaptiveTable } from '../../shared/adaptive-table';
import { showErrorWithReasons } from '../../shared/error-reasons';
import { formatTime } from '../../shared/format';
import { joinList, registerMessages } from '../../shared/i18n';
import { usePagination } from '../../shared/list-controls';
import { SearchActions } from '../../shared/list-filters';
import { listLoading, useListQuery } from '../../shared/use-list-query';
import { PrivacyAuditTable } from './privacy-audit-table';
import { useEraseSubject, useExportSubject, useSubjects } from './privacy.api';
import { privacyMessages } from './privacy.messages';

registerMessages('privacy', privacyMessages);

type Filters = { q?: string | undefined; status?: string | undefined };
type TFunction = (key: string, options?: Record<string, unknown>) => string;
type Columns = TableColumnsType<PrivacySubject>;

const STATUS_TAGS: Record<PrivacyStatus, { label: string; color: string }> = {
  current: { label: 'statusCurrent', color: 'green' },
  outdated: { label: 'statusOutdated', color: 'orange' },
  never: { label: 'statusNever', color: 'default' },
};
const STATUS_FILTERS: Record<PrivacyStatus, string> = {
  current: 'filterCurrent',
  outdated: 'filterOutdated',
  never: 'filterNever',
};
const FACE_TAGS: Record<string, { label: string; color: string }> = {
  unverified: { label: 'faceUnverified', color: 'default' },
  verified: { label: 'faceVerified', color: 'green' },
  failed: { label: 'faceFailed', color: 'red' },
};

const isStatus = (value: string | undefined): value is PrivacyStatus =>
  value === 'current' || value === 'outdated' || value === 'never';

/** What differs between the four lists: the title, the search hint and the columns of the kind. */
type KindView = {
  title: string;
  search: string;
  erase: 'eraseConsole' | 'eraseApp';
  columns: (t: TFunction) => Columns;
};

const KIND_VIEWS: Record<PrivacySubjectKind, KindView> = {
  admin: {
    title: 'shell:privacyAdminList',
    search: 'searchAdmin',
    erase: 'eraseConsole',
    columns: (t) => [
      {
        title: t('role'),
        dataIndex: 'role_type',
        render: (role: PrivacySubject['role_type']) =>
          role === 'SUPER_ADMIN' ? (
            <Tag color="gold">{t('common:roleSuperAdmin')}</Tag>
          ) : (
            <Tag>{t('common:roleAdmin')}</Tag>
          ),
      },
    ],
  },
  merchant_user: {
    title: 'shell:privacyMerchantUserList',
    search: 'searchMerchant',
    erase: 'eraseConsole',
    columns: (t) => [
      {
        title: t('company'),
        key: 'company',
        render: (_: unknown, subject: PrivacySubject) =>
          subject.companies[0] ? (
            <Space size={4} wrap>
              <span>{subject.companies[0].name}</span>
              <Tag>{t(subject.company_role === 'ADMIN' ? 'companyAdmin' : 'companyStaff')}</Tag>
            </Space>
          ) : (
            <Typography.Text type="secondary">{t('noCompany')}</Typography.Text>
          ),
      },
    ],
  },
  lock_user: { title: 'shell:privacyLockList', search: 'searchLock', erase: 'eraseApp', columns: () => [] },
  repair_user: {
    title: 'shell:privacyRepairUserList',
    search: 'searchRepair',
    erase: 'eraseApp',
    columns: (t) => [
      {
        title: t('companiesServed'),
        dataIndex: 'companies',
        render: (served: PrivacySubject['companies']) => joinList(served.map((company) => company.name)) || '—',
      },
      {
        title: t('faceStatus'),
        dataIndex: 'face_status',
        render: (status: string | null) => {
          const tag = status ? FACE_TAGS[status] : undefined;
          return tag ? <Tag color={tag.color}>{t(tag.label)}</Tag> : '—';
        },
      },
    ],
  },
};

/**
 * The privacy list of one kind of person (`privacyMng/*`, docs/privacy.md): who they are, the policy
 * version they accepted, export and erase, and the audit log of both.
 */
export function PrivacyListPage({ kind }: { kind: PrivacySubjectKind }) {
  const { t } = useTranslation('privacy');
  const view = KIND_VIEWS[kind];
  return (
    <Card title={t(view.title)}>
      <Alert
        type="info"
        showIcon
        title={t('policyHint', { version: PRIVACY_POLICY_VERSION, date: PRIVACY_POLICY_DATE })}
        style={{ marginBottom: 16 }}
      />
      <Tabs
        items={[
          { key: 'people', label: t('tabPeople'), children: <PrivacySubjects kind={kind} view={view} /> },
          { key: 'audit', label: t('tabAudit'), children: <PrivacyAuditTable kind={kind} /> },
        ]}
      />
    </Card>
  );
}

function PrivacySubjects({ kind, view }: { kind: PrivacySubjectKind; view: KindView }) {
  const { t } = useTranslation('privacy');
  const { modal, message } = App.useApp();
  const { filters, paging, setFilters, setPaging } = useListQuery<Filters>();
  const [form] = Form.useForm<Filters>();
  const status = isStatus(filters.status) ? filters.status : undefined;
  const query: ListPrivacySubjectsQuery = { kind, q: filters.q, status, ...paging };
  // The filters show those of the address (after Back or a reload).
  useEffect(() => {
    form.setFieldsValue({ q: filters.q, status });
  }, [form, filters.q, status]);
  const subjects = useSubjects(query);
  const pagination = usePagination(paging, subjects.data?.meta.total, setPaging);
  const exportSubject = useExportSubject();
  const erase = useEraseSubject();

  const nameOf = (subject: PrivacySubject) =>
    subject.name || subject.username || subject.phone_masked || `#${subject.id}`;

  const runExport = (subject: PrivacySubject) => {
    exportSubject
      .mutateAsync({ kind, id: subject.id })
      .then(() => message.success(t('exported')), showErrorWithReasons);
  };

  const confirmErase = (subject: PrivacySubject) => {
    modal.confirm({
      title: t('eraseTitle', { name: nameOf(subject) }),
      content: (
        <>
          <p>{t(view.erase)}</p>
          <Typography.Text strong type="danger">
            {t('eraseIrreversible')}
          </Typography.Text>
        </>
      ),
      okText: t('eraseOk'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        try {
          await erase.mutateAsync({ kind, id: subject.id });
          message.success(t('erased'));
        } catch (error) {
          showErrorWithReasons(error);
        }
      },
    });
  };

  const columns: Columns = [
    {
      title: t('name'),
      key: 'name',
      render: (_: unknown, subject: PrivacySubject) => (
        <Space orientation="vertical" size={0}>
          <span>{subject.erased_time ? `#${subject.id}` : subject.name || '—'}</span>
          {subject.username && <Typography.Text type="secondary">{subject.username}</Typography.Text>}
        </Space>
      ),
    },
    { title: t('phone'), dataIndex: 'phone_masked', render: (phone: string | null) => phone ?? '—' },
    ...view.columns(t),
    {
      title: t('policy'),
      key: 'policy',
      render: (_: unknown, subject: PrivacySubject) => (
        <Space orientation="vertical" size={0}>
          <Tag color={STATUS_TAGS[subject.privacy_status].color}>
            {t(STATUS_TAGS[subject.privacy_status].label, { version: subject.privacy_version })}
          </Tag>
          {subject.privacy_accepted_time && (
            <Typography.Text type="secondary">
              {t('acceptedAt', { time: formatTime(subject.privacy_accepted_time) })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('account'),
      key: 'account',
      render: (_: unknown, subject: PrivacySubject) =>
        subject.erased_time ? (
          <Space orientation="vertical" size={0}>
            <Tag color="red">{t('erasedTag')}</Tag>
            <Typography.Text type="secondary">
              {t('erasedAt', { time: formatTime(subject.erased_time) })}
            </Typography.Text>
          </Space>
        ) : subject.is_disabled ? (
          <Tag>{t('disabled')}</Tag>
        ) : (
          <Tag color="green">{t('active')}</Tag>
        ),
    },
    { title: t('createdTime'), dataIndex: 'created_time', render: formatTime, width: 150 },
    {
      title: t('common:actions'),
      key: 'actions',
      fixed: 'end',
      width: 200,
      render: (_: unknown, subject: PrivacySubject) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            loading={exportSubject.isPending && exportSubject.variables.id === subject.id}
            onClick={() => runExport(subject)}
          >
            {t('export')}
          </Button>
          {!subject.erased_time && (
            <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => confirmErase(subject)}>
              {t('erase')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const search = (values: Filters) => setFilters({ q: values.q?.trim(), status: values.status });

  return (
    <>
      <Form<Filters>
        form={form}
        name="privacy-filters"
        layout="inline"
        onFinish={search}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="q">
          <Input placeholder={t(view.search)} aria-label={t(view.search)} allowClear style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="status">
          <Select<PrivacyStatus>
            allowClear
            aria-label={t('allStatuses')}
            placeholder={t('allStatuses')}
            style={{ width: 180 }}
            options={PRIVACY_STATUSES.map((value) => ({
              value,
              label: t(STATUS_FILTERS[value]),
            }))}
          />
        </Form.Item>
        <SearchActions
          onReset={() => {
            form.resetFields();
            search({});
          }}
        />
      </Form>
      <AdaptiveTable<PrivacySubject>
        rowKey="id"
        columns={columns}
        dataSource={subjects.data?.list ?? []}
        loading={listLoading(subjects)}
        scroll={{ x: 1000 }}
        locale={{ emptyText: <Empty description={t('emptyHint')} /> }}
        pagination={pagination}
      />
    </>
  );
}
