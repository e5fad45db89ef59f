import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, manualClock, type TestApp } from '../../../test/harness';
import { scaleGoods } from '../scales/scales.table';
import { shopWithScales as seedShopWithScales } from '../../../test/scale-fixtures';

const clock = manualClock(new Date('2026-11-24T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

/** Moves the test clock to a moment. */
const setTime = (iso: string) => clock.advance(new Date(iso).getTime() - clock().getTime());
const shopWithScales = () => seedShopWithScales(t);
describe('delivery records', () => {
  it('records when each scale confirmed a good, and what is still on its way after a price change', async () => {
    const { user, shop, apple, first, second } = await shopWithScales();
    const deliveryOf = async () => (await t.as(user).get(`/api/management/goods/${apple.id}/delivery`)).json().data;

    const before = await deliveryOf();
    expect(before.scales.map((s: { delivered: boolean }) => s.delivered)).toEqual([false, false]);

    setTime('2026-11-24T09:05:00Z');
    await first.syncFully();
    await second.syncFully();
    const delivered = await deliveryOf();
    expect(delivered.scales).toEqual([
      expect.objectContaining({
        scale_name: '熟食 1',
        delivered: true,
        delivered_time: '2026-11-24T09:05:00.000Z',
        pending_changes: 0,
      }),
      expect.objectContaining({ scale_name: '熟食 2', delivered: true }),
    ]);

    // A new price reaches only the first scale; the second still sells at the old one.
    setTime('2026-11-24T09:14:03Z');
    expect((await t.as(user).put(`/api/management/goods/${apple.id}`, { unit_price: 1280 })).statusCode).toBe(200);
    setTime('2026-11-24T09:15:00Z');
    await first.syncFully();
    const after = await deliveryOf();
    expect(after).toMatchObject({ unit_price: 1280, price_since: '2026-11-24T09:14:03.000Z' });
    expect(after.scales).toEqual([
      expect.objectContaining({ scale_name: '熟食 1', delivered: true, delivered_time: '2026-11-24T09:15:00.000Z' }),
      expect.objectContaining({ scale_name: '熟食 2', delivered: false, delivered_time: null, pending_changes: 1 }),
    ]);

    const pending = (await t.as(user).get(`/api/management/deliveries/pending?shop_id=${shop.id}`)).json().data;
    expect(pending.meta.total).toBe(1);
    expect(pending.list[0]).toMatchObject({
      scale_name: '熟食 2',
      plu: 1,
      unit_price: 1280,
      delivered_price: 1001,
      changed_time: '2026-11-24T09:14:03.000Z',
      delivered_time: '2026-11-24T09:05:00.000Z',
    });

    const onScale = (await t.as(user).get(`/api/shops/${shop.id}/scales/${second.scale.id}/pending`)).json().data;
    expect(onScale).toMatchObject({ hot_keys: false, labels: false, goods_total: 1 });
    expect(onScale.goods).toEqual([expect.objectContaining({ plu: 1, kind: 'changed', unit_price: 1280 })]);

    await second.syncFully();
    expect((await t.as(user).get(`/api/management/deliveries/pending?shop_id=${shop.id}`)).json().data.meta.total).toBe(
      0,
    );
  });

  it('names goods put on and taken off a scale that has not synced since', async () => {
    const { user, shop, apple, pear, first } = await shopWithScales();
    await first.syncFully();
    await t.db.delete(scaleGoods).where(inArray(scaleGoods.good_id, [pear.id]));
    expect(
      (await t.as(user).post(`/api/scales/${first.scale.id}/goods`, { good_ids: [apple.id], op_flag: 0 })).statusCode,
    ).toBe(200);
    const onScale = (await t.as(user).get(`/api/shops/${shop.id}/scales/${first.scale.id}/pending`)).json().data;
    expect(onScale.goods).toEqual([expect.objectContaining({ plu: 1, kind: 'removed' })]);
  });

  it('records when the hot keys reached the scale, and shows new ones pending until the next sync', async () => {
    const { user, shop, first } = await shopWithScales();
    const url = `/api/shops/${shop.id}/scales/${first.scale.id}`;
    const keys = (plu: number) => ({ hot_keys: [{ key: 1, plu, type: 'UP' }] });
    expect((await t.as(user).put(`${url}/hot_keys`, keys(1))).statusCode).toBe(200);
    setTime('2026-11-24T10:00:00Z');
    await first.syncFully();
    expect((await t.as(user).get(`${url}/pending`)).json().data).toMatchObject({
      hot_keys: false,
      hot_keys_delivered_time: '2026-11-24T10:00:00.000Z',
      labels_delivered_time: null,
    });
    setTime('2026-11-24T10:10:00Z');
    await t.as(user).put(`${url}/hot_keys`, keys(2));
    expect((await t.as(user).get(`${url}/pending`)).json().data).toMatchObject({
      hot_keys: true,
      hot_keys_delivered_time: '2026-11-24T10:00:00.000Z',
    });
    setTime('2026-11-24T10:11:00Z');
    await first.syncFully();
    expect((await t.as(user).get(`${url}/pending`)).json().data).toMatchObject({
      hot_keys: false,
      hot_keys_delivered_time: '2026-11-24T10:11:00.000Z',
    });
  });

  it('shows another company nothing', async () => {
    const { apple, shop, first } = await shopWithScales();
    const { user: stranger } = await t.seed.companyWithUser();
    expect((await t.as(stranger).get(`/api/management/goods/${apple.id}/delivery`)).statusCode).toBe(404);
    expect((await t.as(stranger).get(`/api/shops/${shop.id}/scales/${first.scale.id}/pending`)).statusCode).toBe(404);
    expect((await t.as(stranger).get('/api/management/deliveries/pending')).json().data.meta.total).toBe(0);
  });
});
