import type { StatsPeriod, StatsTotals } from '@tm/contracts';
import { Card, Flex, Progress, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatFen, formatKg } from '../../shared/format';
import { changeOf, formatChange, formatCount, formatPercent } from './stats-format';
import { chinaToday } from './stats-period';

/** Which way a figure moving is good news: sales up, returns down. */
export type Better = 'up' | 'down';

/**
 * A change against the period before: an arrow, the percentage, and its colour. Green is better
 * and red is worse, whichever way the figure moved: this is a sales console, where fewer returns
 * are good news, not a stock quote (where Chinese convention paints every rise red).
 */
export function ChangeText({ change, better = 'up' }: { change: number | null; better?: Better }) {
  const { t } = useTranslation('stats');
  if (change === null) {
    return (
      <Tooltip title={t('noPrevious')}>
        <Typography.Text type="secondary">—</Typography.Text>
      </Tooltip>
    );
  }
  const isBetter = better === 'up' ? change > 0 : change < 0;
  const isWorse = better === 'up' ? change < 0 : change > 0;
  return (
    <Typography.Text type={isBetter ? 'success' : isWorse ? 'danger' : 'secondary'} style={{ whiteSpace: 'nowrap' }}>
      {formatChange(change)}
    </Typography.Text>
  );
}

/** One figure of a period: its value now, before, and how it changed. */
export type Figure = {
  key: string;
  label: string;
  current: number;
  previous: number;
  format: (value: number) => string;
  better?: Better;
};

/** The figures every statistics page may show from a period's totals: label, value and format. */
const TOTALS_FIGURES = {
  amount: { label: 'saleAmount', value: (s: StatsTotals) => s.sale_amount, format: formatFen },
  count: { label: 'saleCount', value: (s: StatsTotals) => s.sale_count, format: formatCount },
  weight: { label: 'saleWeight', value: (s: StatsTotals) => s.sale_weight_g, format: (g: number) => formatKg(g) },
  pieces: { label: 'salePieces', value: (s: StatsTotals) => s.sale_pieces, format: formatCount },
  orders: { label: 'orderCount', value: (s: StatsTotals) => s.order_count, format: formatCount },
  avg: { label: 'avgOrder', value: (s: StatsTotals) => s.avg_order, format: formatFen },
  returns: { label: 'returnAmount', value: (s: StatsTotals) => s.return_amount, format: formatFen, better: 'down' },
  net: { label: 'netAmount', value: (s: StatsTotals) => s.net_amount, format: formatFen },
} satisfies Record<
  string,
  { label: string; value: (s: StatsTotals) => number; format: (n: number) => string; better?: Better }
>;
export type TotalsFigure = keyof typeof TOTALS_FIGURES;

/** The named figures of a period's totals, each against the period before. */
export function totalsFigures(
  t: TFunction<'stats'>,
  current: StatsTotals,
  previous: StatsTotals,
  keys: readonly TotalsFigure[],
): Figure[] {
  return keys.map((key) => {
    const figure: { label: string; value: (s: StatsTotals) => number; format: (n: number) => string; better?: Better } =
      TOTALS_FIGURES[key];
    return {
      key,
      label: t(figure.label),
      current: figure.value(current),
      previous: figure.value(previous),
      format: figure.format,
      ...(figure.better ? { better: figure.better } : {}),
    };
  });
}

/**
 * The figures of a period side by side, each against the period before. A period that takes in
 * today says so: its figures still grow, and the period before is counted whole.
 */
export function FigureTiles({ figures, period }: { figures: Figure[]; period: Pick<StatsPeriod, 'to'> }) {
  const { t } = useTranslation('stats');
  return (
    <div>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
        {figures.map((figure) => (
          <Card key={figure.key} size="small">
            <section aria-label={figure.label}>
              <Typography.Text type="secondary">{figure.label}</Typography.Text>
              <div style={{ fontSize: 24, fontWeight: 600, margin: '4px 0', fontVariantNumeric: 'tabular-nums' }}>
                {figure.format(figure.current)}
              </div>
              <Flex gap={8} wrap>
                <ChangeText
                  change={changeOf(figure.current, figure.previous)}
                  {...(figure.better ? { better: figure.better } : {})}
                />
                <Typography.Text type="secondary">
                  {t('previousValue', { value: figure.format(figure.previous) })}
                </Typography.Text>
              </Flex>
            </section>
          </Card>
        ))}
      </div>
      {period.to >= chinaToday() && (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('periodUnderway')}
        </Typography.Paragraph>
      )}
    </div>
  );
}

/** A row's share of the whole as a short bar with its percentage. */
export function ShareBar({ share }: { share: number }) {
  return (
    <Progress
      percent={Math.round(share * 1000) / 10}
      size="small"
      status="normal"
      format={() => formatPercent(share)}
      // Named by its figure; the column's title says of what.
      aria-label={formatPercent(share)}
      style={{ minWidth: 120, margin: 0 }}
    />
  );
}
