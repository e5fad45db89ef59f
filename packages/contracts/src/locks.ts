import { z } from 'zod';
import { idSchema, isoTimeSchema, pageQuerySchema, searchSchema } from './common';
import { sheetFormatSchema } from './goods-transfer';
import { LOCK_OPENING_DECISIONS, LOCK_REFUSAL_REASONS } from './repair';

/**
 * Bluetooth lock devices and their repair records (docs/locks.md). System administrators register
 * the devices and bind each to a shop (and so to the shop's company); the repair app reports what it
 * sees of a device and asks to open it, and the automatic permission match answers allowed or
 * refused with the reason. Every answer is kept as a repair record (an opening).
 */
export const LOCK_NAME_MAX = 50;
export const LOCK_MODEL_MAX = 50;
export const LOCK_FIRMWARE_MAX = 50;
/** At or below this the list shows the battery in red and the low-battery filter finds it. */
export const LOCK_LOW_BATTERY_PCT = 20;
/** How far in the future an opening's time may lie (phone clocks drift). */
export const LOCK_OPENING_SKEW_SECONDS = 300;
/** How old an opening the app may still upload (it keeps them while offline). */
export const LOCK_OPENING_MAX_AGE_DAYS = 7;
/** A location fix less precise than this is no location: the app must try again. */
export const LOCK_ACCURACY_MAX_M = 1000;
export const LOCK_IMPORT_MAX_ROWS = 2000;
export const LOCK_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** AA:BB:CC:DD:EE:FF, aa-bb-cc-dd-ee-ff or AABBCCDDEEFF: six hex pairs, one separator throughout. */
export const MAC_PATTERN = /^[0-9A-Fa-f]{2}([:-]?)[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}$/;

/** A MAC address as stored: upper case with colons; null when the text is not one. */
export function normalizeMac(text: string): string | null {
  const trimmed = text.trim();
  if (!MAC_PATTERN.test(trimmed)) {
    return null;
  }
  const hex = trimmed.replace(/[:-]/g, '').toUpperCase();
  return hex.match(/../g)?.join(':') ?? null;
}

export const macSchema = z
  .string({ error: 'mac_required' })
  .trim()
  .min(1, { error: 'mac_required' })
  .regex(MAC_PATTERN, { error: 'mac_invalid' })
  .transform((text) => normalizeMac(text) ?? text);

const lockNameSchema = z
  .string({ error: 'lock_name_required' })
  .trim()
  .min(1, { error: 'lock_name_required' })
  .max(LOCK_NAME_MAX);
const lockModelSchema = z.string().trim().max(LOCK_MODEL_MAX).default('');
const firmwareSchema = z.string().trim().max(LOCK_FIRMWARE_MAX);

export const lockOpeningDecisionSchema = z.enum(LOCK_OPENING_DECISIONS);
export const lockRefusalReasonSchema = z.enum(LOCK_REFUSAL_REASONS);

// ---- Console (system administrators) ----

export const lockDeviceSchema = z.object({
  id: z.int(),
  mac: z.string(),
  name: z.string(),
  model: z.string(),
  company_id: z.int().nullable(),
  company_name: z.string().nullable(),
  shop_id: z.int().nullable(),
  shop_name: z.string().nullable(),
  /** As the repair app last reported it; null until then. */
  battery_pct: z.int().nullable(),
  firmware: z.string(),
  last_seen_time: isoTimeSchema.nullable(),
  /** Repair records of the device; a device with any cannot be deleted, only unbound. */
  opening_count: z.int(),
  last_opening_time: isoTimeSchema.nullable(),
  created_time: isoTimeSchema,
  last_modified_time: isoTimeSchema,
});
export type LockDevice = z.input<typeof lockDeviceSchema>;

const lockFiltersSchema = z.object({
  /** Part of the MAC (any separator) or of the name. */
  q: searchSchema,
  company_id: idSchema.optional(),
  shop_id: idSchema.optional(),
  /** true: bound to a shop; false: not bound. */
  bound: z.stringbool().optional(),
  /** true: battery at or below LOCK_LOW_BATTERY_PCT. */
  low_battery: z.stringbool().optional(),
});
export const listLockDevicesQuerySchema = pageQuerySchema.extend(lockFiltersSchema.shape);
export type ListLockDevicesQuery = Partial<z.output<typeof listLockDevicesQuerySchema>>;
export const exportLockDevicesQuerySchema = lockFiltersSchema.extend({ format: sheetFormatSchema.default('xlsx') });

export const createLockDeviceBodySchema = z
  .object({
    mac: macSchema,
    name: lockNameSchema,
    model: lockModelSchema,
    firmware: firmwareSchema.default(''),
    /** Binds it at once; the company follows the shop. */
    shop_id: idSchema.nullable().default(null),
  })
  .strict();
