import { z } from 'zod';
import { idSchema, isoTimeSchema } from './common';
import { tradeTypeSchema } from './device';

/**
 * Today's sales at a glance (docs/dashboard.md): the home page and the shop's big screen. Sums come
 * from the hourly rollup, so "yesterday by now" counts up to the same hour.
 */
export const dashboardTodayQuerySchema = z.object({
  /** When today began where the reader is (the browser's midnight); within two days of now. */
  from: z.iso.datetime({ offset: true, error: 'day_start_invalid' }).transform((text) => new Date(text)),
  company_id: idSchema.optional(),
  shop_id: idSchema.optional(),
});
export type DashboardTodayQuery = { from: string; company_id?: number; shop_id?: number };

export const salesTotalsSchema = z.object({
  sale_count: z.int(),
  sale_amount: z.int(),
  sale_weight_g: z.int(),
  sale_pieces: z.int(),
  return_count: z.int(),
  return_amount: z.int(),
  /** Sales less returns, in fen. */
  net_amount: z.int(),
  /** Average sale, in fen (0 without sales). */
  avg_sale: z.int(),
});
export type SalesTotals = z.input<typeof salesTotalsSchema>;

export const dashboardTodaySchema = z.object({
  now: isoTimeSchema,
  today: salesTotalsSchema,
  /** Yesterday up to the same hour as now. */
  yesterday_by_now: salesTotalsSchema,
  yesterday: salesTotalsSchema,
  /** The 24 hours of today from `from`, each with its sales. */
  hourly: z.array(z.object({ hour: isoTimeSchema, sale_amount: z.int(), sale_count: z.int() })),
  scales: z.object({ total: z.int(), online: z.int() }),
  latest: z.array(
    z.object({
      id: z.int(),
      trade_time: isoTimeSchema,
      name: z.string(),
      shop_name: z.string(),
      scale_name: z.string(),
      weight_g: z.int().nullable(),
      quantity: z.int().nullable(),
      total_price: z.int(),
      type: tradeTypeSchema,
    }),
  ),
});
export type DashboardToday = z.input<typeof dashboardTodaySchema>;

/** `dashtwoboard`: every shop's day so far, best first (docs/dashboard.md). */
export const dashboardShopsQuerySchema = dashboardTodayQuerySchema.omit({ shop_id: true });
export type DashboardShopsQuery = Omit<DashboardTodayQuery, 'shop_id'>;

const shopDaySchema = z.object({ net_amount: z.int(), sale_count: z.int() });
export const dashboardShopsSchema = z.object({
  now: isoTimeSchema,
  shops: z.array(
    z.object({
      shop_id: z.int(),
      shop_name: z.string(),
      company_name: z.string(),
      today: shopDaySchema,
      yesterday_by_now: shopDaySchema,
    }),
  ),
});
export type DashboardShops = z.input<typeof dashboardShopsSchema>;
