import {
  ErrorCode,
  isAdminRole,
  type exportTradesQuerySchema,
  type Lang,
  type listTradesQuerySchema,
  type SheetFormat,
  STATS_TIME_ZONE,
  TRADE_SORTS,
} from '@tm/contracts';
import { and, type AnyColumn, asc, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Ctx } from '../../http/context';
import { limitInText, selectNamedByText, selectTemplate } from '../../db/prepared';
import { AppError } from '../../http/errors';
import { companyScope } from '../../http/scope';
import { containsText, namePairsHeld } from '../../http/search';
import { sheetStream, yuan, type Cell } from '../../sheets/write-sheet';
import { fileDateStamp } from '../../sheets/sheet-time';
import { companies } from '../companies/companies.table';
import { goods } from '../goods/goods.table';
import { expectedPriceColumns, expectedUnitPrice } from '../prices/prices.resolve';
import { scales } from '../scales/scales.table';
import { shops } from '../shops/shops.table';
import {
  type FoundNames,
  foundNames,
  type NamesAsked,
  namesRemembered,
  namesStillHold,
  namesVersionOf,
} from './trade-names-remembered';
import {
  tradeAllDaily,
  tradeAllHourly,
  tradeCompanyDaily,
  tradeCompanyHourly,
  tradeDaily,
  tradeHourly,
  tradeMonthly,
  tradeCompanyNameMonthly,
  tradeNameMonthly,
  tradeNames,
  trades,
} from './trades.table';

type Out<T extends z.ZodType> = z.output<T>;
type Filters = Omit<Out<typeof listTradesQuerySchema>, 'sort' | 'cursor' | 'per_page'>;
type Sort = (typeof TRADE_SORTS)[number];

/** The conditions of the list filters, inside the caller's companies. */
function tradesWhere(ctx: Ctx, filters: Filters): SQL | undefined {
  const q = filters.q;
  return and(
    companyScope(ctx.actor, trades),
    filters.company_id ? eq(trades.company_id, filters.company_id) : undefined,
    filters.shop_id ? eq(trades.shop_id, filters.shop_id) : undefined,
    filters.scale_id ? eq(trades.scale_id, filters.scale_id) : undefined,
    filters.start_time ? gte(trades.trade_time, filters.start_time) : undefined,
    filters.end_time ? lte(trades.trade_time, filters.end_time) : undefined,
    filters.type ? eq(trades.type, filters.type) : undefined,
    filters.min_total !== undefined ? gte(trades.total_price, filters.min_total) : undefined,
    filters.max_total !== undefined ? lte(trades.total_price, filters.max_total) : undefined,
    q ? wordsMatch(trades, q) : undefined,
  );
}

/** The PLU the words are, if they are digits alone. */
const pluOf = (q: string) => (/^\d+$/.test(q) ? Number(q) : undefined);

/** A sale, or a name it was sold under, matches the words: by a part of its name, or by its PLU. */
function wordsMatch(
  table: typeof trades | typeof tradeNames | typeof tradeNameMonthly | typeof tradeCompanyNameMonthly,
  q: string,
) {
  const plu = pluOf(q);
  return or(containsText(table.name, q), plu === undefined ? undefined : eq(table.plu, plu));
}

/**
 * A search's names, each with its company: those of `trade_names` the words match. Read apart, each
 * name's sales are a few short index ranges instead of the company's every sale. A word in more
 * names than this is common enough that a page of it comes soon among the company's sales, newest
 * first: undefined then, and the sales are read as before.
 */
const NAMES_READ_APART = 1000;

/**
 * The most sales of one company's search sorted by total that are read apart by name, as the sort
 * reads them all: about 6 ms. Past it, the words are common enough that the company's sales, read
 * in order of total, soon hold a page of them (bench/findings.md).
 */
const SORTED_APART = 5000;

/**
 * Newest or oldest first, a search's page is first looked for among this many of the filters' sales
 * in order for each of its names: about what reading the names apart costs (0.01 ms a name, 0.8 µs
 * a sale read in order: bench/findings.md).
 */
const WINDOW_PER_NAME = 10;

type SearchedNames = {
  found: FoundNames;
  /** The filters but the words. */
  unworded: SQL | undefined;
  /** The words, as a condition on a sale. */
  words: SQL | undefined;
  /** What a name's sales must meet besides their name: the words too where a PLU found the name. */
  sales: SQL | undefined;
  /**
   * For names remembered from an earlier search of the same words: the condition that they still
   * hold, which every statement reading them checks (a page finds nothing, a count is null, if not).
   */
  stillHold: SQL | undefined;
};

/**
 * Words a found name holds in the name itself, so that every sale of the name matches them. Digits
 * may have found a name by its PLU alone, and then only the sales under that PLU match.
 */
const inNameAlone = (q: string) => pluOf(q) === undefined;

/** The names of `trade_names` the words match, through the index of their pairs of characters. */
function namesMatch(q: string): SQL | undefined {
  const pairs = namePairsHeld(tradeNames.name, q);
  const plu = pluOf(q);
  return and(pairs && or(pairs, plu === undefined ? undefined : eq(tradeNames.plu, plu)), wordsMatch(tradeNames, q));
}

