import { z } from 'zod';
import { idSchema, isoTimeSchema, searchSchema } from './common';
import { PER_PAGE_MAX } from './rules';
import { tradeTypeSchema } from './device';
import { sheetFormatSchema } from './goods-transfer';

/**
 * The sales records of the console (tradeMng/tradeList, docs/trades.md): filtered, sorted, and
 * paged by a cursor (keyset), so the hundredth page costs what the first does.
 */
export const TRADE_SORTS = ['-time', 'time', '-total', 'total'] as const;

const fen = z.coerce.number().int().min(0).max(999_999_999);

const tradeFiltersSchema = z.object({
  start_time: isoTimeSchema.optional(),
  end_time: isoTimeSchema.optional(),
  company_id: idSchema.optional(),
  shop_id: idSchema.optional(),
  scale_id: idSchema.optional(),
  /** The good's name or PLU. */
  q: searchSchema,
  type: tradeTypeSchema.optional(),
  /** Total price range in fen, both ends included. */
  min_total: fen.optional(),
  max_total: fen.optional(),
});

export const listTradesQuerySchema = tradeFiltersSchema.extend({
  sort: z.enum(TRADE_SORTS).default('-time'),
  /** The `next_cursor` of the page before; absent for the first page. */
  cursor: z.string().max(200).optional(),
  per_page: z.coerce.number().int().min(1).max(PER_PAGE_MAX).default(20),
});
/** The list's query as a client writes it: times as ISO text, ids and fen as numbers. */
export type ListTradesQuery = {
  start_time?: string;
  end_time?: string;
  company_id?: number;
  shop_id?: number;
  scale_id?: number;
  q?: string;
  type?: z.infer<typeof tradeTypeSchema>;
  min_total?: number;
  max_total?: number;
  sort?: (typeof TRADE_SORTS)[number];
  cursor?: string;
  per_page?: number;
};

export const exportTradesQuerySchema = tradeFiltersSchema.extend({
  sort: z.enum(TRADE_SORTS).default('-time'),
  format: sheetFormatSchema.default('xlsx'),
});
export type ExportTradesQuery = Omit<ListTradesQuery, 'cursor' | 'per_page'> & { format: 'xlsx' | 'csv' };

/**
 * What a sale's unit price is per: the weight unit its good was priced by when the sale arrived, or
 * a piece for a counted good (a fixed-weight pack too). Price × amount in that unit is the total.
 */
export const tradePriceUnitSchema = z.enum(['kg', '500g', '100g', 'pcs']);
export type TradePriceUnit = z.output<typeof tradePriceUnitSchema>;

/** A sale as the spec's trade record: trade_info, good_info, scale_info, shop_info. */
export const tradeRecordSchema = z.object({
  id: z.int(),
  trade_no: z.string(),
  barcode: z.string().nullable(),
  ticket_no: z.string().nullable(),
  flagged: z.boolean(),
  trade_info: z.object({
    trade_time: isoTimeSchema,
    unit_price: z.int(),
    price_unit: tradePriceUnitSchema,
    /** `kg` for a weighed sale (`weight` in kg), `pcs` for a counted one (`weight` is the count). */
    measure_unit_name: z.enum(['kg', 'pcs']),
    weight: z.number(),
    /** What a counted sale weighed, in kg: a fixed-weight pack's weight; null for any other sale. */
    pack_weight: z.number().nullable().optional(),
    total_price: z.int(),
    type: tradeTypeSchema,
  }),
  good_info: z.object({ id: z.int().nullable(), plu: z.int(), name: z.string(), img_url: z.string() }),
  scale_info: z.object({ id: z.int(), name: z.string(), img_url: z.string() }),
  shop_info: z.object({ id: z.int(), name: z.string(), img_url: z.string() }),
  /** The company the sale is of: administrators list every company's sales. */
  company_info: z.object({ id: z.int(), name: z.string() }),
  /**
   * What the scale should have charged then (docs/prices.md): the price of its zone at the sale's
   * moment, a markdown, the PLU record's time-of-day discount; null for a good the company no
   * longer has. A sale list only (the export leaves it out).
   */
  expected_unit_price: z.int().nullable().optional(),
});
export type TradeRecord = z.input<typeof tradeRecordSchema>;

export const tradePageSchema = z.object({
  list: z.array(tradeRecordSchema),
  meta: z.object({ total: z.int(), next_cursor: z.string().nullable() }),
});
export type TradePage = z.input<typeof tradePageSchema>;
