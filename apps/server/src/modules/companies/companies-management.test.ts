import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, manualClock, type TestApp } from '../../../test/harness';
import { assertFeature } from './features';
import { companies } from './companies.table';

const clock = manualClock(new Date('2026-11-22T08:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    extraApiRoutes: async (api) => {
      // A stand-in for a feature's route: later domains call assertFeature the same way.
      api.get('/test/stock-feature', async (req) => {
        assertFeature(req.ctx.actor, 'stock');
        return { code: 1, msg: 'ok', data: null };
      });
    },
  });
});
afterAll(() => t.close());

const aCompany = (fields: Record<string, unknown> = {}) => ({
  name: '绿源果蔬',
  contact_person: '陈经理',
  phone_number: '13600000001',
  address: '宁波市海曙区 8 号',
  if_analysis_open: 1,
  img_url: '',
  ...fields,
});

describe('POST /api/management/companies/create and GET /api/management/companies', () => {
  it('lets an administrator create a company and find it by name, contact and creation date', async () => {
    const admin = await t.seed.admin();
    const created = await t.as(admin).post('/api/management/companies/create', aCompany({ name: '创建测试公司' }));
    expect(created.json().data).toMatchObject({
      name: '创建测试公司',
      if_analysis_open: 1,
      permissions: ['analysis', 'big_screen', 'workorders', 'repair'],
      pay_permission: 0,
      is_disabled: false,
      user_count: 0,
      shop_count: 0,
    });
    const byName = await t.as(admin).get(`/api/management/companies?name=${encodeURIComponent('创建测试')}`);
    expect(byName.json().data.list.map((c: { name: string }) => c.name)).toEqual(['创建测试公司']);
    const byPhone = await t.as(admin).get('/api/management/companies?contact=13600000001');
    expect(byPhone.json().data.meta.total).toBeGreaterThanOrEqual(1);
    const inRange = await t.as(admin).get('/api/management/companies?created_from=2026-11-22&created_to=2026-11-22');
    expect(inRange.json().data.list.some((c: { name: string }) => c.name === '创建测试公司')).toBe(true);
    const before = await t.as(admin).get('/api/management/companies?created_to=2026-11-21');
    expect(before.json().data.list.some((c: { name: string }) => c.name === '创建测试公司')).toBe(false);
  });

  it('names invalid fields and stores nothing', async () => {
    const admin = await t.seed.admin();
    const res = await t.as(admin).post('/api/management/companies/create', aCompany({ name: ' ', phone_number: '12' }));
    expect(res.json().data.fields).toEqual({ name: '请输入名称', phone_number: '请输入正确的手机号' });
  });

  it('refuses a name another company holds, case aside, on creating and on renaming', async () => {
    const admin = await t.seed.admin();
    const first = await t.as(admin).post('/api/management/companies/create', aCompany({ name: 'Fresh 同名公司' }));
    expect(first.statusCode).toBe(200);
    const again = await t.as(admin).post('/api/management/companies/create', aCompany({ name: ' fresh 同名公司 ' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().data.fields).toEqual({ name: '名称已被使用' });

    const other = (await t.as(admin).post('/api/management/companies/create', aCompany({ name: '另一家公司' }))).json()
      .data;
    const renamed = await t.as(admin).put(`/api/management/companies/${other.id}`, { name: 'FRESH 同名公司' });
    expect(renamed.statusCode).toBe(409);
    // Its own name, saved again with other fields, is no conflict.
    const kept = await t
      .as(admin)
      .put(`/api/management/companies/${other.id}`, { name: '另一家公司', address: '新地址' });
    expect(kept.statusCode).toBe(200);
    // A rename alone leaves the address as it is.
    await t.as(admin).put(`/api/management/companies/${other.id}`, { name: '另一家公司 2' });
    const stored = (
      await t.as(admin).get(`/api/management/companies?name=${encodeURIComponent('另一家公司 2')}`)
    ).json().data.list[0];
    expect(stored).toMatchObject({ name: '另一家公司 2', address: '新地址' });
    const names = (await t.as(admin).get(`/api/management/companies?name=${encodeURIComponent('同名公司')}`)).json()
      .data;
    expect(names.meta.total).toBe(1);
  });

  it('refuses company users with 403', async () => {
    const { user } = await t.seed.companyWithUser();
    expect((await t.as(user).post('/api/management/companies/create', aCompany())).statusCode).toBe(403);
    expect((await t.as(user).get('/api/management/companies')).statusCode).toBe(403);
  });
});

describe('disabling a company', () => {
  it('signs its users out, refuses their sign-in, and keeps the data', async () => {
    const admin = await t.seed.admin();
    const { user, company } = await t.seed.companyWithUser();
    await t.seed.shop(company.id, { name: '保留的门店' });
    const off = await t.as(admin).put(`/api/management/companies/${company.id}/status`, { is_disabled: true });
    expect(off.json().data).toMatchObject({ is_disabled: true, shop_count: 1 });
    expect((await t.as(user).get('/api/management/users/info')).statusCode).toBe(401);
    const on = await t.as(admin).put(`/api/management/companies/${company.id}/status`, { is_disabled: false });
    expect(on.json().data.is_disabled).toBe(false);
  });
});

describe('company permissions', () => {
  it('lists every feature in the caller’s language', async () => {
    const admin = await t.seed.admin();
    const zh = (await t.as(admin).get('/api/management/companies/permissions/all')).json().data;
    expect(zh.map((p: { key: string }) => p.key)).toEqual(['analysis', 'big_screen', 'stock', 'workorders', 'repair']);
    expect(zh[2].name).toBe('库存管理');
    const en = (await t.as(admin, { 'accept-language': 'en' }).get('/api/management/companies/permissions/all')).json()
      .data;
    expect(en[2].name).toBe('Stock');
  });

  it('sets a company’s features, and the server then refuses a disabled feature’s calls with 403', async () => {
    const admin = await t.seed.admin();
    const { user, company } = await t.seed.companyWithUser();
    expect((await t.as(user).get('/api/test/stock-feature')).statusCode).toBe(403);
    const set = await t
      .as(admin)
      .put('/api/management/companies/permissions', { company_id: company.id, permissions: ['stock'] });
    expect(set.json().data).toMatchObject({ permissions: ['stock'], if_analysis_open: 0 });
    expect((await t.as(user).get('/api/test/stock-feature')).statusCode).toBe(200);
    const info = (await t.as(user).get('/api/test/stock-feature')).json();
    expect(info.code).toBe(1);
    await t
      .as(admin)
      .put('/api/management/companies/permissions', { company_id: company.id, permissions: ['analysis'] });
    const refused = await t.as(user).get('/api/test/stock-feature');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data.fields.feature).toBe('贵公司未开通此功能，请联系系统管理员');
    // Work orders are a feature too; administrators are not bound by a company's features.
    expect((await t.as(user).get('/api/workorders')).statusCode).toBe(403);
    expect((await t.as(admin).get('/api/workorders')).statusCode).toBe(200);
    expect((await t.db.select().from(companies).where(eq(companies.id, company.id)))[0]?.if_analysis_open).toBe(1);
  });

  it('refuses an unknown feature', async () => {
    const admin = await t.seed.admin();
    const company = await t.seed.company();
    const res = await t
      .as(admin)
      .put('/api/management/companies/permissions', { company_id: company.id, permissions: ['teleport'] });
    expect(res.statusCode).toBe(400);
  });
});

describe('company members', () => {
  it('links a user as administrator or staff, and users/info shows the company and role', async () => {
    const admin = await t.seed.admin();
    const company = await t.seed.company('成员测试公司');
    const user = await t.seed.user();
    const linked = await t
      .as(admin)
      .post('/api/management/companies/users', { company_id: company.id, user_id: user.id, join_type: 1 });
    expect(linked.json().data).toMatchObject({ user_id: user.id, company_id: company.id, join_type: 1 });
    const info = (await t.as(user).get('/api/management/users/info')).json().data;
    expect(info).toMatchObject({
      if_company: 1,
      company_info: { id: company.id, name: '成员测试公司', role_type: 'ADMIN' },
    });
    await t
      .as(admin)
      .post('/api/management/companies/users', { company_id: company.id, user_id: user.id, join_type: 2 });
    expect((await t.as(user).get('/api/management/users/info')).json().data.company_info.role_type).toBe('USER');
  });

  it('refuses to link a user who belongs to another company', async () => {
    const admin = await t.seed.admin();
    const { user } = await t.seed.companyWithUser();
    const other = await t.seed.company();
    const res = await t
      .as(admin)
      .post('/api/management/companies/users', { company_id: other.id, user_id: user.id, join_type: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().data.fields.user_id).toBe('该用户已属于其他公司，请先将其移出');
  });

  it('lets a company administrator list, promote, demote and remove members, never the last administrator', async () => {
    const { user: owner, company } = await t.seed.companyWithUser(1);
    const staff = await t.seed.user('USER', { nickname: '收银员小李' });
    const admin = await t.seed.admin();
    await t
      .as(admin)
      .post('/api/management/companies/users', { company_id: company.id, user_id: staff.id, join_type: 2 });

    const list = (await t.as(owner).get(`/api/management/companies/${company.id}/users`)).json().data;
    expect(list.meta.total).toBe(2);
    expect(list.list[0]).toMatchObject({ user_id: owner.id, join_type: 1 });
    expect(
      (await t.as(owner).get(`/api/management/companies/${company.id}/users?q=${encodeURIComponent('小李')}`)).json()
        .data.meta.total,
    ).toBe(1);

    const lastAdmin = await t
      .as(owner)
      .put(`/api/management/companies/${company.id}/users/${owner.id}`, { join_type: 2 });
    expect(lastAdmin.statusCode).toBe(409);
    expect((await t.as(owner).delete(`/api/management/companies/${company.id}/users/${owner.id}`)).statusCode).toBe(
      409,
    );

    const promoted = await t
      .as(owner)
      .put(`/api/management/companies/${company.id}/users/${staff.id}`, { join_type: 1 });
    expect(promoted.json().data.join_type).toBe(1);
    // The promoted member signs in again to act with the new role.
    expect((await t.as(staff).get('/api/management/users/info')).statusCode).toBe(401);

    const removed = await t.as(owner).delete(`/api/management/companies/${company.id}/users/${staff.id}`);
    expect(removed.json()).toEqual({ code: 1, msg: 'ok', data: null });
    expect((await t.as(owner).get(`/api/management/companies/${company.id}/users`)).json().data.meta.total).toBe(1);
  });

  it('refuses staff (403) and other companies (404)', async () => {
    const { user: staff, company } = await t.seed.companyWithUser(2);
    expect((await t.as(staff).get(`/api/management/companies/${company.id}/users`)).statusCode).toBe(403);
    const outsider = await t.seed.companyWithUser(1);
    expect((await t.as(outsider.user).get(`/api/management/companies/${company.id}/users`)).statusCode).toBe(404);
  });
});

describe('invites by phone', () => {
  function lastCode(phone: string) {
    const lines = fs.readFileSync(path.join(t.config.dataDir, 'sms-outbox.log'), 'utf8').trim().split('\n');
    return (
      lines
        .map((l) => JSON.parse(l) as { phone_number: string; code: string })
        .filter((m) => m.phone_number === phone)
        .at(-1)?.code ?? ''
    );
  }
  async function smsSignIn(phone: string) {
    clock.advance(31_000);
    await t.anonymous.get(`/api/management/users/login/code?phone_number=${phone}`);
    return t.anonymous.post('/api/management/users/login/phone_number', {
      phone_number: phone,
      verify_code: lastCode(phone),
    });
  }

  it('lets the invited phone join at its next SMS sign-in, as a new or an existing user', async () => {
    const { user: owner, company } = await t.seed.companyWithUser(1);
    const invite = await t
      .as(owner)
      .post(`/api/management/companies/${company.id}/invites`, { phone_number: '13500000001', join_type: 2 });
    expect(invite.json().data).toMatchObject({ phone_number: '13500000001', join_type: 2 });
    expect(
      (await t.as(owner).post(`/api/management/companies/${company.id}/invites`, { phone_number: '13500000001' }))
        .statusCode,
    ).toBe(409);

    const joined = (await smsSignIn('13500000001')).json().data;
    expect(joined).toMatchObject({ if_company: 1, company_info: { id: company.id, role_type: 'USER' } });
    expect((await t.as(owner).get(`/api/management/companies/${company.id}/invites`)).json().data).toEqual([]);

    await t.seed.user('USER', { phone_number: '13500000002' });
    await t
      .as(owner)
      .post(`/api/management/companies/${company.id}/invites`, { phone_number: '13500000002', join_type: 1 });
    expect((await smsSignIn('13500000002')).json().data.company_info).toMatchObject({
      id: company.id,
      role_type: 'ADMIN',
    });
  });

  it('refuses to invite a phone already in the company, and lets an invite be withdrawn', async () => {
    const { user: owner, company } = await t.seed.companyWithUser(1);
    await t.seed.user('USER', { phone_number: '13500000009' });
    const ownerPhone = '13500000010';
    const { users } = await import('../users/users.table');
    await t.db.update(users).set({ phone_number: ownerPhone }).where(eq(users.id, owner.id));
    const self = await t
      .as(owner)
      .post(`/api/management/companies/${company.id}/invites`, { phone_number: ownerPhone });
    expect(self.json().data.fields.phone_number).toBe('该手机号的用户已在本公司');
    const invite = (
      await t.as(owner).post(`/api/management/companies/${company.id}/invites`, { phone_number: '13500000009' })
    ).json().data;
    expect((await t.as(owner).delete(`/api/management/companies/${company.id}/invites/${invite.id}`)).statusCode).toBe(
      200,
    );
    expect((await smsSignIn('13500000009')).json().data.if_company).toBe(0);
  });
});
