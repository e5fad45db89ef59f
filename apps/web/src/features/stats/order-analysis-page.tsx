import type { StatsOrders, StatsPoint, StatsTotals } from '@tm/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../shared/i18n';
import { ChartCard } from './stats-chart-card';
import { FigureTiles, totalsFigures } from './stats-figures';
import { useStatsFilters } from './stats-filters';
import { barOption } from './stats-options';
import { StatsFrame } from './stats-page';
import type { StatsColumn } from './stats-table';
import { TrendCard, type TrendRow } from './stats-trend';
import { useStatsOrders } from './stats.api';

type ShopRow = StatsOrders['shops'][number];

/** How many shops the bar chart names; the table lists them all. */
const CHART_SHOPS = 20;

const orderCount = (point: StatsPoint) => point.order_count;

/** Goods sold per order: sales lines over orders (0 without orders). */
function itemsPerOrder(totals: { sale_count: number; order_count: number }): number {
  return totals.order_count > 0 ? totals.sale_count / totals.order_count : 0;
}

const oneDecimal = (value: number) => value.toFixed(1);

/** `statsMng/orderAnalysis`: orders, goods per order and the average order, by time and by shop. */
export function OrderAnalysisPage() {
  const { t } = useTranslation('stats');
  const filters = useStatsFilters();
  const orders = useStatsOrders(filters.query(true));
  return (
    <StatsFrame page="orderAnalysis" title={t('shell:orderAnalysis')} filters={filters} answer={orders}>
      {(data) => <OrdersReport data={data} />}
    </StatsFrame>
  );
}

function OrdersReport({ data }: { data: StatsOrders }) {
  const { t } = useTranslation('stats');
  const current: StatsTotals = data.current;
  const previous: StatsTotals = data.previous;
  const shops = useMemo(() => [...data.shops].sort((a, b) => b.order_count - a.order_count), [data.shops]);
  const shopsOption = useMemo(() => {
    const shown = shops.slice(0, CHART_SHOPS);
    return barOption({
      labels: shown.map((shop) => shop.shop_name),
      values: shown.map((shop) => shop.order_count),
      name: t('orderCount'),
      kind: 'count',
      language: currentLanguage(),
      horizontal: true,
    });
  }, [shops, t]);

  const trendColumns: StatsColumn<TrendRow>[] = [
    { key: 'items', title: t('saleCount'), kind: 'count', value: (row) => row.point.sale_count },
    {
      key: 'perOrder',
      title: t('itemsPerOrder'),
      kind: 'decimal',
      value: (row) => itemsPerOrder(row.point),
    },
    { key: 'amount', title: t('saleAmount'), kind: 'fen', value: (row) => row.point.sale_amount },
  ];
  const shopColumns: StatsColumn<ShopRow>[] = [
    { key: 'shop', title: t('shop'), kind: 'text', value: (shop) => shop.shop_name },
    { key: 'orders', title: t('orderCount'), kind: 'count', value: (shop) => shop.order_count },
    { key: 'items', title: t('saleCount'), kind: 'count', value: (shop) => shop.sale_count },
    { key: 'perOrder', title: t('itemsPerOrder'), kind: 'decimal', value: (shop) => itemsPerOrder(shop) },
    { key: 'amount', title: t('saleAmount'), kind: 'fen', value: (shop) => shop.sale_amount },
    { key: 'avg', title: t('avgOrder'), kind: 'fen', value: (shop) => shop.avg_order },
  ];

  return (
    <>
      <FigureTiles
        period={data.period}
        figures={[
          ...totalsFigures(t, current, previous, ['orders']),
          {
            key: 'perOrder',
            label: t('itemsPerOrder'),
            current: itemsPerOrder(current),
            previous: itemsPerOrder(previous),
            format: oneDecimal,
          },
          ...totalsFigures(t, current, previous, ['avg']),
        ]}
      />
      <TrendCard
        name="trend"
        title={t('ordersTrend')}
        unit={data.period.unit}
        trend={data.trend}
        previousTrend={data.previous_trend}
        value={orderCount}
        kind="count"
        valueTitle={t('orderCount')}
        columns={trendColumns}
      />
      <ChartCard
        name="shops"
        title={t('ordersByShop')}
        option={shopsOption}
        columns={shopColumns}
        rows={shops}
        rowKey={(shop) => shop.shop_id}
        layout="beside"
        height={Math.max(240, Math.min(shops.length, CHART_SHOPS) * 28 + 40)}
      />
    </>
  );
}
