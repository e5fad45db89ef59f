import {
  ErrorCode,
  type listPrivacyAuditQuerySchema,
  type listPrivacySubjectsQuerySchema,
  type PrivacyAction,
  type PrivacyAuditDetail,
  type PrivacyExport,
  type PrivacySubjectKind,
  privacyAuditDetailSchema,
} from '@tm/contracts';
import { and, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { inTurn } from '../../db/in-turn';
import type { Ctx } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { companyInvites, companyUsers } from '../companies/companies.table';
import { lockOpenings } from '../locks/locks.table';
import { notices } from '../notices/notices.table';
import {
  faceVerifications,
  lockAppAccounts,
  lockAppSessions,
  repairStaff,
  repairStaffCompanies,
} from '../repair/repair.table';
import { smsCodes } from '../sms/sms.table';
import { displayNameOf } from '../users/display-name';
import { sessions, users } from '../users/users.table';
import { workOrderComments, workOrders } from '../workorders/workorders.table';
import { countsOf, exportDocument } from './privacy.export';
import { privacyAudit } from './privacy.table';
import { appPersonOf, findSubject, KIND_ROLES, subjectsOf, type Subject } from './privacy.subjects';

// Admin-only routes over every company (privacy.routes.ts): no company scope here.

export async function listSubjects(ctx: Ctx, query: z.output<typeof listPrivacySubjectsQuerySchema>) {
  const { list, total } = await subjectsOf(ctx.db, query.kind, query);
  return { list, meta: { total } };
}

async function recordAudit(
  db: Db,
  ctx: Ctx,
  kind: PrivacySubjectKind,
  id: number,
  action: PrivacyAction,
  detail: PrivacyAuditDetail,
): Promise<void> {
  await db.insert(privacyAudit).values({
    subject_kind: kind,
    subject_id: id,
    action,
    operator_id: ctx.actor.user_id,
    detail,
    created_time: ctx.now(),
  });
}

/** `GET …/subjects/{kind}/{id}/export`: the file, and an audit entry saying what it held. */
export async function exportSubject(ctx: Ctx, kind: PrivacySubjectKind, id: number): Promise<PrivacyExport> {
  const document = await exportDocument(ctx.db, kind, id, ctx.now());
  await recordAudit(ctx.db, ctx, kind, id, 'export', { counts: countsOf(document.data) });
  return document;
}

const rowCount = (rows: unknown[]) => rows.length;

/** The personal fields of a console account that an erase empties. */
const USER_FIELDS = [
  'username',
  'password_hash',
  'nickname',
  'img_url',
  'phone_number',
  'wechat_openid',
  'wechat_unionid',
];

async function eraseConsoleUser(
  tx: Db,
  ctx: Ctx,
  kind: 'admin' | 'merchant_user',
  id: number,
): Promise<PrivacyAuditDetail> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role_type, KIND_ROLES[kind])))
    .for('update');
  if (!user) {
    throw notFound('id');
  }
  if (user.erased_time) {
    throw new AppError(ErrorCode.CONFLICT, { fields: { id: 'privacy_already_erased' } });
  }
  if (user.id === ctx.actor.user_id) {
    throw new AppError(ErrorCode.CONFLICT, { fields: { id: 'privacy_erase_self' } });
  }
  if (user.role_type === 'SUPER_ADMIN') {
    // Locked, so two erasures at once cannot each leave the other as the last one.
    const others = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.role_type, 'SUPER_ADMIN'),
          ne(users.id, user.id),
          eq(users.is_disabled, false),
          isNull(users.erased_time),
        ),
      )
      .for('update');
    if (others.length === 0) {
      throw new AppError(ErrorCode.CONFLICT, { fields: { id: 'privacy_last_super_admin' } });
    }
  }
  const now = ctx.now();
  await tx
    .update(users)
    .set({
      username: null,
      password_hash: null,
      nickname: '',
      img_url: '',
      phone_number: null,
      wechat_openid: null,
      wechat_unionid: null,
      is_disabled: true,
      erased_time: now,
      last_modified_time: now,
    })
    .where(eq(users.id, id));
  const phone = user.phone_number;
  const [revoked, deletedNotices, blankedOrders, deletedCodes, blankedInvites, [comments], [membership]] = await inTurn(
    [
      tx
        .update(sessions)
        .set({ revoked_at: now })
        .where(and(eq(sessions.user_id, id), isNull(sessions.revoked_at)))
        .returning({ id: sessions.id }),
      tx.delete(notices).where(eq(notices.user_id, id)).returning({ id: notices.id }),
      // The orders stay with their company; the contact typed by this person goes.
      tx
        .update(workOrders)
        .set({ contact_name: '', contact_phone: '' })
        .where(eq(workOrders.created_by, id))
        .returning({ id: workOrders.id }),
      phone ? tx.delete(smsCodes).where(eq(smsCodes.phone_number, phone)).returning({ id: smsCodes.id }) : [],
      phone
        ? tx
            .update(companyInvites)
            .set({ phone_number: '' })
            .where(and(eq(companyInvites.phone_number, phone), isNotNull(companyInvites.accepted_time)))
            .returning({ id: companyInvites.id })
        : [],
      tx.select({ n: count() }).from(workOrderComments).where(eq(workOrderComments.author_id, id)),
      tx.select({ n: count() }).from(companyUsers).where(eq(companyUsers.user_id, id)),
    ],
  );
  return {
    fields: USER_FIELDS,
    counts: {
      sessions_revoked: rowCount(revoked),
      notices_deleted: rowCount(deletedNotices),
      sms_codes_deleted: rowCount(deletedCodes),
      company_invites_blanked: rowCount(blankedInvites),
      work_orders_kept_contact_blanked: rowCount(blankedOrders),
      work_order_comments_kept: comments?.n ?? 0,
      company_memberships_kept: membership?.n ?? 0,
    },
  };
}