const namesAsked = (ctx: Ctx, filters: Filters): NamesAsked | undefined =>
  filters.q ? { companyId: companyOf(ctx, filters), q: filters.q } : undefined;

/**
 * The names the words match: those remembered from the same words before (trade-names-remembered.ts),
 * unless `anew`, or else found now. Undefined without words, or when they match too many names.
 */
async function searchedNames(
  ctx: Ctx,
  filters: Filters,
  where: SQL | undefined,
  { anew }: { anew: boolean },
): Promise<SearchedNames | undefined> {
  const asked = namesAsked(ctx, filters);
  if (!asked) {
    return undefined;
  }
  if (anew) {
    namesRemembered.forget(ctx.db, asked);
  }
  let found = anew ? undefined : namesRemembered.get(ctx.db, asked);
  const stillHold = found && namesStillHold(asked, found);
  if (!found) {
    const rows = await selectNamedByText(
      ctx.db,
      ctx.db
        .selectDistinct({
          company_id: tradeNames.company_id,
          name: tradeNames.name,
          version: sql`${namesVersionOf(asked.companyId)}`.mapWith(Number),
        })
        .from(tradeNames)
        .where(
          and(
            asked.companyId === undefined ? undefined : eq(tradeNames.company_id, asked.companyId),
            namesMatch(asked.q),
          ),
        )
        .limit(limitInText(NAMES_READ_APART + 1)),
    );
    if (rows.length > NAMES_READ_APART) {
      return undefined;
    }
    found = foundNames(rows[0]?.version ?? 0, rows);
    // Not words that match no name: their page is always empty, which is what remembered names that
    // no longer hold give too, and they would be looked up again each time.
    if (rows.length > 0) {
      namesRemembered.keep(ctx.db, asked, found);
    }
  }
  const unworded = tradesWhere(ctx, { ...filters, q: undefined });
  return {
    found,
    unworded,
    words: wordsMatch(trades, asked.q),
    sales: inNameAlone(asked.q) ? unworded : where,
    stillHold,
  };
}

/**
 * The names as rows `n(company_id, name)`, for a query to read each one's sales apart. Each array is
 * read through a subquery, so that a plan for given names is estimated as one for any names is:
 * knowing there was one name, each custom plan looked cheaper than the generic one, and every search's
 * first page was planned anew (0.5 ms of PostgreSQL's time; bench/findings.md).
 */
const namesTable = ({ found }: SearchedNames) =>
  sql`unnest((SELECT ${found.company_ids}::int[]), (SELECT ${found.names}::text[])) AS n(company_id, name)`;

/** A condition on `trades` that names the row of `n`: the sales of one name of a search. */
const ofName = sql`${trades.company_id} = n.company_id AND ${trades.name} = n.name`;

/** The column a sort orders by, with the id breaking ties so every row has one place. */
const sortColumn = (sort: Sort) => (sort.endsWith('total') ? trades.total_price : trades.trade_time);

/**
 * Where a page ends (its sort value and id) and, from the first page on, the filters' total: counting
 * a large company's sales again on every page would cost more than reading the page.
 */
type Cursor = [value: string | number, id: number, total?: number];

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(text: string): Cursor {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      (value.length === 2 || (value.length === 3 && Number.isInteger(value[2]) && (value[2] as number) >= 0)) &&
      Number.isInteger(value[1])
    ) {
      return value as Cursor;
    }
  } catch {
    // Named below as the field's problem.
  }
  throw new AppError(ErrorCode.VALIDATION, { fields: { cursor: 'cursor_invalid' } });
}

/** Rows after the cursor in the sort's order: a row comparison the (column, id) order can seek to. */
function afterCursor(sort: Sort, cursor: Cursor): SQL {
  const column = sortColumn(sort);
  const value = sort.endsWith('time') ? new Date(cursor[0]) : Number(cursor[0]);
  return sort.startsWith('-')
    ? sql`(${column}, ${trades.id}) < (${value}, ${cursor[1]})`
    : sql`(${column}, ${trades.id}) > (${value}, ${cursor[1]})`;
}

/** The sort's order of `sales` (`trades`, or a subquery of its rows): its column, then the id. */
function orderOf(sort: Sort, sales: Record<'trade_time' | 'total_price' | 'id', AnyColumn> = trades) {
  const column = sort.endsWith('total') ? sales.total_price : sales.trade_time;
  return sort.startsWith('-') ? [desc(column), desc(sales.id)] : [asc(column), asc(sales.id)];
}

/**
 * The rows a page (or an export's batch) of `limit` reads: those the filters match after the cursor.
 * - A search whose names were found: `namesPage`.
 * - Ordered by total over every company, no index holds that order (one more on `trades` would slow
 *   every upload) and PostgreSQL would sort every sale for each page (1.1 s at ten million); so each
 *   company's first `limit` come from its own (company, total, id) index, and the page is the first
 *   `limit` of those: one short index read a company (bench/findings.md). Not with a shop, a scale or
 *   words: every other company would be read to its end for rows it cannot hold.
 */
