import { randomInt } from 'node:crypto';
import {
  ErrorCode,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  isAdminRole,
  type createInviteCodeBodySchema,
  type InviteCodeStatus,
  type listInviteCodesQuerySchema,
} from '@tm/contracts';
import { and, asc, count, desc, eq, gt, gte, ilike, isNotNull, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor, Ctx } from '../../http/context';
import { AppError, invalidField, notFound } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { companyForNewRow, companyScope } from '../../http/scope';
import { likePattern } from '../../http/search';
import { companies } from '../companies/companies.table';
import { assertFeature } from '../companies/features';
import { displayNameOf } from '../users/display-name';
import { users } from '../users/users.table';
import { repairInviteCodes, repairStaff, repairStaffCompanies } from './repair.table';

/*
 * Invite codes (docs/repair.md): a company administrator makes them for repair people to join the
 * company through the repair app. System administrators see and make every company's.
 */

/** Company administrators of a company with the repair feature, and system administrators. */
function assertCodeManager(actor: Actor): void {
  if (!isAdminRole(actor.role_type) && actor.company_role !== 'ADMIN') {
    throw new AppError(ErrorCode.FORBIDDEN);
  }
  assertFeature(actor, 'repair');
}

/** Revoked, else used up, else expired, else active (contracts INVITE_CODE_STATUSES). */
export function inviteCodeStatus(
  row: { revoked_time: Date | null; use_count: number; max_uses: number; expires_at: Date },
  now: Date,
): InviteCodeStatus {
  if (row.revoked_time) {
    return 'revoked';
  }
  if (row.use_count >= row.max_uses) {
    return 'used_up';
  }
  return row.expires_at <= now ? 'expired' : 'active';
}

function statusWhere(status: InviteCodeStatus, now: Date): SQL | undefined {
  const t = repairInviteCodes;
  switch (status) {
    case 'revoked':
      return isNotNull(t.revoked_time);
    case 'used_up':
      return and(isNull(t.revoked_time), gte(t.use_count, t.max_uses));
    case 'expired':
      return and(isNull(t.revoked_time), lt(t.use_count, t.max_uses), lte(t.expires_at, now));
    case 'active':
      return and(isNull(t.revoked_time), lt(t.use_count, t.max_uses), gt(t.expires_at, now));
  }
}

function codesQuery(ctx: Ctx, where: SQL | undefined) {
  return ctx.db
    .select({ row: repairInviteCodes, company_name: companies.name, created_by_name: displayNameOf(users) })
    .from(repairInviteCodes)
    .innerJoin(companies, eq(companies.id, repairInviteCodes.company_id))
    .leftJoin(users, eq(users.id, repairInviteCodes.created_by))
    .where(and(companyScope(ctx.actor, repairInviteCodes), where));
}
type CodeRow = Awaited<ReturnType<typeof codesQuery>>[number];

function toInviteCode(ctx: Ctx, { row, company_name: companyName, created_by_name: createdBy }: CodeRow) {
  return {
    id: row.id,
    company_id: row.company_id,
    company_name: companyName,
    code: row.code,
    max_uses: row.max_uses,
    use_count: row.use_count,
    expires_at: row.expires_at,
    note: row.note,
    status: inviteCodeStatus(row, ctx.now()),
    revoked_time: row.revoked_time,
    created_by_name: row.created_by === null ? null : createdBy,
    created_time: row.created_time,
  };
}

/** `GET /api/management/repair/invite_codes`: the caller's company's codes (every company's for administrators). */
export async function listInviteCodes(ctx: Ctx, query: z.output<typeof listInviteCodesQuerySchema>) {
  assertCodeManager(ctx.actor);
  const where = and(
    query.status ? statusWhere(query.status, ctx.now()) : undefined,
    query.q
      ? or(ilike(repairInviteCodes.code, likePattern(query.q)), ilike(repairInviteCodes.note, likePattern(query.q)))
      : undefined,
    query.company_id ? eq(repairInviteCodes.company_id, query.company_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    codesQuery(ctx, where).orderBy(desc(repairInviteCodes.id)).limit(query.per_page).offset(pageOffset(query)),
    ctx.db
      .select({ total: count() })
      .from(repairInviteCodes)
      .where(and(companyScope(ctx.actor, repairInviteCodes), where)),
  ]);
  return { list: rows.map((row) => toInviteCode(ctx, row)), meta: { total: total?.total ?? 0 } };
}

async function scopedCode(ctx: Ctx, id: number) {
  const [row] = await codesQuery(ctx, eq(repairInviteCodes.id, id));
  if (!row) {
    throw notFound('id');
  }
  return row;
}

const DAY_MS = 86_400_000;

function newCode(): string {
  return Array.from(
    { length: INVITE_CODE_LENGTH },
    () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)],
  ).join('');
}

/** `POST /api/management/repair/invite_codes`: a new random code for the caller's company. */
export async function createInviteCode(ctx: Ctx, body: z.output<typeof createInviteCodeBodySchema>) {
  assertCodeManager(ctx.actor);
  const companyId = companyForNewRow(ctx.actor, body.company_id);
  const [company] = await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) {
    throw invalidField('company_id', 'company_missing');
  }
  const now = ctx.now();
  // 31^8 ≈ 8.5e11 codes: a clash is rare, and a clash is simply drawn again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await ctx.db
      .insert(repairInviteCodes)
      .values({
        company_id: companyId,
        code: newCode(),
        max_uses: body.max_uses,
        expires_at: new Date(now.getTime() + body.expires_in_days * DAY_MS),
        note: body.note,
        created_by: ctx.actor.user_id,
        created_time: now,
      })
      .onConflictDoNothing({ target: repairInviteCodes.code })
      .returning({ id: repairInviteCodes.id });
    if (row) {
      return toInviteCode(ctx, await scopedCode(ctx, row.id));
    }
  }
  throw new AppError(ErrorCode.INTERNAL);
}

/** `GET /api/management/repair/invite_codes/{id}`: the code and who joined with it. */
export async function inviteCodeDetail(ctx: Ctx, id: number) {
  assertCodeManager(ctx.actor);
  const code = await scopedCode(ctx, id);
  const joined = await ctx.db
    .select({
      staff_id: repairStaff.id,
      name: repairStaff.name,
      phone_number: repairStaff.phone_number,
      joined_time: repairStaffCompanies.joined_time,
    })
    .from(repairStaffCompanies)
    .innerJoin(repairStaff, eq(repairStaff.id, repairStaffCompanies.staff_id))
    .where(and(eq(repairStaffCompanies.invite_code_id, id), eq(repairStaffCompanies.company_id, code.row.company_id)))
    .orderBy(asc(repairStaffCompanies.joined_time));
  return { invite_code: toInviteCode(ctx, code), joined };
}

/** `POST /api/management/repair/invite_codes/{id}/revoke`: nobody can join with it any more. */
export async function revokeInviteCode(ctx: Ctx, id: number) {
  assertCodeManager(ctx.actor);
  const [revoked] = await ctx.db
    .update(repairInviteCodes)
    .set({ revoked_time: ctx.now() })
    .where(
      and(
        eq(repairInviteCodes.id, id),
        isNull(repairInviteCodes.revoked_time),
        companyScope(ctx.actor, repairInviteCodes),
      ),
    )
    .returning({ id: repairInviteCodes.id });
  if (!revoked) {
    await scopedCode(ctx, id);
    throw new AppError(ErrorCode.CONFLICT, { fields: { id: 'invite_code_revoked_already' } });
  }
  return toInviteCode(ctx, await scopedCode(ctx, id));
}
