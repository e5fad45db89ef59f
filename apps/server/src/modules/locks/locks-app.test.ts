import type { FaceStatus, RepairStaffStatus } from '@tm/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicToken, createTestApp, manualClock, type TestApp, type TestUser } from '../../../test/harness';
import { startLockAppSession } from '../repair/repair-app-auth';
import { lockAppAccounts, repairStaff, repairStaffCompanies } from '../repair/repair.table';
import { lockDevices, lockOpenings } from './locks.table';

const clock = manualClock(new Date('2026-11-22T08:00:00Z'));
const HANGZHOU = { lat: 30.2741, lng: 120.1551 };
const SHANGHAI = { lat: 31.2304, lng: 121.4737 };

let t: TestApp;
let admin: TestUser;
let company: { id: number; name: string };
let shopId: number;
beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await t.seed.admin();
  company = await t.seed.company('鲜丰生鲜超市');
  shopId = (await t.seed.shop(company.id)).id;
});
afterAll(() => t.close());

let serial = 0;
const unique = () => (serial += 1);

type PersonOptions = {
  staff?: boolean;
  status?: RepairStaffStatus;
  face?: FaceStatus;
  area?: { lat: number; lng: number; radius: number } | null;
  companies?: number[];
};

/**
 * An app account signed in to the repair app, and (unless `staff: false`) the repair person it is:
 * by default active, face verified, serving the test company, working within 20 km of Hangzhou.
 */
async function appPerson(options: PersonOptions = {}) {
  const n = unique();
  const phone = `139${String(n).padStart(8, '0')}`;
  const [account] = await t.db
    .insert(lockAppAccounts)
    .values({ phone_number: phone, nickname: `微信用户${n}` })
    .returning();
  if (!account) {
    throw new Error('account not inserted');
  }
  let staffId: number | null = null;
  if (options.staff !== false) {
    const area = options.area === undefined ? { ...HANGZHOU, radius: 20_000 } : options.area;
    const [staff] = await t.db
      .insert(repairStaff)
      .values({
        account_id: account.id,
        name: `维修员${n}`,
        phone_number: phone,
        status: options.status ?? 'active',
        face_status: options.face ?? 'verified',
        area_lat: area?.lat ?? null,
        area_lng: area?.lng ?? null,
        area_radius_m: area?.radius ?? null,
      })
      .returning();
    if (!staff) {
      throw new Error('staff not inserted');
    }
    staffId = staff.id;
    const served = options.companies ?? [company.id];
    if (served.length > 0) {
      await t.db.insert(repairStaffCompanies).values(served.map((id) => ({ staff_id: staff.id, company_id: id })));
    }
  }
  const { token } = await startLockAppSession(t.db, account.id, clock(), 3600);
  const headers = { 'accept-language': 'zh-CN', authorization: basicToken(token) };
  const post = (url: string, body: unknown) =>
    t.app.inject({ method: 'POST', url, headers, payload: body as Record<string, unknown> });
  return {
    accountId: account.id,
    staffId,
    name: `维修员${n}`,
    open: (body: Record<string, unknown>) =>
      post('/api/repair-app/v1/locks/openings', {
        lat: HANGZHOU.lat,
        lng: HANGZHOU.lng,
        occurred_time: clock().toISOString(),
        ...body,
      }),
    report: (body: Record<string, unknown>) => post('/api/repair-app/v1/locks/report', body),
  };
}

async function aDevice(bound = true) {
  const n = unique();
  const mac =
    `0F:00:00:00:${(n >> 8).toString(16).padStart(2, '0')}:${(n & 255).toString(16).padStart(2, '0')}`.toUpperCase();
  const res = await t
    .as(admin)
    .post('/api/management/locks', { mac, name: `门锁${n}`, ...(bound ? { shop_id: shopId } : {}) });
  return res.json().data as { id: number; mac: string };
}

const openingsOf = (mac: string) => t.db.select().from(lockOpenings).where(eq(lockOpenings.mac, mac));

