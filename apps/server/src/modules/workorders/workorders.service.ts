import {
  ADMIN_ROLES,
  isAdminRole,
  WORK_ORDER_REOPEN_DAYS,
  WORK_ORDER_TRANSITIONS,
  type createWorkOrderBodySchema,
  type listWorkOrdersQuerySchema,
  type WorkOrderStatus,
} from '@tm/contracts';
import { and, asc, count, desc, eq, ilike, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor, Ctx } from '../../http/context';
import { invalidField, notFound } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { companyForNewRow, companyScope } from '../../http/scope';
import { likePattern } from '../../http/search';
import { companies } from '../companies/companies.table';
import { notify, type NewNotice } from '../notices/notices.service';
import { scales } from '../scales/scales.table';
import { shops } from '../shops/shops.table';
import { displayNameOf } from '../users/display-name';
import { users } from '../users/users.table';
import { workOrderComments, workOrders } from './workorders.table';

type Out<T extends z.ZodType> = z.output<T>;
type Side = 'customer' | 'service';

const sideOf = (actor: Actor): Side => (isAdminRole(actor.role_type) ? 'service' : 'customer');
const DONE: WorkOrderStatus[] = ['resolved', 'closed'];
const DAY_MS = 86_400_000;

const creator = alias(users, 'creator');
const assignee = alias(users, 'assignee');
/** Seconds from the order's opening to one of its times. */
const secondsTo = (time: typeof workOrders.first_answer_time | typeof workOrders.resolved_time) =>
  sql<number | null>`extract(epoch FROM ${time} - ${workOrders.created_time})`;

const orderSelection = {
  row: workOrders,
  company_name: companies.name,
  scale_name: scales.scale_name,
  shop_name: shops.name,
  creator_name: displayNameOf(creator),
  assignee_name: displayNameOf(assignee),
};

function ordersQuery(ctx: Ctx, where: SQL | undefined) {
  return ctx.db
    .select(orderSelection)
    .from(workOrders)
    .innerJoin(companies, eq(companies.id, workOrders.company_id))
    .leftJoin(scales, eq(scales.id, workOrders.scale_id))
    .leftJoin(shops, eq(shops.id, scales.shop_id))
    .leftJoin(creator, eq(creator.id, workOrders.created_by))
    .leftJoin(assignee, eq(assignee.id, workOrders.assignee_id))
    .where(and(companyScope(ctx.actor, workOrders), where));
}
type OrderRow = Awaited<ReturnType<typeof ordersQuery>>[number];

/**
 * The statuses one side may move an order to now (WORK_ORDER_TRANSITIONS): a resolved or closed
 * order reopens only within WORK_ORDER_REOPEN_DAYS of when it was resolved (or closed).
 */
export function nextStatuses(
  order: { status: WorkOrderStatus; resolved_time: Date | null; closed_time: Date | null },
  side: Side,
  now: Date,
): WorkOrderStatus[] {
  const finishedAt = order.resolved_time ?? order.closed_time;
  const reopenable = finishedAt !== null && now.getTime() - finishedAt.getTime() <= WORK_ORDER_REOPEN_DAYS * DAY_MS;
  return Object.entries(WORK_ORDER_TRANSITIONS[order.status])
    .filter(([, who]) => who === 'both' || who === side)
    .map(([to]) => to as WorkOrderStatus)
    .filter((to) => !(DONE.includes(order.status) && to === 'in_progress') || reopenable);
}

function toOrder(ctx: Ctx, { row, ...joined }: OrderRow) {
  const since = (time: Date | null) =>
    time === null ? null : Math.round((time.getTime() - row.created_time.getTime()) / 1000);
  return {
    id: row.id,
    company_id: row.company_id,
    company_name: joined.company_name,
    category: row.category,
    status: row.status,
    title: row.title,
    description: row.description,
    scale_id: row.scale_id,
    scale_name: joined.scale_name,
    shop_name: joined.shop_name,
    photos: row.photos,
    contact_name: row.contact_name,
    contact_phone: row.contact_phone,
    preferred_time: row.preferred_time,
    created_by: { id: row.created_by ?? 0, name: row.created_by === null ? '—' : joined.creator_name },
    assignee: row.assignee_id === null ? null : { id: row.assignee_id, name: joined.assignee_name },
    created_time: row.created_time,
    last_modified_time: row.last_modified_time,
    first_answer_time: row.first_answer_time,
    resolved_time: row.resolved_time,
    closed_time: row.closed_time,
    answer_seconds: since(row.first_answer_time),
    resolution_seconds: since(row.resolved_time),
    next_statuses: nextStatuses(row, sideOf(ctx.actor), ctx.now()),
  };
}

