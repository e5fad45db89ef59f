import { z } from 'zod';

/**
 * How a label's barcode is built from the sale (console spec §3, the label unit table): units in
 * `unitNo` order, each taking one field, cut or padded to `itemLength`, with `addCharacter` printed
 * before it. docs/labels.md explains every column with examples.
 */
export const BARCODE_UNIT_ITEMS = [
  /** Only the unit's `addCharacter` (e.g. the flag digits 20-29 of a weight-embedded EAN-13). */
  'fixed',
  'plu',
  'item_code',
  /** The price charged per kg (or per piece), in fen. */
  'unit_price',
  /** The total of the sale, in fen. */
  'total_price',
  /** Net weight in grams. */
  'weight',
  /** Pieces of a count sale. */
  'quantity',
  /** The GS1 price check digit over the total price's last 4 digits (the unit's length is 1). */
  'price_check',
  /** The symbology's check digit over everything before it (EAN-13 mod 10). */
  'check',
] as const;
export type BarcodeUnitItem = (typeof BARCODE_UNIT_ITEMS)[number];

/** 0: keep the right end of a longer value, 1: the middle, 2: the left end (spec §3). */
export const CUT_STYLES = [0, 1, 2] as const;
export type CutStyle = (typeof CUT_STYLES)[number];

export const BARCODE_UNITS_MAX = 10;
/** What a scale's barcode field holds (TM protocol: the main barcode of up to 24 characters). */
export const BARCODE_LENGTH_MAX = 24;

export const barcodeUnitSchema = z.object({
  unitNo: z.int().min(1).max(BARCODE_UNITS_MAX),
  unitItem: z.enum(BARCODE_UNIT_ITEMS, { error: 'barcode_unit_item' }),
  /** Characters this unit takes; 0 takes the value as it is. */
  itemLength: z.int().min(0).max(BARCODE_LENGTH_MAX),
  cutStyle: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'cut_style_invalid' }),
  /** Characters skipped from the cut end before taking `itemLength` (for the middle style: shift right). */
  startIndex: z.int().min(0).max(BARCODE_LENGTH_MAX),
  /** Printed before the unit; the whole unit for `fixed`. */
  addCharacter: z
    .string()
    .max(6)
    .regex(/^[0-9A-Za-z -]*$/, { error: 'add_character_invalid' }),
});
export type BarcodeUnit = z.infer<typeof barcodeUnitSchema>;

export const BARCODE_TYPES = ['ean13', 'code128'] as const;
export const barcodeTypeSchema = z.enum(BARCODE_TYPES);
export type BarcodeType = z.infer<typeof barcodeTypeSchema>;

/** The values of one sale that a barcode or a label text can carry. */
export type BarcodeSale = {
  plu: number;
  item_code: string;
  unit_price: number;
  total_price: number;
  weight_g: number | null;
  quantity: number | null;
};

/** EAN-13 (and EAN-8, UPC-A) check digit: weights 3 and 1 from the right, mod 10. */
export function eanCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

// GS1 General Specifications, price/weight check digit: the weighting factors 2-, 3 and 5- as tables.
const WEIGHT_2_MINUS = [0, 2, 4, 6, 8, 9, 1, 3, 5, 7];
const WEIGHT_3 = [0, 3, 6, 9, 2, 5, 8, 1, 4, 7];
const WEIGHT_5_MINUS = [0, 5, 9, 4, 8, 3, 7, 2, 6, 1];

/** GS1 check digit of a four-digit price field: factors 2-, 2-, 3, 5-, sum × 3, units digit. */
export function priceCheckDigit(price4: string): number {
  if (!/^\d{4}$/.test(price4)) {
    throw new Error(`A price check digit needs 4 digits, got "${price4}"`);
  }
  const tables = [WEIGHT_2_MINUS, WEIGHT_2_MINUS, WEIGHT_3, WEIGHT_5_MINUS];
  const sum = tables.reduce((total, table, i) => total + (table[Number(price4[i])] ?? 0), 0);
  return (sum * 3) % 10;
}

/** Cuts a value longer than `length` by the unit's style, or pads a shorter one with zeros on the left. */
export function fitUnitValue(value: string, length: number, cutStyle: CutStyle, startIndex: number): string {
  if (length === 0) {
    return value;
  }
  if (cutStyle === 1) {
    if (value.length <= length) {
      return value.padStart(length, '0');
    }
    const from = Math.min(Math.floor((value.length - length) / 2) + startIndex, value.length - length);
    return value.slice(from, from + length);
  }
  if (value.length < length + startIndex) {
    // Too short to cut: the value is padded (numbers keep their worth with leading zeros).
    const usable = cutStyle === 2 ? value.slice(startIndex) : value.slice(0, value.length - startIndex);
    return usable.slice(-length).padStart(length, '0');
  }
  switch (cutStyle) {
    case 0:
      return value.slice(value.length - startIndex - length, value.length - startIndex);
    case 2:
      return value.slice(startIndex, startIndex + length);
  }
}

