import { z } from 'zod';
import { idSchema, isoTimeSchema, pageOf, pageQuerySchema, searchSchema } from './common';
import { importRowErrorSchema } from './goods-transfer';
import { PRICE_MAX_FEN, pricePerKg, type DiscountPeriod, type WeightUnit } from './goods';
import { SCALE_PRICE_MAX_FEN } from './scale-fit';

/**
 * Prices across a chain (docs/prices.md). A good has its base price (the PLU record's unit price)
 * and may have an override in each of its company's price zones. A scale sells at the price of its
 * zone: the scale's own zone when it has one, else its shop's; a scale in no zone sells at the base
 * price. Price batches change base and zone prices at a chosen time; markdowns take a percentage
 * off for a time window. What a good costs at a scale at any moment follows from these alone.
 *
 * Prices are integer fen.
 */

export const PRICE_ZONE_NAME_MAX = 50;
export const PRICE_ZONE_NOTE_MAX = 200;
export const PRICE_BATCH_NAME_MAX = 50;
/** Goods in one batch: a whole assortment, in one answer. */
export const PRICE_BATCH_GOODS_MAX = 5000;
/** A markdown lasts at most a week: an evening, a weekend, a promotion week. */
export const MARKDOWN_MAX_HOURS = 7 * 24;

/**
 * Why a scale cannot sell a good at a price, or null: zero and below, or more digits than the unit
 * price field holds once a weighed good's price is taken per kilogram (scale-fit.ts).
 */
export function priceProblemOf(
  good: { pricing_mode: string; weight_unit: WeightUnit },
  unitPrice: number,
): 'price_not_positive' | 'price_digits' | null {
  if (unitPrice < 1) {
    return 'price_not_positive';
  }
  return pricePerKg({ ...good, unit_price: unitPrice }) > SCALE_PRICE_MAX_FEN ? 'price_digits' : null;
}

/** A markdown's price: the percentage off, rounded to the fen, at least 1 fen (as `effective_price()` computes it). */
export const markedDownPrice = (regular: number, percentOff: number) =>
  Math.max(1, Math.floor((regular * (100 - percentOff) + 50) / 100));

const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The unit price a scale charges at `minute` of the China day when it holds `price`: that price, or
 * the PLU record's time-of-day discount of it (a percentage paid, or a special price).
 */
export function counterPrice(price: number, discounts: readonly DiscountPeriod[], minute: number): number {
  const period = discounts.find((discount) => minuteOf(discount.start) <= minute && minute < minuteOf(discount.end));
  if (!period) {
    return price;
  }
  return period.kind === 'percent' ? Math.round((price * period.value) / 100) : period.value;
}

// ---- Zones ----

const zoneFields = {
  name: z
    .string({ error: 'name_required' })
    .trim()
    .min(1, { error: 'name_required' })
    .max(PRICE_ZONE_NAME_MAX, { error: 'name_too_long' }),
  note: z.string().trim().max(PRICE_ZONE_NOTE_MAX, { error: 'note_too_long' }).default(''),
  /** The shops whose scales sell at this zone's prices (a shop is in at most one zone). */
  shop_ids: z.array(idSchema).max(1000).default([]),
  /** Single scales put in this zone whatever their shop's zone. */
  scale_ids: z.array(idSchema).max(1000).default([]),
};

export const createPriceZoneBodySchema = z.object({ company_id: idSchema.optional(), ...zoneFields }).strict();
export type CreatePriceZoneBody = z.input<typeof createPriceZoneBodySchema>;
export const updatePriceZoneBodySchema = z.object(zoneFields).strict();
export type UpdatePriceZoneBody = z.input<typeof updatePriceZoneBodySchema>;

export const listPriceZonesQuerySchema = pageQuerySchema.extend({
  q: searchSchema,
  company_id: idSchema.optional(),
});
export type ListPriceZonesQuery = Partial<z.output<typeof listPriceZonesQuerySchema>>;

