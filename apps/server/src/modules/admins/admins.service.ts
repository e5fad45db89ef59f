import { ErrorCode, type createAdminBodySchema, type listAdminsQuerySchema } from '@tm/contracts';
import { and, count, desc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx } from '../../http/context';
import { AppError } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { likePattern } from '../../http/search';
import { createUser, resetPassword } from '../users/users.service';
import { sessions, users } from '../users/users.table';

type Out<T extends z.ZodType> = z.output<T>;

const ADMIN_ROLE_TYPES = ['ADMIN', 'SUPER_ADMIN'] as const;

const adminColumns = {
  id: users.id,
  username: users.username,
  nickname: users.nickname,
  phone_number: users.phone_number,
  role_type: users.role_type,
  is_disabled: users.is_disabled,
  created_time: users.created_time,
  last_modified_time: users.last_modified_time,
};

/** The queries select administrators only; this says so to the type checker. */
function toAdmin<T extends { role_type: string }>(row: T) {
  return { ...row, role_type: row.role_type === 'SUPER_ADMIN' ? ('SUPER_ADMIN' as const) : ('ADMIN' as const) };
}

/** System administrators (adminMng/adminList). Not company data: administrators only, no scope. */
export async function listAdmins(ctx: Ctx, query: Out<typeof listAdminsQuerySchema>) {
  const where = and(
    inArray(users.role_type, [...ADMIN_ROLE_TYPES]),
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
      .select(adminColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(users).where(where),
  ]);
  return { list: list.map(toAdmin), meta: { total: total?.total ?? 0 } };
}

async function getAdmin(ctx: Ctx, id: number) {
  const [row] = await ctx.db
    .select(adminColumns)
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role_type, [...ADMIN_ROLE_TYPES])))
    .limit(1);
  if (!row) {
    throw new AppError(ErrorCode.NOT_FOUND);
  }
  return toAdmin(row);
}

/** SUPER_ADMIN creates ADMIN accounts (the route guard admits only SUPER_ADMIN). */
export async function createAdmin(ctx: Ctx, body: Out<typeof createAdminBodySchema>) {
  const user = await createUser(ctx.db, { ...body, role_type: 'ADMIN' });
  return getAdmin(ctx, user.id);
}

export async function setAdminDisabled(ctx: Ctx, id: number, isDisabled: boolean) {
  if (id === ctx.actor.user_id) {
    throw new AppError(ErrorCode.FORBIDDEN, { fields: { id: 'cannot_change_self' } });
  }
  const admin = await getAdmin(ctx, id);
  // A super administrator is managed from the command line, not from the console.
  if (admin.role_type === 'SUPER_ADMIN') {
    throw new AppError(ErrorCode.FORBIDDEN);
  }
  await ctx.db.update(users).set({ is_disabled: isDisabled, last_modified_time: ctx.now() }).where(eq(users.id, id));
  if (isDisabled) {
    await ctx.db
      .update(sessions)
      .set({ revoked_at: ctx.now() })
      .where(and(eq(sessions.user_id, id), isNull(sessions.revoked_at)));
  }
  return getAdmin(ctx, id);
}

export async function resetAdminPassword(ctx: Ctx, id: number, password: string) {
  // The own password is changed from the command line or the personal center, not here.
  if (id === ctx.actor.user_id) {
    throw new AppError(ErrorCode.FORBIDDEN, { fields: { id: 'cannot_change_self' } });
  }
  const admin = await getAdmin(ctx, id);
  if (admin.role_type === 'SUPER_ADMIN') {
    throw new AppError(ErrorCode.FORBIDDEN);
  }
  if (!admin.username) {
    throw new AppError(ErrorCode.NOT_FOUND);
  }
  await resetPassword(ctx.db, admin.username, password, ctx.now());
  return getAdmin(ctx, id);
}
