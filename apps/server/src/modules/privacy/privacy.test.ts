import { JOIN_TYPE, PRIVACY_POLICY_VERSION, type PrivacyExport } from '@tm/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  basicCredentials,
  basicToken,
  createTestApp,
  manualClock,
  type TestApp,
  type TestUser,
} from '../../../test/harness';
import { linkUserToCompany } from '../companies/companies.service';
import { companyUsers } from '../companies/companies.table';
import { lockOpenings } from '../locks/locks.table';
import { notices } from '../notices/notices.table';
import { authenticateLockApp } from '../repair/repair-app-auth';
import {
  faceVerifications,
  lockAppAccounts,
  lockAppSessions,
  repairStaff,
  repairStaffCompanies,
} from '../repair/repair.table';
import { hashToken, startSession } from '../users/sessions.service';
import { createUser } from '../users/users.service';
import { sessions, users } from '../users/users.table';
import { workOrderComments, workOrders } from '../workorders/workorders.table';

const clock = manualClock(new Date('2026-11-24T09:00:00Z'));
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await t.seed.admin('SUPER_ADMIN');
});
afterAll(() => t.close());

let serial = 0;
const uniquePhone = () =>
  `139${String(Date.now() % 1e6).padStart(6, '0')}${String((serial += 1) % 100).padStart(2, '0')}`;
const ACCEPTED = new Date('2026-10-01T08:00:00Z');

/** A company administrator who signed in with a password, opened a work order and got a notice. */
async function merchantWithRecords(name: string) {
  const phone = uniquePhone();
  const username = `m${Date.now().toString(36)}${(serial += 1)}`;
  const row = await createUser(t.db, { username, password: 'merchant-pass1', role_type: 'USER', phone_number: phone });
  await t.db
    .update(users)
    .set({ nickname: name, privacy_version: PRIVACY_POLICY_VERSION, privacy_accepted_time: ACCEPTED })
    .where(eq(users.id, row.id));
  const company = await t.seed.company();
  await linkUserToCompany(t.db, company.id, row.id, JOIN_TYPE.ADMIN);
  const { token } = await startSession(t.db, row.id, clock(), 3600);
  const user: TestUser = { id: row.id, token, company_id: company.id };
  const order = await t.as(user).post('/api/workorders', {
    category: 'fault',
    title: `${name}的秤不开机`,
    description: '早上开机屏幕全黑',
    contact_name: name,
    contact_phone: phone,
  });
  expect(order.statusCode).toBe(200);
  const orderId = order.json().data.id as number;
  await t.as(user).post(`/api/workorders/${orderId}/comments`, { body: '下午三点以后都在店里', internal: false });
  await t.db
    .insert(notices)
    .values({ user_id: row.id, type: 'message', kind: 'workorder_reply', params: { id: orderId } });
  return { user, username, phone, company, orderId };
}

/** A person of the repair app who joined a company, was verified by face and opened a lock twice. */
async function repairPerson(name: string) {
  const phone = uniquePhone();
  const [account] = await t.db
    .insert(lockAppAccounts)
    .values({
      phone_number: phone,
      wechat_openid: `o-${phone}`,
      nickname: `${name}微信`,
      privacy_version: 'V1.5.2',
      privacy_accepted_time: ACCEPTED,
    })
    .returning();
  if (!account) {
    throw new Error('account not inserted');
  }
  const token = `app-token-${phone}`;
  await t.db.insert(lockAppSessions).values({
    account_id: account.id,
    token_hash: hashToken(token),
    created_time: clock(),
    expires_at: new Date(clock().getTime() + 3_600_000),
  });
  const [staff] = await t.db
    .insert(repairStaff)
    .values({ account_id: account.id, name, phone_number: phone, face_status: 'verified', area_label: '西湖区' })
    .returning();
  if (!staff) {
    throw new Error('staff not inserted');
  }
  const company = await t.seed.company();
  await t.db.insert(repairStaffCompanies).values({ staff_id: staff.id, company_id: company.id });
  await t.db.insert(faceVerifications).values({
    staff_id: staff.id,
    provider: 'test',
    request_id: `face-${phone}`,
    passed: 1,
    score: 0.97,
    detail: { id_name: name },
  });
  await t.db.insert(lockOpenings).values(
    [0, 1].map((i) => ({
      mac: 'AA:BB:CC:DD:EE:0' + String(i),
      account_id: account.id,
      staff_id: staff.id,
      company_id: company.id,
      lat: 30.27,
      lng: 120.15,
      occurred_time: clock(),
      decision: 'allowed' as const,
    })),
  );
  return { account, staff, company, phone, token };
}

