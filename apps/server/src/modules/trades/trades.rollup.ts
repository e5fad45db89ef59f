import { STATS_TIME_ZONE } from '@tm/contracts';
import { and, sql, type SQL } from 'drizzle-orm';
import { sqlList } from '../../db/sql-list';

/*
 * The one definition of how trades add up into the rollups (trades.table.ts). Ingest queues the
 * trades it stored and the fold adds them (trades.fold.ts); tests and the demo recompute them from
 * all trades to prove the two agree. A source is a table or CTE with the trades' columns plus
 * `opens_order` (see `withOrderOpenings`).
 */

/** Rendered as literal SQL: a bound parameter would make GROUP BY see two different expressions. */
const DAY = sql.raw(`(trade_time AT TIME ZONE '${STATS_TIME_ZONE}')::date`);
const HOUR = sql`date_trunc('hour', trade_time, 'UTC')`;
const MONTH = sql.raw(`date_trunc('month', trade_time AT TIME ZONE '${STATS_TIME_ZONE}')::date`);
const GOOD = sql`coalesce(good_id, 0)`;
/** The lowest and highest unit price sold at. */
const PRICES = {
  min_unit_price: { of: sql`min(unit_price) FILTER (WHERE type = 'sale')`, merge: 'least' },
  max_unit_price: { of: sql`max(unit_price) FILTER (WHERE type = 'sale')`, merge: 'greatest' },
} satisfies Rollup['extra'];

/** Each count and sum a rollup may keep: how a group of sales makes it, and its type. */
const SUMS = {
  sale_count: { of: sql`(count(*) FILTER (WHERE type = 'sale'))::int`, type: 'int' },
  sale_amount: { of: sql`coalesce(sum(total_price) FILTER (WHERE type = 'sale'), 0)::bigint`, type: 'bigint' },
  sale_weight_g: { of: sql`coalesce(sum(weight_g) FILTER (WHERE type = 'sale'), 0)::bigint`, type: 'bigint' },
  sale_pieces: { of: sql`coalesce(sum(quantity) FILTER (WHERE type = 'sale'), 0)::bigint`, type: 'bigint' },
  return_count: { of: sql`(count(*) FILTER (WHERE type = 'return'))::int`, type: 'int' },
  return_amount: { of: sql`coalesce(sum(total_price) FILTER (WHERE type = 'return'), 0)::bigint`, type: 'bigint' },
  order_count: { of: sql`coalesce(sum(opens_order), 0)::int`, type: 'int' },
  /** Voided records, which add to no sum: for the sales list's count of every record. */
  void_count: { of: sql`(count(*) FILTER (WHERE type = 'void'))::int`, type: 'int' },
} satisfies Record<string, { of: SQL; type: 'int' | 'bigint' }>;
type SumColumn = keyof typeof SUMS;

/** The sums every rollup of sales keeps (the statistics read them by these names). */
export const SALES_SUMS = [
  'sale_count',
  'sale_amount',
  'sale_weight_g',
  'sale_pieces',
  'return_count',
  'return_amount',
  'order_count',
] as const satisfies readonly SumColumn[];

/** `columns` of a group of sales, each named. */
const sumsOf = (columns: SumColumn[]) =>
  sqlList(columns.map((name) => sql`${SUMS[name].of} AS ${sql.identifier(name)}`));

type Rollup = {
  table: string;
  /** The primary key's columns and the expressions that make them. */
  keys: Record<string, SQL>;
  /** Columns that follow from the key (the shop of a scale, the company of a shop). */
  carried: Record<string, SQL>;
  /** Further columns: how a group makes them, and how a stored row takes in a new value. */
  extra?: Record<string, { of: SQL; merge: 'least' | 'greatest' }>;
  /** Keeps `void_count`, for the sales list's count of every record. */
  countsVoids?: true;
  /** Keeps the counts of sales, returns and voids alone: what the sales list counts. */
  countsOnly?: true;
  /** The rows of its fold base it leaves out: those queued before it kept one of its keys. */
  skipsQueued?: SQL;
  /** Keyed by the good's category (`category`), which the source does not hold: see `rollupOf`. */
  byCategory?: true;
  /**
   * What the fold adds it up from (`FOLD_BASES`): its sales summed per shop and hour, or per scale,
   * good and day, fewer rows than the sales.
   */
  foldedFrom: 'shopHours' | 'goodDays';
};

