import {
  ErrorCode,
  JOIN_TYPE,
  type JoinType,
  type createInviteBodySchema,
  type linkCompanyUserBodySchema,
  type listCompanyUsersQuerySchema,
} from '@tm/contracts';
import { and, asc, count, desc, eq, ilike, isNull, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Ctx } from '../../http/context';
import { AppError, isUniqueViolation } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { likePattern } from '../../http/search';
import { sessions, users } from '../users/users.table';
import { assertCompanyManager, getCompany } from './companies.service';
import { companies, companyInvites, companyUsers } from './companies.table';

type Out<T extends z.ZodType> = z.output<T>;

const memberColumns = {
  user_id: users.id,
  company_id: companyUsers.company_id,
  join_type: companyUsers.join_type,
  username: users.username,
  nickname: users.nickname,
  phone_number: users.phone_number,
  role_type: users.role_type,
  is_disabled: users.is_disabled,
  joined_time: companyUsers.created_time,
};

const toJoinType = (value: number): JoinType => (value === JOIN_TYPE.ADMIN ? JOIN_TYPE.ADMIN : JOIN_TYPE.STAFF);

/** A company's members, administrators first; search by name, nickname or phone. */
export async function listCompanyUsers(ctx: Ctx, companyId: number, query: Out<typeof listCompanyUsersQuerySchema>) {
  assertCompanyManager(ctx, companyId);
  const where = and(
    eq(companyUsers.company_id, companyId),
    query.q
      ? or(
          ilike(users.nickname, likePattern(query.q)),
          ilike(users.username, likePattern(query.q)),
          ilike(users.phone_number, likePattern(query.q)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(memberColumns)
      .from(companyUsers)
      .innerJoin(users, eq(users.id, companyUsers.user_id))
      .where(where)
      .orderBy(asc(companyUsers.join_type), asc(users.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db
      .select({ total: count() })
      .from(companyUsers)
      .innerJoin(users, eq(users.id, companyUsers.user_id))
      .where(where),
  ]);
  return {
    list: rows.map((row) => ({ ...row, join_type: toJoinType(row.join_type) })),
    meta: { total: total?.total ?? 0 },
  };
}

async function member(db: Db, companyId: number, userId: number) {
  const [row] = await db
    .select(memberColumns)
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.user_id))
    .where(and(eq(companyUsers.company_id, companyId), eq(companyUsers.user_id, userId)))
    .limit(1);
  if (!row) {
    throw new AppError(ErrorCode.NOT_FOUND);
  }
  return { ...row, join_type: toJoinType(row.join_type) };
}

/** Signs a user out everywhere (their company or role changed under them). */
async function revokeSessionsOf(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
}

/**
 * `POST /api/management/companies/users`: a system administrator links a USER to a company (or
 * changes the link). A user of another company must be removed there first.
 */
export async function linkCompanyUser(ctx: Ctx, body: Out<typeof linkCompanyUserBodySchema>) {
  await getCompany(ctx.db, body.company_id);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, body.user_id)).limit(1);
  if (!user) {
    throw new AppError(ErrorCode.NOT_FOUND, { fields: { user_id: 'invalid' } });
  }
  if (user.role_type !== 'USER') {
    throw new AppError(ErrorCode.VALIDATION, { fields: { user_id: 'invalid' } });
  }
  const [link] = await ctx.db.select().from(companyUsers).where(eq(companyUsers.user_id, user.id)).limit(1);
  if (link && link.company_id !== body.company_id) {
    throw new AppError(ErrorCode.CONFLICT, { fields: { user_id: 'user_in_other_company' } });
  }
  await ctx.db
    .insert(companyUsers)
    .values({ company_id: body.company_id, user_id: user.id, join_type: body.join_type })
    .onConflictDoUpdate({ target: companyUsers.user_id, set: { join_type: body.join_type } });
  return member(ctx.db, body.company_id, user.id);
}

/** The last administrator of a company can be neither removed nor demoted. */
async function assertAnotherAdmin(db: Db, companyId: number, userId: number): Promise<void> {
  const [other] = await db
    .select({ user_id: companyUsers.user_id })
    .from(companyUsers)
    .where(
      and(
        eq(companyUsers.company_id, companyId),
        eq(companyUsers.join_type, JOIN_TYPE.ADMIN),
        ne(companyUsers.user_id, userId),
      ),
    )
    .limit(1);
  if (!other) {
    throw new AppError(ErrorCode.CONFLICT, { fields: { join_type: 'last_company_admin' } });
  }
}

