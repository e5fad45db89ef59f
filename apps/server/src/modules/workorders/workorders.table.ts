import type { WorkOrderCategory, WorkOrderStatus } from '@tm/contracts';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { scales } from '../scales/scales.table';
import { users } from '../users/users.table';

/** Customer-service work orders of a company (docs/workorders.md). */
export const workOrders = pgTable(
  'work_orders',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    category: text('category').$type<WorkOrderCategory>().notNull(),
    status: text('status').$type<WorkOrderStatus>().notNull().default('new'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The scale it is about; an order outlives a deleted scale, naming none. */
    scale_id: integer('scale_id').references(() => scales.id, { onDelete: 'set null' }),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    contact_name: text('contact_name').notNull(),
    contact_phone: text('contact_phone').notNull(),
    preferred_time: text('preferred_time').notNull().default(''),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    assignee_id: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    last_modified_time: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
    first_answer_time: timestamp('first_answer_time', { withTimezone: true }),
    resolved_time: timestamp('resolved_time', { withTimezone: true }),
    closed_time: timestamp('closed_time', { withTimezone: true }),
  },
  (t) => [index('work_orders_company_idx').on(t.company_id, t.id), index('work_orders_status_idx').on(t.status, t.id)],
);

/** The thread of an order: replies, internal notes and status changes, oldest first. */
export const workOrderComments = pgTable(
  'work_order_comments',
  {
    id: serial('id').primaryKey(),
    work_order_id: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    author_id: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    side: text('side').$type<'customer' | 'service'>().notNull(),
    body: text('body').notNull(),
    internal: boolean('internal').notNull().default(false),
    status: text('status').$type<WorkOrderStatus>(),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('work_order_comments_order_idx').on(t.work_order_id, t.id)],
);
