import type { StatsPoint, StatsSales } from '@tm/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../shared/i18n';
import { ChartCard } from './stats-chart-card';
import { FigureTiles, totalsFigures } from './stats-figures';
import { useStatsFilters } from './stats-filters';
import { shareOf } from './stats-format';
import { heatOption, hourText, pieOption } from './stats-options';
import { StatsFrame } from './stats-page';
import type { StatsColumn } from './stats-table';
import { TrendCard, type TrendRow } from './stats-trend';
import { useStatsSales } from './stats.api';

type HeatCell = StatsSales['heat'][number];
type CategoryRow = StatsSales['categories'][number];

const saleAmount = (point: StatsPoint) => point.sale_amount;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** `statsMng/saleAnalysis`: the period's sales against the period before, by time, weekday and hour, and category. */
export function SaleAnalysisPage() {
  const { t } = useTranslation('stats');
  const filters = useStatsFilters();
  const sales = useStatsSales(filters.query(true));
  return (
    <StatsFrame page="saleAnalysis" title={t('shell:saleAnalysis')} filters={filters} answer={sales}>
      {(data) => <SalesReport data={data} />}
    </StatsFrame>
  );
}

function SalesReport({ data }: { data: StatsSales }) {
  const { t } = useTranslation('stats');
  const { current, previous } = data;
  const weekdays = WEEKDAYS.map((day) => t(`weekday_${day}`));
  const heatCells = useMemo(() => [...data.heat].sort((a, b) => b.sale_amount - a.sale_amount), [data.heat]);
  const categoryName = (category: string) => category || t('noCategory');

  const heat = useMemo(
    () =>
      heatOption(
        data.heat,
        WEEKDAYS.map((day) => t(`weekday_${day}`)),
        currentLanguage(),
      ),
    [data.heat, t],
  );
  const categories = useMemo(
    () =>
      pieOption({
        items: data.categories.map((row) => ({ name: row.category || t('noCategory'), value: row.sale_amount })),
        name: t('saleAmount'),
        kind: 'fen',
      }),
    [data.categories, t],
  );

  const trendColumns: StatsColumn<TrendRow>[] = [
    { key: 'count', title: t('saleCount'), kind: 'count', value: (row) => row.point.sale_count },
    { key: 'weight', title: t('saleWeight'), kind: 'grams', value: (row) => row.point.sale_weight_g },
    { key: 'returns', title: t('returnAmount'), kind: 'fen', value: (row) => row.point.return_amount },
    {
      key: 'net',
      title: t('netAmount'),
      kind: 'fen',
      value: (row) => row.point.sale_amount - row.point.return_amount,
    },
  ];
  const heatColumns: StatsColumn<HeatCell>[] = [
    { key: 'weekday', title: t('weekday'), kind: 'text', value: (cell) => weekdays[cell.weekday - 1] ?? '' },
    {
      key: 'hour',
      title: t('hourOfDay'),
      kind: 'text',
      value: (cell) => `${hourText(cell.hour)}–${hourText((cell.hour + 1) % 24)}`,
    },
    { key: 'amount', title: t('saleAmount'), kind: 'fen', value: (cell) => cell.sale_amount },
    { key: 'count', title: t('saleCount'), kind: 'count', value: (cell) => cell.sale_count },
  ];
  const categoryColumns: StatsColumn<CategoryRow>[] = [
    { key: 'category', title: t('category'), kind: 'text', value: (row) => categoryName(row.category) },
    { key: 'amount', title: t('saleAmount'), kind: 'fen', value: (row) => row.sale_amount },
    { key: 'share', title: t('share'), kind: 'share', value: (row) => shareOf(row.sale_amount, current.sale_amount) },
    { key: 'count', title: t('saleCount'), kind: 'count', value: (row) => row.sale_count },
    { key: 'weight', title: t('saleWeight'), kind: 'grams', value: (row) => row.sale_weight_g },
    { key: 'pieces', title: t('salePieces'), kind: 'count', value: (row) => row.sale_pieces },
  ];

  return (
    <>
      <FigureTiles
        period={data.period}
        figures={totalsFigures(t, current, previous, ['amount', 'count', 'weight', 'avg', 'returns', 'net'])}
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
        columns={trendColumns}
      />
      <ChartCard
        name="heat"
        title={t('heatTitle')}
        option={heat}
        columns={heatColumns}
        rows={heatCells}
        rowKey={(cell) => `${cell.weekday}-${cell.hour}`}
        height={300}
      />
      <ChartCard
        name="categories"
        title={t('byCategory')}
        option={categories}
        columns={categoryColumns}
        rows={data.categories}
        rowKey={(row) => row.category}
        layout="beside"
      />
    </>
  );
}
