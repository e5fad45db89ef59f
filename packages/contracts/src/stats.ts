import { z } from 'zod';
import { idSchema, pageQuerySchema, searchSchema } from './common';
import { salesTotalsSchema } from './dashboard';
import { daysBetween, STATS_GOOD_SORTS, STATS_MAX_DAYS } from './rules';

/**
 * Statistics (statsMng, docs/statistics.md). Periods are whole days of China's calendar
 * (`STATS_TIME_ZONE`), both ends included, each compared with the same number of days just before.
 * Every figure comes from rollups kept as sales are stored; money in fen, weight in grams.
 */
const daySchema = z.iso.date({ error: 'date_invalid' });

const periodFields = {
  from: daySchema,
  to: daySchema,
  company_id: idSchema.optional(),
  shop_id: idSchema.optional(),
};

/** The period must run forwards and span at most `STATS_MAX_DAYS`; the message names `to`. */
function checkPeriod(query: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (query.to < query.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'period_order' });
  } else if (daysBetween(query.from, query.to) + 1 > STATS_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'period_too_long' });
  }
}

export const statsQuerySchema = z.object(periodFields).superRefine(checkPeriod);
export type StatsQuery = { from: string; to: string; company_id?: number; shop_id?: number };

/** The shops' ranking and a shop's own page: no shop filter. */
export const statsShopsQuerySchema = z
  .object({ from: periodFields.from, to: periodFields.to, company_id: periodFields.company_id })
  .superRefine(checkPeriod);
export type StatsShopsQuery = Omit<StatsQuery, 'shop_id'>;

export const statsUnitSchema = z.enum(['hour', 'day', 'month']);
export type StatsUnit = z.infer<typeof statsUnitSchema>;

export const statsPeriodSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The period just before, as long as this one. */
  previous_from: z.string(),
  previous_to: z.string(),
  /** How the trends are drawn: by hour (one day), day, or month. */
  unit: statsUnitSchema,
});
export type StatsPeriod = z.infer<typeof statsPeriodSchema>;

/** The dashboard's sums of sales (count, amount, weight, pieces, returns, net), with orders. */
export const statsTotalsSchema = salesTotalsSchema.omit({ avg_sale: true }).extend({
  /** Orders: tickets of a cash-register scale, and each sale printed without a ticket. */
  order_count: z.int(),
  /** Average order value, in fen (0 without orders). */
  avg_order: z.int(),
});
export type StatsTotals = z.infer<typeof statsTotalsSchema>;

/** One point of a trend: `at` is `YYYY-MM-DD HH:00`, `YYYY-MM-DD` or `YYYY-MM` (China's time). */
export const statsPointSchema = z.object({
  at: z.string(),
  sale_count: z.int(),
  sale_amount: z.int(),
  sale_weight_g: z.int(),
  return_amount: z.int(),
  order_count: z.int(),
});
export type StatsPoint = z.infer<typeof statsPointSchema>;

const shareSchema = z.object({
  sale_count: z.int(),
  sale_amount: z.int(),
  sale_weight_g: z.int(),
  sale_pieces: z.int(),
});

/** `saleAnalysis`: totals, trend against the period before, hour × weekday heat map, categories. */
export const statsSalesSchema = z.object({
  period: statsPeriodSchema,
  current: statsTotalsSchema,
  previous: statsTotalsSchema,
  trend: z.array(statsPointSchema),
  /** The period before, point by point (same count of points as `trend` when both are by day or hour). */
  previous_trend: z.array(statsPointSchema),
  /** Sales by weekday (1 Monday … 7 Sunday) and hour of day (0–23); cells without sales are left out. */
  heat: z.array(z.object({ weekday: z.int(), hour: z.int(), sale_count: z.int(), sale_amount: z.int() })),
  /** By the goods' category today ('' for goods without one, and for PLUs the company has no good for). */
  categories: z.array(shareSchema.extend({ category: z.string() })),
});
export type StatsSales = z.input<typeof statsSalesSchema>;

/** `orderAnalysis`: orders, items per order, average order value, by day and by shop. */
export const statsOrdersSchema = z.object({
  period: statsPeriodSchema,
  current: statsTotalsSchema,
  previous: statsTotalsSchema,
  trend: z.array(statsPointSchema),
  previous_trend: z.array(statsPointSchema),
  shops: z.array(
    z.object({
      shop_id: z.int(),
      shop_name: z.string(),
      order_count: z.int(),
      sale_count: z.int(),
      sale_amount: z.int(),
      avg_order: z.int(),
    }),
  ),
});
export type StatsOrders = z.input<typeof statsOrdersSchema>;

