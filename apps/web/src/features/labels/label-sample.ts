import {
  barcodePresetOf,
  composeBarcode,
  type BarcodeType,
  type BarcodeUnit,
  type LabelData,
  type LabelStyle,
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

/** What the sample sale fills a label's fields with: 1.234 kg packed today, five days' shelf life. */
export function sampleLabelData(style: LabelStyle, shopName: string, origin: string): LabelData {
  const weight = 1234;
  const total = Math.round((SAMPLE_GOOD.unit_price * weight) / 1000);
  const sale = {
    plu: SAMPLE_GOOD.plu,
    item_code: SAMPLE_GOOD.item_code,
    unit_price: SAMPLE_GOOD.unit_price,
    total_price: total,
    weight_g: weight,
    quantity: null,
  };
  const today = new Date();
  return {
    ...sale,
    name_lines: SAMPLE_GOOD.name_lines,
    info_lines: SAMPLE_GOOD.info_lines,
    pricing_mode: SAMPLE_GOOD.pricing_mode,
    pack_date: ymd(today),
    best_before: ymd(new Date(today.getTime() + 5 * 86_400_000)),
    shop_name: shopName,
    barcode: composeBarcode(barcodeRuleOf(style, SAMPLE_GOOD.barcode_format_id).units, sale).text,
    qr_url: `${origin}/external/qrdetail/sample`,
  };
}
