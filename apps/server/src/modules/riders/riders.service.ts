import {
  ADMIN_ROLES,
  ErrorCode,
  type createOfficeBodySchema,
  type createRiderBodySchema,
  type listOfficesQuerySchema,
  type listRidersQuerySchema,
  type PartyStatus,
  type updateOfficeBodySchema,
  type updateRiderBodySchema,
} from '@tm/contracts';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Ctx } from '../../http/context';
import { AppError, invalidField, isUniqueViolation, notFound } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { likePattern } from '../../http/search';
import { displayNameOf } from '../users/display-name';
import { users } from '../users/users.table';
import { regionalOffices, riders, topUps } from './riders.table';

// Delivery is the maker's own business, not a company's: every route is for system administrators
// (ADMINS_ONLY), and no row here carries a company, so no query takes the company scope.

type Out<T extends z.ZodType> = z.output<T>;

const manager = alias(users, 'manager');
const ridersCount = sql<number>`(SELECT count(*)::int FROM ${riders} WHERE ${riders.office_id} = ${regionalOffices.id})`;

const officeSelection = {
  row: regionalOffices,
  manager_name: displayNameOf(manager),
  riders_count: ridersCount,
};

function officesQuery(db: Db, where: SQL | undefined) {
  return db
    .select(officeSelection)
    .from(regionalOffices)
    .leftJoin(manager, eq(manager.id, regionalOffices.manager_id))
    .where(where);
}
type OfficeRow = Awaited<ReturnType<typeof officesQuery>>[number];

function toOffice({ row, manager_name: managerName, riders_count: count }: OfficeRow) {
  return {
    ...row,
    manager: row.manager_id === null ? null : { id: row.manager_id, name: managerName },
    balance_fen: Number(row.balance_fen),
    riders_count: Number(count),
  };
}

/** `GET /api/management/regional_offices`: newest first; `q` finds a name, contact, phone or region. */
export async function listOffices(ctx: Ctx, query: Out<typeof listOfficesQuerySchema>) {
  const pattern = query.q ? likePattern(query.q) : undefined;
  const where = and(
    query.status ? eq(regionalOffices.status, query.status) : undefined,
    pattern
      ? or(
          ilike(regionalOffices.name, pattern),
          ilike(regionalOffices.contact_person, pattern),
          ilike(regionalOffices.phone_number, pattern),
          // The regions' JSON text holds the place names as written.
          sql`${regionalOffices.regions}::text ILIKE ${pattern}`,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    officesQuery(ctx.db, where).orderBy(desc(regionalOffices.id)).limit(query.per_page).offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(regionalOffices).where(where),
  ]);
  return { list: rows.map(toOffice), meta: { total: total?.total ?? 0 } };
}

async function findOffice(db: Db, id: number) {
  const [row] = await officesQuery(db, eq(regionalOffices.id, id));
  if (!row) {
    throw notFound();
  }
  return row;
}

/** `GET /api/management/regional_offices/{id}`: the office with its riders' and ledger's figures. */
export async function officeDetail(ctx: Ctx, id: number) {
  const office = toOffice(await findOffice(ctx.db, id));
  const [[crew], [entries]] = await Promise.all([
    ctx.db
      .select({
        active: sql<number>`count(*) FILTER (WHERE ${riders.status} = 'active')::int`,
        balance: sql<string | number>`coalesce(sum(${riders.balance_fen}), 0)`,
      })
      .from(riders)
      .where(eq(riders.office_id, id)),
    ctx.db
      .select({ total: count() })
      .from(topUps)
      .leftJoin(riders, eq(riders.id, topUps.rider_id))
      .where(or(eq(topUps.office_id, id), eq(riders.office_id, id))),
  ]);
  return {
    ...office,
    active_riders_count: Number(crew?.active ?? 0),
    riders_balance_fen: Number(crew?.balance ?? 0),
    top_ups_count: entries?.total ?? 0,
  };
}

/** A manager is a system administrator whose account is not disabled. */
async function assertManager(db: Db, managerId: number | null | undefined): Promise<void> {
  if (managerId === null || managerId === undefined) {
    return;
  }
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, managerId), inArray(users.role_type, [...ADMIN_ROLES]), eq(users.is_disabled, false)));
  if (!user) {
    throw invalidField('manager_id', 'manager_not_admin');
  }
}

const nameTaken = (error: unknown) =>
  isUniqueViolation(error, 'regional_offices_name_unique')
    ? new AppError(ErrorCode.CONFLICT, { fields: { name: 'name_taken' } }, error)
    : error;

/** `POST /api/management/regional_offices`: a new office, active, with an empty account. */
export async function createOffice(ctx: Ctx, body: Out<typeof createOfficeBodySchema>) {
  await assertManager(ctx.db, body.manager_id);
  const now = ctx.now();
  try {
    const [row] = await ctx.db
      .insert(regionalOffices)
      .values({ ...body, created_time: now, last_modified_time: now })
      .returning({ id: regionalOffices.id });
    if (!row) {
      throw new Error('office not stored');
    }
    return toOffice(await findOffice(ctx.db, row.id));
  } catch (error) {
    throw nameTaken(error);
  }
}

