import type { HotKey, ScaleModelId } from '@tm/contracts';

/** `LanStatus` as stored: times as ISO text. */
export type LanStatusRow = {
  reachable: boolean;
  last_contact_time: string | null;
  queued: number;
  last_error: string | null;
  reported_time: string;
};
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { gateways } from '../gateways/gateways.table';
import { goods } from '../goods/goods.table';
import { shops } from '../shops/shops.table';

/**
 * One counter for every change a scale must fetch: goods edits (a trigger on `goods` stamps the
 * good's `sync_version`), goods put on or taken off a scale, hot-key edits. A scale that synced to
 * N asks for everything stamped after N.
 */
export const syncVersionSeq = pgSequence('sync_version_seq');
export const nextSyncVersion = sql`nextval('sync_version_seq')`;

export const scales = pgTable(
  'scales',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    shop_id: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    scale_name: text('scale_name').notNull(),
    desc: text('desc').notNull().default(''),
    img_url: text('img_url').notNull().default(''),
    /** The scale's own identity, unique across every company. */
    scale_uuid: text('scale_uuid').notNull(),
    if_verify: smallint('if_verify').notNull().default(0),
    model: text('model').$type<ScaleModelId>().notNull(),
    firmware: text('firmware').notNull().default(''),
    /** SHA-256 of the device key; null until a key is issued. */
    device_key_hash: text('device_key_hash'),
    last_seen_time: timestamp('last_seen_time', { withTimezone: true }),
    /** When its company was told it is offline; a later `last_seen_time` means it came back (scale-events). */
    offline_notified_time: timestamp('offline_notified_time', { withTimezone: true }),
    /** The change number the scale last synced to. */
    synced_version: bigint('synced_version', { mode: 'number' }).notNull().default(0),
    hot_keys: jsonb('hot_keys').$type<HotKey[]>().notNull().default([]),
    hot_keys_version: bigint('hot_keys_version', { mode: 'number' }).notNull().default(0),
    /** A TM scale on the shop's network, driven by this gateway at `lan_ip:lan_port`; null when direct. */
    gateway_id: integer('gateway_id').references(() => gateways.id, { onDelete: 'restrict' }),
    lan_ip: text('lan_ip'),
    lan_port: integer('lan_port').notNull().default(4001),
    /** What the gateway last reported about the scale. */
    lan_status: jsonb('lan_status').$type<LanStatusRow>(),
    /** Change number of the last change to the set of label formats the scale holds. */
    labels_version: bigint('labels_version', { mode: 'number' }).notNull().default(0),
    /** When the scale confirmed its current hot keys and label formats (docs/delivery.md). */
    hot_keys_delivered_time: timestamp('hot_keys_delivered_time', { withTimezone: true }),
    labels_delivered_time: timestamp('labels_delivered_time', { withTimezone: true }),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    last_modified_time: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scales_uuid_idx').on(t.scale_uuid),
    index('scales_company_idx').on(t.company_id, t.id),
    index('scales_shop_idx').on(t.shop_id),
  ],
);

/**
 * The goods on each scale. Taking a good off keeps the row as `removed` with a new version, so the
 * scale learns to delete the PLU; `plu` is kept for that, since the good itself may be gone.
 */
export const scaleGoods = pgTable(
  'scale_goods',
  {
    id: serial('id').primaryKey(),
    scale_id: integer('scale_id')
      .notNull()
      .references(() => scales.id, { onDelete: 'cascade' }),
    good_id: integer('good_id').references(() => goods.id, { onDelete: 'set null' }),
    company_id: integer('company_id').notNull(),
    plu: integer('plu').notNull(),
    removed: boolean('removed').notNull().default(false),
    version: bigint('version', { mode: 'number' }).notNull().default(nextSyncVersion),
    /**
     * The good's change number the scale last confirmed holding, and when (docs/delivery.md): the
     * scale (or the gateway driving it) confirms by asking for the changes after it.
     */
    delivered_version: bigint('delivered_version', { mode: 'number' }).notNull().default(0),
    delivered_time: timestamp('delivered_time', { withTimezone: true }),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scale_goods_scale_good_idx').on(t.scale_id, t.good_id),
    index('scale_goods_scale_version_idx').on(t.scale_id, t.version),
    index('scale_goods_good_idx').on(t.good_id),
  ],
);
