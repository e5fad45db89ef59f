import { newDeviceKey } from '../src/modules/device/device-auth';
import { goods } from '../src/modules/goods/goods.table';
import { scaleGoods, scales } from '../src/modules/scales/scales.table';
import type { TestApp } from './harness';

export const deviceAuth = (uuid: string, key: string) => `Basic ${Buffer.from(`${uuid}:${key}`).toString('base64')}`;

/** A shop with two goods and two scales holding both, each with its device key. */
export async function shopWithScales(t: TestApp) {
  const { company, user } = await t.seed.companyWithUser();
  const shop = await t.seed.shop(company.id);
  const held = await t.db
    .insert(goods)
    .values(
      [1, 2].map((plu) => ({
        company_id: company.id,
        plu,
        item_code: String(plu),
        name_lines: [`商品${plu}`],
        name: `商品${plu}`,
        unit_price: 1000 + plu,
        pricing_mode: 'by_weight' as const,
      })),
    )
    .returning();
  const counters = [];
  for (const name of ['熟食 1', '熟食 2']) {
    const { key, hash } = newDeviceKey();
    const uuid = `DL${Math.random().toString(36).slice(2, 12)}`;
    const [scale] = await t.db
      .insert(scales)
      .values({
        company_id: company.id,
        shop_id: shop.id,
        scale_name: name,
        scale_uuid: uuid,
        model: 'TM-Aa',
        device_key_hash: hash,
      })
      .returning();
    if (!scale) {
      throw new Error('not seeded');
    }
    await t.db
      .insert(scaleGoods)
      .values(held.map((good) => ({ scale_id: scale.id, good_id: good.id, company_id: company.id, plu: good.plu })));
    const device = t.as(null, { authorization: deviceAuth(uuid, key) });
    /** One full round of the device sync: fetch the changes, then confirm them by asking after them. */
    const syncFully = async () => {
      let since = 0;
      for (;;) {
        const answer = (await device.get(`/api/device/v1/sync?since=${since}`)).json().data;
        if (answer.version === since) {
          return since;
        }
        since = answer.version;
      }
    };
    counters.push({ scale, key, device, syncFully });
  }
  const [apple, pear] = held;
  const [first, second] = counters;
  if (!apple || !pear || !first || !second) {
    throw new Error('not seeded');
  }
  return { user, shop, apple, pear, first, second };
}

/** `count` sales of 500 g of PLU 1 (the first good of `shopWithScales`), made now, as a scale uploads them. */
export function saleRecords(count: number, prefix = 'S') {
  return Array.from({ length: count }, (_, i) => ({
    trade_no: `${prefix}${i}`,
    trade_time: new Date().toISOString(),
    plu: 1,
    unit_price: 1001,
    weight_g: 500,
    total_price: 501,
    type: 'sale' as const,
  }));
}