/** The personal fields of an app account and of its repair staff row that an erase empties. */
const APP_FIELDS = ['app_account.phone_number', 'app_account.wechat_openid', 'app_account.nickname'];
const STAFF_FIELDS = [
  'repair_staff.name',
  'repair_staff.phone_number',
  'repair_staff.area_label',
  'face_verifications.detail',
];

async function eraseAppPerson(
  tx: Db,
  ctx: Ctx,
  kind: 'lock_user' | 'repair_user',
  id: number,
): Promise<PrivacyAuditDetail> {
  const person = await appPersonOf(tx, kind, id);
  const [account] = await tx
    .select()
    .from(lockAppAccounts)
    .where(eq(lockAppAccounts.id, person.account_id))
    .for('update');
  if (!account) {
    throw notFound('id');
  }
  if (account.erased_time) {
    throw new AppError(ErrorCode.CONFLICT, { fields: { id: 'privacy_already_erased' } });
  }
  const now = ctx.now();
  await tx
    .update(lockAppAccounts)
    .set({ phone_number: null, wechat_openid: null, nickname: '', erased_time: now })
    .where(eq(lockAppAccounts.id, account.id));
  const revoked = await tx
    .update(lockAppSessions)
    .set({ revoked_at: now })
    .where(and(eq(lockAppSessions.account_id, account.id), isNull(lockAppSessions.revoked_at)))
    .returning({ id: lockAppSessions.id });
  const staffId = person.staff_id;
  const [staff] =
    staffId === null
      ? []
      : await tx
          .select({ phone_number: repairStaff.phone_number })
          .from(repairStaff)
          .where(eq(repairStaff.id, staffId))
          .for('update');
  let faces: unknown[] = [];
  if (staffId !== null) {
    // Suspended as well: an anonymous repair person opens no lock.
    await tx
      .update(repairStaff)
      .set({ name: '', phone_number: '', area_label: '', status: 'suspended', last_modified_time: now })
      .where(eq(repairStaff.id, staffId));
    faces = await tx
      .update(faceVerifications)
      .set({ detail: {} })
      .where(eq(faceVerifications.staff_id, staffId))
      .returning({ id: faceVerifications.id });
  }
  const phones = [account.phone_number, staff?.phone_number].filter((phone): phone is string => Boolean(phone));
  const codes = phones.length
    ? await tx.delete(smsCodes).where(inArray(smsCodes.phone_number, phones)).returning({ id: smsCodes.id })
    : [];
  const [[openings], [served]] = await inTurn([
    tx
      .select({ n: count() })
      .from(lockOpenings)
      .where(
        or(eq(lockOpenings.account_id, account.id), staffId === null ? undefined : eq(lockOpenings.staff_id, staffId)),
      ),
    staffId === null
      ? [{ n: 0 }]
      : tx.select({ n: count() }).from(repairStaffCompanies).where(eq(repairStaffCompanies.staff_id, staffId)),
  ]);
  return {
    fields: staffId === null ? APP_FIELDS : [...APP_FIELDS, ...STAFF_FIELDS],
    counts: {
      app_sessions_revoked: rowCount(revoked),
      face_verifications_blanked: rowCount(faces),
      sms_codes_deleted: rowCount(codes),
      lock_openings_kept: openings?.n ?? 0,
      companies_served_kept: served?.n ?? 0,
    },
  };
}

