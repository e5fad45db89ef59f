import type { LabelStyle } from '@tm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { goods } from '../goods/goods.table';
import { labels } from '../labels/labels.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ownTable = {
  size: { width: 40, height: 30 },
  itemList: [],
  qr_code_list: [],
  barcodeType: 'code128',
  unitList: [
    { unitNo: 1, unitItem: 'fixed', itemLength: 0, cutStyle: 0, startIndex: 0, addCharacter: 'TM' },
    { unitNo: 2, unitItem: 'plu', itemLength: 4, cutStyle: 0, startIndex: 0, addCharacter: '' },
  ],
} as unknown as LabelStyle;

async function company() {
  const { company, user } = await t.seed.companyWithUser();
  const shop = await t.seed.shop(company.id);
  const [own, plain] = await t.db
    .insert(labels)
    .values([
      { company_id: company.id, shop_id: shop.id, name: '追溯码标签', type: 'count', style: ownTable },
      {
        company_id: company.id,
        shop_id: shop.id,
        name: '无条码表',
        type: 'weight',
        style: { ...ownTable, unitList: [] } as LabelStyle,
      },
    ])
    .returning();
  const good = (plu: number, extra: Partial<typeof goods.$inferInsert>) => ({
    company_id: company.id,
    plu,
    item_code: String(plu),
    name_lines: [`商品${plu}`],
    name: `商品${plu}`,
    unit_price: 1000 + plu,
    pricing_mode: 'by_weight' as const,
    ...extra,
  });
  await t.db
    .insert(goods)
    .values([
      good(3, { barcode_format_id: 1 }),
      good(1, { barcode_format_id: 1 }),
      good(2, { barcode_format_id: 2 }),
      good(4, { label_format_id: own?.id, pricing_mode: 'by_count' }),
      good(5, { label_format_id: own?.id, barcode_format_id: 1 }),
      good(6, {}),
    ]);
  return { user, shop, own, plain };
}

describe('GET /api/management/barcode-formats', () => {
  it('lists the presets goods name and the labels with their own unit table, with counts and examples', async () => {
    const { user, own, shop } = await company();
    const formats = (await t.as(user).get('/api/management/barcode-formats')).json().data;
    expect(
      formats.map((f: { source: string; id: number; good_count: number }) => [f.source, f.id, f.good_count]),
    ).toEqual([
      ['preset', 1, 3],
      ['preset', 2, 1],
      ['label', own?.id, 1],
    ]);
    expect(formats[0].examples.map((g: { plu: number }) => g.plu)).toEqual([1, 3, 5]);
    expect(formats[0]).toMatchObject({
      type: 'ean13',
      units: expect.arrayContaining([expect.objectContaining({ addCharacter: '22' })]),
    });
    expect(formats[2]).toMatchObject({
      name: '追溯码标签',
      shop_name: shop.name,
      type: 'code128',
      examples: [expect.objectContaining({ plu: 4, name: '商品4', pricing_mode: 'by_count' })],
    });
  });

  it('shows a company only its own formats', async () => {
    await company();
    const { user } = await t.seed.companyWithUser();
    expect((await t.as(user).get('/api/management/barcode-formats')).json().data).toEqual([]);
  });
});
