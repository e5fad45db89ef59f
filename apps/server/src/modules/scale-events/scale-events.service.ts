import { and, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyUsers } from '../companies/companies.table';
import { notify } from '../notices/notices.service';
import { scales } from '../scales/scales.table';
import { shops } from '../shops/shops.table';
import { users } from '../users/users.table';

/** A scale silent for this long is offline enough to tell someone (issue: "offline for over an hour"). */
export const OFFLINE_NOTICE_AFTER_MS = 60 * 60 * 1000;

/** The scale's page in the console, where a notice about it leads. */
export const scaleLink = (scaleId: number) => `scaleMng/scaleList/manage/${scaleId}`;

/** Who hears about a company's scales: its company administrators who can sign in. */
async function companyAdmins(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.user_id))
    .where(and(eq(companyUsers.company_id, companyId), eq(companyUsers.join_type, 1), eq(users.is_disabled, false)));
  return rows.map((row) => row.id);
}

/**
 * Tells each company of its scales that have been silent for over an hour, once per silence: a
 * scale is claimed by stamping `offline_notified_time`, and only heard of again after it has been
 * seen since. The claim and the notices commit together. Run by the periodic job.
 */
/** Scales silent long enough whose administrators have not been told yet. */
function unreportedOfflineScales(now: Date) {
  const silentSince = new Date(now.getTime() - OFFLINE_NOTICE_AFTER_MS);
  return and(
    isNotNull(scales.last_seen_time),
    lt(scales.last_seen_time, silentSince),
    or(isNull(scales.offline_notified_time), lt(scales.offline_notified_time, scales.last_seen_time)),
  );
}

/** Offline scales the job has yet to report (the job queue's depth). */
export async function countUnreportedOfflineScales(db: Db, now: Date): Promise<number> {
  return db.$count(scales, unreportedOfflineScales(now));
}

export async function notifyOfflineScales(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(scales)
      .set({ offline_notified_time: now })
      .where(unreportedOfflineScales(now))
      .returning({
        id: scales.id,
        company_id: scales.company_id,
        shop_id: scales.shop_id,
        scale_name: scales.scale_name,
        last_seen_time: scales.last_seen_time,
      });
    if (claimed.length === 0) {
      return 0;
    }
    const shopRows = await tx
      .select({ id: shops.id, name: shops.name })
      .from(shops)
      .where(inArray(shops.id, [...new Set(claimed.map((scale) => scale.shop_id))]));
    const shopName = new Map(shopRows.map((shop) => [shop.id, shop.name]));
    const adminsOf = new Map<number, number[]>();
    for (const scale of claimed) {
      if (!adminsOf.has(scale.company_id)) {
        adminsOf.set(scale.company_id, await companyAdmins(tx, scale.company_id));
      }
      await notify(
        tx,
        adminsOf.get(scale.company_id) ?? [],
        {
          type: 'event',
          kind: 'scale_offline',
          status: 'urgent',
          params: {
            id: scale.id,
            scale: scale.scale_name,
            shop: shopName.get(scale.shop_id) ?? '',
            minutes: Math.floor((now.getTime() - (scale.last_seen_time?.getTime() ?? now.getTime())) / 60_000),
          },
          link: scaleLink(scale.id),
        },
        now,
      );
    }
    return claimed.length;
  });
}

/**
 * A gateway reports that changes no longer reach a scale (a new `last_error`): its company is told
 * once per distinct error, not at every report repeating it.
 */
export async function notifySyncFailure(
  db: Db,
  scale: { id: number; company_id: number; shop_id: number; scale_name: string },
  error: string,
  now: Date,
): Promise<void> {
  const [shop] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, scale.shop_id));
  await notify(
    db,
    await companyAdmins(db, scale.company_id),
    {
      type: 'event',
      kind: 'scale_sync_failed',
      status: 'urgent',
      params: { id: scale.id, scale: scale.scale_name, shop: shop?.name ?? '', error: error.slice(0, 200) },
      link: scaleLink(scale.id),
    },
    now,
  );
}

/** Whether a gateway's report is news: an error that differs from the one it last reported. */
export const isNewSyncError = (previous: string | null | undefined, reported: string | null) =>
  reported !== null && reported !== '' && reported !== (previous ?? null);
