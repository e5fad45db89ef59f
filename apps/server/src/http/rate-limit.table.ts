import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One counted event of a sliding-window limit (database backend of http/rate-limit.ts). */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_events_key_at_idx').on(t.key, t.at)],
);
