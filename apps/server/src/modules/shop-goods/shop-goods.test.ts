import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shopWithScales } from '../../../test/scale-fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { goods } from '../goods/goods.table';
import { shopGoods } from './shop-goods.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let plu = 100;
/** A good stored directly: these tests are about shops, not about creating goods. */
async function aGood(companyId: number, name: string, fields: Partial<typeof goods.$inferInsert> = {}) {
  plu += 1;
  const [row] = await t.db
    .insert(goods)
    .values({
      company_id: companyId,
      plu,
      item_code: String(50_000 + plu),
      name_lines: [name],
      name,
      unit_price: 598,
      pricing_mode: 'by_weight',
      ...fields,
    })
    .returning();
  if (!row) {
    throw new Error('good not inserted');
  }
  return row;
}

/** A company user with a shop and three goods of the company. */
async function aShopWithGoods() {
  const { user, company } = await t.seed.companyWithUser();
  const shop = await t.seed.shop(company.id);
  const tomato = await aGood(company.id, '西红柿');
  const cucumber = await aGood(company.id, '黄瓜');
  const apple = await aGood(company.id, '苹果');
  return { user, company, shop, tomato, cucumber, apple };
}

const rowsOf = (shopId: number) => t.db.select().from(shopGoods).where(eq(shopGoods.shop_id, shopId));

