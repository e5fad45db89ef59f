import { z } from 'zod';
import { idSchema, isoTimeSchema, pageQuerySchema, phoneSchema, searchSchema, urlSchema } from './common';
import { NOTICE_TYPES } from './rules';

/**
 * Customer-service work orders (docs/workorders.md). A company user opens one about a scale or a
 * general matter and talks with the service side (system administrators) in a comment thread; the
 * service side assigns, works and resolves it, and may write internal notes the customer never sees.
 */
export const WORK_ORDER_CATEGORIES = ['fault', 'installation', 'label_price', 'account', 'other'] as const;
export const workOrderCategorySchema = z.enum(WORK_ORDER_CATEGORIES, { error: 'category_required' });
export type WorkOrderCategory = z.output<typeof workOrderCategorySchema>;

export const WORK_ORDER_STATUSES = [
  'new',
  'assigned',
  'in_progress',
  'waiting_customer',
  'resolved',
  'closed',
] as const;
export const workOrderStatusSchema = z.enum(WORK_ORDER_STATUSES);
export type WorkOrderStatus = z.output<typeof workOrderStatusSchema>;

/** Who moves an order from one status to another (besides assigning, which also makes `new` → `assigned`). */
export const WORK_ORDER_TRANSITIONS: Record<
  WorkOrderStatus,
  Partial<Record<WorkOrderStatus, 'service' | 'customer' | 'both'>>
> = {
  new: { closed: 'both' },
  assigned: { in_progress: 'service', closed: 'both' },
  in_progress: { waiting_customer: 'service', resolved: 'service', closed: 'service' },
  // A customer's reply moves it back in progress by itself.
  waiting_customer: { in_progress: 'service', resolved: 'service', closed: 'both' },
  resolved: { closed: 'both', in_progress: 'both' },
  closed: { in_progress: 'both' },
};
/** A resolved or closed order can be reopened for this long after it was resolved (or closed). */
export const WORK_ORDER_REOPEN_DAYS = 7;
export const WORK_ORDER_PHOTOS_MAX = 6;
export const WORK_ORDER_TITLE_MAX = 60;
export const WORK_ORDER_TEXT_MAX = 2000;
export const WORK_ORDER_CONTACT_MAX = 30;
export const WORK_ORDER_PREFERRED_TIME_MAX = 60;

const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max);

export const createWorkOrderBodySchema = z
  .object({
    /** Only for administrators opening an order for a customer (e.g. taken by phone). */
    company_id: idSchema.optional(),
    category: workOrderCategorySchema,
    title: text(WORK_ORDER_TITLE_MAX, 'title_required'),
    description: text(WORK_ORDER_TEXT_MAX, 'description_required'),
    /** The scale it is about, of the caller's company; absent for a general matter. */
    scale_id: idSchema.nullable().default(null),
    /** Image URLs from the image upload call. */
    photos: z.array(urlSchema).max(WORK_ORDER_PHOTOS_MAX, { error: 'photos_too_many' }).default([]),
    contact_name: text(WORK_ORDER_CONTACT_MAX, 'contact_required'),
    contact_phone: phoneSchema,
    /** When the customer would like the service, in their words ("工作日上午"). */
    preferred_time: z.string().trim().max(WORK_ORDER_PREFERRED_TIME_MAX).default(''),
  })
  .strict();
export type CreateWorkOrderBody = z.input<typeof createWorkOrderBodySchema>;

export const listWorkOrdersQuerySchema = pageQuerySchema.extend({
  status: workOrderStatusSchema.optional(),
  /** `open`: every status but resolved and closed. */
  state: z.enum(['open', 'done']).optional(),
  category: workOrderCategorySchema.optional(),
  company_id: idSchema.optional(),
  assignee_id: idSchema.optional(),
  /** Opened at least this many days ago. */
  min_age_days: z.coerce.number().int().min(0).max(3650).optional(),
  q: searchSchema.optional(),
});
export type ListWorkOrdersQuery = Partial<z.output<typeof listWorkOrdersQuerySchema>>;

const personSchema = z.object({ id: z.int(), name: z.string() });

