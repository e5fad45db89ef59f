import type { LabelStyle, LabelType } from '@tm/contracts';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { nextSyncVersion, scales } from '../scales/scales.table';
import { shops } from '../shops/shops.table';

/** Label formats, per shop (console spec §3). `style` is the checked layout, never raw text. */
export const labels = pgTable(
  'labels',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** A shop's formats go with it (a shop is deleted only once it has no scales). */
    shop_id: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<LabelType>().notNull(),
    style: jsonb('style').$type<LabelStyle>().notNull(),
    /** Change number: the scales holding this format fetch it again when it grows. */
    sync_version: bigint('sync_version', { mode: 'number' }).notNull().default(nextSyncVersion),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    last_modified_time: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('labels_shop_idx').on(t.shop_id, t.id), index('labels_company_idx').on(t.company_id, t.id)],
);

/**
 * The formats a scale holds, in its slots 0-15 (the TM protocol's label numbers). The scale's
 * `labels_version` moves when the set changes, so a scale learns of a format taken away.
 */
export const scaleLabels = pgTable(
  'scale_labels',
  {
    scale_id: integer('scale_id')
      .notNull()
      .references(() => scales.id, { onDelete: 'cascade' }),
    label_id: integer('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'restrict' }),
    company_id: integer('company_id').notNull(),
    slot: smallint('slot').notNull(),
  },
  (t) => [
    uniqueIndex('scale_labels_slot_idx').on(t.scale_id, t.slot),
    uniqueIndex('scale_labels_label_idx').on(t.scale_id, t.label_id),
    index('scale_labels_label_only_idx').on(t.label_id),
  ],
);
