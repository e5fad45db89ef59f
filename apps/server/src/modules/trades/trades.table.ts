import type { TradePriceUnit, TradeType } from '@tm/contracts';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from '../companies/companies.table';

/**
 * Sales records uploaded by scales, stored exactly once per (scale, trade_no). Money in fen,
 * weight in grams. A record names the shop, scale and good it came from without foreign keys: a
 * sale stays what it was when those rows are deleted, and deleting a good never has to rewrite
 * its sales.
 */
export const trades = pgTable(
  'trades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    shop_id: integer('shop_id').notNull(),
    scale_id: integer('scale_id').notNull(),
    /** The company's good with this PLU at upload time; null when the PLU was unknown. */
    good_id: integer('good_id'),
    trade_no: text('trade_no').notNull(),
    trade_time: timestamp('trade_time', { withTimezone: true }).notNull(),
    plu: integer('plu').notNull(),
    /** The name the scale printed (or the good's name when the scale sent none). */
    name: text('name').notNull(),
    unit_price: integer('unit_price').notNull(),
    /** What the price is per, as the good was priced when the sale arrived (migration 0051). */
    price_unit: text('price_unit').$type<TradePriceUnit>().notNull().default('kg'),
    weight_g: integer('weight_g'),
    quantity: integer('quantity'),
    total_price: integer('total_price').notNull(),
    type: text('type').$type<TradeType>().notNull(),
    barcode: text('barcode'),
    ticket_no: text('ticket_no'),
    /** The total does not match price × amount: kept as the scale reported it, for review. */
    flagged: boolean('flagged').notNull().default(false),
    received_time: timestamp('received_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trades_scale_trade_no_idx').on(t.scale_id, t.trade_no),
    // A company's sales newest first; with the id (the pages' tiebreak) and the shop, one shop's
    // pages skip the other shops' sales in the index instead of fetching each to check its shop
    // (a deep page of one shop of 41: 22.7 → 0.16 ms, bench/findings.md).
    index('trades_company_time_idx').on(t.company_id, t.trade_time, t.id, t.shop_id),
    // Administrators' list across every company, newest first; sales arrive in time order, so new
    // entries land at the index's right edge and cost ingest little.
    index('trades_time_idx').on(t.trade_time, t.id),
    // The list sorted by total, either way: without it, a scan and sort of the company's sales on
    // every page (640 ms for 1.37 million sales; 4 ms with it, bench/findings.md).
    index('trades_company_total_idx').on(t.company_id, t.total_price, t.id),
    // Voided records are in no rollup: the list's total counts them here (0.3 % of sales).
    index('trades_void_company_time_idx')
      .on(t.company_id, t.trade_time)
      .where(sql`${t.type} = 'void'`),
    // A shop's voided records, for its list's total: found among the company's they were checked
    // in the table one by one (7 ms for the largest company's shop, 4 000 rows read for 93).
    index('trades_void_shop_idx')
      .on(t.shop_id, t.company_id)
      .where(sql`${t.type} = 'void'`),
    // The list of returns (1 % of sales), newest first: without it, the newest returns were sought
    // among the company's sales (43 ms, 150 000 sales passed over; 0.1 ms with it).
    index('trades_return_company_time_idx')
      .on(t.company_id, t.trade_time, t.id)
      .where(sql`${t.type} = 'return'`),
    // A company's sales of one name, newest first: a search by name takes its names from
    // `trade_names`, reads each one's page here and counts them from the index alone (a first page
    // of the largest company's sales searched for a name, with its total: 1.2 s → 25 ms, decision 34).
    index('trades_company_name_idx').on(t.company_id, t.name, t.trade_time, t.id, t.shop_id),
  ],
);

/**
 * Every name a company's sales carry, with the PLU it was sold under: about a thousand rows for the
 * bench's largest company, against its 1.37 million sales. A statement trigger on `trades` adds the
 * new ones as sales are stored, by whatever writes them (migration 0046), so a search of sales by a
 * part of a name reads these instead of every sale, and then each matching name's sales through
 * `trades_company_name_idx`.
 */
