import type { StatsPoint, StatsUnit } from '@tm/contracts';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, inSentence } from '../../shared/i18n';
import { ChartCard } from './stats-chart-card';
import { ChangeText } from './stats-figures';
import { axisLabel, changeOf } from './stats-format';
import { pointTime, type PointTime } from './stats-period';
import { trendOption, type ChartValue } from './stats-options';
import type { StatsColumn } from './stats-table';

/** A point of the period with the point of the period before at the same place, and its time against now. */
export type TrendRow = { at: string; point: StatsPoint; previous: StatsPoint | undefined; time: PointTime };

/** The period's points paired with the period before's, by position (the server lists both alike). */
function pairTrend(trend: StatsPoint[], previous: StatsPoint[], unit: StatsUnit, now: Date): TrendRow[] {
  return trend.map((point, index) => ({
    at: point.at,
    point,
    previous: previous[index],
    time: pointTime(point.at, unit, now),
  }));
}

/**
 * A trend of one figure by hour, day or month (as the answer's `unit` says) against the period
 * before as a second, dimmer line; its table lists both with the change, and `columns` more.
 * Hours or days still ahead are not drawn or listed, and the one under way has no change: it
 * would be a part against a whole.
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
  const rows = useMemo(() => pairTrend(trend, previousTrend, unit, new Date()), [trend, previousTrend, unit]);
  const listed = useMemo(() => rows.filter((row) => row.time !== 'ahead'), [rows]);
  const option = useMemo(
    () =>
      trendOption({
        labels: rows.map((row) => axisLabel(row.at, unit)),
        current: rows.map((row) => (row.time === 'ahead' ? null : value(row.point))),
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
      title: t('previousOf', { title: inSentence(valueTitle) }),
      kind: valueKind,
      value: (row) => (row.previous ? value(row.previous) : null),
    },
    {
      key: 'change',
      title: t('change'),
      kind: 'change',
      value: (row) => (row.previous && row.time === 'over' ? changeOf(value(row.point), value(row.previous)) : null),
      render: (row) =>
        row.time === 'underway' ? (
          <Typography.Text type="secondary">{t('underway')}</Typography.Text>
        ) : (
          <ChangeText change={row.previous ? changeOf(value(row.point), value(row.previous)) : null} />
        ),
    },
  ];
  return (
    <ChartCard
      name={name}
      title={title}
      option={option}
      columns={tableColumns}
      rows={listed}
      rowKey={(row) => row.at}
      isEmpty={rows.length === 0}
    />
  );
}
