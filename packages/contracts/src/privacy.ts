import { z } from 'zod';
import { idSchema, isoTimeSchema, pageQuerySchema, searchSchema } from './common';
import { PRIVACY_POLICY_VERSION, ROLE_TYPES } from './rules';

/**
 * Privacy lists (docs/privacy.md): every kind of person the system holds data about, which policy
 * version each accepted, and the export and erase actions, both kept in an audit log.
 */
export const PRIVACY_POLICY_DATE = '2025-07-03';

export const PRIVACY_SUBJECT_KINDS = ['admin', 'lock_user', 'repair_user', 'merchant_user'] as const;
export const privacySubjectKindSchema = z.enum(PRIVACY_SUBJECT_KINDS, { error: 'kind_invalid' });
export type PrivacySubjectKind = z.output<typeof privacySubjectKindSchema>;

export const PRIVACY_ACTIONS = ['export', 'erase'] as const;
export type PrivacyAction = (typeof PRIVACY_ACTIONS)[number];

/**
 * The `privacy_version` a console sign-in sends to record that the person accepted the policy:
 * only the current version is accepted. Optional there, so older clients still sign in (and
 * record nothing); the repair app's sign-in requires it (repair.ts).
 */
export const privacyAcceptanceSchema = z
  .string({ error: 'privacy_version_required' })
  .trim()
  .min(1, { error: 'privacy_version_required' })
  .refine((version) => version === PRIVACY_POLICY_VERSION, { error: 'privacy_version_outdated' });

/** A person's policy acceptance: the current version, an older one, or none at all. */
export const PRIVACY_STATUSES = ['current', 'outdated', 'never'] as const;
export const privacyStatusSchema = z.enum(PRIVACY_STATUSES, { error: 'invalid' });
export type PrivacyStatus = z.output<typeof privacyStatusSchema>;

export const privacyActionSchema = z.enum(PRIVACY_ACTIONS, { error: 'invalid' });

/** One person of a privacy list. Phones are masked (138****0001); erased people keep only their id. */
export const privacySubjectSchema = z.object({
  kind: privacySubjectKindSchema,
  /** users.id (admin, merchant_user), lock_app_accounts.id (lock_user), repair_staff.id (repair_user). */
  id: z.int(),
  name: z.string(),
  /** Password sign-in name of console users; null for app people and accounts without one. */
  username: z.string().nullable(),
  phone_masked: z.string().nullable(),
  /** Console users: their role; null for app people. */
  role_type: z.enum(ROLE_TYPES).nullable(),
  /** Merchant users: administrator (ADMIN) or staff (USER) of their company. */
  company_role: z.enum(['ADMIN', 'USER']).nullable(),
  /** The merchant user's company, or the companies a repair user serves. */
  companies: z.array(z.object({ id: z.int(), name: z.string() })),
  /** Repair users only: their `FaceStatus` (repair.ts). */
  face_status: z.string().nullable(),
  /** The app account behind a repair user. */
  app_account_id: z.int().nullable(),
  privacy_version: z.string().nullable(),
  privacy_accepted_time: isoTimeSchema.nullable(),
  privacy_status: privacyStatusSchema,
  is_disabled: z.boolean(),
  erased_time: isoTimeSchema.nullable(),
  created_time: isoTimeSchema,
});
export type PrivacySubject = z.input<typeof privacySubjectSchema>;

export const listPrivacySubjectsQuerySchema = pageQuerySchema.extend({
  kind: privacySubjectKindSchema,
  /** Name, user name or the phone's digits. */
  q: searchSchema,
  status: privacyStatusSchema.optional(),
});
export type ListPrivacySubjectsQuery = Partial<z.output<typeof listPrivacySubjectsQuerySchema>> & {
  kind: PrivacySubjectKind;
};

export const privacySubjectParamsSchema = z.object({ kind: privacySubjectKindSchema, id: idSchema });

/**
 * What an export held or an erase changed: row counts by table or section, and the fields that
 * were anonymised. Never the personal data itself.
 */
export const privacyAuditDetailSchema = z.object({
  counts: z.record(z.string(), z.int()),
  fields: z.array(z.string()).optional(),
});
export type PrivacyAuditDetail = z.output<typeof privacyAuditDetailSchema>;

export const privacyAuditEntrySchema = z.object({
  id: z.int(),
  subject_kind: privacySubjectKindSchema,
  subject_id: z.int(),
  /** The person's name now: empty once erased. */
  subject_name: z.string(),
  action: privacyActionSchema,
  /** Who did it; null when that administrator's account is gone. */
  operator: z.object({ id: z.int(), name: z.string() }).nullable(),
  detail: privacyAuditDetailSchema,
  created_time: isoTimeSchema,
});
export type PrivacyAuditEntry = z.input<typeof privacyAuditEntrySchema>;

export const listPrivacyAuditQuerySchema = pageQuerySchema.extend({
  kind: privacySubjectKindSchema.optional(),
  subject_id: idSchema.optional(),
  action: privacyActionSchema.optional(),
});
export type ListPrivacyAuditQuery = Partial<z.output<typeof listPrivacyAuditQuerySchema>>;

/** The file an export downloads (`privacy-<kind>-<id>.json`): every section held about the person. */
export const privacyExportSchema = z.object({
  format: z.literal('tm-privacy-export'),
  version: z.literal(1),
  exported_time: z.string(),
  policy: z.object({ current_version: z.string(), current_date: z.string() }),
  subject: z.object({ kind: privacySubjectKindSchema, id: z.int() }),
  /** Section name → a row or a list of rows (see docs/privacy.md for the sections of each kind). */
  data: z.record(z.string(), z.unknown()),
});
export type PrivacyExport = z.output<typeof privacyExportSchema>;