/** The counts and sums a rollup keeps, in the order `rollupOf` selects them. */
const sumColumnsOf = (rollup: Rollup): SumColumn[] =>
  rollup.countsOnly
    ? ['sale_count', 'return_count', 'void_count']
    : rollup.countsVoids
      ? [...SALES_SUMS, 'void_count']
      : [...SALES_SUMS];

/** The rollup counts voided records (which add to no sum), and so has a row for voids alone. */
const countsVoids = (rollup: Rollup) => Boolean(rollup.countsVoids ?? rollup.countsOnly);

/** Every column of a rollup's rows, in the order `rollupOf` selects them: to compare the two. */
export const columnsOf = (rollup: Rollup): string[] => [
  ...Object.keys(rollup.keys),
  ...Object.keys(rollup.carried),
  ...sumColumnsOf(rollup),
  ...Object.keys(rollup.extra ?? {}),
];

export const ROLLUPS = {
  hourly: {
    table: 'trade_hourly',
    keys: { shop_id: sql`shop_id`, hour: HOUR },
    carried: { company_id: sql`company_id` },
    countsVoids: true,
    foldedFrom: 'shopHours',
  },
  companyHourly: {
    table: 'trade_company_hourly',
    keys: { company_id: sql`company_id`, hour: HOUR },
    carried: {},
    countsVoids: true,
    foldedFrom: 'shopHours',
  },
  daily: {
    table: 'trade_daily',
    keys: { shop_id: sql`shop_id`, day: DAY },
    carried: { company_id: sql`company_id` },
    countsVoids: true,
    foldedFrom: 'shopHours',
  },
  monthly: {
    table: 'trade_monthly',
    keys: { shop_id: sql`shop_id`, month: MONTH },
    carried: { company_id: sql`company_id` },
    countsVoids: true,
    foldedFrom: 'shopHours',
  },
  companyDaily: {
    table: 'trade_company_daily',
    keys: { company_id: sql`company_id`, day: DAY },
    carried: {},
    countsVoids: true,
    foldedFrom: 'shopHours',
  },
  allHourly: {
    table: 'trade_all_hourly',
    keys: { hour: HOUR },
    carried: {},
    countsVoids: true,
    foldedFrom: 'shopHours',
  },
  allDaily: {
    table: 'trade_all_daily',
    keys: { day: DAY },
    carried: {},
    countsVoids: true,
    foldedFrom: 'shopHours',
  },
  dailyGoods: {
    table: 'trade_daily_goods',
    keys: { scale_id: sql`scale_id`, day: DAY, good_id: GOOD, plu: sql`plu` },
    carried: { shop_id: sql`shop_id`, company_id: sql`company_id` },
    extra: PRICES,
    foldedFrom: 'goodDays',
  },
  companyDailyGoods: {
    table: 'trade_company_daily_goods',
    keys: { company_id: sql`company_id`, day: DAY, good_id: GOOD, plu: sql`plu` },
    carried: {},
    extra: PRICES,
    foldedFrom: 'goodDays',
  },
  companyMonthlyGoods: {
    table: 'trade_company_monthly_goods',
    keys: { company_id: sql`company_id`, month: MONTH, good_id: GOOD, plu: sql`plu` },
    carried: {},
    extra: PRICES,
    foldedFrom: 'goodDays',
  },
  nameMonthly: {
    table: 'trade_name_monthly',
    keys: { company_id: sql`company_id`, name: sql`name`, plu: sql`plu`, shop_id: sql`shop_id`, month: MONTH },
    carried: {},
    countsOnly: true,
    skipsQueued: sql`name IS NULL`,
    foldedFrom: 'goodDays',
  },
  companyNameMonthly: {
    table: 'trade_company_name_monthly',
    keys: { company_id: sql`company_id`, name: sql`name`, plu: sql`plu`, month: MONTH },
    carried: {},
    countsOnly: true,
    skipsQueued: sql`name IS NULL`,
    foldedFrom: 'goodDays',
  },
  companyDailyCategories: {
    table: 'trade_company_daily_categories',
    keys: { company_id: sql`company_id`, day: DAY, category: sql`category` },
    carried: {},
    byCategory: true,
    foldedFrom: 'goodDays',
  },
  companyMonthlyCategories: {
    table: 'trade_company_monthly_categories',
    keys: { company_id: sql`company_id`, month: MONTH, category: sql`category` },
    carried: {},
    byCategory: true,
    foldedFrom: 'goodDays',
  },
} satisfies Record<string, Rollup>;