export const statsGoodsQuerySchema = pageQuerySchema
  .extend({
    ...periodFields,
    /** The good's name or PLU. */
    q: searchSchema,
    category: z.string().trim().max(50).optional(),
    sort: z.enum(STATS_GOOD_SORTS).default('amount'),
    /** `desc`: best first; `asc`: slowest first, goods that sold nothing included. */
    order: z.enum(['desc', 'asc']).default('desc'),
  })
  .superRefine(checkPeriod);
export type StatsGoodsQuery = StatsQuery & {
  q?: string;
  category?: string;
  sort?: (typeof STATS_GOOD_SORTS)[number];
  order?: 'desc' | 'asc';
  page?: number;
  per_page?: number;
};

const goodRefSchema = z.object({
  /** 0 for a PLU the company has no good for. */
  good_id: z.int(),
  plu: z.int(),
  name: z.string(),
  category: z.string(),
  pricing_mode: z.string(),
  img_url: z.string(),
});

export const statsGoodRowSchema = goodRefSchema.extend({
  sale_count: z.int(),
  sale_amount: z.int(),
  sale_weight_g: z.int(),
  sale_pieces: z.int(),
  return_amount: z.int(),
  previous_sale_amount: z.int(),
});
export type StatsGoodRow = z.infer<typeof statsGoodRowSchema>;

/** `goodAnalysis`: goods ranked, with the period's totals to read each good's share against. */
export const statsGoodsSchema = z.object({
  period: statsPeriodSchema,
  totals: statsTotalsSchema,
  list: z.array(statsGoodRowSchema),
  meta: z.object({ total: z.int() }),
});
export type StatsGoods = z.input<typeof statsGoodsSchema>;

/** `goodAnalysis/{id}`: one good's sales by day against its prices, and where it sells. */
export const statsGoodSchema = z.object({
  period: statsPeriodSchema,
  good: goodRefSchema.extend({ unit_price: z.int(), weight_unit: z.string() }),
  current: statsTotalsSchema,
  previous: statsTotalsSchema,
  /** By day (or month): the sales and the lowest and highest unit price sold at. */
  trend: z.array(
    statsPointSchema.extend({
      sale_pieces: z.int(),
      min_unit_price: z.int().nullable(),
      max_unit_price: z.int().nullable(),
    }),
  ),
  /** Price changes of the period, oldest first. */
  /**
   * The good's price changes in the period: the base price's (`zone_name` null) and each zone's own
   * (docs/prices.md); a zone's `new_price` null is its own price taken away.
   */
  price_changes: z.array(
    z.object({
      changed_time: z.string(),
      zone_name: z.string().nullable(),
      old_price: z.int().nullable(),
      new_price: z.int().nullable(),
    }),
  ),
  shops: z.array(shareSchema.extend({ shop_id: z.int(), shop_name: z.string() })),
  scales: z.array(shareSchema.extend({ scale_id: z.int(), scale_name: z.string(), shop_name: z.string() })),
});
export type StatsGood = z.input<typeof statsGoodSchema>;

/** `shopAnalysis`: every shop in scope, best first, with the period before. */
export const statsShopsSchema = z.object({
  period: statsPeriodSchema,
  totals: statsTotalsSchema,
  list: z.array(
    statsTotalsSchema.extend({
      shop_id: z.int(),
      shop_name: z.string(),
      company_name: z.string(),
      previous_net_amount: z.int(),
    }),
  ),
});
export type StatsShops = z.input<typeof statsShopsSchema>;

/** `shopAnalysis/{id}`: one shop's trend, its scales' shares and its hours of the day. */
export const statsShopSchema = z.object({
  period: statsPeriodSchema,
  shop: z.object({ id: z.int(), name: z.string(), company_name: z.string() }),
  current: statsTotalsSchema,
  previous: statsTotalsSchema,
  trend: z.array(statsPointSchema),
  previous_trend: z.array(statsPointSchema),
  scales: z.array(shareSchema.extend({ scale_id: z.int(), scale_name: z.string() })),
  /** Sales by hour of day (0–23) over the period, every hour listed. */
  hours: z.array(z.object({ hour: z.int(), sale_count: z.int(), sale_amount: z.int() })),
});
export type StatsShop = z.input<typeof statsShopSchema>;
