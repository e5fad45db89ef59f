import type { LabelStyle } from '@tm/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { gateways } from '../gateways/gateways.table';
import { goods } from '../goods/goods.table';
import { labels, scaleLabels } from '../labels/labels.table';
import { scaleGoods, scales } from '../scales/scales.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const style = (width: number) => ({ size: { width, height: 40 }, itemList: [] }) as unknown as LabelStyle;

/** A shop with a 60 mm label, a TM-Aa scale holding two goods and a gateway it can be put behind. */
async function counter() {
  const { company, user } = await t.seed.companyWithUser();
  const shop = await t.seed.shop(company.id);
  const [wide] = await t.db
    .insert(labels)
    .values({ company_id: company.id, shop_id: shop.id, name: '宽标签', type: 'weight', style: style(60) })
    .returning();
  const good = (plu: number, name: string, extra: Partial<typeof goods.$inferInsert> = {}) => ({
    company_id: company.id,
    plu,
    item_code: String(plu),
    name_lines: [name],
    name,
    unit_price: 800,
    pricing_mode: 'by_weight' as const,
    ...extra,
  });
  const [apple, cake] = await t.db
    .insert(goods)
    .values([
      good(1001, '苹果', { label_format_id: wide?.id, tare_g: 5 }),
      good(1002, '喆式烧饼', { unit_price: 1_200_000 }),
    ])
    .returning();
  const [scale] = await t.db
    .insert(scales)
    .values({
      company_id: company.id,
      shop_id: shop.id,
      scale_name: '果蔬秤',
      scale_uuid: `TMFIT${Math.random().toString(36).slice(2, 10)}`,
      model: 'TM-Aa',
      hot_keys: [
        { key: 1, plu: 1001, name: '苹果', type: 'UP' },
        { key: 5, plu: 1002, name: '烧饼', type: 'DOWN' },
      ],
    })
    .returning();
  const [gateway] = await t.db
    .insert(gateways)
    .values({
      company_id: company.id,
      shop_id: shop.id,
      name: '收银台电脑',
      gateway_uuid: `GW${Date.now()}`,
      key_hash: 'x',
    })
    .returning();
  if (!wide || !apple || !cake || !scale || !gateway) {
    throw new Error('not seeded');
  }
  await t.db
    .insert(scaleGoods)
    .values(
      [apple, cake].map((held) => ({ scale_id: scale.id, good_id: held.id, company_id: company.id, plu: held.plu })),
    );
  return { company, user, shop, wide, apple, cake, scale, gateway };
}

describe('GET /api/management/goods/fit', () => {
  it('names, per good, each scale holding it that cannot take it and why', async () => {
    const { user, wide, apple, cake, scale } = await counter();
    const url = `/api/management/goods/fit?good_ids=${apple.id},${cake.id}`;
    const fit = (await t.as(user).get(url)).json().data;
    expect(fit).toEqual([
      {
        good_id: apple.id,
        scales: [
          expect.objectContaining({
            scale_id: scale.id,
            scale_name: '果蔬秤',
            via_gateway: false,
            problems: [{ code: 'label_missing', detail: '' }],
          }),
        ],
      },
      {
        good_id: cake.id,
        scales: [
          expect.objectContaining({
            problems: [
              { code: 'price_digits', detail: '1200000' },
              { code: 'not_gb2312', detail: '喆' },
              { code: 'label_missing', detail: '' },
            ],
          }),
        ],
      },
    ]);

    // Once the scale holds the label, its width is what does not fit the 56 mm head; the cake,
    // priced by weight too, prints with it as well.
    await t.db
      .insert(scaleLabels)
      .values({ scale_id: scale.id, label_id: wide.id, company_id: scale.company_id, slot: 0 });
    const [appleFit, cakeFit] = (await t.as(user).get(url)).json().data;
    expect(appleFit.scales[0].problems).toEqual([{ code: 'label_too_wide', detail: '60' }]);
    expect(cakeFit.scales[0].problems.map((p: { code: string }) => p.code)).toEqual([
      'price_digits',
      'not_gb2312',
      'label_too_wide',
    ]);
  });

  it('adds the TM LAN limits once the scale is behind a gateway', async () => {
    const { user, apple, scale, gateway, shop } = await counter();
    await t.db.update(scales).set({ gateway_id: gateway.id, lan_ip: '192.168.1.20' }).where(eq(scales.id, scale.id));
    const [appleFit] = (await t.as(user).get(`/api/management/goods/fit?good_ids=${apple.id}`)).json().data;
    expect(appleFit.scales[0]).toMatchObject({ via_gateway: true });
    expect(appleFit.scales[0].problems.map((p: { code: string }) => p.code)).toEqual([
      'label_missing',
      'tare_not_sent',
    ]);

    const report = (await t.as(user).get(`/api/shops/${shop.id}/scales/${scale.id}/fit`)).json().data;
    expect(report).toMatchObject({ hot_keys_beyond: [76], goods_checked: 2 });
    expect(report.goods.map((g: { plu: number }) => g.plu)).toEqual([1001, 1002]);
  });

  it('shows another company nothing and refuses a malformed list, naming it', async () => {
    const { apple, scale, shop } = await counter();
    const other = await counter();
    expect((await t.as(other.user).get(`/api/management/goods/fit?good_ids=${apple.id}`)).json().data).toEqual([]);
    expect((await t.as(other.user).get(`/api/shops/${shop.id}/scales/${scale.id}/fit`)).statusCode).toBe(404);
    const bad = await t.as(other.user).get('/api/management/goods/fit?good_ids=1,x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields.good_ids).toBe('商品编号应为逗号分隔的数字，最多 100 个');
  });
});
