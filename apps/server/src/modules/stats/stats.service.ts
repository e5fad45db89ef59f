import {
  isAdminRole,
  STATS_TIME_ZONE,
  type StatsTotals,
  type statsGoodsQuerySchema,
  type statsQuerySchema,
  type statsShopsQuerySchema,
  type StatsUnit,
} from '@tm/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '../../http/context';
import { notFound } from '../../http/errors';
import { companyScope } from '../../http/scope';
import { containsText } from '../../http/search';
import { rowsOf as queryRows } from '../../db/rows';
import { assertFeature } from '../companies/features';
import { goods } from '../goods/goods.table';
import { shops } from '../shops/shops.table';
import { SALES_SUMS } from '../trades/trades.rollup';
import {
  dayEndSql,
  dayStartSql,
  localHour,
  monthsLessDaysOf,
  periodOf,
  previousOf,
  trendLabels,
  wholeMonthsOf,
  type Period,
} from './stats.period';

type StatsQuery = z.output<typeof statsQuerySchema>;
type StatsShopsQuery = z.output<typeof statsShopsQuerySchema>;
type StatsGoodsQuery = z.output<typeof statsGoodsQuerySchema>;

/*
 * Statistics (docs/statistics.md) read only the rollups kept at ingest (trades.rollup.ts):
 * per day and per hour, every company's (`trade_all_daily`, `trade_all_hourly`), the company's
 * (`trade_company_daily`, `trade_company_hourly`) or, where a shop is named or shops are compared,
 * the shops' (`trade_daily`, `trade_hourly`); for goods, the company's rows per good
 * (`trade_company_daily_goods`, whole months from `trade_company_monthly_goods`), or a shop's
 * scales' rows (`trade_daily_goods`), which also give the scales' shares and a shop's categories;
 * for a company's categories, its rows per category (`trade_company_daily_categories`,
 * `trade_company_monthly_categories`); the shop ranking, the shops' months and days
 * (`trade_monthly`, `trade_daily`).
 * Each query first adds up the rollup rows of the period (and the one
 * before) by an index on (company or shop or good, day), then joins the few names it shows.
 */

const SUM_FIELDS = SALES_SUMS;
type Sums = Record<(typeof SUM_FIELDS)[number], number>;

const count = z.coerce.number();
const sumsShape = Object.fromEntries(SUM_FIELDS.map((field) => [field, count])) as Record<
  (typeof SUM_FIELDS)[number],
  typeof count
>;
const sumsRow = z.object(sumsShape);
// Each query's rows are checked against a schema built once, here: built on every request, the
// schemas were 3 % of the time a statistics answer takes.
const totalsRow = z.record(z.string(), count);
const heatRow = z.object({ weekday: count, hour: count, sale_count: count, sale_amount: count });
/** What a share of a good's or a shop's sales shows: the figures `trade_daily_goods_good_idx` holds. */
const SHARE_FIELDS = ['sale_count', 'sale_amount', 'sale_weight_g', 'sale_pieces'] as const;
const shareRow = sumsRow.pick({ sale_count: true, sale_amount: true, sale_weight_g: true, sale_pieces: true });
const categoryRow = shareRow.extend({ category: z.string() });
const orderShopRow = z.object({
  shop_id: count,
  shop_name: z.string(),
  order_count: count,
  sale_count: count,
  sale_amount: count,
});
const shopRankRow = sumsRow.extend({
  shop_id: count,
  shop_name: z.string(),
  company_name: z.string(),
  previous_net_amount: count,
});
const totalRow = z.object({ total: count });
const hourRow = z.object({ hour: count, sale_count: count, sale_amount: count });
const nameRow = z.object({ name: z.string() });

/**
 * The sums of the rollup rows that match `when` (all rows without it), named `<prefix><field>`;
 * of `fields` only where given.
 */
function sumsSql(when: SQL = sql`true`, prefix = '', fields: readonly string[] = SUM_FIELDS): SQL {
  return sql.join(
    fields.map(
      (field) =>
        sql`coalesce(sum(${sql.identifier(field)}) FILTER (WHERE ${when}), 0)::bigint AS ${sql.identifier(prefix + field)}`,
    ),
    sql`, `,
  );
}

const daysSql = (from: string, to: string) => sql`day BETWEEN ${from}::date AND ${to}::date`;

