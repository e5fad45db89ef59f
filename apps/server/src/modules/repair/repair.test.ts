import { INVITE_CODE_ALPHABET, JOIN_TYPE } from '@tm/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, manualClock, type TestApp, type TestUser } from '../../../test/harness';
import { companies } from '../companies/companies.table';
import { startSession } from '../users/sessions.service';
import {
  faceVerifications,
  lockAppAccounts,
  repairInviteCodes,
  repairStaff,
  repairStaffCompanies,
} from './repair.table';

const DAY_MS = 86_400_000;
const clock = manualClock(new Date('2026-11-22T08:00:00Z'));
let t: TestApp;
let admin: TestUser;
let a: { company: { id: number }; user: TestUser };
let b: { company: { id: number }; user: TestUser };

/** Sessions that outlive the days the tests move the clock by. */
async function lasting(user: TestUser): Promise<TestUser> {
  return { ...user, token: (await startSession(t.db, user.id, clock(), 60 * 86_400)).token };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await lasting(await t.seed.admin());
  const seededA = await t.seed.companyWithUser();
  const seededB = await t.seed.companyWithUser();
  a = { company: seededA.company, user: await lasting(seededA.user) };
  b = { company: seededB.company, user: await lasting(seededB.user) };
});
afterAll(() => t.close());

const codes = '/api/management/repair/invite_codes';
const make = (user: TestUser, body: Record<string, unknown> = {}) =>
  t.as(user).post(codes, { max_uses: 1, expires_in_days: 7, ...body });

describe('POST /api/management/repair/invite_codes', () => {
  it('makes a random 8-character code of the company administrator’s company', async () => {
    const res = await make(a.user, { max_uses: 3, note: '空调维修' });
    expect(res.statusCode).toBe(200);
    const code = res.json().data;
    expect(code).toMatchObject({
      company_id: a.company.id,
      max_uses: 3,
      use_count: 0,
      status: 'active',
      note: '空调维修',
      expires_at: new Date(clock().getTime() + 7 * DAY_MS).toISOString(),
    });
    expect(code.code).toHaveLength(8);
    expect([...code.code].every((c: string) => INVITE_CODE_ALPHABET.includes(c))).toBe(true);
    expect((await make(a.user)).json().data.code).not.toBe(code.code);
  });

  it('names the field when uses or days are out of range', async () => {
    const uses = await make(a.user, { max_uses: 0 });
    expect(uses.statusCode).toBe(400);
    expect(uses.json().data.fields).toEqual({ max_uses: '可用次数须为 1 到 1000' });
    const days = await make(a.user, { expires_in_days: 366 });
    expect(days.json().data.fields).toHaveProperty('expires_in_days');
  });

  it('refuses company staff, another company, and a company without the repair feature', async () => {
    const staff = await t.seed.companyWithUser(JOIN_TYPE.STAFF);
    expect((await make(staff.user)).statusCode).toBe(403);
    expect((await make(a.user, { company_id: b.company.id })).statusCode).toBe(403);
    const plain = await t.seed.companyWithUser();
    await t.db.update(companies).set({ features: [] }).where(eq(companies.id, plain.company.id));
    const refused = await make(await lasting(plain.user));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data.fields).toHaveProperty('feature');
    expect(
      await t.db.select().from(repairInviteCodes).where(eq(repairInviteCodes.company_id, plain.company.id)),
    ).toEqual([]);
  });

  it('lets a system administrator make one for a named company', async () => {
    expect((await make(admin)).json().data.fields).toHaveProperty('company_id');
    const res = await make(admin, { company_id: b.company.id });
    expect(res.json().data).toMatchObject({ company_id: b.company.id, created_by_name: expect.any(String) });
  });
});

