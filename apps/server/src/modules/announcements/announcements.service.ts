import type {
  AnnouncementStatus,
  listAnnouncementsQuerySchema,
  pageQuerySchema,
  saveAnnouncementBodySchema,
} from '@tm/contracts';
import { and, count, desc, eq, gt, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Ctx, PublicCtx } from '../../http/context';
import { invalidField, notFound } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { likePattern } from '../../http/search';
import { notifyEveryone, withdrawNotices } from '../notices/notices.service';
import { displayNameOf } from '../users/display-name';
import { users } from '../users/users.table';
import { announcements } from './announcements.table';

type Out<T extends z.ZodType> = z.output<T>;
type Row = typeof announcements.$inferSelect;

/** Where the public page shows one announcement; its notices lead there. */
export const announcementLink = (id: number) => `/sign/gonggao#announcement-${id}`;
/** A scheduled time this far in the past is taken as "now" (the clocks of browser and server differ a little). */
const PAST_TOLERANCE_MS = 60_000;

function statusOf(row: Row, now: Date): AnnouncementStatus {
  if (row.withdrawn_time) {
    return 'withdrawn';
  }
  if (!row.publish_at) {
    return 'draft';
  }
  return row.publish_at > now ? 'scheduled' : 'published';
}

function whereStatus(status: AnnouncementStatus, now: Date): SQL | undefined {
  const live = isNull(announcements.withdrawn_time);
  switch (status) {
    case 'withdrawn':
      return isNotNull(announcements.withdrawn_time);
    case 'draft':
      return and(live, isNull(announcements.publish_at));
    case 'scheduled':
      return and(live, gt(announcements.publish_at, now));
    case 'published':
      return and(live, lte(announcements.publish_at, now));
  }
}

const selection = { row: announcements, author_name: displayNameOf(users) };

function toAnnouncement(found: { row: Row; author_name: string | null }, now: Date) {
  const { row } = found;
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    title_en: row.title_en,
    body_en: row.body_en,
    status: statusOf(row, now),
    publish_at: row.publish_at,
    withdrawn_time: row.withdrawn_time,
    notified_time: row.notified_time,
    author: row.author_id && found.author_name ? { id: row.author_id, name: found.author_name } : null,
    created_time: row.created_time,
    last_modified_time: row.last_modified_time,
  };
}

async function findAnnouncement(ctx: Ctx, id: number) {
  const [found] = await ctx.db
    .select(selection)
    .from(announcements)
    .leftJoin(users, eq(users.id, announcements.author_id))
    .where(eq(announcements.id, id));
  if (!found) {
    throw notFound();
  }
  return found;
}

/** `publish_at` of the body as stored: null (draft), now, or a time still to come. */
function publishTime(value: Out<typeof saveAnnouncementBodySchema>['publish_at'], now: Date): Date | null {
  if (value === null) {
    return null;
  }
  if (value === 'now') {
    return now;
  }
  if (value.getTime() < now.getTime() - PAST_TOLERANCE_MS) {
    throw invalidField('publish_at', 'publish_at_past');
  }
  return value > now ? value : now;
}

/**
 * `GET /api/management/announcements`: every announcement for administrators, by when it is
 * published, the scheduled ones first: the public page's order, whatever order they were written in.
 */
