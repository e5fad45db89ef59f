import {
  barcodePresetOf,
  composeBarcode,
  pricePerKg,
  type BarcodeType,
  type BarcodeUnit,
  type LabelData,
  type LabelStyle,
  type LabelType,
  type WeightUnit,
} from '@tm/contracts';

/** The good the designer's preview prints when none is chosen: a weighed vegetable at a deli counter. */
export const SAMPLE_GOOD = {
  plu: 1001,
  item_code: '1001',
  name_lines: ['西红柿', '山东寿光'],
  info_lines: ['产地：山东寿光', '冷藏 0-4℃'],
  unit_price: 398,
  pricing_mode: 'by_weight' as const,
  barcode_format_id: 1,
};

/**
 * The sample good of each label type: a label for counted goods previews one sold by the piece (a
 * weighed one filled its "元/件 ×" with a weight's total), a fixed-weight label a pack.
 */
const SAMPLE_GOODS: Record<LabelType, LabelGood & { unit_price: number }> = {
  weight: SAMPLE_GOOD,
  total: SAMPLE_GOOD,
  count: {
    ...SAMPLE_GOOD,
    plu: 5001,
    item_code: '5001',
    name_lines: ['甜玉米', '云南'],
    info_lines: ['产地：云南', '常温保存'],
    unit_price: 350,
    pricing_mode: 'by_count',
  },
  fixed_weight: {
    ...SAMPLE_GOOD,
    plu: 3101,
    item_code: '3101',
    name_lines: ['羔羊肉卷 400g', '内蒙古'],
    info_lines: ['产地：内蒙古', '冷冻 -18℃'],
    unit_price: 3580,
    pricing_mode: 'by_count_fixed_weight',
    fixed_weight_g: 400,
  },
};

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The barcode a label prints: its own unit table, else the good's preset (the price EAN-13 by default). */
export function barcodeRuleOf(
  style: Pick<LabelStyle, 'unitList' | 'barcodeType'>,
  presetId: number | null,
): { type: BarcodeType; units: readonly BarcodeUnit[] } {
  if (style.unitList.length > 0) {
    return { type: style.barcodeType, units: style.unitList };
  }
  const preset = barcodePresetOf(presetId ?? 1) ?? barcodePresetOf(1);
  return { type: preset?.type ?? 'ean13', units: preset?.units ?? [] };
}

/** What a label prints of a good. */
export type LabelGood = {
  plu: number;
  item_code: string;
  name_lines: string[];
  info_lines?: string[];
  pricing_mode: LabelData['pricing_mode'];
  /** What a weighed good's price is for; a label prints it per kilogram. */
  weight_unit?: WeightUnit;
  /** A fixed-weight pack's weight, which its label prints as the net weight. */
  fixed_weight_g?: number | null;
  barcode_format_id?: number | null;
  shelf_life_days?: number;
};

/**
 * What a sale of `good` at `unitPrice` (per its weight unit) fills a label's fields with: 1.234 kg
 * (or one piece, a pack of its fixed weight) packed today at the price per kilogram, best before after the good's shelf life
 * (five days when it has none).
 */
export function labelDataFor(
  style: LabelStyle,
  good: LabelGood,
  unitPrice: number,
  shopName: string,
  origin: string,
): LabelData {
  const weighed = good.pricing_mode === 'by_weight';
  const weight = 1234;
  const perLabel = pricePerKg({
    unit_price: unitPrice,
    pricing_mode: good.pricing_mode,
    weight_unit: good.weight_unit ?? 'kg',
  });
  const sale = {
    plu: good.plu,
    item_code: good.item_code,
    unit_price: perLabel,
    total_price: weighed ? Math.round((perLabel * weight) / 1000) : perLabel,
    weight_g: weighed ? weight : (good.fixed_weight_g ?? null),
    quantity: weighed ? null : 1,
  };
  const today = new Date();
  return {
    ...sale,
    name_lines: good.name_lines,
    info_lines: good.info_lines ?? [],
    pricing_mode: good.pricing_mode,
    pack_date: ymd(today),
    best_before: ymd(new Date(today.getTime() + (good.shelf_life_days || 5) * 86_400_000)),
    shop_name: shopName,
    barcode: composeBarcode(barcodeRuleOf(style, good.barcode_format_id ?? null).units, sale).text,
    qr_url: `${origin}/external/qrdetail/sample`,
  };
}

/**
 * What the sample sale of a label's type fills its fields with: 1.234 kg (or one piece) packed
 * today, five days' shelf life.
 */
export const sampleLabelData = (style: LabelStyle, shopName: string, origin: string, type: LabelType = 'weight') =>
  labelDataFor(style, SAMPLE_GOODS[type], SAMPLE_GOODS[type].unit_price, shopName, origin);
