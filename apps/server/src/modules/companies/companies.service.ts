import {
  ErrorCode,
  PAY_PERMISSION,
  isAdminRole,
  type JoinType,
  type PayPermission,
  type createCompanyBodySchema,
  type listCompaniesQuerySchema,
  type searchCompaniesQuerySchema,
  type setPermissionsBodySchema,
  type updateCompanyBodySchema,
  type updateCompanyFieldBodySchema,
} from '@tm/contracts';
import { and, asc, count, desc, eq, getTableColumns, gte, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Ctx } from '../../http/context';
import { AppError } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { likePattern } from '../../http/search';
import { companies, companyUsers } from './companies.table';
import { featureColumns, featuresOf } from './features';

type Out<T extends z.ZodType> = z.output<T>;

/** The companies table holds the tenants themselves: a USER sees only its own company. */
function ownCompanyScope(ctx: Ctx): SQL | undefined {
  if (isAdminRole(ctx.actor.role_type)) {
    return undefined;
  }
  return eq(companies.id, ctx.actor.company_id ?? -1);
}

// Spelled out in full: inside a sub-select Drizzle would print the columns without their tables.
const userCount =
  sql<number>`(select count(*) from "company_users" where "company_users"."company_id" = "companies"."id")`.mapWith(
    Number,
  );
const shopCount = sql<number>`(select count(*) from "shops" where "shops"."company_id" = "companies"."id")`.mapWith(
  Number,
);

type CompanyRow = typeof companies.$inferSelect & { user_count: number; shop_count: number };

/** A company row as the API shows it (contracts `companySchema`). */
function toCompany(row: CompanyRow) {
  const { features: _stored, ...rest } = row;
  return {
    ...rest,
    if_analysis_open: row.if_analysis_open === 1 ? (1 as const) : (0 as const),
    permissions: featuresOf(row),
    pay_permission: toPayPermission(row.pay_permission),
  };
}

function toPayPermission(value: number): PayPermission {
  return value === PAY_PERMISSION.ALLOWED || value === PAY_PERMISSION.MERCHANT ? value : PAY_PERMISSION.NONE;
}

function selectCompanies(db: Db) {
  return db.select({ ...getTableColumns(companies), user_count: userCount, shop_count: shopCount }).from(companies);
}

export async function getCompany(db: Db, id: number) {
  const [row] = await selectCompanies(db).where(eq(companies.id, id)).limit(1);
  if (!row) {
    throw new AppError(ErrorCode.NOT_FOUND);
  }
  return toCompany(row);
}

/** Companies for administrators: name, contact person or phone, created range, status. */
export async function listCompanies(ctx: Ctx, query: Out<typeof listCompaniesQuerySchema>) {
  const where = and(
    query.name ? ilike(companies.name, likePattern(query.name)) : undefined,
    query.contact
      ? or(
          ilike(companies.contact_person, likePattern(query.contact)),
          ilike(companies.phone_number, likePattern(query.contact)),
        )
      : undefined,
    query.created_from ? gte(companies.created_time, new Date(`${query.created_from}T00:00:00+08:00`)) : undefined,
    // The end date is inclusive: everything before the next day in China time.
    query.created_to
      ? lt(companies.created_time, new Date(new Date(`${query.created_to}T00:00:00+08:00`).getTime() + 86_400_000))
      : undefined,
    query.is_disabled ? eq(companies.is_disabled, query.is_disabled === '1') : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectCompanies(ctx.db).where(where).orderBy(desc(companies.id)).limit(query.per_page).offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(companies).where(where),
  ]);
  return { list: rows.map(toCompany), meta: { total: total?.total ?? 0 } };
}

/** The company picker: name search, a page of {id, name}; a USER finds only its own company. */
export async function searchCompanies(ctx: Ctx, query: Out<typeof searchCompaniesQuerySchema>) {
  const where = and(ownCompanyScope(ctx), query.name ? ilike(companies.name, likePattern(query.name)) : undefined);
  const [list, [total]] = await Promise.all([
    ctx.db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(companies).where(where),
  ]);
  return { list, meta: { total: total?.total ?? 0 } };
}

/** Whether a company exists (administrators naming a company for a new row). */
export async function assertCompanyExists(db: Db, companyId: number): Promise<void> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!row) {
    throw new AppError(ErrorCode.VALIDATION, { fields: { company_id: 'company_missing' } });
  }
}

/**
 * Two companies of one name could not be told apart in the pickers that name them (members, work
 * orders, locks), so a name is refused while another company holds it, case aside. Checked rather
 * than a unique index: companies named alike before would stop the migration that made one.
 */