function totalsOf(sums: Sums): StatsTotals {
  return {
    ...sums,
    net_amount: sums.sale_amount - sums.return_amount,
    avg_order: sums.order_count > 0 ? Math.round(sums.sale_amount / sums.order_count) : 0,
  };
}

const rowsOf = <T extends z.ZodType>(ctx: Ctx, schema: T, query: SQL) => queryRows(ctx.db, schema, query);

/**
 * What a caller may add up: their company (administrators: all, or the one named), one shop if
 * named; `everyCompany` when that is every company's sales.
 */
type Scope = { company: SQL; shop: SQL; shopId: number | undefined; everyCompany: boolean };

async function scopeOf(
  ctx: Ctx,
  query: { company_id?: number | undefined; shop_id?: number | undefined },
): Promise<Scope> {
  assertFeature(ctx.actor, 'analysis');
  const conditions: SQL[] = [];
  if (!isAdminRole(ctx.actor.role_type)) {
    conditions.push(ctx.actor.company_id === null ? sql`false` : sql`company_id = ${ctx.actor.company_id}`);
  }
  if (query.company_id) {
    conditions.push(sql`company_id = ${query.company_id}`);
  }
  if (query.shop_id) {
    await shopInScope(ctx, query.shop_id, query.company_id, 'shop_id');
  }
  return {
    company: conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`true`,
    shop: query.shop_id ? sql`shop_id = ${query.shop_id}` : sql`true`,
    shopId: query.shop_id,
    everyCompany: conditions.length === 0 && !query.shop_id,
  };
}

async function shopInScope(ctx: Ctx, id: number, companyId: number | undefined, field: string) {
  const [shop] = await ctx.db
    .select({ id: shops.id, name: shops.name, company_id: shops.company_id })
    .from(shops)
    .where(
      and(eq(shops.id, id), companyScope(ctx.actor, shops), companyId ? eq(shops.company_id, companyId) : undefined),
    );
  if (!shop) {
    throw notFound(field);
  }
  return shop;
}

const within = (scope: Scope) => sql`${scope.company} AND ${scope.shop}`;

/**
 * Rollup rows of a period's days as a table to select from, each with its `day`; with
 * `withPrevious`, also those of the period before, told apart by `in_period`. Each table is read
 * once, over all the ranges it holds: a union of small scans would be planned in parallel, whose
 * workers take longer to start than the scans.
 */
type RowsOf = (period: Period, withPrevious?: boolean) => SQL;

/** The rows of a daily rollup (`Rollups['days']`) in the period: one range, as the periods are adjacent. */
const dailyRows =
  (days: SQL): RowsOf =>
  (period, withPrevious = false) =>
    sql`(SELECT day >= ${period.from}::date AS in_period, * FROM ${days} AS d
      WHERE ${daysSql(withPrevious ? period.previous_from : period.from, period.to)})`;

/** The columns every goods rollup row is read with, whichever table holds it. */
const GOODS_COLUMNS = sql.raw(['good_id', 'plu', ...SUM_FIELDS, 'min_unit_price', 'max_unit_price'].join(', '));

const anyRange = (column: string, ranges: [string, string][]) =>
  sql`(${sql.join(
    ranges.map(([first, last]) => sql`${sql.identifier(column)} BETWEEN ${first}::date AND ${last}::date`),
    sql` OR `,
  )})`;

/**
 * The goods rollup rows of `scope` that match `also` (a month's row has the month's first day as
 * its `day`). A named shop's come from its scales' rows; otherwise from the company rollups, where
 * the whole months of each period are one row per good (unless `byDay`): a year is about forty
 * rows a good instead of one per scale and day (docs/performance.md, statistics).
 */
