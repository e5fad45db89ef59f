import type { PrivacyAction, PrivacySubjectKind } from '@tm/contracts';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/** Every export and erase of a person's data (docs/privacy.md); rows are only ever added. */
export const privacyAudit = pgTable(
  'privacy_audit',
  {
    id: serial('id').primaryKey(),
    subject_kind: text('subject_kind').$type<PrivacySubjectKind>().notNull(),
    subject_id: integer('subject_id').notNull(),
    action: text('action').$type<PrivacyAction>().notNull(),
    operator_id: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was exported or anonymised (tables and counts), never the personal data itself. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('privacy_audit_subject_idx').on(t.subject_kind, t.subject_id, t.id)],
);
