import { yuanToFen, type GoodPrices } from '@tm/contracts';
import { App, Button, Empty, Flex, Input, List, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showApiError } from '../../shared/api-client';
import { formatFen, formatTime } from '../../shared/format';
import { BatchKindTag } from './price-batch-tags';
import { SellsAt } from './price-source';
import { useGoodPrices, useSetZonePrice } from './prices.api';
import { usePriceArea } from './use-price-area';
import { listLoading } from '../../shared/use-list-query';

type ZoneRow = GoodPrices['zones'][number];

/** The zone's own price, typed in yuan and saved from now on. */
function OwnPriceEditor({ goodId, zone }: { goodId: number; zone: ZoneRow }) {
  const { t } = useTranslation('prices');
  const { message } = App.useApp();
  const [text, setText] = useState(zone.override === null ? '' : (zone.override / 100).toFixed(2));
  const save = useSetZonePrice(goodId);
  const fen = yuanToFen(text);
  const submit = (unitPrice: number | null) =>
    save.mutate(
      { zoneId: zone.zone_id, unitPrice },
      { onSuccess: () => void message.success(t('ownPriceSaved')), onError: showApiError },
    );
  return (
    <Space.Compact>
      <Input
        value={text}
        prefix="¥"
        style={{ width: 110 }}
        status={text !== '' && fen === null ? 'error' : undefined}
        aria-label={`${t('ownPrice')} ${zone.zone_name}`}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={() => fen !== null && submit(fen)}
      />
      <Button
        loading={save.isPending}
        disabled={fen === null || fen === zone.override}
        onClick={() => fen !== null && submit(fen)}
      >
        {t('setOwnPrice')}
      </Button>
      {zone.override !== null && (
        <Popconfirm
          title={t('removeOwnPriceConfirm', { zone: zone.zone_name })}
          onConfirm={() => {
            setText('');
            submit(null);
          }}
        >
          <Button>{t('removeOwnPrice')}</Button>
        </Popconfirm>
      )}
    </Space.Compact>
  );
}

/**
 * A good's prices now: the base price and each zone's, with where each comes from; a zone's own
 * price set or taken away here; and what is scheduled for the good (docs/prices.md).
 */
export function GoodZonePrices({ goodId, unit }: { goodId: number; unit: string }) {
  const { t } = useTranslation('prices');
  const { batchPathOf } = usePriceArea();
  const prices = useGoodPrices(goodId);
  const data = prices.data;
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{t('zonePricesIntro')}</Typography.Text>
      {data && (
        <Space>
          <Typography.Text strong>{t('basePrice')}</Typography.Text>
          <SellsAt price={data.base} unit={unit} />
        </Space>
      )}
      <Table<ZoneRow>
        rowKey="zone_id"
        size="small"
        pagination={false}
        loading={listLoading(prices)}
        dataSource={data?.zones ?? []}
        locale={{ emptyText: <Empty description={t('noZonesYet')} /> }}
        columns={[
          { title: t('zoneName'), dataIndex: 'zone_name' },
          { title: t('sellsAt'), key: 'sells_at', render: (_, zone) => <SellsAt price={zone} unit={unit} /> },
          {
            title: t('ownPrice'),
            key: 'own',
            width: 330,
            render: (_, zone) => (
              <OwnPriceEditor key={`${zone.zone_id}:${zone.override}`} goodId={goodId} zone={zone} />
            ),
          },
        ]}
      />
      <Typography.Text strong>{t('upcoming')}</Typography.Text>
      <List
        size="small"
        bordered
        locale={{ emptyText: t('noUpcoming') }}
        dataSource={data?.upcoming ?? []}
        renderItem={(batch) => (
          <List.Item>
            <Space wrap>
              <BatchKindTag kind={batch.kind} />
              <Link to={batchPathOf(batch.batch_id)}>{batch.name}</Link>
              <span>{formatTime(batch.starts_time)}</span>
              {batch.ends_time && <span>– {formatTime(batch.ends_time)}</span>}
              <Typography.Text strong>
                {batch.kind === 'markdown'
                  ? t('sourceMarkdown', { percent: batch.percent_off ?? 0 })
                  : batch.unit_price === null
                    ? t('removeOwnPrice')
                    : formatFen(batch.unit_price)}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Flex>
  );
}