describe('GET /api/management/repair/invite_codes', () => {
  it('filters by status as time passes and codes are used or revoked', async () => {
    const company = await t.seed.companyWithUser();
    const owner = await lasting(company.user);
    const made = [];
    for (const days of [7, 1, 7, 7]) {
      made.push((await make(owner, { expires_in_days: days })).json().data);
    }
    const [active, expiring, usedUp, revoked] = made;
    await t.db.update(repairInviteCodes).set({ use_count: 1 }).where(eq(repairInviteCodes.id, usedUp.id));
    await t.as(owner).post(`${codes}/${revoked.id}/revoke`);
    clock.advance(DAY_MS + 1);
    const ids = async (status: string) =>
      (await t.as(owner).get(`${codes}?status=${status}`)).json().data.list.map((c: { id: number }) => c.id);
    expect(await ids('active')).toEqual([active.id]);
    expect(await ids('expired')).toEqual([expiring.id]);
    expect(await ids('used_up')).toEqual([usedUp.id]);
    expect(await ids('revoked')).toEqual([revoked.id]);
    const all = (await t.as(owner).get(codes)).json().data;
    expect(all.meta.total).toBe(4);
    expect(all.list.map((c: { status: string }) => c.status)).toEqual(['revoked', 'used_up', 'expired', 'active']);
  });

  it('searches code and note, and pages', async () => {
    const company = await t.seed.companyWithUser();
    const owner = await lasting(company.user);
    const noted = (await make(owner, { note: '冷柜-西溪店' })).json().data;
    await make(owner);
    await make(owner);
    expect((await t.as(owner).get(`${codes}?q=${encodeURIComponent('西溪')}`)).json().data.list).toEqual([
      expect.objectContaining({ id: noted.id }),
    ]);
    expect((await t.as(owner).get(`${codes}?q=${noted.code.slice(2, 7)}`)).json().data.list[0].id).toBe(noted.id);
    const page = (await t.as(owner).get(`${codes}?page=2&per_page=2`)).json().data;
    expect(page).toMatchObject({ meta: { total: 3 } });
    expect(page.list).toHaveLength(1);
  });

  it('shows a company administrator only the own company’s codes; an administrator filters by company', async () => {
    const ofA = (await make(a.user, { note: 'A 的码' })).json().data;
    const listB = (await t.as(b.user).get(`${codes}?per_page=100&company_id=${a.company.id}`)).json().data.list;
    expect(listB.every((c: { company_id: number }) => c.company_id === b.company.id)).toBe(true);
    const listAdmin = (await t.as(admin).get(`${codes}?per_page=100&company_id=${a.company.id}`)).json().data.list;
    expect(listAdmin.map((c: { id: number }) => c.id)).toContain(ofA.id);
    expect(listAdmin.every((c: { company_id: number }) => c.company_id === a.company.id)).toBe(true);
  });
});

describe('GET and revoke /api/management/repair/invite_codes/{id}', () => {
  it('shows who joined with the code', async () => {
    const code = (await make(a.user, { max_uses: 2 })).json().data;
    const [account] = await t.db.insert(lockAppAccounts).values({ phone_number: '13712340001' }).returning();
    const [staff] = await t.db
      .insert(repairStaff)
      .values({ account_id: account?.id ?? 0, name: '陈师傅', phone_number: '13712340001' })
      .returning();
    await t.db
      .insert(repairStaffCompanies)
      .values({ staff_id: staff?.id ?? 0, company_id: a.company.id, invite_code_id: code.id });
    const detail = (await t.as(a.user).get(`${codes}/${code.id}`)).json().data;
    expect(detail.joined).toEqual([
      expect.objectContaining({ staff_id: staff?.id, name: '陈师傅', phone_number: '13712340001' }),
    ]);
  });

  it('keeps another company’s code from a company administrator: not found, not revoked', async () => {
    const code = (await make(a.user)).json().data;
    expect((await t.as(b.user).get(`${codes}/${code.id}`)).statusCode).toBe(404);
    expect((await t.as(b.user).post(`${codes}/${code.id}/revoke`)).statusCode).toBe(404);
    const [row] = await t.db.select().from(repairInviteCodes).where(eq(repairInviteCodes.id, code.id));
    expect(row?.revoked_time).toBeNull();
  });

  it('revokes once; a second revoke is a conflict', async () => {
    const code = (await make(a.user)).json().data;
    const first = await t.as(a.user).post(`${codes}/${code.id}/revoke`);
    expect(first.json().data).toMatchObject({ status: 'revoked', revoked_time: clock().toISOString() });
    expect((await t.as(a.user).post(`${codes}/${code.id}/revoke`)).statusCode).toBe(409);
  });
});

