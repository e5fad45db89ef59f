import { z } from 'zod';
import { idSchema, isoTimeSchema, pageQuerySchema, phoneSchema, searchSchema } from './common';
import { privacyAcceptanceSchema } from './privacy';
import { verifyCodeSchema } from './users';

/**
 * Locks and repair staff (docs/repair.md): company administrators hand out invite codes, repair
 * people join a company with one through the repair app, are verified by face, and may open the
 * company's bluetooth locks only inside their work area.
 */
export const FACE_STATUSES = ['unverified', 'verified', 'failed'] as const;
export const faceStatusSchema = z.enum(FACE_STATUSES);
export type FaceStatus = z.output<typeof faceStatusSchema>;

export const REPAIR_STAFF_STATUSES = ['active', 'suspended'] as const;
export const repairStaffStatusSchema = z.enum(REPAIR_STAFF_STATUSES, { error: 'status_invalid' });
export type RepairStaffStatus = z.output<typeof repairStaffStatusSchema>;

export const LOCK_OPENING_DECISIONS = ['allowed', 'refused'] as const;
export type LockOpeningDecision = (typeof LOCK_OPENING_DECISIONS)[number];

/** Why an opening was refused, in the order they are checked. */
export const LOCK_REFUSAL_REASONS = [
  'device_unknown',
  'device_unbound',
  'not_staff',
  'staff_suspended',
  'face_not_verified',
  'no_area',
  'outside_area',
] as const;
export type LockRefusalReason = (typeof LOCK_REFUSAL_REASONS)[number];

/** Invite codes: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L), random. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;
export const INVITE_CODE_MAX_USES = 1000;
export const INVITE_CODE_MAX_DAYS = 365;
export const INVITE_CODE_NOTE_MAX = 100;
export const REPAIR_STAFF_NAME_MAX = 30;
export const REPAIR_AREA_LABEL_MAX = 50;
/** A work area's radius: from 100 m to 200 km. */
export const REPAIR_AREA_RADIUS_MIN = 100;
export const REPAIR_AREA_RADIUS_MAX = 200_000;
/** A face image as base64 (about 700 KB of picture): more does not fit the request limit. */
export const FACE_IMAGE_BASE64_MAX = 1_000_000;

/**
 * What a code is now, in this order: revoked, used up (use_count = max_uses), expired, else active.
 */
export const INVITE_CODE_STATUSES = ['active', 'used_up', 'expired', 'revoked'] as const;
export const inviteCodeStatusSchema = z.enum(INVITE_CODE_STATUSES, { error: 'status_invalid' });
export type InviteCodeStatus = z.output<typeof inviteCodeStatusSchema>;

// ---- Console: invite codes (company administrators; system administrators see every company's)

export const createInviteCodeBodySchema = z
  .object({
    /** Only for system administrators, who name the company; a company administrator's code is their company's. */
    company_id: idSchema.optional(),
    max_uses: z
      .number({ error: 'max_uses_range' })
      .int({ error: 'max_uses_range' })
      .min(1, { error: 'max_uses_range' })
      .max(INVITE_CODE_MAX_USES, { error: 'max_uses_range' }),
    expires_in_days: z
      .number({ error: 'expires_days_range' })
      .int({ error: 'expires_days_range' })
      .min(1, { error: 'expires_days_range' })
      .max(INVITE_CODE_MAX_DAYS, { error: 'expires_days_range' }),
    note: z.string().trim().max(INVITE_CODE_NOTE_MAX).default(''),
  })
  .strict();
export type CreateInviteCodeBody = z.input<typeof createInviteCodeBodySchema>;

export const listInviteCodesQuerySchema = pageQuerySchema.extend({
  status: inviteCodeStatusSchema.optional(),
  /** Part of the code or of the note. */
  q: searchSchema,
  company_id: idSchema.optional(),
});
export type ListInviteCodesQuery = Partial<z.output<typeof listInviteCodesQuerySchema>>;