export const tradeNames = pgTable(
  'trade_names',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    plu: integer('plu').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.name, t.plu] }),
    // A word's names through their pairs of characters, as the goods' are (decision 33): every
    // company's names are otherwise all read for a search over every company (migration 0048).
    index('trade_names_name_pairs_idx').using('gin', sql`name_pairs(${t.name})`),
  ],
);

/**
 * How many statements have added names to each company's `trade_names`: the trigger that adds them
 * adds one here (migration 0050). A search's names are remembered with it and hold while it stays
 * the same (trade-names-remembered.ts). Rows outlive their company, so that the sum over every
 * company only grows.
 */
export const tradeNameVersions = pgTable('trade_name_versions', {
  company_id: integer('company_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * The sums every sales rollup keeps. Voided records are left out; returns are counted apart, their
 * amounts as the scales report them (positive). An order is a ticket of a cash-register scale, or
 * a sale printed without a ticket (trades.rollup.ts).
 */
const salesSums = () => ({
  sale_count: integer('sale_count').notNull().default(0),
  sale_amount: bigint('sale_amount', { mode: 'number' }).notNull().default(0),
  sale_weight_g: bigint('sale_weight_g', { mode: 'number' }).notNull().default(0),
  sale_pieces: bigint('sale_pieces', { mode: 'number' }).notNull().default(0),
  return_count: integer('return_count').notNull().default(0),
  return_amount: bigint('return_amount', { mode: 'number' }).notNull().default(0),
  order_count: integer('order_count').notNull().default(0),
});

/** Voided records: kept by the hour, day, shop month and name rollups for the sales list's count alone. */
const voidCount = () => ({ void_count: integer('void_count').notNull().default(0) });

/*
 * The rollups below are kept as sales arrive (trades.fold.ts): the statement that stores an upload
 * (device.service.ts uploadTrades) queues its sales, and one fold at a time adds every queued sale
 * before the upload is answered, so the dashboards, the big screen and the statistics never add up
 * raw trades.
 * Administrators' questions over every company read a period of them whatever the company: rows
 * are added in time order, so a BRIN index on the hour or day (a few pages, and cheap to keep)
 * finds the period's pages (30 days of every company's goods: 136 → 57 ms, bench/findings.md).
 */

/** Sales per shop and hour (UTC hours, which are whole hours in China's time too). */
export const tradeHourly = pgTable(
  'trade_hourly',
  {
    shop_id: integer('shop_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    company_id: integer('company_id').notNull(),
    ...salesSums(),
    ...voidCount(),
  },
  (t) => [primaryKey({ columns: [t.shop_id, t.hour] }), index('trade_hourly_company_idx').on(t.company_id, t.hour)],
);

/** The same per company: a company's hours of a long period in one row each instead of one per shop. */
export const tradeCompanyHourly = pgTable(
  'trade_company_hourly',
  {
    company_id: integer('company_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    ...salesSums(),
    ...voidCount(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.hour] }),
    index('trade_company_hourly_hour_idx').using('brin', t.hour),
  ],
);

/** Sales per shop and day of China's calendar (STATS_TIME_ZONE). */
export const tradeDaily = pgTable(
  'trade_daily',
  {
    shop_id: integer('shop_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    company_id: integer('company_id').notNull(),
    ...salesSums(),
    ...voidCount(),
  },
  (t) => [
    primaryKey({ columns: [t.shop_id, t.day] }),
    index('trade_daily_company_idx').on(t.company_id, t.day),
    index('trade_daily_day_idx').using('brin', t.day),
  ],
);

/**
 * Sales per shop and China month (`month` is its first day): the shop ranking's long periods as a
 * month row less the days outside them, a shop's year about 30 rows instead of 730; with the voids,
 * a shop's sales list counts its whole months from here (13 rows for a year, not 365).
 */
export const tradeMonthly = pgTable(
  'trade_monthly',
  {
    shop_id: integer('shop_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    company_id: integer('company_id').notNull(),
    ...salesSums(),
    ...voidCount(),
  },
  (t) => [primaryKey({ columns: [t.shop_id, t.month] }), index('trade_monthly_company_idx').on(t.company_id, t.month)],
);

/**
 * The same per company: the sales list's total over long periods and the statistics of a whole
 * company read a row per day here instead of one per shop and day, or per hour (a year of the
 * largest company: 365 rows, against 15 000 in `trade_daily` and 8 760 in `trade_company_hourly`).
 */
export const tradeCompanyDaily = pgTable(
  'trade_company_daily',
  {
    company_id: integer('company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...salesSums(),
    ...voidCount(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.day] }), index('trade_company_daily_day_idx').using('brin', t.day)],
);

/**
 * Every company's sales per hour and per day, for administrators who name no company: the heat map
 * of a year is 8 760 rows here instead of one per company and hour (197 000 in the ten-million-sale
 * bench), and the sales list's count over every company a row per day.
 */
export const tradeAllHourly = pgTable('trade_all_hourly', {
  hour: timestamp('hour', { withTimezone: true }).primaryKey(),
  ...salesSums(),
  ...voidCount(),
});

export const tradeAllDaily = pgTable('trade_all_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  ...salesSums(),
  ...voidCount(),
});

/**
 * Sales per scale, day and good (good_id 0: a PLU the company had no good for), with the lowest and
 * highest unit price sold at: the goods' rankings, a good's own page, a shop's scales.
 */
export const tradeDailyGoods = pgTable(
  'trade_daily_goods',
  {
    scale_id: integer('scale_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    good_id: integer('good_id').notNull(),
    plu: integer('plu').notNull(),
    shop_id: integer('shop_id').notNull(),
    company_id: integer('company_id').notNull(),
    ...salesSums(),
    min_unit_price: integer('min_unit_price'),
    max_unit_price: integer('max_unit_price'),
  },
  (t) => [
    primaryKey({ columns: [t.scale_id, t.day, t.good_id, t.plu] }),
    index('trade_daily_goods_company_idx').on(t.company_id, t.day),
    index('trade_daily_goods_shop_idx').on(t.shop_id, t.day),
    // A good's shares by scale and shop over a year read ~40 000 of these rows, scattered over the
    // year's pages: with the figures they add up in the index, they are read from it alone (a best
    // seller's year 36 → 9 ms, 162 → 18 ms from disk; bench/findings.md).
    index('trade_daily_goods_good_idx').on(
      t.good_id,
      t.day,
      t.company_id,
      t.shop_id,
      t.scale_id,
      t.sale_count,
      t.sale_amount,
      t.sale_weight_g,
      t.sale_pieces,
    ),
  ],
);

/**
 * The goods' sales per company and China day (good_id 0: a PLU the company had no good for),
 * whatever shop or scale sold them: the company's goods ranking, categories and a good's page read
 * a row per good and day here instead of one per scale (docs/performance.md, statistics).
 */
export const tradeCompanyDailyGoods = pgTable(
  'trade_company_daily_goods',
  {
    company_id: integer('company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    good_id: integer('good_id').notNull(),
    plu: integer('plu').notNull(),
    ...salesSums(),
    min_unit_price: integer('min_unit_price'),
    max_unit_price: integer('max_unit_price'),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.day, t.good_id, t.plu] }),
    index('trade_company_daily_goods_good_idx').on(t.good_id, t.day),
    index('trade_company_daily_goods_day_idx').using('brin', t.day),
  ],
);

/** The same per China month (`month` is its first day): the whole months of a long period. */
export const tradeCompanyMonthlyGoods = pgTable(
  'trade_company_monthly_goods',
  {
    company_id: integer('company_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    good_id: integer('good_id').notNull(),
    plu: integer('plu').notNull(),
    ...salesSums(),
    min_unit_price: integer('min_unit_price'),
    max_unit_price: integer('max_unit_price'),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.month, t.good_id, t.plu] }),
    index('trade_company_monthly_goods_good_idx').on(t.good_id, t.month),
  ],
);

