import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * An announcement is a draft while `publish_at` is null, scheduled until that time, then published;
 * `withdrawn_time` takes it down. `notified_time` is set by whoever claims the sending of its
 * notices (announcements.service.ts), so every user is told exactly once.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The English version; both or neither (the API refuses half of one). */
    title_en: text('title_en'),
    body_en: text('body_en'),
    publish_at: timestamp('publish_at', { withTimezone: true }),
    withdrawn_time: timestamp('withdrawn_time', { withTimezone: true }),
    notified_time: timestamp('notified_time', { withTimezone: true }),
    author_id: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    last_modified_time: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_publish_idx').on(t.publish_at)],
);
