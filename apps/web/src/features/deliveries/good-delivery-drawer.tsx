import type { Good, GoodOnScale } from '@tm/contracts';
import { Alert, Drawer, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen, formatTime } from '../../shared/format';
import { useGoodDelivery } from './deliveries.api';
import { ScalePresence } from './scale-presence';

/** From the goods list: the good's price since when, on how many of its scales, pending where and why. */
export function GoodDeliveryDrawer({ good, onClose }: { good: Good | null; onClose: () => void }) {
  const { t } = useTranslation('deliveries');
  const delivery = useGoodDelivery(good?.id);
  const data = delivery.data;
  const delivered = data?.scales.filter((scale) => scale.delivered).length ?? 0;
  return (
    <Drawer
      open={good !== null}
      onClose={onClose}
      size="large"
      title={good ? t('drawerTitle', { name: good.name_lines[0] }) : ''}
      destroyOnHidden
    >
      {!data ? (
        <Skeleton active />
      ) : data.scales.length === 0 ? (
        <Alert type="info" showIcon title={t('notOnScales')} />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Alert
            type={delivered === data.scales.length ? 'success' : 'warning'}
            showIcon
            title={t('summary', {
              price: formatFen(data.unit_price),
              since: formatTime(data.price_since),
              delivered,
              total: data.scales.length,
            })}
          />
          <Table<GoodOnScale>
            rowKey="scale_id"
            size="small"
            pagination={false}
            dataSource={data.scales}
            columns={[
              {
                title: t('scale'),
                key: 'scale',
                render: (_, scale) => (
                  <>
                    {scale.shop_name} · {scale.scale_name}
                    {scale.via_gateway && <Tag style={{ marginInlineStart: 6 }}>{t('viaGateway')}</Tag>}
                  </>
                ),
              },
              {
                title: t('state'),
                key: 'state',
                render: (_, scale) =>
                  scale.delivered ? (
                    <Typography.Text type="success">
                      {t('delivered', { time: formatTime(scale.delivered_time) })}
                    </Typography.Text>
                  ) : (
                    <Tag color="warning">{t('pending')}</Tag>
                  ),
              },
              {
                title: t('scaleState'),
                key: 'presence',
                render: (_, scale) => (
                  <Space orientation="vertical" size={0}>
                    <ScalePresence online={scale.online} lastSeen={scale.last_seen_time} />
                    {scale.pending_changes > 0 && (
                      <Typography.Text type="secondary">
                        {t('pendingChanges', { n: scale.pending_changes })}
                      </Typography.Text>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}
