import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, manualClock, type TestApp } from '../../../test/harness';
import { shopWithScales } from '../../../test/scale-fixtures';

// 2026-11-24 10:30 in Beijing; the reader's day began at 00:00 Beijing time (16:00 UTC the day before).
const clock = manualClock(new Date('2026-11-24T02:30:00Z'));
const FROM = '2026-11-23T16:00:00.000Z';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

let serial = 0;
const trade = (time: string, total: number, type: 'sale' | 'return' | 'void' = 'sale', weight = 500) => ({
  trade_no: `T${(serial += 1)}`,
  trade_time: time,
  plu: 1,
  unit_price: 1001,
  weight_g: weight,
  total_price: total,
  type,
});

describe('GET /api/management/dashboard/today', () => {
  it('adds up today against yesterday by the same hour, by hour, with scales online and the latest sales', async () => {
    const { user, shop, first, second } = await shopWithScales(t);
    const today = [
      trade('2026-11-24T01:10:00Z', 1200),
      trade('2026-11-24T01:40:00Z', 800),
      trade('2026-11-24T02:05:00Z', 300, 'return'),
      trade('2026-11-24T02:06:00Z', 999, 'void'),
    ];
    const yesterday = [trade('2026-11-23T01:30:00Z', 500), trade('2026-11-23T09:00:00Z', 4000)];
    expect((await first.device.post('/api/device/v1/trades', { trades: today })).json().data.accepted).toBe(4);
    await second.device.post('/api/device/v1/trades', { trades: yesterday });
    // Sent again (the scale missed the answer): counted once.
    expect((await first.device.post('/api/device/v1/trades', { trades: today })).json().data.duplicates).toBe(4);

    const res = await t.as(user).get(`/api/management/dashboard/today?from=${FROM}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.today).toEqual({
      sale_count: 2,
      sale_amount: 2000,
      sale_weight_g: 1000,
      sale_pieces: 0,
      return_count: 1,
      return_amount: 300,
      net_amount: 1700,
      avg_sale: 1000,
    });
    expect(data.yesterday_by_now).toMatchObject({ sale_count: 1, sale_amount: 500 });
    expect(data.yesterday).toMatchObject({ sale_count: 2, sale_amount: 4500 });
    expect(data.hourly).toHaveLength(24);
    // 09:00-10:00 Beijing time is the tenth hour of the day.
    expect(data.hourly[9]).toEqual({ hour: '2026-11-24T01:00:00.000Z', sale_amount: 2000, sale_count: 2 });
    expect(data.scales).toEqual({ total: 2, online: 2 });
    expect(data.latest.map((sale: { total_price: number }) => sale.total_price)).toEqual([999, 300, 800, 1200]);
    expect(data.latest[0]).toMatchObject({ shop_name: shop.name, scale_name: '熟食 1', type: 'void' });

    const oneShop = await t.as(user).get(`/api/management/dashboard/today?from=${FROM}&shop_id=${shop.id}`);
    expect(oneShop.json().data.today.sale_amount).toBe(2000);
  });

  it('shows a company nothing of another, and names a day start that is not today', async () => {
    const a = await shopWithScales(t);
    const b = await shopWithScales(t);
    await a.first.device.post('/api/device/v1/trades', { trades: [trade('2026-11-24T01:00:00Z', 7000)] });
    const seenByB = (await t.as(b.user).get(`/api/management/dashboard/today?from=${FROM}`)).json().data;
    expect(seenByB.today.sale_amount).toBe(0);
    expect(seenByB.latest).toEqual([]);
    const foreignShop = await t.as(b.user).get(`/api/management/dashboard/today?from=${FROM}&shop_id=${a.shop.id}`);
    expect(foreignShop.statusCode).toBe(404);
    const admin = await t.seed.admin();
    const forA = await t.as(admin).get(`/api/management/dashboard/today?from=${FROM}&company_id=${a.shop.company_id}`);
    expect(forA.json().data.today.sale_amount).toBe(7000);

    const stale = await t.as(b.user).get('/api/management/dashboard/today?from=2026-11-01T16:00:00Z');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().data.fields).toEqual({ from: '「今天」的起点应为两天之内的时间（ISO 8601，带时区）' });
  });

  it('ranks the shops of a company by today, against yesterday by now, with the shops that sold nothing', async () => {
    const { user, shop, first } = await shopWithScales(t);
    const quiet = await t.seed.shop(shop.company_id, { name: '安静的门店' });
    await first.device.post('/api/device/v1/trades', {
      trades: [
        trade('2026-11-24T01:00:00Z', 3000),
        trade('2026-11-24T01:30:00Z', 500, 'return'),
        trade('2026-11-23T01:00:00Z', 2000),
        trade('2026-11-23T08:00:00Z', 9000),
      ],
    });
    const res = await t.as(user).get(`/api/management/dashboard/shops?from=${FROM}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.shops).toEqual([
      expect.objectContaining({
        shop_id: shop.id,
        today: { net_amount: 2500, sale_count: 1 },
        yesterday_by_now: { net_amount: 2000, sale_count: 1 },
      }),
      expect.objectContaining({
        shop_id: quiet.id,
        shop_name: '安静的门店',
        today: { net_amount: 0, sale_count: 0 },
        yesterday_by_now: { net_amount: 0, sale_count: 0 },
      }),
    ]);
    const other = await shopWithScales(t);
    const seenByOther = (await t.as(other.user).get(`/api/management/dashboard/shops?from=${FROM}`)).json().data;
    expect(seenByOther.shops.map((row: { shop_id: number }) => row.shop_id)).toEqual([other.shop.id]);
  });
});
