import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { shops } from '../shops/shops.table';

/** Shop gateways (docs/gateway.md): each drives the TM scales of its shop marked as behind it. */
export const gateways = pgTable(
  'gateways',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** A shop is deleted only once it has no scales; its gateways go with it. */
    shop_id: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    gateway_uuid: text('gateway_uuid').notNull(),
    /** SHA-256 of the gateway key, as scales' device keys. */
    key_hash: text('key_hash').notNull(),
    version: text('version').notNull().default(''),
    last_seen_time: timestamp('last_seen_time', { withTimezone: true }),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gateways_uuid_idx').on(t.gateway_uuid), index('gateways_shop_idx').on(t.shop_id)],
);
