import type { ScaleDetail, ScalePending } from '@tm/contracts';
import { Alert, Card, Grid, Skeleton, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen, formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { useScalePending } from './deliveries.api';
import { deliveriesMessages } from './deliveries.messages';

registerMessages('deliveries', deliveriesMessages);

type PendingGood = ScalePending['goods'][number];

/** When the scale confirmed its hot keys and label formats. */
function Arrivals({ data }: { data: ScalePending }) {
  const { t } = useTranslation('deliveries');
  const lines = [
    data.hot_keys_delivered_time && t('hotKeysArrived', { time: formatTime(data.hot_keys_delivered_time) }),
    data.labels_delivered_time && t('labelsArrived', { time: formatTime(data.labels_delivered_time) }),
  ].filter(Boolean);
  return lines.length ? (
    <>
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </>
  ) : null;
}

/** On the scale page: every change the scale has not confirmed yet, oldest first. */
export function ScalePendingCard({ scale }: { scale: ScaleDetail }) {
  const { t } = useTranslation('deliveries');
  const pending = useScalePending(scale.shop_id, scale.id);
  const data = pending.data;
  const nothing = data && !data.hot_keys && !data.labels && data.goods_total === 0;
  const screens = Grid.useBreakpoint();
  const kindTag = (kind: PendingGood['kind']) => (
    <Tag color={kind === 'removed' ? 'default' : 'processing'}>{t(`kind_${kind}`)}</Tag>
  );
  const price = {
    title: t('price'),
    dataIndex: 'unit_price',
    render: (fen: number | null) => (fen === null ? '—' : formatFen(fen)),
  };
  const columns: TableColumnsType<PendingGood> = screens.xs
    ? // Three columns fit a phone: five wrapped a good's name a character a line.
      [
        {
          title: t('good'),
          key: 'good',
          render: (_, row) => (
            <>
              <div>{row.name}</div>
              <Typography.Text type="secondary">PLU {row.plu}</Typography.Text>
            </>
          ),
        },
        {
          title: t('change'),
          key: 'change',
          render: (_, row) => (
            <>
              {kindTag(row.kind)}
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {formatTime(row.changed_time)}
              </Typography.Text>
            </>
          ),
        },
        price,
      ]
    : [
        { title: t('plu'), dataIndex: 'plu', width: 80 },
        { title: t('good'), dataIndex: 'name' },
        { title: t('change'), dataIndex: 'kind', render: kindTag },
        price,
        { title: t('changedTime'), dataIndex: 'changed_time', render: formatTime },
      ];
  return (
    <Card size="small" title={t('cardTitle')}>
      {!data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : nothing ? (
        <Alert type="success" showIcon title={t('nothingPending')} description={<Arrivals data={data} />} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {data.hot_keys && <Alert type="warning" showIcon title={t('hotKeysPending')} />}
          {data.labels && <Alert type="warning" showIcon title={t('labelsPending')} />}
          {data.goods_total > 0 && (
            <>
              <Alert type="warning" showIcon title={t('goodsPending', { n: data.goods_total })} />
              <Table<PendingGood>
                rowKey={(row) => `${row.plu}-${row.good_id ?? 'gone'}`}
                size="small"
                dataSource={data.goods}
                pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
                columns={columns}
              />
            </>
          )}
        </Space>
      )}
    </Card>
  );
}
