import { z } from 'zod';
import { GRAMS_PER_UNIT } from './goods';
import {
  barcodeUnitSchema,
  eanCheckDigit,
  priceCheckDigit,
  type BarcodeSale,
  type BarcodeType,
  type BarcodeUnit,
  type BarcodeUnitItem,
} from './label-barcode';

/**
 * The other side of the label unit table: where each field sits in a printed barcode, as a POS or
 * an ERP must read it, and the reading of one scanned code digit by digit (docs/barcode-spec.md).
 */

/** Implied decimals of a field's digits: fen to yuan, grams to kilograms. */
export const FIELD_DECIMALS: Record<BarcodeUnitItem, number> = {
  fixed: 0,
  plu: 0,
  item_code: 0,
  unit_price: 2,
  total_price: 2,
  weight: 3,
  quantity: 0,
  price_check: 0,
  check: 0,
};

export type BarcodeField = {
  unitNo: number;
  unitItem: BarcodeUnitItem;
  /** 1-based position of the field's first character; null once a field before it has no fixed length. */
  start: number | null;
  /** Characters, its added characters included; null when the unit takes its value as it is. */
  length: number | null;
  /** The added characters printed first (the flag digits of a `fixed` unit). */
  prefix: string;
  decimals: number;
};

/** Where each unit of a table lands in the printed code. */
export function barcodeFields(units: readonly BarcodeUnit[]): BarcodeField[] {
  let position: number | null = 1;
  return [...units]
    .sort((a, b) => a.unitNo - b.unitNo)
    .map((unit) => {
      const valueLength = unit.unitItem === 'fixed' ? 0 : unit.itemLength === 0 ? null : unit.itemLength;
      const length = valueLength === null ? null : unit.addCharacter.length + valueLength;
      const field: BarcodeField = {
        unitNo: unit.unitNo,
        unitItem: unit.unitItem,
        start: position,
        length,
        prefix: unit.addCharacter,
        decimals: FIELD_DECIMALS[unit.unitItem],
      };
      position = position === null || length === null ? null : position + length;
      return field;
    });
}

/** The fixed length of the whole code, or null when a unit takes its value as it is. */
export function barcodeLength(fields: readonly BarcodeField[]): number | null {
  return fields.reduce<number | null>(
    (sum, field) => (sum === null || field.length === null ? null : sum + field.length),
    0,
  );
}

export const DECODE_PROBLEMS = ['length', 'prefix', 'not_digits', 'check', 'price_check', 'variable_length'] as const;
export type DecodeProblem = (typeof DECODE_PROBLEMS)[number];

/**
 * The sale a worked example prints for a good: 1.234 kg of a weighed good, 2 pieces of a counted
 * one, one pack of a fixed-weight one, totalled as the scale does (rounded to the fen).
 */
export function exampleSale(good: BarcodeExampleGood): BarcodeSale {
  const base = { plu: good.plu, item_code: good.item_code, unit_price: good.unit_price };
  switch (good.pricing_mode) {
    case 'by_weight':
      return {
        ...base,
        weight_g: 1234,
        quantity: null,
        total_price: Math.round((good.unit_price * 1234) / GRAMS_PER_UNIT[good.weight_unit]),
      };
    case 'by_count':
      return { ...base, weight_g: null, quantity: 2, total_price: good.unit_price * 2 };
    case 'by_count_fixed_weight':
      return { ...base, weight_g: good.fixed_weight_g, quantity: 1, total_price: good.unit_price };
  }
}

export type DecodedField = BarcodeField & {
  /** The characters of the scanned code this field covers, its added characters left out. */
  digits: string;
  /** The digits as a number with the implied decimals applied (yuan, kg); null for codes and flags. */
  value: number | null;
  /** For prefixes and check digits: whether the scanned characters are what they must be. */
  ok: boolean | null;
  /** What a prefix or check digit should have been. */
  expected: string | null;
};

export type DecodedBarcode = {
  text: string;
  fields: DecodedField[];
  /** Empty when the code reads cleanly under this format. */
  problems: DecodeProblem[];
};

const MEASURED: readonly BarcodeUnitItem[] = ['unit_price', 'total_price', 'weight', 'quantity', 'plu'];

/** Reads a scanned code under a format, saying for each field what it holds and whether it checks out. */
export function decodeBarcode(type: BarcodeType, units: readonly BarcodeUnit[], scanned: string): DecodedBarcode {
  const text = scanned.trim();
  const fields = barcodeFields(units);
  const length = barcodeLength(fields);
  const problems = new Set<DecodeProblem>();
  if (length === null) {
    return { text, fields: [], problems: ['variable_length'] };
  }
  if (text.length !== length) {
    problems.add('length');
  }
  if (type === 'ean13' && !/^\d*$/.test(text)) {
    problems.add('not_digits');
  }
  const decoded = fields.map((field): DecodedField => {
    const start = (field.start ?? 1) - 1;
    const whole = text.slice(start, start + (field.length ?? 0));
    const prefixOk = whole.startsWith(field.prefix);
    if (!prefixOk) {
      problems.add('prefix');
    }
    const digits = whole.slice(field.prefix.length);
    const numeric = /^\d+$/.test(digits);
    return {
      ...field,
      digits,
      value: MEASURED.includes(field.unitItem) && numeric ? Number(digits) / 10 ** field.decimals : null,
      ok: field.unitItem === 'fixed' || field.prefix ? prefixOk : null,
      expected: field.unitItem === 'fixed' || field.prefix ? field.prefix : null,
    };
  });
  for (const field of decoded) {
    if (field.unitItem === 'check') {
      const before = text.slice(0, (field.start ?? 1) - 1 + field.prefix.length).replace(/\D/g, '');
      field.expected = String(eanCheckDigit(before));
      field.ok = field.digits === field.expected;
    } else if (field.unitItem === 'price_check') {
      const total = decoded.find((other) => other.unitItem === 'total_price');
      if (total && /^\d+$/.test(total.digits)) {
        field.expected = String(priceCheckDigit(total.digits.slice(-4).padStart(4, '0')));
        field.ok = field.digits === field.expected;
      }
    }
    if (field.ok === false) {
      problems.add(field.unitItem === 'check' ? 'check' : field.unitItem === 'price_check' ? 'price_check' : 'prefix');
    }
  }
  return { text, fields: decoded, problems: [...problems] };
}

// ---- API: the formats in use ----

export const barcodeExampleGoodSchema = z.object({
  id: z.int(),
  plu: z.int(),
  item_code: z.string(),
  name: z.string(),
  unit_price: z.int(),
  pricing_mode: z.enum(['by_weight', 'by_count', 'by_count_fixed_weight']),
  weight_unit: z.enum(['kg', '500g', '100g']),
  fixed_weight_g: z.int().nullable(),
});
export type BarcodeExampleGood = z.input<typeof barcodeExampleGoodSchema>;

/** A format printed in the caller's scope: a preset goods name, or a label's own unit table. */
export const barcodeFormatInUseSchema = z.object({
  source: z.enum(['preset', 'label']),
  /** The preset's id, or the label's. */
  id: z.int(),
  /** The label's name; presets are named by the client in its language. */
  name: z.string(),
  shop_name: z.string().nullable(),
  type: z.enum(['ean13', 'code128']),
  units: z.array(barcodeUnitSchema),
  good_count: z.int(),
  /** Up to three goods that print it, for worked examples. */
  examples: z.array(barcodeExampleGoodSchema),
});
export type BarcodeFormatInUse = z.input<typeof barcodeFormatInUseSchema>;
