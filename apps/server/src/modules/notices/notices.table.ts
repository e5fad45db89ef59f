import type { NoticeType } from '@tm/contracts';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * The spec's Notice: what the top bar's bell shows one user. Stored as a kind and its parameters
 * and worded when read, in the reader's language (notices.messages.ts).
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NoticeType>().notNull(),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    status: text('status').$type<'todo' | 'processing' | 'urgent' | 'doing'>(),
    avatar: text('avatar').notNull().default(''),
    /** The console path it is about, without the area prefix (`workorderMng/workorderList?id=3`). */
    link: text('link'),
    read: boolean('read').notNull().default(false),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_user_idx').on(t.user_id, t.type, t.id)],
);
