import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { HotKey } from '@tm/contracts';
import { createTestApp, manualClock, type TestApp } from '../../../test/harness';
import { goods } from '../goods/goods.table';
import { nextSyncVersion, scaleGoods, scales } from '../scales/scales.table';
import { trades } from '../trades/trades.table';
import { hashDeviceKey, newDeviceKey } from './device-auth';
import { scaleRegistrations } from './device.table';

const clock = manualClock(new Date('2026-11-22T08:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const deviceAuth = (uuid: string, key: string) => `Basic ${Buffer.from(`${uuid}:${key}`).toString('base64')}`;
let serial = 0;
const newUuid = () => `SC-${Date.now().toString(36)}-${(serial += 1)}`;

/** A company with a user and a shop, and `count` goods of its own (PLU 1..count). */
async function companyWithGoods(count = 3, fields: Partial<typeof goods.$inferInsert> = {}) {
  const { company, user } = await t.seed.companyWithUser();
  const shop = await t.seed.shop(company.id);
  if (count === 0) {
    return { company, user, shop, goods: [] };
  }
  const rows = await t.db
    .insert(goods)
    .values(
      Array.from({ length: count }, (_, i) => ({
        company_id: company.id,
        plu: i + 1,
        item_code: String(i + 1),
        name_lines: [`商品${i + 1}`],
        name: `商品${i + 1}`,
        unit_price: 1000 + i,
        pricing_mode: 'by_weight' as const,
        ...fields,
      })),
    )
    .returning();
  return { company, user, shop, goods: rows };
}

/** A scale made straight in the database, with a device key, holding `goodIds`. */
async function scaleHolding(companyId: number, shopId: number, goodIds: number[] = []) {
  const { key, hash } = newDeviceKey();
  const uuid = newUuid();
  const [scale] = await t.db
    .insert(scales)
    .values({
      company_id: companyId,
      shop_id: shopId,
      scale_name: `秤${uuid}`,
      scale_uuid: uuid,
      model: 'TM-Aa',
      device_key_hash: hash,
    })
    .returning();
  if (!scale) {
    throw new Error('scale not inserted');
  }
  if (goodIds.length > 0) {
    const held = await t.db.select({ id: goods.id, plu: goods.plu }).from(goods).where(inArray(goods.id, goodIds));
    await t.db
      .insert(scaleGoods)
      .values(held.map((good) => ({ scale_id: scale.id, good_id: good.id, company_id: companyId, plu: good.plu })));
  }
  const device = t.as(null, { authorization: deviceAuth(uuid, key) });
  return { scale, key, uuid, device };
}

const syncOf = async (device: ReturnType<TestApp['as']>, since: number) => {
  const res = await device.get(`/api/device/v1/sync?since=${since}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

const aTrade = (fields: Record<string, unknown> = {}) => ({
  trade_no: `T${(serial += 1)}`,
  trade_time: '2026-11-22T07:59:00+08:00',
  plu: 1,
  unit_price: 1000,
  weight_g: 1250,
  total_price: 1250,
  type: 'sale',
  ...fields,
});

describe('QR registration', () => {
  it('registers an unknown scale: hello → a user attaches it → the scale picks its key up once', async () => {
    const { user, shop, company } = await companyWithGoods(0);
    const uuid = newUuid();
    const hello = await t.anonymous.post('/api/device/v1/hello', { scale_uuid: uuid, model: 'TM-F', firmware: '2.1' });
    expect(hello.statusCode).toBe(200);
    const registration = hello.json().data;
    expect(registration).toMatchObject({ registered: false, expires_time: '2026-11-22T08:30:00.000Z' });
    expect(registration.request_id).toMatch(/^[\w-]{22}$/);
    expect(registration.register_url).toBe(
      `http://localhost:80/page/scales/register?request_id=${registration.request_id}&scale_uuid=${uuid}&model=TM-F`,
    );
    const poll = () => t.anonymous.get(`/api/device/v1/registration/${registration.request_id}`);
    expect((await poll()).json().data).toEqual({ status: 'waiting' });
    expect((await t.as(user).post('/api/management/scales/register/judge', { scale_uuid: uuid })).json().data).toEqual({
      registered: false,
    });

    const authorized = await t.as(user).post('/api/management/scales/authorize', {
      request_id: registration.request_id,
      wechat_type: 'mp',
      code: 'wx-code',
      shop_id: shop.id,
    });
    expect(authorized.statusCode).toBe(200);
    expect(authorized.json().data).toMatchObject({
      company_id: company.id,
      shop_id: shop.id,
      scale_uuid: uuid,
      model: 'TM-F',
      scale_name: `秤 ${uuid.slice(-6)}`,
    });
    expect((await t.as(user).post('/api/management/scales/register/judge', { scale_uuid: uuid })).json().data).toEqual({
      registered: true,
    });

    const done = await poll();
    expect(done.json().data).toMatchObject({ status: 'done', scale_uuid: uuid });
    const key: string = done.json().data.device_key;
    const [row] = await t.db.select().from(scales).where(eq(scales.scale_uuid, uuid));
    expect(row?.device_key_hash).toBe(hashDeviceKey(key));
    expect(row?.firmware).toBe('2.1');
    // Handed over once: the plain key is gone from the database.
    expect((await poll()).statusCode).toBe(404);
    expect(await t.db.select().from(scaleRegistrations).where(eq(scaleRegistrations.scale_uuid, uuid))).toEqual([]);

    const withKey = await t
      .as(null, { authorization: deviceAuth(uuid, key) })
      .post('/api/device/v1/hello', { scale_uuid: uuid, model: 'TM-F', firmware: '2.2' });
    expect(withKey.json().data).toEqual({
      registered: true,
      scale_id: row?.id,
      shop_id: shop.id,
      synced_version: 0,
      server_time: '2026-11-22T08:00:00.000Z',
    });
    const withoutKey = await t.anonymous.post('/api/device/v1/hello', { scale_uuid: uuid, model: 'TM-F' });
    expect(withoutKey.json().data).toEqual({ registered: true });
  });

  it('uses PUBLIC_URL for the QR code when it is set', async () => {
    const configured = await createTestApp({ clock, config: { publicUrl: 'https://cloud.example.test/' } });
    try {
      const hello = await configured.anonymous.post('/api/device/v1/hello', { scale_uuid: newUuid(), model: 'TM-Aa' });
      expect(hello.json().data.register_url).toMatch(
        /^https:\/\/cloud\.example\.test\/page\/scales\/register\?request_id=[\w-]{22}&scale_uuid=[\w-]+&model=TM-Aa$/,
      );
    } finally {
      await configured.close();
    }
  });

  it('refuses unknown, expired and used request ids, and shops of another company, creating nothing', async () => {
    const { user, shop } = await companyWithGoods(0);
    const other = await companyWithGoods(0);
    const uuid = newUuid();
    const requestId = (await t.anonymous.post('/api/device/v1/hello', { scale_uuid: uuid, model: 'TM-Aa' })).json().data
      .request_id;
    const authorize = (fields: Record<string, unknown>) =>
      t.as(user).post('/api/management/scales/authorize', { request_id: requestId, shop_id: shop.id, ...fields });

    const unknown = await authorize({ request_id: 'A'.repeat(22) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.fields.request_id).toContain('已过期');
    const foreignShop = await authorize({ shop_id: other.shop.id });
    expect(foreignShop.statusCode).toBe(404);
    expect(await t.db.select().from(scales).where(eq(scales.scale_uuid, uuid))).toEqual([]);

    expect((await authorize({ scale_name: '称重台一号' })).json().data.scale_name).toBe('称重台一号');
    const again = await authorize({});
    expect(again.statusCode).toBe(400);
    expect(again.json().data.fields).toHaveProperty('request_id');

    const late = (await t.anonymous.post('/api/device/v1/hello', { scale_uuid: newUuid(), model: 'TM-Aa' })).json().data
      .request_id;
    clock.advance(31 * 60 * 1000);
    const expired = await t.as(user).post('/api/management/scales/authorize', { request_id: late, shop_id: shop.id });
    expect(expired.statusCode).toBe(400);
    expect((await t.anonymous.get(`/api/device/v1/registration/${late}`)).statusCode).toBe(404);
  });

  it('refuses to attach a scale id that another registration took first', async () => {
    const { user, shop } = await companyWithGoods(0);
    const uuid = newUuid();
    const hello = () => t.anonymous.post('/api/device/v1/hello', { scale_uuid: uuid, model: 'TM-Aa' });
    const [first, second] = [(await hello()).json().data.request_id, (await hello()).json().data.request_id];
    expect(first).not.toBe(second);
    const attach = (requestId: string) =>
      t.as(user).post('/api/management/scales/authorize', { request_id: requestId, shop_id: shop.id });
    expect((await attach(first)).statusCode).toBe(200);
    const taken = await attach(second);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.fields.request_id).toBe('该秤编号已注册');
  });
});