const goodsRows =
  (scope: Scope, also: SQL = sql`true`, byDay = false): RowsOf =>
  (period, withPrevious = false) => {
    const inPeriod = (column: string) => sql`${sql.identifier(column)} >= ${period.from}::date`;
    if (scope.shopId !== undefined) {
      return sql`(SELECT ${inPeriod('day')} AS in_period, day, ${GOODS_COLUMNS} FROM trade_daily_goods
        WHERE ${within(scope)} AND ${also} AND ${daysSql(withPrevious ? period.previous_from : period.from, period.to)})`;
    }
    const spans: [string, string][] = withPrevious
      ? [
          [period.previous_from, period.previous_to],
          [period.from, period.to],
        ]
      : [[period.from, period.to]];
    const months: [string, string][] = [];
    const days: [string, string][] = [];
    for (const [first, last] of spans) {
      const whole = byDay ? null : wholeMonthsOf(first, last);
      months.push(...(whole ? [whole.months] : []));
      days.push(...(whole ? whole.days : [[first, last] as [string, string]]));
    }
    const parts = [
      ...(months.length > 0
        ? [
            sql`SELECT ${inPeriod('month')} AS in_period, month AS day, ${GOODS_COLUMNS} FROM trade_company_monthly_goods
              WHERE ${scope.company} AND ${also} AND ${anyRange('month', months)}`,
          ]
        : []),
      ...(days.length > 0
        ? [
            sql`SELECT ${inPeriod('day')} AS in_period, day, ${GOODS_COLUMNS} FROM trade_company_daily_goods
              WHERE ${scope.company} AND ${also} AND ${anyRange('day', days)}`,
          ]
        : []),
    ];
    return sql`(${sql.join(parts, sql` UNION ALL `)})`;
  };

/**
 * Rows of a daily rollup and of its monthly one (`month` its first day) that add up to
 * `first`–`last`, for sums alone: a month the span holds most of is its month row less the rows of
 * its days outside the span (their sums negated; `monthsLessDaysOf`). Each row has `keys` and the
 * sums.
 */
function monthsLessDaysRows(
  tables: { monthly: string; daily: string },
  keys: readonly string[],
  where: SQL,
  first: string,
  last: string,
): SQL {
  const columns = (sign: '' | '-') =>
    sql.raw([...keys, ...SUM_FIELDS.map((field) => `${sign}${field} AS ${field}`)].join(', '));
  const { months, days, lessDays } = monthsLessDaysOf(first, last);
  const parts = [
    ...(months.length > 0
      ? [
          sql`SELECT ${columns('')} FROM ${sql.identifier(tables.monthly)}
            WHERE ${where} AND ${anyRange('month', months)}`,
        ]
      : []),
    ...[
      { spans: days, sign: '' as const },
      { spans: lessDays, sign: '-' as const },
    ]
      .filter(({ spans }) => spans.length > 0)
      .map(
        ({ spans, sign }) =>
          sql`SELECT ${columns(sign)} FROM ${sql.identifier(tables.daily)} WHERE ${where} AND ${anyRange('day', spans)}`,
      ),
  ];
  return sql`(${sql.join(parts, sql` UNION ALL `)})`;
}

/**
 * Goods rollup rows (`good_id`, `plu` and the sums) that add up to `scope`'s sales in
 * `first`–`last` for the goods that match `also`, for sums alone: from the company rollups, months
 * less days (the last 30 days of every company were 190 000 day rows; now a month's 10 000 and two
 * days'). A named shop's come from its scales' day rows.
 */
const goodsSumsRows =
  (scope: Scope, also: SQL = sql`true`) =>
  (first: string, last: string): SQL => {
    if (scope.shopId !== undefined) {
      return sql`(SELECT good_id, plu, ${sql.raw(SUM_FIELDS.join(', '))} FROM trade_daily_goods
        WHERE ${within(scope)} AND ${also} AND ${daysSql(first, last)})`;
    }
    return monthsLessDaysRows(
      { monthly: 'trade_company_monthly_goods', daily: 'trade_company_daily_goods' },
      ['good_id', 'plu'],
      sql`${scope.company} AND ${also}`,
      first,
      last,
    );
  };

/**
 * Rows of `category` and the sums that add up to `scope`'s sales in `first`–`last` by category.
 * A company's, or every company's, from the category rollups, months less days (every company's
 * year: 19 000 rows of months and days instead of 121 000 goods months and their days); a named
 * shop's from its scales' goods rows, each taking its good's category (summed once, by category:
 * summing by good first was a second aggregation).
 */
