import { boolean, integer, pgTable, primaryKey, serial, text, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  contact_person: text('contact_person').notNull().default(''),
  phone_number: text('phone_number').notNull().default(''),
  address: text('address').notNull().default(''),
  img_url: text('img_url').notNull().default(''),
  if_analysis_open: integer('if_analysis_open').notNull().default(0),
  is_disabled: boolean('is_disabled').notNull().default(false),
  created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  last_modified_time: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
});

/** Company-user link (spec §3). A user belongs to at most one company. */
export const companyUsers = pgTable(
  'company_users',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 = company administrator, 2 = staff (contracts `JOIN_TYPE`). */
    join_type: integer('join_type').notNull(),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.user_id] }), index('company_users_company_idx').on(t.company_id)],
);