function pageWhere(
  ctx: Ctx,
  filters: Filters,
  where: SQL | undefined,
  sort: Sort,
  cursor: Cursor | null,
  limit: number,
  names?: SearchedNames,
) {
  const after = cursor ? afterCursor(sort, cursor) : undefined;
  if (names) {
    return namesPage(ctx, filters, sort, after, limit, names);
  }
  const matching = and(where, after);
  const everyCompany = companyOf(ctx, filters) === undefined && !filters.shop_id && !filters.scale_id && !filters.q;
  if (!sort.endsWith('total') || !everyCompany) {
    return matching;
  }
  const firstIds = firstOfEach(ctx, sql`${companies} c`, and(sql`${trades.company_id} = c.id`, matching), sort, limit);
  return sql`${trades.id} = ANY(${firstIds})`;
}

/**
 * How many of the filters' sales in order a search's page reads first: as many as reading its names
 * apart would cost, at least a page. Written into the text (a parameter makes the generic plan look
 * far costlier, and a search's first page was planned anew each time: bench/findings.md), rounded up
 * to a power of two so that a few texts serve any number of names.
 */
const windowRows = (limit: number, nameCount: number) =>
  Math.max(limit, 2 ** Math.ceil(Math.log2(Math.max(1, WINDOW_PER_NAME * nameCount))));

/**
 * A page of a search whose names were found.
 * - Each name's first `limit` from its own index range, and the page the first `limit` of those:
 *   a few index pages a name, whether the word is common or rare.
 * - Newest or oldest first, before that, the filters' sales in order, as many as reading the names
 *   apart would cost (`WINDOW_PER_NAME`), kept where they match the words: a word in many names,
 *   sold often, fills the page there (every company's 119 names of 哈密瓜, 3 % of the sales: 0.2 ms
 *   against 1.3). The names are read apart only when it did not (PostgreSQL runs a subquery of a
 *   CASE only when its branch is taken). Not with a scale or a range of totals: the time indexes
 *   do not hold them, and each sale of other scales or totals would be fetched to be passed over.
 */
function namesPage(
  ctx: Ctx,
  filters: Filters,
  sort: Sort,
  after: SQL | undefined,
  limit: number,
  names: SearchedNames,
) {
  const apart = firstOfEach(ctx, namesTable(names), and(ofName, names.sales, after), sort, limit);
  const inOrder =
    !sort.endsWith('total') && !filters.scale_id && filters.min_total === undefined && filters.max_total === undefined;
  if (!inOrder) {
    return and(names.stillHold, sql`${trades.id} = ANY(${apart})`);
  }
  const window = ctx.db
    .select({
      id: trades.id,
      value: sql`${sortColumn(sort)}`.as('value'),
      matched: sql`${names.words}`.as('matched'),
    })
    .from(trades)
    .where(and(names.unworded, after))
    .orderBy(...orderOf(sort))
    .limit(limitInText(windowRows(limit, names.found.count)));
  const direction = sql.raw(sort.startsWith('-') ? 'DESC' : 'ASC');
  const inWindow = sql`ARRAY(SELECT w.id FROM (${window}) w WHERE w.matched
    ORDER BY w.value ${direction}, w.id ${direction} LIMIT ${limitInText(limit)})`;
  // Cast, or ANY would take the subquery for a set of rows rather than the one array it gives.
  // OFFSET 0 keeps the window a subquery of its own, read once: pulled up into the CASE, it would be
  // read for each of its two mentions there.
  return and(
    names.stillHold,
    sql`${trades.id} = ANY(CAST((SELECT CASE WHEN cardinality(w.ids) = ${limitInText(limit)} THEN w.ids ELSE ${apart} END
      FROM (SELECT ${inWindow} AS ids OFFSET 0) w) AS bigint[]))`,
  );
}

/** The ids of the first `limit` rows in the sort's order of those `each` row of `source` reads first. */
function firstOfEach(ctx: Ctx, source: SQL, each: SQL | undefined, sort: Sort, limit: number): SQL {
  const firstOfOne = ctx.db
    .select({ id: trades.id, value: sql`${sortColumn(sort)}`.as('value') })
    .from(trades)
    .where(each)
    .orderBy(...orderOf(sort))
    .limit(limitInText(limit));
  const direction = sql.raw(sort.startsWith('-') ? 'DESC' : 'ASC');
  return sql`ARRAY(
    SELECT t.id FROM ${source} CROSS JOIN LATERAL (${firstOfOne}) t
    ORDER BY t.value ${direction}, t.id ${direction} LIMIT ${limitInText(limit)})`;
}

/**
 * A column of the row `id` names, as a scalar subquery: the names and pictures of a page's goods
 * and scales. Joined instead, the tables cost PostgreSQL more to plan (0.65 ms) than the page costs
 * to read (0.3 ms); these plan in 0.1 ms.
 */
const columnOf = <T>(table: typeof goods | typeof scales, column: AnyPgColumn, id: AnyPgColumn, alias: string) =>
  sql<T | null>`(SELECT ${column} FROM ${table} WHERE ${table.id} = ${id})`.as(alias);