describe('POST /api/management/shops/:shopId/goods', () => {
  it('adds goods of the company to its shop, and the shop lists them by PLU with the good’s fields', async () => {
    const { user, company, shop, tomato, cucumber } = await aShopWithGoods();
    const res = await t.as(user).post(`/api/management/shops/${shop.id}/goods`, { good_ids: [cucumber.id, tomato.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, msg: 'ok', data: { added: 2, skipped: 0 } });

    const list = await t.as(user).get(`/api/management/shops/${shop.id}/goods`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.meta.total).toBe(2);
    expect(list.json().data.list.map((g: { id: number }) => g.id)).toEqual([tomato.id, cucumber.id]);
    expect(list.json().data.list[0]).toMatchObject({
      id: tomato.id,
      shop_id: shop.id,
      company_id: company.id,
      plu: tomato.plu,
      item_code: tomato.item_code,
      name_lines: ['西红柿'],
      unit_price: 598,
      pricing_mode: 'by_weight',
      on_sale: true,
      added_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(list.json().data.list[0]).not.toHaveProperty('name');
  });

  it('skips goods the shop already sells and counts them', async () => {
    const { user, shop, tomato, cucumber, apple } = await aShopWithGoods();
    await t.as(user).post(`/api/management/shops/${shop.id}/goods`, { good_ids: [tomato.id] });
    const res = await t
      .as(user)
      .post(`/api/management/shops/${shop.id}/goods`, { good_ids: [tomato.id, cucumber.id, apple.id, cucumber.id] });
    expect(res.json().data).toEqual({ added: 2, skipped: 1 });
    expect(await rowsOf(shop.id)).toHaveLength(3);
  });

  it('refuses goods of another company and unknown ids, naming each, and writes nothing', async () => {
    const { user, shop, tomato } = await aShopWithGoods();
    const other = await t.seed.company();
    const foreign = await aGood(other.id, '别家的苹果');
    const res = await t
      .as(user)
      .post(`/api/management/shops/${shop.id}/goods`, { good_ids: [tomato.id, foreign.id, 999_999] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'ERCO000002',
      data: {
        fields: {
          'good_ids.1': '商品不存在，或不属于该门店的公司',
          'good_ids.2': '商品不存在，或不属于该门店的公司',
        },
      },
    });
    expect(res.json().data.fields).not.toHaveProperty('good_ids.0');
    expect(res.body).not.toContain('别家的苹果');
    expect(await rowsOf(shop.id)).toEqual([]);
  });

  it('answers 404 for another company’s shop and writes nothing, even with that company’s own goods', async () => {
    const mine = await t.seed.companyWithUser();
    const theirs = await aShopWithGoods();
    const res = await t
      .as(mine.user)
      .post(`/api/management/shops/${theirs.shop.id}/goods`, { good_ids: [theirs.tomato.id] });
    expect(res.statusCode).toBe(404);
    expect((await t.as(mine.user).get(`/api/management/shops/${theirs.shop.id}/goods`)).statusCode).toBe(404);
    expect((await t.as(mine.user).post(`/api/management/shops/999999/goods`, { good_ids: [1] })).statusCode).toBe(404);
    expect(await rowsOf(theirs.shop.id)).toEqual([]);
  });

  it('lets a system administrator add a company’s goods to its shop, but never another company’s', async () => {
    const admin = await t.seed.admin('SUPER_ADMIN');
    const { shop, tomato } = await aShopWithGoods();
    const elsewhere = await aShopWithGoods();
    const mixed = await t
      .as(admin)
      .post(`/api/management/shops/${shop.id}/goods`, { good_ids: [tomato.id, elsewhere.tomato.id] });
    expect(mixed.statusCode).toBe(400);
    expect(Object.keys(mixed.json().data.fields)).toEqual(['good_ids.1']);
    expect(await rowsOf(shop.id)).toEqual([]);
    const res = await t.as(admin).post(`/api/management/shops/${shop.id}/goods`, { good_ids: [tomato.id] });
    expect(res.json().data).toEqual({ added: 1, skipped: 0 });
    const list = await t.as(admin).get(`/api/management/shops/${shop.id}/goods`);
    expect(list.json().data.list.map((g: { id: number }) => g.id)).toEqual([tomato.id]);
  });

  it('names the field when the ids are missing, empty, too many or not integers', async () => {
    const { user, shop } = await aShopWithGoods();
    const url = `/api/management/shops/${shop.id}/goods`;
    const missing = await t.as(user).post(url, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fields).toEqual({ good_ids: '必填' });
    const empty = await t.as(user).post(url, { good_ids: [] });
    expect(empty.json().data.fields).toEqual({ good_ids: '请至少选择一个商品' });
    const many = await t.as(user, { 'accept-language': 'en' }).post(url, {
      good_ids: Array.from({ length: 1001 }, (_, i) => i + 1),
    });
    expect(many.json().data.fields).toEqual({ good_ids: 'At most 1000 goods at a time' });
    const strings = await t.as(user).post(url, { good_ids: ['1', 2.5, 0] });
    expect(Object.keys(strings.json().data.fields).sort()).toEqual(['good_ids.0', 'good_ids.1', 'good_ids.2']);
    const extra = await t.as(user).post(url, { good_ids: [1], shop_id: shop.id });
    expect(extra.json().data.fields).toEqual({ shop_id: '不支持的字段' });
    expect(await rowsOf(shop.id)).toEqual([]);
    const badShop = await t.as(user).post('/api/management/shops/abc/goods', { good_ids: [1] });
    expect(badShop.statusCode).toBe(400);
    expect(Object.keys(badShop.json().data.fields)).toEqual(['shopId']);
  });
});

describe('GET /api/management/shops/:shopId/goods', () => {
  it('finds the shop’s goods by name, PLU or item code, a page at a time', async () => {
    const { user, shop, tomato, cucumber, apple } = await aShopWithGoods();
    await t.as(user).post(`/api/management/shops/${shop.id}/goods`, { good_ids: [tomato.id, cucumber.id] });
    const url = `/api/management/shops/${shop.id}/goods`;
    const ids = async (query: string) =>
      (await t.as(user).get(`${url}?${query}`)).json().data.list.map((g: { id: number }) => g.id);
    expect(await ids(`q=${encodeURIComponent('黄')}`)).toEqual([cucumber.id]);
    expect(await ids(`q=${tomato.plu}`)).toEqual([tomato.id]);
    expect(await ids(`q=${cucumber.item_code}`)).toEqual([cucumber.id]);
    // A good of the company that this shop does not sell is not found here.
    expect(await ids(`q=${encodeURIComponent('苹果')}`)).toEqual([]);
    expect(await ids(`q=${apple.plu}`)).toEqual([]);
    const page2 = await t.as(user).get(`${url}?page=2&per_page=1`);
    expect(page2.json().data).toMatchObject({ meta: { total: 2 }, list: [{ id: cucumber.id }] });
    const bad = await t.as(user).get(`${url}?per_page=101`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toHaveProperty('per_page');
  });
});

describe('GET /api/management/shops/:shopId/goods?not_on_scale=', () => {
  it('leaves out the goods the scale holds, and takes back one taken off it', async () => {
    const { user, shop, apple, pear, first } = await shopWithScales(t);
    const plum = await aGood(shop.company_id, '李子');
    await t.as(user).post(`/api/management/shops/${shop.id}/goods`, { good_ids: [apple.id, pear.id, plum.id] });
    const offered = async () =>
      (await t.as(user).get(`/api/management/shops/${shop.id}/goods?not_on_scale=${first.scale.id}`))
        .json()
        .data.list.map((g: { id: number }) => g.id);
    expect(await offered()).toEqual([plum.id]);
    await t.as(user).post(`/api/scales/${first.scale.id}/goods`, { good_ids: [pear.id], op_flag: 0 });
    expect((await offered()).sort()).toEqual([pear.id, plum.id].sort());
  });
});

describe('GET /api/management/shops/:shopId/goods/candidates', () => {
  it('offers the company’s goods the shop does not sell yet, searchable, and nothing of other companies', async () => {
    const { user, shop, tomato, cucumber, apple } = await aShopWithGoods();
    const other = await t.seed.company();
    await aGood(other.id, '别家的黄瓜');
    await t.as(user).post(`/api/management/shops/${shop.id}/goods`, { good_ids: [tomato.id] });
    const url = `/api/management/shops/${shop.id}/goods/candidates`;
    const res = await t.as(user).get(url);
    expect(res.json().data.meta.total).toBe(2);
    expect(res.json().data.list.map((g: { id: number }) => g.id)).toEqual([cucumber.id, apple.id]);
    const found = await t.as(user).get(`${url}?q=${encodeURIComponent('黄瓜')}`);
    expect(found.json().data.list.map((g: { id: number }) => g.id)).toEqual([cucumber.id]);
    const stranger = await t.seed.companyWithUser();
    expect((await t.as(stranger.user).get(url)).statusCode).toBe(404);
  });
});

describe('POST /api/goods/shops/delete', () => {
  it('removes goods from the shop and says how many it removed', async () => {
    const { user, shop, tomato, cucumber, apple } = await aShopWithGoods();
    await t.as(user).post(`/api/management/shops/${shop.id}/goods`, { good_ids: [tomato.id, cucumber.id] });
    const res = await t.as(user).post('/api/goods/shops/delete', { shop_id: shop.id, good_ids: [tomato.id, apple.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, msg: 'ok', data: { removed: 1 } });
    expect((await rowsOf(shop.id)).map((row) => row.good_id)).toEqual([cucumber.id]);
    // The good itself stays in the company.
    expect(await t.db.select().from(goods).where(eq(goods.id, tomato.id))).toHaveLength(1);
  });

  it('touches only the named shop', async () => {
    const { user, company, shop, tomato } = await aShopWithGoods();
    const second = await t.seed.shop(company.id);
    for (const id of [shop.id, second.id]) {
      await t.as(user).post(`/api/management/shops/${id}/goods`, { good_ids: [tomato.id] });
    }
    await t.as(user).post('/api/goods/shops/delete', { shop_id: shop.id, good_ids: [tomato.id] });
    expect(await rowsOf(shop.id)).toEqual([]);
    expect(await rowsOf(second.id)).toHaveLength(1);
  });

  it('answers 404 naming shop_id for another company’s shop, and removes nothing', async () => {
    const mine = await t.seed.companyWithUser();
    const theirs = await aShopWithGoods();
    await t.as(theirs.user).post(`/api/management/shops/${theirs.shop.id}/goods`, { good_ids: [theirs.tomato.id] });
    const res = await t
      .as(mine.user)
      .post('/api/goods/shops/delete', { shop_id: theirs.shop.id, good_ids: [theirs.tomato.id] });
    expect(res.statusCode).toBe(404);
    expect(res.json().data.fields).toEqual({ shop_id: '格式不正确' });
    expect(await rowsOf(theirs.shop.id)).toHaveLength(1);
  });

  it('names the field of a bad body', async () => {
    const { user, shop } = await aShopWithGoods();
    const noShop = await t.as(user).post('/api/goods/shops/delete', { good_ids: [1] });
    expect(noShop.statusCode).toBe(400);
    expect(noShop.json().data.fields).toEqual({ shop_id: '必填' });
    const textShop = await t.as(user).post('/api/goods/shops/delete', { shop_id: String(shop.id), good_ids: [1] });
    expect(textShop.statusCode).toBe(400);
    expect(Object.keys(textShop.json().data.fields)).toEqual(['shop_id']);
    const noGoods = await t.as(user).post('/api/goods/shops/delete', { shop_id: shop.id, good_ids: [] });
    expect(noGoods.json().data.fields).toEqual({ good_ids: '请至少选择一个商品' });
  });
});

describe('the rows of a shop’s goods', () => {
  it('go when the good is deleted, and when the shop is deleted', async () => {
    const { user, shop, tomato, cucumber } = await aShopWithGoods();
    await t.as(user).post(`/api/management/shops/${shop.id}/goods`, { good_ids: [tomato.id, cucumber.id] });
    expect((await t.as(user).delete(`/api/management/goods/${tomato.id}`)).statusCode).toBe(200);
    expect((await rowsOf(shop.id)).map((row) => row.good_id)).toEqual([cucumber.id]);
    expect((await t.as(user).delete(`/api/shops/${shop.id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(shopGoods).where(eq(shopGoods.good_id, cucumber.id))).toEqual([]);
  });
});

describe('GET /api/management/goods?shop_id=', () => {
  it('lists only the goods the shop sells, and nothing for another company’s shop', async () => {
    const { user, shop, tomato, cucumber } = await aShopWithGoods();
    await t.as(user).post(`/api/management/shops/${shop.id}/goods`, { good_ids: [cucumber.id] });
    const res = await t.as(user).get(`/api/management/goods?shop_id=${shop.id}`);
    expect(res.json().data.list.map((g: { id: number }) => g.id)).toEqual([cucumber.id]);
    expect(res.json().data.meta.total).toBe(1);
    const all = await t.as(user).get('/api/management/goods');
    expect(all.json().data.list.map((g: { id: number }) => g.id)).toContain(tomato.id);
    const stranger = await t.seed.companyWithUser();
    const foreign = await t.as(stranger.user).get(`/api/management/goods?shop_id=${shop.id}`);
    expect(foreign.json().data).toEqual({ list: [], meta: { total: 0 } });
  });
});
