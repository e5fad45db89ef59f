import type { HoldingsSource } from '@tm/contracts';
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { scales } from '../scales/scales.table';

/** A scale's last report of what it holds (docs/scale-compare.md): when and how it was obtained. */
export const scaleHoldingReports = pgTable('scale_holding_reports', {
  scale_id: integer('scale_id')
    .primaryKey()
    .references(() => scales.id, { onDelete: 'cascade' }),
  company_id: integer('company_id').notNull(),
  source: text('source').$type<HoldingsSource>().notNull(),
  reported_time: timestamp('reported_time', { withTimezone: true }).notNull(),
});

/** The PLU records of that report, replaced whole by the next one. */
export const scaleHoldings = pgTable(
  'scale_holdings',
  {
    scale_id: integer('scale_id')
      .notNull()
      .references(() => scales.id, { onDelete: 'cascade' }),
    plu: integer('plu').notNull(),
    unit_price: integer('unit_price').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scale_id, t.plu] })],
);