describe('POST /api/repair-app/v1/locks/openings', () => {
  it('answers every decision of the permission match and records each one as it was decided', async () => {
    const other = await t.seed.company();
    const cases: {
      name: string;
      person: PersonOptions;
      bound?: boolean;
      known?: boolean;
      at?: object;
      reason: string | null;
    }[] = [
      { name: 'unknown device', person: {}, known: false, reason: 'device_unknown' },
      { name: 'unbound device', person: {}, bound: false, reason: 'device_unbound' },
      { name: 'no repair person', person: { staff: false }, reason: 'not_staff' },
      { name: 'serves another company', person: { companies: [other.id] }, reason: 'not_staff' },
      { name: 'suspended', person: { status: 'suspended' }, reason: 'staff_suspended' },
      { name: 'face not verified', person: { face: 'unverified' }, reason: 'face_not_verified' },
      { name: 'no area', person: { area: null }, reason: 'no_area' },
      { name: 'in Shanghai', person: {}, at: SHANGHAI, reason: 'outside_area' },
      { name: 'allowed', person: {}, at: { lat: HANGZHOU.lat + 0.01, lng: HANGZHOU.lng }, reason: null },
    ];
    for (const c of cases) {
      const person = await appPerson(c.person);
      const device = c.known === false ? { id: null, mac: '0F:FF:FF:FF:FF:FF' } : await aDevice(c.bound !== false);
      const res = await person.open({ mac: device.mac.toLowerCase().replaceAll(':', '-'), ...c.at });
      expect(res.statusCode, c.name).toBe(200);
      const answer = res.json().data;
      expect(answer, c.name).toMatchObject({ decision: c.reason ? 'refused' : 'allowed', reason: c.reason });
      const [recorded] = (await openingsOf(device.mac)).filter((row) => row.id === answer.opening_id);
      expect(recorded, c.name).toMatchObject({
        device_id: device.id,
        account_id: person.accountId,
        staff_id: person.staffId,
        company_id: c.known === false || c.bound === false ? null : company.id,
        decision: answer.decision,
        reason: c.reason,
        distance_m: answer.distance_m,
        occurred_time: clock(),
        recorded_time: clock(),
      });
    }
  });

  it('gives the distance from the area centre and keeps the location it was asked from', async () => {
    const person = await appPerson();
    const device = await aDevice();
    const near = (await person.open({ mac: device.mac, lat: 30.2841, lng: 120.1551 })).json().data;
    expect(near.distance_m).toBeGreaterThan(1100);
    expect(near.distance_m).toBeLessThan(1120);
    const far = (await person.open({ mac: device.mac, ...SHANGHAI })).json().data;
    expect(far).toMatchObject({ decision: 'refused', reason: 'outside_area' });
    expect(far.distance_m).toBeGreaterThan(160_000);
    const rows = await openingsOf(device.mac);
    expect(rows.map((row) => [row.lat, row.lng])).toEqual([
      [30.2841, 120.1551],
      [SHANGHAI.lat, SHANGHAI.lng],
    ]);
    const [stored] = await t.db.select().from(lockDevices).where(eq(lockDevices.id, device.id));
    expect(stored?.last_seen_time).toEqual(clock());
  });

  it('refuses bad input naming the field, and records nothing for it', async () => {
    const person = await appPerson();
    const device = await aDevice();
    const fieldOf = async (body: Record<string, unknown>) => {
      const res = await person.open({ mac: device.mac, ...body });
      expect(res.statusCode).toBe(400);
      return res.json().data.fields as Record<string, string>;
    };
    const ahead = new Date(clock().getTime() + 6 * 60_000).toISOString();
    const old = new Date(clock().getTime() - 8 * 86_400_000).toISOString();
    expect(await fieldOf({ occurred_time: ahead })).toEqual({ occurred_time: '开锁时间不能晚于现在' });
    expect(await fieldOf({ occurred_time: old })).toEqual({ occurred_time: '开锁时间不能早于 7 天前' });
    expect(await fieldOf({ occurred_time: '2026-11-22 08:00' })).toEqual({
      occurred_time: '开锁时间须为带时区的 ISO 8601 时间',
    });
    expect(await fieldOf({ lat: 91 })).toHaveProperty('lat');
    expect(await fieldOf({ lng: -181 })).toHaveProperty('lng');
    expect(await fieldOf({ accuracy_m: 5000 })).toEqual({
      accuracy_m: '定位不够精确（误差超过 1000 米），请到开阔处重新定位',
    });
    expect(await fieldOf({ mac: 'AA:BB' })).toHaveProperty('mac');
    expect(await openingsOf(device.mac)).toEqual([]);
    // Within the skew and the week, with an accuracy: accepted.
    const fine = await person.open({
      mac: device.mac,
      occurred_time: new Date(clock().getTime() + 60_000).toISOString(),
      accuracy_m: 35,
    });
    expect(fine.json().data.decision).toBe('allowed');
  });

  it('admits only repair-app sessions: none, or a console token, is 401', async () => {
    const device = await aDevice();
    const body = { mac: device.mac, ...HANGZHOU, occurred_time: clock().toISOString() };
    expect((await t.anonymous.post('/api/repair-app/v1/locks/openings', body)).statusCode).toBe(401);
    expect((await t.as(admin).post('/api/repair-app/v1/locks/openings', body)).statusCode).toBe(401);
    expect(await openingsOf(device.mac)).toEqual([]);
  });
});

