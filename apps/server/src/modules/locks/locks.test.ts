import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { lockDevices, lockOpenings } from './locks.table';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.seed.admin();
});
afterAll(() => t.close());

let serial = 0;
/** A MAC no other test of this file uses, as six upper-case pairs. */
function nextMac(): string {
  serial += 1;
  return ['02', 'A0', '00', '00', (serial >> 8).toString(16), (serial & 255).toString(16)]
    .map((pair) => pair.padStart(2, '0').toUpperCase())
    .join(':');
}

async function aDevice(fields: Record<string, unknown> = {}) {
  const res = await t
    .as(admin)
    .post('/api/management/locks', { mac: nextMac(), name: '后门', model: 'TM-BL1', ...fields });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; mac: string; company_id: number | null; shop_id: number | null };
}

describe('POST /api/management/locks', () => {
  it('stores the MAC upper case with colons, whichever spelling it came in', async () => {
    const dashed = await t.as(admin).post('/api/management/locks', { mac: ' aa-bb-cc-dd-ee-0f ', name: '前门' });
    expect(dashed.json().data).toMatchObject({
      mac: 'AA:BB:CC:DD:EE:0F',
      name: '前门',
      model: '',
      company_id: null,
      shop_id: null,
      battery_pct: null,
      opening_count: 0,
    });
    const compact = await t.as(admin).post('/api/management/locks', { mac: 'aabbccddee10', name: '仓库门' });
    expect(compact.json().data.mac).toBe('AA:BB:CC:DD:EE:10');
  });

  it('refuses what is not a MAC, naming the field, and stores nothing', async () => {
    for (const mac of ['AA:BB:CC:DD:EE', 'GG:BB:CC:DD:EE:FF', 'AA:BB-CC:DD:EE:FF', 'AABBCCDDEEFF00', '']) {
      const res = await t.as(admin).post('/api/management/locks', { mac, name: '坏的' });
      expect(res.statusCode, mac).toBe(400);
      expect(res.json().data.fields.mac, mac).toMatch(mac ? /^MAC 地址须为 6 组十六进制数/ : /^请输入 MAC 地址$/);
    }
    expect(await t.db.select().from(lockDevices).where(eq(lockDevices.name, '坏的'))).toEqual([]);
    const english = await t
      .as(admin, { 'accept-language': 'en' })
      .post('/api/management/locks', { mac: 'xx', name: '' });
    expect(english.json().data.fields).toEqual({
      mac: 'A MAC address is 6 hex pairs, e.g. AA:BB:CC:DD:EE:FF, aa-bb-cc-dd-ee-ff or AABBCCDDEEFF',
      name: 'Enter the lock name',
    });
  });

  it('refuses a MAC already registered in another spelling with 409 naming mac', async () => {
    const first = await aDevice();
    const again = await t
      .as(admin)
      .post('/api/management/locks', { mac: first.mac.replaceAll(':', '-').toLowerCase(), name: '重复' });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.fields).toEqual({ mac: '该 MAC 地址的门锁已登记' });
  });

  it('binds at once to a given shop, taking its company; an unknown shop is 404 naming shop_id', async () => {
    const company = await t.seed.company();
    const shop = await t.seed.shop(company.id, { name: '文三路店' });
    const device = await aDevice({ shop_id: shop.id });
    expect(device).toMatchObject({ shop_id: shop.id, company_id: company.id, shop_name: '文三路店' });
    const unknown = await t.as(admin).post('/api/management/locks', { mac: nextMac(), name: 'x', shop_id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().data.fields).toEqual({ shop_id: '门店不存在' });
  });
});

