import type { EffectivePrice } from '@tm/contracts';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { pricesMessages } from './prices.messages';

registerMessages('prices', pricesMessages);

const SOURCE_COLORS = { base: 'default', zone: 'blue', markdown: 'orange' } as const;

/** Where a price comes from: the base price, the zone's own, or a markdown of either. */
export function PriceSourceTag({ price }: { price: Pick<EffectivePrice, 'source' | 'percent_off'> }) {
  const { t } = useTranslation('prices');
  return (
    <Tag color={SOURCE_COLORS[price.source]}>
      {price.source === 'markdown'
        ? t('sourceMarkdown', { percent: price.percent_off ?? 0 })
        : t(price.source === 'zone' ? 'sourceZone' : 'sourceBase')}
    </Tag>
  );
}

/** The price a scale sells at, where it comes from, and the regular price a markdown takes off from. */
export function SellsAt({ price, unit = '' }: { price: EffectivePrice; unit?: string }) {
  return (
    <Space size={4} wrap>
      <PriceSourceTag price={price} />
      <span>{`${formatFen(price.price)}${unit}`}</span>
      {price.price !== price.regular && (
        <Typography.Text type="secondary" delete>
          {formatFen(price.regular)}
        </Typography.Text>
      )}
    </Space>
  );
}