export const inviteCodeSchema = z.object({
  id: z.int(),
  company_id: z.int(),
  company_name: z.string(),
  code: z.string(),
  max_uses: z.int(),
  use_count: z.int(),
  expires_at: isoTimeSchema,
  note: z.string(),
  status: inviteCodeStatusSchema,
  revoked_time: isoTimeSchema.nullable(),
  created_by_name: z.string().nullable(),
  created_time: isoTimeSchema,
});
export type InviteCode = z.input<typeof inviteCodeSchema>;

/** A repair person who joined a company with a code. */
export const inviteCodeJoinSchema = z.object({
  staff_id: z.int(),
  name: z.string(),
  phone_number: z.string(),
  joined_time: isoTimeSchema,
});
export type InviteCodeJoin = z.input<typeof inviteCodeJoinSchema>;

export const inviteCodeDetailSchema = z.object({
  invite_code: inviteCodeSchema,
  joined: z.array(inviteCodeJoinSchema),
});
export type InviteCodeDetail = z.input<typeof inviteCodeDetailSchema>;

// ---- Console: repair staff (system administrators only)

export const repairAreaSchema = z.object({
  label: z.string().trim().max(REPAIR_AREA_LABEL_MAX).default(''),
  lat: z.number({ error: 'lat_range' }).min(-90, { error: 'lat_range' }).max(90, { error: 'lat_range' }),
  lng: z.number({ error: 'lng_range' }).min(-180, { error: 'lng_range' }).max(180, { error: 'lng_range' }),
  radius_m: z
    .number({ error: 'radius_range' })
    .int({ error: 'radius_range' })
    .min(REPAIR_AREA_RADIUS_MIN, { error: 'radius_range' })
    .max(REPAIR_AREA_RADIUS_MAX, { error: 'radius_range' }),
});
export type RepairArea = z.input<typeof repairAreaSchema>;

const staffNameSchema = z
  .string({ error: 'staff_name_required' })
  .trim()
  .min(1, { error: 'staff_name_required' })
  .max(REPAIR_STAFF_NAME_MAX);

export const listRepairStaffQuerySchema = pageQuerySchema.extend({
  /** Part of the name or of the phone. */
  q: searchSchema,
  company_id: idSchema.optional(),
  face_status: faceStatusSchema.optional(),
  status: repairStaffStatusSchema.optional(),
});
export type ListRepairStaffQuery = Partial<z.output<typeof listRepairStaffQuerySchema>>;

export const repairStaffCompanySchema = z.object({
  company_id: z.int(),
  company_name: z.string(),
  joined_time: isoTimeSchema,
  /** The code it was joined with (null once that code is gone). */
  invite_code: z.string().nullable(),
});

export const repairStaffSchema = z.object({
  id: z.int(),
  account_id: z.int(),
  name: z.string(),
  phone_number: z.string(),
  face_status: faceStatusSchema,
  /** When the latest face check (passed or failed) was answered. */
  face_verified_time: isoTimeSchema.nullable(),
  /** The circle the person may open locks in; null until an administrator sets it. */
  area: repairAreaSchema.nullable(),
  status: repairStaffStatusSchema,
  companies: z.array(repairStaffCompanySchema),
  created_time: isoTimeSchema,
  last_modified_time: isoTimeSchema,
});
export type RepairStaff = z.input<typeof repairStaffSchema>;

export const faceVerificationSchema = z.object({
  id: z.int(),
  provider: z.string(),
  request_id: z.string(),
  passed: z.boolean(),
  score: z.number().nullable(),
  created_time: isoTimeSchema,
});
export type FaceVerification = z.input<typeof faceVerificationSchema>;

export const repairStaffDetailSchema = z.object({
  staff: repairStaffSchema,
  /** Newest first, at most 50. */
  face_verifications: z.array(faceVerificationSchema),
});
export type RepairStaffDetail = z.input<typeof repairStaffDetailSchema>;