describe('binding, editing and deleting', () => {
  it('binds to a shop (the company follows), moves to another company’s shop, and unbinds', async () => {
    const [a, b] = [await t.seed.company(), await t.seed.company()];
    const [shopA, shopB] = [await t.seed.shop(a.id), await t.seed.shop(b.id)];
    const device = await aDevice();
    const bound = await t.as(admin).post(`/api/management/locks/${device.id}/bind`, { shop_id: shopA.id });
    expect(bound.json().data).toMatchObject({ shop_id: shopA.id, company_id: a.id, company_name: a.name });
    const moved = await t.as(admin).post(`/api/management/locks/${device.id}/bind`, { shop_id: shopB.id });
    expect(moved.json().data).toMatchObject({ shop_id: shopB.id, company_id: b.id });
    const unbound = await t.as(admin).post(`/api/management/locks/${device.id}/unbind`);
    expect(unbound.json().data).toMatchObject({ shop_id: null, company_id: null, company_name: null });
    expect((await t.as(admin).post(`/api/management/locks/${device.id}/bind`, { shop_id: 999_999 })).statusCode).toBe(
      404,
    );
    expect((await t.as(admin).post('/api/management/locks/999999/unbind')).statusCode).toBe(404);
  });

  it('changes name, model and firmware but never the MAC', async () => {
    const device = await aDevice();
    const res = await t
      .as(admin)
      .put(`/api/management/locks/${device.id}`, { name: '冷库门', model: 'TM-BL2', firmware: '1.4.0' });
    expect(res.json().data).toMatchObject({ name: '冷库门', model: 'TM-BL2', firmware: '1.4.0', mac: device.mac });
    const macChange = await t.as(admin).put(`/api/management/locks/${device.id}`, { name: 'x', mac: nextMac() });
    expect(macChange.statusCode).toBe(400);
    expect(macChange.json().data.fields).toEqual({ mac: '不支持的字段' });
  });

  it('deletes a device nobody tried to open, and refuses one with repair records (409) keeping it', async () => {
    const unused = await aDevice();
    expect((await t.as(admin).delete(`/api/management/locks/${unused.id}`)).json().data).toEqual({ id: unused.id });
    expect(await t.db.select().from(lockDevices).where(eq(lockDevices.id, unused.id))).toEqual([]);

    const used = await aDevice();
    await t.db.insert(lockOpenings).values({
      device_id: used.id,
      mac: used.mac,
      lat: 30.27,
      lng: 120.15,
      occurred_time: new Date(),
      decision: 'refused',
      reason: 'device_unbound',
    });
    const refused = await t.as(admin).delete(`/api/management/locks/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.fields).toEqual({ id: '该门锁已有开锁记录，不能删除；不再使用请解绑' });
    expect(await t.db.select().from(lockDevices).where(eq(lockDevices.id, used.id))).toHaveLength(1);
  });
});

describe('GET /api/management/locks', () => {
  it('searches the MAC in any spelling or the name, and filters by company, shop, binding and battery', async () => {
    const company = await t.seed.company();
    const shop = await t.seed.shop(company.id);
    const low = await aDevice({ mac: '0A:1B:2C:3D:4E:01', name: '冷藏库侧门', shop_id: shop.id });
    const full = await aDevice({ mac: '0A:1B:2C:3D:4E:02', name: '收货口' });
    await t.db.update(lockDevices).set({ battery_pct: 12 }).where(eq(lockDevices.id, low.id));
    await t.db.update(lockDevices).set({ battery_pct: 90 }).where(eq(lockDevices.id, full.id));
    const ids = async (query: string) =>
      ((await t.as(admin).get(`/api/management/locks?${query}`)).json().data.list as { id: number }[]).map(
        (device) => device.id,
      );
    expect(await ids('q=0a-1b-2c')).toEqual([full.id, low.id]);
    expect(await ids('q=3d4e02')).toEqual([full.id]);
    expect(await ids(`q=${encodeURIComponent('冷藏')}`)).toEqual([low.id]);
    expect(await ids(`company_id=${company.id}`)).toEqual([low.id]);
    expect(await ids(`shop_id=${shop.id}`)).toEqual([low.id]);
    expect(await ids('q=0a1b2c&bound=true')).toEqual([low.id]);
    expect(await ids('q=0a1b2c&bound=false')).toEqual([full.id]);
    expect(await ids('q=0a1b2c&low_battery=true')).toEqual([low.id]);
    expect(await ids('q=0a1b2c&low_battery=false')).toEqual([full.id]);
    const page = (await t.as(admin).get('/api/management/locks?q=0a1b2c&per_page=1&page=2')).json().data;
    expect(page.meta.total).toBe(2);
    expect(page.list.map((device: { id: number }) => device.id)).toEqual([low.id]);
  });

  it('is for system administrators only: a company user gets 403 on every console route', async () => {
    const { user } = await t.seed.companyWithUser();
    const device = await aDevice();
    const calls = [
      t.as(user).get('/api/management/locks'),
      t.as(user).post('/api/management/locks', { mac: nextMac(), name: '越权' }),
      t.as(user).put(`/api/management/locks/${device.id}`, { name: '越权' }),
      t.as(user).post(`/api/management/locks/${device.id}/bind`, { shop_id: 1 }),
      t.as(user).post(`/api/management/locks/${device.id}/unbind`),
      t.as(user).delete(`/api/management/locks/${device.id}`),
      t.as(user).get(`/api/management/locks/${device.id}/openings`),
      t.as(user).get('/api/management/locks/export?format=csv'),
      t.as(user).get('/api/management/locks/import_template'),
      t.as(user).upload('/api/management/locks/import', sheetForm('mac,name\n02:00:00:00:00:01,x\n')),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
    }
    expect((await t.anonymous.get('/api/management/locks')).statusCode).toBe(401);
    expect(await t.db.select().from(lockDevices).where(eq(lockDevices.name, '越权'))).toEqual([]);
  });
});

function sheetForm(text: string, fileName = 'locks.csv'): FormData {
  const form = new FormData();
  form.append('file', new File([text], fileName));
  return form;
}

describe('POST /api/management/locks/import', () => {
  it('imports the valid rows, bound to their shop’s company, and names every bad row with its reason', async () => {
    const company = await t.seed.company();
    const shop = await t.seed.shop(company.id);
    const existing = await aDevice({ mac: '0C:00:00:00:00:09' });
    const csv = [
      'MAC地址,名称,型号,门店编号',
      `0c-00-00-00-00-01,一号门,TM-BL1,${shop.id}`,
      '0C0000000002,二号门,,',
      'not-a-mac,三号门,TM-BL1,',
      '0c:00:00:00:00:01,重复行,TM-BL1,',
      `${existing.mac.toLowerCase()},已登记,,`,
      '0C:00:00:00:00:03,未知门店,,999999',
      '0C:00:00:00:00:04,,TM-BL1,',
      '0C:00:00:00:00:05,坏门店号,,abc',
    ].join('\n');
    const res = await t.as(admin).upload('/api/management/locks/import', sheetForm(csv));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      total_rows: 8,
      imported: 2,
      failed: 6,
      errors: [
        { row: 4, mac: 'not-a-mac', reason: expect.stringMatching(/^MAC地址: MAC 地址须为 6 组十六进制数/) },
        { row: 5, mac: '0C:00:00:00:00:01', reason: '与第 2 行的 MAC 地址重复' },
        { row: 6, mac: existing.mac, reason: '该 MAC 地址的门锁已登记' },
        { row: 7, mac: '0C:00:00:00:00:03', reason: '门店编号: 门店不存在' },
        { row: 8, mac: '0C:00:00:00:00:04', reason: '名称: 请输入门锁名称' },
        { row: 9, mac: '0C:00:00:00:00:05', reason: '门店编号: 格式不正确' },
      ],
    });
    const stored = await t.db.select().from(lockDevices).where(eq(lockDevices.mac, '0C:00:00:00:00:01'));
    expect(stored[0]).toMatchObject({ name: '一号门', model: 'TM-BL1', shop_id: shop.id, company_id: company.id });
    const unbound = await t.db.select().from(lockDevices).where(eq(lockDevices.mac, '0C:00:00:00:00:02'));
    expect(unbound[0]).toMatchObject({ name: '二号门', shop_id: null, company_id: null });
  });

  it('reads English headers in any case, and refuses a file without the MAC or name column', async () => {
    const english = await t
      .as(admin)
      .upload('/api/management/locks/import', sheetForm('mac address,NAME,Model\n0D:00:00:00:00:01,Dock,\n'));
    expect(english.json().data).toMatchObject({ imported: 1, failed: 0 });
    const missing = await t.as(admin).upload('/api/management/locks/import', sheetForm('型号,门店编号\nTM-BL1,\n'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fields).toEqual({ file: '缺少列：MAC地址、名称' });
    const empty = await t.as(admin).upload('/api/management/locks/import', sheetForm('MAC地址,名称\n'));
    expect(empty.json().data.fields).toEqual({ file: '文件中没有门锁行' });
    const picture = await t.as(admin).upload('/api/management/locks/import', sheetForm('GIF89a', 'locks.gif'));
    expect(picture.json().data.fields).toEqual({ file: '只能导入 .xlsx 或 .csv 文件' });
  });

  it('offers a template whose header it reads back, and exports the list', async () => {
    const template = await t.as(admin).get('/api/management/locks/import_template?format=csv');
    expect(template.headers['content-type']).toContain('text/csv');
    expect(template.body.replace('\uFEFF', '').trim()).toBe('MAC地址,名称,型号,门店编号');
    const xlsx = await t.as(admin).get('/api/management/locks/import_template');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const device = await aDevice({ mac: '0E:00:00:00:00:01', name: '导出门' });
    const csv = (await t.as(admin).get(`/api/management/locks/export?format=csv&q=${device.mac}`)).body;
    const [header, row] = csv.replace('\uFEFF', '').trim().split('\n');
    expect(header).toBe('MAC地址,名称,型号,门店编号,公司,门店,电量%,固件版本,最近在线,开锁记录数');
    expect(row).toBe('0E:00:00:00:00:01,导出门,TM-BL1,,,,,,,0');
    const back = await t.as(admin).upload('/api/management/locks/import', sheetForm(csv));
    expect(back.json().data.errors).toEqual([{ row: 2, mac: device.mac, reason: '该 MAC 地址的门锁已登记' }]);
  });
});
