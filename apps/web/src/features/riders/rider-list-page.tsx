import { PlusOutlined } from '@ant-design/icons';
import type { ListRidersQuery } from '@tm/contracts';
import { Button, Card, Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../shared/i18n';
import { usePagination } from '../../shared/list-controls';
import { SearchActions } from '../../shared/list-filters';
import { listLoading, useListQuery } from '../../shared/use-list-query';
import { OfficePicker } from './delivery-pickers';
import { STATUS_OPTIONS } from './party-tags';
import { RiderFormModal } from './rider-form-modal';
import { RiderTable } from './rider-table';
import { useRiders } from './riders.api';
import { ridersMessages } from './riders.messages';

registerMessages('riders', ridersMessages);

type Filters = {
  q?: string | undefined;
  office_id?: number | undefined;
  status?: string | undefined;
  identity_verified?: string | undefined;
};

/** The list's query from the filters in the address; values not of the list's are left out. */
function queryOf(filters: Filters): ListRidersQuery {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.office_id ? { office_id: filters.office_id } : {}),
    ...(filters.status === 'active' || filters.status === 'suspended' ? { status: filters.status } : {}),
    ...(filters.identity_verified === 'true' || filters.identity_verified === 'false'
      ? { identity_verified: filters.identity_verified }
      : {}),
  };
}

/** `riderMng/riderList` (administrators): every rider, found by name or phone, office, status, identity. */
export function RiderListPage() {
  const { t } = useTranslation('riders');
  const { filters, paging, setFilters, setPaging } = useListQuery<Filters>(['office_id']);
  const [creating, setCreating] = useState(false);
  const [form] = Form.useForm<Filters>();
  const riders = useRiders({ ...queryOf(filters), ...paging });
  const pagination = usePagination(paging, riders.data?.meta.total, setPaging);

  useEffect(() => {
    form.setFieldsValue({
      q: filters.q,
      office_id: filters.office_id,
      status: filters.status,
      identity_verified: filters.identity_verified,
    });
  }, [form, filters.q, filters.office_id, filters.status, filters.identity_verified]);

  return (
    <Card
      title={t('shell:riderList')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('createRider')}
        </Button>
      }
    >
      <Form<Filters>
        form={form}
        name="rider-filters"
        layout="inline"
        onFinish={(values) => setFilters({ ...values, q: values.q?.trim() })}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="q">
          <Input placeholder={t('searchRiders')} aria-label={t('searchRiders')} allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="office_id">
          <OfficePicker filter />
        </Form.Item>
        <Form.Item name="status">
          <Select
            allowClear
            placeholder={t('allStatuses')}
            aria-label={t('status')}
            style={{ width: 120 }}
            options={STATUS_OPTIONS.map((status) => ({ value: status, label: t(`status_${status}`) }))}
          />
        </Form.Item>
        <Form.Item name="identity_verified">
          <Select
            allowClear
            placeholder={t('allIdentities')}
            aria-label={t('identity')}
            style={{ width: 140 }}
            options={(['true', 'false'] as const).map((value) => ({ value, label: t(`identity_${value}`) }))}
          />
        </Form.Item>
        <SearchActions
          onReset={() => {
            form.resetFields();
            setFilters({});
          }}
        />
      </Form>
      <RiderTable riders={riders.data} loading={listLoading(riders)} pagination={pagination} />
      <RiderFormModal open={creating} onClose={() => setCreating(false)} />
    </Card>
  );
}