export const priceZoneSchema = z.object({
  id: z.int(),
  company_id: z.int(),
  name: z.string(),
  note: z.string(),
  shops: z.array(z.object({ id: z.int(), name: z.string() })),
  scales: z.array(z.object({ id: z.int(), scale_name: z.string(), shop_id: z.int() })),
  /** Goods with a price of their own in this zone now. */
  overrides_count: z.int(),
  created_time: isoTimeSchema,
});
export type PriceZone = z.input<typeof priceZoneSchema>;
export const priceZonePageSchema = pageOf(priceZoneSchema);

// ---- Where a price comes from ----

/** `zone`: the zone's own price; `base`: the good's base price; `markdown`: a markdown of either. */
export const PRICE_SOURCES = ['base', 'zone', 'markdown'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

export const effectivePriceSchema = z.object({
  /** What the scale sells at. */
  price: z.int(),
  /** The price before any markdown: the zone's own, or the base price. */
  regular: z.int(),
  source: z.enum(PRICE_SOURCES),
  /** The markdown batch in force, if any, and its percentage off. */
  markdown_id: z.int().nullable(),
  percent_off: z.int().nullable(),
});
export type EffectivePrice = z.input<typeof effectivePriceSchema>;

/** One good's prices everywhere: the base, each zone of its company, and what is scheduled. */
export const goodPricesSchema = z.object({
  good: z.object({
    id: z.int(),
    company_id: z.int(),
    plu: z.int(),
    name: z.string(),
    unit_price: z.int(),
    pricing_mode: z.string(),
    weight_unit: z.string(),
  }),
  base: effectivePriceSchema,
  zones: z.array(
    effectivePriceSchema.extend({
      zone_id: z.int(),
      zone_name: z.string(),
      /** The zone's own price when it has one (before any markdown), else null: it sells at the base price. */
      override: z.int().nullable(),
    }),
  ),
  /** Batches not yet started or running that name this good, soonest first. */
  upcoming: z.array(
    z.object({
      batch_id: z.int(),
      name: z.string(),
      kind: z.enum(['change', 'markdown']),
      starts_time: isoTimeSchema,
      ends_time: isoTimeSchema.nullable(),
      base: z.boolean(),
      zone_ids: z.array(z.int()),
      unit_price: z.int().nullable(),
      percent_off: z.int().nullable(),
    }),
  ),
});
export type GoodPrices = z.input<typeof goodPricesSchema>;

/** A zone's own price for a good, set now; `null` takes it away (the zone sells at the base price). */
export const setZonePriceBodySchema = z
  .object({
    unit_price: z
      .int({ error: 'price_invalid' })
      .min(1, { error: 'price_not_positive' })
      .max(PRICE_MAX_FEN, { error: 'price_digits' })
      .nullable(),
  })
  .strict();
export type SetZonePriceBody = z.input<typeof setZonePriceBodySchema>;

// ---- Batches and markdowns ----

export const PRICE_BATCH_KINDS = ['change', 'markdown'] as const;
export const priceBatchKindSchema = z.enum(PRICE_BATCH_KINDS, { error: 'kind_invalid' });
export type PriceBatchKind = z.output<typeof priceBatchKindSchema>;

/**
 * - `scheduled`: saved, not started; it can be cancelled;
 * - `active`: a markdown in its window;
 * - `applied`: a price change in force (undone by a rollback batch), or a markdown that ended;
 * - `cancelled`: withdrawn before it started; it never changed a price.
 */
export const PRICE_BATCH_STATUSES = ['scheduled', 'active', 'applied', 'cancelled'] as const;
export const priceBatchStatusSchema = z.enum(PRICE_BATCH_STATUSES, { error: 'status_invalid' });
export type PriceBatchStatus = z.output<typeof priceBatchStatusSchema>;

const batchTargetFields = {
  name: z
    .string({ error: 'name_required' })
    .trim()
    .min(1, { error: 'name_required' })
    .max(PRICE_BATCH_NAME_MAX, { error: 'name_too_long' }),
  starts_time: isoTimeSchema,
  /**
   * Change: the base price is changed. Markdown: it applies at scales in no zone.
   */
  base: z.boolean().default(false),
  /** Change: these zones' own prices are set. Markdown: it applies at scales in these zones. */
  zone_ids: z.array(idSchema).max(200).default([]),
};

/** Zero, negative or too many digits for the good's scale are refused per row by the server, all rows at once. */
const batchPriceSchema = z
  .int({ error: 'price_invalid' })
  .min(-PRICE_MAX_FEN, { error: 'price_invalid' })
  .max(PRICE_MAX_FEN, { error: 'price_digits' });

export const priceChangeBodySchema = z
  .object({
    company_id: idSchema.optional(),
    kind: z.literal('change'),
    ...batchTargetFields,
    items: z
      .array(
        z.object({
          good_id: idSchema,
          /** The new price; `null` takes the zones' own price away (not allowed for the base price). */
          unit_price: batchPriceSchema.nullable(),
        }),
      )
      .min(1, { error: 'goods_required' })
      .max(PRICE_BATCH_GOODS_MAX, { error: 'too_many_goods' }),
  })
  .strict();

export const markdownBodySchema = z
  .object({
    company_id: idSchema.optional(),
    kind: z.literal('markdown'),
    ...batchTargetFields,
    ends_time: isoTimeSchema,
    percent_off: z
      .int({ error: 'percent_invalid' })
      .min(1, { error: 'percent_range' })
      .max(99, { error: 'percent_range' }),
    /** The goods marked down: these, and every good of these categories. */
    good_ids: z.array(idSchema).max(PRICE_BATCH_GOODS_MAX, { error: 'too_many_goods' }).default([]),
    categories: z.array(z.string().trim().min(1).max(50)).max(100).default([]),
  })
  .strict();

/** The targets checked once for both kinds: at least one, and a markdown's window in order. */
export const createPriceBatchBodySchema = z
  .discriminatedUnion('kind', [priceChangeBodySchema, markdownBodySchema], { error: 'kind_invalid' })
  .superRefine((body, context) => {
    if (!body.base && body.zone_ids.length === 0) {
      context.addIssue({ code: 'custom', message: 'targets_required', path: ['zone_ids'] });
    }
    if (body.kind === 'markdown') {
      const hours = (body.ends_time.getTime() - body.starts_time.getTime()) / 3_600_000;
      if (hours <= 0) {
        context.addIssue({ code: 'custom', message: 'ends_before_start', path: ['ends_time'] });
      } else if (hours > MARKDOWN_MAX_HOURS) {
        context.addIssue({ code: 'custom', message: 'markdown_too_long', path: ['ends_time'] });
      }
      if (body.good_ids.length === 0 && body.categories.length === 0) {
        context.addIssue({ code: 'custom', message: 'goods_required', path: ['good_ids'] });
      }
    }
  });
export type CreatePriceBatchBody = z.input<typeof createPriceBatchBodySchema>;

/** Undoes an applied change: a new batch, at `starts_time` (now when absent), restoring the prices before it. */
export const rollbackPriceBatchBodySchema = z.object({ starts_time: isoTimeSchema.optional() }).strict();
export type RollbackPriceBatchBody = z.input<typeof rollbackPriceBatchBodySchema>;

export const listPriceBatchesQuerySchema = pageQuerySchema.extend({
  q: searchSchema,
  company_id: idSchema.optional(),
  kind: priceBatchKindSchema.optional(),
  status: priceBatchStatusSchema.optional(),
  zone_id: idSchema.optional(),
});
export type ListPriceBatchesQuery = Partial<z.output<typeof listPriceBatchesQuerySchema>>;

export const priceBatchSchema = z.object({
  id: z.int(),
  company_id: z.int(),
  kind: priceBatchKindSchema,
  name: z.string(),
  status: priceBatchStatusSchema,
  starts_time: isoTimeSchema,
  ends_time: isoTimeSchema.nullable(),
  base: z.boolean(),
  zone_ids: z.array(z.int()),
  zone_names: z.array(z.string()),
  percent_off: z.int().nullable(),
  categories: z.array(z.string()),
  goods_count: z.int(),
  /** The batch this one undoes, for a rollback. */
  rollback_of: z.int().nullable(),
  /** The rollback batch made of this one, if any. */
  rolled_back_by: z.int().nullable(),
  created_by_name: z.string(),
  created_time: isoTimeSchema,
  applied_time: isoTimeSchema.nullable(),
  cancelled_time: isoTimeSchema.nullable(),
});
export type PriceBatch = z.input<typeof priceBatchSchema>;
export const priceBatchPageSchema = pageOf(priceBatchSchema);

/** What a batch does to one good at one target: the price before and after (at the batch's start). */
export const priceBatchLineSchema = z.object({
  good_id: z.int(),
  plu: z.int(),
  name: z.string(),
  /** The target: a zone, or null for the base price (markdown: scales in no zone). */
  zone_id: z.int().nullable(),
  before: z.int(),
  after: z.int(),
  /** The batch's own price for a change (null: the zone's own price is taken away). */
  unit_price: z.int().nullable(),
});
export type PriceBatchLine = z.input<typeof priceBatchLineSchema>;

export const priceBatchDetailSchema = priceBatchSchema.extend({
  lines: z.array(priceBatchLineSchema),
  /**
   * Delivery audit, once the batch has changed prices: every scale holding one of its goods at one
   * of its targets, and whether the scale has fetched the change.
   */
  delivery: z.array(
    z.object({
      scale_id: z.int(),
      scale_name: z.string(),
      shop_name: z.string(),
      zone_id: z.int().nullable(),
      /** The scale's zone now (null: in no zone). */
      zone_name: z.string().nullable(),
      goods: z.int(),
      delivered: z.int(),
      last_sync_time: isoTimeSchema.nullable(),
    }),
  ),
});
export type PriceBatchDetail = z.input<typeof priceBatchDetailSchema>;

/** The reasons a batch line is refused, each naming the good. */
export const PRICE_ROW_PROBLEMS = [
  'price_not_positive',
  'price_digits',
  'base_price_required',
  'good_not_found',
  'good_repeated',
] as const;
export type PriceRowProblem = (typeof PRICE_ROW_PROBLEMS)[number];

/** A batch or markdown before it is saved: every line, and the refused ones with why. */
export const priceBatchPreviewSchema = z.object({
  lines: z.array(priceBatchLineSchema),
  problems: z.array(
    z.object({
      good_id: z.int(),
      plu: z.int().nullable(),
      name: z.string(),
      zone_id: z.int().nullable(),
      /** Why, in the caller's language. */
      reason: z.string(),
    }),
  ),
});
export type PriceBatchPreview = z.input<typeof priceBatchPreviewSchema>;

/** A spreadsheet of new prices (PLU, price in yuan), read into batch lines; the rows that fail, as the goods import reports them. */
export const priceSheetSchema = z.object({
  items: z.array(
    z.object({ good_id: z.int(), plu: z.int(), name: z.string(), current_price: z.int(), unit_price: z.int() }),
  ),
  errors: z.array(importRowErrorSchema),
});
export type PriceSheet = z.input<typeof priceSheetSchema>;

// ---- Calendar ----

export const priceCalendarQuerySchema = z.object({
  company_id: idSchema.optional(),
  from: isoTimeSchema,
  to: isoTimeSchema,
  zone_id: idSchema.optional(),
});
export type PriceCalendarQuery = z.input<typeof priceCalendarQuerySchema>;

/** A moment prices change: a batch starting, or a markdown starting or ending. */
export const priceCalendarSchema = z.object({
  events: z.array(
    z.object({
      at: isoTimeSchema,
      edge: z.enum(['start', 'end']),
      batch: priceBatchSchema,
    }),
  ),
});
export type PriceCalendar = z.input<typeof priceCalendarSchema>;