const saleColumns = {
  id: trades.id,
  trade_no: trades.trade_no,
  barcode: trades.barcode,
  ticket_no: trades.ticket_no,
  flagged: trades.flagged,
  trade_time: trades.trade_time,
  unit_price: trades.unit_price,
  price_unit: trades.price_unit,
  weight_g: trades.weight_g,
  quantity: trades.quantity,
  total_price: trades.total_price,
  type: trades.type,
  good_id: trades.good_id,
  plu: trades.plu,
  name: trades.name,
  good_img: columnOf<string>(goods, goods.img_url, trades.good_id, 'good_img'),
  scale_id: trades.scale_id,
  scale_name: columnOf<string>(scales, scales.scale_name, trades.scale_id, 'scale_name'),
  scale_img: columnOf<string>(scales, scales.img_url, trades.scale_id, 'scale_img'),
  shop_id: trades.shop_id,
  company_id: trades.company_id,
};

/**
 * The records a page (or an export's batch) shows: the sales in the sort's order and then their
 * shops. A page's records come with what each sale's scale should have charged (docs/prices.md)
 * and, when given, the filters' total on each row (worked out once for the page). Written once for
 * each sort, size and kind, with holes for the sales' conditions and the total (`selectTemplate`).
 *
 * The shops are joined to the page's rows once they are read, rather than looked up for each row
 * by a subquery: for a table of a few pages PostgreSQL prefers reading it whole for every lookup to
 * its index (11 µs a row for 292 shops, two columns a row), while the join reads it once a page
 * (bench/findings.md).
 */
const recordsQuery = selectTemplate(
  (
    db,
    { sort, limit, prices }: { sort: Sort; limit: number; prices: boolean },
    hole: (name: 'where' | 'total') => SQL,
  ) => {
    const expected = prices
      ? expectedPriceColumns(trades)
      : { expected_price: sql`NULL`, expected_discounts: sql`NULL` };
    const sales = db
      .select({
        ...saleColumns,
        expected_price: sql<number | null>`${expected.expected_price}`.as('expected_price'),
        expected_discounts: sql<unknown>`${expected.expected_discounts}`.as('expected_discounts'),
        total: sql<number | null>`${hole('total')}::bigint`.mapWith(Number).as('total'),
      })
      .from(trades)
      .where(hole('where'))
      .orderBy(...orderOf(sort))
      .limit(limitInText(limit))
      .as('sales');
    // The subquery's columns by the same names, as the outer query reads them.
    type SaleField = keyof typeof sales._.selectedFields;
    const saleFields = Object.fromEntries(
      Object.keys(sales._.selectedFields).map((key) => [key, sales[key as SaleField]]),
    ) as { [Key in SaleField]: (typeof sales)[Key] };
    return db
      .select({ ...saleFields, shop_name: shops.name, shop_img: shops.img_url, company_name: companies.name })
      .from(sales)
      .leftJoin(shops, eq(shops.id, sales.shop_id))
      .leftJoin(companies, eq(companies.id, sales.company_id))
      .orderBy(...orderOf(sort, sales));
  },
);

/** The sales of a page or batch: its conditions, and on a first page the total. */
const readRecords = (ctx: Ctx, where: SQL | undefined, sort: Sort, limit: number, page?: { total: SQL | undefined }) =>
  recordsQuery(
    ctx.db,
    { sort, limit, prices: page !== undefined },
    { where: where ?? sql`true`, total: page?.total ?? sql`NULL` },
  );

type RecordRow = Awaited<ReturnType<typeof readRecords>>[number];

/**
 * The spec's trade record: a weighed sale in kg, a counted one in pieces (a fixed-weight pack too:
 * its price is per pack), with what the price is per.
 */
function toRecord(row: RecordRow) {
  const counted = row.price_unit === 'pcs' || row.weight_g === null;
  return {
    id: row.id,
    trade_no: row.trade_no,
    barcode: row.barcode,
    ticket_no: row.ticket_no,
    flagged: row.flagged,
    trade_info: {
      trade_time: row.trade_time,
      unit_price: row.unit_price,
      price_unit: row.price_unit,
      measure_unit_name: counted ? ('pcs' as const) : ('kg' as const),
      weight: counted ? (row.quantity ?? 0) : (row.weight_g ?? 0) / 1000,
      pack_weight: counted && row.weight_g !== null ? row.weight_g / 1000 : null,
      total_price: row.total_price,
      type: row.type,
    },
    good_info: { id: row.good_id, plu: row.plu, name: row.name, img_url: row.good_img ?? '' },
    // A scale or shop deleted since keeps its sales, named by number.
    scale_info: { id: row.scale_id, name: row.scale_name ?? `#${row.scale_id}`, img_url: row.scale_img ?? '' },
    shop_info: { id: row.shop_id, name: row.shop_name ?? `#${row.shop_id}`, img_url: row.shop_img ?? '' },
    company_info: { id: row.company_id, name: row.company_name ?? `#${row.company_id}` },
  };
}

