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
