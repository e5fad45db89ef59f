import {
  ErrorCode,
  type JoinType,
  type searchCompaniesQuerySchema,
  type updateCompanyFieldBodySchema,
} from '@tm/contracts';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Ctx } from '../../http/context';
import { AppError } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { isAdminRole } from '@tm/contracts';
import { companies, companyUsers } from './companies.table';
import { likePattern } from '../../http/search';

type SearchQuery = z.output<typeof searchCompaniesQuerySchema>;

/** Companies table rows are themselves the tenant: a USER sees only its own company. */
function ownCompanyScope(ctx: Ctx): SQL | undefined {
  if (isAdminRole(ctx.actor.role_type)) return undefined;
  return eq(companies.id, ctx.actor.company_id ?? -1);
}

/** The company picker: name search, a page of {id, name}. */
export async function searchCompanies(ctx: Ctx, query: SearchQuery) {
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
  if (!row) throw new AppError(ErrorCode.VALIDATION, { fields: { company_id: 'company_missing' } });
}

export type NewCompany = { name: string; contact_person?: string; phone_number?: string; address?: string };

export async function insertCompany(db: Db, values: NewCompany) {
  const [row] = await db.insert(companies).values(values).returning();
  if (!row) throw new AppError(ErrorCode.INTERNAL);
  return row;
}

export async function linkUserToCompany(db: Db, companyId: number, userId: number, joinType: JoinType): Promise<void> {
  await db
    .insert(companyUsers)
    .values({ company_id: companyId, user_id: userId, join_type: joinType })
    .onConflictDoUpdate({ target: companyUsers.user_id, set: { company_id: companyId, join_type: joinType } });
}

/**
 * Saves company fields from the personal center: the company's own administrator or a system
 * administrator may; staff get 403, and other companies' users 404 as if it did not exist.
 */
export async function updateCompanyFields(
  ctx: Ctx,
  companyId: number,
  body: z.output<typeof updateCompanyFieldBodySchema>,
) {
  const isSystemAdmin = isAdminRole(ctx.actor.role_type);
  if (!isSystemAdmin && ctx.actor.company_id !== companyId) throw new AppError(ErrorCode.NOT_FOUND);
  if (!isSystemAdmin && ctx.actor.company_role !== 'ADMIN') throw new AppError(ErrorCode.FORBIDDEN);
  const [row] = await ctx.db
    .update(companies)
    .set({ ...body, last_modified_time: ctx.now() })
    .where(eq(companies.id, companyId))
    .returning();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return { ...row, if_analysis_open: row.if_analysis_open === 1 ? (1 as const) : (0 as const) };
}