function categorySumsRows(scope: Scope, first: string, last: string): SQL {
  if (scope.shopId !== undefined) {
    return sql`(SELECT coalesce(g.category, '') AS category, ${sql.raw(SHARE_FIELDS.map((field) => `s.${field}`).join(', '))}
      FROM ${goodsSumsRows(scope)(first, last)} AS s LEFT JOIN goods g ON g.id = s.good_id)`;
  }
  return monthsLessDaysRows(
    { monthly: 'trade_company_monthly_categories', daily: 'trade_company_daily_categories' },
    ['category'],
    scope.company,
    first,
    last,
  );
}

/** The period's and the previous period's sums of the rows `rows` gives. */
async function periodTotals(ctx: Ctx, rows: RowsOf, period: Period) {
  const [row = {}] = await rowsOf(
    ctx,
    totalsRow,
    sql`SELECT ${sumsSql(sql`in_period`)}, ${sumsSql(sql`NOT in_period`, 'previous_')}
      FROM ${rows(period, true)} AS r`,
  );
  const sumsFrom = (prefix: string) =>
    Object.fromEntries(SUM_FIELDS.map((field) => [field, row[prefix + field] ?? 0])) as Sums;
  return { current: totalsOf(sumsFrom('')), previous: totalsOf(sumsFrom('previous_')) };
}

const pointRow = sumsRow.extend({ at: z.string() });
const goodPointRow = pointRow.extend({ min_unit_price: count.nullable(), max_unit_price: count.nullable() });

/** Daily and hourly rollup rows to add up, as tables to select from. */
type Rollups = { days: SQL; hours: SQL };

/**
 * A scope's rollup rows: every company's together, or the company's own, unless a shop is named, so
 * the days and hours of a long period are one row each instead of one per company or shop.
 */
function rollupsOf(scope: Scope): Rollups {
  if (scope.everyCompany) {
    return { days: sql`trade_all_daily`, hours: sql`trade_all_hourly` };
  }
  return scope.shopId === undefined
    ? {
        days: sql`(SELECT * FROM trade_company_daily WHERE ${scope.company})`,
        hours: sql`(SELECT * FROM trade_company_hourly WHERE ${scope.company})`,
      }
    : shopRollups(within(scope));
}

/** The rollup rows of the shops that match `where`. */
const shopRollups = (where: SQL): Rollups => ({
  days: sql`(SELECT * FROM trade_daily WHERE ${where})`,
  hours: sql`(SELECT * FROM trade_hourly WHERE ${where})`,
});

/** Sums per hour, day or month, every label present. */
async function trend(ctx: Ctx, rollups: Rollups, from: string, to: string, unit: StatsUnit) {
  const query =
    unit === 'hour'
      ? sql`SELECT to_char(${localHour(sql`hour`)}, 'YYYY-MM-DD HH24:00') AS at, ${sumsSql()} FROM ${rollups.hours} AS h
          WHERE hour >= ${dayStartSql(from)} AND hour < ${dayEndSql(to)} GROUP BY 1`
      : sql`SELECT to_char(day, ${unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'}) AS at, ${sumsSql()} FROM ${rollups.days} AS d
          WHERE ${daysSql(from, to)} GROUP BY 1`;
  const byLabel = new Map((await rowsOf(ctx, pointRow, query)).map((row) => [row.at, row]));
  return trendLabels(from, to, unit).map((at) => byLabel.get(at) ?? { at, ...emptySums() });
}

const emptySums = (): Sums => Object.fromEntries(SUM_FIELDS.map((field) => [field, 0])) as Sums;

async function trends(ctx: Ctx, rollups: Rollups, period: Period) {
  const [current, previous] = await Promise.all([
    trend(ctx, rollups, period.from, period.to, period.unit),
    trend(ctx, rollups, period.previous_from, period.previous_to, period.unit),
  ]);
  return { trend: current, previous_trend: previous };
}