/** `GET /api/workorders`: a company's orders, or every company's for the service side. */
export async function listWorkOrders(ctx: Ctx, query: Out<typeof listWorkOrdersQuerySchema>) {
  const where = and(
    query.status ? eq(workOrders.status, query.status) : undefined,
    query.state === 'open' ? not(inArray(workOrders.status, DONE)) : undefined,
    query.state === 'done' ? inArray(workOrders.status, DONE) : undefined,
    query.category ? eq(workOrders.category, query.category) : undefined,
    query.company_id ? eq(workOrders.company_id, query.company_id) : undefined,
    query.assignee_id ? eq(workOrders.assignee_id, query.assignee_id) : undefined,
    query.min_age_days === undefined
      ? undefined
      : lte(workOrders.created_time, new Date(ctx.now().getTime() - query.min_age_days * DAY_MS)),
    query.q
      ? or(
          ilike(workOrders.title, likePattern(query.q)),
          ilike(workOrders.description, likePattern(query.q)),
          /^#?\d+$/.test(query.q) ? eq(workOrders.id, Number(query.q.replace('#', ''))) : undefined,
        )
      : undefined,
  );
  const [rows, [summary]] = await Promise.all([
    ordersQuery(ctx, where).orderBy(desc(workOrders.id)).limit(query.per_page).offset(pageOffset(query)),
    ctx.db
      .select({
        total: count(),
        avg_answer: sql<number | null>`avg(${secondsTo(workOrders.first_answer_time)})`,
        avg_resolution: sql<number | null>`avg(${secondsTo(workOrders.resolved_time)})`,
      })
      .from(workOrders)
      .where(and(companyScope(ctx.actor, workOrders), where)),
  ]);
  const rounded = (value: number | string | null | undefined) =>
    value === null || value === undefined ? null : Math.round(Number(value));
  return {
    list: rows.map((row) => toOrder(ctx, row)),
    meta: {
      total: summary?.total ?? 0,
      avg_answer_seconds: rounded(summary?.avg_answer),
      avg_resolution_seconds: rounded(summary?.avg_resolution),
    },
  };
}

async function scopedOrder(ctx: Ctx, id: number) {
  const [row] = await ordersQuery(ctx, eq(workOrders.id, id));
  if (!row) {
    throw notFound();
  }
  return row;
}

/** `GET /api/workorders/{id}`: the order and its thread; internal notes only for the service side. */
export async function workOrderDetail(ctx: Ctx, id: number) {
  const order = await scopedOrder(ctx, id);
  const comments = await ctx.db
    .select({
      id: workOrderComments.id,
      author_id: workOrderComments.author_id,
      author_name: displayNameOf(users),
      side: workOrderComments.side,
      body: workOrderComments.body,
      internal: workOrderComments.internal,
      status: workOrderComments.status,
      created_time: workOrderComments.created_time,
    })
    .from(workOrderComments)
    .leftJoin(users, eq(users.id, workOrderComments.author_id))
    .where(
      and(
        eq(workOrderComments.work_order_id, id),
        sideOf(ctx.actor) === 'customer' ? eq(workOrderComments.internal, false) : undefined,
      ),
    )
    .orderBy(asc(workOrderComments.id));
  return {
    order: toOrder(ctx, order),
    comments: comments.map(({ author_id: authorId, author_name: authorName, ...comment }) => ({
      ...comment,
      author: { id: authorId ?? 0, name: authorId === null ? '—' : authorName },
    })),
  };
}

/** The active service staff: who hears of new orders and can be assigned one. */
function serviceStaff(db: Db) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role_type, [...ADMIN_ROLES]), eq(users.is_disabled, false)));
}