const names = (record: Record<string, unknown>) => Object.keys(record).map((name) => sql.identifier(name));

/**
 * `source` with each sale's `category`: its good's in `categories` (a relation of goods' `id` and
 * `category`), '' for a PLU without a good or a good deleted since.
 */
const withCategories = (source: SQL, categories: SQL) => sql`(
  SELECT uncategorized.*, coalesce(category_of.category, '') AS category
  FROM (SELECT * FROM ${source}) AS uncategorized
  LEFT JOIN ${categories} AS category_of ON category_of.id = uncategorized.good_id) AS categorized`;

/**
 * The rollup rows of `source`, one per key. A rollup by category takes the goods' categories from
 * `categories`: the goods table, unless the caller has read them otherwise (the fold, below).
 */
export function rollupOf(rollup: Rollup, source: SQL, categories: SQL = sql`goods`): SQL {
  const extras = Object.entries(rollup.extra ?? {}).map(([name, { of }]) => sql`${of} AS ${sql.identifier(name)}`);
  return groupedBy(
    rollup,
    [sumsOf(sumColumnsOf(rollup)), ...extras],
    sql`
    FROM ${'byCategory' in rollup ? withCategories(source, categories) : source}
    ${countsVoids(rollup) ? sql`` : sql`WHERE type <> 'void'`}`,
  );
}

/**
 * The same rows from `base` (the rows of the rollup's fold base): each key's sums of their sums,
 * the lowest of the lowest prices and the highest of the highest.
 */
function rollupOfBase(rollup: Rollup, base: SQL, categories: SQL): SQL {
  const sums = sumColumnsOf(rollup).map((name) => sql.raw(`sum(${name})::${SUMS[name].type} AS ${name}`));
  const extras = Object.entries(rollup.extra ?? {}).map(([name, { merge }]) =>
    sql.raw(`${merge === 'least' ? 'min' : 'max'}(${name}) AS ${name}`),
  );
  const from = 'byCategory' in rollup ? withCategories(base, categories) : base;
  // A base row of voids alone makes no row of a rollup without voids, as `rollupOf` leaves them out.
  const kept = and(
    countsVoids(rollup) ? undefined : sql`sale_count + return_count > 0`,
    rollup.skipsQueued && sql`NOT (${rollup.skipsQueued})`,
  );
  return groupedBy(rollup, [...sums, ...extras], sql`FROM ${from} ${kept ? sql`WHERE ${kept}` : sql``}`);
}

/** A rollup's keys and carried columns, then `aggregates`, of the rows `from` gives, per key. */
function groupedBy(rollup: Rollup, aggregates: SQL[], from: SQL): SQL {
  const grouped = [...Object.values(rollup.keys), ...Object.values(rollup.carried)];
  const columns = Object.entries({ ...rollup.keys, ...rollup.carried }).map(
    ([name, expr]) => sql`${expr} AS ${sql.identifier(name)}`,
  );
  return sql`
    SELECT ${sqlList([...columns, ...aggregates])}
    ${from}
    GROUP BY ${sqlList(grouped)}`;
}

