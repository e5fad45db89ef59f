import {
  ErrorCode,
  LOCK_LOW_BATTERY_PCT,
  type createLockDeviceBodySchema,
  type exportLockDevicesQuerySchema,
  type listLockDevicesQuerySchema,
  type listLockOpeningsQuerySchema,
  type SheetFormat,
  type updateLockDeviceBodySchema,
} from '@tm/contracts';
import { and, count, desc, eq, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Ctx } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { companyScope } from '../../http/scope';
import { likePattern } from '../../http/search';
import { sheetStream, type Cell, type SheetDownload } from '../../sheets/write-sheet';
import { chinaTimeText, fileDateStamp } from '../../sheets/sheet-time';
import { companies } from '../companies/companies.table';
import { lockAppAccounts, repairStaff } from '../repair/repair.table';
import { shops } from '../shops/shops.table';
import { lockColumnTitles } from './locks-sheet';
import { lockDevices, lockOpenings } from './locks.table';

/*
 * Bluetooth lock devices in the console (docs/locks.md). Every route here is for system
 * administrators only (ADMINS_ONLY); the queries still go through companyScope, which lets them
 * see every company and keeps the wall in place should a route ever open to company users.
 */

type Out<T extends z.ZodType> = z.output<T>;
type LockFilters = Omit<Out<typeof exportLockDevicesQuerySchema>, 'format'>;

const openingCount = sql<number>`(SELECT count(*) FROM ${lockOpenings}
  WHERE ${lockOpenings.device_id} = ${lockDevices.id})`.mapWith(Number);
const lastOpeningTime = sql<Date | null>`(SELECT max(${lockOpenings.recorded_time}) FROM ${lockOpenings}
  WHERE ${lockOpenings.device_id} = ${lockDevices.id})`.mapWith(lockOpenings.recorded_time);

function devicesQuery(ctx: Ctx, where: SQL | undefined) {
  return ctx.db
    .select({
      id: lockDevices.id,
      mac: lockDevices.mac,
      name: lockDevices.name,
      model: lockDevices.model,
      company_id: lockDevices.company_id,
      company_name: companies.name,
      shop_id: lockDevices.shop_id,
      shop_name: shops.name,
      battery_pct: lockDevices.battery_pct,
      firmware: lockDevices.firmware,
      last_seen_time: lockDevices.last_seen_time,
      opening_count: openingCount,
      last_opening_time: lastOpeningTime,
      created_time: lockDevices.created_time,
      last_modified_time: lockDevices.last_modified_time,
    })
    .from(lockDevices)
    .leftJoin(companies, eq(companies.id, lockDevices.company_id))
    .leftJoin(shops, eq(shops.id, lockDevices.shop_id))
    .where(and(companyScope(ctx.actor, lockDevices), where));
}
export type LockDeviceRow = Awaited<ReturnType<typeof devicesQuery>>[number];

/** A search text as MAC hex digits, when it could be part of a MAC in any of its spellings. */
function macDigits(q: string): string | null {
  const digits = q.replace(/[\s:-]/g, '');
  return /^[0-9a-f]+$/i.test(digits) ? digits.toUpperCase() : null;
}

function devicesWhere(filters: LockFilters): SQL | undefined {
  const digits = filters.q ? macDigits(filters.q) : null;
  return and(
    filters.q
      ? or(
          ilike(lockDevices.name, likePattern(filters.q)),
          digits ? ilike(sql`replace(${lockDevices.mac}, ':', '')`, likePattern(digits)) : undefined,
        )
      : undefined,
    filters.company_id ? eq(lockDevices.company_id, filters.company_id) : undefined,
    filters.shop_id ? eq(lockDevices.shop_id, filters.shop_id) : undefined,
    filters.bound === true ? isNotNull(lockDevices.shop_id) : undefined,
    filters.bound === false ? isNull(lockDevices.shop_id) : undefined,
    filters.low_battery === true ? lte(lockDevices.battery_pct, LOCK_LOW_BATTERY_PCT) : undefined,
    filters.low_battery === false
      ? or(isNull(lockDevices.battery_pct), sql`${lockDevices.battery_pct} > ${LOCK_LOW_BATTERY_PCT}`)
      : undefined,
  );
}

