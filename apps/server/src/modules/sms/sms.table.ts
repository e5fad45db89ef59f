import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** SMS verification codes: stored as a salted hash, used once, voided after too many wrong tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone_number: text('phone_number').notNull(),
    code_hash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    created_time: timestamp('created_time', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    failed_attempts: integer('failed_attempts').notNull().default(0),
    /** Set when the code signs someone in or binds a phone, or when a newer code replaces it. */
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone_number, t.id)],
);