const cursorOf = (sort: Sort, row: RecordRow): [string | number, number] => [
  sort.endsWith('time') ? row.trade_time.toISOString() : row.total_price,
  row.id,
];

/**
 * The filters' total. A count(*) of a large company's sales reads over a million index entries
 * (about 50 ms at 10 million sales, more for a shop); where the filters allow, whole China days come
 * from the daily rollups and the whole hours left at either end from the hourly ones, exactly: only
 * the minutes at either end of the range are counted from `trades`, through its indexes.
 */
function totalOf(ctx: Ctx, filters: Filters, where: SQL | undefined, names?: SearchedNames): SQL {
  if (names) {
    return namesCount(filters, names);
  }
  return rollupCount(ctx, filters, where) ?? sql`(SELECT count(*) FROM ${trades} WHERE ${where ?? sql`true`})`;
}

/**
 * A search's count, name by name: each name's whole China months inside the period from
 * `trade_company_name_monthly` (a shop's from `trade_name_monthly`), and its sales outside them
 * from its range of the (company, name, time, id, shop) index. A scale or a range of totals, which
 * those rollups do not keep, is counted from the index alone.
 */
function namesCount(filters: Filters, names: SearchedNames): SQL {
  const ofNames = namesTable(names);
  if (filters.scale_id || filters.min_total !== undefined || filters.max_total !== undefined) {
    return sql`(SELECT coalesce(sum(c.count), 0) FROM ${ofNames}
      CROSS JOIN LATERAL (SELECT count(*) FROM ${trades} WHERE ${and(ofName, names.sales)}) c)`;
  }
  const { start_time: start, end_time: end } = filters;
  // The first month starting at or after the start, and the month the (inclusive) end falls in:
  // the months from the one up to the other are whole.
  const firstMonth =
    start && sql`date_trunc('month', ${start}::timestamptz + interval '1 month' - interval '1 microsecond', ${ZONE})`;
  const endMonth = end && sql`date_trunc('month', ${end}::timestamptz + interval '1 microsecond', ${ZONE})`;
  // A shop's months, or the company's: all its shops' in one row a month.
  const monthly = filters.shop_id ? tradeNameMonthly : tradeCompanyNameMonthly;
  const counted = filters.type
    ? sql.identifier(`${filters.type}_count`)
    : sql`${monthly.sale_count} + ${monthly.return_count} + ${monthly.void_count}`;
  const months = sql`(SELECT coalesce(sum(${counted}), 0) FROM ${monthly} WHERE ${and(
    sql`${monthly.company_id} = n.company_id AND ${monthly.name} = n.name`,
    filters.q && !inNameAlone(filters.q) ? wordsMatch(monthly, filters.q) : undefined,
    filters.shop_id ? eq(tradeNameMonthly.shop_id, filters.shop_id) : undefined,
    firstMonth && sql`${monthly.month} >= ${localDate(firstMonth)}`,
    endMonth && sql`${monthly.month} < ${localDate(endMonth)}`,
  )})`;
  // With no whole month between them (first ≥ end), every sale of the period is before the first
  // or after the end: counted from the index alone.
  const outside = or(
    firstMonth && sql`${trades.trade_time} < ${firstMonth}`,
    endMonth && sql`${trades.trade_time} >= ${endMonth}`,
  );
  const edges = outside ? sql`(SELECT count(*) FROM ${trades} WHERE ${and(ofName, names.sales, outside)})` : sql`0`;
  return sql`(SELECT coalesce(sum(${months} + ${edges}), 0) FROM ${ofNames})`;
}

const totalSchema = z.object({ rows: z.array(z.object({ total: z.coerce.number().nullable() })).length(1) });

/**
 * The total alone: a search's by total before its page, or for a cursor made before cursors
 * carried it, once past the last page. Null when `stillHold` (remembered names) does not.
 */
async function countOf(ctx: Ctx, total: SQL, stillHold?: SQL): Promise<number | null> {
  const counted = sql`coalesce((${total})::bigint, 0)`;
  const [row] = totalSchema.parse(
    await ctx.db.execute(sql`SELECT ${stillHold ? sql`CASE WHEN ${stillHold} THEN ${counted} END` : counted} AS total`),
  ).rows;
  return row?.total ?? null;
}

const ZONE = sql.raw(`'${STATS_TIME_ZONE}'`);

/** The China date of an instant. */
const localDate = (instant: SQL) => sql`(${instant} AT TIME ZONE ${ZONE})::date`;