/** `GET /api/management/stats/sales`: saleAnalysis. */
export async function salesStats(ctx: Ctx, query: StatsQuery) {
  const scope = await scopeOf(ctx, query);
  const period = periodOf(query);
  const rollups = rollupsOf(scope);
  const [totals, drawn, heat, categories] = await Promise.all([
    periodTotals(ctx, dailyRows(rollups.days), period),
    trends(ctx, rollups, period),
    // OFFSET 0 keeps the hours' subquery whole: merged into the outer query, each hour's China time
    // was worked out twice, for the weekday and for the hour (a company's year: 8.9 → 4.3 ms).
    rowsOf(
      ctx,
      heatRow,
      sql`SELECT extract(isodow FROM local)::int AS weekday, extract(hour FROM local)::int AS hour,
          sum(sale_count)::bigint AS sale_count, sum(sale_amount)::bigint AS sale_amount
        FROM (SELECT ${localHour(sql`hour`)} AS local, sale_count, sale_amount FROM ${rollups.hours} AS h
          WHERE hour >= ${dayStartSql(period.from)} AND hour < ${dayEndSql(period.to)} OFFSET 0) AS hours
        GROUP BY 1, 2 HAVING sum(sale_count) > 0 ORDER BY 1, 2`,
    ),
    rowsOf(
      ctx,
      categoryRow,
      sql`SELECT category, ${sumsSql(sql`true`, '', SHARE_FIELDS)}
        FROM ${categorySumsRows(scope, period.from, period.to)} AS s
        GROUP BY 1 HAVING sum(s.sale_count) > 0 ORDER BY 3 DESC, 1`,
    ),
  ]);
  return { period, ...totals, ...drawn, heat, categories };
}

/** `GET /api/management/stats/orders`: orderAnalysis. */
export async function orderStats(ctx: Ctx, query: StatsQuery) {
  const scope = await scopeOf(ctx, query);
  const period = periodOf(query);
  const rollups = rollupsOf(scope);
  const [totals, drawn, byShop] = await Promise.all([
    periodTotals(ctx, dailyRows(rollups.days), period),
    trends(ctx, rollups, period),
    rowsOf(
      ctx,
      orderShopRow,
      sql`SELECT s.shop_id, coalesce(sh.name, '') AS shop_name, s.order_count, s.sale_count, s.sale_amount
        FROM (SELECT shop_id, ${sumsSql()} FROM trade_daily WHERE ${within(scope)} AND ${daysSql(period.from, period.to)}
          GROUP BY shop_id) AS s
        LEFT JOIN shops sh ON sh.id = s.shop_id
        WHERE s.sale_count > 0 ORDER BY s.order_count DESC, s.shop_id`,
    ),
  ]);
  return {
    period,
    ...totals,
    ...drawn,
    shops: byShop.map((row) => ({
      ...row,
      avg_order: row.order_count > 0 ? Math.round(row.sale_amount / row.order_count) : 0,
    })),
  };
}

const SORT_COLUMNS = { amount: 'sale_amount', count: 'sale_count', weight: 'sale_weight_g', pieces: 'sale_pieces' };

const goodRow = z.object({
  good_id: count,
  plu: count,
  name: z.string(),
  category: z.string(),
  pricing_mode: z.string(),
  img_url: z.string(),
  sale_count: count,
  sale_amount: count,
  sale_weight_g: count,
  sale_pieces: count,
  return_amount: count,
  previous_sale_amount: count,
});
const listedGoodRow = goodRow.extend({ total: count });

/**
 * `GET /api/management/stats/goods`: goodAnalysis. The company's goods (those that sold nothing
 * too, so the slowest come first when ascending) and the PLUs sold without a good, ranked.
 */
