import { z } from 'zod';

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
