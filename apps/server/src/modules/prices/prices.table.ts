import type { PriceBatchKind, PriceBatchStatus } from '@tm/contracts';
import {
  boolean,
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
import { goods } from '../goods/goods.table';
import { scales } from '../scales/scales.table';
import { shops } from '../shops/shops.table';
import { users } from '../users/users.table';

/** A group of shops (and single scales) that sell at the same prices (docs/prices.md). */
export const priceZones = pgTable(
  'price_zones',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    note: text('note').notNull().default(''),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    last_modified_time: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('price_zones_company_name_idx').on(t.company_id, t.name)],
);

/** A shop's zone: its scales sell at the zone's prices. A shop is in at most one zone. */
export const priceZoneShops = pgTable(
  'price_zone_shops',
  {
    shop_id: integer('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    zone_id: integer('zone_id')
      .notNull()
      .references(() => priceZones.id, { onDelete: 'cascade' }),
    company_id: integer('company_id').notNull(),
  },
  (t) => [index('price_zone_shops_zone_idx').on(t.zone_id)],
);

/** A single scale's own zone, before its shop's (a counter in a shop-in-shop sells at other prices). */
export const priceZoneScales = pgTable(
  'price_zone_scales',
  {
    scale_id: integer('scale_id')
      .primaryKey()
      .references(() => scales.id, { onDelete: 'cascade' }),
    zone_id: integer('zone_id')
      .notNull()
      .references(() => priceZones.id, { onDelete: 'cascade' }),
    company_id: integer('company_id').notNull(),
  },
  (t) => [index('price_zone_scales_zone_idx').on(t.zone_id)],
);

/**
 * Every change of a zone's own price for a good, as it took effect: set on the good's price page
 * (`batch_id` null) or by a batch when it started. `new_price` null: the zone's own price was taken
 * away and the zone sells at the base price again. The base price's changes are `good_price_changes`.
 */
export const zonePriceChanges = pgTable(
  'zone_price_changes',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id').notNull(),
    good_id: integer('good_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    zone_id: integer('zone_id')
      .notNull()
      .references(() => priceZones.id, { onDelete: 'cascade' }),
    old_price: integer('old_price'),
    new_price: integer('new_price'),
    batch_id: integer('batch_id'),
    changed_by: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changed_time: timestamp('changed_time', { withTimezone: true }).notNull(),
  },
  (t) => [index('zone_price_changes_good_zone_idx').on(t.good_id, t.zone_id, t.changed_time)],
);

/**
 * A price change or a markdown, saved ahead of its time. What it does is read from it by
 * `effective_price()` for any moment; a periodic job marks it started (and a markdown ended) and
 * tells the scales, once, whichever server instance claims it first.
 */
export const priceBatches = pgTable(
  'price_batches',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<PriceBatchKind>().notNull(),
    name: text('name').notNull(),
    status: text('status').$type<PriceBatchStatus>().notNull().default('scheduled'),
    starts_time: timestamp('starts_time', { withTimezone: true }).notNull(),
    /** A markdown's end; null for a price change, which lasts until another one. */
    ends_time: timestamp('ends_time', { withTimezone: true }),
    /** Change: the base price. Markdown: scales in no zone. */
    base: boolean('base').notNull(),
    /** Zones, without a foreign key: a deleted zone's past batches keep its number. */
    zone_ids: integer('zone_ids').array().notNull(),
    percent_off: integer('percent_off'),
    categories: text('categories').array().notNull().default([]),
    rollback_of: integer('rollback_of'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_time: timestamp('created_time', { withTimezone: true }).notNull(),
    applied_time: timestamp('applied_time', { withTimezone: true }),
    ended_time: timestamp('ended_time', { withTimezone: true }),
    cancelled_time: timestamp('cancelled_time', { withTimezone: true }),
  },
  (t) => [
    index('price_batches_company_starts_idx').on(t.company_id, t.starts_time),
    index('price_batches_due_idx').on(t.status, t.starts_time),
  ],
);

/**
 * What a batch does, per good and target (`zone_key`: a zone's id, or 0 for the base price, for a
 * markdown the scales in no zone): a change's new price (null: the zone's own price taken away), or
 * a good a markdown takes its percentage off. One row per target lets a rollback restore each
 * zone's own price.
 */
export const priceBatchGoods = pgTable(
  'price_batch_goods',
  {
    batch_id: integer('batch_id')
      .notNull()
      .references(() => priceBatches.id, { onDelete: 'cascade' }),
    good_id: integer('good_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    zone_key: integer('zone_key').notNull(),
    company_id: integer('company_id').notNull(),
    unit_price: integer('unit_price'),
  },
  (t) => [
    primaryKey({ columns: [t.batch_id, t.good_id, t.zone_key] }),
    index('price_batch_goods_good_idx').on(t.good_id, t.zone_key),
  ],
);