/**
 * Sales per company, China day and category, the category being the good's as it is now (a PLU
 * without a good, or a good deleted since, under ''): the categories of a company's or every
 * company's sales page read a row per category here instead of one per good (every company's year,
 * 121 000 rows of goods months). The fold adds each sale under its good's category; a good whose
 * category changes, or that is deleted, moves its sums between categories (migration 0039's
 * trigger, docs/statistics.md).
 */
export const tradeCompanyDailyCategories = pgTable(
  'trade_company_daily_categories',
  {
    company_id: integer('company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    ...salesSums(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.day, t.category] }),
    index('trade_company_daily_categories_day_idx').using('brin', t.day),
  ],
);

/** The same per China month (`month` is its first day): the whole months of a long period. */
export const tradeCompanyMonthlyCategories = pgTable(
  'trade_company_monthly_categories',
  {
    company_id: integer('company_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    ...salesSums(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.month, t.category] })],
);

/**
 * The count of sales, returns and voids per company, name, PLU, shop and China month (`month` is
 * its first day): a search of the sales list counts the whole months of its names here, and only the days outside
 * them from `trades` (the bench's largest company searched for 哈密瓜 over all time: 117 000 index
 * entries counted before, a few hundred rows now). 1.08 million rows for the bench's ten million
 * sales, against 7 million of the goods' days.
 */
export const tradeNameMonthly = pgTable(
  'trade_name_monthly',
  {
    company_id: integer('company_id').notNull(),
    name: text('name').notNull(),
    plu: integer('plu').notNull(),
    shop_id: integer('shop_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    sale_count: integer('sale_count').notNull().default(0),
    return_count: integer('return_count').notNull().default(0),
    ...voidCount(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.name, t.plu, t.shop_id, t.month] })],
);

/**
 * The same counts for all of a company's shops together: a search without a shop counts each
 * name's whole months in about 12 rows instead of one a shop and month (the bench's 哈密瓜 over
 * every company: 17 344 rows read before, 1 982 now). 141 000 rows for the bench's ten million sales.
 */
export const tradeCompanyNameMonthly = pgTable(
  'trade_company_name_monthly',
  {
    company_id: integer('company_id').notNull(),
    name: text('name').notNull(),
    plu: integer('plu').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    sale_count: integer('sale_count').notNull().default(0),
    return_count: integer('return_count').notNull().default(0),
    ...voidCount(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.name, t.plu, t.month] })],
);

