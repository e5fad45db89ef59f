import type {
  LossReason,
  StockDocumentStatus,
  StockDocumentType,
  StockMovementKind,
  StockUnit,
  SupplierStatus,
} from '@tm/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { shops } from '../shops/shops.table';
import { users } from '../users/users.table';

/** A company's suppliers (docs/stock.md). Never deleted once a document names one: disabled instead. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    contact_person: text('contact_person').notNull().default(''),
    phone_number: text('phone_number').notNull().default(''),
    address: text('address').notNull().default(''),
    tax_number: text('tax_number').notNull().default(''),
    bank_name: text('bank_name').notNull().default(''),
    bank_account: text('bank_account').notNull().default(''),
    notes: text('notes').notNull().default(''),
    status: text('status').$type<SupplierStatus>().notNull().default('active'),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    last_modified_time: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('suppliers_company_name_idx').on(t.company_id, t.name)],
);

/**
 * Purchase orders, receipts, transfers, purchase returns, stocktakes and losses. A draft has no
 * number; posting gives the next one of its company and type in the posting transaction, so a
 * failed post leaves no gap. A reversal is a document of the same type with `reverses_id`.
 */
export const stockDocuments = pgTable(
  'stock_documents',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    type: text('type').$type<StockDocumentType>().notNull(),
    number: text('number'),
    status: text('status').$type<StockDocumentStatus>().notNull().default('draft'),
    shop_id: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    target_shop_id: integer('target_shop_id').references(() => shops.id, { onDelete: 'restrict' }),
    supplier_id: integer('supplier_id').references(() => suppliers.id, { onDelete: 'restrict' }),
    order_id: integer('order_id').references((): AnyPgColumn => stockDocuments.id, { onDelete: 'restrict' }),
    receipt_id: integer('receipt_id').references((): AnyPgColumn => stockDocuments.id, { onDelete: 'restrict' }),
    reverses_id: integer('reverses_id').references((): AnyPgColumn => stockDocuments.id, { onDelete: 'restrict' }),
    loss_reason: text('loss_reason').$type<LossReason>(),
    category: text('category').notNull().default(''),
    expected_date: date('expected_date', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    posted_by: integer('posted_by').references(() => users.id, { onDelete: 'set null' }),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    last_modified_time: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
    posted_time: timestamp('posted_time', { withTimezone: true }),
    received_time: timestamp('received_time', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_documents_number_idx').on(t.company_id, t.type, t.number),
    // A document is reversed at most once.
    uniqueIndex('stock_documents_reverses_idx').on(t.reverses_id),
    index('stock_documents_list_idx').on(t.company_id, t.type, t.id),
    index('stock_documents_order_idx').on(t.order_id),
    index('stock_documents_receipt_idx').on(t.receipt_id),
  ],
);

/**
 * A document's lines. The good's PLU, name and unit are copied in: a posted document reads the same
 * after the good is renamed or deleted.
 */
export const stockDocumentLines = pgTable(
  'stock_document_lines',
  {
    id: serial('id').primaryKey(),
    document_id: integer('document_id')
      .notNull()
      .references(() => stockDocuments.id, { onDelete: 'cascade' }),
    line_no: integer('line_no').notNull(),
    good_id: integer('good_id').notNull(),
    plu: integer('plu').notNull(),
    good_name: text('good_name').notNull(),
    category: text('category').notNull().default(''),
    unit: text('unit').$type<StockUnit>().notNull(),
    quantity: bigint('quantity', { mode: 'number' }),
    unit_cost_fen: integer('unit_cost_fen'),
    book_quantity: bigint('book_quantity', { mode: 'number' }),
    counted_quantity: bigint('counted_quantity', { mode: 'number' }),
    order_line_id: integer('order_line_id').references((): AnyPgColumn => stockDocumentLines.id, {
      onDelete: 'restrict',
    }),
    receipt_line_id: integer('receipt_line_id').references((): AnyPgColumn => stockDocumentLines.id, {
      onDelete: 'restrict',
    }),
    note: text('note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('stock_document_lines_good_idx').on(t.document_id, t.good_id),
    index('stock_document_lines_order_line_idx').on(t.order_line_id),
    index('stock_document_lines_receipt_line_idx').on(t.receipt_line_id),
  ],
);

/**
 * The ledger: every change of a shop's stock of a good, with its value at cost. A document's
 * movements point at it; sales uploaded by scales move stock once per upload, shop and good
 * (`trades_count` records), in the statement that stores them.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    company_id: integer('company_id').notNull(),
    shop_id: integer('shop_id').notNull(),
    good_id: integer('good_id').notNull(),
    kind: text('kind').$type<StockMovementKind>().notNull(),
    document_id: integer('document_id').references(() => stockDocuments.id, { onDelete: 'restrict' }),
    line_id: integer('line_id'),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    unit_cost_fen: integer('unit_cost_fen').notNull(),
    value_fen: bigint('value_fen', { mode: 'number' }).notNull(),
    trades_count: integer('trades_count').notNull().default(0),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_card_idx').on(t.shop_id, t.good_id, t.id),
    index('stock_movements_document_idx').on(t.document_id),
  ],
);

/**
 * On hand per shop × good: the sum of its movements, kept by the statement that writes them, with
 * the moving average cost (fen per kilogram or piece).
 */
export const stockLevels = pgTable(
  'stock_levels',
  {
    shop_id: integer('shop_id').notNull(),
    good_id: integer('good_id').notNull(),
    company_id: integer('company_id').notNull(),
    unit: text('unit').$type<StockUnit>().notNull(),
    on_hand: bigint('on_hand', { mode: 'number' }).notNull().default(0),
    unit_cost_fen: integer('unit_cost_fen').notNull().default(0),
    last_movement_time: timestamp('last_movement_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shop_id, t.good_id] }),
    index('stock_levels_company_idx').on(t.company_id, t.shop_id),
    check('stock_levels_cost_nonnegative', sql`${t.unit_cost_fen} >= 0`),
  ],
);

/** The last number given per company and document type; taken in the posting transaction. */
export const stockNumberCounters = pgTable(
  'stock_number_counters',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').$type<StockDocumentType>().notNull(),
    last_number: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.type] })],
);