export type CreateLockDeviceBody = z.input<typeof createLockDeviceBodySchema>;

/** The MAC is the device's identity and does not change: a new MAC is a new device. */
export const updateLockDeviceBodySchema = z
  .object({ name: lockNameSchema, model: lockModelSchema, firmware: firmwareSchema.default('') })
  .strict();
export type UpdateLockDeviceBody = z.input<typeof updateLockDeviceBodySchema>;

export const bindLockDeviceBodySchema = z.object({ shop_id: idSchema }).strict();
export type BindLockDeviceBody = z.input<typeof bindLockDeviceBodySchema>;

export const lockOpeningSchema = z.object({
  id: z.int(),
  device_id: z.int().nullable(),
  mac: z.string(),
  decision: lockOpeningDecisionSchema,
  /** Why it was refused; null when allowed. */
  reason: lockRefusalReasonSchema.nullable(),
  /** From the centre of the person's work area, when the match got that far. */
  distance_m: z.int().nullable(),
  lat: z.number(),
  lng: z.number(),
  /** The phone's own estimate of its position's precision, in metres. */
  accuracy_m: z.int().nullable(),
  /** The lock's company when the opening was asked for. */
  company_id: z.int().nullable(),
  company_name: z.string().nullable(),
  /** Who asked: the app account, and the repair person it is, if any. */
  person: z.object({
    account_id: z.int().nullable(),
    staff_id: z.int().nullable(),
    name: z.string().nullable(),
    phone_number: z.string().nullable(),
  }),
  /** When the app says the person stood at the lock; `recorded_time` is when the server decided. */
  occurred_time: isoTimeSchema,
  recorded_time: isoTimeSchema,
});
export type LockOpening = z.input<typeof lockOpeningSchema>;

export const listLockOpeningsQuerySchema = pageQuerySchema.extend({ decision: lockOpeningDecisionSchema.optional() });
export type ListLockOpeningsQuery = Partial<z.output<typeof listLockOpeningsQuerySchema>>;

export const lockImportRowErrorSchema = z.object({
  /** The row number as the spreadsheet shows it. */
  row: z.int(),
  mac: z.string(),
  reason: z.string(),
});
export type LockImportRowError = z.input<typeof lockImportRowErrorSchema>;

/** Valid rows are imported; every other row is named with its reasons. */
export const lockImportResultSchema = z.object({
  total_rows: z.int(),
  imported: z.int(),
  failed: z.int(),
  errors: z.array(lockImportRowErrorSchema),
});
export type LockImportResult = z.input<typeof lockImportResultSchema>;

// ---- Repair app (/api/repair-app/v1/locks, an app session) ----

/** The app saw the device over Bluetooth: its battery and firmware as it reports them. */
export const lockReportBodySchema = z
  .object({
    mac: macSchema,
    battery_pct: z.int({ error: 'battery_invalid' }).min(0, { error: 'battery_invalid' }).max(100, {
      error: 'battery_invalid',
    }),
    firmware: firmwareSchema.optional(),
  })
  .strict();
export type LockReportBody = z.input<typeof lockReportBodySchema>;

export const lockReportSchema = z.object({
  mac: z.string(),
  battery_pct: z.int().nullable(),
  firmware: z.string(),
  last_seen_time: isoTimeSchema.nullable(),
});
export type LockReport = z.input<typeof lockReportSchema>;

export const lockOpeningRequestBodySchema = z
  .object({
    mac: macSchema,
    lat: z.number().min(-90, { error: 'lat_range' }).max(90, { error: 'lat_range' }),
    lng: z.number().min(-180, { error: 'lng_range' }).max(180, { error: 'lng_range' }),
    /** ISO 8601 with offset; at most LOCK_OPENING_SKEW_SECONDS ahead, at most LOCK_OPENING_MAX_AGE_DAYS old. */
    occurred_time: z.iso.datetime({ offset: true, error: 'occurred_time_invalid' }),
    /** The fix's accuracy in metres, when the phone gives it. */
    accuracy_m: z
      .number({ error: 'accuracy_invalid' })
      .min(0, { error: 'accuracy_invalid' })
      .max(LOCK_ACCURACY_MAX_M, { error: 'accuracy_too_low' })
      .optional(),
  })
  .strict();
export type LockOpeningRequestBody = z.input<typeof lockOpeningRequestBodySchema>;

export const lockOpeningDecisionResultSchema = z.object({
  opening_id: z.int(),
  decision: lockOpeningDecisionSchema,
  reason: lockRefusalReasonSchema.nullable(),
  distance_m: z.int().nullable(),
});
export type LockOpeningDecisionResult = z.input<typeof lockOpeningDecisionResultSchema>;
