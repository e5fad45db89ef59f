import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { shops } from './shops.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const aShop = (fields: Record<string, unknown> = {}) => ({
  name: '文三路店',
  contact_person: '王建国',
  phone_number: '13800000001',
  address: '杭州市文三路 398 号',
  telephone: '0571-88886666',
  desc: '社区店',
  categories: ['蔬菜', '水果'],
  img_url: '',
  ...fields,
});

async function storedShop(id: number) {
  const [row] = await t.db.select().from(shops).where(eq(shops.id, id));
  return row;
}

describe('POST /api/management/shops/new/create and POST /api/shops', () => {
  it('creates a shop in the caller’s own company', async () => {
    const { user, company } = await t.seed.companyWithUser();
    for (const [url, name] of [
      ['/api/management/shops/new/create', '文三路店'],
      ['/api/shops', '西溪店'],
    ] as const) {
      const res = await t.as(user).post(url, aShop({ name }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        code: 1,
        data: { name, company_id: company.id, company_name: company.name, categories: ['蔬菜', '水果'] },
      });
    }
  });

  it('refuses a second shop of a name the company has, case aside, in creating and renaming', async () => {
    const { user } = await t.seed.companyWithUser();
    const other = await t.seed.companyWithUser();
    await t.as(other.user).post('/api/shops', aShop({ name: 'Market 1' }));
    const first = (await t.as(user).post('/api/shops', aShop({ name: 'Market 1' }))).json().data;
    const second = (await t.as(user).post('/api/shops', aShop({ name: 'Market 2' }))).json().data;
    const taken = { code: 'ERCO000005', data: { fields: { name: '本公司已有同名门店' } } };
    expect((await t.as(user).post('/api/shops', aShop({ name: ' market 1 ' }))).json()).toMatchObject(taken);
    expect((await t.as(user).put(`/api/shops/${second.id}`, { name: 'MARKET 1' })).json()).toMatchObject(taken);
    // A shop keeps its own name, in another case too.
    const renamed = await t.as(user).put(`/api/shops/${first.id}`, { name: 'MARKET 1' });
    expect(renamed.json().data.name).toBe('MARKET 1');
  });

  it('refuses a USER naming another company, and stores nothing', async () => {
    const { user } = await t.seed.companyWithUser();
    const other = await t.seed.company();
    const before = await t.db.select().from(shops).where(eq(shops.company_id, other.id));
    const res = await t.as(user).post('/api/shops', aShop({ company_id: other.id }));
    expect(res.statusCode).toBe(403);
    expect(res.json().data.fields.company_id).toBe('只能为自己的公司创建');
    expect(await t.db.select().from(shops).where(eq(shops.company_id, other.id))).toEqual(before);
  });

  it('refuses a USER without a company', async () => {
    const loner = await t.seed.user();
    const res = await t.as(loner).post('/api/shops', aShop());
    expect(res.statusCode).toBe(403);
  });

  it('lets an ADMIN create for a company it names, and requires the name of one', async () => {
    const admin = await t.seed.admin();
    const company = await t.seed.company();
    const missing = await t.as(admin).post('/api/shops', aShop());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fields.company_id).toBe('请选择公司');
    const unknown = await t.as(admin).post('/api/shops', aShop({ company_id: 999_999 }));
    expect(unknown.json().data.fields.company_id).toBe('公司不存在');
    const res = await t.as(admin).post('/api/shops', aShop({ company_id: company.id }));
    expect(res.json().data.company_id).toBe(company.id);
  });

  it('names each invalid field, in the caller’s language', async () => {
    const { user } = await t.seed.companyWithUser();
    const zh = await t.as(user).post('/api/shops', aShop({ name: '', phone_number: '2380000000', telephone: 'abc' }));
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toMatchObject({
      code: 'ERCO000002',
      data: {
        fields: { name: '请输入名称', phone_number: '请输入正确的手机号', telephone: expect.stringContaining('电话') },
      },
    });
    const en = await t.as(user, { 'accept-language': 'en' }).post('/api/shops', aShop({ name: 'x'.repeat(51) }));
    expect(en.json().data.fields).toEqual({ name: 'Name is at most 50 characters' });
  });

  it('refuses unknown fields instead of dropping them silently', async () => {
    const { user } = await t.seed.companyWithUser();
    const res = await t.as(user).post('/api/shops', aShop({ owner: 'me' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toHaveProperty('owner');
  });
});

describe('GET /api/management/shops', () => {
  it('lists only the caller’s company, newest first, with the total', async () => {
    const a = await t.seed.companyWithUser();
    const b = await t.seed.companyWithUser();
    const first = await t.seed.shop(a.company.id, { name: '甲一' });
    const second = await t.seed.shop(a.company.id, { name: '甲二' });
    await t.seed.shop(b.company.id, { name: '乙一' });
    const res = await t.as(a.user).get('/api/management/shops');
    expect(res.json().data.meta.total).toBe(2);
    expect(res.json().data.list.map((s: { id: number }) => s.id)).toEqual([second.id, first.id]);
  });

  it('ignores a company_id filter that points outside the caller’s company', async () => {
    const a = await t.seed.companyWithUser();
    const b = await t.seed.companyWithUser();
    await t.seed.shop(b.company.id);
    const res = await t.as(a.user).get(`/api/management/shops?company_id=${b.company.id}`);
    expect(res.json().data).toEqual({ list: [], meta: { total: 0 } });
  });

  it('searches by name, contact and category, and paginates', async () => {
    const { user, company } = await t.seed.companyWithUser();
    for (let i = 1; i <= 12; i += 1) {
      await t.seed.shop(company.id, {
        name: `分店${i}`,
        contact_person: i === 3 ? '赵六' : '张三',
        categories: i % 2 ? ['水果'] : ['蔬菜'],
      });
    }
    await t.seed.shop(company.id, { name: '100%_店' });
    const page2 = (await t.as(user).get('/api/management/shops?name=分店&page=2&per_page=5')).json().data;
    expect(page2.meta.total).toBe(12);
    expect(page2.list).toHaveLength(5);
    expect((await t.as(user).get('/api/management/shops?contact=赵六')).json().data.meta.total).toBe(1);
    expect(
      (await t.as(user).get(`/api/management/shops?category=${encodeURIComponent('蔬菜')}`)).json().data.meta.total,
    ).toBe(6);
    // % and _ are taken literally, not as wildcards.
    expect(
      (await t.as(user).get(`/api/management/shops?name=${encodeURIComponent('%_')}`)).json().data.meta.total,
    ).toBe(1);
  });

  it('lets an ADMIN see every company, or filter one', async () => {
    const admin = await t.seed.admin();
    const a = await t.seed.companyWithUser();
    await t.seed.shop(a.company.id);
    const all = (await t.as(admin).get('/api/management/shops?per_page=100')).json().data;
    const one = (await t.as(admin).get(`/api/management/shops?company_id=${a.company.id}`)).json().data;
    expect(all.meta.total).toBeGreaterThan(one.meta.total);
    expect(one.meta.total).toBe(1);
  });

  it('refuses a page size over 100 and names it', async () => {
    const { user } = await t.seed.companyWithUser();
    const res = await t.as(user).get('/api/management/shops?per_page=101');
    expect(res.json()).toMatchObject({ code: 'ERCO000002', data: { fields: { per_page: '不能大于 100' } } });
  });
});

describe('GET /api/management/shops/search (the shop picker)', () => {
  it('finds shops by name within a company, 10 per page', async () => {
    const admin = await t.seed.admin();
    const company = await t.seed.company();
    for (let i = 0; i < 11; i += 1) {
      await t.seed.shop(company.id, { name: `picker${i}` });
    }
    const res = (await t.as(admin).get(`/api/management/shops/search?company_id=${company.id}&name=picker`)).json()
      .data;
    expect(res.meta.total).toBe(11);
    expect(res.list).toHaveLength(10);
    expect(Object.keys(res.list[0]).sort()).toEqual(['company_id', 'id', 'name']);
  });
});

describe('GET, PUT and DELETE /api/shops/{id}', () => {
  it('lets the company’s staff edit a shop but not delete it', async () => {
    const { company } = await t.seed.companyWithUser();
    const staff = await t.seed.staff(company.id);
    const shop = await t.seed.shop(company.id);
    expect((await t.as(staff).put(`/api/shops/${shop.id}`, { desc: '二楼' })).statusCode).toBe(200);
    const refused = await t.as(staff).delete(`/api/shops/${shop.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data.fields).toEqual({ id: '只有公司管理员可以删除，请联系管理员' });
    expect(await storedShop(shop.id)).toMatchObject({ desc: '二楼' });
  });

  it('reads, edits and deletes the caller’s shop', async () => {
    const { user, company } = await t.seed.companyWithUser();
    const shop = await t.seed.shop(company.id, { name: '旧名' });
    expect((await t.as(user).get(`/api/shops/${shop.id}`)).json().data.name).toBe('旧名');
    const edited = await t.as(user).put(`/api/shops/${shop.id}`, { name: '新名', categories: ['熟食'] });
    expect(edited.json().data).toMatchObject({ name: '新名', categories: ['熟食'], company_id: company.id });
    // Fields left out stay as they are.
    const described = await t.as(user).put(`/api/shops/${shop.id}`, { desc: '二楼' });
    expect(described.json().data).toMatchObject({ name: '新名', desc: '二楼', categories: ['熟食'] });
    const removed = await t.as(user).delete(`/api/shops/${shop.id}`);
    expect(removed.json()).toEqual({ code: 1, msg: 'ok', data: null });
    expect(await storedShop(shop.id)).toBeUndefined();
  });

  it('answers 404 for another company’s shop exactly as for a missing one, and leaves it unchanged', async () => {
    const a = await t.seed.companyWithUser();
    const b = await t.seed.companyWithUser();
    const theirs = await t.seed.shop(b.company.id, { name: '乙店' });
    const before = await storedShop(theirs.id);
    const missing = await t.as(a.user).get('/api/shops/987654');
    for (const res of [
      await t.as(a.user).get(`/api/shops/${theirs.id}`),
      await t.as(a.user).put(`/api/shops/${theirs.id}`, { name: '被改了' }),
      await t.as(a.user).delete(`/api/shops/${theirs.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      // Another company's shop answers exactly as one that does not exist (but for the request id).
      expect({ ...res.json(), request_id: null }).toEqual({ ...missing.json(), request_id: null });
    }
    expect(await storedShop(theirs.id)).toEqual(before);
  });

  it('does not move a shop to another company on edit', async () => {
    const { user, company } = await t.seed.companyWithUser();
    const other = await t.seed.company();
    const shop = await t.seed.shop(company.id);
    const res = await t.as(user).put(`/api/shops/${shop.id}`, { company_id: other.id });
    expect(res.statusCode).toBe(400);
    expect((await storedShop(shop.id))?.company_id).toBe(company.id);
  });

  it('rejects a non-numeric id with a field message', async () => {
    const { user } = await t.seed.companyWithUser();
    const res = await t.as(user).get('/api/shops/abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toHaveProperty('id');
  });

  it('requires a sign-in', async () => {
    const res = await t.anonymous.delete('/api/shops/1');
    expect(res.statusCode).toBe(401);
  });
});
