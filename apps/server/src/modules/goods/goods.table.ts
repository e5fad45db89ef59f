import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import type { DiscountPeriod, ImportJob, ImportMode, ImportRowError } from '@tm/contracts';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';

/**
 * The text a good is searched in: every line of its name, as the console shows it ("西红柿 Tomato"),
 * joined by spaces (migration 0052).
 */
export const goodSearchText = (nameLines: AnyPgColumn | SQL) => sql`good_search_text(${nameLines})`;

/** PLU records, per company. Money in fen, weights in grams. */
export const goods = pgTable(
  'goods',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    plu: integer('plu').notNull(),
    item_code: text('item_code').notNull(),
    name_lines: text('name_lines').array().notNull(),
    /** First name line: what a sale, a stock line or a ranking names the good by. */
    name: text('name').notNull(),
    info_lines: text('info_lines').array().notNull().default([]),
    unit_price: integer('unit_price').notNull(),
    pricing_mode: text('pricing_mode', { enum: ['by_weight', 'by_count', 'by_count_fixed_weight'] }).notNull(),
    weight_unit: text('weight_unit', { enum: ['kg', '500g', '100g'] })
      .notNull()
      .default('kg'),
    fixed_weight_g: integer('fixed_weight_g'),
    tare_g: integer('tare_g').notNull().default(0),
    shelf_life_days: integer('shelf_life_days').notNull().default(0),
    packing_date_offset_days: integer('packing_date_offset_days').notNull().default(0),
    discounts: jsonb('discounts').$type<DiscountPeriod[]>().notNull().default([]),
    category: text('category').notNull().default(''),
    label_format_id: integer('label_format_id'),
    barcode_format_id: integer('barcode_format_id'),
    img_url: text('img_url').notNull().default(''),
    on_sale: boolean('on_sale').notNull().default(true),
    version: integer('version').notNull().default(1),
    /** Change number for the scales' sync, stamped by a trigger on every insert and update. */
    sync_version: bigint('sync_version', { mode: 'number' }).notNull().default(0),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    last_modified_time: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_company_plu_idx').on(t.company_id, t.plu),
    uniqueIndex('goods_company_item_code_idx').on(t.company_id, t.item_code),
    // The administrators' list over every company, in PLU order (its default): a page's ids read
    // from the index alone, without sorting every company's goods first.
    index('goods_plu_company_idx').on(t.plu, t.company_id, t.id),
    // A polling scale asks whether any of its company's goods changed after its version.
    index('goods_company_sync_version_idx').on(t.company_id, t.sync_version),
    // A company's list by price or by last change, either way: a page read from the index alone
    // (the id too), not every good sorted (a catalogue of 100 000: bench/findings.md).
    index('goods_company_price_idx').on(t.company_id, t.unit_price, t.plu, t.id),
    index('goods_company_modified_idx').on(t.company_id, t.last_modified_time, t.id),
    // A name searched anywhere in any of its lines: the goods holding every pair of neighbouring
    // characters of the word typed (goodSearch), instead of reading every good of the company
    // (migrations 0045, 0052).
    index('goods_name_pairs_idx').using('gin', sql`name_pairs(${goodSearchText(t.name_lines)})`),
  ],
);

/**
 * How many goods each company holds, as changes to be added up: a statement trigger adds one row a
 * company for every insert or delete of goods, folding in the rows no other transaction holds
 * (migration 0042). A list's total without filters is then a sum of a few rows instead of a count
 * of every good (10 ms for 100 000), and nobody waits on a counter an import holds for its length.
 * `writes` counts the statements that inserted, changed or deleted a company's goods (updates too,
 * migration 0044): its sum grows with every one committed, whatever the order transactions commit
 * in, so a filtered total counted at one sum holds for as long as the sum stays (goods-remembered.ts).
 */
export const goodsCountChanges = pgTable(
  'goods_count_changes',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    writes: integer('writes').notNull().default(0),
  },
  (t) => [index('goods_count_changes_company_idx').on(t.company_id)],
);

/** Every price a good has had: who changed it, when, from what to what. */
export const goodPriceChanges = pgTable(
  'good_price_changes',
  {
    id: serial('id').primaryKey(),
    good_id: integer('good_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    company_id: integer('company_id').notNull(),
    old_price: integer('old_price'),
    new_price: integer('new_price').notNull(),
    changed_by: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the price took effect: a batch's start for the changes a price batch made. */
    changed_time: timestamp('changed_time', { withTimezone: true }).notNull().defaultNow(),
    /** The price batch that made the change (docs/prices.md); null for an edit of the good. */
    batch_id: integer('batch_id'),
  },
  (t) => [
    index('good_price_changes_good_idx').on(t.good_id, t.id),
    index('good_price_changes_good_time_idx').on(t.good_id, t.changed_time),
  ],
);

/**
 * Goods imports, running and recently finished (docs/operations.md): kept in the database so that
 * any server instance answers a poll, and one import per company holds across instances.
 */
export const goodsImportJobs = pgTable(
  'goods_import_jobs',
  {
    id: uuid('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    file_name: text('file_name').notNull(),
    mode: text('mode').$type<ImportMode>().notNull(),
    on_errors: text('on_errors').$type<'abort' | 'skip'>().notNull(),
    status: text('status').$type<ImportJob['status']>().notNull(),
    phase: text('phase').$type<ImportJob['phase']>().notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    valid_rows: integer('valid_rows').notNull().default(0),
    failed_rows: integer('failed_rows').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    /** The first errors, as the job page shows them. */
    errors: jsonb('errors').$type<ImportRowError[]>().notNull().default([]),
    /** Every failed row with its cells, for the error report; written once, when the job ends. */
    failed_row_details: jsonb('failed_row_details').$type<ImportFailedRow[]>().notNull().default([]),
    message: text('message').notNull().default(''),
    started_time: timestamp('started_time', { withTimezone: true }).notNull(),
    finished_time: timestamp('finished_time', { withTimezone: true }),
    /** Moved by the instance running the job; a running job whose heartbeat stopped was interrupted. */
    heartbeat_time: timestamp('heartbeat_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One import a company at a time, whichever instance starts it: two would race for the same PLUs.
    uniqueIndex('goods_import_jobs_one_running_idx')
      .on(t.company_id)
      .where(sql`status = 'running'`),
    index('goods_import_jobs_finished_idx').on(t.finished_time),
  ],
);

/** A row that failed, as the error report gives it back: its cells by column and every reason. */
export type ImportFailedRow = { row: number; cells: Partial<Record<string, string>>; reasons: string[] };
