import {
  ErrorCode,
  LOCK_OPENING_MAX_AGE_DAYS,
  LOCK_OPENING_SKEW_SECONDS,
  type LockOpeningDecisionResult,
  type lockOpeningRequestBodySchema,
  type lockReportBodySchema,
} from '@tm/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PublicCtx } from '../../http/context';
import { AppError, fieldMessage, invalidField } from '../../http/errors';
import type { LockAppAccount } from '../repair/repair-app-auth';
import { repairStaff, repairStaffCompanies } from '../repair/repair.table';
import { matchOpening, type MatchStaff } from './lock-permission';
import { lockDevices, lockOpenings } from './locks.table';

/*
 * What the repair app does with locks (docs/locks.md): it reports a device it saw, and asks to
 * open one. Callers are app accounts (requireLockAppAccount), never console users.
 */

const DAY_MS = 86_400_000;

/**
 * `POST /api/repair-app/v1/locks/report`: an active repair person's phone saw the device over
 * Bluetooth and passes on its battery and firmware.
 */
export async function reportLockState(
  ctx: PublicCtx,
  account: LockAppAccount,
  body: z.output<typeof lockReportBodySchema>,
) {
  const [staff] = await ctx.db
    .select({ status: repairStaff.status })
    .from(repairStaff)
    .where(eq(repairStaff.account_id, account.id));
  if (!staff || staff.status !== 'active') {
    throw new AppError(ErrorCode.FORBIDDEN, { fields: { mac: 'lock_report_not_staff' } });
  }
  const [device] = await ctx.db
    .update(lockDevices)
    .set({
      battery_pct: body.battery_pct,
      last_seen_time: ctx.now(),
      ...(body.firmware === undefined ? {} : { firmware: body.firmware }),
    })
    .where(eq(lockDevices.mac, body.mac))
    .returning({
      mac: lockDevices.mac,
      battery_pct: lockDevices.battery_pct,
      firmware: lockDevices.firmware,
      last_seen_time: lockDevices.last_seen_time,
    });
  if (!device) {
    throw new AppError(ErrorCode.NOT_FOUND, { fields: { mac: 'lock_unknown' } });
  }
  return device;
}

/** The app's clock may run a little ahead; an opening kept offline may be uploaded for a week. */
function assertOccurredTime(ctx: PublicCtx, occurred: Date): void {
  const now = ctx.now().getTime();
  if (occurred.getTime() > now + LOCK_OPENING_SKEW_SECONDS * 1000) {
    throw invalidField('occurred_time', 'occurred_time_future');
  }
  if (occurred.getTime() < now - LOCK_OPENING_MAX_AGE_DAYS * DAY_MS) {
    throw new AppError(ErrorCode.VALIDATION, {
      fields: {
        occurred_time: { text: fieldMessage('occurred_time_too_old', ctx.lang, { n: LOCK_OPENING_MAX_AGE_DAYS }) },
      },
    });
  }
}

/** The repair person behind an app account, with the companies they serve; null for none. */
async function staffOf(ctx: PublicCtx, accountId: number): Promise<MatchStaff> {
  const [staff] = await ctx.db
    .select({
      id: repairStaff.id,
      status: repairStaff.status,
      face_status: repairStaff.face_status,
      area_lat: repairStaff.area_lat,
      area_lng: repairStaff.area_lng,
      area_radius_m: repairStaff.area_radius_m,
    })
    .from(repairStaff)
    .where(eq(repairStaff.account_id, accountId));
  if (!staff) {
    return null;
  }
  const served = await ctx.db
    .select({ company_id: repairStaffCompanies.company_id })
    .from(repairStaffCompanies)
    .where(eq(repairStaffCompanies.staff_id, staff.id));
  return { ...staff, company_ids: served.map((row) => row.company_id) };
}

/**
 * `POST /api/repair-app/v1/locks/openings`: the automatic permission match decides, and the
 * decision is recorded in the same call whatever it is (refusals too: an unknown MAC is kept
 * with no device), as it was decided.
 */
export async function requestLockOpening(
  ctx: PublicCtx,
  account: LockAppAccount,
  body: z.output<typeof lockOpeningRequestBodySchema>,
): Promise<LockOpeningDecisionResult> {
  const occurred = new Date(body.occurred_time);
  assertOccurredTime(ctx, occurred);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [device] = await tx
      .select({ id: lockDevices.id, company_id: lockDevices.company_id, shop_id: lockDevices.shop_id })
      .from(lockDevices)
      .where(eq(lockDevices.mac, body.mac));
    const staff = await staffOf({ ...ctx, db: tx }, account.id);
    const match = matchOpening(device ?? null, staff, { lat: body.lat, lng: body.lng });
    const [opening] = await tx
      .insert(lockOpenings)
      .values({
        device_id: device?.id ?? null,
        mac: body.mac,
        account_id: account.id,
        staff_id: staff?.id ?? null,
        company_id: device?.company_id ?? null,
        lat: body.lat,
        lng: body.lng,
        accuracy_m: body.accuracy_m === undefined ? null : Math.round(body.accuracy_m),
        occurred_time: occurred,
        recorded_time: now,
        ...match,
      })
      .returning({ id: lockOpenings.id });
    if (!opening) {
      throw new Error('lock opening not recorded');
    }
    if (device) {
      // Asking to open it means the phone saw it.
      await tx
        .update(lockDevices)
        .set({ last_seen_time: sql`greatest(${lockDevices.last_seen_time}, ${now.toISOString()}::timestamptz)` })
        .where(eq(lockDevices.id, device.id));
    }
    ctx.log.info(
      { mac: body.mac, account: account.id, decision: match.decision, reason: match.reason },
      'lock opening decided',
    );
    return { opening_id: opening.id, ...match };
  });
}
