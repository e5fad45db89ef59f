import type { PrivacyAction, PrivacyAuditEntry, PrivacySubjectKind } from '@tm/contracts';
import { Empty, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdaptiveTable } from '../../shared/adaptive-table';
import { formatTime } from '../../shared/format';
import { usePagination } from '../../shared/list-controls';
import { useAudit } from './privacy.api';
import { listLoading } from '../../shared/use-list-query';

const ACTION_TAGS: Record<PrivacyAction, { label: string; color: string }> = {
  export: { label: 'actionExport', color: 'blue' },
  erase: { label: 'actionErase', color: 'red' },
};

/** The audit log of one kind of person: every export and erase, newest first. */
export function PrivacyAuditTable({ kind }: { kind: PrivacySubjectKind }) {
  const { t, i18n } = useTranslation('privacy');
  const [action, setAction] = useState<PrivacyAction | undefined>();
  const [paging, setPagingState] = useState({ page: 1, per_page: 10 });
  const audit = useAudit({ kind, action, ...paging });
  const pagination = usePagination(paging, audit.data?.meta.total, (page, perPage) =>
    setPagingState({ page, per_page: perPage }),
  );

  // A count of a section or change the messages do not name yet shows under its own name.
  const countLabel = (key: string) => (i18n.exists(`privacy:count_${key}`) ? t(`count_${key}`) : key);

  const columns: TableColumnsType<PrivacyAuditEntry> = [
    { title: t('auditTime'), dataIndex: 'created_time', render: formatTime, width: 150 },
    {
      title: t('auditAction'),
      dataIndex: 'action',
      width: 130,
      render: (value: PrivacyAction) => <Tag color={ACTION_TAGS[value].color}>{t(ACTION_TAGS[value].label)}</Tag>,
    },
    {
      title: t('auditSubject'),
      key: 'subject',
      width: 180,
      render: (_: unknown, entry: PrivacyAuditEntry) =>
        `#${entry.subject_id} ${entry.subject_name || t('subjectErased')}`,
    },
    {
      title: t('auditOperator'),
      dataIndex: 'operator',
      render: (operator: PrivacyAuditEntry['operator']) => operator?.name ?? t('operatorGone'),
    },
    {
      title: t('auditDetail'),
      dataIndex: 'detail',
      render: (detail: PrivacyAuditEntry['detail']) => (
        <Space orientation="vertical" size={0}>
          {detail.fields && <span>{t('fieldsCleared', { n: detail.fields.length })}</span>}
          <Typography.Text type="secondary">
            {Object.entries(detail.counts)
              .map(([key, n]) => `${countLabel(key)} ${n}`)
              .join(' · ')}
          </Typography.Text>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Select<PrivacyAction>
        allowClear
        aria-label={t('allActions')}
        placeholder={t('allActions')}
        value={action}
        onChange={(value) => {
          setAction(value);
          setPagingState((p) => ({ ...p, page: 1 }));
        }}
        options={(['export', 'erase'] as const).map((value) => ({ value, label: t(ACTION_TAGS[value].label) }))}
        style={{ width: 180, marginBottom: 16 }}
      />
      <AdaptiveTable<PrivacyAuditEntry>
        rowKey="id"
        columns={columns}
        dataSource={audit.data?.list ?? []}
        loading={listLoading(audit)}
        scroll={{ x: 800 }}
        locale={{ emptyText: <Empty description={t('auditEmpty')} /> }}
        pagination={pagination}
      />
    </>
  );
}