/** The count as rollup sums plus the edges' count; undefined when a filter has no rollup. */
function rollupCount(ctx: Ctx, filters: Filters, where: SQL | undefined): SQL | undefined {
  const company = companyOf(ctx, filters);
  const { start_time: start, end_time: end } = filters;
  if (
    filters.scale_id ||
    filters.q ||
    filters.min_total !== undefined ||
    filters.max_total !== undefined ||
    // A user naming another company sees nothing: left to the plain count.
    (filters.company_id !== undefined && filters.company_id !== company)
  ) {
    return undefined;
  }
  // Whole hours inside the range: from the first hour starting at or after `start_time`, up to the
  // last one ending by `end_time` (inclusive, so a range ending at 23:59:59.999 covers its hour).
  // Of those, the whole China days: from the first midnight at or after the first hour to the last
  // one at or before the end hour (never before the first, so the two parts never overlap).
  const firstHour =
    start && sql`date_trunc('hour', ${start}::timestamptz + interval '1 hour' - interval '1 microsecond', 'UTC')`;
  const endHour = end && sql`date_trunc('hour', ${end}::timestamptz + interval '1 microsecond', 'UTC')`;
  const firstDay =
    firstHour && sql`date_trunc('day', ${firstHour} + interval '1 day' - interval '1 microsecond', ${ZONE})`;
  const endDay =
    endHour &&
    (firstDay
      ? sql`greatest(date_trunc('day', ${endHour}, ${ZONE}), ${firstDay})`
      : sql`date_trunc('day', ${endHour}, ${ZONE})`);

  // A shop's rollups, its company's, or (an administrator naming neither) every company's together.
  const [hourly, daily] = filters.shop_id
    ? [tradeHourly, tradeDaily]
    : company === undefined
      ? [tradeAllHourly, tradeAllDaily]
      : [tradeCompanyHourly, tradeCompanyDaily];
  const counted = filters.type ? sql.identifier(`${filters.type}_count`) : sql`sale_count + return_count + void_count`;
  const inScope = (rollup: typeof hourly | typeof daily | typeof tradeMonthly) =>
    and(
      company !== undefined && 'company_id' in rollup ? eq(rollup.company_id, company) : undefined,
      filters.shop_id && 'shop_id' in rollup ? eq(rollup.shop_id, filters.shop_id) : undefined,
    );
  const sumOf = (rollup: typeof hourly | typeof daily | typeof tradeMonthly, range: SQL | undefined) =>
    sql`(SELECT coalesce(sum(${counted}), 0) FROM ${rollup} WHERE ${and(inScope(rollup), range) ?? sql`true`})`;
  const days = wholeDaysSum(
    daily,
    filters.shop_id ? tradeMonthly : undefined,
    sumOf,
    firstDay && localDate(firstDay),
    endDay && localDate(endDay),
  );
  // The hours before the first whole day and after the last: only where the range has an end there.
  const hoursBefore =
    firstHour && firstDay
      ? sumOf(
          hourly,
          and(
            sql`${hourly.hour} >= ${firstHour}`,
            sql`${hourly.hour} < ${endHour ? sql`least(${firstDay}, ${endHour})` : firstDay}`,
          ),
        )
      : sql`0`;
  const hoursAfter =
    endHour && endDay ? sumOf(hourly, and(sql`${hourly.hour} >= ${endDay}`, sql`${hourly.hour} < ${endHour}`)) : sql`0`;
  // Only when the range has edges: a count over the whole filter would read every matching sale.
  const edges =
    firstHour || endHour
      ? sql`(SELECT count(*) FROM ${trades} WHERE ${and(
          where,
          or(
            firstHour ? sql`${trades.trade_time} < ${firstHour}` : undefined,
            endHour ? sql`${trades.trade_time} >= ${endHour}` : undefined,
          ),
        )})`
      : sql`0`;
  return sql`${days} + ${hoursBefore} + ${hoursAfter} + ${edges}`;
}

/**
 * The count of the China days from `from` up to `to` (dates; either open), as a sum over `daily`
 * and, where a `monthly` rollup is given, over the whole months inside: a shop's count without dates
 * reads its 13 month rows instead of 365 day rows, and the days before the first whole month and
 * after the last.
 */
function wholeDaysSum(
  daily: typeof tradeDaily | typeof tradeCompanyDaily | typeof tradeAllDaily,
  monthly: typeof tradeMonthly | undefined,
  sumOf: (rollup: typeof daily | typeof tradeMonthly, range: SQL | undefined) => SQL,
  from: SQL | undefined,
  to: SQL | undefined,
): SQL {
  const inDays = and(from ? sql`${daily.day} >= ${from}` : undefined, to ? sql`${daily.day} < ${to}` : undefined);
  if (!monthly) {
    return sumOf(daily, inDays);
  }
  // The first month starting on or after `from`, and the month `to` falls in, whose days are outside.
  const firstMonth = from && sql`date_trunc('month', ${from}::timestamp + interval '1 month' - interval '1 day')::date`;
  const endMonth = to && sql`date_trunc('month', ${to}::timestamp)::date`;
  const months = sumOf(
    monthly,
    and(
      firstMonth ? sql`${monthly.month} >= ${firstMonth}` : undefined,
      endMonth ? sql`${monthly.month} < ${endMonth}` : undefined,
    ),
  );
  // With no whole month between them (first ≥ end), every day of the range is before the first or
  // after the end: counted from the days alone.
  const outside = or(
    firstMonth ? sql`${daily.day} < ${firstMonth}` : undefined,
    endMonth ? sql`${daily.day} >= ${endMonth}` : undefined,
  );
  return outside ? sql`${months} + ${sumOf(daily, and(inDays, outside))}` : months;
}

