import { z } from 'zod';
import { idSchema, isoTimeSchema, pageQuerySchema, searchSchema, urlSchema, withoutDefaults } from './common';
import { BARCODE_PRESET_IDS } from './label-barcode';

/**
 * A PLU record as label scales hold it (catalogue spec §3 and §9): up to 3 name lines and 3
 * special-information lines, unit price, three pricing modes, tare, shelf life and 4 discount periods.
 */
export const PLU_MAX = 999_999;
export const pluSchema = z
  .int({ error: 'plu_invalid' })
  .min(1, { error: 'plu_invalid' })
  .max(PLU_MAX, { error: 'plu_invalid' });
/** Integer fen: at most ¥99,999.99, what a 7-digit price display shows. */
export const PRICE_MAX_FEN = 9_999_999;
/**
 * Print width of a name line in half-width units: a 56 mm head at 8 dots/mm holds 448 dots, a
 * 12-dot half-width glyph 37 of them; a Chinese character takes two units. We allow 36.
 */
export const NAME_LINE_MAX_UNITS = 36;
export const INFO_LINE_MAX_UNITS = 72;
export const DISCOUNT_PERIODS_MAX = 4;

/** Half-width units of a text on the scale's print head: CJK and other wide characters count 2. */
export function printUnits(text: string): number {
  let units = 0;
  for (const char of text) {
    units += /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/.test(char)
      ? 2
      : 1;
  }
  return units;
}

export const pricingModeSchema = z.enum(['by_weight', 'by_count', 'by_count_fixed_weight']);
export type PricingMode = z.infer<typeof pricingModeSchema>;
/** The unit a by-weight price is quoted per. */
export const weightUnitSchema = z.enum(['kg', '500g', '100g']);
export type WeightUnit = z.output<typeof weightUnitSchema>;
/** The weight a weighed good's unit price is for. */
export const GRAMS_PER_UNIT: Record<WeightUnit, number> = { kg: 1000, '500g': 500, '100g': 100 };
/**
 * The price per kilogram of a weighed good (what a TM scale's unit price field holds, tm-scale.md);
 * a counted good's price per piece. Exact: a unit divides a kilogram.
 */
export const pricePerKg = (good: { unit_price: number; pricing_mode: string; weight_unit: WeightUnit }) =>
  good.pricing_mode === 'by_weight' ? (good.unit_price * 1000) / GRAMS_PER_UNIT[good.weight_unit] : good.unit_price;

const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'time_invalid' });
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const discountPeriodSchema = z
  .object({
    start: timeOfDaySchema,
    end: timeOfDaySchema,
    /** `percent`: value is the percentage paid (1-99); `price`: value is the special unit price in fen. */
    kind: z.enum(['percent', 'price']),
    value: z.int().min(1).max(PRICE_MAX_FEN),
  })
  .refine((p) => minutes(p.start) < minutes(p.end), { error: 'period_order', path: ['end'] })
  .refine((p) => p.kind !== 'percent' || p.value <= 99, { error: 'percent_range', path: ['value'] });
export type DiscountPeriod = z.infer<typeof discountPeriodSchema>;

const nameLineSchema = z
  .string()
  .trim()
  .refine((line) => printUnits(line) <= NAME_LINE_MAX_UNITS, { error: 'line_too_wide' });
const infoLineSchema = z
  .string()
  .trim()
  .refine((line) => printUnits(line) <= INFO_LINE_MAX_UNITS, { error: 'info_too_wide' });

const goodFieldsSchema = z.object({
  plu: pluSchema,
  /** The digits printed in the weight/price barcode (EAN-13 2x prefixes carry 5 or 6). */
  item_code: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, { error: 'item_code_invalid' }),
  name_lines: z
    .array(nameLineSchema)
    .min(1)
    .max(3)
    .refine((lines) => (lines[0] ?? '') !== '', { error: 'name_required', path: [0] }),
  info_lines: z.array(infoLineSchema).max(3).default([]),
  unit_price: z
    .int({ error: 'price_invalid' })
    .min(0, { error: 'price_invalid' })
    .max(PRICE_MAX_FEN, { error: 'price_invalid' }),
  pricing_mode: pricingModeSchema,
  weight_unit: weightUnitSchema.default('kg'),
  /** Grams per piece for by_count_fixed_weight. */
  fixed_weight_g: z.int().min(1).max(100_000).nullable().default(null),
  tare_g: z.int().min(0).max(30_000).default(0),
  shelf_life_days: z.int().min(0).max(3650).default(0),
  packing_date_offset_days: z.int().min(0).max(365).default(0),
  discounts: z.array(discountPeriodSchema).max(DISCOUNT_PERIODS_MAX).default([]),
  category: z.string().trim().max(20).default(''),
  label_format_id: idSchema.nullable().default(null),
  /** One of BARCODE_PRESETS; null prints the barcode the good's label composes itself. */
  barcode_format_id: z
    .int({ error: 'barcode_format_invalid' })
    .refine((id) => BARCODE_PRESET_IDS.includes(id), { error: 'barcode_format_invalid' })
    .nullable()
    .default(null),
  img_url: urlSchema.default(''),
  on_sale: z.boolean().default(true),
});

