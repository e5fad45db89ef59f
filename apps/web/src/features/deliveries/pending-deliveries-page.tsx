import type { PendingDelivery } from '@tm/contracts';
import { Card, Flex, Form, Input, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AdaptiveTable } from '../../shared/adaptive-table';
import { formatFen, formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { usePagination } from '../../shared/list-controls';
import { SearchActions } from '../../shared/list-filters';
import { ShopPicker } from '../../shared/pickers/shop-picker';
import { CardFacts, type PhoneCard } from '../../shared/phone-cards';
import { useListQuery } from '../../shared/use-list-query';
import { usePendingDeliveries } from './deliveries.api';
import { deliveriesMessages } from './deliveries.messages';
import { ScalePresence } from './scale-presence';

registerMessages('deliveries', deliveriesMessages);

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

  const scaleOf = (row: PendingDelivery) => (
    <Space orientation="vertical" size={0}>
      <span>
        {row.shop_name} · {row.scale_name}
      </span>
      <ScalePresence online={row.online} lastSeen={row.last_seen_time} />
    </Space>
  );
  const goodOf = (row: PendingDelivery) => `${row.plu} ${row.name}`;
  const oldPriceOf = (row: PendingDelivery) =>
    row.delivered_price === null ? (
      '—'
    ) : (
      <Typography.Text type="danger">{formatFen(row.delivered_price)}</Typography.Text>
    );

  // On a phone: the good, the scale still selling it at the old price, and the two prices.
  const pendingCard = (row: PendingDelivery): PhoneCard => ({
    title: goodOf(row),
    body: (
      <Flex vertical gap={8}>
        {scaleOf(row)}
        <CardFacts
          facts={[
            { key: 'price', label: t('price'), value: formatFen(row.unit_price) },
            { key: 'old', label: t('oldPrice'), value: oldPriceOf(row) },
            { key: 'changed', label: t('changedTime'), value: formatTime(row.changed_time) },
            { key: 'since', label: t('since'), value: formatTime(row.delivered_time) },
          ]}
        />
      </Flex>
    ),
  });
  const rowKey = (row: PendingDelivery) => `${row.scale_id}-${row.good_id}`;
  const loading = pending.isFetching && !pending.data;

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
          <ShopPicker filter />
        </Form.Item>
        <SearchActions onReset={() => setFilters({})} />
      </Form>
      <AdaptiveTable<PendingDelivery>
        rowKey={rowKey}
        loading={loading}
        dataSource={pending.data?.list ?? []}
        pagination={pagination}
        locale={{ emptyText: t('emptyList') }}
        scroll={{ x: 1000 }}
        columns={[
          { title: t('scale'), key: 'scale', render: (_, row) => scaleOf(row) },
          { title: t('good'), key: 'good', render: (_, row) => goodOf(row) },
          { title: t('price'), dataIndex: 'unit_price', render: formatFen },
          { title: t('oldPrice'), key: 'old', render: (_, row) => oldPriceOf(row) },
          { title: t('changedTime'), dataIndex: 'changed_time', render: formatTime },
          { title: t('since'), dataIndex: 'delivered_time', render: formatTime },
        ]}
        phoneCard={pendingCard}
      />
    </Card>
  );
}
