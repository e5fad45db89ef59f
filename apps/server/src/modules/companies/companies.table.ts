import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { isNull } from 'drizzle-orm';
import { users } from '../users/users.table';

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  contact_person: text('contact_person').notNull().default(''),
  phone_number: text('phone_number').notNull().default(''),
  address: text('address').notNull().default(''),
  img_url: text('img_url').notNull().default(''),
  if_analysis_open: integer('if_analysis_open').notNull().default(0),
  /** Enabled console features other than analysis (contracts COMPANY_FEATURES). */
  features: text('features').array().notNull().default(['big_screen', 'workorders', 'repair']),
  /** permissionsType of spec §3 (contracts PAY_PERMISSION). */
  pay_permission: integer('pay_permission').notNull().default(0),
  licence_img_url: text('licence_img_url').notNull().default(''),
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

/** A phone invited into a company; it joins at its next SMS sign-in (accepted_time then set). */
export const companyInvites = pgTable(
  'company_invites',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    phone_number: text('phone_number').notNull(),
    join_type: integer('join_type').notNull(),
    invited_by: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    accepted_time: timestamp('accepted_time', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('company_invites_open_idx').on(t.company_id, t.phone_number).where(isNull(t.accepted_time)),
    index('company_invites_phone_idx').on(t.phone_number),
  ],
);