describe('POST /api/repair-app/v1/locks/report', () => {
  it('keeps the battery, firmware and the time the device was seen', async () => {
    const person = await appPerson();
    const device = await aDevice();
    const res = await person.report({ mac: device.mac.toLowerCase(), battery_pct: 17, firmware: '2.0.1' });
    expect(res.json().data).toEqual({
      mac: device.mac,
      battery_pct: 17,
      firmware: '2.0.1',
      last_seen_time: clock().toISOString(),
    });
    const low = (await t.as(admin).get(`/api/management/locks?low_battery=true&q=${device.mac}`)).json().data;
    expect(low.list).toEqual([expect.objectContaining({ id: device.id, battery_pct: 17, firmware: '2.0.1' })]);
    const keepsFirmware = await person.report({ mac: device.mac, battery_pct: 80 });
    expect(keepsFirmware.json().data).toMatchObject({ battery_pct: 80, firmware: '2.0.1' });
  });

  it('refuses a battery outside 0–100, an unknown device (404) and anybody but active staff (403)', async () => {
    const person = await appPerson();
    const device = await aDevice();
    const battery = await person.report({ mac: device.mac, battery_pct: 101 });
    expect(battery.statusCode).toBe(400);
    expect(battery.json().data.fields).toEqual({ battery_pct: '电量须为 0 到 100 的整数' });
    const unknown = await person.report({ mac: '0F:EE:EE:EE:EE:EE', battery_pct: 50 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().data.fields).toEqual({ mac: '没有这个 MAC 地址的门锁' });
    for (const outsider of [await appPerson({ staff: false }), await appPerson({ status: 'suspended' })]) {
      const res = await outsider.report({ mac: device.mac, battery_pct: 5 });
      expect(res.statusCode).toBe(403);
      expect(res.json().data.fields).toEqual({ mac: '只有在职的维修人员可以上报门锁状态' });
    }
    const [stored] = await t.db.select().from(lockDevices).where(eq(lockDevices.id, device.id));
    expect(stored?.battery_pct).toBeNull();
  });
});

describe('GET /api/management/locks/:id/openings', () => {
  it('shows a device’s history newest first, page by page, with the person, company and decision', async () => {
    const device = await aDevice();
    const allowedPerson = await appPerson();
    const stranger = await appPerson({ staff: false });
    await allowedPerson.open({ mac: device.mac });
    clock.advance(60_000);
    await stranger.open({ mac: device.mac });
    clock.advance(60_000);
    await allowedPerson.open({ mac: device.mac, ...SHANGHAI, accuracy_m: 24.6 });

    const first = (await t.as(admin).get(`/api/management/locks/${device.id}/openings?per_page=2`)).json().data;
    expect(first.meta.total).toBe(3);
    expect(first.list).toHaveLength(2);
    expect(first.list[0]).toMatchObject({
      decision: 'refused',
      reason: 'outside_area',
      lat: SHANGHAI.lat,
      lng: SHANGHAI.lng,
      accuracy_m: 25,
      company_id: company.id,
      company_name: '鲜丰生鲜超市',
      person: { staff_id: allowedPerson.staffId, name: allowedPerson.name },
    });
    expect(first.list[1]).toMatchObject({
      decision: 'refused',
      reason: 'not_staff',
      distance_m: null,
      accuracy_m: null,
      person: { account_id: stranger.accountId, staff_id: null, name: expect.stringMatching(/^微信用户/) },
    });
    const second = (await t.as(admin).get(`/api/management/locks/${device.id}/openings?per_page=2&page=2`)).json().data;
    expect(second.list).toEqual([
      expect.objectContaining({ decision: 'allowed', reason: null, occurred_time: expect.any(String) }),
    ]);
    const allowed = (await t.as(admin).get(`/api/management/locks/${device.id}/openings?decision=allowed`)).json().data;
    expect(allowed.meta.total).toBe(1);

    const listed = (await t.as(admin).get(`/api/management/locks?q=${device.mac}`)).json().data.list[0];
    expect(listed).toMatchObject({ opening_count: 3, last_opening_time: clock().toISOString() });
    expect((await t.as(admin).delete(`/api/management/locks/${device.id}`)).statusCode).toBe(409);
    expect((await t.as(admin).get('/api/management/locks/999999/openings')).statusCode).toBe(404);
  });
});
