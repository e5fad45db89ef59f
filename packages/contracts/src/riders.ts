import { z } from 'zod';
import { idSchema, isoTimeSchema, pageOf, pageQuerySchema, phoneSchema, searchSchema } from './common';
import { sheetFormatSchema } from './goods-transfer';
import { PHONE_PATTERN } from './rules';

/**
 * Delivery (docs/riders.md): regional back offices serving provinces, cities and districts, their
 * riders, and the top-ups that fund either account. A balance is the sum of its ledger entries.
 */
export const PARTY_STATUSES = ['active', 'suspended'] as const;
export const partyStatusSchema = z.enum(PARTY_STATUSES, { error: 'status_invalid' });
export type PartyStatus = z.output<typeof partyStatusSchema>;

/** One region an office serves: a province, optionally narrowed to a city and a district. */
export type ServedRegion = { province: string; city: string; district: string };

export const TOP_UP_ACCOUNT_KINDS = ['office', 'rider'] as const;
export const topUpAccountKindSchema = z.enum(TOP_UP_ACCOUNT_KINDS, { error: 'account_kind_invalid' });
export type TopUpAccountKind = z.output<typeof topUpAccountKindSchema>;

export const TOP_UP_METHODS = ['wechat', 'alipay', 'bank_transfer', 'cash'] as const;
export const topUpMethodSchema = z.enum(TOP_UP_METHODS, { error: 'method_invalid' });
export type TopUpMethod = z.output<typeof topUpMethodSchema>;

export const OFFICE_NAME_MAX = 50;
export const OFFICE_REGIONS_MAX = 50;
export const REGION_PART_MAX = 20;
export const CONTACT_PERSON_MAX = 30;
export const RIDER_NAME_MAX = 30;
/** The most one top-up may add: ¥1,000,000.00. */
export const TOP_UP_MAX_FEN = 100_000_000;
export const TOP_UP_REFERENCE_MAX = 64;
/** A payment's reference as banks and payment apps print it: letters, digits and - _ / . : # */
export const TOP_UP_REFERENCE_PATTERN = /^[A-Za-z0-9_\-/.:#]+$/;
export const TOP_UP_NOTE_MAX = 200;

const personSchema = z.object({ id: z.int(), name: z.string() });

// ---- Regional back offices ----

const regionPart = z.string().trim().max(REGION_PART_MAX);

/** An empty city means the whole province, an empty district the whole city. */
export const servedRegionSchema = z
  .object({
    province: z
      .string({ error: 'province_required' })
      .trim()
      .min(1, { error: 'province_required' })
      .max(REGION_PART_MAX),
    city: regionPart.default(''),
    district: regionPart.default(''),
  })
  .strict()
  .refine((region) => region.district === '' || region.city !== '', {
    error: 'district_needs_city',
    path: ['city'],
  }) satisfies z.ZodType<ServedRegion, unknown>;

const regionsSchema = z
  .array(servedRegionSchema, { error: 'regions_required' })
  .min(1, { error: 'regions_required' })
  .max(OFFICE_REGIONS_MAX)
  .superRefine((regions, ctx) => {
    const seen = new Set<string>();
    regions.forEach((region, index) => {
      const key = `${region.province}/${region.city}/${region.district}`;
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', message: 'region_repeated', path: [index, 'province'] });
      }
      seen.add(key);
    });
  });

const officeNameSchema = z
  .string({ error: 'name_required' })
  .trim()
  .min(1, { error: 'name_required' })
  .max(OFFICE_NAME_MAX, { error: 'name_too_long' });
/** A contact's mobile phone, or empty. */
const optionalPhoneSchema = z
  .string()
  .trim()
  .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), { error: 'phone_invalid' });
const contactPersonSchema = z.string().trim().max(CONTACT_PERSON_MAX);

export const createOfficeBodySchema = z
  .object({
    name: officeNameSchema,
    regions: regionsSchema,
    /** An active system administrator (ADMIN or SUPER_ADMIN) who runs the office; null for none. */
    manager_id: idSchema.nullable().default(null),
    contact_person: contactPersonSchema.default(''),
    phone_number: optionalPhoneSchema.default(''),
  })
  .strict();
