import { z } from 'zod';
import { idSchema } from './common';
import { pricePerKg, type DiscountPeriod, type PricingMode, type WeightUnit } from './goods';
import { LABEL_TYPE_OF_PRICING, type LabelType } from './labels';
import { SCALE_MODELS, type ScaleModelId } from './scale-models';

/**
 * Pre-send checks (docs/scale-fit.md): what a scale of a given model, reached directly or through a
 * shop gateway over the TM LAN protocol, cannot take of a good, found before anything is sent
 * rather than by a clerk at the counter. The widths are the protocol's fields (tm-scale.md).
 */
export const TM_LAN_LIMITS = {
  /** `!0V` PLU number: 4 digits. */
  plu_max: 9999,
  /** `!0V` item code: 7 digits. */
  item_code_digits: 7,
  /** `!0L`: two groups of 36 keys. */
  hot_key_max: 72,
} as const;

/** Every scale model's fields: the unit price has 6 digits, the shelf life 3. */
export const SCALE_PRICE_MAX_FEN = 999_999;
export const SCALE_SHELF_LIFE_MAX_DAYS = 999;

export const FIT_PROBLEM_CODES = [
  'price_digits',
  'shelf_life',
  'not_gb2312',
  'label_missing',
  'label_other_type',
  'label_too_wide',
  'plu_number',
  'item_code',
  'tare_not_sent',
  'discount_minutes',
  'discount_price',
] as const;
export type FitProblemCode = (typeof FIT_PROBLEM_CODES)[number];

export const fitProblemSchema = z.object({
  code: z.enum(FIT_PROBLEM_CODES),
  /** What was found: the characters, the value, the key numbers. */
  detail: z.string(),
});
export type FitProblem = z.input<typeof fitProblemSchema>;

/** The scale a good is checked against. */
export type FitTarget = {
  model: ScaleModelId;
  /** Driven by a shop gateway over the TM LAN protocol rather than calling the device API itself. */
  via_gateway: boolean;
  /** Label formats the scale holds, in slot order. */
  labels: readonly HeldLabel[];
};

export type HeldLabel = { id: number; name: string; type: LabelType; width_mm: number };

/** What of a good the checks read. */
export type FitGood = {
  plu: number;
  item_code: string;
  name_lines: readonly string[];
  info_lines: readonly string[];
  unit_price: number;
  pricing_mode: PricingMode;
  weight_unit: WeightUnit;
  shelf_life_days: number;
  tare_g: number;
  discounts: readonly Pick<DiscountPeriod, 'start' | 'end' | 'kind'>[];
  label_format_id: number | null;
};

// Browsers and Node both have the WHATWG decoder; the contracts are typed without either's library.
declare const TextDecoder: new (label: string) => { decode(bytes: Uint8Array): string };

let gb2312: Set<string> | null = null;

/** Byte pairs inside GB2312's grid that GBK filled but GB2312 leaves empty. */
const GBK_ADDITIONS: readonly [area: number, from: number, to: number][] = [
  [0xa2, 0xa1, 0xaa], // small roman numerals
  [0xa6, 0xe0, 0xfe], // vertical forms
  [0xa8, 0xbb, 0xc0], // extra pinyin letters
];

/**
 * The 7445 characters of GB2312 (areas 1-87 × positions 1-94), decoded once from their byte pairs
 * with the WHATWG GBK decoder less GBK's additions and user-defined cells. Built lazily: only
 * pages that check need it.
 */
function gb2312Characters(): Set<string> {
  if (!gb2312) {
    const decoder = new TextDecoder('gbk');
    const bytes = new Uint8Array(2);
    gb2312 = new Set();
    for (let area = 0xa1; area <= 0xf7; area += 1) {
      for (let position = 0xa1; position <= 0xfe; position += 1) {
        if (GBK_ADDITIONS.some(([a, from, to]) => a === area && position >= from && position <= to)) {
          continue;
        }
        bytes[0] = area;
        bytes[1] = position;
        const character = decoder.decode(bytes);
        const code = character.codePointAt(0) ?? 0;
        if (character.length === 1 && character !== '\uFFFD' && !(code >= 0xe000 && code <= 0xf8ff)) {
          gb2312.add(character);
        }
      }
    }
  }
  return gb2312;
}

/** How many characters the check knows (7445): a test holds it to the standard's count. */
export const gb2312Size = () => gb2312Characters().size;

/** The distinct characters of a text that a TM scale cannot print (outside ASCII and GB2312). */
export function charactersOutsideGb2312(text: string): string[] {
  const known = gb2312Characters();
  const outside = new Set<string>();
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code >= 0x80 && !known.has(character)) {
      outside.add(character);
    }
  }
  return [...outside];
}

/**
 * The format a scale prints a good with (docs/labels.md): the one the good names when the scale
 * holds it, else the first it holds of the good's type by pricing mode, else slot 0.
 */