/** What an order's notices carry, worded when read (notices.messages.ts). */
const noticeParams = (order: OrderRow['row'], company: string) => ({
  id: order.id,
  title: order.title,
  company,
  category: order.category,
  contact: order.contact_name,
});
const orderLink = (id: number) => `workorderMng/workorderList?id=${id}`;

/** The other side of an order, as seen by whoever acted: the customer, or its assignee (else all staff). */
async function otherSide(db: Db, order: OrderRow['row'], actor: Actor): Promise<number[]> {
  if (sideOf(actor) === 'service') {
    return order.created_by === null ? [] : [order.created_by];
  }
  if (order.assignee_id !== null) {
    return [order.assignee_id];
  }
  return (await serviceStaff(db)).map((staff) => staff.id);
}

const without = (ids: number[], actor: Actor) => ids.filter((id) => id !== actor.user_id);
const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/**
 * `POST /api/workorders`: a company user opens an order (or an administrator for a company, e.g.
 * from a phone call); the service staff hear of it.
 */
export async function createWorkOrder(
  ctx: Ctx,
  { company_id: requested, ...body }: Out<typeof createWorkOrderBodySchema>,
) {
  const companyId = companyForNewRow(ctx.actor, requested);
  if (body.scale_id !== null) {
    const [scale] = await ctx.db
      .select({ id: scales.id })
      .from(scales)
      .where(and(eq(scales.id, body.scale_id), eq(scales.company_id, companyId)));
    if (!scale) {
      throw invalidField('scale_id', 'scale_not_in_company');
    }
  }
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .insert(workOrders)
      .values({
        ...body,
        company_id: companyId,
        created_by: ctx.actor.user_id,
        created_time: now,
        last_modified_time: now,
      })
      .returning();
    if (!order) {
      throw new Error('work order not stored');
    }
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
    const staff = without(
      (await serviceStaff(tx)).map((member) => member.id),
      ctx.actor,
    );
    await notify(
      tx,
      staff,
      {
        type: 'event',
        kind: 'workorder_opened',
        params: noticeParams(order, company?.name ?? ''),
        status: 'todo',
        link: orderLink(order.id),
      },
      now,
    );
    return order.id;
  });
  return toOrder(ctx, await scopedOrder(ctx, id));
}

/**
 * `POST /api/workorders/{id}/comments`: a reply (or the service side's internal note). The service
 * side's first reply is the order's first answer; a customer's reply to a question puts the order
 * back in progress.
 */
export async function commentOnWorkOrder(ctx: Ctx, id: number, body: { body: string; internal: boolean }) {
  const side = sideOf(ctx.actor);
  if (body.internal && side === 'customer') {
    throw invalidField('internal', 'workorder_internal_service_only');
  }
  const { row: order, company_name: company } = await scopedOrder(ctx, id);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(workOrderComments).values({
      work_order_id: id,
      author_id: ctx.actor.user_id,
      side,
      body: body.body,
      internal: body.internal,
      created_time: now,
    });
    const answered = side === 'service' && !body.internal && order.first_answer_time === null;
    const backInProgress = side === 'customer' && order.status === 'waiting_customer';
    await tx
      .update(workOrders)
      .set({
        last_modified_time: now,
        ...(answered ? { first_answer_time: now } : {}),
        ...(backInProgress ? { status: 'in_progress' as const } : {}),
      })
      .where(eq(workOrders.id, id));
    if (backInProgress) {
      await tx.insert(workOrderComments).values({
        work_order_id: id,
        author_id: ctx.actor.user_id,
        side,
        body: '',
        status: 'in_progress',
        created_time: now,
      });
    }
    if (!body.internal) {
      await notify(
        tx,
        without(await otherSide(tx, order, ctx.actor), ctx.actor),
        {
          type: 'message',
          kind: 'workorder_reply',
          params: {
            ...noticeParams(order, company),
            author: await actorName(tx, ctx.actor),
            excerpt: excerpt(body.body),
          },
          link: orderLink(id),
        },
        now,
      );
    }
  });
  return workOrderDetail(ctx, id);
}

async function actorName(db: Db, actor: Actor): Promise<string> {
  const [row] = await db
    .select({ name: displayNameOf(users) })
    .from(users)
    .where(eq(users.id, actor.user_id));
  return row?.name ?? '';
}

