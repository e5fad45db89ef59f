import { z } from 'zod';
import { flagSchema, idSchema, isoTimeSchema, phoneSchema, urlSchema } from './common';
import { JOIN_TYPE, NICKNAME_MAX, ROLE_TYPES, USERNAME_PATTERN } from './rules';

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