export async function goodsStats(ctx: Ctx, query: StatsGoodsQuery) {
  const scope = await scopeOf(ctx, query);
  const period = periodOf(query, false);
  const filters = sql.join(
    [
      query.q ? sql`(${containsText(sql`name`, query.q)} OR plu::text = ${query.q})` : sql`true`,
      query.category !== undefined ? sql`category = ${query.category}` : sql`true`,
    ],
    sql` AND `,
  );
  const direction = sql.raw(query.order === 'asc' ? 'ASC' : 'DESC');
  const orderOf = (table: string) => {
    const column = (name: string) => sql`${sql.identifier(table)}.${sql.identifier(name)}`;
    return sql`${column(SORT_COLUMNS[query.sort])} ${direction}, ${column('plu')}, ${column('good_id')}`;
  };
  const listed = listedGoods(scope, period);
  // The previous period's amount is shown beside each good of the page: added up for those goods
  // alone, not for every good before ranking (that doubled the rows a ranking read).
  const [rows, totals] = await Promise.all([
    rowsOf(
      ctx,
      listedGoodRow,
      sql`${listed},
        page AS (SELECT *, count(*) OVER () AS total FROM listed WHERE ${filters}
          ORDER BY ${orderOf('listed')} LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}),
        previous AS (
          SELECT good_id, CASE WHEN good_id = 0 THEN plu END AS unknown_plu, sum(sale_amount) AS sale_amount
          FROM ${goodsSumsRows(scope, sql`good_id IN (SELECT good_id FROM page)`)(period.previous_from, period.previous_to)} AS r
          GROUP BY 1, 2)
        SELECT page.*, coalesce(previous.sale_amount, 0) AS previous_sale_amount
        FROM page LEFT JOIN previous ON previous.good_id = page.good_id
          AND previous.unknown_plu IS NOT DISTINCT FROM CASE WHEN page.good_id = 0 THEN page.plu END
        ORDER BY ${orderOf('page')}`,
    ),
    periodTotals(ctx, dailyRows(rollupsOf(scope).days), period),
  ]);
  // Past the last page the window count comes back with no row: count apart.
  const total =
    rows[0]?.total ??
    (query.page > 1
      ? ((await rowsOf(ctx, totalRow, sql`${listed} SELECT count(*) AS total FROM listed WHERE ${filters}`))[0]
          ?.total ?? 0)
      : 0);
  return { period, totals: totals.current, list: rows.map(({ total: _total, ...row }) => row), meta: { total } };
}

/**
 * `WITH … listed`: per good of the company (sold or not) and per PLU sold without a good in the
 * period or the one before, the period's sums.
 */
function listedGoods(scope: Scope, period: Period): SQL {
  // A month less its days gives a good that sold only on those days a row of nothing: left out, as
  // it would be had the days been read.
  return sql`WITH sold AS (
      SELECT good_id, max(plu) FILTER (WHERE sale_count + return_count > 0) AS plu, ${sumsSql(sql`in_period`)}
      FROM (SELECT true AS in_period, * FROM ${goodsSumsRows(scope)(period.from, period.to)} AS c
        UNION ALL
        SELECT false, good_id, plu, ${sql.raw(SUM_FIELDS.join(', '))}
        FROM ${goodsRows(scope, sql`good_id = 0`)(previousOf(period))} AS p) AS r
      GROUP BY good_id, CASE WHEN good_id = 0 THEN plu END
      HAVING sum(sale_count + return_count) FILTER (WHERE in_period) <> 0 OR bool_or(NOT in_period)),
    listed AS (
      SELECT coalesce(g.id, s.good_id) AS good_id, coalesce(g.plu, s.plu) AS plu, coalesce(g.name, '') AS name,
        coalesce(g.category, '') AS category, coalesce(g.pricing_mode, 'by_weight') AS pricing_mode,
        coalesce(g.img_url, '') AS img_url, coalesce(s.sale_count, 0) AS sale_count,
        coalesce(s.sale_amount, 0) AS sale_amount, coalesce(s.sale_weight_g, 0) AS sale_weight_g,
        coalesce(s.sale_pieces, 0) AS sale_pieces, coalesce(s.return_amount, 0) AS return_amount
      FROM sold s
      FULL JOIN (SELECT * FROM goods WHERE ${scope.company}) AS g ON g.id = s.good_id)`;
}

const goodScaleShareRow = shareRow.extend({
  scale_id: count,
  scale_name: z.string(),
  shop_id: count,
  shop_name: z.string(),
});
const shopScaleShareRow = shareRow.extend({ scale_id: count, scale_name: z.string() });
const priceChangeRow = z.object({
  changed_time: z.string(),
  zone_name: z.string().nullable(),
  old_price: count.nullable(),
  new_price: count.nullable(),
});

