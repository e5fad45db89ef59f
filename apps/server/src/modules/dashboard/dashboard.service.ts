import { SCALE_ONLINE_SECONDS, type dashboardShopsQuerySchema, type dashboardTodayQuerySchema } from '@tm/contracts';
import { and, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Ctx } from '../../http/context';
import { invalidField, notFound } from '../../http/errors';
import { companyScope } from '../../http/scope';
import { companies } from '../companies/companies.table';
import { scales } from '../scales/scales.table';
import { shops } from '../shops/shops.table';
import { tradeHourly, trades } from '../trades/trades.table';

type Out<T extends z.ZodType> = z.output<T>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const LATEST_SALES = 8;

/** Sums of rollup rows, as the contract's totals. */
const totalsSelection = {
  sale_count: sql<number>`coalesce(sum(${tradeHourly.sale_count}), 0)::int`,
  sale_amount: sql<number>`coalesce(sum(${tradeHourly.sale_amount}), 0)::bigint`.mapWith(Number),
  sale_weight_g: sql<number>`coalesce(sum(${tradeHourly.sale_weight_g}), 0)::bigint`.mapWith(Number),
  sale_pieces: sql<number>`coalesce(sum(${tradeHourly.sale_pieces}), 0)::bigint`.mapWith(Number),
  return_count: sql<number>`coalesce(sum(${tradeHourly.return_count}), 0)::int`,
  return_amount: sql<number>`coalesce(sum(${tradeHourly.return_amount}), 0)::bigint`.mapWith(Number),
};
type Sums = { [K in keyof typeof totalsSelection]: number };

const totalsOf = (sums: Sums | undefined) => {
  const s = sums ?? {
    sale_count: 0,
    sale_amount: 0,
    sale_weight_g: 0,
    sale_pieces: 0,
    return_count: 0,
    return_amount: 0,
  };
  return {
    ...s,
    net_amount: s.sale_amount - s.return_amount,
    avg_sale: s.sale_count > 0 ? Math.round(s.sale_amount / s.sale_count) : 0,
  };
};

/** Which rows a caller sees: their company's (an administrator: all, or the company named), one shop if named. */
async function scopeOf(ctx: Ctx, query: Out<typeof dashboardTodayQuerySchema>) {
  const company = (table: { company_id: PgColumn }) =>
    and(companyScope(ctx.actor, table), query.company_id ? eq(table.company_id, query.company_id) : undefined);
  if (query.shop_id) {
    const [shop] = await ctx.db
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.id, query.shop_id), company(shops)));
    if (!shop) {
      throw notFound('shop_id');
    }
  }
  return {
    rollup: and(company(tradeHourly), query.shop_id ? eq(tradeHourly.shop_id, query.shop_id) : undefined),
    trades: and(company(trades), query.shop_id ? eq(trades.shop_id, query.shop_id) : undefined),
    scales: and(company(scales), query.shop_id ? eq(scales.shop_id, query.shop_id) : undefined),
  };
}

/** The reader's midnight, which must be within two days of now. */
function dayStart(from: Date, now: Date): Date {
  if (Math.abs(now.getTime() - from.getTime()) > 2 * DAY_MS) {
    throw invalidField('from', 'day_start_invalid');
  }
  return from;
}

/**
 * `GET /api/management/dashboard/today`: today against yesterday, the hours of today, the scales
 * online and the latest sales, for the caller's company or one shop of it.
 */