/** The tickets already counted as orders: a ticket's items may arrive in several uploads. */
export const tradeTickets = pgTable(
  'trade_tickets',
  {
    scale_id: integer('scale_id').notNull(),
    ticket_no: text('ticket_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scale_id, t.ticket_no] })],
);

/*
 * Sales stored but not yet added to the rollups, already summed as the fold adds them up
 * (FOLD_BASES in trades.rollup.ts): per shop and UTC hour, and per scale, good and China day. The
 * statement that stores an upload appends its rows to both; one fold at a time takes them all
 * (trades.fold.ts). A row keeps a time of its sales (`trade_time`) from which the rollups' hour,
 * day and month follow. No key or index: rows are only appended and taken together, and an index
 * would be one more write for each.
 */

/** An upload's sales per shop and hour, voids counted (the rollups of shops, companies and time). */
export const tradeQueueShopHours = pgTable('trade_queue_shop_hours', {
  shop_id: integer('shop_id').notNull(),
  company_id: integer('company_id').notNull(),
  trade_time: timestamp('trade_time', { withTimezone: true }).notNull(),
  ...salesSums(),
  ...voidCount(),
});

/**
 * An upload's sales per scale, good, name and day (the rollups of goods, categories and names).
 * Voids are counted for the names' rollup alone. A row queued before names were kept (migration
 * 0047) has none: the migration counted its sales into the names' rollup from `trades`.
 */
export const tradeQueueGoodDays = pgTable('trade_queue_good_days', {
  scale_id: integer('scale_id').notNull(),
  shop_id: integer('shop_id').notNull(),
  company_id: integer('company_id').notNull(),
  good_id: integer('good_id'),
  plu: integer('plu').notNull(),
  name: text('name'),
  trade_time: timestamp('trade_time', { withTimezone: true }).notNull(),
  ...salesSums(),
  ...voidCount(),
  min_unit_price: integer('min_unit_price'),
  max_unit_price: integer('max_unit_price'),
});