/** The one company the list is confined to, by the caller's role or by the filter; undefined: every company. */
function companyOf(ctx: Ctx, filters: Filters): number | undefined {
  if (!isAdminRole(ctx.actor.role_type)) {
    return ctx.actor.company_id ?? -1;
  }
  return filters.company_id;
}

/**
 * An administrator's shop filter names the shop's company too (a shop never changes company, and
 * its sales carry its company): the company's indexes then serve the list instead of every
 * company's sales read past (ten million: 47 → 1.2 ms newest first, 2.7 s → 8 ms by total).
 */
async function withShopsCompany(ctx: Ctx, filters: Filters): Promise<Filters> {
  if (!filters.shop_id || companyOf(ctx, filters) !== undefined) {
    return filters;
  }
  const [shop] = await ctx.db.select({ company_id: shops.company_id }).from(shops).where(eq(shops.id, filters.shop_id));
  return shop ? { ...filters, company_id: shop.company_id } : filters;
}

/** `GET /api/management/trades`: one page after the cursor, the total of the filters, the next cursor. */
/** A period that ends before it starts is a mistake to name, not a question with no sales. */
function refuseBackwardsPeriod(period: { start_time?: Date | undefined; end_time?: Date | undefined }): void {
  if (period.start_time && period.end_time && period.end_time < period.start_time) {
    throw new AppError(ErrorCode.VALIDATION, { fields: { end_time: 'period_order' } });
  }
}

export async function listTrades(ctx: Ctx, query: Out<typeof listTradesQuerySchema>) {
  refuseBackwardsPeriod(query);
  const { sort, cursor, per_page: perPage, ...asked } = query;
  const filters = await withShopsCompany(ctx, asked);
  const where = tradesWhere(ctx, filters);
  const after = cursor ? decodeCursor(cursor) : undefined;
  const list = { filters, where, sort, after, perPage };
  const page = await pageOf(ctx, list, await searchedNames(ctx, filters, where, { anew: false }));
  if (page) {
    return page;
  }
  // The names remembered no longer hold, or their page is empty either way: found anew.
  const anew = await pageOf(ctx, list, await searchedNames(ctx, filters, where, { anew: true }));
  if (!anew) {
    throw new Error('a page of names found anew always answers');
  }
  return anew;
}

type ListAsked = { filters: Filters; where: SQL | undefined; sort: Sort; after: Cursor | undefined; perPage: number };

/** A page of the list; undefined if it read remembered names that no longer hold (or found no sale). */
async function pageOf(ctx: Ctx, { filters, where, sort, after, perPage }: ListAsked, names?: SearchedNames) {
  // The first page counts the total in its own query (a subquery PostgreSQL runs once, and not at
  // all when nothing matches); the cursor carries it on.
  let known: number | null | undefined = after?.[2];
  // By total, each name's sales are read whole to be sorted: in one company, the count says first
  // whether they are few enough; more are common enough that the company's total index soon finds a
  // page of them. Over every company no index holds that order, and every match would be sorted.
  const inOneCompany = companyOf(ctx, filters) !== undefined;
  if (names && sort.endsWith('total') && inOneCompany && known === undefined) {
    known = await countOf(ctx, totalOf(ctx, filters, where, names), names.stillHold);
    if (known === null) {
      return undefined;
    }
  }
  const readApart = sort.endsWith('total') && inOneCompany && (known ?? 0) > SORTED_APART ? undefined : names;
  const rows = await readRecords(
    ctx,
    pageWhere(ctx, filters, where, sort, after ?? null, perPage + 1, readApart),
    sort,
    perPage + 1,
    { total: known === undefined ? totalOf(ctx, filters, where, names) : undefined },
  );
  if (rows.length === 0 && names?.stillHold) {
    return undefined;
  }
  const total =
    known ?? rows[0]?.total ?? (after ? await countOf(ctx, totalOf(ctx, filters, where, names), names?.stillHold) : 0);
  if (total === null) {
    return undefined;
  }
  const page = rows.slice(0, perPage);
  const last = page.at(-1);
  return {
    list: page.map((row) => ({ ...toRecord(row), expected_unit_price: expectedUnitPrice(row) })),
    meta: {
      total,
      next_cursor: rows.length > perPage && last ? encodeCursor([...cursorOf(sort, last), total]) : null,
    },
  };
}

/** Sales read per query while exporting: memory holds one batch, whatever the total. */
const EXPORT_BATCH = 2000;

/**
 * The export's columns: title in each language, width in an .xlsx, and the cell of a sale. The
 * company only for administrators, who export every company's sales.
 */
