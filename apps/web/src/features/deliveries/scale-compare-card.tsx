import { SOLD_PRICE_DAYS, type ScaleCompare, type ScaleDetail } from '@tm/contracts';
import { Alert, Card, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen, formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { useScaleCompare } from './deliveries.api';
import { deliveriesMessages } from './deliveries.messages';

registerMessages('deliveries', deliveriesMessages);

type Difference = ScaleCompare['differences'][number];
type SoldPrice = ScaleCompare['sold_prices'][number];

const KIND_COLOR: Record<Difference['kind'], string> = {
  missing: 'error',
  extra: 'default',
  price: 'error',
  name: 'warning',
};

/** One side of a difference: the name when names differ, else the price. */
function sideOf(row: Difference, side: 'cloud' | 'scale'): string {
  const [price, name] = side === 'cloud' ? [row.cloud_price, row.cloud_name] : [row.scale_price, row.scale_name];
  if (row.kind === 'name') {
    return name ?? '—';
  }
  return price === null ? '—' : formatFen(price);
}

/**
 * On the scale page: what the scale last reported holding against what the cloud has on it, and
 * the goods it sold lately at another price (docs/scale-compare.md).
 */
export function ScaleCompareCard({ scale }: { scale: ScaleDetail }) {
  const { t } = useTranslation('deliveries');
  const compare = useScaleCompare(scale.shop_id, scale.id);
  const data = compare.data;
  return (
    // When it was reported goes under the title, not beside it: on a phone it left no room for the title.
    <Card size="small" title={t('compareTitle')}>
      {!data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {data.reported_time && (
            <Typography.Text type="secondary">
              {t('compareReported', {
                time: formatTime(data.reported_time),
                source: t(`source_${data.source ?? 'scale_memory'}`),
              })}
            </Typography.Text>
          )}
          {!data.reported_time ? (
            <Alert type="info" showIcon title={t('compareNever')} />
          ) : data.differences_total === 0 ? (
            <Alert
              type="success"
              showIcon
              title={t('compareSame')}
              description={t('compareSummary', {
                cloud: data.cloud_count,
                scale: data.scale_count,
                matching: data.matching,
              })}
            />
          ) : (
            <>
              <Alert
                type="warning"
                showIcon
                title={t('compareSummary', {
                  cloud: data.cloud_count,
                  scale: data.scale_count,
                  matching: data.matching,
                })}
                description={
                  data.differences_total > data.differences.length
                    ? t('differencesShown', { n: data.differences_total, shown: data.differences.length })
                    : undefined
                }
              />
              <Table<Difference>
                rowKey="plu"
                size="small"
                dataSource={data.differences}
                pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
                // On a phone the table scrolls sideways inside the card; a name never wraps letter by letter.
                scroll={{ x: 'max-content' }}
                columns={[
                  { title: t('plu'), dataIndex: 'plu', width: 80 },
                  {
                    title: t('good'),
                    key: 'good',
                    render: (_, row) => row.cloud_name ?? row.scale_name ?? '',
                    onCell: () => ({ style: { minWidth: 120 } }),
                  },
                  {
                    title: t('change'),
                    key: 'kind',
                    render: (_, row) => (
                      <Space size={4} wrap>
                        <Tag color={KIND_COLOR[row.kind]}>{t(`diff_${row.kind}`)}</Tag>
                        {row.pending && <Tag color="processing">{t('willSync')}</Tag>}
                      </Space>
                    ),
                  },
                  { title: t('cloudValue'), key: 'cloud', render: (_, row) => sideOf(row, 'cloud') },
                  { title: t('scaleValue'), key: 'scale', render: (_, row) => sideOf(row, 'scale') },
                ]}
              />
            </>
          )}
          {data.sold_prices.length > 0 && (
            <>
              <Alert type="error" showIcon title={t('soldTitle', { days: SOLD_PRICE_DAYS })} />
              <Table<SoldPrice>
                rowKey={(row) => `${row.plu}-${row.sold_price}`}
                size="small"
                dataSource={data.sold_prices}
                pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
                scroll={{ x: 'max-content' }}
                columns={[
                  { title: t('plu'), dataIndex: 'plu', width: 80 },
                  { title: t('good'), dataIndex: 'name', onCell: () => ({ style: { minWidth: 120 } }) },
                  { title: t('cloudValue'), dataIndex: 'cloud_price', render: formatFen },
                  { title: t('soldPrice'), dataIndex: 'sold_price', render: formatFen },
                  { title: t('sales'), dataIndex: 'sales' },
                  { title: t('lastSold'), dataIndex: 'last_sold_time', render: formatTime },
                ]}
              />
            </>
          )}
        </Space>
      )}
    </Card>
  );
}