function unitSource(unit: BarcodeUnit, sale: BarcodeSale, built: string): string {
  switch (unit.unitItem) {
    case 'fixed':
      return '';
    case 'plu':
      return String(sale.plu);
    case 'item_code':
      return sale.item_code;
    case 'unit_price':
      return String(sale.unit_price);
    case 'total_price':
      return String(sale.total_price);
    case 'weight':
      return String(sale.weight_g ?? 0);
    case 'quantity':
      return String(sale.quantity ?? 0);
    case 'price_check':
      return String(priceCheckDigit(fitUnitValue(String(sale.total_price), 4, 0, 0)));
    case 'check':
      return String(eanCheckDigit(built.replace(/\D/g, '')));
  }
}

export type ComposedBarcode = {
  text: string;
  /** Each unit's part of `text`, in order, for showing how the barcode was built. */
  parts: { unitNo: number; unitItem: BarcodeUnitItem; text: string }[];
};

/** Builds the barcode of a sale from a unit table. */
export function composeBarcode(units: readonly BarcodeUnit[], sale: BarcodeSale): ComposedBarcode {
  let text = '';
  const parts: ComposedBarcode['parts'] = [];
  for (const unit of [...units].sort((a, b) => a.unitNo - b.unitNo)) {
    const value =
      unit.unitItem === 'fixed'
        ? ''
        : fitUnitValue(
            unitSource(unit, sale, text + unit.addCharacter),
            unit.itemLength,
            unit.cutStyle,
            unit.startIndex,
          );
    const part = unit.addCharacter + value;
    parts.push({ unitNo: unit.unitNo, unitItem: unit.unitItem, text: part });
    text += part;
  }
  return { text, parts };
}

/** Why a composed barcode cannot be printed in its symbology, or null when it can. */
export function barcodeProblem(type: BarcodeType, text: string): 'ean13_length' | 'code128_length' | null {
  switch (type) {
    case 'ean13':
      return /^\d{13}$/.test(text) && eanCheckDigit(text.slice(0, 12)) === Number(text[12]) ? null : 'ean13_length';
    case 'code128':
      return text.length >= 1 && text.length <= BARCODE_LENGTH_MAX ? null : 'code128_length';
  }
}

const unit = (
  unitNo: number,
  unitItem: BarcodeUnitItem,
  itemLength: number,
  addCharacter = '',
  cutStyle: CutStyle = 0,
): BarcodeUnit => ({ unitNo, unitItem, itemLength, cutStyle, startIndex: 0, addCharacter });

/**
 * The barcode formats fresh-food counters print. A good names one by `id` (its
 * `barcode_format_id`); a label's own unit table is used for goods that name none.
 */
export const BARCODE_PRESETS = [
  {
    id: 1,
    type: 'ean13',
    name: {
      ch: 'EAN-13 金额码：22 + 5 位货号 + 5 位金额 + 校验',
      en: 'EAN-13 price: 22 + 5-digit item + 5-digit total + check',
    },
    units: [unit(1, 'fixed', 0, '22'), unit(2, 'item_code', 5), unit(3, 'total_price', 5), unit(4, 'check', 1)],
  },
  {
    id: 2,
    type: 'ean13',
    name: {
      ch: 'EAN-13 重量码：21 + 5 位货号 + 5 位重量(克) + 校验',
      en: 'EAN-13 weight: 21 + 5-digit item + 5-digit grams + check',
    },
    units: [unit(1, 'fixed', 0, '21'), unit(2, 'item_code', 5), unit(3, 'weight', 5), unit(4, 'check', 1)],
  },
  {
    id: 3,
    type: 'ean13',
    name: {
      ch: 'EAN-13 带价格校验：20 + 5 位货号 + 价格校验位 + 4 位金额 + 校验',
      en: 'EAN-13 with price check: 20 + 5-digit item + price check + 4-digit total + check',
    },
    units: [
      unit(1, 'fixed', 0, '20'),
      unit(2, 'item_code', 5),
      unit(3, 'price_check', 1),
      unit(4, 'total_price', 4),
      unit(5, 'check', 1),
    ],
  },
  {
    id: 4,
    type: 'ean13',
    name: {
      ch: 'EAN-13 六位货号：2 + 6 位货号 + 5 位金额 + 校验',
      en: 'EAN-13 6-digit item: 2 + 6-digit item + 5-digit total + check',
    },
    units: [unit(1, 'fixed', 0, '2'), unit(2, 'item_code', 6), unit(3, 'total_price', 5), unit(4, 'check', 1)],
  },
  {
    id: 5,
    type: 'code128',
    name: {
      ch: 'Code 128 18 位：6 位货号 + 5 位重量 + 7 位金额',
      en: 'Code 128, 18 digits: 6-digit item + 5-digit weight + 7-digit total',
    },
    units: [unit(1, 'item_code', 6), unit(2, 'weight', 5), unit(3, 'total_price', 7)],
  },
] as const satisfies readonly {
  id: number;
  type: BarcodeType;
  name: { ch: string; en: string };
  units: readonly BarcodeUnit[];
}[];
export type BarcodePreset = (typeof BARCODE_PRESETS)[number];
export const BARCODE_PRESET_IDS: readonly number[] = BARCODE_PRESETS.map((preset) => preset.id);

export const barcodePresetOf = (id: number | null | undefined) => BARCODE_PRESETS.find((preset) => preset.id === id);