/** `GET /api/management/locks`: newest first. */
export async function listLockDevices(ctx: Ctx, query: Out<typeof listLockDevicesQuerySchema>) {
  const where = devicesWhere(query);
  const [list, [total]] = await Promise.all([
    devicesQuery(ctx, where).orderBy(desc(lockDevices.id)).limit(query.per_page).offset(pageOffset(query)),
    ctx.db
      .select({ total: count() })
      .from(lockDevices)
      .where(and(companyScope(ctx.actor, lockDevices), where)),
  ]);
  return { list, meta: { total: total?.total ?? 0 } };
}

export async function getLockDevice(ctx: Ctx, id: number): Promise<LockDeviceRow> {
  const [row] = await devicesQuery(ctx, eq(lockDevices.id, id));
  if (!row) {
    throw notFound();
  }
  return row;
}

/** The shop a lock is bound to, with its company; 404 naming `shop_id` when there is none. */
async function shopToBind(db: Db, shopId: number): Promise<{ shop_id: number; company_id: number }> {
  const [shop] = await db
    .select({ shop_id: shops.id, company_id: shops.company_id })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!shop) {
    throw new AppError(ErrorCode.NOT_FOUND, { fields: { shop_id: 'lock_shop_unknown' } });
  }
  return shop;
}

const macTaken = () => new AppError(ErrorCode.CONFLICT, { fields: { mac: 'mac_taken' } });

/** `POST /api/management/locks`: a new device, bound at once when a shop is given. */
export async function createLockDevice(ctx: Ctx, body: Out<typeof createLockDeviceBodySchema>) {
  const binding = body.shop_id === null ? { shop_id: null, company_id: null } : await shopToBind(ctx.db, body.shop_id);
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(lockDevices)
    .values({ ...body, ...binding, created_time: now, last_modified_time: now })
    .onConflictDoNothing({ target: lockDevices.mac })
    .returning({ id: lockDevices.id });
  if (!row) {
    throw macTaken();
  }
  return getLockDevice(ctx, row.id);
}

async function changeDevice(ctx: Ctx, id: number, values: Partial<typeof lockDevices.$inferInsert>) {
  await getLockDevice(ctx, id);
  await ctx.db
    .update(lockDevices)
    .set({ ...values, last_modified_time: ctx.now() })
    .where(eq(lockDevices.id, id));
  return getLockDevice(ctx, id);
}

/** `PUT /api/management/locks/{id}`: name, model and firmware; the MAC is the device itself. */
export const updateLockDevice = (ctx: Ctx, id: number, body: Out<typeof updateLockDeviceBodySchema>) =>
  changeDevice(ctx, id, body);

/** `POST /api/management/locks/{id}/bind`: to a shop; the company follows the shop. */
export async function bindLockDevice(ctx: Ctx, id: number, shopId: number) {
  return changeDevice(ctx, id, await shopToBind(ctx.db, shopId));
}

/** `POST /api/management/locks/{id}/unbind`: no shop, no company; openings are refused until bound again. */
export const unbindLockDevice = (ctx: Ctx, id: number) => changeDevice(ctx, id, { shop_id: null, company_id: null });

/**
 * `DELETE /api/management/locks/{id}`: only a device nobody ever tried to open. Repair records
 * must keep pointing at their lock, so a used device is unbound instead.
 */