type ExportColumn = {
  ch: string;
  en: string;
  width: number;
  cell: (row: RecordRow, record: ReturnType<typeof toRecord>, lang: Lang) => Cell;
  adminsOnly?: true;
};
const EXPORT_COLUMNS: ExportColumn[] = [
  { ch: '交易时间', en: 'Trade time', width: 20, cell: (row) => row.trade_time },
  { ch: '公司', en: 'Company', width: 20, cell: (_, record) => record.company_info.name, adminsOnly: true },
  { ch: '门店', en: 'Shop', width: 20, cell: (_, record) => record.shop_info.name },
  { ch: '电子秤', en: 'Scale', width: 16, cell: (_, record) => record.scale_info.name },
  { ch: 'PLU', en: 'PLU', width: 8, cell: (row) => row.plu },
  { ch: '商品', en: 'Good', width: 24, cell: (row) => row.name },
  { ch: '单价（元）', en: 'Unit price (yuan)', width: 14, cell: (row) => yuan(row.unit_price) },
  { ch: '计价单位', en: 'Price per', width: 10, cell: (row, _, lang) => UNIT_NAME[lang][row.price_unit] },
  { ch: '数量', en: 'Quantity', width: 10, cell: (_, record) => record.trade_info.weight },
  {
    ch: '单位',
    en: 'Unit',
    width: 8,
    cell: (_, record, lang) => UNIT_NAME[lang][record.trade_info.measure_unit_name],
  },
  // What the scale weighed: a fixed-weight pack counts in packs above, and weighs here.
  {
    ch: '重量（千克）',
    en: 'Weight (kg)',
    width: 12,
    cell: (row) => (row.weight_g === null ? '' : row.weight_g / 1000),
  },
  { ch: '金额（元）', en: 'Total (yuan)', width: 14, cell: (row) => yuan(row.total_price) },
  { ch: '类型', en: 'Type', width: 8, cell: (row, _, lang) => TYPE_NAME[lang][row.type] },
  // What the sale adds to the net sales (docs/statistics.md): a return takes away, a void nothing,
  // so the column sums to the statistics' net figure.
  { ch: '计入净额（元）', en: 'Net (yuan)', width: 16, cell: (row) => yuan(NET_SIGN[row.type] * row.total_price) },
  { ch: '交易号', en: 'Trade no.', width: 22, cell: (row) => row.trade_no },
  { ch: '小票号', en: 'Ticket no.', width: 16, cell: (row) => row.ticket_no ?? '' },
  { ch: '条码', en: 'Barcode', width: 22, cell: (row) => row.barcode ?? '' },
  { ch: '核对', en: 'Check', width: 24, cell: (row, _, lang) => (row.flagged ? FLAGGED[lang] : '') },
];
const NET_SIGN = { sale: 1, return: -1, void: 0 } as const;
const FLAGGED = { ch: '金额与单价 × 数量不符', en: 'Total ≠ unit price × quantity' } as const;
const TYPE_NAME = {
  ch: { sale: '销售', return: '退货', void: '作废' },
  en: { sale: 'Sale', return: 'Return', void: 'Void' },
} as const;
/** What a price is per, and the unit of an amount, as a sheet's reader says them. */
const UNIT_NAME = {
  ch: { kg: 'kg', '500g': '500g', '100g': '100g', pcs: '件' },
  en: { kg: 'kg', '500g': '500 g', '100g': '100 g', pcs: 'piece' },
} as const;

/** The China days a file's sales are of, for its name: `20261124-20261130`, one day once, else today. */
function periodStamp(ctx: Ctx, period: { start_time?: Date | undefined; end_time?: Date | undefined }): string {
  const from = period.start_time ? fileDateStamp(period.start_time) : null;
  const to = fileDateStamp(period.end_time && period.end_time < ctx.now() ? period.end_time : ctx.now());
  return from && from !== to ? `${from}-${to}` : to;
}

/** `GET /api/management/trades/export`: every sale the filters match, written while it is read. */
export function exportTrades(ctx: Ctx, query: Out<typeof exportTradesQuerySchema>) {
  const { sort, format, ...asked } = query;
  refuseBackwardsPeriod(asked);
  const lang = ctx.lang;
  const columns = EXPORT_COLUMNS.filter((column) => !column.adminsOnly || isAdminRole(ctx.actor.role_type));
  async function* batches(): AsyncGenerator<Cell[][]> {
    const filters = await withShopsCompany(ctx, asked);
    const where = tradesWhere(ctx, filters);
    let cursor: Cursor | null = null;
    for (;;) {
      const rows = await readRecords(
        ctx,
        pageWhere(ctx, filters, where, sort, cursor, EXPORT_BATCH),
        sort,
        EXPORT_BATCH,
      );
      if (rows.length === 0) {
        return;
      }
      yield rows.map((row) => {
        const record = toRecord(row);
        return columns.map((column) => column.cell(row, record, lang));
      });
      const last = rows.at(-1);
      if (!last || rows.length < EXPORT_BATCH) {
        return;
      }
      cursor = cursorOf(sort, last);
    }
  }
  return {
    fileName: `${lang === 'en' ? 'sales' : '销售记录'}-${periodStamp(ctx, asked)}.${format satisfies SheetFormat}`,
    stream: sheetStream(format, {
      name: lang === 'en' ? 'Sales' : '销售记录',
      header: columns.map((column) => column[lang]),
      widths: columns.map((column) => column.width),
      rows: batches(),
    }),
  };
}
