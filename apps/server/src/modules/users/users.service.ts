import {
  ErrorCode,
  JOIN_TYPE,
  type ChangePasswordBody,
  type CreateUserInput,
  type Lang,
  type UpdateUserInfoBody,
  createUserInputSchema,
  passwordSchema,
  type forgottenPasswordBodySchema,
  type searchUsersQuerySchema,
  type userInfoSchema,
} from '@tm/contracts';
import type { z } from 'zod';
import { and, count, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import { pageOffset } from '../../http/pagination';
import { likePattern } from '../../http/search';
import type { Db } from '../../db/client';
import type { Ctx, PublicCtx } from '../../http/context';
import { AppError, isUniqueViolation } from '../../http/errors';
import { companies, companyUsers } from '../companies/companies.table';
import { featuresOf } from '../companies/features';
import { assertLoginAllowed, recordLoginFailure, recordLoginSuccess } from './login-throttle';
import { hashPassword, verifyDecoy, verifyPassword } from './password';
import { consumeCode } from '../sms/sms.service';
import { revokeSession, startSession } from './sessions.service';
import { sessions, users } from './users.table';

type UserInfoOut = z.output<typeof userInfoSchema>;

const COMPANY_ROLE_NAMES: Record<'ADMIN' | 'USER', Record<Lang, string>> = {
  ADMIN: { ch: '公司管理员', en: 'Company administrator' },
  USER: { ch: '员工', en: 'Staff' },
};

/** The spec's User info (§3) of one user, with the company as that user sees it. */
export async function readUserInfo(db: Db, userId: number, lang: Lang): Promise<UserInfoOut> {
  const [row] = await db
    .select({ user: users, link: companyUsers, company: companies })
    .from(users)
    .leftJoin(companyUsers, eq(companyUsers.user_id, users.id))
    .leftJoin(companies, eq(companies.id, companyUsers.company_id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) {
    throw new AppError(ErrorCode.LOGIN_INVALID);
  }
  const { user, link, company } = row;
  const companyRole: 'ADMIN' | 'USER' = link?.join_type === JOIN_TYPE.ADMIN ? 'ADMIN' : 'USER';
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    img_url: user.img_url,
    phone_number: user.phone_number,
    role_type: user.role_type,
    if_phone_number: user.phone_number ? 1 : 0,
    if_company: company ? 1 : 0,
    if_wechat: user.wechat_openid ? 1 : 0,
    created_time: user.created_time,
    last_modified_time: user.last_modified_time,
    company_info: company
      ? {
          id: company.id,
          name: company.name,
          contact_person: company.contact_person,
          phone_number: company.phone_number,
          address: company.address,
          role_type: companyRole,
          role_name: COMPANY_ROLE_NAMES[companyRole][lang],
          permissions: featuresOf(company),
        }
      : null,
  };
}

/**
 * Password sign-in. A wrong name and a wrong password get the same answer in about the same
 * time, so the answer never tells whether a user name exists.
 */
export async function loginWithPassword(
  ctx: PublicCtx,
  username: string,
  password: string,
  privacyVersion: string | undefined,
) {
  await assertLoginAllowed(ctx, username);
  const [user] = await ctx.db.select().from(users).where(eq(users.username, username)).limit(1);
  const isValid = user?.password_hash
    ? await verifyPassword(password, user.password_hash)
    : await verifyDecoy(password);
  if (!user || !isValid) {
    await recordLoginFailure(ctx, username);
    throw new AppError(ErrorCode.BAD_CREDENTIALS);
  }
  await recordLoginSuccess(ctx, username);
  return signIn(ctx, user, privacyVersion);
}

/**
 * Starts a session for a user who proved who they are; a disabled account is refused. The privacy
 * policy version the sign-in accepted (already checked to be the current one) is recorded with
 * its time; a sign-in that sends none (an older client) leaves the last acceptance as it was.
 */
export async function signIn(
  ctx: PublicCtx,
  user: { id: number; is_disabled: boolean },
  privacyVersion: string | undefined,
) {
  if (user.is_disabled) {
    throw new AppError(ErrorCode.ACCOUNT_DISABLED);
  }
  const [company] = await ctx.db
    .select({ is_disabled: companies.is_disabled })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.company_id))
    .where(eq(companyUsers.user_id, user.id))
    .limit(1);
  if (company?.is_disabled) {
    throw new AppError(ErrorCode.ACCOUNT_DISABLED, { fields: { company: 'company_disabled' } });
  }
  if (privacyVersion !== undefined) {
    await ctx.db
      .update(users)
      .set({ privacy_version: privacyVersion, privacy_accepted_time: ctx.now() })
      .where(eq(users.id, user.id));
  }
  const session = await startSession(ctx.db, user.id, ctx.now(), ctx.config.tokenTtlSeconds);
  return { ...(await readUserInfo(ctx.db, user.id, ctx.lang)), ...session };
}

export async function logout(ctx: Ctx): Promise<void> {
  await revokeSession(ctx.db, ctx.actor.session_id, ctx.now());
}

export function getUserInfo(ctx: Ctx) {
  return readUserInfo(ctx.db, ctx.actor.user_id, ctx.lang);
}

export async function updateUserInfo(ctx: Ctx, body: UpdateUserInfoBody) {
  await ctx.db
    .update(users)
    .set({ ...body, last_modified_time: ctx.now() })
    .where(eq(users.id, ctx.actor.user_id));
  return readUserInfo(ctx.db, ctx.actor.user_id, ctx.lang);
}