/**
 * What the fold adds the rollups up from: the sales of an upload (`source`, trades' columns with
 * `opens_order`) summed two ways, queued in a table each as the upload stores them (trades.table.ts)
 * and taken by the fold. A row keeps a time of its sales as `trade_time`, from which the rollups'
 * HOUR, DAY and MONTH give what they give from each of its sales (China's days and months begin on
 * whole UTC hours); the rollups add up their sums again (`rollupOfBase`), several uploads' at once.
 */
const EVERY_SUM: SumColumn[] = [...SALES_SUMS, 'void_count'];
const FOLD_BASES = {
  /** Per shop and UTC hour: a few dozen rows for a thousand sales. */
  shopHours: {
    queue: 'trade_queue_shop_hours',
    columns: `shop_id, company_id, trade_time, ${EVERY_SUM.join(', ')}`,
    of: (source: SQL) => sql`
      SELECT shop_id, company_id, ${HOUR} AS trade_time, ${sumsOf(EVERY_SUM)}
      FROM ${source}
      GROUP BY shop_id, company_id, ${HOUR}`,
  },
  /**
   * Per scale, good, name and China day, with the lowest and highest prices sold at. A good sells
   * under one name nearly always, so the name adds hardly a row.
   */
  goodDays: {
    queue: 'trade_queue_good_days',
    columns: `scale_id, shop_id, company_id, good_id, plu, name, trade_time, ${EVERY_SUM.join(', ')}, ${Object.keys(PRICES).join(', ')}`,
    of: (source: SQL) => sql`
      SELECT scale_id, shop_id, company_id, good_id, plu, name, min(trade_time) AS trade_time, ${sumsOf(EVERY_SUM)},
        ${sqlList(Object.entries(PRICES).map(([name, { of }]) => sql`${of} AS ${sql.identifier(name)}`))}
      FROM ${source}
      GROUP BY scale_id, shop_id, company_id, good_id, plu, name, ${DAY}`,
  },
} satisfies Record<string, { queue: string; columns: string; of: (source: SQL) => SQL }>;

/** The CTE holding the rows of a fold base a fold took from its queue. */
const taken = (base: keyof typeof FOLD_BASES) => sql.identifier(`taken_${FOLD_BASES[base].queue}`);

/**
 * Adds the rollup rows of `source` to the rollup's table. The rows go in key order, so a fold and
 * another writer of the same rows (the bench's loader, a test's recomputation) take their locks in one
 * order and cannot deadlock.
 */
export function addToRollup(rollup: Rollup, source: SQL, categories?: SQL): SQL {
  return upsertRollupRows(rollup, rollupOf(rollup, source, categories));
}

/** Adds `rows` (a rollup's rows, one per key, as `rollupOf` gives them) to the rollup's table. */
function upsertRollupRows(rollup: Rollup, rows: SQL): SQL {
  const table = sql.identifier(rollup.table);
  const columns = [
    ...names(rollup.keys),
    ...names(rollup.carried),
    ...sumColumnsOf(rollup).map((name) => sql.identifier(name)),
    ...names(rollup.extra ?? {}),
  ];
  const updates = [
    ...sumColumnsOf(rollup).map(
      (name) => sql`${sql.identifier(name)} = ${table}.${sql.identifier(name)} + excluded.${sql.identifier(name)}`,
    ),
    ...Object.entries(rollup.extra ?? {}).map(
      ([name, { merge }]) =>
        sql`${sql.identifier(name)} = ${sql.raw(merge)}(${table}.${sql.identifier(name)}, excluded.${sql.identifier(name)})`,
    ),
  ];
  const keyOrder = sql.raw(
    Object.keys(rollup.keys)
      .map((_, index) => index + 1)
      .join(', '),
  );
  return sql`
    INSERT INTO ${table} (${sqlList(columns)})
    ${rows}
    ORDER BY ${keyOrder}
    ON CONFLICT (${sqlList(names(rollup.keys))}) DO UPDATE SET ${sqlList(updates)}`;
}