/** `GET /api/management/stats/goods/:id`: one good's sales against its prices, and where it sells. */
export async function goodStats(ctx: Ctx, id: number, query: StatsQuery) {
  const scope = await scopeOf(ctx, query);
  const period = periodOf(query, false);
  const ofGood = sql`good_id = ${id}`;
  const where = sql`${within(scope)} AND ${ofGood}`;
  const current = daysSql(period.from, period.to);
  // The good is read beside its figures rather than before them (one round trip less): the figures
  // of a good the caller may not see are read, then dropped for the 404.
  const [[good], totals, points, priceChanges, byScale] = await Promise.all([
    ctx.db
      .select({
        good_id: goods.id,
        plu: goods.plu,
        name: goods.name,
        category: goods.category,
        pricing_mode: goods.pricing_mode,
        img_url: goods.img_url,
        unit_price: goods.unit_price,
        weight_unit: goods.weight_unit,
      })
      .from(goods)
      .where(
        and(
          eq(goods.id, id),
          companyScope(ctx.actor, goods),
          query.company_id ? eq(goods.company_id, query.company_id) : undefined,
        ),
      ),
    periodTotals(ctx, goodsRows(scope, ofGood), period),
    rowsOf(
      ctx,
      goodPointRow,
      sql`SELECT to_char(day, ${period.unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'}) AS at, ${sumsSql()},
          min(min_unit_price) AS min_unit_price, max(max_unit_price) AS max_unit_price
        FROM ${goodsRows(scope, ofGood, period.unit === 'day')(period)} AS r GROUP BY 1`,
    ),
    rowsOf(
      ctx,
      priceChangeRow,
      sql`SELECT to_char(c.changed_time AT TIME ZONE ${STATS_TIME_ZONE}, 'YYYY-MM-DD HH24:MI') AS changed_time,
          c.zone_name, c.old_price, c.new_price
        FROM (
          SELECT changed_time, NULL::text AS zone_name, old_price, new_price, 0 AS zone_order, id
            FROM good_price_changes WHERE good_id = ${id}
          UNION ALL
          SELECT z.changed_time, pz.name, z.old_price, z.new_price, 1, z.id
            FROM zone_price_changes z JOIN price_zones pz ON pz.id = z.zone_id WHERE z.good_id = ${id}) c
        WHERE c.changed_time >= ${dayStartSql(period.from)} AND c.changed_time < ${dayEndSql(period.to)}
        ORDER BY c.changed_time, c.zone_order, c.zone_name, c.id`,
    ),
    // One pass over the good's rows per scale; its shops are added up from them below.
    rowsOf(
      ctx,
      goodScaleShareRow,
      sql`SELECT s.scale_id, coalesce(sc.scale_name, '') AS scale_name, s.shop_id, coalesce(sh.name, '') AS shop_name,
          s.sale_count, s.sale_amount, s.sale_weight_g, s.sale_pieces
        FROM (SELECT scale_id, shop_id, ${sumsSql(sql`true`, '', SHARE_FIELDS)} FROM trade_daily_goods
          WHERE ${where} AND ${current}
          GROUP BY scale_id, shop_id) AS s
        LEFT JOIN scales sc ON sc.id = s.scale_id LEFT JOIN shops sh ON sh.id = s.shop_id
        ORDER BY s.sale_amount DESC, s.scale_id`,
    ),
  ]);
  if (!good) {
    throw notFound('id');
  }
  const byLabel = new Map(points.map((row) => [row.at, row]));
  return {
    period,
    good,
    ...totals,
    trend: trendLabels(period.from, period.to, period.unit).map(
      (at) => byLabel.get(at) ?? { at, ...emptySums(), min_unit_price: null, max_unit_price: null },
    ),
    price_changes: priceChanges,
    shops: sharesByShop(byScale),
    scales: byScale.map(({ shop_id: _shop, ...row }) => row),
  };
}

type Share = z.output<typeof shareRow>;

/** Scales' shares added up per shop, best first. */
function sharesByShop(scales: (Share & { shop_id: number; shop_name: string })[]) {
  const byShop = new Map<number, Share & { shop_id: number; shop_name: string }>();
  for (const { shop_id, shop_name, sale_count, sale_amount, sale_weight_g, sale_pieces } of scales) {
    const shop = byShop.get(shop_id) ?? {
      shop_id,
      shop_name,
      sale_count: 0,
      sale_amount: 0,
      sale_weight_g: 0,
      sale_pieces: 0,
    };
    byShop.set(shop_id, {
      ...shop,
      sale_count: shop.sale_count + sale_count,
      sale_amount: shop.sale_amount + sale_amount,
      sale_weight_g: shop.sale_weight_g + sale_weight_g,
      sale_pieces: shop.sale_pieces + sale_pieces,
    });
  }
  return [...byShop.values()].sort((a, b) => b.sale_amount - a.sale_amount || a.shop_id - b.shop_id);
}

