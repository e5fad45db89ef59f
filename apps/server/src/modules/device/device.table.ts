import type { ScaleModelId } from '@tm/contracts';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { scales } from '../scales/scales.table';

/**
 * A scale unknown to the cloud asks to be registered and shows `request_id` as a QR code; a user
 * who scans it attaches the scale to a shop (`scale_id` set, `device_key` holds the new key), and
 * the scale picks its key up once, which deletes the row. Rows expire after REGISTRATION_MINUTES.
 */
export const scaleRegistrations = pgTable(
  'scale_registrations',
  {
    request_id: text('request_id').primaryKey(),
    scale_uuid: text('scale_uuid').notNull(),
    model: text('model').$type<ScaleModelId>().notNull(),
    firmware: text('firmware').notNull().default(''),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    expires_time: timestamp('expires_time', { withTimezone: true }).notNull(),
    scale_id: integer('scale_id').references(() => scales.id, { onDelete: 'cascade' }),
    /** The plain key, only between the user's attach and the scale's pickup. */
    device_key: text('device_key'),
  },
  (t) => [index('scale_registrations_expires_idx').on(t.expires_time)],
);
