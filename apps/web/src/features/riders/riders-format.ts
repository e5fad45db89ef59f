import { ApiError, HandledApiError } from '../../shared/api-client';
import type { Admin, ServedRegion } from '@tm/contracts';

/** An administrator as the server names people: nickname, else user name, else phone, else `#id`. */
export const displayName = (admin: Pick<Admin, 'id' | 'nickname' | 'username' | 'phone_number'>) =>
  admin.nickname || admin.username || admin.phone_number || `#${admin.id}`;

/**
 * A served region as one line: "浙江省 杭州市 西湖区"; a region without a district (or city) is the
 * whole city (or province), which `whole` words ("全市" / "whole city").
 */
export function regionText(region: ServedRegion, whole: { province: string; city: string }): string {
  if (!region.city) {
    return `${region.province} ${whole.province}`;
  }
  if (!region.district) {
    return `${region.province} ${region.city} ${whole.city}`;
  }
  return `${region.province} ${region.city} ${region.district}`;
}

/**
 * A refusal to show in the error dialog: the messages of its fields when it names some (a 409 on
 * `status` or `id` says more than "already exists"), else the error itself.
 */
export function explained(error: unknown): unknown {
  if (error instanceof ApiError && !(error instanceof HandledApiError)) {
    const texts = Object.values(error.fields);
    if (texts.length > 0) {
      return new ApiError(error.code, texts.join(' '), error.status, error.fields);
    }
  }
  return error;
}