export const workOrderSchema = z.object({
  id: z.int(),
  company_id: z.int(),
  company_name: z.string(),
  category: workOrderCategorySchema,
  status: workOrderStatusSchema,
  title: z.string(),
  description: z.string(),
  scale_id: z.int().nullable(),
  scale_name: z.string().nullable(),
  shop_name: z.string().nullable(),
  photos: z.array(z.string()),
  contact_name: z.string(),
  contact_phone: z.string(),
  preferred_time: z.string(),
  created_by: personSchema,
  assignee: personSchema.nullable(),
  created_time: isoTimeSchema,
  last_modified_time: isoTimeSchema,
  /** The service side's first answer to the customer (a comment, not an internal note). */
  first_answer_time: isoTimeSchema.nullable(),
  resolved_time: isoTimeSchema.nullable(),
  closed_time: isoTimeSchema.nullable(),
  /** Seconds from opening to the first answer, and to resolution. */
  answer_seconds: z.int().nullable(),
  resolution_seconds: z.int().nullable(),
  /** The statuses the caller may move it to now. */
  next_statuses: z.array(workOrderStatusSchema),
});
export type WorkOrder = z.input<typeof workOrderSchema>;

export const workOrderPageSchema = z.object({
  list: z.array(workOrderSchema),
  meta: z.object({
    total: z.int(),
    /** Averages over every order the filters select that has the time. */
    avg_answer_seconds: z.int().nullable(),
    avg_resolution_seconds: z.int().nullable(),
  }),
});
export type WorkOrderPage = z.input<typeof workOrderPageSchema>;

export const workOrderSideSchema = z.enum(['customer', 'service']);
export type WorkOrderSide = z.output<typeof workOrderSideSchema>;

export const workOrderCommentSchema = z.object({
  id: z.int(),
  author: personSchema,
  side: workOrderSideSchema,
  body: z.string(),
  /** An internal note: only the service side sees it. */
  internal: z.boolean(),
  /** The status change this entry records, if any. */
  status: workOrderStatusSchema.nullable(),
  created_time: isoTimeSchema,
});
export type WorkOrderComment = z.input<typeof workOrderCommentSchema>;

export const workOrderDetailSchema = z.object({
  order: workOrderSchema,
  comments: z.array(workOrderCommentSchema),
});
export type WorkOrderDetail = z.input<typeof workOrderDetailSchema>;

export const workOrderCommentBodySchema = z
  .object({
    body: text(WORK_ORDER_TEXT_MAX, 'comment_required'),
    internal: z.boolean().default(false),
  })
  .strict();
export type WorkOrderCommentBody = z.input<typeof workOrderCommentBodySchema>;

export const workOrderTransitionBodySchema = z
  .object({
    status: workOrderStatusSchema,
    /** Said to the other side with the change (a resolution, a question). */
    note: z.string().trim().max(WORK_ORDER_TEXT_MAX).default(''),
  })
  .strict();
export type WorkOrderTransitionBody = z.input<typeof workOrderTransitionBodySchema>;

export const workOrderAssignBodySchema = z.object({ assignee_id: idSchema }).strict();
export type WorkOrderAssignBody = z.input<typeof workOrderAssignBodySchema>;

/** Service staff an order can be assigned to. */
export const workOrderAssigneeSchema = z.object({ id: z.int(), name: z.string(), open_orders: z.int() });
export type WorkOrderAssignee = z.input<typeof workOrderAssigneeSchema>;

// ---- Notices (the spec's Notice: the top bar's popover) ----

export const noticeTypeSchema = z.enum(NOTICE_TYPES);
export type NoticeType = z.output<typeof noticeTypeSchema>;
export const noticeStatusSchema = z.enum(['todo', 'processing', 'urgent', 'doing']);
export type NoticeStatus = z.output<typeof noticeStatusSchema>;

export const noticeSchema = z.object({
  id: z.int(),
  type: noticeTypeSchema,
  title: z.string(),
  description: z.string(),
  datetime: isoTimeSchema,
  /** A short tag shown beside the title (e.g. the new status). */
  extra: z.string(),
  status: noticeStatusSchema.nullable(),
  read: z.boolean(),
  avatar: z.string(),
  /** The console path it is about. */
  link: z.string().nullable(),
});
export type Notice = z.input<typeof noticeSchema>;

export const listNoticesQuerySchema = pageQuerySchema.extend({
  type: noticeTypeSchema.optional(),
  unread: z.stringbool().optional(),
});
export type ListNoticesQuery = Partial<z.output<typeof listNoticesQuerySchema>>;

export const noticeCountsSchema = z.object({
  notification: z.int(),
  message: z.int(),
  event: z.int(),
  total: z.int(),
});
export type NoticeCounts = z.input<typeof noticeCountsSchema>;

export const noticeTypeQuerySchema = z.object({ type: noticeTypeSchema.optional() });