export const updateRepairStaffBodySchema = z
  .object({
    name: staffNameSchema,
    /** null clears the area (the person then may open no lock). */
    area: repairAreaSchema.nullable(),
  })
  .strict();
export type UpdateRepairStaffBody = z.input<typeof updateRepairStaffBodySchema>;

// ---- Repair app (/api/repair-app/v1)

/** The policy the person accepts by signing in: only the current version is accepted. */
export const repairAppSendCodeBodySchema = z.object({ phone_number: phoneSchema }).strict();

export const repairAppPhoneSignInBodySchema = z
  .object({ phone_number: phoneSchema, verify_code: verifyCodeSchema, privacy_version: privacyAcceptanceSchema })
  .strict();
export type RepairAppPhoneSignInBody = z.input<typeof repairAppPhoneSignInBodySchema>;

export const repairAppWechatSignInBodySchema = z
  .object({ code: z.string().trim().min(1).max(200), privacy_version: privacyAcceptanceSchema })
  .strict();
export type RepairAppWechatSignInBody = z.input<typeof repairAppWechatSignInBodySchema>;

export const lockAppAccountSchema = z.object({
  id: z.int(),
  phone_number: z.string().nullable(),
  has_wechat: z.boolean(),
  nickname: z.string(),
  privacy_version: z.string().nullable(),
  privacy_accepted_time: isoTimeSchema.nullable(),
  created_time: isoTimeSchema,
});
export type LockAppAccountInfo = z.input<typeof lockAppAccountSchema>;

export const repairAppSignInResultSchema = z.object({
  /** Send as `Authorization: Basic base64("<token>:")`. */
  token: z.string(),
  expiration: isoTimeSchema,
  account: lockAppAccountSchema,
});
export type RepairAppSignInResult = z.input<typeof repairAppSignInResultSchema>;

export const repairAppMeSchema = z.object({
  account: lockAppAccountSchema,
  /** Null until the account joins a company with an invite code. */
  staff: repairStaffSchema.omit({ companies: true }).nullable(),
  companies: z.array(repairStaffCompanySchema),
});
export type RepairAppMe = z.input<typeof repairAppMeSchema>;

export const redeemInviteCodeBodySchema = z
  .object({
    code: z
      .string({ error: 'invite_code_format' })
      .trim()
      .transform((code) => code.toUpperCase())
      .pipe(
        z
          .string()
          .length(INVITE_CODE_LENGTH, { error: 'invite_code_format' })
          .refine((code) => [...code].every((c) => INVITE_CODE_ALPHABET.includes(c)), {
            error: 'invite_code_format',
          }),
      ),
    /** The person's real name; required on the first join, ignored after (an administrator may correct it). */
    name: staffNameSchema.optional(),
  })
  .strict();
export type RedeemInviteCodeBody = z.input<typeof redeemInviteCodeBodySchema>;

/** A face image (base64, optionally as a data URL) or a token the provider's own SDK produced on the phone. */
export const faceVerificationBodySchema = z
  .object({
    image_base64: z
      .string()
      .trim()
      .max(FACE_IMAGE_BASE64_MAX, { error: 'face_image_too_large' })
      .regex(/^(data:image\/[a-z]+;base64,)?[A-Za-z0-9+/]+={0,2}$/, { error: 'face_image_invalid' })
      .optional(),
    provider_token: z.string().trim().min(1).max(500).optional(),
  })
  .strict()
  .refine((body) => (body.image_base64 === undefined) !== (body.provider_token === undefined), {
    error: 'face_input_required',
    path: ['image_base64'],
  });
export type FaceVerificationBody = z.input<typeof faceVerificationBodySchema>;

export const faceVerificationResultSchema = z.object({
  passed: z.boolean(),
  score: z.number().nullable(),
  face_status: faceStatusSchema,
  face_verified_time: isoTimeSchema.nullable(),
});
export type FaceVerificationResult = z.input<typeof faceVerificationResultSchema>;