export async function listAnnouncements(ctx: Ctx, query: Out<typeof listAnnouncementsQuerySchema>) {
  const now = ctx.now();
  const where = and(
    query.status ? whereStatus(query.status, now) : undefined,
    query.q
      ? or(
          ...[announcements.title, announcements.body, announcements.title_en, announcements.body_en].map((column) =>
            ilike(column, likePattern(query.q ?? '')),
          ),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(selection)
      .from(announcements)
      .leftJoin(users, eq(users.id, announcements.author_id))
      .where(where)
      .orderBy(desc(announcements.publish_at), desc(announcements.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(announcements).where(where),
  ]);
  return { list: rows.map((row) => toAnnouncement(row, now)), meta: { total: total?.total ?? 0 } };
}

/** `POST /api/management/announcements`: a draft, a scheduled or an at-once announcement. */
export async function createAnnouncement(ctx: Ctx, body: Out<typeof saveAnnouncementBodySchema>) {
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(announcements)
    .values({
      title: body.title,
      body: body.body,
      title_en: body.title_en,
      body_en: body.body_en,
      publish_at: publishTime(body.publish_at, now),
      author_id: ctx.actor.user_id,
      created_time: now,
      last_modified_time: now,
    })
    .returning({ id: announcements.id });
  await sendDueAnnouncements(ctx.db, now);
  return toAnnouncement(await findAnnouncement(ctx, row!.id), now);
}

/**
 * `PUT /api/management/announcements/{id}`: the text may be corrected at any time until it is
 * withdrawn; the publishing time only until it is out.
 */
export async function updateAnnouncement(ctx: Ctx, id: number, body: Out<typeof saveAnnouncementBodySchema>) {
  const now = ctx.now();
  const { row } = await findAnnouncement(ctx, id);
  const status = statusOf(row, now);
  if (status === 'withdrawn') {
    throw invalidField('_', 'announcement_withdrawn');
  }
  let publishAt = row.publish_at;
  if (status === 'published') {
    const unchanged = body.publish_at instanceof Date && body.publish_at.getTime() === row.publish_at?.getTime();
    if (!unchanged) {
      throw invalidField('publish_at', 'announcement_published_time_fixed');
    }
  } else {
    publishAt = publishTime(body.publish_at, now);
  }
  await ctx.db
    .update(announcements)
    .set({
      title: body.title,
      body: body.body,
      title_en: body.title_en,
      body_en: body.body_en,
      publish_at: publishAt,
      last_modified_time: now,
    })
    .where(eq(announcements.id, id));
  await sendDueAnnouncements(ctx.db, now);
  return toAnnouncement(await findAnnouncement(ctx, id), now);
}

/** `PUT /api/management/announcements/{id}/withdraw`: off the public page, and its notices taken back. */
export async function withdrawAnnouncement(ctx: Ctx, id: number) {
  const now = ctx.now();
  const { row } = await findAnnouncement(ctx, id);
  const status = statusOf(row, now);
  if (status !== 'published' && status !== 'scheduled') {
    throw invalidField('_', 'announcement_not_withdrawable');
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(announcements)
      .set({ withdrawn_time: now, last_modified_time: now })
      .where(eq(announcements.id, id));
    if (row.notified_time) {
      await withdrawNotices(tx, 'announcement', id);
    }
  });
  return toAnnouncement(await findAnnouncement(ctx, id), now);
}

/** `DELETE /api/management/announcements/{id}`: drafts, scheduled and withdrawn ones; a published one is withdrawn first. */
export async function deleteAnnouncement(ctx: Ctx, id: number) {
  const now = ctx.now();
  const { row } = await findAnnouncement(ctx, id);
  if (statusOf(row, now) === 'published') {
    throw invalidField('_', 'announcement_published_delete');
  }
  await ctx.db.delete(announcements).where(eq(announcements.id, id));
  return null;
}

/** `GET /api/announcements`: the published announcements, newest first, for anyone. */
export async function listPublicAnnouncements(ctx: PublicCtx, query: Out<typeof pageQuerySchema>) {
  const where = whereStatus('published', ctx.now());
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: announcements.id,
        title: announcements.title,
        body: announcements.body,
        title_en: announcements.title_en,
        body_en: announcements.body_en,
        publish_at: sql<Date>`${announcements.publish_at}`.mapWith(announcements.publish_at),
      })
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.publish_at), desc(announcements.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(announcements).where(where),
  ]);
  return { list: rows, meta: { total: total?.total ?? 0 } };
}

/**
 * Tells every user of each announcement whose time has come, exactly once: the claim (setting
 * `notified_time`) and the notices commit together, so two server instances, or a crash between
 * the two, never send twice or lose them. Run at publishing and by the periodic job.
 */
const dueAnnouncements = (now: Date) =>
  and(isNull(announcements.notified_time), isNull(announcements.withdrawn_time), lte(announcements.publish_at, now));

/** Announcements whose time came and whose notices are not sent yet (the job queue's depth). */
export async function countDueAnnouncements(db: Db, now: Date): Promise<number> {
  return db.$count(announcements, dueAnnouncements(now));
}

export async function sendDueAnnouncements(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(announcements)
      .set({ notified_time: now })
      .where(dueAnnouncements(now))
      .returning({ id: announcements.id, title: announcements.title, title_en: announcements.title_en });
    for (const announcement of due) {
      await notifyEveryone(
        tx,
        {
          type: 'notification',
          kind: 'announcement',
          params: {
            id: announcement.id,
            title: announcement.title,
            ...(announcement.title_en ? { title_en: announcement.title_en } : {}),
          },
          link: announcementLink(announcement.id),
        },
        now,
      );
    }
    return due.length;
  });
}
