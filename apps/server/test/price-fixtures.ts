import { applyDuePriceBatches } from '../src/modules/prices/prices.jobs';
import { manualClock, type TestApp, type TestUser } from './harness';
import { shopWithScales } from './scale-fixtures';

export const MINUTE = 60_000;

/** A test app's clock, moved by hand: batches start when the test says. */
export const priceClock = () => manualClock(new Date('2026-11-26T08:00:00Z'));

/**
 * A shop with two scales holding two goods (商品1 at 10.01, 商品2 at 10.02 a kilogram), the first
 * scale in the zone 北区 and the second in none; and the prices API as the company's user.
 */
export async function pricedShop(t: TestApp) {
  const shop = await shopWithScales(t);
  const api = pricesApi(t, shop.user);
  const zone = (await api.post('/zones', { name: '北区', scale_ids: [shop.first.scale.id] })).json().data as {
    id: number;
  };
  return { ...shop, api, zone };
}

export function pricesApi(t: TestApp, user: TestUser) {
  const as = t.as(user);
  const base = '/api/management/prices';
  return {
    get: (path: string) => as.get(`${base}${path}`),
    post: (path: string, body?: unknown) => as.post(`${base}${path}`, body),
    put: (path: string, body?: unknown) => as.put(`${base}${path}`, body),
    delete: (path: string) => as.delete(`${base}${path}`),
    upload: (path: string, form: FormData) => as.upload(`${base}${path}`, form),
  };
}

/** Runs the periodic job once at the app's present moment, as a server instance's timer would. */
export const runPriceJob = (t: TestApp) => applyDuePriceBatches(t.db, t.clock());

/** The unit price each good arrives at on a scale that syncs from scratch, by PLU. */
export async function pricesOnScale(device: ReturnType<TestApp['as']>): Promise<Record<number, number>> {
  const answer = (await device.get('/api/device/v1/sync?since=0')).json().data as {
    goods: { plu: number; unit_price: number }[];
  };
  return Object.fromEntries(answer.goods.map((good) => [good.plu, good.unit_price]));
}
