import {
  ErrorCode,
  type listRepairStaffQuerySchema,
  type RepairStaffStatus,
  type updateRepairStaffBodySchema,
} from '@tm/contracts';
import { and, asc, count, desc, eq, exists, ilike, inArray, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Ctx } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { likePattern } from '../../http/search';
import { companies } from '../companies/companies.table';
import { faceVerifications, repairInviteCodes, repairStaff, repairStaffCompanies } from './repair.table';

/*
 * Repair staff as system administrators see them (docs/repair.md). A repair person serves several
 * companies, so the rows belong to no single company: every route here is ADMINS_ONLY and needs no
 * company scope.
 */

type StaffRow = typeof repairStaff.$inferSelect;

/** The companies each of the given staff serve, oldest join first. */
async function companiesOf(db: Db, staffIds: number[]) {
  if (staffIds.length === 0) {
    return new Map<
      number,
      { company_id: number; company_name: string; joined_time: Date; invite_code: string | null }[]
    >();
  }
  const rows = await db
    .select({
      staff_id: repairStaffCompanies.staff_id,
      company_id: repairStaffCompanies.company_id,
      company_name: companies.name,
      joined_time: repairStaffCompanies.joined_time,
      invite_code: repairInviteCodes.code,
    })
    .from(repairStaffCompanies)
    .innerJoin(companies, eq(companies.id, repairStaffCompanies.company_id))
    .leftJoin(repairInviteCodes, eq(repairInviteCodes.id, repairStaffCompanies.invite_code_id))
    .where(inArray(repairStaffCompanies.staff_id, staffIds))
    .orderBy(asc(repairStaffCompanies.joined_time), asc(repairStaffCompanies.company_id));
  const byStaff = new Map<number, Omit<(typeof rows)[number], 'staff_id'>[]>();
  for (const { staff_id: staffId, ...company } of rows) {
    byStaff.set(staffId, [...(byStaff.get(staffId) ?? []), company]);
  }
  return byStaff;
}

/** A staff row as the API shows it, without its companies. */
export function staffProfile(row: StaffRow) {
  const hasArea = row.area_lat !== null && row.area_lng !== null && row.area_radius_m !== null;
  return {
    id: row.id,
    account_id: row.account_id,
    name: row.name,
    phone_number: row.phone_number,
    face_status: row.face_status,
    face_verified_time: row.face_verified_time,
    area: hasArea
      ? { label: row.area_label, lat: row.area_lat ?? 0, lng: row.area_lng ?? 0, radius_m: row.area_radius_m ?? 0 }
      : null,
    status: row.status,
    created_time: row.created_time,
    last_modified_time: row.last_modified_time,
  };
}

/** Staff rows with the companies each serves. */
export async function withCompanies(db: Db, rows: StaffRow[]) {
  const byStaff = await companiesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...staffProfile(row), companies: byStaff.get(row.id) ?? [] }));
}

/** `GET /api/management/repair/staff`: newest first, by name or phone, company, face status, status. */
export async function listRepairStaff(ctx: Ctx, query: z.output<typeof listRepairStaffQuerySchema>) {
  const where = and(
    query.q
      ? or(ilike(repairStaff.name, likePattern(query.q)), ilike(repairStaff.phone_number, likePattern(query.q)))
      : undefined,
    query.company_id
      ? exists(
          ctx.db
            .select({ one: repairStaffCompanies.staff_id })
            .from(repairStaffCompanies)
            .where(
              and(
                eq(repairStaffCompanies.staff_id, repairStaff.id),
                eq(repairStaffCompanies.company_id, query.company_id),
              ),
            ),
        )
      : undefined,
    query.face_status ? eq(repairStaff.face_status, query.face_status) : undefined,
    query.status ? eq(repairStaff.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(repairStaff)
      .where(where)
      .orderBy(desc(repairStaff.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(repairStaff).where(where),
  ]);
  return { list: await withCompanies(ctx.db, rows), meta: { total: total?.total ?? 0 } };
}

async function staffRow(db: Db, id: number): Promise<StaffRow> {
  const [row] = await db.select().from(repairStaff).where(eq(repairStaff.id, id));
  if (!row) {
    throw notFound('id');
  }
  return row;
}

async function oneStaff(db: Db, id: number) {
  const [staff] = await withCompanies(db, [await staffRow(db, id)]);
  if (!staff) {
    throw notFound('id');
  }
  return staff;
}

/** `GET /api/management/repair/staff/{id}`: the person, the companies served and the face checks. */
export async function repairStaffDetail(ctx: Ctx, id: number) {
  const staff = await oneStaff(ctx.db, id);
  const checks = await ctx.db
    .select()
    .from(faceVerifications)
    .where(eq(faceVerifications.staff_id, id))
    .orderBy(desc(faceVerifications.id))
    .limit(50);
  return {
    staff,
    face_verifications: checks.map((check) => ({
      id: check.id,
      provider: check.provider,
      request_id: check.request_id,
      passed: check.passed === 1,
      score: check.score,
      created_time: check.created_time,
    })),
  };
}

/** `PUT /api/management/repair/staff/{id}`: name and work area (a circle; null clears it). */
export async function updateRepairStaff(ctx: Ctx, id: number, body: z.output<typeof updateRepairStaffBodySchema>) {
  const [row] = await ctx.db
    .update(repairStaff)
    .set({
      name: body.name,
      area_label: body.area?.label ?? '',
      area_lat: body.area?.lat ?? null,
      area_lng: body.area?.lng ?? null,
      area_radius_m: body.area?.radius_m ?? null,
      last_modified_time: ctx.now(),
    })
    .where(eq(repairStaff.id, id))
    .returning({ id: repairStaff.id });
  if (!row) {
    throw notFound('id');
  }
  return oneStaff(ctx.db, id);
}

/** Suspends or resumes a person: a suspended one may open no lock and join no company. */
export async function setRepairStaffStatus(ctx: Ctx, id: number, status: RepairStaffStatus) {
  const [row] = await ctx.db
    .update(repairStaff)
    .set({ status, last_modified_time: ctx.now() })
    .where(and(eq(repairStaff.id, id), ne(repairStaff.status, status)))
    .returning({ id: repairStaff.id });
  if (!row) {
    await staffRow(ctx.db, id);
    throw new AppError(ErrorCode.CONFLICT, { fields: { status: 'staff_status_already' } });
  }
  return oneStaff(ctx.db, id);
}