/** `POST /api/workorders/{id}/status`: one step of the order's life, told to the other side. */
export async function moveWorkOrder(ctx: Ctx, id: number, body: { status: WorkOrderStatus; note: string }) {
  const side = sideOf(ctx.actor);
  const { row: order, company_name: company } = await scopedOrder(ctx, id);
  const now = ctx.now();
  if (!nextStatuses(order, side, now).includes(body.status)) {
    const reopenExpired =
      body.status === 'in_progress' &&
      DONE.includes(order.status) &&
      nextStatuses({ ...order, resolved_time: now, closed_time: now }, side, now).includes('in_progress');
    throw invalidField('status', reopenExpired ? 'workorder_reopen_expired' : 'workorder_status_not_allowed');
  }
  const reopened = DONE.includes(order.status) && body.status === 'in_progress';
  const answered = side === 'service' && body.note !== '' && order.first_answer_time === null;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(workOrders)
      .set({
        status: body.status,
        last_modified_time: now,
        ...(body.status === 'resolved' ? { resolved_time: now } : {}),
        ...(body.status === 'closed' ? { closed_time: now } : {}),
        ...(reopened ? { resolved_time: null, closed_time: null } : {}),
        ...(answered ? { first_answer_time: now } : {}),
      })
      .where(eq(workOrders.id, id));
    await tx.insert(workOrderComments).values({
      work_order_id: id,
      author_id: ctx.actor.user_id,
      side,
      body: body.note,
      status: body.status,
      created_time: now,
    });
    await notifyStatus(tx, ctx.actor, order, company, body.status, body.note, now);
  });
  return workOrderDetail(ctx, id);
}

/** Tells the other side of an order that it moved, with the note said with the move. */
async function notifyStatus(
  db: Db,
  actor: Actor,
  order: OrderRow['row'],
  company: string,
  status: WorkOrderStatus,
  note: string,
  now: Date,
): Promise<void> {
  const notice: NewNotice = {
    type: 'notification',
    kind: 'workorder_status',
    params: { ...noticeParams(order, company), status, excerpt: excerpt(note) },
    link: orderLink(order.id),
  };
  await notify(db, without(await otherSide(db, order, actor), actor), notice, now);
}

/** `POST /api/workorders/{id}/assign`: to a member of the service staff; a new order becomes assigned. */
export async function assignWorkOrder(ctx: Ctx, id: number, assigneeId: number) {
  const staff = await serviceStaff(ctx.db);
  if (!staff.some((member) => member.id === assigneeId)) {
    throw invalidField('assignee_id', 'assignee_invalid');
  }
  const { row: order, company_name: company } = await scopedOrder(ctx, id);
  const now = ctx.now();
  const becomesAssigned = order.status === 'new';
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(workOrders)
      .set({ assignee_id: assigneeId, last_modified_time: now, ...(becomesAssigned ? { status: 'assigned' } : {}) })
      .where(eq(workOrders.id, id));
    if (becomesAssigned) {
      await tx.insert(workOrderComments).values({
        work_order_id: id,
        author_id: ctx.actor.user_id,
        side: 'service',
        body: '',
        status: 'assigned',
        created_time: now,
      });
      await notifyStatus(tx, ctx.actor, order, company, 'assigned', '', now);
    }
    await notify(
      tx,
      without([assigneeId], ctx.actor),
      {
        type: 'event',
        kind: 'workorder_assigned',
        params: noticeParams(order, company),
        status: 'processing',
        link: orderLink(id),
      },
      now,
    );
  });
  return workOrderDetail(ctx, id);
}

/** `GET /api/workorders/assignees`: the service staff, with how many open orders each holds. */
export async function listAssignees(ctx: Ctx) {
  // Joined rather than counted in a subquery: Drizzle writes a column of the outer table in a
  // select field without its table, and `id` there meant the work order's.
  return ctx.db
    .select({ id: users.id, name: displayNameOf(users), open_orders: count(workOrders.id) })
    .from(users)
    .leftJoin(workOrders, and(eq(workOrders.assignee_id, users.id), not(inArray(workOrders.status, DONE))))
    .where(and(inArray(users.role_type, [...ADMIN_ROLES]), eq(users.is_disabled, false)))
    .groupBy(users.id)
    .orderBy(asc(users.id));
}
