import { DownloadOutlined, HistoryOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { ListLockDevicesQuery, LockDevice } from '@tm/contracts';
import {
  App,
  Button,
  Card,
  Checkbox,
  Empty,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdaptiveTable } from '../../shared/adaptive-table';
import { showApiError } from '../../shared/api-client';
import { useConfirmDelete } from '../../shared/confirm-delete';
import { registerMessages } from '../../shared/i18n';
import { usePagination } from '../../shared/list-controls';
import { SearchActions } from '../../shared/list-filters';
import { CompanyPicker } from '../../shared/pickers/company-picker';
import { listLoading, useListQuery } from '../../shared/use-list-query';
import { BatteryLevel, LastSeen } from './lock-display';
import { LockBindModal } from './lock-bind-modal';
import { LockFormModal } from './lock-form-modal';
import { LockHistoryDrawer } from './lock-history-drawer';
import { LockImportModal } from './lock-import-modal';
import { downloadLockExport, useDeleteLock, useLockDevices, useUnbindLock } from './locks.api';
import { locksMessages } from './locks.messages';

registerMessages('locks', locksMessages);

type Filters = {
  q?: string | undefined;
  company_id?: number | undefined;
  bound?: string | undefined;
  low_battery?: string | undefined;
};
type FilterValues = Omit<Filters, 'low_battery'> & { low_battery?: boolean };

/** `lockMng/bluetoothList`: every bluetooth lock, where it is bound, its battery, and its repair records. */
export function LockListPage() {
  const { t } = useTranslation('locks');
  const { message } = App.useApp();
  const { filters, paging, setFilters, setPaging } = useListQuery<Filters>(['company_id']);
  const [form] = Form.useForm<FilterValues>();
  const query: ListLockDevicesQuery = {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.company_id ? { company_id: filters.company_id } : {}),
    ...(filters.bound === 'true' || filters.bound === 'false' ? { bound: filters.bound === 'true' } : {}),
    ...(filters.low_battery === 'true' ? { low_battery: true } : {}),
    ...paging,
  };
  const locks = useLockDevices(query);
  const pagination = usePagination(paging, locks.data?.meta.total, setPaging);
  const unbind = useUnbindLock();
  const remove = useDeleteLock();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<{ lock?: LockDevice } | null>(null);
  const [binding, setBinding] = useState<LockDevice | null>(null);
  const [history, setHistory] = useState<LockDevice | null>(null);
  const [importing, setImporting] = useState(false);

  // The search form shows the filters of the address (after Back or a reload).
  useEffect(() => {
    form.setFieldsValue({
      q: filters.q,
      company_id: filters.company_id,
      bound: filters.bound,
      low_battery: filters.low_battery === 'true',
    });
  }, [form, filters.q, filters.company_id, filters.bound, filters.low_battery]);

  const search = (values: FilterValues) =>
    setFilters({
      q: values.q?.trim(),
      company_id: values.company_id,
      bound: values.bound,
      low_battery: values.low_battery ? 'true' : undefined,
    });

  const columns: TableColumnsType<LockDevice> = [
    {
      title: t('mac'),
      dataIndex: 'mac',
      width: 180,
      render: (mac: string) => (
        <Typography.Text copyable style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
          {mac}
        </Typography.Text>
      ),
    },
    {
      title: t('name'),
      dataIndex: 'name',
      width: 150,
      render: (name: string, lock) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[lock.model, lock.firmware && t('firmwareShort', { version: lock.firmware })].filter(Boolean).join(' · ')}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('companyShop'),
      key: 'shop',
      width: 160,
      render: (_: unknown, lock) =>
        lock.shop_id === null ? (
          <Typography.Text type="warning">{t('unbound')}</Typography.Text>
        ) : (
          <Space orientation="vertical" size={0}>
            <span>{lock.shop_name}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {lock.company_name}
            </Typography.Text>
          </Space>
        ),
    },
    {
      title: t('battery'),
      dataIndex: 'battery_pct',
      width: 110,
      render: (pct: number | null) => <BatteryLevel pct={pct} />,
    },
    {
      title: t('lastSeen'),
      dataIndex: 'last_seen_time',
      width: 100,
      render: (time: string | null) => <LastSeen iso={time} />,
    },
    {
      title: t('openings'),
      dataIndex: 'opening_count',
      width: 90,
      render: (count: number, lock) => (
        <Button type="link" size="small" icon={<HistoryOutlined />} onClick={() => setHistory(lock)}>
          {t('openingCount', { n: count })}
        </Button>
      ),
    },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_: unknown, lock) => (
        <Space wrap size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ lock })}>
            {t('common:edit')}
          </Button>
          <Button type="link" size="small" onClick={() => setBinding(lock)}>
            {lock.shop_id === null ? t('bind') : t('rebind')}
          </Button>
          {lock.shop_id !== null && (
            <Popconfirm
              title={t('unbindConfirm', { name: lock.name })}
              description={t('unbindConfirmText')}
              okText={t('unbind')}
              okButtonProps={{ danger: true }}
              cancelText={t('common:cancel')}
              onConfirm={async () => {
                await unbind.mutateAsync(lock.id);
                void message.success(t('unbound_done'));
              }}
            >
              <Button type="link" size="small">
                {t('unbind')}
              </Button>
            </Popconfirm>
          )}
          <Tooltip title={lock.opening_count > 0 ? t('deleteBlocked', { n: lock.opening_count }) : undefined}>
            <Button
              type="link"
              size="small"
              danger
              disabled={lock.opening_count > 0}
              onClick={() => confirmDelete(lock.name, () => remove.mutateAsync(lock.id))}
            >
              {t('common:delete')}
            </Button>
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('shell:bluetoothList')}
      extra={
        <Space wrap>
          <Button icon={<DownloadOutlined />} onClick={() => downloadLockExport(query, 'xlsx').catch(showApiError)}>
            {t('export')}
          </Button>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('import')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('newLock')}
          </Button>
        </Space>
      }
    >
      <Form<FilterValues>
        form={form}
        name="lock-filters"
        layout="inline"
        onFinish={search}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="q">
          <Input
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchPlaceholder')}
            allowClear
            style={{ width: 220 }}
          />
        </Form.Item>
        <Form.Item name="company_id">
          <CompanyPicker filter />
        </Form.Item>
        <Form.Item name="bound">
          <Select
            allowClear
            placeholder={t('allBindings')}
            aria-label={t('allBindings')}
            style={{ width: 150 }}
            options={[
              { value: 'true', label: t('boundOnly') },
              { value: 'false', label: t('unboundOnly') },
            ]}
          />
        </Form.Item>
        <Form.Item name="low_battery" valuePropName="checked">
          <Checkbox>{t('lowBatteryOnly')}</Checkbox>
        </Form.Item>
        <SearchActions
          onReset={() => {
            form.resetFields();
            search({});
          }}
        />
      </Form>
      <AdaptiveTable<LockDevice>
        rowKey="id"
        columns={columns}
        dataSource={locks.data?.list ?? []}
        loading={listLoading(locks)}
        scroll={{ x: 980 }}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        pagination={pagination}
      />
      <LockFormModal open={editing !== null} lock={editing?.lock} onClose={() => setEditing(null)} />
      <LockBindModal lock={binding} onClose={() => setBinding(null)} />
      <LockHistoryDrawer lock={history} onClose={() => setHistory(null)} />
      <LockImportModal open={importing} onClose={() => setImporting(false)} />
    </Card>
  );
}
