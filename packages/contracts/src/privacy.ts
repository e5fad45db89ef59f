import { z } from 'zod';

/**
 * Privacy lists (docs/privacy.md): every kind of person the system holds data about, which policy
 * version each accepted, and the export and erase actions, both kept in an audit log.
 */
export const PRIVACY_POLICY_VERSION = 'V1.5.3';
export const PRIVACY_POLICY_DATE = '2025-07-03';

export const PRIVACY_SUBJECT_KINDS = ['admin', 'lock_user', 'repair_user', 'merchant_user'] as const;
export const privacySubjectKindSchema = z.enum(PRIVACY_SUBJECT_KINDS, { error: 'kind_invalid' });
export type PrivacySubjectKind = z.output<typeof privacySubjectKindSchema>;

export const PRIVACY_ACTIONS = ['export', 'erase'] as const;
export type PrivacyAction = (typeof PRIVACY_ACTIONS)[number];