export function labelUsedFor(
  good: Pick<FitGood, 'label_format_id' | 'pricing_mode'>,
  held: readonly HeldLabel[],
): HeldLabel | null {
  return (
    held.find((label) => label.id === good.label_format_id) ??
    held.find((label) => label.type === LABEL_TYPE_OF_PRICING[good.pricing_mode]) ??
    held[0] ??
    null
  );
}

/** What a scale cannot take of one good; empty when it fits. */
export function goodFitProblems(good: FitGood, target: FitTarget): FitProblem[] {
  const problems: FitProblem[] = [];
  const add = (code: FitProblemCode, detail: string | number) => problems.push({ code, detail: String(detail) });
  // A TM scale holds a weighed good's price per kilogram: ¥2.38/500 g arrives as 476.
  const scalePrice = target.via_gateway ? pricePerKg(good) : good.unit_price;
  if (scalePrice > SCALE_PRICE_MAX_FEN) {
    add('price_digits', scalePrice);
  }
  if (good.shelf_life_days > SCALE_SHELF_LIFE_MAX_DAYS) {
    add('shelf_life', good.shelf_life_days);
  }
  const outside = charactersOutsideGb2312([...good.name_lines, ...good.info_lines].join(''));
  if (outside.length) {
    add('not_gb2312', outside.join(' '));
  }
  const label = labelUsedFor(good, target.labels);
  if (!label) {
    add('label_missing', '');
  } else {
    if (label.id !== good.label_format_id && label.type !== LABEL_TYPE_OF_PRICING[good.pricing_mode]) {
      add('label_other_type', label.name);
    }
    if (label.width_mm > SCALE_MODELS[target.model].max_print_width_mm) {
      add('label_too_wide', label.width_mm);
    }
  }
  if (target.via_gateway) {
    if (good.plu > TM_LAN_LIMITS.plu_max) {
      add('plu_number', good.plu);
    }
    if (good.item_code.length > TM_LAN_LIMITS.item_code_digits) {
      add('item_code', good.item_code);
    }
    // `!0V` has no tare field: the tare must be set on the scale itself.
    if (good.tare_g > 0) {
      add('tare_not_sent', good.tare_g);
    }
    // `!0V` discount periods are whole hours with a percentage.
    const offHour = good.discounts.filter((period) => !period.start.endsWith(':00') || !period.end.endsWith(':00'));
    if (offHour.length) {
      add('discount_minutes', offHour.map((period) => `${period.start}-${period.end}`).join(', '));
    }
    if (good.discounts.some((period) => period.kind === 'price')) {
      add('discount_price', good.discounts.filter((period) => period.kind === 'price').length);
    }
  }
  return problems;
}

/** Hot keys a gateway cannot send (beyond `!0L`'s 72 keys); empty when all fit. */
export function hotKeysBeyondLan(keys: readonly { key: number; type: 'UP' | 'DOWN' }[], model: ScaleModelId): number[] {
  const perLayer = SCALE_MODELS[model].keys_per_layer;
  return keys
    .map((hotKey) => (hotKey.type === 'UP' ? hotKey.key : hotKey.key + perLayer))
    .filter((number) => number > TM_LAN_LIMITS.hot_key_max)
    .sort((a, b) => a - b);
}

// ---- API ----

export const goodsFitQuerySchema = z.object({
  /** Comma-separated good ids: the goods of one list page. */
  good_ids: z
    .string()
    .regex(/^\d+(,\d+){0,99}$/, { error: 'good_ids_invalid' })
    .transform((ids) => [...new Set(ids.split(',').map(Number))]),
});
export type GoodsFitQuery = z.input<typeof goodsFitQuerySchema>;

export const scaleFitSchema = z.object({
  scale_id: z.int(),
  scale_name: z.string(),
  shop_id: z.int(),
  shop_name: z.string(),
  via_gateway: z.boolean(),
  problems: z.array(fitProblemSchema),
});
export type ScaleFit = z.input<typeof scaleFitSchema>;

/** Per good of the question, the scales holding it that cannot take it and why. */
export const goodsFitSchema = z.array(z.object({ good_id: z.int(), scales: z.array(scaleFitSchema) }));
export type GoodsFit = z.input<typeof goodsFitSchema>;

export const scaleFitParamsSchema = z.object({ shopId: idSchema, id: idSchema });

/** One scale: what of its own settings it cannot take, and each of its goods that does not fit. */
export const scaleFitReportSchema = z.object({
  hot_keys_beyond: z.array(z.int()),
  goods_checked: z.int(),
  goods: z.array(z.object({ good_id: z.int(), plu: z.int(), name: z.string(), problems: z.array(fitProblemSchema) })),
});
export type ScaleFitReport = z.input<typeof scaleFitReportSchema>;
