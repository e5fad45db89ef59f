import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about this installation, e.g. when the demo data was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updated_time: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
});
