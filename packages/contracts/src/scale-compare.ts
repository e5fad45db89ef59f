import { z } from 'zod';
import { isoTimeSchema } from './common';
import { pluSchema, PRICE_MAX_FEN } from './goods';

/**
 * Comparing a scale with the cloud (docs/scale-compare.md). A scale reports what it holds (`POST
 * /api/device/v1/holdings`): a scale on the device API reads its own PLU memory; the shop gateway
 * reports the PLU records a TM scale acknowledged, since the TM LAN protocol cannot read PLUs back.
 * The console lists the differences against the goods the cloud has on the scale, and the sales
 * the scale made at a price other than the cloud's.
 */
export const SCALE_HOLDINGS_MAX = 10_000;
/** Sales of the last days are read for prices the scale sold at. */
export const SOLD_PRICE_DAYS = 7;
export const SCALE_DIFFERENCES_SHOWN = 200;

export const holdingsSourceSchema = z.enum(['scale_memory', 'gateway_record']);
export type HoldingsSource = z.output<typeof holdingsSourceSchema>;

export const scaleHoldingsBodySchema = z
  .object({
    source: holdingsSourceSchema,
    /** Every PLU the scale holds: its number, unit price in fen and first name line. */
    goods: z
      .array(
        z
          .object({
            plu: pluSchema,
            unit_price: z.int().min(0).max(PRICE_MAX_FEN),
            name: z.string().max(100).default(''),
          })
          .strict(),
      )
      .max(SCALE_HOLDINGS_MAX),
  })
  .strict()
  .superRefine((body, issues) => {
    const seen = new Map<number, number>();
    body.goods.forEach((good, index) => {
      const first = seen.get(good.plu);
      if (first !== undefined) {
        issues.addIssue({ code: 'custom', path: ['goods', index, 'plu'], message: 'holdings_plu_repeated' });
      } else {
        seen.set(good.plu, index);
      }
    });
  });
export type ScaleHoldingsBody = z.input<typeof scaleHoldingsBodySchema>;
export const scaleHoldingsResultSchema = z.object({ received: z.int(), server_time: isoTimeSchema });
export type ScaleHoldingsResult = z.input<typeof scaleHoldingsResultSchema>;

/**
 * - `missing`: on the scale in the cloud, not in what the scale holds;
 * - `extra`: held by the scale, not on it in the cloud (a TM scale keeps removed PLUs until cleared);
 * - `price`, `name`: held with another unit price or first name line than the cloud's.
 */
export const scaleDifferenceKindSchema = z.enum(['missing', 'extra', 'price', 'name']);
export type ScaleDifferenceKind = z.output<typeof scaleDifferenceKindSchema>;

export const scaleDifferenceSchema = z.object({
  plu: z.int(),
  good_id: z.int().nullable(),
  kind: scaleDifferenceKindSchema,
  cloud_price: z.int().nullable(),
  scale_price: z.int().nullable(),
  cloud_name: z.string().nullable(),
  scale_name: z.string().nullable(),
  /** The cloud's change has not been confirmed by the scale yet: the difference should go at its next sync. */
  pending: z.boolean(),
});
export type ScaleDifference = z.input<typeof scaleDifferenceSchema>;

export const soldPriceSchema = z.object({
  plu: z.int(),
  good_id: z.int(),
  name: z.string(),
  cloud_price: z.int(),
  sold_price: z.int(),
  sales: z.int(),
  last_sold_time: isoTimeSchema,
});
export type SoldPrice = z.input<typeof soldPriceSchema>;

export const scaleCompareSchema = z.object({
  /** When the scale last reported what it holds, and how; null when it never did. */
  reported_time: isoTimeSchema.nullable(),
  source: holdingsSourceSchema.nullable(),
  cloud_count: z.int(),
  scale_count: z.int(),
  matching: z.int(),
  differences_total: z.int(),
  /** The first differences, by PLU. */
  differences: z.array(scaleDifferenceSchema),
  /** Goods sold in the last days, after the cloud's price reached the scale, at another unit price. */
  sold_prices: z.array(soldPriceSchema),
});
export type ScaleCompare = z.input<typeof scaleCompareSchema>;