export async function deleteLockDevice(ctx: Ctx, id: number): Promise<{ id: number }> {
  await getLockDevice(ctx, id);
  // One statement, so an opening recorded meanwhile keeps the device (its insert holds the row).
  const [deleted] = await ctx.db
    .delete(lockDevices)
    .where(
      and(
        eq(lockDevices.id, id),
        sql`NOT EXISTS (SELECT 1 FROM ${lockOpenings} WHERE ${lockOpenings.device_id} = ${lockDevices.id})`,
      ),
    )
    .returning({ id: lockDevices.id });
  if (!deleted) {
    throw new AppError(ErrorCode.IN_USE, { fields: { id: 'lock_has_openings' } });
  }
  return deleted;
}

/** `GET /api/management/locks/{id}/openings`: the device's repair records, newest first. */
export async function listLockOpenings(ctx: Ctx, id: number, query: Out<typeof listLockOpeningsQuerySchema>) {
  await getLockDevice(ctx, id);
  const where = and(
    eq(lockOpenings.device_id, id),
    query.decision ? eq(lockOpenings.decision, query.decision) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        opening: lockOpenings,
        company_name: companies.name,
        staff_name: repairStaff.name,
        staff_phone: repairStaff.phone_number,
        nickname: lockAppAccounts.nickname,
        account_phone: lockAppAccounts.phone_number,
      })
      .from(lockOpenings)
      .leftJoin(companies, eq(companies.id, lockOpenings.company_id))
      .leftJoin(repairStaff, eq(repairStaff.id, lockOpenings.staff_id))
      .leftJoin(lockAppAccounts, eq(lockAppAccounts.id, lockOpenings.account_id))
      .where(where)
      .orderBy(desc(lockOpenings.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(lockOpenings).where(where),
  ]);
  return {
    list: rows.map(({ opening, ...joined }) => ({
      id: opening.id,
      device_id: opening.device_id,
      mac: opening.mac,
      decision: opening.decision,
      reason: opening.reason,
      distance_m: opening.distance_m,
      lat: opening.lat,
      lng: opening.lng,
      accuracy_m: opening.accuracy_m,
      company_id: opening.company_id,
      company_name: joined.company_name,
      person: {
        account_id: opening.account_id,
        staff_id: opening.staff_id,
        name: joined.staff_name || joined.nickname || null,
        phone_number: joined.staff_phone || joined.account_phone || null,
      },
      occurred_time: opening.occurred_time,
      recorded_time: opening.recorded_time,
    })),
    meta: { total: total?.total ?? 0 },
  };
}

const EXPORT_BATCH = 1000;

/** `GET /api/management/locks/export`: the devices the list filters match, as .xlsx or .csv. */
export function exportLockDevices(ctx: Ctx, filters: LockFilters, format: SheetFormat): SheetDownload {
  const en = ctx.lang === 'en';
  const header = [
    ...lockColumnTitles(ctx.lang),
    ...(en
      ? ['Company', 'Shop', 'Battery %', 'Firmware', 'Last seen', 'Openings']
      : ['公司', '门店', '电量%', '固件版本', '最近在线', '开锁记录数']),
  ];
  const where = devicesWhere(filters);
  async function* batches(): AsyncGenerator<Cell[][]> {
    // Keyset paging on the primary key: each batch costs the same.
    for (let after = 0; ;) {
      const rows = await devicesQuery(ctx, and(where, sql`${lockDevices.id} > ${after}`))
        .orderBy(lockDevices.id)
        .limit(EXPORT_BATCH);
      if (rows.length > 0) {
        yield rows.map((row) => [
          row.mac,
          row.name,
          row.model,
          row.shop_id ?? '',
          row.company_name ?? '',
          row.shop_name ?? '',
          row.battery_pct ?? '',
          row.firmware,
          row.last_seen_time ? chinaTimeText(row.last_seen_time) : '',
          row.opening_count,
        ]);
      }
      const last = rows.at(-1);
      if (!last || rows.length < EXPORT_BATCH) {
        return;
      }
      after = last.id;
    }
  }
  return {
    fileName: `${en ? 'locks' : '门锁'}-${fileDateStamp(ctx.now())}.${format}`,
    stream: sheetStream(format, { name: en ? 'Locks' : '门锁', header, rows: batches() }),
  };
}