/**
 * `PUT /api/management/regional_offices/{id}`: the fields sent. A manager kept as it was is not
 * checked again (an office keeps its manager when that account is disabled later).
 */
export async function updateOffice(ctx: Ctx, id: number, body: Out<typeof updateOfficeBodySchema>) {
  const { row } = await findOffice(ctx.db, id);
  if (body.manager_id !== row.manager_id) {
    await assertManager(ctx.db, body.manager_id);
  }
  if (Object.keys(body).length > 0) {
    try {
      await ctx.db
        .update(regionalOffices)
        .set({ ...body, last_modified_time: ctx.now() })
        .where(eq(regionalOffices.id, id));
    } catch (error) {
      throw nameTaken(error);
    }
  }
  return toOffice(await findOffice(ctx.db, id));
}

// ---- Riders ----

const riderSelection = { row: riders, office_name: regionalOffices.name };

function ridersQuery(db: Db, where: SQL | undefined) {
  return db
    .select(riderSelection)
    .from(riders)
    .innerJoin(regionalOffices, eq(regionalOffices.id, riders.office_id))
    .where(where);
}
type RiderRow = Awaited<ReturnType<typeof ridersQuery>>[number];

const toRider = ({ row, office_name: officeName }: RiderRow) => ({
  ...row,
  office_name: officeName,
  balance_fen: Number(row.balance_fen),
});

/** `GET /api/management/riders`: newest first; `q` finds a name or a phone. */
export async function listRiders(ctx: Ctx, query: Out<typeof listRidersQuerySchema>) {
  const pattern = query.q ? likePattern(query.q) : undefined;
  const where = and(
    query.office_id ? eq(riders.office_id, query.office_id) : undefined,
    query.status ? eq(riders.status, query.status) : undefined,
    query.identity_verified === undefined ? undefined : eq(riders.identity_verified, query.identity_verified),
    pattern ? or(ilike(riders.name, pattern), ilike(riders.phone_number, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ridersQuery(ctx.db, where).orderBy(desc(riders.id)).limit(query.per_page).offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(riders).where(where),
  ]);
  return { list: rows.map(toRider), meta: { total: total?.total ?? 0 } };
}

async function findRider(db: Db, id: number) {
  const [row] = await ridersQuery(db, eq(riders.id, id));
  if (!row) {
    throw notFound();
  }
  return row;
}

/** A rider joins or moves to an office that exists and is active. */
async function assertActiveOffice(db: Db, officeId: number): Promise<void> {
  const [office] = await db
    .select({ status: regionalOffices.status })
    .from(regionalOffices)
    .where(eq(regionalOffices.id, officeId));
  if (!office) {
    throw invalidField('office_id', 'office_missing');
  }
  if (office.status !== 'active') {
    throw invalidField('office_id', 'office_not_active');
  }
}

const phoneTaken = (error: unknown) =>
  isUniqueViolation(error, 'riders_phone_number_unique')
    ? new AppError(ErrorCode.CONFLICT, { fields: { phone_number: 'rider_phone_taken' } }, error)
    : error;

/** `POST /api/management/riders`: a new active rider of an active office, with an empty account. */
export async function createRider(ctx: Ctx, body: Out<typeof createRiderBodySchema>) {
  await assertActiveOffice(ctx.db, body.office_id);
  const now = ctx.now();
  try {
    const [row] = await ctx.db
      .insert(riders)
      .values({
        ...body,
        identity_verified_time: body.identity_verified ? now : null,
        created_time: now,
        last_modified_time: now,
      })
      .returning({ id: riders.id });
    if (!row) {
      throw new Error('rider not stored');
    }
    return toRider(await findRider(ctx.db, row.id));
  } catch (error) {
    throw phoneTaken(error);
  }
}

/** `PUT /api/management/riders/{id}`: the fields sent; a new office must be active. */
export async function updateRider(ctx: Ctx, id: number, body: Out<typeof updateRiderBodySchema>) {
  const { row } = await findRider(ctx.db, id);
  if (body.office_id !== undefined && body.office_id !== row.office_id) {
    await assertActiveOffice(ctx.db, body.office_id);
  }
  const now = ctx.now();
  const verifiedChanged = body.identity_verified !== undefined && body.identity_verified !== row.identity_verified;
  try {
    await ctx.db
      .update(riders)
      .set({
        ...body,
        ...(verifiedChanged ? { identity_verified_time: body.identity_verified ? now : null } : {}),
        last_modified_time: now,
      })
      .where(eq(riders.id, id));
  } catch (error) {
    throw phoneTaken(error);
  }
  return toRider(await findRider(ctx.db, id));
}

/**
 * `POST /api/management/riders/{id}/suspend` and `/resume`. A rider of a suspended office is
 * resumed only once the office is.
 */
export async function setRiderStatus(ctx: Ctx, id: number, status: PartyStatus) {
  const { row } = await findRider(ctx.db, id);
  if (status === 'active' && row.status !== 'active') {
    await assertActiveOffice(ctx.db, row.office_id);
  }
  if (row.status !== status) {
    await ctx.db.update(riders).set({ status, last_modified_time: ctx.now() }).where(eq(riders.id, id));
  }
  return toRider(await findRider(ctx.db, id));
}
