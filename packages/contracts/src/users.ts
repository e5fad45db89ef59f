import { z } from 'zod';
import { flagSchema, idSchema, isoTimeSchema, pageQuerySchema, phoneSchema, searchSchema, urlSchema } from './common';
import { privacyAcceptanceSchema } from './privacy';
import { COMPANY_FEATURES, JOIN_TYPE, NICKNAME_MAX, ROLE_TYPES, USERNAME_PATTERN } from './rules';

export const roleTypeSchema = z.enum(ROLE_TYPES);

/** See JOIN_TYPE. */
export const joinTypeSchema = z.union([z.literal(JOIN_TYPE.ADMIN), z.literal(JOIN_TYPE.STAFF)]);
export type JoinType = z.infer<typeof joinTypeSchema>;

/** The company as the signed-in user sees it; `role_type` is the user's role inside it. */
export const companyInfoSchema = z.object({
  id: z.int(),
  name: z.string(),
  contact_person: z.string(),
  phone_number: z.string(),
  address: z.string(),
  role_name: z.string(),
  role_type: z.enum(['ADMIN', 'USER']),
  /** The console features the company may use; the menu shows only these. */
  permissions: z.array(z.enum(COMPANY_FEATURES)),
});
export type CompanyInfo = z.input<typeof companyInfoSchema>;

export const userInfoSchema = z.object({
  id: z.int(),
  username: z.string().nullable(),
  nickname: z.string(),
  img_url: z.string(),
  phone_number: z.string().nullable(),
  role_type: roleTypeSchema,
  if_phone_number: flagSchema,
  if_company: flagSchema,
  if_wechat: flagSchema,
  created_time: isoTimeSchema,
  last_modified_time: isoTimeSchema,
  company_info: companyInfoSchema.nullable(),
});
export type UserInfo = z.input<typeof userInfoSchema>;

/** Sign-in answer: the user info plus the token to send back as `Basic base64("<token>:")`. */
export const loginResultSchema = userInfoSchema.extend({
  token: z.string(),
  expiration: isoTimeSchema,
});
export type LoginResult = z.input<typeof loginResultSchema>;

export const updateUserInfoBodySchema = z
  .object({
    nickname: z.string().trim().min(1, { error: 'required' }).max(NICKNAME_MAX),
    img_url: urlSchema,
  })
  .partial()
  .strict();
export type UpdateUserInfoBody = z.input<typeof updateUserInfoBodySchema>;

export const usernameSchema = z.string().trim().regex(USERNAME_PATTERN, { error: 'invalid' });

/** At least 8 characters with a letter and a digit; at most 128 so hashing stays bounded. */
export const passwordSchema = z
  .string()
  .min(8, { error: 'password_weak' })
  .max(128)
  .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), { error: 'password_weak' });

export const createUserInputSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  role_type: roleTypeSchema,
  phone_number: phoneSchema.optional(),
  nickname: z.string().trim().min(1).max(NICKNAME_MAX).optional(),
});
export type CreateUserInput = z.input<typeof createUserInputSchema>;

export const userIdParamsSchema = z.object({ id: idSchema });

/** SMS code as typed: exactly 4 digits (console spec §5), checked before any look-up. */
export const verifyCodeSchema = z
  .string({ error: 'verify_code_format' })
  .trim()
  .regex(/^\d{4}$/, { error: 'verify_code_format' });

export const sendCodeQuerySchema = z.object({ phone_number: phoneSchema });
export const sendCodeResultSchema = z.object({
  /** Seconds before the next code may be sent to this phone. */
  resend_after: z.int(),
});

export const phoneLoginBodySchema = z.object({ phone_number: phoneSchema, verify_code: verifyCodeSchema }).strict();
export type PhoneLoginBody = z.input<typeof phoneLoginBodySchema>;

/**
 * What every console sign-in may send besides its credentials: the privacy policy version the
 * person just accepted (docs/privacy.md). Recorded on the account when sent.
 */
const privacyAcceptance = { privacy_version: privacyAcceptanceSchema.optional() };

