/**
 * Plain rules and constants, without zod, so that the web app can use them without loading
 * the schemas. Schema files import them from here.
 */

export const SUCCESS_CODE = 1;

/** Mobile phone: 11 digits starting with 1 (console spec §5). */
export const PHONE_PATTERN = /^1\d{10}$/;

export const PER_PAGE_DEFAULT = 10;
export const PER_PAGE_MAX = 100;

export const NICKNAME_MAX = 30;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{3,32}$/;

export const SHOP_NAME_MAX = 50;
export const SHOP_CATEGORY_MAX = 20;

/** Console roles (spec §6): USER enters /project, ADMIN and SUPER_ADMIN enter /admin. */
export const ROLE_TYPES = ['USER', 'ADMIN', 'SUPER_ADMIN'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];
export const ADMIN_ROLES: readonly RoleType[] = ['ADMIN', 'SUPER_ADMIN'];
export const isAdminRole = (role: RoleType): boolean => ADMIN_ROLES.includes(role);

/**
 * How a user belongs to a company (company-user link `join_type`):
 * 1 = the company's administrator (manages its users, invite codes), 2 = staff member.
 */
export const JOIN_TYPE = { ADMIN: 1, STAFF: 2 } as const;

/**
 * Console features a company may use (Companies issue). The server refuses a disabled feature's
 * calls with 403 for that company; the menu hides them. `analysis` is the spec's `if_analysis_open`.
 * Delivery (regional back offices, riders, top-ups) is the maker's own and never a company's.
 */
export const COMPANY_FEATURES = ['analysis', 'big_screen', 'stock', 'workorders', 'repair'] as const;
export type CompanyFeature = (typeof COMPANY_FEATURES)[number];
/** What a new company gets unless the administrator chooses otherwise. */
export const DEFAULT_COMPANY_FEATURES: readonly CompanyFeature[] = ['analysis', 'big_screen', 'workorders', 'repair'];

/**
 * Payment permission of a company (spec §3 Merchant permission result `permissionsType`):
 * 0 = none yet (the merchant registration button opens the registration page),
 * 1 = allowed to register as a merchant (opens the merchant page with a registration token),
 * 2 = registered merchant (opens the merchant sign-in page).
 */
export const PAY_PERMISSION = { NONE: 0, ALLOWED: 1, MERCHANT: 2 } as const;
export type PayPermission = (typeof PAY_PERMISSION)[keyof typeof PAY_PERMISSION];

/** Statistics (docs/statistics.md): periods are whole days of China's calendar, in this time zone. */
export const STATS_TIME_ZONE = 'Asia/Shanghai';
/** That zone's offset from UTC: China keeps UTC+8 all year, so days and minutes there are plain arithmetic. */
export const STATS_UTC_OFFSET_MS = 8 * 3_600_000;
/** The longest period one question may span, in days. */
export const STATS_MAX_DAYS = 366;
/** Periods up to this many days are drawn by day, longer ones by month; one day is drawn by hour. */
export const STATS_DAILY_UP_TO_DAYS = 92;

/** Whole days from one `YYYY-MM-DD` to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const STATS_GOOD_SORTS = ['amount', 'count', 'weight', 'pieces'] as const;

// Constants the web app needs on its first pages; the modules that define schemas around them
// import them from here, so those pages load neither zod nor the error messages.

/** The error code of a missing, invalid, expired or revoked login (errors.ts `ErrorCode`). */
export const LOGIN_INVALID_CODE = 'ERCO000001';

/** The privacy policy a user accepts at sign-in (privacy.ts). */
export const PRIVACY_POLICY_VERSION = 'V1.5.3';

/** The spec's Notice types (workorders.ts). */
export const NOTICE_TYPES = ['notification', 'message', 'event'] as const;
/** The badge shows counts up to this, and more as "10+" (spec). */
export const NOTICE_BADGE_MAX = 10;
