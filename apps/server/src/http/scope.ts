import { isAdminRole } from '@tm/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from './context';
import { AppError } from './errors';
import { ErrorCode } from '@tm/contracts';

/**
 * The tenancy wall: the condition every query on a company-owned table adds.
 * System administrators see every company; anybody else sees only their own company's rows,
 * and a user without a company sees none.
 */
export function companyScope(actor: Actor, table: { company_id: PgColumn }): SQL | undefined {
  if (isAdminRole(actor.role_type)) {
    return undefined;
  }
  if (actor.company_id === null) {
    return sql`false`;
  }
  return eq(table.company_id, actor.company_id);
}

/**
 * The company a new row goes to. A USER's rows always go to the USER's own company
 * (naming another one is refused); an administrator must name it.
 */
export function companyForNewRow(actor: Actor, requested: number | undefined): number {
  if (isAdminRole(actor.role_type)) {
    if (requested === undefined) {
      throw new AppError(ErrorCode.VALIDATION, { fields: { company_id: 'company_required' } });
    }
    return requested;
  }
  if (actor.company_id === null) {
    throw new AppError(ErrorCode.FORBIDDEN, { fields: { company_id: 'no_company' } });
  }
  if (requested !== undefined && requested !== actor.company_id) {
    throw new AppError(ErrorCode.FORBIDDEN, { fields: { company_id: 'company_not_yours' } });
  }
  return actor.company_id;
}

/**
 * Deleting what a company's scales and records name (a shop, a good) is for the company's
 * administrators, and system administrators; its staff work with them but do not remove them.
 * Called after the row was found in the caller's scope, so another company's row stays a 404.
 */
export function assertMayDelete(actor: Actor): void {
  if (!isAdminRole(actor.role_type) && actor.company_role !== 'ADMIN') {
    throw new AppError(ErrorCode.FORBIDDEN, { fields: { id: 'company_admins_delete' } });
  }
}