/** Rules across fields: a fixed weight for fixed-weight pricing, discount periods that do not overlap. */
function checkGood(
  good: { pricing_mode?: PricingMode; fixed_weight_g?: number | null; discounts?: DiscountPeriod[] },
  context: z.RefinementCtx,
) {
  // An edit that leaves the weight out keeps the stored one: the server checks the good as it will be.
  if (good.pricing_mode === 'by_count_fixed_weight' && good.fixed_weight_g !== undefined && !good.fixed_weight_g) {
    context.addIssue({ code: 'custom', message: 'fixed_weight_required', path: ['fixed_weight_g'] });
  }
  const periods = [...(good.discounts ?? [])].sort((a, b) => minutes(a.start) - minutes(b.start));
  for (let i = 1; i < periods.length; i += 1) {
    const previous = periods[i - 1];
    const current = periods[i];
    if (previous && current && minutes(current.start) < minutes(previous.end)) {
      context.addIssue({ code: 'custom', message: 'periods_overlap', path: ['discounts'] });
      return;
    }
  }
}

export const createGoodBodySchema = goodFieldsSchema
  .extend({ company_id: idSchema.optional() })
  .strict()
  .superRefine(checkGood);
export type CreateGoodBody = z.input<typeof createGoodBodySchema>;

export const updateGoodBodySchema = z
  .object(withoutDefaults(goodFieldsSchema.shape))
  .partial()
  .strict()
  .superRefine(checkGood);
export type UpdateGoodBody = z.input<typeof updateGoodBodySchema>;

export const goodSchema = goodFieldsSchema.extend({
  id: z.int(),
  company_id: z.int(),
  /** Grows by one on every change: scales sync by it. */
  version: z.int(),
  created_time: isoTimeSchema,
  last_modified_time: isoTimeSchema,
});
export type Good = z.input<typeof goodSchema>;

/** A good in the goods list, with its company's name: an administrator's list holds every company's. */
export const goodListItemSchema = goodSchema.extend({ company_name: z.string() });
export type GoodListItem = z.input<typeof goodListItemSchema>;

/** The goods list's orders: by PLU (the default), last change or price, either way. */
export const GOODS_SORTS = ['plu', '-plu', 'updated', '-updated', 'price', '-price'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

export const listGoodsQuerySchema = pageQuerySchema.extend({
  /** Name, PLU or item code. */
  q: searchSchema,
  category: searchSchema,
  on_sale: z.enum(['0', '1']).optional(),
  company_id: idSchema.optional(),
  /** Only the goods this shop sells. */
  shop_id: idSchema.optional(),
  sort: z.enum(GOODS_SORTS).default('plu'),
});
export type ListGoodsQuery = Partial<z.output<typeof listGoodsQuerySchema>>;

export const priceChangeSchema = z.object({
  id: z.int(),
  old_price: z.int().nullable(),
  new_price: z.int(),
  changed_by: z.string(),
  changed_time: isoTimeSchema,
});
export type PriceChange = z.input<typeof priceChangeSchema>;

export const goodIdParamsSchema = z.object({ id: idSchema });

/** Goods one batch action changes: at most a page of a long list, selected by hand. */
const batchGoodIdsSchema = z.array(idSchema).min(1).max(1000);

/**
 * A batch price change: `set` gives every good the price `value` (fen); `percent` moves each price
 * by `value` per cent (-90 to +900), rounded to the fen.
 */
export const batchPriceBodySchema = z
  .object({
    good_ids: batchGoodIdsSchema,
    mode: z.enum(['set', 'percent']),
    value: z.int({ error: 'price_invalid' }),
  })
  .strict()
  .superRefine((body, context) => {
    const [min, max, key] = body.mode === 'set' ? [0, PRICE_MAX_FEN, 'price_invalid'] : [-90, 900, 'percent_change'];
    if (body.value < min || body.value > max || (body.mode === 'percent' && body.value === 0)) {
      context.addIssue({ code: 'custom', message: key, path: ['value'] });
    }
  });
export type BatchPriceBody = z.input<typeof batchPriceBodySchema>;

export const batchOnSaleBodySchema = z.object({ good_ids: batchGoodIdsSchema, on_sale: z.boolean() }).strict();
export type BatchOnSaleBody = z.input<typeof batchOnSaleBodySchema>;

/** What a batch action did: goods changed, and those it could not find in the caller's scope. */
export const batchResultSchema = z.object({ changed: z.int(), missing: z.array(z.int()) });
export type BatchResult = z.input<typeof batchResultSchema>;

/** Minutes a phone-photo link stays valid. */
export const PHOTO_LINK_MINUTES = 30;

/** A signed link a phone opens (from a QR code) to photograph a good and upload its image. */
export const photoLinkSchema = z.object({
  token: z.string(),
  /** The page's address when the server knows its public address; otherwise the console builds it. */
  url: z.string().nullable(),
  expires_time: isoTimeSchema,
});
export type PhotoLink = z.input<typeof photoLinkSchema>;

/** What the photo page shows about its good. */
export const photoTargetSchema = z.object({
  plu: z.int(),
  name_lines: z.array(z.string()),
  img_url: z.string(),
  expires_time: isoTimeSchema,
});
export type PhotoTarget = z.input<typeof photoTargetSchema>;

export const photoTokenParamsSchema = z.object({ token: z.string().max(200) });
