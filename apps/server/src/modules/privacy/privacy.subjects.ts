import {
  JOIN_TYPE,
  PRIVACY_POLICY_VERSION,
  type PrivacyStatus,
  type PrivacySubjectKind,
  type privacySubjectSchema,
  type RoleType,
} from '@tm/contracts';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { likePattern } from '../../http/search';
import { companies, companyUsers } from '../companies/companies.table';
import { lockAppAccounts, repairStaff, repairStaffCompanies } from '../repair/repair.table';
import { users } from '../users/users.table';

// The privacy lists are for system administrators only (the routes say so) and span every
// company, so these queries take no company scope.

export type Subject = z.output<typeof privacySubjectSchema>;

/** What one list call asks: a page of a kind, narrowed by search, status or one id. */
type SubjectFilter = {
  q?: string | undefined;
  status?: PrivacyStatus | undefined;
  id?: number | undefined;
  page: number;
  per_page: number;
};

/** The console roles each console kind lists. */
export const KIND_ROLES: Record<'admin' | 'merchant_user', RoleType[]> = {
  admin: ['ADMIN', 'SUPER_ADMIN'],
  merchant_user: ['USER'],
};

/** 138****0001: enough to recognise a person on the phone, not enough to call them. */
function maskPhone(phone: string | null): string | null {
  if (!phone) {
    return null;
  }
  return phone.length < 8 ? '*'.repeat(phone.length) : `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

function privacyStatusOf(version: string | null): PrivacyStatus {
  if (version === null) {
    return 'never';
  }
  return version === PRIVACY_POLICY_VERSION ? 'current' : 'outdated';
}

function statusCondition(column: PgColumn, status: PrivacyStatus | undefined): SQL | undefined {
  switch (status) {
    case undefined:
      return undefined;
    case 'current':
      return eq(column, PRIVACY_POLICY_VERSION);
    case 'outdated':
      return and(isNotNull(column), ne(column, PRIVACY_POLICY_VERSION));
    case 'never':
      return isNull(column);
  }
}

const searchIn = (q: string | undefined, columns: PgColumn[]) =>
  q ? or(...columns.map((column) => ilike(column, likePattern(q)))) : undefined;

type Page = { list: Subject[]; total: number };

async function consoleUsers(db: Db, kind: 'admin' | 'merchant_user', filter: SubjectFilter): Promise<Page> {
  const where = and(
    inArray(users.role_type, KIND_ROLES[kind]),
    filter.id === undefined ? undefined : eq(users.id, filter.id),
    searchIn(filter.q, [users.nickname, users.username, users.phone_number]),
    statusCondition(users.privacy_version, filter.status),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        user: users,
        join_type: companyUsers.join_type,
        company_id: companies.id,
        company_name: companies.name,
      })
      .from(users)
      .leftJoin(companyUsers, eq(companyUsers.user_id, users.id))
      .leftJoin(companies, eq(companies.id, companyUsers.company_id))
      .where(where)
      .orderBy(desc(users.id))
      .limit(filter.per_page)
      .offset(pageOffset(filter)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const list = rows.map(({ user, join_type: joinType, company_id: companyId, company_name: companyName }) => ({
    kind,
    id: user.id,
    name: user.nickname,
    username: user.username,
    phone_masked: maskPhone(user.phone_number),
    role_type: user.role_type,
    company_role: joinType === null ? null : joinType === JOIN_TYPE.ADMIN ? ('ADMIN' as const) : ('USER' as const),
    companies: companyId === null || companyName === null ? [] : [{ id: companyId, name: companyName }],
    face_status: null,
    app_account_id: null,
    privacy_version: user.privacy_version,
    privacy_accepted_time: user.privacy_accepted_time,
    privacy_status: privacyStatusOf(user.privacy_version),
    is_disabled: user.is_disabled,
    erased_time: user.erased_time,
    created_time: user.created_time,
  }));
  return { list, total: total?.total ?? 0 };
}

async function lockUsers(db: Db, filter: SubjectFilter): Promise<Page> {
  const where = and(
    filter.id === undefined ? undefined : eq(lockAppAccounts.id, filter.id),
    searchIn(filter.q, [lockAppAccounts.nickname, lockAppAccounts.phone_number]),
    statusCondition(lockAppAccounts.privacy_version, filter.status),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(lockAppAccounts)
      .where(where)
      .orderBy(desc(lockAppAccounts.id))
      .limit(filter.per_page)
      .offset(pageOffset(filter)),
    db.select({ total: count() }).from(lockAppAccounts).where(where),
  ]);
  const list = rows.map((account) => ({
    kind: 'lock_user' as const,
    id: account.id,
    name: account.nickname,
    username: null,
    phone_masked: maskPhone(account.phone_number),
    role_type: null,
    company_role: null,
    companies: [],
    face_status: null,
    app_account_id: account.id,
    privacy_version: account.privacy_version,
    privacy_accepted_time: account.privacy_accepted_time,
    privacy_status: privacyStatusOf(account.privacy_version),
    is_disabled: account.erased_time !== null,
    erased_time: account.erased_time,
    created_time: account.created_time,
  }));
  return { list, total: total?.total ?? 0 };
}

async function repairUsers(db: Db, filter: SubjectFilter): Promise<Page> {
  const where = and(
    filter.id === undefined ? undefined : eq(repairStaff.id, filter.id),
    searchIn(filter.q, [repairStaff.name, repairStaff.phone_number, lockAppAccounts.phone_number]),
    statusCondition(lockAppAccounts.privacy_version, filter.status),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ staff: repairStaff, account: lockAppAccounts })
      .from(repairStaff)
      .innerJoin(lockAppAccounts, eq(lockAppAccounts.id, repairStaff.account_id))
      .where(where)
      .orderBy(desc(repairStaff.id))
      .limit(filter.per_page)
      .offset(pageOffset(filter)),
    db
      .select({ total: count() })
      .from(repairStaff)
      .innerJoin(lockAppAccounts, eq(lockAppAccounts.id, repairStaff.account_id))
      .where(where),
  ]);
  const served = rows.length
    ? await db
        .select({ staff_id: repairStaffCompanies.staff_id, id: companies.id, name: companies.name })
        .from(repairStaffCompanies)
        .innerJoin(companies, eq(companies.id, repairStaffCompanies.company_id))
        .where(
          inArray(
            repairStaffCompanies.staff_id,
            rows.map((row) => row.staff.id),
          ),
        )
        .orderBy(companies.id)
    : [];
  const list = rows.map(({ staff, account }) => ({
    kind: 'repair_user' as const,
    id: staff.id,
    name: staff.name,
    username: null,
    phone_masked: maskPhone(staff.phone_number || account.phone_number),
    role_type: null,
    company_role: null,
    companies: served.filter((row) => row.staff_id === staff.id).map(({ id, name }) => ({ id, name })),
    face_status: staff.face_status,
    app_account_id: account.id,
    privacy_version: account.privacy_version,
    privacy_accepted_time: account.privacy_accepted_time,
    privacy_status: privacyStatusOf(account.privacy_version),
    is_disabled: staff.status === 'suspended' || account.erased_time !== null,
    erased_time: account.erased_time,
    created_time: staff.created_time,
  }));
  return { list, total: total?.total ?? 0 };
}

/** One page of a privacy list, newest first. */
export function subjectsOf(db: Db, kind: PrivacySubjectKind, filter: SubjectFilter): Promise<Page> {
  switch (kind) {
    case 'admin':
    case 'merchant_user':
      return consoleUsers(db, kind, filter);
    case 'lock_user':
      return lockUsers(db, filter);
    case 'repair_user':
      return repairUsers(db, filter);
  }
}

/** One person of a kind, or 404 naming `id`. */
export async function findSubject(db: Db, kind: PrivacySubjectKind, id: number): Promise<Subject> {
  const { list } = await subjectsOf(db, kind, { id, page: 1, per_page: 1 });
  const [subject] = list;
  if (!subject) {
    throw notFound('id');
  }
  return subject;
}

/**
 * The person behind a lock or repair user: an app account, and the repair staff row when the
 * account joined a company. Both kinds are one person, so exports and erasures cover both rows.
 */
export type AppPerson = { account_id: number; staff_id: number | null };

export async function appPersonOf(db: Db, kind: 'lock_user' | 'repair_user', id: number): Promise<AppPerson> {
  const [row] =
    kind === 'lock_user'
      ? await db
          .select({ account_id: lockAppAccounts.id, staff_id: repairStaff.id })
          .from(lockAppAccounts)
          .leftJoin(repairStaff, eq(repairStaff.account_id, lockAppAccounts.id))
          .where(eq(lockAppAccounts.id, id))
      : await db
          .select({ account_id: repairStaff.account_id, staff_id: repairStaff.id })
          .from(repairStaff)
          .where(eq(repairStaff.id, id));
  if (!row) {
    throw notFound('id');
  }
  return row;
}
