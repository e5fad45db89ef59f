import {
  barcodePresetOf,
  labelStyleSchema,
  pricingModeSchema,
  type LabelStyleInput,
  type LabelType,
  LABEL_TYPE_OF_PRICING,
} from '@tm/contracts';
import { and, eq } from 'drizzle-orm';
import { goods } from '../../modules/goods/goods.table';
import { labels, scaleLabels } from '../../modules/labels/labels.table';
import { nextSyncVersion, scales } from '../../modules/scales/scales.table';
import type { Db } from '../client';

const text = (value: string, x: number, y: number, w: number, h: number, font: number) =>
  ({ itemName: 'text', value, style: { x, y, w, h, font } }) as const;

const EAN13_PRICE = [...(barcodePresetOf(1)?.units ?? [])];

/**
 * The label formats every demo shop has: what a fresh-food counter prints. Fonts 17-24 are
 * upright (the font table in docs/labels.md): 18 = 2 mm, 19 = 2.5 mm, 21 = 4 mm, 22 = 5 mm.
 */
const DEMO_LABELS: { name: string; type: LabelType; style: LabelStyleInput }[] = [
  {
    name: '称重标签 40×30',
    type: 'weight',
    style: {
      size: { width: 40, height: 30 },
      itemList: [
        text('{name1}', 1, 1, 38, 5, 22),
        text('单价 {unit_price} 元/kg', 1, 7, 22, 3, 19),
        text('净重 {weight} kg', 1, 10, 22, 3, 19),
        text('¥{total_price}', 23, 7, 16, 5, 21),
        text('包装 {pack_date}', 1, 13, 22, 3, 18),
        { itemName: 'barCode', value: '{barcode}', style: { x: 1, y: 17, w: 30, h: 12, font: 18 } },
        text('{shop_name}', 23, 13, 16, 3, 18),
      ],
      qr_code_list: [],
      barcodeType: 'ean13',
      unitList: EAN13_PRICE,
    },
  },
  {
    name: '计件标签 40×30',
    type: 'count',
    style: {
      size: { width: 40, height: 30 },
      itemList: [
        text('{name1}', 1, 1, 38, 5, 22),
        text('{unit_price} 元/件 × {quantity}', 1, 7, 24, 3, 19),
        text('¥{total_price}', 25, 7, 14, 5, 21),
        text('保质期至 {best_before}', 1, 11, 30, 3, 18),
        { itemName: 'barCode', value: '{barcode}', style: { x: 1, y: 16, w: 30, h: 13, font: 18 } },
      ],
      qr_code_list: [],
      barcodeType: 'ean13',
      unitList: EAN13_PRICE,
    },
  },
  {
    name: '定重二维码标签 50×40',
    type: 'fixed_weight',
    style: {
      size: { width: 50, height: 40 },
      itemList: [
        text('{name1}', 1, 1, 48, 5, 22),
        text('{name2}', 1, 6, 48, 3, 19),
        text('净重 {weight} kg', 1, 10, 28, 3, 19),
        text('¥{total_price}', 1, 14, 28, 5, 21),
        text('包装 {pack_date}', 1, 20, 28, 3, 18),
        text('保质期至 {best_before}', 1, 23, 28, 3, 18),
        { itemName: 'QRCode', value: '{qr_url}', style: { x: 32, y: 10, w: 16, h: 16, font: 18 } },
        { itemName: 'barCode', value: '{barcode}', style: { x: 1, y: 27, w: 32, h: 12, font: 18 } },
        text('扫码查看', 33, 27, 15, 3, 18),
      ],
      qr_code_list: ['weight', 'total_price', 'pack_date', 'best_before'],
      barcodeType: 'ean13',
      unitList: EAN13_PRICE,
    },
  },
];

/**
 * Each demo shop gets the three formats, and every scale holds its shop's; goods name the
 * hypermarket's format of their pricing mode with the EAN-13 price barcode (a scale of another
 * shop prints a held format of the same type, see docs/labels.md).
 */
export async function seedDemoLabels(tx: Db, companyId: number, shopIds: number[], namingShopId: number) {
  const byShop = new Map<number, { id: number; type: LabelType }[]>();
  for (const shopId of shopIds) {
    const rows = await tx
      .insert(labels)
      .values(
        DEMO_LABELS.map((label) => ({
          company_id: companyId,
          shop_id: shopId,
          name: label.name,
          type: label.type,
          style: labelStyleSchema.parse(label.style),
        })),
      )
      .returning({ id: labels.id, type: labels.type });
    byShop.set(shopId, rows);
  }
  const demoScales = await tx
    .select({ id: scales.id, shop_id: scales.shop_id })
    .from(scales)
    .where(eq(scales.company_id, companyId));
  for (const scale of demoScales) {
    const held = byShop.get(scale.shop_id) ?? [];
    if (held.length > 0) {
      await tx
        .insert(scaleLabels)
        .values(held.map((label, slot) => ({ scale_id: scale.id, label_id: label.id, company_id: companyId, slot })));
      await tx.update(scales).set({ labels_version: nextSyncVersion }).where(eq(scales.id, scale.id));
    }
  }
  for (const mode of pricingModeSchema.options) {
    const label = byShop.get(namingShopId)?.find((row) => row.type === LABEL_TYPE_OF_PRICING[mode]);
    if (label) {
      await tx
        .update(goods)
        .set({ label_format_id: label.id, barcode_format_id: 1 })
        .where(and(eq(goods.company_id, companyId), eq(goods.pricing_mode, mode)));
    }
  }
}
