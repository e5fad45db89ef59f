import type { PartyStatus, ServedRegion, TopUpAccountKind, TopUpMethod } from '@tm/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/** A regional back office of the delivery service (docs/riders.md). */
export const regionalOffices = pgTable('regional_offices', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  regions: jsonb('regions').$type<ServedRegion[]>().notNull().default([]),
  /** The administrator account that runs the office. */
  manager_id: integer('manager_id').references(() => users.id, { onDelete: 'set null' }),
  contact_person: text('contact_person').notNull().default(''),
  phone_number: text('phone_number').notNull().default(''),
  status: text('status').$type<PartyStatus>().notNull().default('active'),
  /** Sum of the office's top-up entries, updated in the transaction that posts one. */
  balance_fen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
  created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  last_modified_time: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
});

export const riders = pgTable(
  'riders',
  {
    id: serial('id').primaryKey(),
    office_id: integer('office_id')
      .notNull()
      .references(() => regionalOffices.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    phone_number: text('phone_number').notNull().unique(),
    identity_verified: boolean('identity_verified').notNull().default(false),
    identity_verified_time: timestamp('identity_verified_time', { withTimezone: true }),
    status: text('status').$type<PartyStatus>().notNull().default('active'),
    balance_fen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    last_modified_time: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('riders_office_idx').on(t.office_id, t.id)],
);

/**
 * The ledger of money added to an office's or a rider's account. An entry is never edited: a
 * mistake is undone by a reversal, an entry of the opposite amount pointing at the one it undoes.
 */
export const topUps = pgTable(
  'top_ups',
  {
    id: serial('id').primaryKey(),
    account_kind: text('account_kind').$type<TopUpAccountKind>().notNull(),
    office_id: integer('office_id').references(() => regionalOffices.id, { onDelete: 'restrict' }),
    rider_id: integer('rider_id').references(() => riders.id, { onDelete: 'restrict' }),
    amount_fen: bigint('amount_fen', { mode: 'number' }).notNull(),
    method: text('method').$type<TopUpMethod>().notNull(),
    /** The payment's reference (bank slip, transaction number); one entry per reference. */
    reference_no: text('reference_no').notNull().unique(),
    note: text('note').notNull().default(''),
    operator_id: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    reverses_id: integer('reverses_id').references((): AnyPgColumn => topUps.id, { onDelete: 'restrict' }),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'top_ups_one_account',
      sql`(${t.account_kind} = 'office' AND ${t.office_id} IS NOT NULL AND ${t.rider_id} IS NULL) OR (${t.account_kind} = 'rider' AND ${t.rider_id} IS NOT NULL AND ${t.office_id} IS NULL)`,
    ),
    // An entry is reversed at most once.
    uniqueIndex('top_ups_reverses_idx').on(t.reverses_id),
    index('top_ups_office_idx').on(t.office_id, t.id),
    index('top_ups_rider_idx').on(t.rider_id, t.id),
  ],
);
