import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    contact_person: text('contact_person').notNull().default(''),
    phone_number: text('phone_number').notNull().default(''),
    img_url: text('img_url').notNull().default(''),
    address: text('address').notNull().default(''),
    telephone: text('telephone').notNull().default(''),
    desc: text('desc').notNull().default(''),
    categories: text('categories').array().notNull().default([]),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    last_modified_time: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shops_company_idx').on(t.company_id, t.id)],
);
