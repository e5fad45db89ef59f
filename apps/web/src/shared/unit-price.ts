import type { Good, TradePriceUnit } from '@tm/contracts';
import { formatFen } from './format';

type Translate = (key: `common:perUnit_${TradePriceUnit}`) => string;

/** What a good's price is per: its weight unit when weighed, a piece when counted (fixed-weight packs too). */
export const priceUnitOf = (good: Pick<Good, 'pricing_mode' | 'weight_unit'>): TradePriceUnit =>
  good.pricing_mode === 'by_weight' ? (good.weight_unit ?? 'kg') : 'pcs';

/** The message key naming each pricing mode, in every namespace that shows it. */
export const PRICING_MODE_KEYS = {
  by_weight: 'byWeight',
  by_count: 'byCount',
  by_count_fixed_weight: 'byCountFixedWeight',
} as const;

/** "/500克", "/件": what a price is per, in the reader's language. */
export const perUnitText = (t: Translate, unit: TradePriceUnit) => t(`common:perUnit_${unit}`);

/** A price with what it is per, "¥39.80/500克", so that price × amount reads as the total. */
export const unitPriceText = (t: Translate, fen: number, unit: TradePriceUnit) =>
  `${formatFen(fen)}${perUnitText(t, unit)}`;