export type CreateOfficeBody = z.input<typeof createOfficeBodySchema>;

/** Only the fields sent change; `status` suspends or resumes the office. */
export const updateOfficeBodySchema = z
  .object({
    name: officeNameSchema,
    regions: regionsSchema,
    manager_id: idSchema.nullable(),
    contact_person: contactPersonSchema,
    phone_number: optionalPhoneSchema,
    status: partyStatusSchema,
  })
  .partial()
  .strict();
export type UpdateOfficeBody = z.input<typeof updateOfficeBodySchema>;

export const listOfficesQuerySchema = pageQuerySchema.extend({
  /** Name, contact, phone or a region's name. */
  q: searchSchema,
  status: partyStatusSchema.optional(),
});
export type ListOfficesQuery = Partial<z.output<typeof listOfficesQuerySchema>>;

export const officeSchema = z.object({
  id: z.int(),
  name: z.string(),
  regions: z.array(z.object({ province: z.string(), city: z.string(), district: z.string() })),
  manager: personSchema.nullable(),
  contact_person: z.string(),
  phone_number: z.string(),
  status: partyStatusSchema,
  /** The office's own account: the sum of its ledger entries. */
  balance_fen: z.int(),
  riders_count: z.int(),
  created_time: isoTimeSchema,
  last_modified_time: isoTimeSchema,
});
export type Office = z.input<typeof officeSchema>;
export const officePageSchema = pageOf(officeSchema);

/** `GET regional_offices/{id}`: the office with the figures of its detail page. */
export const officeDetailSchema = officeSchema.extend({
  active_riders_count: z.int(),
  /** What its riders' accounts hold together. */
  riders_balance_fen: z.int(),
  /** Ledger entries of the office's account and of its riders' accounts. */
  top_ups_count: z.int(),
});
export type OfficeDetail = z.input<typeof officeDetailSchema>;

// ---- Riders ----

const riderNameSchema = z
  .string({ error: 'rider_name_required' })
  .trim()
  .min(1, { error: 'rider_name_required' })
  .max(RIDER_NAME_MAX);
const officeIdSchema = z.coerce.number({ error: 'office_required' }).int().positive({ error: 'office_required' });

export const createRiderBodySchema = z
  .object({
    /** An active office. */
    office_id: officeIdSchema,
    name: riderNameSchema,
    /** Unique among riders. */
    phone_number: phoneSchema,
    identity_verified: z.boolean().default(false),
  })
  .strict();
export type CreateRiderBody = z.input<typeof createRiderBodySchema>;

