import type { StatsPoint, StatsUnit } from '@tm/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../shared/i18n';
import { ChartCard } from './stats-chart-card';
import { axisLabel, changeOf } from './stats-format';
import { trendOption, type ChartValue } from './stats-options';
import type { StatsColumn } from './stats-table';

/** A point of the period with the point of the period before at the same place. */
export type TrendRow = { at: string; point: StatsPoint; previous: StatsPoint | undefined };

/** The period's points paired with the period before's, by position (the server lists both alike). */
function pairTrend(trend: StatsPoint[], previous: StatsPoint[]): TrendRow[] {
  return trend.map((point, index) => ({ at: point.at, point, previous: previous[index] }));
}

/**
 * A trend of one figure by hour, day or month (as the answer's `unit` says) against the period
 * before as a second, dimmer line; its table lists both with the change, and `columns` more.
 */
export function TrendCard({
  name,
  title,
  unit,
  trend,
  previousTrend,
  value,
  kind,
  valueTitle,
  columns = [],
}: {
  name: string;
  title: string;
  unit: StatsUnit;
  trend: StatsPoint[];
  previousTrend: StatsPoint[];
  value: (point: StatsPoint) => number;
  kind: ChartValue;
  valueTitle: string;
  columns?: StatsColumn<TrendRow>[];
}) {
  const { t } = useTranslation('stats');
  const rows = useMemo(() => pairTrend(trend, previousTrend), [trend, previousTrend]);
  const option = useMemo(
    () =>
      trendOption({
        labels: rows.map((row) => axisLabel(row.at, unit)),
        current: rows.map((row) => value(row.point)),
        previous: rows.map((row) => (row.previous ? value(row.previous) : 0)),
        names: { current: t('currentPeriod'), previous: t('previousPeriod') },
        kind,
        language: currentLanguage(),
      }),
    [rows, unit, value, kind, t],
  );
  const valueKind = kind === 'grams' ? 'grams' : kind === 'fen' ? 'fen' : 'count';
  const tableColumns: StatsColumn<TrendRow>[] = [
    { key: 'at', title: t(`unit_${unit}`), kind: 'text', value: (row) => row.at },
    { key: 'value', title: valueTitle, kind: valueKind, value: (row) => value(row.point) },
    ...columns,
    { key: 'previousAt', title: t('previousAt'), kind: 'text', value: (row) => row.previous?.at ?? null },
    {
      key: 'previousValue',
      title: t('previousOf', { title: valueTitle }),
      kind: valueKind,
      value: (row) => (row.previous ? value(row.previous) : null),
    },
    {
      key: 'change',
      title: t('change'),
      kind: 'change',
      value: (row) => (row.previous ? changeOf(value(row.point), value(row.previous)) : null),
    },
  ];
  return (
    <ChartCard
      name={name}
      title={title}
      option={option}
      columns={tableColumns}
      rows={rows}
      rowKey={(row) => row.at}
      isEmpty={rows.length === 0}
    />
  );
}
