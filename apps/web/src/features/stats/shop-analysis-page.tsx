import type { StatsShops } from '@tm/contracts';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatFen } from '../../shared/format';
import { currentLanguage } from '../../shared/i18n';
import { ChartCard } from './stats-chart-card';
import { useStatsFilters, useStatsLink } from './stats-filters';
import { changeOf, shareOf } from './stats-format';
import { barOption } from './stats-options';
import { StatsFrame } from './stats-page';
import type { StatsColumn } from './stats-table';
import { useStatsShops } from './stats.api';

type ShopRow = StatsShops['list'][number] & { rank: number };

/** How many shops the chart draws; the table ranks them all. */
const CHART_SHOPS = 10;

/** `statsMng/shopAnalysis`: every shop ranked by its net sales, with its share and its change. */
export function ShopAnalysisPage() {
  const { t } = useTranslation('stats');
  const filters = useStatsFilters();
  const shops = useStatsShops(filters.query(false));
  return (
    <StatsFrame
      page="shopAnalysis"
      title={t('shell:shopAnalysis')}
      filters={filters}
      withShop={false}
      answer={shops}
      extra={
        shops.data && (
          <Typography.Text type="secondary">
            {t('shopsSummary', { count: shops.data.list.length, amount: formatFen(shops.data.totals.net_amount) })}
          </Typography.Text>
        )
      }
    >
      {(data) => <ShopsRanking data={data} showCompany={filters.isAdmin && filters.companyId === undefined} />}
    </StatsFrame>
  );
}

function ShopsRanking({ data, showCompany }: { data: StatsShops; showCompany: boolean }) {
  const { t } = useTranslation('stats');
  const link = useStatsLink();
  const rows = useMemo(() => data.list.map((shop, index) => ({ ...shop, rank: index + 1 })), [data.list]);
  const option = useMemo(() => {
    const shown = rows.slice(0, CHART_SHOPS);
    return barOption({
      labels: shown.map((shop) => shop.shop_name),
      values: shown.map((shop) => shop.net_amount),
      name: t('netAmount'),
      kind: 'fen',
      language: currentLanguage(),
      horizontal: true,
    });
  }, [rows, t]);
  const columns: StatsColumn<ShopRow>[] = [
    { key: 'rank', title: t('rank'), kind: 'count', value: (shop) => shop.rank, width: 64, phone: 'title' },
    {
      key: 'shop',
      title: t('shop'),
      kind: 'text',
      phone: 'title',
      value: (shop) => shop.shop_name,
      render: (shop) => <Link to={link(`shopAnalysis/${shop.shop_id}`)}>{shop.shop_name}</Link>,
    },
    ...(showCompany
      ? [
          {
            key: 'company',
            title: t('company'),
            kind: 'text' as const,
            value: (shop: ShopRow) => shop.company_name,
            phone: 'extra' as const,
          },
        ]
      : []),
    { key: 'net', title: t('netAmount'), kind: 'fen', value: (shop) => shop.net_amount },
    {
      key: 'share',
      title: t('share'),
      kind: 'share',
      value: (shop) => shareOf(shop.net_amount, data.totals.net_amount),
    },
    { key: 'amount', title: t('saleAmount'), kind: 'fen', value: (shop) => shop.sale_amount },
    { key: 'orders', title: t('orderCount'), kind: 'count', value: (shop) => shop.order_count },
    { key: 'avg', title: t('avgOrder'), kind: 'fen', value: (shop) => shop.avg_order },
    { key: 'returns', title: t('returnAmount'), kind: 'fen', value: (shop) => shop.return_amount },
    { key: 'previous', title: t('previousNet'), kind: 'fen', value: (shop) => shop.previous_net_amount },
    {
      key: 'change',
      title: t('change'),
      kind: 'change',
      value: (shop) => changeOf(shop.net_amount, shop.previous_net_amount),
    },
  ];
  return (
    <ChartCard
      name="ranking"
      title={t('shopsRanking')}
      option={option}
      columns={columns}
      rows={rows}
      rowKey={(shop) => shop.shop_id}
      height={Math.max(240, Math.min(rows.length, CHART_SHOPS) * 32 + 40)}
    />
  );
}