const list = async (query: string) => {
  const res = await t.as(admin).get(`/api/management/privacy/subjects?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { list: Record<string, unknown>[]; meta: { total: number } };
};

const download = async (path: string) => {
  const res = await t.as(admin).get(path);
  expect(res.statusCode).toBe(200);
  return { res, file: JSON.parse(res.body) as PrivacyExport };
};

const auditOf = async (kind: string, id: number) =>
  (await t.as(admin).get(`/api/management/privacy/audit?kind=${kind}&subject_id=${id}`)).json().data.list as {
    action: string;
    operator: { id: number; name: string } | null;
    detail: { counts: Record<string, number>; fields?: string[] };
  }[];

describe('GET /api/management/privacy/subjects', () => {
  it('lists each kind with masked phones, companies and the policy each accepted', async () => {
    const merchant = await merchantWithRecords('列表商户');
    const staffOnly = await t.seed.user('USER', { nickname: '列表店员', privacy_version: 'V1.4.0' });
    const person = await repairPerson('列表维修员');
    await t.db
      .update(users)
      .set({ privacy_version: PRIVACY_POLICY_VERSION, privacy_accepted_time: ACCEPTED })
      .where(eq(users.id, admin.id));

    const merchants = await list('kind=merchant_user&q=列表');
    expect(merchants.meta.total).toBe(2);
    expect(merchants.list).toEqual([
      expect.objectContaining({ id: staffOnly.id, privacy_status: 'outdated', companies: [], company_role: null }),
      expect.objectContaining({
        kind: 'merchant_user',
        id: merchant.user.id,
        name: '列表商户',
        username: merchant.username,
        phone_masked: `${merchant.phone.slice(0, 3)}****${merchant.phone.slice(-4)}`,
        role_type: 'USER',
        company_role: 'ADMIN',
        companies: [{ id: merchant.company.id, name: merchant.company.name }],
        privacy_version: PRIVACY_POLICY_VERSION,
        privacy_accepted_time: ACCEPTED.toISOString(),
        privacy_status: 'current',
        erased_time: null,
      }),
    ]);
    expect(JSON.stringify(merchants)).not.toContain(merchant.phone);

    const current = await list('kind=merchant_user&q=列表&status=current');
    expect(current.list.map((s) => s.id)).toEqual([merchant.user.id]);
    const never = await list('kind=merchant_user&status=never');
    expect(never.list.every((s) => s.privacy_status === 'never')).toBe(true);

    const admins = await list('kind=admin&per_page=100');
    expect(admins.list.find((s) => s.id === admin.id)).toMatchObject({
      role_type: 'SUPER_ADMIN',
      privacy_status: 'current',
    });
    expect(admins.list.some((s) => s.id === merchant.user.id)).toBe(false);

    const repairers = await list(`kind=repair_user&q=${person.phone}`);
    expect(repairers.list).toEqual([
      expect.objectContaining({
        kind: 'repair_user',
        id: person.staff.id,
        name: '列表维修员',
        face_status: 'verified',
        app_account_id: person.account.id,
        companies: [{ id: person.company.id, name: person.company.name }],
        privacy_version: 'V1.5.2',
        privacy_status: 'outdated',
      }),
    ]);
    const lockers = await list(`kind=lock_user&q=${person.phone}`);
    expect(lockers.list).toEqual([
      expect.objectContaining({ kind: 'lock_user', id: person.account.id, name: '列表维修员微信', companies: [] }),
    ]);
  });

  it('pages, and names a kind it does not know', async () => {
    await merchantWithRecords('分页商户甲');
    await merchantWithRecords('分页商户乙');
    const first = await list('kind=merchant_user&q=分页商户&per_page=1');
    const second = await list('kind=merchant_user&q=分页商户&per_page=1&page=2');
    expect(first.meta.total).toBe(2);
    expect([first.list[0]?.name, second.list[0]?.name]).toEqual(['分页商户乙', '分页商户甲']);
    const bad = await t.as(admin).get('/api/management/privacy/subjects?kind=rider');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields.kind).toBe('人员类别须为 admin、lock_user、repair_user 或 merchant_user');
  });
});

describe('GET /api/management/privacy/subjects/:kind/:id/export', () => {
  it('downloads everything held about a merchant user, without secrets, and records what it held', async () => {
    const merchant = await merchantWithRecords('导出商户');
    const { res, file } = await download(`/api/management/privacy/subjects/merchant_user/${merchant.user.id}/export`);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toContain(`privacy-merchant_user-${merchant.user.id}.json`);
    expect(file).toMatchObject({
      format: 'tm-privacy-export',
      subject: { kind: 'merchant_user', id: merchant.user.id },
      policy: { current_version: PRIVACY_POLICY_VERSION, current_date: '2025-07-03' },
      data: {
        account: { phone_number: merchant.phone, username: merchant.username, has_password: true },
        company_membership: { company_id: merchant.company.id, join_type: JOIN_TYPE.ADMIN },
        work_orders: [{ id: merchant.orderId, contact_phone: merchant.phone }],
        work_order_comments: [{ work_order_id: merchant.orderId, body: '下午三点以后都在店里' }],
        notices: [{ kind: 'workorder_reply' }],
      },
    });
    expect(file.data.sessions).toEqual([expect.objectContaining({ created_time: clock().toISOString() })]);
    expect(res.body).not.toMatch(/password_hash|token_hash|scrypt\$/);
    expect(res.body).not.toContain(hashToken(merchant.user.token));

    const [entry] = await auditOf('merchant_user', merchant.user.id);
    expect(entry).toEqual({
      ...entry,
      action: 'export',
      operator: { id: admin.id, name: 'tester' },
      detail: {
        counts: {
          account: 1,
          sessions: 1,
          company_membership: 1,
          work_orders: 1,
          work_order_comments: 1,
          notices: 1,
        },
      },
    });
  });

  it('downloads an administrator’s data', async () => {
    const other = await t.seed.admin('ADMIN');
    const { file } = await download(`/api/management/privacy/subjects/admin/${other.id}/export`);
    expect(file.data).toMatchObject({ account: { id: other.id, role_type: 'ADMIN', has_password: false } });
    // An administrator is not a merchant user, and the other way round.
    expect(
      (await t.as(admin).get(`/api/management/privacy/subjects/merchant_user/${other.id}/export`)).statusCode,
    ).toBe(404);
  });

  it('downloads the app account, repair profile, face checks and lock openings of a repair or lock user', async () => {
    const person = await repairPerson('导出维修员');
    for (const path of [`repair_user/${person.staff.id}`, `lock_user/${person.account.id}`]) {
      const { res, file } = await download(`/api/management/privacy/subjects/${path}/export`);
      expect(file.data).toMatchObject({
        app_account: { id: person.account.id, phone_number: person.phone, wechat_openid: `o-${person.phone}` },
        repair_staff: { id: person.staff.id, name: '导出维修员', area_label: '西湖区' },
        companies_served: [{ company_id: person.company.id, company_name: person.company.name }],
        face_verifications: [{ passed: 1, detail: { id_name: '导出维修员' } }],
      });
      expect(file.data.lock_openings).toHaveLength(2);
      expect(file.data.app_sessions).toHaveLength(1);
      expect(res.body).not.toContain('token_hash');
      expect(res.body).not.toContain(hashToken(person.token));
    }
    const [entry] = await auditOf('lock_user', person.account.id);
    expect(entry?.detail.counts).toEqual({
      app_account: 1,
      app_sessions: 1,
      repair_staff: 1,
      companies_served: 1,
      face_verifications: 1,
      lock_openings: 2,
    });
  });
});

describe('POST /api/management/privacy/subjects/:kind/:id/erase', () => {
  it('anonymises a merchant user, keeps the business rows, ends the sign-ins, and refuses a second time', async () => {
    const merchant = await merchantWithRecords('删除商户');
    const res = await t.as(admin).post(`/api/management/privacy/subjects/merchant_user/${merchant.user.id}/erase`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: merchant.user.id,
      name: '',
      username: null,
      phone_masked: null,
      is_disabled: true,
      erased_time: clock().toISOString(),
      // The acceptance is a record of what happened, not personal data.
      privacy_version: PRIVACY_POLICY_VERSION,
      companies: [{ id: merchant.company.id, name: merchant.company.name }],
    });

    const [row] = await t.db.select().from(users).where(eq(users.id, merchant.user.id));
    expect(row).toMatchObject({
      username: null,
      password_hash: null,
      nickname: '',
      img_url: '',
      phone_number: null,
      wechat_openid: null,
      is_disabled: true,
    });
    const [order] = await t.db.select().from(workOrders).where(eq(workOrders.id, merchant.orderId));
    expect(order).toMatchObject({
      title: '删除商户的秤不开机',
      contact_name: '',
      contact_phone: '',
      created_by: merchant.user.id,
    });
    expect(
      await t.db.select().from(workOrderComments).where(eq(workOrderComments.author_id, merchant.user.id)),
    ).toHaveLength(1);
    expect(await t.db.select().from(companyUsers).where(eq(companyUsers.user_id, merchant.user.id))).toHaveLength(1);
    expect(await t.db.select().from(notices).where(eq(notices.user_id, merchant.user.id))).toHaveLength(0);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.user_id, merchant.user.id));
    expect(session?.revoked_at).toEqual(clock());

    // Signed out, and no way back in.
    expect((await t.as(merchant.user).get('/api/management/users/info')).statusCode).toBe(401);
    const password = await t.request('POST', '/api/management/users/login/password', undefined, {
      authorization: basicCredentials(merchant.username, 'merchant-pass1'),
    });
    expect(password.statusCode).toBe(401);
    // The company still lists its order, without the contact.
    const company = await t.seed.user('USER');
    await linkUserToCompany(t.db, merchant.company.id, company.id, JOIN_TYPE.STAFF);
    const seen = (
      await t.as({ ...company, company_id: merchant.company.id }).get(`/api/workorders/${merchant.orderId}`)
    ).json().data;
    expect(seen.order).toMatchObject({ id: merchant.orderId, contact_phone: '' });

    const [entry] = await auditOf('merchant_user', merchant.user.id);
    expect(entry).toMatchObject({
      action: 'erase',
      operator: { id: admin.id },
      detail: {
        fields: expect.arrayContaining(['phone_number', 'password_hash', 'nickname', 'username']),
        counts: {
          sessions_revoked: 1,
          notices_deleted: 1,
          work_orders_kept_contact_blanked: 1,
          work_order_comments_kept: 1,
          company_memberships_kept: 1,
        },
      },
    });
    expect(JSON.stringify(entry)).not.toContain(merchant.phone);

    const again = await t.as(admin).post(`/api/management/privacy/subjects/merchant_user/${merchant.user.id}/erase`);
    expect(again.statusCode).toBe(409);
    expect(again.json().data.fields).toEqual({ id: '该人员的个人信息已删除' });
    expect((await auditOf('merchant_user', merchant.user.id)).map((e) => e.action)).toEqual(['erase']);
  });

  it('anonymises a repair person’s account and profile, keeps their openings and companies, and suspends them', async () => {
    const person = await repairPerson('删除维修员');
    const res = await t.as(admin).post(`/api/management/privacy/subjects/repair_user/${person.staff.id}/erase`);
    expect(res.json().data).toMatchObject({
      name: '',
      phone_masked: null,
      is_disabled: true,
      companies: [{ id: person.company.id }],
    });
    const [account] = await t.db.select().from(lockAppAccounts).where(eq(lockAppAccounts.id, person.account.id));
    expect(account).toMatchObject({ phone_number: null, wechat_openid: null, nickname: '', erased_time: clock() });
    const [staff] = await t.db.select().from(repairStaff).where(eq(repairStaff.id, person.staff.id));
    expect(staff).toMatchObject({ name: '', phone_number: '', area_label: '', status: 'suspended' });
    const [face] = await t.db.select().from(faceVerifications).where(eq(faceVerifications.staff_id, person.staff.id));
    expect(face).toMatchObject({ passed: 1, request_id: `face-${person.phone}` });
    expect(face?.detail).toEqual({});
    expect(await t.db.select().from(lockOpenings).where(eq(lockOpenings.staff_id, person.staff.id))).toHaveLength(2);
    expect(await authenticateLockApp(t.db, basicToken(person.token), clock())).toBeNull();

    // The same person, seen as a lock user, is erased too.
    const lockUsers = await list('kind=lock_user&per_page=100');
    expect(lockUsers.list.find((s) => s.id === person.account.id)).toMatchObject({
      erased_time: clock().toISOString(),
    });
    const again = await t.as(admin).post(`/api/management/privacy/subjects/lock_user/${person.account.id}/erase`);
    expect(again.statusCode).toBe(409);

    const [entry] = await auditOf('repair_user', person.staff.id);
    expect(entry?.detail.counts).toMatchObject({
      app_sessions_revoked: 1,
      face_verifications_blanked: 1,
      lock_openings_kept: 2,
      companies_served_kept: 1,
    });
  });

  it('erases a lock user who never joined a company', async () => {
    const [account] = await t.db
      .insert(lockAppAccounts)
      .values({ phone_number: uniquePhone(), nickname: '路人' })
      .returning();
    const res = await t.as(admin).post(`/api/management/privacy/subjects/lock_user/${account?.id}/erase`);
    expect(res.json().data).toMatchObject({ kind: 'lock_user', name: '', phone_masked: null });
    const [entry] = await auditOf('lock_user', account?.id ?? 0);
    expect(entry?.detail.fields).toEqual([
      'app_account.phone_number',
      'app_account.wechat_openid',
      'app_account.nickname',
    ]);
  });

  it('refuses to erase oneself and the last super administrator, and answers 404 for nobody', async () => {
    const self = await t.as(admin).post(`/api/management/privacy/subjects/admin/${admin.id}/erase`);
    expect(self.statusCode).toBe(409);
    expect(self.json().data.fields).toEqual({ id: '不能删除自己的个人信息' });

    // Every super administrator but the caller's target is disabled: it is the last one.
    const ops = await t.seed.admin('ADMIN');
    await t.db.update(users).set({ is_disabled: true }).where(eq(users.role_type, 'SUPER_ADMIN'));
    await t.db.update(users).set({ is_disabled: false }).where(eq(users.id, admin.id));
    const last = await t.as(ops).post(`/api/management/privacy/subjects/admin/${admin.id}/erase`);
    expect(last.statusCode).toBe(409);
    expect(last.json().data.fields).toEqual({ id: '这是最后一位超级管理员，不能删除其个人信息' });
    const [still] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(still?.erased_time).toBeNull();

    // With another one active, a super administrator may go; the remaining one stays the last.
    const second = await t.seed.admin('SUPER_ADMIN');
    expect((await t.as(ops).post(`/api/management/privacy/subjects/admin/${second.id}/erase`)).statusCode).toBe(200);
    expect((await t.as(ops).post(`/api/management/privacy/subjects/admin/${admin.id}/erase`)).statusCode).toBe(409);

    expect((await t.as(admin).post('/api/management/privacy/subjects/admin/999999/erase')).statusCode).toBe(404);
    expect((await t.as(admin).post('/api/management/privacy/subjects/repair_user/999999/erase')).statusCode).toBe(404);
  });
});

describe('who may use the privacy lists', () => {
  it('refuses company users with 403 and callers without a sign-in with 401, changing nothing', async () => {
    const merchant = await merchantWithRecords('越权目标');
    const { user } = await t.seed.companyWithUser();
    const routes = [
      ['get', '/api/management/privacy/subjects?kind=merchant_user'],
      ['get', `/api/management/privacy/subjects/merchant_user/${merchant.user.id}/export`],
      ['post', `/api/management/privacy/subjects/merchant_user/${merchant.user.id}/erase`],
      ['get', '/api/management/privacy/audit'],
    ] as const;
    for (const [method, path] of routes) {
      expect((await t.as(user)[method](path)).statusCode).toBe(403);
      expect((await t.anonymous[method](path)).statusCode).toBe(401);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, merchant.user.id));
    expect(row?.erased_time).toBeNull();
    expect(await auditOf('merchant_user', merchant.user.id)).toEqual([]);
  });
});

describe('GET /api/management/privacy/audit', () => {
  it('lists exports and erasures newest first, by kind, person and action', async () => {
    const merchant = await merchantWithRecords('审计商户');
    const base = `/api/management/privacy/subjects/merchant_user/${merchant.user.id}`;
    await download(`${base}/export`);
    clock.advance(60_000);
    await t.as(admin).post(`${base}/erase`);
    const entries = (
      await t.as(admin).get(`/api/management/privacy/audit?kind=merchant_user&subject_id=${merchant.user.id}`)
    ).json().data;
    expect(entries.meta.total).toBe(2);
    expect(entries.list.map((e: { action: string }) => e.action)).toEqual(['erase', 'export']);
    // The person's name is what it is now: gone after the erase.
    expect(entries.list[0]).toMatchObject({ subject_kind: 'merchant_user', subject_name: '' });
    const erasures = (await t.as(admin).get('/api/management/privacy/audit?action=erase&per_page=100')).json().data;
    expect(erasures.list.every((e: { action: string }) => e.action === 'erase')).toBe(true);
    const lockOnly = (await t.as(admin).get('/api/management/privacy/audit?kind=lock_user&per_page=100')).json().data;
    expect(lockOnly.list.every((e: { subject_kind: string }) => e.subject_kind === 'lock_user')).toBe(true);
  });
});
