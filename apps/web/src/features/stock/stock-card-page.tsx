import type { StockCard, StockMovement, StockUnit } from '@tm/contracts';
import {
  Card,
  Col,
  Descriptions,
  Result,
  Row,
  Space,
  Statistic,
  Table,
  Tag,
  type TableColumnsType,
  type TablePaginationConfig,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../shared/api-client';
import { errorText } from '../../shared/error-reasons';
import { formatFen, formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { usePagination } from '../../shared/list-controls';
import { listLoading, useListQuery } from '../../shared/use-list-query';
import { documentPathOf } from './stock-document-types';
import { NEGATIVE_COLOR, POSITIVE_COLOR, useStockText } from './stock-level-parts';
import { useStockCard } from './stock-levels.api';
import { stockLevelsMessages } from './stock-levels.messages';

registerMessages('stockLevels', stockLevelsMessages);

const KIND_COLORS: Record<StockMovement['kind'], string> = {
  receipt: 'green',
  transfer_in: 'cyan',
  transfer_out: 'blue',
  purchase_return: 'orange',
  stocktake: 'purple',
  loss: 'red',
  sale: 'default',
  sale_return: 'gold',
};

const positiveId = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/**
 * `stockMng/stockList/card/:shopId/:goodId`: a good's stock card in a shop: what is on hand now and
 * at what cost, and every movement that led there, newest first, with the balance after each.
 */
export function StockCardPage() {
  const { t } = useTranslation('stockLevels');
  const params = useParams();
  const shopId = positiveId(params.shopId);
  const goodId = positiveId(params.goodId);
  const { paging, setPaging } = useListQuery();
  const card = useStockCard({ shop_id: shopId, good_id: goodId, ...paging });
  const pagination = usePagination(paging, card.data?.meta.total, setPaging);

  const backLink = (
    <Link to={shopId ? `/project/stockMng/stockList?shop_id=${shopId}` : '/project/stockMng/stockList'}>
      {t('backToLevels')}
    </Link>
  );
  if (!shopId || !goodId || card.isError) {
    const missing = !shopId || !goodId || (card.error instanceof ApiError && card.error.status === 404);
    return (
      <Card>
        <Result
          status={missing ? '404' : 'error'}
          title={missing ? t('cardMissing') : errorText(card.error)}
          extra={backLink}
        />
      </Card>
    );
  }

  const data = card.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        loading={card.isPending}
        title={data ? `${data.good.plu} ${data.good.name} · ${data.shop.name}` : t('shell:stockCard')}
        extra={backLink}
      >
        {data && <CardFigures card={data} />}
      </Card>
      <Card title={t('movements')}>
        <MovementTable card={data} loading={listLoading(card)} pagination={pagination} />
      </Card>
    </Space>
  );
}

function CardFigures({ card }: { card: StockCard }) {
  const { t } = useTranslation('stockLevels');
  const text = useStockText();
  return (
    <>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Statistic
            title={t('onHand')}
            value={text.quantity(card.on_hand, card.good.unit)}
            styles={{ content: card.on_hand < 0 ? { color: NEGATIVE_COLOR } : undefined }}
          />
        </Col>
        <Col xs={12} md={8}>
          <Statistic title={t('unitCost')} value={text.unitCost(card.unit_cost_fen, card.good.unit)} />
        </Col>
        <Col xs={12} md={8}>
          <Statistic title={t('value')} value={formatFen(card.value_fen)} />
        </Col>
      </Row>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered>
        <Descriptions.Item label={t('shop')}>{card.shop.name}</Descriptions.Item>
        <Descriptions.Item label={t('good')}>{card.good.name}</Descriptions.Item>
        <Descriptions.Item label={t('plu')}>{card.good.plu}</Descriptions.Item>
      </Descriptions>
    </>
  );
}

function MovementTable({
  card,
  loading,
  pagination,
}: {
  card: StockCard | undefined;
  loading: boolean;
  pagination: TablePaginationConfig;
}) {
  const { t } = useTranslation('stockLevels');
  const text = useStockText();
  const unit: StockUnit = card?.good.unit ?? 'piece';

  const columns: TableColumnsType<StockMovement> = [
    { title: t('time'), dataIndex: 'time', width: 150, render: (time: string) => formatTime(time) },
    {
      title: t('kind'),
      dataIndex: 'kind',
      width: 110,
      render: (kind: StockMovement['kind']) => <Tag color={KIND_COLORS[kind]}>{t(`kind_${kind}`)}</Tag>,
    },
    {
      title: t('quantity'),
      dataIndex: 'quantity',
      width: 130,
      align: 'right',
      render: (quantity: number) => (
        <span
          style={{
            fontWeight: 600,
            color: quantity > 0 ? POSITIVE_COLOR : quantity < 0 ? NEGATIVE_COLOR : undefined,
          }}
        >
          {text.signedQuantity(quantity, unit)}
        </span>
      ),
    },
    {
      title: t('unitCost'),
      dataIndex: 'unit_cost_fen',
      width: 120,
      align: 'right',
      render: (fen: number) => text.unitCost(fen, unit),
    },
    {
      title: t('movementValue'),
      dataIndex: 'value_fen',
      width: 120,
      align: 'right',
      render: (fen: number) => formatFen(fen),
    },
    {
      title: t('balance'),
      dataIndex: 'balance',
      width: 130,
      align: 'right',
      render: (balance: number) => (
        <span style={balance < 0 ? { color: NEGATIVE_COLOR, fontWeight: 600 } : undefined}>
          {text.quantity(balance, unit)}
        </span>
      ),
    },
    {
      title: t('document'),
      key: 'document',
      width: 200,
      render: (_, movement) => <MovementSource movement={movement} />,
    },
  ];

  return (
    <Table<StockMovement>
      rowKey="id"
      columns={columns}
      dataSource={card?.list ?? []}
      loading={loading}
      pagination={pagination}
      locale={{ emptyText: t('emptyMovements') }}
      scroll={{ x: 960 }}
    />
  );
}

/** Where a movement came from: its document, or the sales records the scales uploaded. */
function MovementSource({ movement }: { movement: StockMovement }) {
  const { t } = useTranslation('stockLevels');
  const { document } = movement;
  if (!document) {
    return (
      <>{t(movement.kind === 'sale_return' ? 'returnRecords' : 'salesRecords', { count: movement.trades_count })}</>
    );
  }
  return (
    <Space size={4}>
      <Link to={documentPathOf(document.type, document.id)}>
        {document.number ?? t('draftDocument', { id: document.id })}
      </Link>
      {document.is_reversal && <Tag color="volcano">{t('reversal')}</Tag>}
    </Space>
  );
}
