import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { goods } from '../goods/goods.table';
import { trades } from '../trades/trades.table';
import { startOfChinaDay } from './scales.service';
import { scaleGoods, scales } from './scales.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A company user with a shop and `n` goods (PLU 1..n). */
async function shopWithGoods(n = 3) {
  const { user, company } = await t.seed.companyWithUser();
  const shop = await t.seed.shop(company.id);
  const rows =
    n === 0
      ? []
      : await t.db
          .insert(goods)
          .values(
            Array.from({ length: n }, (_, i) => ({
              company_id: company.id,
              plu: i + 1,
              item_code: String(i + 1),
              name_lines: [`商品${i + 1}`],
              name: `商品${i + 1}`,
              unit_price: 100 * (i + 1),
              pricing_mode: 'by_weight' as const,
            })),
          )
          .returning({ id: goods.id });
  return { user, company, shop, goodIds: rows.map((row) => row.id) };
}

async function newScale(user: TestUser, shopId: number, fields: Record<string, unknown> = {}) {
  const res = await t
    .as(user)
    .post('/api/management/scales/create', { shop_id: shopId, scale_name: '一号秤', ...fields });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; scale_uuid: string; device_key: string; shop_id: number };
}

describe('scales', () => {
  it('creates a scale in the caller’s shop with a generated id and a device key shown once', async () => {
    const { user, shop } = await shopWithGoods(0);
    const scale = await newScale(user, shop.id);
    expect(scale).toMatchObject({ model: 'TM-Aa', goods_count: 0, online: false, last_seen_time: null });
    expect(scale.scale_uuid).toMatch(/^TM[0-9A-F]{12}$/);
    expect(scale.device_key).toMatch(/^[\w-]{43}$/);
    const [row] = await t.db.select().from(scales).where(eq(scales.id, scale.id));
    expect(row?.device_key_hash).toMatch(/^[0-9a-f]{64}$/);
    const read = await t.as(user).get(`/api/shops/${shop.id}/scales/${scale.id}`);
    expect(read.json().data).not.toHaveProperty('device_key');
    expect(read.json().data.hot_keys).toEqual([]);

    const short = await t.as(user).post(`/api/shops/${shop.id}/scales`, { scale_name: '二号秤', desc: '熟食区' });
    expect(short.json().data).toMatchObject({ scale_name: '二号秤', desc: '熟食区', shop_id: shop.id });
    const taken = await t.as(user).post('/api/management/scales/create', {
      shop_id: shop.id,
      scale_name: '三号秤',
      scale_uuid: scale.scale_uuid,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.fields).toEqual({ scale_uuid: '该秤编号已注册' });
  });

  it('keeps scales within their company: another company’s shop, scale and goods are 404', async () => {
    const a = await shopWithGoods(2);
    const b = await shopWithGoods(2);
    const scale = await newScale(a.user, a.shop.id);
    expect(
      (await t.as(b.user).post('/api/management/scales/create', { shop_id: a.shop.id, scale_name: 'x' })).statusCode,
    ).toBe(404);
    expect((await t.as(b.user).get(`/api/shops/${a.shop.id}/scales/${scale.id}`)).statusCode).toBe(404);
    // Found by its id alone (a link without its shop), but only within its company.
    expect((await t.as(b.user).get(`/api/scales/${scale.id}`)).statusCode).toBe(404);
    const byId = await t.as(a.user).get(`/api/scales/${scale.id}`);
    expect(byId.json().data).toMatchObject({ id: scale.id, shop_id: a.shop.id, hot_keys: [] });
    expect((await t.as(b.user).get('/api/management/scales')).json().data.meta.total).toBe(0);
    const foreignGood = await t.as(a.user).post(`/api/scales/${scale.id}/goods`, { good_ids: b.goodIds, op_flag: 1 });
    expect(foreignGood.statusCode).toBe(404);
    expect(foreignGood.json().data.fields).toEqual({ good_ids: '没有该商品，或它不属于本秤所在公司' });
    const moved = await t.as(a.user).put(`/api/shops/${a.shop.id}/scales/${scale.id}`, { shop_id: b.shop.id });
    expect(moved.statusCode).toBe(404);
  });

  it('puts goods on a scale and takes them off; the scale learns both at its next sync', async () => {
    const { user, shop, goodIds } = await shopWithGoods(3);
    const scale = await newScale(user, shop.id);
    const put = await t.as(user).post(`/api/scales/${scale.id}/goods`, { good_ids: goodIds, op_flag: 1 });
    expect(put.json().data).toEqual({ changed: 3, goods_count: 3 });
    const again = await t.as(user).post(`/api/scales/${scale.id}/goods`, { good_ids: goodIds, op_flag: 1 });
    expect(again.json().data).toEqual({ changed: 0, goods_count: 3 });
    const list = await t.as(user).get(`/api/scales/${scale.id}/goods?q=商品2`);
    expect(list.json().data.list.map((g: { plu: number }) => g.plu)).toEqual([2]);

    const listed = await t.as(user).get(`/api/management/scales?shop_id=${shop.id}`);
    expect(listed.json().data.list[0]).toMatchObject({ goods_count: 3, pending_changes: 3, synced_version: 0 });
    // The scale synced to now: nothing pending; then a price change makes one change pending.
    await t.db
      .update(scales)
      .set({ synced_version: sql`(SELECT last_value FROM sync_version_seq)` })
      .where(eq(scales.id, scale.id));
    expect(
      (await t.as(user).get(`/api/management/scales?shop_id=${shop.id}`)).json().data.list[0].pending_changes,
    ).toBe(0);
    await t.as(user).put(`/api/management/goods/${goodIds[0]}`, { unit_price: 999 });
    expect(
      (await t.as(user).get(`/api/management/scales?shop_id=${shop.id}`)).json().data.list[0].pending_changes,
    ).toBe(1);

    const off = await t.as(user).post(`/api/scales/${scale.id}/goods`, { good_ids: [goodIds[1]], op_flag: 0 });
    expect(off.json().data).toEqual({ changed: 1, goods_count: 2 });
    const [tombstone] = await t.db
      .select()
      .from(scaleGoods)
      .where(eq(scaleGoods.good_id, goodIds[1] ?? 0));
    expect(tombstone).toMatchObject({ removed: true, plu: 2 });
    // Put back on later: on the scale since then, not since the first time.
    await t.db
      .update(scaleGoods)
      .set({ created_time: new Date('2026-01-01T00:00:00Z') })
      .where(eq(scaleGoods.good_id, goodIds[1] ?? 0));
    await t.as(user).post(`/api/scales/${scale.id}/goods`, { good_ids: [goodIds[1]], op_flag: 1 });
    const back = (await t.as(user).get(`/api/scales/${scale.id}/goods?q=商品2`)).json().data.list[0];
    expect(Date.parse(back.added_time)).toBeGreaterThan(Date.parse('2026-11-01T00:00:00Z'));

    // Found by part of its id as well as of its name.
    const byIdPart = await t.as(user).get(`/api/management/scales?name=${scale.scale_uuid.slice(2, 8)}`);
    expect(byIdPart.json().data.list.map((found: { id: number }) => found.id)).toEqual([scale.id]);
  });

  it('never puts more goods on a scale than its model holds', async () => {
    const { user, company, shop } = await shopWithGoods(0);
    const scale = await newScale(user, shop.id);
    await t.db.execute(sql`
      INSERT INTO goods (company_id, plu, item_code, name_lines, name, unit_price, pricing_mode)
      SELECT ${company.id}, n, n::text, ARRAY['货' || n], '货' || n, 100, 'by_count' FROM generate_series(1, 4001) n`);
    await t.db.execute(sql`
      INSERT INTO scale_goods (scale_id, good_id, company_id, plu)
      SELECT ${scale.id}, id, company_id, plu FROM goods WHERE company_id = ${company.id} AND plu <= 4000`);
    const [last] = await t.db
      .select({ id: goods.id })
      .from(goods)
      .where(sql`company_id = ${company.id} AND plu = 4001`);
    const full = await t.as(user).post(`/api/scales/${scale.id}/goods`, { good_ids: [last?.id], op_flag: 1 });
    expect(full.statusCode).toBe(400);
    expect(full.json().data.fields).toEqual({ good_ids: '超出该型号秤可存的商品数量' });
    const bigger = await t.as(user).put(`/api/shops/${shop.id}/scales/${scale.id}`, { model: 'TM-H' });
    expect(bigger.json().data.model).toBe('TM-H');
    // An edit of another field leaves the model as it is (not back to its default).
    const renamed = await t.as(user).put(`/api/shops/${shop.id}/scales/${scale.id}`, { scale_name: '改名秤' });
    expect(renamed.json().data).toMatchObject({ scale_name: '改名秤', model: 'TM-H' });
    expect(
      (await t.as(user).post(`/api/scales/${scale.id}/goods`, { good_ids: [last?.id], op_flag: 1 })).statusCode,
    ).toBe(200);
    const smaller = await t.as(user).put(`/api/shops/${shop.id}/scales/${scale.id}`, { model: 'TM-Aa' });
    expect(smaller.json().data.fields).toEqual({ model: '超出该型号秤可存的商品数量' });
  });

  it('sets hot keys of the model for PLUs on the scale, naming each wrong key', async () => {
    const { user, shop, goodIds } = await shopWithGoods(3);
    const scale = await newScale(user, shop.id);
    await t.as(user).post(`/api/scales/${scale.id}/goods`, { good_ids: goodIds.slice(0, 2), op_flag: 1 });
    const url = `/api/shops/${shop.id}/scales/${scale.id}/hot_keys`;
    const wrong = await t.as(user).put(url, {
      hot_keys: [
        { key: 72, plu: 1, name: '', type: 'UP' },
        { key: 1, plu: 3, name: '', type: 'UP' },
        { key: 2, plu: 1, name: '', type: 'DOWN' },
        { key: 2, plu: 2, name: '', type: 'DOWN' },
      ],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.fields).toEqual({
      'hot_keys.0.key': '该型号没有这个按键',
      'hot_keys.1.plu': '该 PLU 不在这台秤上，请先把商品放到秤上',
      'hot_keys.3.key': '同一个按键只能设置一次',
    });
    const saved = await t.as(user).put(url, {
      hot_keys: [
        { key: 2, plu: 2, name: '', type: 'DOWN' },
        { key: 1, plu: 1, name: '苹果键', type: 'UP' },
      ],
    });
    expect(saved.json().data).toEqual([
      { key: 2, plu: 2, name: '商品2', type: 'DOWN' },
      { key: 1, plu: 1, name: '苹果键', type: 'UP' },
    ]);
    expect((await t.as(user).get(url)).json().data).toHaveLength(2);

    // A good the shop stops selling leaves its scales, and its hot key with it.
    await t.as(user).post('/api/goods/shops/delete', { shop_id: shop.id, good_ids: [goodIds[0]] });
    expect((await t.as(user).get(url)).json().data).toEqual([{ key: 2, plu: 2, name: '商品2', type: 'DOWN' }]);
    expect((await t.as(user).get(`/api/scales/${scale.id}/goods`)).json().data.meta.total).toBe(1);
  });

  it('regenerates the device key, keeps a shop with scales, and deletes a scale', async () => {
    const { user, shop } = await shopWithGoods(0);
    const scale = await newScale(user, shop.id);
    const [before] = await t.db.select().from(scales).where(eq(scales.id, scale.id));
    const key = await t.as(user).post(`/api/shops/${shop.id}/scales/${scale.id}/device_key`);
    expect(key.json().data.device_key).not.toBe(scale.device_key);
    const [after] = await t.db.select().from(scales).where(eq(scales.id, scale.id));
    expect(after?.device_key_hash).not.toBe(before?.device_key_hash);

    const shopGone = await t.as(user).delete(`/api/shops/${shop.id}`);
    expect(shopGone.statusCode).toBe(409);
    expect(shopGone.json().data.fields).toEqual({ id: '该门店还有电子秤，请先删除或移走这些秤' });
    expect((await t.as(user).delete(`/api/shops/${shop.id}/scales/${scale.id}`)).statusCode).toBe(200);
    expect((await t.as(user).delete(`/api/shops/${shop.id}`)).statusCode).toBe(200);
  });

  it('counts the trades a scale uploaded since local midnight (China time) and shows it online after a heartbeat', async () => {
    const { user, company, shop } = await shopWithGoods(0);
    const scale = await newScale(user, shop.id);
    const now = new Date();
    const trade = (no: string, time: Date) => ({
      company_id: company.id,
      shop_id: shop.id,
      scale_id: scale.id,
      trade_no: no,
      trade_time: time,
      plu: 1,
      name: '苹果',
      unit_price: 100,
      total_price: 100,
      type: 'sale' as const,
    });
    await t.db.insert(trades).values([trade('1', now), trade('2', new Date(startOfChinaDay(now).getTime() - 1000))]);
    await t.db.update(scales).set({ last_seen_time: now }).where(eq(scales.id, scale.id));
    const [listed] = (await t.as(user).get(`/api/management/scales?shop_id=${shop.id}&online=1`)).json().data.list;
    expect(listed).toMatchObject({ id: scale.id, trades_today: 1, online: true });
  });
});