describe('device authentication', () => {
  it('lets a key act only for its own scale, and refuses wrong, missing and regenerated keys', async () => {
    const { company, shop, goods: list } = await companyWithGoods(2);
    const a = await scaleHolding(company.id, shop.id, [list[0]?.id ?? 0]);
    const b = await scaleHolding(company.id, shop.id, [list[1]?.id ?? 0]);
    const as = (uuid: string, key: string) => t.as(null, { authorization: deviceAuth(uuid, key) });
    const heartbeat = (caller: ReturnType<TestApp['as']>) => caller.post('/api/device/v1/heartbeat', { firmware: '1' });

    expect((await heartbeat(a.device)).statusCode).toBe(200);
    for (const caller of [as(b.uuid, a.key), as(a.uuid, b.key), as(a.uuid, `${a.key}x`), t.anonymous]) {
      const res = await heartbeat(caller);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('ERCO000001');
      expect((await caller.get('/api/device/v1/sync?since=0')).statusCode).toBe(401);
      expect((await caller.post('/api/device/v1/trades', { trades: [aTrade()] })).statusCode).toBe(401);
    }
    // A user's session token is not a device key.
    const { user } = await t.seed.companyWithUser();
    expect((await t.as(user).get('/api/device/v1/sync?since=0')).statusCode).toBe(401);
    expect(await t.db.select().from(trades).where(eq(trades.scale_id, b.scale.id))).toEqual([]);

    // A's key syncs A's goods only, never B's.
    expect((await syncOf(a.device, 0)).goods.map((g: { plu: number }) => g.plu)).toEqual([1]);

    const regenerated = newDeviceKey();
    await t.db.update(scales).set({ device_key_hash: regenerated.hash }).where(eq(scales.id, a.scale.id));
    expect((await heartbeat(a.device)).statusCode).toBe(401);
    expect((await heartbeat(as(a.uuid, regenerated.key))).statusCode).toBe(200);
  });
});

