import type { StatsPoint, StatsShop } from '@tm/contracts';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { currentLanguage } from '../../shared/i18n';
import { ChartCard } from './stats-chart-card';
import { FigureTiles, totalsFigures } from './stats-figures';
import { useStatsFilters } from './stats-filters';
import { shareOf } from './stats-format';
import { barOption, hourText, pieOption } from './stats-options';
import { StatsFrame } from './stats-page';
import type { StatsColumn } from './stats-table';
import { TrendCard } from './stats-trend';
import { useStatsShop } from './stats.api';

type ScaleRow = StatsShop['scales'][number];
type HourRow = StatsShop['hours'][number];

/** How many of the best hours stand out in the chart. */
const BEST_HOURS = 3;

const saleAmount = (point: StatsPoint) => point.sale_amount;

/** The hours with the most sales, best first (hours without sales never count). */
export function bestHours(hours: { hour: number; sale_amount: number }[], count = BEST_HOURS): number[] {
  return [...hours]
    .filter((row) => row.sale_amount > 0)
    .sort((a, b) => b.sale_amount - a.sale_amount || a.hour - b.hour)
    .slice(0, count)
    .map((row) => row.hour);
}

/**
 * `statsMng/shopAnalysis/{id}`: one shop's period against the one before, its trend, its scales'
 * shares, and its hours of the day with the best ones marked.
 */
export function ShopDetailPage() {
  const { t } = useTranslation('stats');
  const { id = '' } = useParams();
  const filters = useStatsFilters();
  const shop = useStatsShop(id, filters.range);
  const name = shop.data?.shop.name;
  return (
    <StatsFrame
      page={`shopAnalysis-${id}`}
      title={name ? `${t('shell:shopDetailAnalysis')} · ${name}` : t('shell:shopDetailAnalysis')}
      filters={filters}
      withShop={false}
      withCompany={false}
      answer={shop}
    >
      {(data) => <ShopReport data={data} />}
    </StatsFrame>
  );
}

function ShopReport({ data }: { data: StatsShop }) {
  const { t } = useTranslation('stats');
  const { current, previous } = data;
  const best = useMemo(() => bestHours(data.hours), [data.hours]);
  const scalesOption = useMemo(
    () =>
      pieOption({
        items: data.scales.map((scale) => ({ name: scale.scale_name, value: scale.sale_amount })),
        name: t('saleAmount'),
        kind: 'fen',
      }),
    [data.scales, t],
  );
  const hoursOption = useMemo(
    () =>
      barOption({
        labels: data.hours.map((row) => hourText(row.hour)),
        values: data.hours.map((row) => row.sale_amount),
        name: t('saleAmount'),
        kind: 'fen',
        language: currentLanguage(),
        highlight: best.map((hour) => data.hours.findIndex((row) => row.hour === hour)),
      }),
    [data.hours, best, t],
  );

  const scaleColumns: StatsColumn<ScaleRow>[] = [
    { key: 'scale', title: t('scale'), kind: 'text', value: (scale) => scale.scale_name },
    { key: 'amount', title: t('saleAmount'), kind: 'fen', value: (scale) => scale.sale_amount },
    {
      key: 'share',
      title: t('share'),
      kind: 'share',
      value: (scale) => shareOf(scale.sale_amount, current.sale_amount),
    },
    { key: 'count', title: t('saleCount'), kind: 'count', value: (scale) => scale.sale_count },
    { key: 'weight', title: t('saleWeight'), kind: 'grams', value: (scale) => scale.sale_weight_g },
  ];
  const hourColumns: StatsColumn<HourRow>[] = [
    {
      key: 'hour',
      title: t('hourOfDay'),
      kind: 'text',
      value: (row) => `${hourText(row.hour)}–${hourText((row.hour + 1) % 24)}`,
      render: (row) => (
        <>
          {hourText(row.hour)}–{hourText((row.hour + 1) % 24)}{' '}
          {best.includes(row.hour) && <Tag color="orange">{t('bestHour', { rank: best.indexOf(row.hour) + 1 })}</Tag>}
        </>
      ),
    },
    { key: 'amount', title: t('saleAmount'), kind: 'fen', value: (row) => row.sale_amount },
    { key: 'share', title: t('share'), kind: 'share', value: (row) => shareOf(row.sale_amount, current.sale_amount) },
    { key: 'count', title: t('saleCount'), kind: 'count', value: (row) => row.sale_count },
  ];

  return (
    <>
      <FigureTiles
        period={data.period}
        figures={totalsFigures(t, current, previous, ['net', 'amount', 'count', 'weight', 'orders', 'avg', 'returns'])}
      />
      <TrendCard
        name="trend"
        title={t('salesTrend')}
        unit={data.period.unit}
        trend={data.trend}
        previousTrend={data.previous_trend}
        value={saleAmount}
        kind="fen"
        valueTitle={t('saleAmount')}
      />
      <ChartCard
        name="scales"
        title={t('shopScales')}
        option={scalesOption}
        columns={scaleColumns}
        rows={data.scales}
        rowKey={(scale) => scale.scale_id}
        layout="beside"
      />
      <ChartCard
        name="hours"
        title={t('shopHours')}
        option={hoursOption}
        columns={hourColumns}
        rows={data.hours}
        rowKey={(row) => row.hour}
        isEmpty={best.length === 0}
        pageSize={24}
      />
    </>
  );
}