/**
 * `POST …/subjects/{kind}/{id}/erase`: anonymises the person and keeps the business records they
 * are part of, in one transaction with its audit entry (docs/privacy.md).
 */
export async function eraseSubject(ctx: Ctx, kind: PrivacySubjectKind, id: number): Promise<Subject> {
  await ctx.db.transaction(async (tx) => {
    const detail =
      kind === 'admin' || kind === 'merchant_user'
        ? await eraseConsoleUser(tx, ctx, kind, id)
        : await eraseAppPerson(tx, ctx, kind, id);
    await recordAudit(tx, ctx, kind, id, 'erase', detail);
  });
  return findSubject(ctx.db, kind, id);
}

const subjectUser = alias(users, 'subject_user');
const operator = alias(users, 'operator');

/** `GET …/privacy/audit`: the log, newest first, with the person's name as it is now. */
export async function listAudit(ctx: Ctx, query: z.output<typeof listPrivacyAuditQuerySchema>) {
  const where = and(
    query.kind ? eq(privacyAudit.subject_kind, query.kind) : undefined,
    query.subject_id ? eq(privacyAudit.subject_id, query.subject_id) : undefined,
    query.action ? eq(privacyAudit.action, query.action) : undefined,
  );
  const isConsoleKind = inArray(privacyAudit.subject_kind, ['admin', 'merchant_user']);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        entry: privacyAudit,
        // Only one of the three joins matches a row, by its kind.
        subject_name: sql<string>`coalesce(nullif(${subjectUser.nickname}, ''), ${subjectUser.username}, nullif(${lockAppAccounts.nickname}, ''), nullif(${repairStaff.name}, ''), '')`,
        operator_name: displayNameOf(operator),
      })
      .from(privacyAudit)
      .leftJoin(subjectUser, and(isConsoleKind, eq(subjectUser.id, privacyAudit.subject_id)))
      .leftJoin(
        lockAppAccounts,
        and(eq(privacyAudit.subject_kind, 'lock_user'), eq(lockAppAccounts.id, privacyAudit.subject_id)),
      )
      .leftJoin(
        repairStaff,
        and(eq(privacyAudit.subject_kind, 'repair_user'), eq(repairStaff.id, privacyAudit.subject_id)),
      )
      .leftJoin(operator, eq(operator.id, privacyAudit.operator_id))
      .where(where)
      .orderBy(desc(privacyAudit.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(privacyAudit).where(where),
  ]);
  return {
    list: rows.map(({ entry, subject_name: subjectName, operator_name: operatorName }) => ({
      id: entry.id,
      subject_kind: entry.subject_kind,
      subject_id: entry.subject_id,
      subject_name: subjectName,
      action: entry.action,
      operator: entry.operator_id === null ? null : { id: entry.operator_id, name: operatorName },
      detail: privacyAuditDetailSchema.parse(entry.detail),
      created_time: entry.created_time,
    })),
    meta: { total: total?.total ?? 0 },
  };
}