describe('/api/management/repair/staff', () => {
  const staffUrl = '/api/management/repair/staff';
  let person: { id: number; name: string };

  beforeAll(async () => {
    const [account] = await t.db.insert(lockAppAccounts).values({ phone_number: '13912345678' }).returning();
    const [row] = await t.db
      .insert(repairStaff)
      .values({ account_id: account?.id ?? 0, name: '黄师傅', phone_number: '13912345678', face_status: 'verified' })
      .returning();
    if (!row) {
      throw new Error('staff not made');
    }
    person = row;
    await t.db.insert(repairStaffCompanies).values({ staff_id: row.id, company_id: b.company.id });
    await t.db.insert(faceVerifications).values([
      { staff_id: row.id, provider: 'dev', request_id: 'r1', passed: 0, score: 0.2 },
      { staff_id: row.id, provider: 'dev', request_id: 'r2', passed: 1, score: 0.97 },
    ]);
  });

  it('is for system administrators only', async () => {
    expect((await t.as(a.user).get(staffUrl)).statusCode).toBe(403);
    expect((await t.as(b.user).get(`${staffUrl}/${person.id}`)).statusCode).toBe(403);
    expect((await t.as(b.user).post(`${staffUrl}/${person.id}/suspend`)).statusCode).toBe(403);
    expect((await t.as(b.user).put(`${staffUrl}/${person.id}`, { name: 'x', area: null })).statusCode).toBe(403);
  });

  it('lists by name or phone, company, face status and status', async () => {
    const ids = async (query: string) =>
      (await t.as(admin).get(`${staffUrl}?${query}`)).json().data.list.map((s: { id: number }) => s.id);
    expect(await ids(`q=${encodeURIComponent('黄师')}`)).toEqual([person.id]);
    expect(await ids('q=1234567')).toEqual([person.id]);
    expect(await ids(`company_id=${b.company.id}`)).toEqual([person.id]);
    expect(await ids(`company_id=${a.company.id}&q=${encodeURIComponent('黄师')}`)).toEqual([]);
    expect(await ids('face_status=verified&q=13912345678')).toEqual([person.id]);
    expect(await ids('face_status=failed&q=13912345678')).toEqual([]);
    const [row] = (await t.as(admin).get(`${staffUrl}?q=13912345678`)).json().data.list;
    expect(row).toMatchObject({ status: 'active', area: null, companies: [{ company_id: b.company.id }] });
  });

  it('shows the face verification history, newest first', async () => {
    const detail = (await t.as(admin).get(`${staffUrl}/${person.id}`)).json().data;
    expect(
      detail.face_verifications.map((f: { request_id: string; passed: boolean }) => [f.request_id, f.passed]),
    ).toEqual([
      ['r2', true],
      ['r1', false],
    ]);
    expect((await t.as(admin).get(`${staffUrl}/999999`)).statusCode).toBe(404);
  });

  it('sets the name and work area, checks the ranges, and clears the area', async () => {
    const area = { label: '杭州市区', lat: 30.27, lng: 120.15, radius_m: 20_000 };
    const res = await t.as(admin).put(`${staffUrl}/${person.id}`, { name: '黄建', area });
    expect(res.json().data).toMatchObject({ name: '黄建', area });
    const bad = await t.as(admin).put(`${staffUrl}/${person.id}`, {
      name: '黄建',
      area: { label: '', lat: 91, lng: 181, radius_m: 50 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.fields).sort()).toEqual(['area.lat', 'area.lng', 'area.radius_m']);
    const cleared = await t.as(admin).put(`${staffUrl}/${person.id}`, { name: '黄建', area: null });
    expect(cleared.json().data.area).toBeNull();
  });

  it('suspends and resumes; doing either twice is a conflict', async () => {
    expect((await t.as(admin).post(`${staffUrl}/${person.id}/suspend`)).json().data.status).toBe('suspended');
    expect((await t.as(admin).post(`${staffUrl}/${person.id}/suspend`)).statusCode).toBe(409);
    expect(
      (await t.as(admin).get(`${staffUrl}?status=suspended`)).json().data.list.map((s: { id: number }) => s.id),
    ).toEqual([person.id]);
    expect((await t.as(admin).post(`${staffUrl}/${person.id}/resume`)).json().data.status).toBe('active');
    expect((await t.as(admin).post(`${staffUrl}/${person.id}/resume`)).statusCode).toBe(409);
  });
});
