import { isAdminRole, type listNoticesQuerySchema, type NoticeType } from '@tm/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx } from '../../http/context';
import { notFound } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import type { Db } from '../../db/client';
import { users } from '../users/users.table';
import { publishLive } from '../live/live.events';
import { wordNotice } from './notices.messages';
import { notices } from './notices.table';

type Out<T extends z.ZodType> = z.output<T>;

export type NewNotice = {
  type: NoticeType;
  kind: string;
  params: Record<string, string | number>;
  status?: 'todo' | 'processing' | 'urgent' | 'doing';
  avatar?: string;
  /** The console path without its area (`workorderMng/workorderList?id=3`), or a public path from `/`. */
  link?: string;
};

/** Sends one notice to each of the users (the sender is never told of their own act). */
export async function notify(db: Db, userIds: readonly number[], notice: NewNotice, now: Date): Promise<void> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) {
    return;
  }
  await db.insert(notices).values(
    recipients.map((userId) => ({
      user_id: userId,
      type: notice.type,
      kind: notice.kind,
      params: notice.params,
      status: notice.status ?? null,
      avatar: notice.avatar ?? '',
      link: notice.link ?? null,
      created_time: now,
    })),
  );
  await publishLive(db, { kind: 'notice', users: recipients });
}

/** Sends one notice to every user who can sign in (an announcement); one statement however many users. */
export async function notifyEveryone(db: Db, notice: NewNotice, now: Date): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${notices} (user_id, type, kind, params, status, avatar, link, created_time)
    SELECT ${users.id}, ${notice.type}, ${notice.kind}, ${JSON.stringify(notice.params)}::jsonb,
           ${notice.status ?? null}, ${notice.avatar ?? ''}, ${notice.link ?? null}, ${now.toISOString()}::timestamptz
    FROM ${users} WHERE NOT ${users.is_disabled}`);
  await publishLive(db, { kind: 'notice', users: 'all' });
}

/** Takes back every notice of one kind about one thing (an announcement withdrawn). */
export async function withdrawNotices(db: Db, kind: string, id: number): Promise<void> {
  await db.delete(notices).where(and(eq(notices.kind, kind), sql`${notices.params}->>'id' = ${String(id)}`));
  await publishLive(db, { kind: 'notice', users: 'all' });
}

const mine = (ctx: Ctx, type?: NoticeType) =>
  and(eq(notices.user_id, ctx.actor.user_id), type ? eq(notices.type, type) : undefined);

function toNotice(ctx: Ctx, row: typeof notices.$inferSelect) {
  const area = isAdminRole(ctx.actor.role_type) ? 'admin' : 'project';
  return {
    id: row.id,
    type: row.type,
    ...wordNotice(row.kind, row.params, ctx.lang),
    datetime: row.created_time,
    status: row.status,
    read: row.read,
    avatar: row.avatar,
    link: row.link ? (row.link.startsWith('/') ? row.link : `/${area}/${row.link}`) : null,
  };
}

/** `GET /api/notices`: the caller's notices, newest first. */
export async function listNotices(ctx: Ctx, query: Out<typeof listNoticesQuerySchema>) {
  const where = and(mine(ctx, query.type), query.unread ? eq(notices.read, false) : undefined);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(notices).where(where),
  ]);
  return { list: rows.map((row) => toNotice(ctx, row)), meta: { total: total?.total ?? 0 } };
}

/** `GET /api/notices/counts`: unread notices by type. */
export async function noticeCounts(ctx: Ctx) {
  const rows = await ctx.db
    .select({ type: notices.type, unread: sql<number>`count(*)::int` })
    .from(notices)
    .where(and(mine(ctx), eq(notices.read, false)))
    .groupBy(notices.type);
  const counts = { notification: 0, message: 0, event: 0 };
  for (const row of rows) {
    counts[row.type] = row.unread;
  }
  return { ...counts, total: counts.notification + counts.message + counts.event };
}

/** `PUT /api/notices/{id}/read`. */
export async function readNotice(ctx: Ctx, id: number) {
  const [row] = await ctx.db
    .update(notices)
    .set({ read: true })
    .where(and(eq(notices.id, id), mine(ctx)))
    .returning();
  if (!row) {
    throw notFound();
  }
  return toNotice(ctx, row);
}

/** `PUT /api/notices/read?type=`: every unread notice of the caller (of one type) read. */
export async function readAllNotices(ctx: Ctx, type?: NoticeType) {
  await ctx.db
    .update(notices)
    .set({ read: true })
    .where(and(mine(ctx, type), eq(notices.read, false)));
  return noticeCounts(ctx);
}

/** `DELETE /api/notices?type=`: the caller's notices (of one type) gone. */
export async function clearNotices(ctx: Ctx, type?: NoticeType) {
  await ctx.db.delete(notices).where(mine(ctx, type));
  return noticeCounts(ctx);
}
