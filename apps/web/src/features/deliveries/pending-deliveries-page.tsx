import type { PendingDelivery } from '@tm/contracts';
import { Card, Form, Input, Space, Table, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFen, formatTime } from '../../shared/format';
import { usePagination } from '../../shared/list-controls';
import { SearchActions } from '../../shared/list-filters';
import { ShopPicker } from '../../shared/pickers/shop-picker';
import { useListQuery } from '../../shared/use-list-query';
import { usePendingDeliveries } from './deliveries.api';
import { ScalePresence } from './scale-presence';

type Filters = { q?: string; shop_id?: number };

/** `scaleMng/deliveries`: which scales still sell at the old price, the longest waiting first. */
export function PendingDeliveriesPage() {
  const { t } = useTranslation('deliveries');
  const { filters, paging, setFilters, setPaging } = useListQuery<Filters>(['shop_id']);
  const pending = usePendingDeliveries({ ...filters, ...paging });
  const pagination = usePagination(paging, pending.data?.meta.total, setPaging);
  const [form] = Form.useForm<Filters>();

  useEffect(() => {
    form.setFieldsValue({ q: undefined, shop_id: undefined, ...filters });
  }, [form, filters.q, filters.shop_id]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Card title={t('shell:deliveries')}>
      <Typography.Paragraph type="secondary">{t('listIntro')}</Typography.Paragraph>
      <Form<Filters>
        form={form}
        name="delivery-filters"
        layout="inline"
        style={{ rowGap: 8, marginBottom: 16 }}
        onFinish={(values) => setFilters({ q: values.q?.trim() || undefined, shop_id: values.shop_id })}
      >
        <Form.Item name="q">
          <Input
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchPlaceholder')}
            allowClear
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item name="shop_id">
          <ShopPicker />
        </Form.Item>
        <SearchActions onReset={() => setFilters({})} />
      </Form>
      <Table<PendingDelivery>
        rowKey={(row) => `${row.scale_id}-${row.good_id}`}
        loading={pending.isFetching && !pending.data}
        dataSource={pending.data?.list ?? []}
        pagination={pagination}
        locale={{ emptyText: t('emptyList') }}
        scroll={{ x: 1000 }}
        columns={[
          {
            title: t('scale'),
            key: 'scale',
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <span>
                  {row.shop_name} · {row.scale_name}
                </span>
                <ScalePresence online={row.online} lastSeen={row.last_seen_time} />
              </Space>
            ),
          },
          { title: t('good'), key: 'good', render: (_, row) => `${row.plu} ${row.name}` },
          { title: t('price'), dataIndex: 'unit_price', render: formatFen },
          {
            title: t('oldPrice'),
            dataIndex: 'delivered_price',
            render: (price: number | null) =>
              price === null ? '—' : <Typography.Text type="danger">{formatFen(price)}</Typography.Text>,
          },
          { title: t('changedTime'), dataIndex: 'changed_time', render: formatTime },
          { title: t('since'), dataIndex: 'delivered_time', render: formatTime },
        ]}
      />
    </Card>
  );
}