export async function setMemberJoinType(ctx: Ctx, companyId: number, userId: number, joinType: JoinType) {
  assertCompanyManager(ctx, companyId);
  const current = await member(ctx.db, companyId, userId);
  if (current.join_type === JOIN_TYPE.ADMIN && joinType !== JOIN_TYPE.ADMIN) {
    await assertAnotherAdmin(ctx.db, companyId, userId);
  }
  await ctx.db
    .update(companyUsers)
    .set({ join_type: joinType })
    .where(and(eq(companyUsers.company_id, companyId), eq(companyUsers.user_id, userId)));
  await revokeSessionsOf(ctx.db, userId, ctx.now());
  return member(ctx.db, companyId, userId);
}

/** Removes a member; their account stays, without a company, and is signed out. */
export async function removeMember(ctx: Ctx, companyId: number, userId: number): Promise<void> {
  assertCompanyManager(ctx, companyId);
  const current = await member(ctx.db, companyId, userId);
  if (current.join_type === JOIN_TYPE.ADMIN) {
    await assertAnotherAdmin(ctx.db, companyId, userId);
  }
  await ctx.db
    .delete(companyUsers)
    .where(and(eq(companyUsers.company_id, companyId), eq(companyUsers.user_id, userId)));
  await revokeSessionsOf(ctx.db, userId, ctx.now());
}

const inviteColumns = {
  id: companyInvites.id,
  company_id: companyInvites.company_id,
  phone_number: companyInvites.phone_number,
  join_type: companyInvites.join_type,
  created_time: companyInvites.created_time,
};

export async function listInvites(ctx: Ctx, companyId: number) {
  assertCompanyManager(ctx, companyId);
  const rows = await ctx.db
    .select(inviteColumns)
    .from(companyInvites)
    .where(and(eq(companyInvites.company_id, companyId), isNull(companyInvites.accepted_time)))
    .orderBy(desc(companyInvites.id));
  return rows.map((row) => ({ ...row, join_type: toJoinType(row.join_type) }));
}

/**
 * Invites a phone into the company. It joins at its next SMS sign-in; a user of that phone who is
 * already in this company is refused, one in another company is not told about.
 */
export async function createInvite(ctx: Ctx, companyId: number, body: Out<typeof createInviteBodySchema>) {
  assertCompanyManager(ctx, companyId);
  const [existing] = await ctx.db
    .select({ company_id: companyUsers.company_id })
    .from(users)
    .innerJoin(companyUsers, eq(companyUsers.user_id, users.id))
    .where(eq(users.phone_number, body.phone_number))
    .limit(1);
  if (existing?.company_id === companyId) {
    throw new AppError(ErrorCode.CONFLICT, { fields: { phone_number: 'already_member' } });
  }
  try {
    const [row] = await ctx.db
      .insert(companyInvites)
      .values({
        company_id: companyId,
        phone_number: body.phone_number,
        join_type: body.join_type,
        invited_by: ctx.actor.user_id,
        created_time: ctx.now(),
      })
      .returning(inviteColumns);
    if (!row) {
      throw new AppError(ErrorCode.INTERNAL);
    }
    return { ...row, join_type: toJoinType(row.join_type) };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(ErrorCode.CONFLICT, { fields: { phone_number: 'invite_exists' } });
    }
    throw error;
  }
}

export async function deleteInvite(ctx: Ctx, companyId: number, inviteId: number): Promise<void> {
  assertCompanyManager(ctx, companyId);
  const [row] = await ctx.db
    .delete(companyInvites)
    .where(
      and(
        eq(companyInvites.id, inviteId),
        eq(companyInvites.company_id, companyId),
        isNull(companyInvites.accepted_time),
      ),
    )
    .returning({ id: companyInvites.id });
  if (!row) {
    throw new AppError(ErrorCode.NOT_FOUND);
  }
}

/**
 * At an SMS sign-in: a user without a company joins the company that invited the phone (the
 * oldest open invite of an enabled company). Returns whether the user joined.
 */
export async function acceptInvite(db: Db, userId: number, phoneNumber: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [link] = await tx.select().from(companyUsers).where(eq(companyUsers.user_id, userId)).limit(1);
    if (link) {
      return false;
    }
    const [invite] = await tx
      .select({ id: companyInvites.id, company_id: companyInvites.company_id, join_type: companyInvites.join_type })
      .from(companyInvites)
      .innerJoin(companies, eq(companies.id, companyInvites.company_id))
      .where(
        and(
          eq(companyInvites.phone_number, phoneNumber),
          isNull(companyInvites.accepted_time),
          eq(companies.is_disabled, false),
        ),
      )
      .orderBy(asc(companyInvites.id))
      .limit(1);
    if (!invite) {
      return false;
    }
    await tx
      .insert(companyUsers)
      .values({ company_id: invite.company_id, user_id: userId, join_type: invite.join_type });
    await tx.update(companyInvites).set({ accepted_time: now }).where(eq(companyInvites.id, invite.id));
    return true;
  });
}
