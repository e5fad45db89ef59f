import { ArrowLeftOutlined } from '@ant-design/icons';
import type { PriceBatchDetail } from '@tm/contracts';
import {
  Button,
  Card,
  Descriptions,
  Flex,
  Input,
  Progress,
  Result,
  Space,
  Table,
  Typography,
  type DescriptionsProps,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { PriceBatchActions } from './price-batch-actions';
import { BatchContent, BatchKindTag, BatchStatusTag, BatchTargets, RollbackLinks } from './price-batch-tags';
import { PriceLinesTable } from './price-lines-table';
import { usePriceBatch } from './prices.api';
import { pricesMessages } from './prices.messages';
import { targetNameOf } from './prices-format';
import { usePriceArea } from './use-price-area';

registerMessages('prices', pricesMessages);

type Delivery = PriceBatchDetail['delivery'][number];

/**
 * `goodMng/priceBatches/{id}`: one batch, what it does to every good at every target, which scales
 * have fetched it, and cancel or roll back while that is still possible.
 */
export function PriceBatchPage() {
  const { t } = useTranslation('prices');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const isValidId = Number.isInteger(id) && id > 0;
  const batch = usePriceBatch(isValidId ? id : 0);

  if (!isValidId || batch.isError) {
    return (
      <Card>
        <Result
          status="404"
          title={t('batchMissing')}
          extra={<Button onClick={() => void navigate(-1)}>{t('back')}</Button>}
        />
      </Card>
    );
  }
  if (!batch.data) {
    return <Card loading />;
  }
  return <BatchView batch={batch.data} />;
}

function BatchView({ batch }: { batch: PriceBatchDetail }) {
  const { t } = useTranslation('prices');
  const { batchListPath } = usePriceArea();
  const baseName = t(batch.kind === 'change' ? 'basePrice' : 'noZoneScales');
  const targetName = (zoneId: number | null) => targetNameOf(batch, zoneId, baseName);

  return (
    <Card
      title={
        <Space wrap>
          <Link to={batchListPath} title={t('backToList')} aria-label={t('backToList')}>
            <ArrowLeftOutlined />
          </Link>
          <span>{batch.name}</span>
          <BatchKindTag kind={batch.kind} />
          <BatchStatusTag status={batch.status} />
          <RollbackLinks batch={batch} />
        </Space>
      }
      extra={
        <Space wrap>
          <PriceBatchActions batch={batch} />
        </Space>
      }
    >
      <BatchFacts batch={batch} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('linesTitle')}
      </Typography.Title>
      <BatchLines batch={batch} targetName={targetName} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('deliveryTitle')}
      </Typography.Title>
      <DeliveryTable batch={batch} />
    </Card>
  );
}

function BatchFacts({ batch }: { batch: PriceBatchDetail }) {
  const { t } = useTranslation('prices');
  const items: DescriptionsProps['items'] = [
    {
      key: 'starts',
      label: t(batch.kind === 'change' ? 'startsTime' : 'markdownStarts'),
      children: formatTime(batch.starts_time),
    },
  ];
  if (batch.kind === 'markdown') {
    items.push({ key: 'ends', label: t('markdownEnds'), children: formatTime(batch.ends_time) });
  }
  items.push(
    { key: 'targets', label: t(`targets_${batch.kind}`), children: <BatchTargets batch={batch} /> },
    { key: 'content', label: t('content'), children: <BatchContent batch={batch} /> },
    { key: 'created', label: t('createdBy'), children: `${batch.created_by_name} · ${formatTime(batch.created_time)}` },
  );
  if (batch.applied_time) {
    items.push({ key: 'applied', label: t('appliedTime'), children: formatTime(batch.applied_time) });
  }
  if (batch.cancelled_time) {
    items.push({ key: 'cancelled', label: t('cancelledTime'), children: formatTime(batch.cancelled_time) });
  }
  return <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} items={items} />;
}

/** Every line, found by PLU or name: a whole assortment can be thousands of them. */
function BatchLines({ batch, targetName }: { batch: PriceBatchDetail; targetName: (zoneId: number | null) => string }) {
  const { t } = useTranslation('prices');
  const [q, setQ] = useState('');
  const needle = q.trim().toLowerCase();
  const shown = needle
    ? batch.lines.filter((line) => String(line.plu).includes(needle) || line.name.toLowerCase().includes(needle))
    : batch.lines;
  return (
    <Flex vertical gap={8}>
      <Input.Search
        allowClear
        placeholder={t('searchLines')}
        aria-label={t('searchLines')}
        style={{ width: 240 }}
        onChange={(event) => setQ(event.target.value)}
      />
      <PriceLinesTable
        lines={shown}
        targetName={targetName}
        pageSize={20}
        emptyText={t(batch.lines.length === 0 ? 'noLines' : 'noLinesMatch')}
      />
    </Flex>
  );
}

function DeliveryTable({ batch }: { batch: PriceBatchDetail }) {
  const { t } = useTranslation('prices');
  const waiting = batch.status === 'scheduled' || batch.status === 'cancelled';
  return (
    <Table<Delivery>
      size="small"
      rowKey="scale_id"
      dataSource={batch.delivery}
      pagination={{ pageSize: 20, size: 'small', hideOnSinglePage: true }}
      locale={{ emptyText: t(waiting ? `deliveryNotYet_${batch.status}` : 'deliveryNone') }}
      columns={[
        { title: t('scale'), dataIndex: 'scale_name' },
        { title: t('shop'), dataIndex: 'shop_name', width: 160 },
        {
          title: t('zone'),
          dataIndex: 'zone_name',
          width: 150,
          render: (name: string | null) => name ?? t('noZone'),
        },
        {
          title: t('delivered'),
          key: 'delivered',
          width: 220,
          render: (_, row) => (
            <Flex gap={8} align="center">
              <Progress
                percent={row.goods > 0 ? Math.floor((row.delivered / row.goods) * 100) : 100}
                size="small"
                showInfo={false}
                status={row.delivered >= row.goods ? 'success' : 'active'}
                style={{ width: 90, margin: 0 }}
                aria-label={t('deliveredOf', { scale: row.scale_name })}
              />
              <span>{t('deliveredCount', { delivered: row.delivered, goods: row.goods })}</span>
            </Flex>
          ),
        },
        { title: t('lastSync'), dataIndex: 'last_sync_time', width: 150, render: formatTime },
      ]}
    />
  );
}