/**
 * `source` with `opens_order`: 1 on a sale printed without a ticket and on the first sale of each
 * ticket (by time, then id), else 0. With `newTickets` (a CTE of scale_id, ticket_no), only tickets
 * named there open an order: those an upload saw for the first time.
 */
export function withOrderOpenings(source: SQL, newTickets?: SQL): SQL {
  const isNew = newTickets
    ? sql`EXISTS (SELECT 1 FROM ${newTickets} n WHERE n.scale_id = s.scale_id AND n.ticket_no = s.ticket_no)`
    : sql`true`;
  return sql`(
    SELECT s.*, CASE
      WHEN s.type <> 'sale' THEN 0
      WHEN s.ticket_no IS NULL THEN 1
      WHEN row_number() OVER (PARTITION BY s.scale_id, s.ticket_no, s.type ORDER BY s.trade_time, s.id) = 1 AND ${isNew}
        THEN 1
      ELSE 0 END AS opens_order
    FROM ${source} s) AS opened`;
}

/**
 * One statement's CTEs that remember the tickets of `inserted` (a CTE of stored trades) and queue
 * its sales for the rollups, summed as the fold takes them (`FOLD_BASES`); to follow `, ` in a WITH
 * list.
 */
export function queueForRollupsCtes(inserted: SQL): SQL {
  return sqlList([
    sql`new_tickets AS (
      INSERT INTO trade_tickets (scale_id, ticket_no)
      SELECT DISTINCT scale_id, ticket_no FROM ${inserted} WHERE type = 'sale' AND ticket_no IS NOT NULL
      ON CONFLICT DO NOTHING
      RETURNING scale_id, ticket_no)`,
    sql`queued_sales AS MATERIALIZED (SELECT * FROM ${withOrderOpenings(inserted, sql`new_tickets`)})`,
    ...Object.values(FOLD_BASES).map(
      ({ queue, columns, of }) =>
        sql`${sql.identifier(`queued_${queue}`)} AS (
          INSERT INTO ${sql.identifier(queue)} (${sql.raw(columns)}) ${of(sql`queued_sales`)})`,
    ),
  ]);
}

/**
 * One statement's CTEs that take every queued row and add them to every rollup; to follow `, ` in a
 * WITH list, after `locked`, the CTE that takes the fold's lock: the queues are read only once it
 * is held.
 *
 * The goods' categories are read by `goods_categories_now` (migration 0039), whose snapshot is
 * taken when it runs, after the lock: a good whose category changed meanwhile moved its sums under
 * the same lock, and its new category is the one these sales must go to. Read with the statement's
 * own snapshot, taken before the lock, they could go to the category the good just left.
 */
export function foldQueuedCtes(): SQL {
  const bases = Object.keys(FOLD_BASES) as (keyof typeof FOLD_BASES)[];
  return sqlList([
    ...bases.map(
      (base) =>
        sql`${taken(base)} AS (
          DELETE FROM ${sql.identifier(FOLD_BASES[base].queue)} WHERE EXISTS (SELECT FROM locked) RETURNING *)`,
    ),
    sql`fold_categories AS MATERIALIZED (
      SELECT * FROM goods_categories_now(
        ARRAY(SELECT DISTINCT good_id FROM ${taken('goodDays')} WHERE good_id IS NOT NULL)))`,
    ...Object.entries(ROLLUPS).map(([name, rollup]: [string, Rollup]) => {
      const rows = rollupOfBase(rollup, sql`${taken(rollup.foldedFrom)}`, sql`fold_categories`);
      return sql`${sql.identifier(`rolled_${name}`)} AS (${upsertRollupRows(rollup, rows)})`;
    }),
  ]);
}

/** The shops and hours of the sales a fold took (`foldQueuedCtes`): its sums, and whom to tell. */
export const foldedShopHours = sql`${taken('shopHours')}`;