async function assertCompanyNameFree(db: Db, name: string | undefined, exceptId?: number): Promise<void> {
  if (name === undefined) {
    return;
  }
  const [holder] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(sql`lower(${companies.name}) = lower(${name.trim()})`, exceptId ? ne(companies.id, exceptId) : undefined),
    )
    .limit(1);
  if (holder) {
    throw new AppError(ErrorCode.CONFLICT, { fields: { name: 'name_taken' } });
  }
}

export async function insertCompany(db: Db, values: typeof companies.$inferInsert) {
  await assertCompanyNameFree(db, values.name);
  const [row] = await db.insert(companies).values(values).returning();
  if (!row) {
    throw new AppError(ErrorCode.INTERNAL);
  }
  return row;
}

export async function createCompany(ctx: Ctx, body: Out<typeof createCompanyBodySchema>) {
  const now = ctx.now();
  const row = await insertCompany(ctx.db, { ...body, created_time: now, last_modified_time: now });
  return getCompany(ctx.db, row.id);
}

/** Administrators edit any field but the features (set through the permission list). */
export async function updateCompany(ctx: Ctx, id: number, body: Out<typeof updateCompanyBodySchema>) {
  await assertCompanyNameFree(ctx.db, body.name, id);
  const [row] = await ctx.db
    .update(companies)
    .set({ ...body, last_modified_time: ctx.now() })
    .where(eq(companies.id, id))
    .returning({ id: companies.id });
  if (!row) {
    throw new AppError(ErrorCode.NOT_FOUND);
  }
  return getCompany(ctx.db, id);
}

/** A disabled company keeps its data; its users are signed out and cannot sign in. */
export async function setCompanyDisabled(ctx: Ctx, id: number, isDisabled: boolean) {
  const [row] = await ctx.db
    .update(companies)
    .set({ is_disabled: isDisabled, last_modified_time: ctx.now() })
    .where(eq(companies.id, id))
    .returning({ id: companies.id });
  if (!row) {
    throw new AppError(ErrorCode.NOT_FOUND);
  }
  return getCompany(ctx.db, id);
}

export async function setCompanyPermissions(ctx: Ctx, body: Out<typeof setPermissionsBodySchema>) {
  const [row] = await ctx.db
    .update(companies)
    .set({ ...featureColumns([...new Set(body.permissions)]), last_modified_time: ctx.now() })
    .where(eq(companies.id, body.company_id))
    .returning({ id: companies.id });
  if (!row) {
    throw new AppError(ErrorCode.NOT_FOUND, { fields: { company_id: 'company_missing' } });
  }
  return getCompany(ctx.db, body.company_id);
}

export async function setPayPermission(ctx: Ctx, id: number, permission: PayPermission) {
  const [row] = await ctx.db
    .update(companies)
    .set({ pay_permission: permission, last_modified_time: ctx.now() })
    .where(eq(companies.id, id))
    .returning({ id: companies.id });
  if (!row) {
    throw new AppError(ErrorCode.NOT_FOUND);
  }
  return getCompany(ctx.db, id);
}

/**
 * Saves company fields from the personal center: the company's own administrator or a system
 * administrator may; staff get 403, and other companies' users 404 as if it did not exist.
 */
export async function updateCompanyFields(ctx: Ctx, companyId: number, body: Out<typeof updateCompanyFieldBodySchema>) {
  assertCompanyManager(ctx, companyId);
  await assertCompanyNameFree(ctx.db, body.name, companyId);
  const [row] = await ctx.db
    .update(companies)
    .set({ ...body, last_modified_time: ctx.now() })
    .where(eq(companies.id, companyId))
    .returning({ id: companies.id });
  if (!row) {
    throw new AppError(ErrorCode.NOT_FOUND);
  }
  return getCompany(ctx.db, companyId);
}

/**
 * Who manages a company's own data (fields, members, invites): a system administrator, or that
 * company's administrator. Staff of the company get 403; anyone else 404, as if it did not exist.
 */
export function assertCompanyManager(ctx: Ctx, companyId: number): void {
  if (isAdminRole(ctx.actor.role_type)) {
    return;
  }
  if (ctx.actor.company_id !== companyId) {
    throw new AppError(ErrorCode.NOT_FOUND);
  }
  if (ctx.actor.company_role !== 'ADMIN') {
    throw new AppError(ErrorCode.FORBIDDEN);
  }
}

export async function linkUserToCompany(db: Db, companyId: number, userId: number, joinType: JoinType): Promise<void> {
  await db
    .insert(companyUsers)
    .values({ company_id: companyId, user_id: userId, join_type: joinType })
    .onConflictDoUpdate({ target: companyUsers.user_id, set: { company_id: companyId, join_type: joinType } });
}
