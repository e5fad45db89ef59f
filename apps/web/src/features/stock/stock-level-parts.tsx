import type { StockFlag, StockUnit } from '@tm/contracts';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatStockQuantity, formatUnitCost } from './stock-format';

/** The console path of a good's stock card in a shop (`stockMng/stockList/card/:shopId/:goodId`). */
export const stockCardPath = (shopId: number, goodId: number) => `/project/stockMng/stockList/card/${shopId}/${goodId}`;

/** Red for stock below zero: the figures a clerk must act on today. */
export const NEGATIVE_COLOR = '#cf1322';
export const NEGATIVE_ROW_BACKGROUND = '#fff1f0';
export const POSITIVE_COLOR = '#389e0d';
export const LOW_COLOR = '#d46b08';

const FLAG_COLORS: Record<StockFlag, string> = { negative: 'red', low: 'orange' };

/** The alerts of a shop × good: red "negative", orange "low". */
export function StockFlagTags({ flags }: { flags: readonly StockFlag[] }) {
  const { t } = useTranslation('stockLevels');
  if (flags.length === 0) {
    return null;
  }
  return (
    <Space size={[0, 4]} wrap>
      {flags.map((flag) => (
        <Tag key={flag} color={FLAG_COLORS[flag]}>
          {t(`flag_${flag}`)}
        </Tag>
      ))}
    </Space>
  );
}

/**
 * The stock figures as people read them: kilograms with three decimals for goods by weight, pieces
 * for the others, and costs per kilogram or per piece.
 */
export function useStockText() {
  const { t } = useTranslation('stockLevels');
  const quantity = (amount: number, unit: StockUnit) =>
    formatStockQuantity(amount, unit, (count: number) => t('pieces', { count }));
  return {
    quantity,
    /** A movement's quantity with its direction: "+1.250 kg" in, "-3 件" out. */
    signedQuantity: (amount: number, unit: StockUnit) =>
      `${amount > 0 ? '+' : amount < 0 ? '-' : ''}${quantity(Math.abs(amount), unit)}`,
    unitCost: (fen: number, unit: StockUnit) => formatUnitCost(fen, unit, t('perPiece')),
  };
}
