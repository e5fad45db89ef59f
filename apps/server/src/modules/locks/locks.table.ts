import type { LockOpeningDecision, LockRefusalReason } from '@tm/contracts';
import { doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { lockAppAccounts, repairStaff } from '../repair/repair.table';
import { shops } from '../shops/shops.table';

/** Bluetooth lock devices (docs/repair.md), bound to a shop (and so a company) or not yet. */
export const lockDevices = pgTable(
  'lock_devices',
  {
    id: serial('id').primaryKey(),
    /** Upper-case, colon-separated: AA:BB:CC:DD:EE:FF. */
    mac: text('mac').notNull().unique(),
    name: text('name').notNull().default(''),
    model: text('model').notNull().default(''),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    shop_id: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    battery_pct: integer('battery_pct'),
    firmware: text('firmware').notNull().default(''),
    last_seen_time: timestamp('last_seen_time', { withTimezone: true }),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    last_modified_time: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lock_devices_company_idx').on(t.company_id, t.id)],
);

/**
 * Every opening the repair app asked for and what the permission match decided (a repair record).
 * Kept as it was decided: later changes to staff, areas or bindings do not rewrite it.
 */
export const lockOpenings = pgTable(
  'lock_openings',
  {
    id: serial('id').primaryKey(),
    device_id: integer('device_id').references(() => lockDevices.id, { onDelete: 'set null' }),
    mac: text('mac').notNull(),
    account_id: integer('account_id').references(() => lockAppAccounts.id, { onDelete: 'set null' }),
    staff_id: integer('staff_id').references(() => repairStaff.id, { onDelete: 'set null' }),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** How precise the phone said its position was, in metres, when it said. */
    accuracy_m: integer('accuracy_m'),
    /** When the app says the person stood at the lock; `recorded_time` is when we decided. */
    occurred_time: timestamp('occurred_time', { withTimezone: true }).notNull(),
    recorded_time: timestamp('recorded_time', { withTimezone: true }).notNull().defaultNow(),
    decision: text('decision').$type<LockOpeningDecision>().notNull(),
    reason: text('reason').$type<LockRefusalReason>(),
    distance_m: integer('distance_m'),
  },
  (t) => [
    index('lock_openings_device_idx').on(t.device_id, t.id),
    index('lock_openings_company_idx').on(t.company_id, t.id),
    index('lock_openings_staff_idx').on(t.staff_id, t.id),
    index('lock_openings_account_idx').on(t.account_id, t.id),
  ],
);
