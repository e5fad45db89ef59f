import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, manualClock, type TestApp } from '../../../test/harness';
import { pricedShop } from '../../../test/price-fixtures';
import { shopWithScales } from '../../../test/scale-fixtures';

const clock = manualClock(new Date('2026-11-24T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const setTime = (iso: string) => clock.advance(new Date(iso).getTime() - clock().getTime());
const holding = (plu: number, unit_price: number, name = `商品${plu}`) => ({ plu, unit_price, name });

describe('comparing a scale with the cloud', () => {
  it('lists what the scale holds differently, and marks what its next sync should put right', async () => {
    const { user, shop, apple, first } = await shopWithScales(t);
    const compareUrl = `/api/shops/${shop.id}/scales/${first.scale.id}/compare`;
    expect((await t.as(user).get(compareUrl)).json().data).toMatchObject({
      reported_time: null,
      source: null,
      cloud_count: 2,
      differences: [],
    });

    await first.syncFully();
    setTime('2026-11-24T09:30:00Z');
    const report = await first.device.post('/api/device/v1/holdings', {
      source: 'scale_memory',
      goods: [holding(1, 1001), holding(2, 900), holding(77, 500, '旧商品')],
    });
    expect(report.statusCode).toBe(200);
    expect(report.json().data).toMatchObject({ received: 3 });

    const compared = (await t.as(user).get(compareUrl)).json().data;
    expect(compared).toMatchObject({
      reported_time: '2026-11-24T09:30:00.000Z',
      source: 'scale_memory',
      cloud_count: 2,
      scale_count: 3,
      matching: 1,
      differences_total: 2,
    });
    expect(compared.differences).toEqual([
      expect.objectContaining({ plu: 2, kind: 'price', cloud_price: 1002, scale_price: 900, pending: false }),
      expect.objectContaining({ plu: 77, kind: 'extra', good_id: null, scale_name: '旧商品', pending: false }),
    ]);

    // A new price in the cloud: the scale's old price is a difference its next sync clears.
    expect((await t.as(user).put(`/api/management/goods/${apple.id}`, { unit_price: 1280 })).statusCode).toBe(200);
    const afterEdit = (await t.as(user).get(compareUrl)).json().data;
    expect(afterEdit.differences[0]).toMatchObject({ plu: 1, kind: 'price', cloud_price: 1280, pending: true });

    // A report without a good the cloud has on the scale, and with a name the cloud changed.
    await first.device.post('/api/device/v1/holdings', {
      source: 'gateway_record',
      goods: [holding(1, 1280, '苹果')],
    });
    const missing = (await t.as(user).get(compareUrl)).json().data;
    expect(missing.source).toBe('gateway_record');
    expect(missing.differences).toEqual([
      expect.objectContaining({ plu: 1, kind: 'name', cloud_name: '商品1', scale_name: '苹果' }),
      expect.objectContaining({ plu: 2, kind: 'missing', cloud_price: 1002, scale_price: null }),
    ]);
  });

  it('finds sales made after a price arrived at a price other than the cloud’s', async () => {
    const { user, shop, first } = await shopWithScales(t);
    const sale = (tradeNo: string, time: string, unitPrice: number) => ({
      trade_no: tradeNo,
      trade_time: time,
      plu: 2,
      unit_price: unitPrice,
      weight_g: 1000,
      total_price: unitPrice,
      type: 'sale',
    });
    setTime('2026-11-24T09:00:00Z');
    await first.device.post('/api/device/v1/trades', { trades: [sale('before', '2026-11-24T08:50:00Z', 700)] });
    setTime('2026-11-24T10:00:00Z');
    await first.syncFully();
    const upload = await first.device.post('/api/device/v1/trades', {
      trades: [
        sale('right', '2026-11-24T10:10:00Z', 1002),
        sale('wrong-1', '2026-11-24T10:20:00Z', 950),
        sale('wrong-2', '2026-11-24T10:40:00Z', 950),
      ],
    });
    expect(upload.json().data.accepted).toBe(3);

    const compared = (await t.as(user).get(`/api/shops/${shop.id}/scales/${first.scale.id}/compare`)).json().data;
    expect(compared.sold_prices).toEqual([
      expect.objectContaining({
        plu: 2,
        cloud_price: 1002,
        sold_price: 950,
        sales: 2,
        last_sold_time: '2026-11-24T10:40:00.000Z',
      }),
    ]);
  });

  it('compares with the price of the scale’s zone, which is what the cloud sent it', async () => {
    const { user, shop, apple, first, api, zone } = await pricedShop(t);
    setTime('2026-11-24T10:30:00Z');
    expect((await api.put(`/goods/${apple.id}/zones/${zone.id}`, { unit_price: 1500 })).statusCode).toBe(200);
    await first.syncFully();
    await first.device.post('/api/device/v1/holdings', {
      source: 'scale_memory',
      goods: [holding(1, 1500), holding(2, 1002)],
    });
    setTime('2026-11-24T10:40:00Z');
    await first.device.post('/api/device/v1/trades', {
      trades: [
        {
          trade_no: 'zone-1',
          trade_time: '2026-11-24T10:35:00Z',
          plu: 1,
          unit_price: 1500,
          weight_g: 1000,
          total_price: 1500,
          type: 'sale',
        },
      ],
    });
    const compared = (await t.as(user).get(`/api/shops/${shop.id}/scales/${first.scale.id}/compare`)).json().data;
    expect(compared).toMatchObject({ matching: 2, differences_total: 0, differences: [], sold_prices: [] });
  });

  it('refuses a report that names a PLU twice or a negative price, and keeps the last good report', async () => {
    const { user, shop, first } = await shopWithScales(t);
    await first.device.post('/api/device/v1/holdings', { source: 'scale_memory', goods: [holding(1, 1001)] });

    const twice = await first.device.post('/api/device/v1/holdings', {
      source: 'scale_memory',
      goods: [holding(2, 1002), holding(2, 1002)],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().data.fields).toEqual({ 'goods.1.plu': '同一个 PLU 编号上报了两次' });
    const negative = await first.device.post('/api/device/v1/holdings', {
      source: 'scale_memory',
      goods: [holding(2, -5)],
    });
    expect(negative.statusCode).toBe(400);
    expect(Object.keys(negative.json().data.fields)).toEqual(['goods.0.unit_price']);

    const compared = (await t.as(user).get(`/api/shops/${shop.id}/scales/${first.scale.id}/compare`)).json().data;
    expect(compared.scale_count).toBe(1);
    expect(compared.differences).toEqual([expect.objectContaining({ plu: 2, kind: 'missing' })]);
  });

  it('needs the scale’s key, and shows another company nothing', async () => {
    const { shop, first } = await shopWithScales(t);
    const { user: stranger } = await t.seed.companyWithUser();
    expect((await t.as(null).post('/api/device/v1/holdings', { source: 'scale_memory', goods: [] })).statusCode).toBe(
      401,
    );
    expect((await t.as(stranger).get(`/api/shops/${shop.id}/scales/${first.scale.id}/compare`)).statusCode).toBe(404);
  });
});
