import { PlusOutlined } from '@ant-design/icons';
import {
  TOP_UP_ACCOUNT_KINDS,
  TOP_UP_METHODS,
  type ListTopUpsQuery,
  type TopUpAccountKind,
  type TopUpMethod,
} from '@tm/contracts';
import { Button, Card, DatePicker, Form, Input, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { usePagination } from '../../shared/list-controls';
import { SearchActions } from '../../shared/list-filters';
import { SheetExportButtons, SheetExportProgress, useSheetExport } from '../../shared/sheet-export';
import { listLoading, useListQuery } from '../../shared/use-list-query';
import { OfficePicker, RiderPicker } from './delivery-pickers';
import { downloadTopUps, useTopUps } from './riders.api';
import { ridersMessages } from './riders.messages';
import { TopUpModal } from './top-up-modal';
import { TopUpTable } from './top-up-table';

registerMessages('riders', ridersMessages);

type Filters = {
  q?: string | undefined;
  account_kind?: string | undefined;
  office_id?: number | undefined;
  rider_id?: number | undefined;
  method?: string | undefined;
  /** Days as YYYY-MM-DD, both included. */
  from?: string | undefined;
  to?: string | undefined;
};
type FormValues = Omit<Filters, 'from' | 'to'> & { days?: [Dayjs, Dayjs] | null };

const isKind = (value: string | undefined): value is TopUpAccountKind =>
  TOP_UP_ACCOUNT_KINDS.some((kind) => kind === value);
const isMethod = (value: string | undefined): value is TopUpMethod => TOP_UP_METHODS.some((method) => method === value);

/** The ledger's filters from those in the address: whole local days as times. */
function topUpQueryOf(filters: Filters): Omit<ListTopUpsQuery, 'page' | 'per_page'> {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(isKind(filters.account_kind) ? { account_kind: filters.account_kind } : {}),
    ...(filters.office_id ? { office_id: filters.office_id } : {}),
    ...(filters.rider_id ? { rider_id: filters.rider_id } : {}),
    ...(isMethod(filters.method) ? { method: filters.method } : {}),
    ...(filters.from ? { start_time: dayjs(filters.from).startOf('day').toISOString() } : {}),
    ...(filters.to ? { end_time: dayjs(filters.to).endOf('day').toISOString() } : {}),
  };
}

/** `chargeMng/chargeList` (administrators): every top-up and reversal, filtered, summed, exported. */
export function TopUpListPage() {
  const { t } = useTranslation('riders');
  const { filters, paging, setFilters, setPaging } = useListQuery<Filters>(['office_id', 'rider_id']);
  const [form] = Form.useForm<FormValues>();
  const [creating, setCreating] = useState(false);
  const query = topUpQueryOf(filters);
  const topUps = useTopUps({ ...query, ...paging });
  const pagination = usePagination(paging, topUps.data?.meta.total, setPaging);

  useEffect(() => {
    form.setFieldsValue({
      q: filters.q,
      account_kind: filters.account_kind,
      office_id: filters.office_id,
      rider_id: filters.rider_id,
      method: filters.method,
      days: filters.from && filters.to ? [dayjs(filters.from), dayjs(filters.to)] : null,
    });
  }, [
    form,
    filters.q,
    filters.account_kind,
    filters.office_id,
    filters.rider_id,
    filters.method,
    filters.from,
    filters.to,
  ]);

  const search = ({ days, ...values }: FormValues) =>
    setFilters({
      ...values,
      q: values.q?.trim(),
      from: days?.[0].format('YYYY-MM-DD'),
      to: days?.[1].format('YYYY-MM-DD'),
    });

  const { exporting, exportAs } = useSheetExport((format, onProgress) =>
    downloadTopUps({ ...query, format }, onProgress),
  );

  return (
    <Card
      title={t('shell:chargeList')}
      extra={
        <Space>
          <SheetExportButtons exporting={exporting} exportAs={exportAs} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('newTopUp')}
          </Button>
        </Space>
      }
    >
      <SheetExportProgress exporting={exporting} total={topUps.data?.meta.total} />
      <Form<FormValues>
        form={form}
        name="top-up-filters"
        layout="inline"
        onFinish={search}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="q">
          <Input
            placeholder={t('searchReference')}
            aria-label={t('searchReference')}
            allowClear
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item name="account_kind">
          <Select
            allowClear
            placeholder={t('allKinds')}
            aria-label={t('accountKind')}
            style={{ width: 130 }}
            options={TOP_UP_ACCOUNT_KINDS.map((kind) => ({ value: kind, label: t(`kind_${kind}`) }))}
          />
        </Form.Item>
        <Form.Item name="office_id">
          <OfficePicker filter />
        </Form.Item>
        <Form.Item name="rider_id">
          <RiderPicker filter />
        </Form.Item>
        <Form.Item name="method">
          <Select
            allowClear
            placeholder={t('allMethods')}
            aria-label={t('method')}
            style={{ width: 120 }}
            options={TOP_UP_METHODS.map((method) => ({ value: method, label: t(`method_${method}`) }))}
          />
        </Form.Item>
        <Form.Item name="days">
          <DatePicker.RangePicker aria-label={t('days')} disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
        </Form.Item>
        <SearchActions
          onReset={() => {
            form.resetFields();
            setFilters({});
          }}
        />
      </Form>
      <Typography.Paragraph>
        {t('selectedSum', {
          count: topUps.data?.meta.total ?? 0,
          amount: formatFen(topUps.data?.meta.amount_fen ?? 0),
        })}
      </Typography.Paragraph>
      <TopUpTable page={topUps.data} loading={listLoading(topUps)} pagination={pagination} />
      <TopUpModal open={creating} onClose={() => setCreating(false)} />
    </Card>
  );
}
