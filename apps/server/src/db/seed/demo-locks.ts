import type { LockOpeningDecision, LockRefusalReason } from '@tm/contracts';
import { eq } from 'drizzle-orm';
import { distanceMeters, type Position } from '../../modules/locks/lock-permission';
import { lockDevices, lockOpenings } from '../../modules/locks/locks.table';
import { lockAppAccounts, repairStaff, repairStaffCompanies } from '../../modules/repair/repair.table';
import type { Db } from '../client';

const HOUR = 3_600_000;
/** Where the demo repair person works when the repair demo set an area; else this centre of Hangzhou. */
const HANGZHOU: Position = { lat: 30.27, lng: 120.15 };
const WENSAN: Position = { lat: 30.2765, lng: 120.129 };
const XIXI: Position = { lat: 30.285, lng: 120.035 };
const SHAOXING: Position = { lat: 30.0, lng: 120.58 };

type Opening = {
  lock: string;
  at: Position;
  hoursAgo: number;
  decision: LockOpeningDecision;
  reason: LockRefusalReason | null;
  /** A visitor of the app who never joined a company, instead of the demo repair person. */
  visitor?: boolean;
};

/**
 * The demo company's bluetooth locks: two in each shop (one with a low battery), a spare not yet
 * bound, and a week of repair records, allowed and refused. They name the demo repair person when
 * the repair demo (seeded before this) made one.
 */
export async function seedDemoLocks(
  tx: Db,
  companyId: number,
  shops: { xixi: number; wensan: number },
  now = new Date(),
): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const devices = await tx
    .insert(lockDevices)
    .values(
      [
        { mac: 'C4:7F:51:0A:21:01', name: '文三路店 前门', model: 'TM-BL1', battery_pct: 86, hoursAgo: 2 },
        { mac: 'C4:7F:51:0A:21:02', name: '文三路店 冷库门', model: 'TM-BL1', battery_pct: 14, hoursAgo: 26 },
        { mac: 'C4:7F:51:0A:22:01', name: '西溪店 后门', model: 'TM-BL2', battery_pct: 64, hoursAgo: 5 },
        { mac: 'C4:7F:51:0A:22:02', name: '西溪店 收货口', model: 'TM-BL2', battery_pct: 41, hoursAgo: 48 },
      ].map(({ hoursAgo, ...device }) => ({
        ...device,
        company_id: companyId,
        shop_id: device.name.startsWith('文三路') ? shops.wensan : shops.xixi,
        firmware: device.model === 'TM-BL1' ? '1.3.2' : '2.0.1',
        last_seen_time: at(hoursAgo),
        created_time: at(24 * 30),
        last_modified_time: at(24 * 30),
      })),
    )
    .returning({ id: lockDevices.id, name: lockDevices.name, mac: lockDevices.mac });
  await tx.insert(lockDevices).values({ mac: 'C4:7F:51:0A:29:99', name: '备用门锁', model: 'TM-BL2' });

  const [person] = await tx
    .select({
      staff_id: repairStaff.id,
      account_id: repairStaff.account_id,
      area_lat: repairStaff.area_lat,
      area_lng: repairStaff.area_lng,
    })
    .from(repairStaffCompanies)
    .innerJoin(repairStaff, eq(repairStaff.id, repairStaffCompanies.staff_id))
    .where(eq(repairStaffCompanies.company_id, companyId))
    .limit(1);
  const [visitor] = await tx
    .insert(lockAppAccounts)
    .values({ wechat_openid: 'demo-lock-visitor', nickname: '临时访客', created_time: at(80) })
    .onConflictDoNothing()
    .returning({ id: lockAppAccounts.id });
  const centre =
    person?.area_lat !== null && person?.area_lat !== undefined && person.area_lng !== null
      ? { lat: person.area_lat, lng: person.area_lng }
      : HANGZHOU;

  const openings: Opening[] = [
    { lock: '文三路店 前门', at: WENSAN, hoursAgo: 74, decision: 'allowed', reason: null },
    { lock: '文三路店 前门', at: WENSAN, hoursAgo: 27, decision: 'allowed', reason: null },
    { lock: '文三路店 冷库门', at: WENSAN, hoursAgo: 79, decision: 'refused', reason: 'not_staff', visitor: true },
    { lock: '西溪店 收货口', at: SHAOXING, hoursAgo: 50, decision: 'refused', reason: 'outside_area' },
    { lock: '西溪店 后门', at: XIXI, hoursAgo: 6, decision: 'allowed', reason: null },
  ];
  await tx.insert(lockOpenings).values(
    openings.map((opening) => {
      const device = devices.find((candidate) => candidate.name === opening.lock);
      const byVisitor = opening.visitor === true;
      return {
        device_id: device?.id ?? null,
        mac: device?.mac ?? '',
        account_id: byVisitor ? (visitor?.id ?? null) : (person?.account_id ?? null),
        staff_id: byVisitor ? null : (person?.staff_id ?? null),
        company_id: companyId,
        ...opening.at,
        occurred_time: at(opening.hoursAgo),
        recorded_time: at(opening.hoursAgo),
        decision: opening.decision,
        reason: opening.reason,
        distance_m: byVisitor ? null : Math.round(distanceMeters(centre, opening.at)),
      };
    }),
  );
}