describe('POST /api/device/v1/heartbeat', () => {
  it('marks the scale seen with its firmware and says whether changes wait', async () => {
    const { company, shop, goods: list } = await companyWithGoods(1);
    const { scale, device } = await scaleHolding(company.id, shop.id, [list[0]?.id ?? 0]);
    clock.advance(60_000);
    const beat = await device.post('/api/device/v1/heartbeat', { firmware: '3.0.1', status: 'paper_low' });
    expect(beat.json().data).toEqual({ server_time: clock().toISOString(), pending: true });
    const [row] = await t.db.select().from(scales).where(eq(scales.id, scale.id));
    expect(row?.last_seen_time?.toISOString()).toBe(clock().toISOString());
    expect(row?.firmware).toBe('3.0.1');

    const { version } = await syncOf(device, 0);
    await syncOf(device, version);
    expect((await device.post('/api/device/v1/heartbeat', { firmware: '3.0.1' })).json().data.pending).toBe(false);
  });
});

describe('GET /api/device/v1/sync', () => {
  it('sends the full set from 0, then exactly the good whose price changed', async () => {
    const { company, shop, user, goods: list } = await companyWithGoods(3);
    const { scale, device } = await scaleHolding(
      company.id,
      shop.id,
      list.map((good) => good.id),
    );
    const full = await syncOf(device, 0);
    expect(full.goods.map((good: { plu: number }) => good.plu)).toEqual([1, 2, 3]);
    expect(full.goods[0]).toMatchObject({ plu: 1, name_lines: ['商品1'], unit_price: 1000, pricing_mode: 'by_weight' });
    expect(full.goods[0]).not.toHaveProperty('company_id');
    expect(full).toMatchObject({ removed_plus: [], hot_keys: null, more: false });
    expect(full.version).toBe(Math.max(...full.goods.map((good: { sync_version: number }) => good.sync_version)));

    const second = list[1];
    const changed = await t.as(user).put(`/api/management/goods/${second?.id}`, { unit_price: 1999 });
    expect(changed.statusCode).toBe(200);
    const delta = await syncOf(device, full.version);
    expect(delta.goods).toEqual([expect.objectContaining({ plu: 2, unit_price: 1999 })]);
    expect(delta.version).toBeGreaterThan(full.version);

    const nothing = await syncOf(device, delta.version);
    expect(nothing).toEqual({
      version: delta.version,
      goods: [],
      removed_plus: [],
      hot_keys: null,
      labels: null,
      qr: null,
      more: false,
    });
    const [row] = await t.db.select().from(scales).where(eq(scales.id, scale.id));
    expect(row?.synced_version).toBe(delta.version);
  });

  it('sends a removed good as a PLU to delete, once', async () => {
    const { company, shop, goods: list } = await companyWithGoods(2);
    const { scale, device } = await scaleHolding(
      company.id,
      shop.id,
      list.map((good) => good.id),
    );
    const { version } = await syncOf(device, 0);
    await t.db
      .update(scaleGoods)
      .set({ removed: true, version: nextSyncVersion })
      .where(and(eq(scaleGoods.scale_id, scale.id), eq(scaleGoods.plu, 2)));
    const delta = await syncOf(device, version);
    expect(delta).toMatchObject({ goods: [], removed_plus: [2], more: false });
    expect((await syncOf(device, delta.version)).removed_plus).toEqual([]);
    // A scale starting from scratch is told too: deleting a PLU it does not hold is harmless.
    expect(await syncOf(device, 0)).toMatchObject({ goods: [expect.objectContaining({ plu: 1 })], removed_plus: [2] });
  });

  it('tells the scale to delete the old number of a good whose PLU changed', async () => {
    const { company, shop, user, goods: list } = await companyWithGoods(2);
    const { device } = await scaleHolding(
      company.id,
      shop.id,
      list.map((good) => good.id),
    );
    const { version } = await syncOf(device, 0);
    await t.as(user).put(`/api/management/goods/${list[0]?.id}`, { plu: 77 });
    const delta = await syncOf(device, version);
    expect(delta.removed_plus).toEqual([1]);
    expect(delta.goods.map((good: { plu: number }) => good.plu)).toEqual([77]);
    // Told once: the scale now holds it as 77.
    await t.as(user).put(`/api/management/goods/${list[0]?.id}`, { unit_price: 5 });
    expect((await syncOf(device, delta.version)).removed_plus).toEqual([]);
  });

  it('sends hot keys when they changed after `since`, null otherwise', async () => {
    const { company, shop, goods: list } = await companyWithGoods(1);
    const { scale, device } = await scaleHolding(company.id, shop.id, [list[0]?.id ?? 0]);
    const { version } = await syncOf(device, 0);
    const hotKeys: HotKey[] = [{ key: 1, plu: 1, name: '商品1', type: 'UP' }];
    await t.db
      .update(scales)
      .set({ hot_keys: hotKeys, hot_keys_version: nextSyncVersion })
      .where(eq(scales.id, scale.id));
    const delta = await syncOf(device, version);
    expect(delta).toMatchObject({ goods: [], hot_keys: hotKeys });
    expect(delta.version).toBeGreaterThan(version);
    expect((await syncOf(device, delta.version)).hot_keys).toBeNull();
    expect((await syncOf(device, 0)).hot_keys).toEqual(hotKeys);
  });

  it('answers a poll with nothing new and records it, and still sees each kind of change after one', async () => {
    const { company, shop, user, goods: list } = await companyWithGoods(3);
    const other = await companyWithGoods(1);
    const { scale, device } = await scaleHolding(
      company.id,
      shop.id,
      list.map((good) => good.id),
    );
    const { version } = await syncOf(device, 0);
    // The first poll at a version confirms it; the ones after find nothing new.
    const empty = { version, goods: [], removed_plus: [], hot_keys: null, labels: null, qr: null, more: false };
    expect(await syncOf(device, version)).toEqual(empty);
    await t.db
      .update(scales)
      .set({ last_seen_time: new Date(0) })
      .where(eq(scales.id, scale.id));
    expect(await syncOf(device, version)).toEqual(empty);
    const seenAt = async () =>
      (await t.db.select().from(scales).where(eq(scales.id, scale.id)))[0]?.last_seen_time?.toISOString();
    expect(await seenAt()).toBe(clock().toISOString());
    // Polls in the next half minute leave the time as it is; the first after it moves it on.
    const firstSeen = clock().toISOString();
    clock.advance(20_000);
    expect(await syncOf(device, version)).toEqual(empty);
    expect(await seenAt()).toBe(firstSeen);
    clock.advance(10_000);
    expect(await syncOf(device, version)).toEqual(empty);
    expect(await seenAt()).toBe(clock().toISOString());

    // Another company's goods changing is not this scale's news.
    await t.as(other.user).put(`/api/management/goods/${other.goods[0]?.id}`, { unit_price: 4321 });
    expect(await syncOf(device, version)).toEqual(empty);

    await t.as(user).put(`/api/management/goods/${list[0]?.id}`, { unit_price: 1234 });
    const repriced = await syncOf(device, version);
    expect(repriced.goods).toEqual([expect.objectContaining({ plu: 1, unit_price: 1234 })]);
    await syncOf(device, repriced.version);

    const off = await t.as(user).post(`/api/scales/${scale.id}/goods`, { good_ids: [list[2]?.id], op_flag: 0 });
    expect(off.statusCode).toBe(200);
    const removed = await syncOf(device, repriced.version);
    expect(removed.removed_plus).toEqual([3]);
    await syncOf(device, removed.version);

    const hotKeys: HotKey[] = [{ key: 1, plu: 1, name: '商品1', type: 'UP' }];
    await t.db
      .update(scales)
      .set({ hot_keys: hotKeys, hot_keys_version: nextSyncVersion })
      .where(eq(scales.id, scale.id));
    expect((await syncOf(device, removed.version)).hot_keys).toEqual(hotKeys);
  });

  it('pages a large set by change number: 2000 goods an answer, then the rest', async () => {
    const { company, shop, goods: list } = await companyWithGoods(2100);
    const { device } = await scaleHolding(
      company.id,
      shop.id,
      list.map((good) => good.id),
    );
    const first = await syncOf(device, 0);
    expect(first.goods).toHaveLength(2000);
    expect(first.more).toBe(true);
    expect(first.version).toBe(first.goods[1999].sync_version);
    const rest = await syncOf(device, first.version);
    expect(rest.goods).toHaveLength(100);
    expect(rest.more).toBe(false);
    const plus = new Set([...first.goods, ...rest.goods].map((good: { plu: number }) => good.plu));
    expect(plus.size).toBe(2100);
  });

  it('never sends another company’s goods, even under the same PLU', async () => {
    const mine = await companyWithGoods(1, { name_lines: ['我的苹果'], name: '我的苹果' });
    const theirs = await companyWithGoods(2, { name_lines: ['别家的梨'], name: '别家的梨' });
    await scaleHolding(
      theirs.company.id,
      theirs.shop.id,
      theirs.goods.map((good) => good.id),
    );
    const { device } = await scaleHolding(mine.company.id, mine.shop.id, [mine.goods[0]?.id ?? 0]);
    const res = await device.get('/api/device/v1/sync?since=0');
    expect(res.body).not.toContain('别家的梨');
    expect(res.json().data.goods).toEqual([expect.objectContaining({ plu: 1, name_lines: ['我的苹果'] })]);
  });
});