/** `GET /api/management/stats/shops`: shopAnalysis, every shop in scope (those without sales too). */
export async function shopsStats(ctx: Ctx, query: StatsShopsQuery) {
  const scope = await scopeOf(ctx, query);
  const period = periodOf(query);
  // Each shop's sums of the period and of the one before, from its months less days: a year of a
  // shop is about 30 rows instead of 730 (docs/statistics.md).
  const sums = (first: string, last: string) =>
    monthsLessDaysRows({ monthly: 'trade_monthly', daily: 'trade_daily' }, ['shop_id'], scope.company, first, last);
  const [rows, totals] = await Promise.all([
    rowsOf(
      ctx,
      shopRankRow,
      sql`SELECT sh.id AS shop_id, sh.name AS shop_name, c.name AS company_name, ${sumsSql(sql`d.in_period`)},
          coalesce(sum(d.sale_amount - d.return_amount) FILTER (WHERE NOT d.in_period), 0)::bigint AS previous_net_amount
        FROM (SELECT id, name, company_id FROM shops WHERE ${scope.company}) AS sh
        JOIN companies c ON c.id = sh.company_id
        LEFT JOIN (
          SELECT true AS in_period, * FROM ${sums(period.from, period.to)} AS r
          UNION ALL
          SELECT false, * FROM ${sums(period.previous_from, period.previous_to)} AS p) AS d
          ON d.shop_id = sh.id
        GROUP BY sh.id, sh.name, c.name`,
    ),
    periodTotals(ctx, dailyRows(rollupsOf(scope).days), period),
  ]);
  const list = rows
    .map((row) => ({ ...row, ...totalsOf(row) }))
    .sort((a, b) => b.net_amount - a.net_amount || a.shop_id - b.shop_id);
  return { period, totals: totals.current, list };
}

/** `GET /api/management/stats/shops/:id`: one shop's trend, its scales' shares and its hours. */
export async function shopStats(ctx: Ctx, id: number, query: StatsShopsQuery) {
  const scope = await scopeOf(ctx, query);
  const shop = await shopInScope(ctx, id, query.company_id, 'id');
  const period = periodOf(query);
  const where = sql`${scope.company} AND shop_id = ${id}`;
  const rollups = shopRollups(where);
  const [totals, drawn, byScale, hours, [company]] = await Promise.all([
    periodTotals(ctx, dailyRows(rollups.days), period),
    trends(ctx, rollups, period),
    rowsOf(
      ctx,
      shopScaleShareRow,
      sql`SELECT coalesce(sc.id, s.scale_id) AS scale_id, coalesce(sc.scale_name, '') AS scale_name,
          coalesce(s.sale_count, 0) AS sale_count, coalesce(s.sale_amount, 0) AS sale_amount,
          coalesce(s.sale_weight_g, 0) AS sale_weight_g, coalesce(s.sale_pieces, 0) AS sale_pieces
        FROM (SELECT scale_id, ${sumsSql(sql`true`, '', SHARE_FIELDS)} FROM trade_daily_goods
          WHERE ${where} AND ${daysSql(period.from, period.to)}
          GROUP BY scale_id) AS s
        FULL JOIN (SELECT id, scale_name FROM scales WHERE shop_id = ${id}) AS sc ON sc.id = s.scale_id
        ORDER BY 4 DESC, 1`,
    ),
    rowsOf(
      ctx,
      hourRow,
      sql`SELECT extract(hour FROM ${localHour(sql`hour`)})::int AS hour, sum(sale_count)::bigint AS sale_count,
          sum(sale_amount)::bigint AS sale_amount
        FROM trade_hourly WHERE ${where} AND hour >= ${dayStartSql(period.from)} AND hour < ${dayEndSql(period.to)}
        GROUP BY 1`,
    ),
    rowsOf(ctx, nameRow, sql`SELECT name FROM companies WHERE id = ${shop.company_id}`),
  ]);
  const byHour = new Map(hours.map((row) => [row.hour, row]));
  return {
    period,
    shop: { id: shop.id, name: shop.name, company_name: company?.name ?? '' },
    ...totals,
    ...drawn,
    scales: byScale,
    hours: Array.from({ length: 24 }, (_, hour) => byHour.get(hour) ?? { hour, sale_count: 0, sale_amount: 0 }),
  };
}
