import type { DocumentCategory } from '@tm/contracts';
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/** A file of the document library; the bytes live in the file store under `file_key`. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    title_ch: text('title_ch').notNull(),
    title_en: text('title_en').notNull(),
    category: text('category').$type<DocumentCategory>().notNull(),
    version: text('version').notNull().default(''),
    file_name: text('file_name').notNull(),
    file_key: text('file_key').notNull(),
    url: text('url').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    content_type: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    is_public: boolean('is_public').notNull().default(true),
    uploader_id: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    last_modified_time: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('documents_file_name_idx').on(t.file_name), index('documents_category_idx').on(t.category, t.id)],
);