export async function dashboardToday(ctx: Ctx, query: Out<typeof dashboardTodayQuerySchema>) {
  const now = ctx.now();
  const from = dayStart(query.from, now);
  const scope = await scopeOf(ctx, query);
  const yesterday = new Date(from.getTime() - DAY_MS);
  const sumsBetween = (start: Date, end: Date, endInclusive = false) =>
    ctx.db
      .select(totalsSelection)
      .from(tradeHourly)
      .where(
        and(
          scope.rollup,
          gte(tradeHourly.hour, start),
          endInclusive ? lte(tradeHourly.hour, end) : lt(tradeHourly.hour, end),
        ),
      );
  const hourOf = sql<Date>`${tradeHourly.hour}`.mapWith(tradeHourly.hour);
  const onlineSince = new Date(now.getTime() - SCALE_ONLINE_SECONDS * 1000);

  const [[today], [yesterdayByNow], [wholeYesterday], hours, [scaleCounts], latest] = await Promise.all([
    sumsBetween(from, new Date(from.getTime() + DAY_MS)),
    sumsBetween(yesterday, new Date(now.getTime() - DAY_MS), true),
    sumsBetween(yesterday, from),
    ctx.db
      .select({
        hour: hourOf,
        sale_amount: sql<number>`sum(${tradeHourly.sale_amount})::bigint`.mapWith(Number),
        sale_count: sql<number>`sum(${tradeHourly.sale_count})::int`,
      })
      .from(tradeHourly)
      .where(and(scope.rollup, gte(tradeHourly.hour, from), lt(tradeHourly.hour, new Date(from.getTime() + DAY_MS))))
      .groupBy(tradeHourly.hour),
    ctx.db
      .select({
        total: sql<number>`count(*)::int`,
        online: sql<number>`(count(*) FILTER (WHERE ${gt(scales.last_seen_time, onlineSince)}))::int`,
      })
      .from(scales)
      .where(scope.scales),
    latestSales(ctx, scope.trades, from),
  ]);

  const byHour = new Map(hours.map((row) => [row.hour.getTime(), row]));
  return {
    now,
    today: totalsOf(today),
    yesterday_by_now: totalsOf(yesterdayByNow),
    yesterday: totalsOf(wholeYesterday),
    hourly: Array.from({ length: 24 }, (_, index) => {
      const hour = new Date(from.getTime() + index * HOUR_MS);
      const row = byHour.get(hour.getTime());
      return { hour, sale_amount: row?.sale_amount ?? 0, sale_count: row?.sale_count ?? 0 };
    }),
    scales: scaleCounts ?? { total: 0, online: 0 },
    latest,
  };
}

/** Today's newest sales: the company and time index reads only these rows. */
function latestSales(ctx: Ctx, where: SQL | undefined, from: Date) {
  return ctx.db
    .select({
      id: trades.id,
      trade_time: trades.trade_time,
      name: trades.name,
      shop_name: sql<string>`coalesce(${shops.name}, '')`,
      scale_name: sql<string>`coalesce(${scales.scale_name}, '')`,
      weight_g: trades.weight_g,
      quantity: trades.quantity,
      total_price: trades.total_price,
      type: trades.type,
    })
    .from(trades)
    .leftJoin(shops, eq(shops.id, trades.shop_id))
    .leftJoin(scales, eq(scales.id, trades.scale_id))
    .where(and(where, gte(trades.trade_time, from)))
    .orderBy(desc(trades.trade_time), desc(trades.id))
    .limit(LATEST_SALES);
}

/**
 * `GET /api/management/dashboard/shops`: each shop of the caller's company (administrators: every
 * company's, or `company_id`'s) with today's net sales and count against yesterday by the same
 * hour, best first; shops without sales are listed too.
 */
export async function dashboardShops(ctx: Ctx, query: Out<typeof dashboardShopsQuerySchema>) {
  const now = ctx.now();
  const from = dayStart(query.from, now);
  const yesterday = new Date(from.getTime() - DAY_MS);
  const yesterdayByNow = new Date(now.getTime() - DAY_MS);
  const today = sql`${tradeHourly.hour} >= ${from.toISOString()}::timestamptz`;
  const before = sql`${tradeHourly.hour} < ${from.toISOString()}::timestamptz AND ${tradeHourly.hour} <= ${yesterdayByNow.toISOString()}::timestamptz`;
  const net = (when: SQL) =>
    sql<number>`coalesce(sum(${tradeHourly.sale_amount} - ${tradeHourly.return_amount}) FILTER (WHERE ${when}), 0)::bigint`.mapWith(
      Number,
    );
  const count = (when: SQL) => sql<number>`coalesce(sum(${tradeHourly.sale_count}) FILTER (WHERE ${when}), 0)::int`;
  const rows = await ctx.db
    .select({
      shop_id: shops.id,
      shop_name: shops.name,
      company_name: companies.name,
      today_net: net(today),
      today_count: count(today),
      before_net: net(before),
      before_count: count(before),
    })
    .from(shops)
    .innerJoin(companies, eq(companies.id, shops.company_id))
    .leftJoin(
      tradeHourly,
      and(
        eq(tradeHourly.shop_id, shops.id),
        gte(tradeHourly.hour, yesterday),
        lt(tradeHourly.hour, new Date(from.getTime() + DAY_MS)),
      ),
    )
    .where(and(companyScope(ctx.actor, shops), query.company_id ? eq(shops.company_id, query.company_id) : undefined))
    .groupBy(shops.id, shops.name, companies.name);
  return {
    now,
    shops: rows
      .map((row) => ({
        shop_id: row.shop_id,
        shop_name: row.shop_name,
        company_name: row.company_name,
        today: { net_amount: row.today_net, sale_count: row.today_count },
        yesterday_by_now: { net_amount: row.before_net, sale_count: row.before_count },
      }))
      .sort((a, b) => b.today.net_amount - a.today.net_amount || a.shop_id - b.shop_id),
  };
}
