import { Card, Flex, Progress, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeOf, formatChange, formatPercent } from './stats-format';

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
type Figure = {
  key: string;
  label: string;
  current: number;
  previous: number;
  format: (value: number) => string;
  better?: Better;
};

/** The figures of a period side by side, each against the period before. */
export function FigureTiles({ figures }: { figures: Figure[] }) {
  const { t } = useTranslation('stats');
  return (
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
      style={{ minWidth: 120, margin: 0 }}
    />
  );
}
