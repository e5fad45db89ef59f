import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicToken, createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { users } from '../users/users.table';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.seed.admin();
});
afterAll(() => t.close());

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial += 1)}`;
const aPhone = () => `17${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

const WEST_LAKE = [{ province: '浙江省', city: '杭州市', district: '西湖区' }];

async function anOffice(fields: Record<string, unknown> = {}) {
  const res = await t.as(admin).post('/api/management/regional_offices', {
    name: `区域中心${unique()}`,
    regions: WEST_LAKE,
    ...fields,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; name: string; status: string };
}

async function aRider(officeId: number, fields: Record<string, unknown> = {}) {
  const res = await t.as(admin).post('/api/management/riders', {
    office_id: officeId,
    name: `骑手${unique()}`,
    phone_number: aPhone(),
    ...fields,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; name: string; phone_number: string; status: string };
}

describe('regional offices', () => {
  it('creates an office with its regions, manager and contact, and shows it in the list', async () => {
    const manager = await t.seed.admin('SUPER_ADMIN');
    await t.db.update(users).set({ nickname: '区域经理张' }).where(eq(users.id, manager.id));
    const name = `杭州余杭区域中心${unique()}`;
    const res = await t.as(admin).post('/api/management/regional_offices', {
      name,
      regions: [
        { province: '浙江省', city: '杭州市', district: '余杭区' },
        { province: '浙江省', city: '湖州市' },
      ],
      manager_id: manager.id,
      contact_person: '张经理',
      phone_number: '13712345678',
    });
    expect(res.json().data).toMatchObject({
      name,
      regions: [
        { province: '浙江省', city: '杭州市', district: '余杭区' },
        { province: '浙江省', city: '湖州市', district: '' },
      ],
      manager: { id: manager.id, name: '区域经理张' },
      status: 'active',
      balance_fen: 0,
      riders_count: 0,
    });
    const list = (await t.as(admin).get(`/api/management/regional_offices?q=${encodeURIComponent('湖州')}`)).json()
      .data;
    expect(list.list.map((office: { name: string }) => office.name)).toContain(name);
    expect(list.meta.total).toBeGreaterThanOrEqual(1);
  });

  it('names every field at fault, and stores nothing', async () => {
    const before = (await t.as(admin).get('/api/management/regional_offices')).json().data.meta.total;
    const empty = await t.as(admin).post('/api/management/regional_offices', { name: ' ', regions: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.fields).toEqual({ name: '请输入名称', regions: '请至少填写一个服务区域' });

    const regions = await t.as(admin).post('/api/management/regional_offices', {
      name: `区域${unique()}`,
      regions: [
        { province: '', city: '杭州市' },
        { province: '浙江省', district: '西湖区' },
        { province: '浙江省', city: '杭州市', district: '西湖区' },
        { province: '浙江省', city: '杭州市', district: '西湖区' },
      ],
      phone_number: '0571',
    });
    expect(regions.json().data.fields).toEqual({
      'regions.0.province': '请输入省份',
      'regions.1.city': '填写区县时须填写所在城市',
      'regions.3.province': '服务区域重复',
      phone_number: '请输入正确的手机号',
    });

    const user = await t.seed.user('USER');
    const notAdmin = await t.as(admin).post('/api/management/regional_offices', {
      name: `区域${unique()}`,
      regions: WEST_LAKE,
      manager_id: user.id,
    });
    expect(notAdmin.statusCode).toBe(400);
    expect(notAdmin.json().data.fields).toEqual({ manager_id: '负责人须为启用中的系统管理员账号' });
    expect((await t.as(admin).get('/api/management/regional_offices')).json().data.meta.total).toBe(before);
  });

  it('refuses a name another office has, with 409 naming it', async () => {
    const office = await anOffice();
    const res = await t.as(admin).post('/api/management/regional_offices', { name: office.name, regions: WEST_LAKE });
    expect(res.statusCode).toBe(409);
    expect(res.json().data.fields).toEqual({ name: '名称已被使用' });
  });

  it('changes the fields sent, suspends and resumes, and filters by status', async () => {
    const office = await anOffice({ contact_person: '李' });
    const url = `/api/management/regional_offices/${office.id}`;
    const renamed = `${office.name}改`;
    const changed = (await t.as(admin).put(url, { name: renamed, status: 'suspended' })).json().data;
    expect(changed).toMatchObject({ name: renamed, contact_person: '李', status: 'suspended' });
    const suspended = (await t.as(admin).get('/api/management/regional_offices?status=suspended&per_page=100')).json()
      .data.list;
    expect(suspended.map((o: { id: number }) => o.id)).toContain(office.id);
    const active = (await t.as(admin).get('/api/management/regional_offices?status=active&per_page=100')).json().data
      .list;
    expect(active.map((o: { id: number }) => o.id)).not.toContain(office.id);
    expect((await t.as(admin).put(url, { status: 'active' })).json().data.status).toBe('active');
    expect((await t.as(admin).put(url, { status: 'closed' })).json().data.fields).toEqual({ status: '状态不正确' });
    expect((await t.as(admin).put('/api/management/regional_offices/999999', { name: 'x' })).statusCode).toBe(404);
  });

  it('keeps a manager whose account was disabled later, but appoints only active administrators', async () => {
    const manager = await t.seed.admin();
    const office = await anOffice({ manager_id: manager.id });
    await t.db.update(users).set({ is_disabled: true }).where(eq(users.id, manager.id));
    const url = `/api/management/regional_offices/${office.id}`;
    const kept = await t.as(admin).put(url, { manager_id: manager.id, contact_person: '王' });
    expect(kept.json().data).toMatchObject({ manager: { id: manager.id }, contact_person: '王' });
    const cleared = await t.as(admin).put(url, { manager_id: null });
    expect(cleared.json().data.manager).toBeNull();
    const again = await t.as(admin).put(url, { manager_id: manager.id });
    expect(again.json().data.fields).toEqual({ manager_id: '负责人须为启用中的系统管理员账号' });
  });

  it('shows an office’s riders and ledger figures on its detail', async () => {
    const office = await anOffice();
    const a = await aRider(office.id);
    const b = await aRider(office.id);
    await t.as(admin).post(`/api/management/riders/${b.id}/suspend`);
    await t.as(admin).post('/api/management/top_ups', {
      account_kind: 'rider',
      rider_id: a.id,
      amount_fen: 5000,
      method: 'cash',
      reference_no: `D-${unique()}`,
    });
    await t.as(admin).post('/api/management/top_ups', {
      account_kind: 'office',
      office_id: office.id,
      amount_fen: 120_000,
      method: 'bank_transfer',
      reference_no: `D-${unique()}`,
    });
    const detail = (await t.as(admin).get(`/api/management/regional_offices/${office.id}`)).json().data;
    expect(detail).toMatchObject({
      id: office.id,
      riders_count: 2,
      active_riders_count: 1,
      balance_fen: 120_000,
      riders_balance_fen: 5000,
      top_ups_count: 2,
    });
    expect((await t.as(admin).get('/api/management/regional_offices/999999')).statusCode).toBe(404);
  });
});

describe('riders', () => {
  it('registers a rider of an active office, finds it by name, phone, office, status and identity', async () => {
    const office = await anOffice();
    const phone = aPhone();
    const created = (
      await t.as(admin).post('/api/management/riders', {
        office_id: office.id,
        name: '赵骑手',
        phone_number: phone,
        identity_verified: true,
      })
    ).json().data;
    expect(created).toMatchObject({
      office_id: office.id,
      office_name: office.name,
      name: '赵骑手',
      phone_number: phone,
      identity_verified: true,
      status: 'active',
      balance_fen: 0,
    });
    expect(created.identity_verified_time).not.toBeNull();
    const other = await aRider(office.id);

    const find = async (query: string) =>
      (await t.as(admin).get(`/api/management/riders?office_id=${office.id}&${query}`))
        .json()
        .data.list.map((rider: { id: number }) => rider.id);
    expect(await find(`q=${encodeURIComponent('赵骑')}`)).toEqual([created.id]);
    expect(await find(`q=${phone.slice(3, 9)}`)).toEqual([created.id]);
    expect(await find('identity_verified=true')).toEqual([created.id]);
    expect(await find('identity_verified=false')).toEqual([other.id]);
    expect(await find('status=suspended')).toEqual([]);
    expect(await find('')).toEqual([other.id, created.id]);
  });

  it('names the fields at fault and refuses a phone another rider has', async () => {
    const office = await anOffice();
    const missing = await t.as(admin).post('/api/management/riders', { name: '', phone_number: '123' });
    expect(missing.json().data.fields).toEqual({
      office_id: '请选择区域后台',
      name: '请输入骑手姓名',
      phone_number: '请输入正确的手机号',
    });
    const rider = await aRider(office.id);
    const again = await t.as(admin).post('/api/management/riders', {
      office_id: office.id,
      name: '另一个',
      phone_number: rider.phone_number,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.fields).toEqual({ phone_number: '该手机号已登记为其他骑手' });
    const nowhere = await t.as(admin).post('/api/management/riders', {
      office_id: 999_999,
      name: '无处',
      phone_number: aPhone(),
    });
    expect(nowhere.json().data.fields).toEqual({ office_id: '区域后台不存在' });
  });

  it('keeps riders to active offices: joining, moving and resuming', async () => {
    const open = await anOffice();
    const closed = await anOffice();
    const rider = await aRider(closed.id);
    await t.as(admin).post(`/api/management/riders/${rider.id}/suspend`);
    await t.as(admin).put(`/api/management/regional_offices/${closed.id}`, { status: 'suspended' });

    const join = await t.as(admin).post('/api/management/riders', {
      office_id: closed.id,
      name: '新人',
      phone_number: aPhone(),
    });
    expect(join.statusCode).toBe(400);
    expect(join.json().data.fields).toEqual({ office_id: '该区域后台已停用' });
    const resume = await t.as(admin).post(`/api/management/riders/${rider.id}/resume`);
    expect(resume.json().data.fields).toEqual({ office_id: '该区域后台已停用' });

    const moved = await t.as(admin).put(`/api/management/riders/${rider.id}`, { office_id: open.id });
    expect(moved.json().data).toMatchObject({ office_id: open.id, office_name: open.name, status: 'suspended' });
    const back = await t.as(admin).put(`/api/management/riders/${rider.id}`, { office_id: closed.id });
    expect(back.json().data.fields).toEqual({ office_id: '该区域后台已停用' });
    expect((await t.as(admin).post(`/api/management/riders/${rider.id}/resume`)).json().data.status).toBe('active');
  });

  it('edits a rider, stamping when the identity was verified, and suspends and resumes', async () => {
    const office = await anOffice();
    const rider = await aRider(office.id);
    const url = `/api/management/riders/${rider.id}`;
    const verified = (await t.as(admin).put(url, { name: '钱骑手', identity_verified: true })).json().data;
    expect(verified).toMatchObject({ name: '钱骑手', identity_verified: true, phone_number: rider.phone_number });
    expect(verified.identity_verified_time).not.toBeNull();
    const unverified = (await t.as(admin).put(url, { identity_verified: false })).json().data;
    expect(unverified.identity_verified_time).toBeNull();
    expect((await t.as(admin).put(url, { phone_number: '12' })).json().data.fields).toEqual({
      phone_number: '请输入正确的手机号',
    });

    expect((await t.as(admin).post(`${url}/suspend`)).json().data.status).toBe('suspended');
    expect((await t.as(admin).post(`${url}/suspend`)).json().data.status).toBe('suspended');
    expect((await t.as(admin).post(`${url}/resume`)).json().data.status).toBe('active');
    expect((await t.as(admin).post('/api/management/riders/999999/suspend')).statusCode).toBe(404);
  });
});

describe('access to delivery', () => {
  it('answers 403 to a company user and 401 to nobody on every delivery route', async () => {
    const { user } = await t.seed.companyWithUser();
    const routes = t.app.apiRoutes.filter((route) => /\/(regional_offices|riders|top_ups)\b/.test(route.url));
    expect(routes.length).toBe(13);
    for (const route of routes) {
      const url = route.url.replace(':id', '1');
      const method = route.method as 'GET' | 'POST' | 'PUT';
      const asUser = await t.request(method, url, method === 'GET' ? undefined : {}, {
        authorization: basicToken(user.token),
      });
      expect({ route: `${method} ${url}`, status: asUser.statusCode }).toEqual({
        route: `${method} ${url}`,
        status: 403,
      });
      const anonymous = await t.request(method, url, method === 'GET' ? undefined : {});
      expect(anonymous.statusCode).toBe(401);
    }
  });
});