export const updateRiderBodySchema = z
  .object({
    office_id: officeIdSchema,
    name: riderNameSchema,
    phone_number: phoneSchema,
    identity_verified: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateRiderBody = z.input<typeof updateRiderBodySchema>;

export const listRidersQuerySchema = pageQuerySchema.extend({
  /** Name or phone. */
  q: searchSchema,
  office_id: idSchema.optional(),
  status: partyStatusSchema.optional(),
  identity_verified: z.stringbool().optional(),
});
/** As a client sends it: `identity_verified` as `true`/`false`. */
export type ListRidersQuery = Partial<Omit<z.output<typeof listRidersQuerySchema>, 'identity_verified'>> & {
  identity_verified?: 'true' | 'false';
};

export const riderSchema = z.object({
  id: z.int(),
  office_id: z.int(),
  office_name: z.string(),
  name: z.string(),
  phone_number: z.string(),
  identity_verified: z.boolean(),
  identity_verified_time: isoTimeSchema.nullable(),
  status: partyStatusSchema,
  balance_fen: z.int(),
  created_time: isoTimeSchema,
  last_modified_time: isoTimeSchema,
});
export type Rider = z.input<typeof riderSchema>;
export const riderPageSchema = pageOf(riderSchema);

// ---- Top-ups: the ledger ----

const referenceSchema = z
  .string({ error: 'reference_required' })
  .trim()
  .min(1, { error: 'reference_required' })
  .max(TOP_UP_REFERENCE_MAX, { error: 'reference_invalid' })
  .regex(TOP_UP_REFERENCE_PATTERN, { error: 'reference_invalid' });
const noteSchema = z.string().trim().max(TOP_UP_NOTE_MAX).default('');

/** Money added to one account: an office's (`office_id`) or a rider's (`rider_id`). */
export const createTopUpBodySchema = z
  .object({
    account_kind: topUpAccountKindSchema,
    office_id: idSchema.optional(),
    rider_id: idSchema.optional(),
    amount_fen: z
      .int({ error: 'amount_invalid' })
      .min(1, { error: 'amount_invalid' })
      .max(TOP_UP_MAX_FEN, { error: 'amount_too_big' }),
    method: topUpMethodSchema,
    /** The payment's reference; an entry per reference, ever. */
    reference_no: referenceSchema,
    note: noteSchema,
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.account_kind === 'office' && body.office_id === undefined) {
      ctx.addIssue({ code: 'custom', message: 'office_required', path: ['office_id'] });
    }
    if (body.account_kind === 'rider' && body.rider_id === undefined) {
      ctx.addIssue({ code: 'custom', message: 'rider_required', path: ['rider_id'] });
    }
    const other = body.account_kind === 'office' ? 'rider_id' : 'office_id';
    if (body[other] !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'account_one_only', path: [other] });
    }
  });
export type CreateTopUpBody = z.input<typeof createTopUpBodySchema>;

/** The reversing entry: the opposite amount, on the same account, under its own reference. */
export const reverseTopUpBodySchema = z
  .object({
    reference_no: referenceSchema,
    note: noteSchema,
  })
  .strict();
export type ReverseTopUpBody = z.input<typeof reverseTopUpBodySchema>;

const topUpFiltersSchema = z.object({
  account_kind: topUpAccountKindSchema.optional(),
  /** The office's own entries and its riders' entries. */
  office_id: idSchema.optional(),
  rider_id: idSchema.optional(),
  method: topUpMethodSchema.optional(),
  /** Posted at or after / at or before. */
  start_time: isoTimeSchema.optional(),
  end_time: isoTimeSchema.optional(),
  /** Reference number, or a word of the note. */
  q: searchSchema,
});

export const listTopUpsQuerySchema = pageQuerySchema.extend(topUpFiltersSchema.shape);
/** As a client sends it: times as ISO text. */
export type ListTopUpsQuery = Partial<
  Omit<z.output<typeof listTopUpsQuerySchema>, 'start_time' | 'end_time'> & { start_time: string; end_time: string }
>;

export const exportTopUpsQuerySchema = topUpFiltersSchema.extend({ format: sheetFormatSchema.default('xlsx') });
export type ExportTopUpsQuery = Omit<ListTopUpsQuery, 'page' | 'per_page'> & { format: 'xlsx' | 'csv' };

export const topUpSchema = z.object({
  id: z.int(),
  account_kind: topUpAccountKindSchema,
  office_id: z.int().nullable(),
  rider_id: z.int().nullable(),
  /** The office's name, or the rider's. */
  account_name: z.string(),
  /** The office of the account: itself, or the rider's office. */
  account_office_name: z.string(),
  /** Positive for a top-up, negative for a reversal. */
  amount_fen: z.int(),
  method: topUpMethodSchema,
  reference_no: z.string(),
  note: z.string(),
  operator: personSchema.nullable(),
  /** The entry this one reverses. */
  reverses_id: z.int().nullable(),
  /** The entry that reversed this one. */
  reversed_by_id: z.int().nullable(),
  created_time: isoTimeSchema,
});
export type TopUp = z.input<typeof topUpSchema>;

export const topUpPageSchema = z.object({
  list: z.array(topUpSchema),
  meta: z.object({
    total: z.int(),
    /** The sum of the amounts of every entry the filters select. */
    amount_fen: z.int(),
  }),
});
export type TopUpPage = z.input<typeof topUpPageSchema>;