/** Password sign-in: the credentials travel in the Authorization header, the body is optional. */
export const passwordLoginBodySchema = z
  .object(privacyAcceptance)
  .strict()
  .nullish()
  .transform((body) => body ?? {});
export type PasswordLoginBody = z.input<typeof passwordLoginBodySchema>;

export const phoneSignInBodySchema = phoneLoginBodySchema.extend(privacyAcceptance).strict();
export type PhoneSignInBody = z.input<typeof phoneSignInBodySchema>;

/** Where the WeChat code comes from: `web` = QR code on a computer, `mp` = inside WeChat. */
export const wechatTypeSchema = z.enum(['web', 'mp']);
export const wechatLoginBodySchema = z
  .object({ code: z.string().trim().min(1).max(200), wechat_type: wechatTypeSchema.default('web') })
  .strict();
export type WechatLoginBody = z.input<typeof wechatLoginBodySchema>;
export const wechatSignInBodySchema = wechatLoginBodySchema.extend(privacyAcceptance).strict();

/** What the sign-in page offers: WeChat only when the server has an app configured. */
export const loginOptionsSchema = z.object({
  wechat: z.object({ app_id: z.string(), authorize_url: z.string() }).nullable(),
  sms_outbox: z.boolean(),
});
export type LoginOptions = z.input<typeof loginOptionsSchema>;

export const smsMessageSchema = z.object({ phone_number: z.string(), code: z.string(), sent_at: z.string() });
export type SmsMessage = z.input<typeof smsMessageSchema>;
export const smsOutboxQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

/** A system administrator as adminMng/adminList shows them. */
export const adminSchema = z.object({
  id: z.int(),
  username: z.string().nullable(),
  nickname: z.string(),
  phone_number: z.string().nullable(),
  role_type: z.enum(['ADMIN', 'SUPER_ADMIN']),
  is_disabled: z.boolean(),
  created_time: isoTimeSchema,
  last_modified_time: isoTimeSchema,
});
export type Admin = z.input<typeof adminSchema>;

export const listAdminsQuerySchema = pageQuerySchema.extend({ q: searchSchema });
export type ListAdminsQuery = Partial<z.output<typeof listAdminsQuerySchema>>;

/** Every console user signs in with a bound phone (spec §4), administrators included. */
export const createAdminBodySchema = z
  .object({
    username: usernameSchema,
    password: passwordSchema,
    nickname: z
      .string()
      .trim()
      .max(NICKNAME_MAX)
      .optional()
      .transform((nickname) => nickname || undefined),
    phone_number: phoneSchema,
  })
  .strict();
export type CreateAdminBody = z.input<typeof createAdminBodySchema>;

export const setDisabledBodySchema = z.object({ is_disabled: z.boolean() }).strict();
export const resetPasswordBodySchema = z.object({ password: passwordSchema }).strict();

/** One's own new password, with the current one as proof (a session left open is not enough). */
export const changePasswordBodySchema = z
  .object({ current_password: z.string().min(1).max(128), password: passwordSchema })
  .strict()
  .refine((body) => body.password !== body.current_password, {
    path: ['password'],
    error: 'password_unchanged',
  });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** A forgotten password set anew, proved by an SMS code to the account's phone. */
export const forgottenPasswordBodySchema = phoneLoginBodySchema.extend({ password: passwordSchema }).strict();
export type ForgottenPasswordBody = z.input<typeof forgottenPasswordBodySchema>;
/** The account whose password it was: the sign-in form fills its name in. */
export const forgottenPasswordResultSchema = z.object({ username: z.string() });
export type ForgottenPasswordResult = z.input<typeof forgottenPasswordResultSchema>;

/** An account found by the administrators' user search (to link it to a company). */
export const userOptionSchema = z.object({
  id: z.int(),
  username: z.string().nullable(),
  nickname: z.string(),
  phone_number: z.string().nullable(),
  company_id: z.int().nullable(),
});
export type UserOption = z.input<typeof userOptionSchema>;
export const searchUsersQuerySchema = pageQuerySchema.extend({ q: searchSchema });
