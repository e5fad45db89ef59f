import { z } from 'zod';
import { flagSchema, idSchema, isoTimeSchema, phoneSchema, urlSchema } from './common';

/** Console roles (spec §6): USER enters /project, ADMIN and SUPER_ADMIN enter /admin. */
export const roleTypeSchema = z.enum(['USER', 'ADMIN', 'SUPER_ADMIN']);
export type RoleType = z.infer<typeof roleTypeSchema>;
export const ADMIN_ROLES: readonly RoleType[] = ['ADMIN', 'SUPER_ADMIN'];
export const isAdminRole = (role: RoleType): boolean => ADMIN_ROLES.includes(role);

/**
 * How a user belongs to a company (company-user link `join_type`):
 * 1 = the company's administrator (manages its users, invite codes), 2 = staff member.
 */
export const joinTypeSchema = z.union([z.literal(1), z.literal(2)]);
export type JoinType = z.infer<typeof joinTypeSchema>;
export const JOIN_TYPE = { ADMIN: 1, STAFF: 2 } as const;

/** The company as the signed-in user sees it; `role_type` is the user's role inside it. */
export const companyInfoSchema = z.object({
  id: z.int(),
  name: z.string(),
  contact_person: z.string(),
  phone_number: z.string(),
  address: z.string(),
  role_name: z.string(),
  role_type: z.enum(['ADMIN', 'USER']),
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

export const NICKNAME_MAX = 30;
export const updateUserInfoBodySchema = z
  .object({
    nickname: z.string().trim().min(1, { error: 'required' }).max(NICKNAME_MAX),
    img_url: urlSchema,
  })
  .partial()
  .strict();
export type UpdateUserInfoBody = z.input<typeof updateUserInfoBodySchema>;

export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{3,32}$/;
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
