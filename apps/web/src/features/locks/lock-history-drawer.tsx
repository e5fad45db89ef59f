import { LOCK_OPENING_DECISIONS, type LockDevice, type LockOpening, type LockOpeningDecision } from '@tm/contracts';
import { Alert, Drawer, Empty, Segmented, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/format';
import { usePagination } from '../../shared/list-controls';
import { formatDistance, OpeningDecision } from './lock-display';
import { useLockOpenings } from './locks.api';
import { listLoading } from '../../shared/use-list-query';

/** A device's repair records: who asked to open it, where and when, and what the permission match said. */
export function LockHistoryDrawer({ lock, onClose }: { lock: LockDevice | null; onClose: () => void }) {
  const { t } = useTranslation('locks');
  const [paging, setPagingState] = useState({ page: 1, per_page: 10 });
  const [decision, setDecision] = useState<LockOpeningDecision | 'all'>('all');
  const openings = useLockOpenings(lock?.id, {
    ...paging,
    ...(decision === 'all' ? {} : { decision }),
  });
  const pagination = usePagination(paging, openings.data?.meta.total, (page, perPage) =>
    setPagingState({ page, per_page: perPage }),
  );

  const columns: TableColumnsType<LockOpening> = [
    {
      title: t('occurredTime'),
      dataIndex: 'occurred_time',
      width: 150,
      render: (time: string, opening) => (
        <Space orientation="vertical" size={0}>
          <span>{formatTime(time)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('recordedTime')} {formatTime(opening.recorded_time)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('person'),
      key: 'person',
      width: 150,
      render: (_: unknown, opening) => (
        <Space orientation="vertical" size={0}>
          <span>{opening.person.name ?? t('unknownPerson')}</span>
          {opening.person.phone_number && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {opening.person.phone_number}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('decision'),
      key: 'decision',
      render: (_: unknown, opening) => <OpeningDecision opening={opening} />,
    },
    {
      title: t('distance'),
      dataIndex: 'distance_m',
      width: 100,
      align: 'right',
      render: (metres: number | null) => formatDistance(metres),
    },
    {
      title: t('location'),
      key: 'location',
      width: 150,
      render: (_: unknown, opening) => (
        <Typography.Text
          copyable
          style={{ fontSize: 12 }}
        >{`${opening.lat.toFixed(5)},${opening.lng.toFixed(5)}${opening.accuracy_m === null ? '' : ` ±${opening.accuracy_m} m`}`}</Typography.Text>
      ),
    },
    { title: t('company'), dataIndex: 'company_name', width: 140, render: (name: string | null) => name ?? '—' },
  ];

  return (
    <Drawer
      open={lock !== null}
      onClose={onClose}
      size={960}
      title={lock ? t('historyTitle', { name: lock.name }) : ''}
      destroyOnHidden
      afterOpenChange={(open) => {
        if (!open) {
          setPagingState({ page: 1, per_page: 10 });
          setDecision('all');
        }
      }}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{lock?.mac}</Typography.Text>
        <Segmented<LockOpeningDecision | 'all'>
          value={decision}
          onChange={(next) => {
            setDecision(next);
            setPagingState((p) => ({ ...p, page: 1 }));
          }}
          options={[
            { value: 'all', label: t('allDecisions') },
            ...LOCK_OPENING_DECISIONS.map((value) => ({ value, label: t(`decision_${value}`) })),
          ]}
        />
        {openings.error && (
          <Alert type="error" showIcon title={t('historyFailed', { message: openings.error.message })} />
        )}
        <Table<LockOpening>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={openings.data?.list ?? []}
          loading={listLoading(openings)}
          scroll={{ x: 880 }}
          locale={{ emptyText: <Empty description={t('noOpenings')} /> }}
          pagination={pagination}
        />
      </Space>
    </Drawer>
  );
}