/** Creates an account (operator command line, demo seed). Throws AppError naming a taken field. */
export async function createUser(db: Db, input: CreateUserInput) {
  const parsed = createUserInputSchema.parse(input);
  // "Admin" beside "admin" would be two look-alike accounts: a name is taken whatever its case.
  const [lookAlike] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${parsed.username})`)
    .limit(1);
  if (lookAlike) {
    throw new AppError(ErrorCode.CONFLICT, { fields: { username: 'username_taken' } });
  }
  try {
    const [row] = await db
      .insert(users)
      .values({
        username: parsed.username,
        password_hash: await hashPassword(parsed.password),
        role_type: parsed.role_type,
        phone_number: parsed.phone_number ?? null,
        nickname: parsed.nickname ?? parsed.username,
      })
      .returning();
    if (!row) {
      throw new AppError(ErrorCode.INTERNAL);
    }
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_unique')) {
      throw new AppError(ErrorCode.CONFLICT, { fields: { username: 'username_taken' } });
    }
    if (isUniqueViolation(error, 'users_phone_number_unique')) {
      throw new AppError(ErrorCode.CONFLICT, { fields: { phone_number: 'phone_taken' } });
    }
    throw error;
  }
}

/**
 * Changes one's own password, proved by the current one. Wrong guesses count against the account's
 * sign-in attempts, so a session left open cannot be used to try passwords. The account's other
 * sessions end; this one stays.
 */
export async function changeOwnPassword(ctx: Ctx, body: ChangePasswordBody): Promise<void> {
  const [user] = await ctx.db
    .select({ username: users.username, password_hash: users.password_hash })
    .from(users)
    .where(eq(users.id, ctx.actor.user_id));
  if (!user?.username || !user.password_hash) {
    throw new AppError(ErrorCode.VALIDATION, { fields: { current_password: 'password_wrong' } });
  }
  await assertLoginAllowed(ctx, user.username);
  if (!(await verifyPassword(body.current_password, user.password_hash))) {
    await recordLoginFailure(ctx, user.username);
    throw new AppError(ErrorCode.VALIDATION, { fields: { current_password: 'password_wrong' } });
  }
  const now = ctx.now();
  await ctx.db
    .update(users)
    .set({ password_hash: await hashPassword(body.password), last_modified_time: now })
    .where(eq(users.id, ctx.actor.user_id));
  await ctx.db
    .update(sessions)
    .set({ revoked_at: now })
    .where(
      and(eq(sessions.user_id, ctx.actor.user_id), ne(sessions.id, ctx.actor.session_id), isNull(sessions.revoked_at)),
    );
}

/**
 * A forgotten password set anew by whoever proves the account's phone with an SMS code (the code's
 * wrong tries count, as at sign-in). Only an account with a user name has a password to forget.
 * The account is signed out everywhere and its failed sign-ins are forgotten.
 */
export async function resetForgottenPassword(ctx: PublicCtx, body: z.output<typeof forgottenPasswordBodySchema>) {
  await consumeCode(ctx.db, body.phone_number, body.verify_code, ctx.now());
  const [user] = await ctx.db
    .select({ username: users.username, is_disabled: users.is_disabled })
    .from(users)
    .where(eq(users.phone_number, body.phone_number));
  if (!user) {
    throw new AppError(ErrorCode.VALIDATION, { fields: { phone_number: 'phone_no_account' } });
  }
  if (!user.username) {
    throw new AppError(ErrorCode.VALIDATION, { fields: { phone_number: 'phone_account_no_password' } });
  }
  if (user.is_disabled) {
    throw new AppError(ErrorCode.ACCOUNT_DISABLED);
  }
  await resetPassword(ctx.db, user.username, body.password, ctx.now());
  await recordLoginSuccess(ctx, user.username);
  return { username: user.username };
}

/** Sets a new password and signs the user out everywhere. */
export async function resetPassword(db: Db, username: string, password: string, now: Date): Promise<void> {
  const valid = passwordSchema.parse(password);
  const [user] = await db
    .update(users)
    .set({ password_hash: await hashPassword(valid), last_modified_time: now })
    .where(eq(users.username, username))
    .returning({ id: users.id });
  if (!user) {
    throw new AppError(ErrorCode.NOT_FOUND, { fields: { username: 'invalid' } });
  }
  await db.update(sessions).set({ revoked_at: now }).where(eq(sessions.user_id, user.id));
}

/**
 * Company users found by name, nickname or phone (system administrators link them to companies).
 * Not company data of one tenant: the route is for administrators only.
 */
export async function searchUsers(ctx: Ctx, query: z.output<typeof searchUsersQuerySchema>) {
  const where = and(
    eq(users.role_type, 'USER'),
    query.q
      ? or(
          ilike(users.username, likePattern(query.q)),
          ilike(users.nickname, likePattern(query.q)),
          ilike(users.phone_number, likePattern(query.q)),
        )
      : undefined,
  );
  const [list, [total]] = await Promise.all([
    ctx.db
      .select({
        id: users.id,
        username: users.username,
        nickname: users.nickname,
        phone_number: users.phone_number,
        company_id: companyUsers.company_id,
      })
      .from(users)
      .leftJoin(companyUsers, eq(companyUsers.user_id, users.id))
      .where(where)
      .orderBy(desc(users.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(users).where(where),
  ]);
  return { list, meta: { total: total?.total ?? 0 } };
}