describe('POST /api/device/v1/trades', () => {
  it('stores a batch once: sent again, every record is a duplicate', async () => {
    const { company, shop, goods: list } = await companyWithGoods(2);
    const { scale, device } = await scaleHolding(company.id, shop.id);
    const batch = [aTrade(), aTrade({ plu: 2, unit_price: 1001, weight_g: 1000, total_price: 1001 }), aTrade()];
    const first = await device.post('/api/device/v1/trades', { trades: batch });
    expect(first.json().data).toEqual({ accepted: 3, duplicates: 0, flagged: 0, rejected: [] });
    const again = await device.post('/api/device/v1/trades', { trades: [...batch, batch[0]] });
    expect(again.json().data).toEqual({ accepted: 0, duplicates: 4, flagged: 0, rejected: [] });

    const stored = await t.db.select().from(trades).where(eq(trades.scale_id, scale.id));
    expect(stored).toHaveLength(3);
    expect(stored.find((row) => row.plu === 2)).toMatchObject({
      company_id: company.id,
      shop_id: shop.id,
      good_id: list[1]?.id,
      name: '商品2',
      unit_price: 1001,
      weight_g: 1000,
      total_price: 1001,
      type: 'sale',
      flagged: false,
    });
    expect(stored[0]?.trade_time.toISOString()).toBe('2026-11-21T23:59:00.000Z');
  });

  it('counts a record repeated inside one batch once', async () => {
    const { company, shop } = await companyWithGoods(1);
    const { device } = await scaleHolding(company.id, shop.id);
    const trade = aTrade();
    const res = await device.post('/api/device/v1/trades', { trades: [trade, trade] });
    expect(res.json().data).toMatchObject({ accepted: 1, duplicates: 1 });
  });

  it('stores an unknown PLU with the name the scale printed, and no good', async () => {
    const { company, shop } = await companyWithGoods(1);
    const { scale, device } = await scaleHolding(company.id, shop.id);
    const trade = aTrade({ plu: 4321, name: '散装花生' });
    expect((await device.post('/api/device/v1/trades', { trades: [trade] })).json().data.accepted).toBe(1);
    const [row] = await t.db.select().from(trades).where(eq(trades.scale_id, scale.id));
    expect(row).toMatchObject({ plu: 4321, name: '散装花生', good_id: null, flagged: false });
  });

  it('looks PLUs up in the scale’s company only', async () => {
    const { company, shop } = await companyWithGoods(0);
    const other = await companyWithGoods(1);
    const { scale, device } = await scaleHolding(company.id, shop.id);
    await device.post('/api/device/v1/trades', { trades: [aTrade({ plu: 1 })] });
    const [row] = await t.db.select().from(trades).where(eq(trades.scale_id, scale.id));
    expect(row?.good_id).toBeNull();
    expect(row?.name).not.toBe(other.goods[0]?.name);
  });

  it('flags totals that do not match price × weight or count, by the good’s weight unit', async () => {
    const byKg = await companyWithGoods(1);
    const by500g = await t.db
      .insert(goods)
      .values({
        company_id: byKg.company.id,
        plu: 2,
        item_code: '2',
        name_lines: ['按斤'],
        name: '按斤',
        unit_price: 800,
        pricing_mode: 'by_weight',
        weight_unit: '500g',
      })
      .returning();
    await t.db.insert(goods).values({
      company_id: byKg.company.id,
      plu: 3,
      item_code: '3',
      name_lines: ['按件'],
      name: '按件',
      unit_price: 350,
      pricing_mode: 'by_count',
    });
    expect(by500g).toHaveLength(1);
    const { scale, device } = await scaleHolding(byKg.company.id, byKg.shop.id);
    const batch = [
      aTrade({ trade_no: 'ok-kg', unit_price: 1000, weight_g: 1234, total_price: 1233 }),
      aTrade({ trade_no: 'bad-kg', unit_price: 1000, weight_g: 1234, total_price: 1300 }),
      aTrade({ trade_no: 'ok-500g', plu: 2, unit_price: 800, weight_g: 750, total_price: 1200 }),
      aTrade({ trade_no: 'bad-500g', plu: 2, unit_price: 800, weight_g: 750, total_price: 600 }),
      aTrade({ trade_no: 'ok-count', plu: 3, unit_price: 350, weight_g: undefined, quantity: 3, total_price: 1050 }),
      aTrade({ trade_no: 'bad-count', plu: 3, unit_price: 350, weight_g: undefined, quantity: 3, total_price: 350 }),
      aTrade({
        trade_no: 'unknown-count',
        plu: 999,
        unit_price: 200,
        weight_g: undefined,
        quantity: 2,
        total_price: 400,
      }),
    ];
    const res = await device.post('/api/device/v1/trades', { trades: batch });
    expect(res.json().data).toEqual({ accepted: 7, duplicates: 0, flagged: 3, rejected: [] });
    const flagged = await t.db
      .select({ trade_no: trades.trade_no })
      .from(trades)
      .where(and(eq(trades.scale_id, scale.id), eq(trades.flagged, true)));
    expect(flagged.map((row) => row.trade_no).sort()).toEqual(['bad-500g', 'bad-count', 'bad-kg']);

    // The console's list says what each price is per, so that price × amount reads as the total.
    const listed = (await t.as(byKg.user).get('/api/management/trades?per_page=20')).json().data.list as {
      trade_no: string;
      trade_info: { price_unit: string; measure_unit_name: string; weight: number };
    }[];
    const shown = Object.fromEntries(listed.map((sale) => [sale.trade_no, sale.trade_info]));
    expect(shown['ok-kg']).toMatchObject({ price_unit: 'kg', measure_unit_name: 'kg', weight: 1.234 });
    expect(shown['ok-500g']).toMatchObject({ price_unit: '500g', measure_unit_name: 'kg', weight: 0.75 });
    expect(shown['ok-count']).toMatchObject({ price_unit: 'pcs', measure_unit_name: 'pcs', weight: 3 });
    expect(shown['unknown-count']).toMatchObject({ price_unit: 'pcs', measure_unit_name: 'pcs', weight: 2 });
  });

  it('lists a fixed-weight pack by its count, priced per pack, though the scale sends its weight too', async () => {
    const { company, user, shop } = await companyWithGoods(0);
    await t.db.insert(goods).values({
      company_id: company.id,
      plu: 7,
      item_code: '7',
      name_lines: ['羔羊肉卷 400g'],
      name: '羔羊肉卷 400g',
      unit_price: 3580,
      pricing_mode: 'by_count_fixed_weight',
      fixed_weight_g: 400,
    });
    const { device } = await scaleHolding(company.id, shop.id);
    const pack = aTrade({
      trade_no: 'packs',
      plu: 7,
      unit_price: 3580,
      weight_g: 1200,
      quantity: 3,
      total_price: 10740,
    });
    expect((await device.post('/api/device/v1/trades', { trades: [pack] })).json().data).toMatchObject({ flagged: 0 });
    const [sale] = (await t.as(user).get('/api/management/trades')).json().data.list;
    expect(sale.trade_info).toMatchObject({ unit_price: 3580, price_unit: 'pcs', measure_unit_name: 'pcs', weight: 3 });
  });

  it('rejects broken records by their place, naming the field, and stores the rest', async () => {
    const { company, shop } = await companyWithGoods(1);
    const { scale, device } = await scaleHolding(company.id, shop.id);
    const batch = [
      aTrade(),
      aTrade({ trade_no: undefined }),
      aTrade({ trade_no: 'negative', total_price: -5 }),
      aTrade({ trade_no: 'no-amount', weight_g: undefined }),
      'not a record',
      aTrade({ trade_no: 'newer-firmware', firmware_field: 1 }),
    ];
    const res = await device.post('/api/device/v1/trades', { trades: batch });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ accepted: 2, duplicates: 0, flagged: 0 });
    expect(data.rejected).toEqual([
      { index: 1, trade_no: null, reason: 'trade_no: 必填' },
      { index: 2, trade_no: 'negative', reason: 'total_price: 不能小于 0' },
      { index: 3, trade_no: 'no-amount', reason: 'weight_g: 须有重量（克）或数量' },
      { index: 4, trade_no: null, reason: '_: 格式不正确' },
    ]);
    expect(await t.db.select().from(trades).where(eq(trades.scale_id, scale.id))).toHaveLength(2);
  });

  it('refuses more than 1000 records a batch', async () => {
    const { company, shop } = await companyWithGoods(0);
    const { device } = await scaleHolding(company.id, shop.id);
    const res = await device.post('/api/device/v1/trades', {
      trades: Array.from({ length: 1001 }, (_, i) => aTrade({ trade_no: `bulk-${i}` })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toHaveProperty('trades');
  });
});
