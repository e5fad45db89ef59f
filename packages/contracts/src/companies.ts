import { z } from 'zod';
import {
  idSchema,
  isoTimeSchema,
  pageQuerySchema,
  phoneSchema,
  searchSchema,
  urlSchema,
  withoutDefaults,
} from './common';
import { COMPANY_FEATURES, JOIN_TYPE, PAY_PERMISSION } from './rules';
import { joinTypeSchema, roleTypeSchema } from './users';

/** The company picker (spec §2): name search, 10 per page. */
export const searchCompaniesQuerySchema = pageQuerySchema.extend({ name: searchSchema });
export type SearchCompaniesQuery = Partial<z.output<typeof searchCompaniesQuerySchema>>;

export const companyOptionSchema = z.object({ id: z.int(), name: z.string() });
export type CompanyOption = z.input<typeof companyOptionSchema>;

export const companyIdParamsSchema = z.object({ id: idSchema });

/** Personal center (spec §2): one company field at a time, each saved on its own. */
export const updateCompanyFieldBodySchema = z
  .object({
    name: z.string().trim().min(1, { error: 'name_required' }).max(50, { error: 'name_too_long' }),
    contact_person: z.string().trim().max(30),
    phone_number: z.union([z.literal(''), phoneSchema]),
    address: z.string().trim().max(200),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'required' });
export type UpdateCompanyFieldBody = z.input<typeof updateCompanyFieldBodySchema>;

export const companyFeatureSchema = z.enum(COMPANY_FEATURES);
export const payPermissionSchema = z.union([
  z.literal(PAY_PERMISSION.NONE),
  z.literal(PAY_PERMISSION.ALLOWED),
  z.literal(PAY_PERMISSION.MERCHANT),
]);

/** Company (management, spec §3) plus what the console shows of it. */
export const companySchema = z.object({
  id: z.int(),
  name: z.string(),
  contact_person: z.string(),
  phone_number: z.string(),
  address: z.string(),
  img_url: z.string(),
  licence_img_url: z.string(),
  if_analysis_open: z.union([z.literal(0), z.literal(1)]),
  /** Enabled console features, `analysis` included when if_analysis_open is 1. */
  permissions: z.array(companyFeatureSchema),
  pay_permission: payPermissionSchema,
  is_disabled: z.boolean(),
  user_count: z.int(),
  shop_count: z.int(),
  created_time: isoTimeSchema,
  last_modified_time: isoTimeSchema,
});
export type Company = z.input<typeof companySchema>;

const companyNameSchema = z
  .string({ error: 'name_required' })
  .trim()
  .min(1, { error: 'name_required' })
  .max(50, { error: 'name_too_long' });

/** `POST /api/management/companies/create` (spec §7). */
export const createCompanyBodySchema = z
  .object({
    name: companyNameSchema,
    contact_person: z.string().trim().max(30).default(''),
    phone_number: z.union([z.literal(''), phoneSchema]).default(''),
    address: z.string().trim().max(200).default(''),
    if_analysis_open: z.union([z.literal(0), z.literal(1)]).default(1),
    img_url: urlSchema.default(''),
  })
  .strict();
export type CreateCompanyBody = z.input<typeof createCompanyBodySchema>;

export const updateCompanyBodySchema = z
  .object(withoutDefaults(createCompanyBodySchema.omit({ if_analysis_open: true }).shape))
  .partial()
  .extend({ name: companyNameSchema.optional() })
  .strict();
export type UpdateCompanyBody = z.input<typeof updateCompanyBodySchema>;

/** `GET /api/management/companies`: name, contact (person or phone), created range. */
export const listCompaniesQuerySchema = pageQuerySchema.extend({
  name: searchSchema,
  contact: searchSchema,
  created_from: z.iso.date().optional(),
  created_to: z.iso.date().optional(),
  is_disabled: z.enum(['0', '1']).optional(),
});
export type ListCompaniesQuery = Partial<z.output<typeof listCompaniesQuerySchema>>;

export const setCompanyDisabledBodySchema = z.object({ is_disabled: z.boolean() }).strict();

/** `PUT /api/management/companies/permissions`: the full set of a company's features. */
export const setPermissionsBodySchema = z
  .object({ company_id: idSchema, permissions: z.array(companyFeatureSchema).max(COMPANY_FEATURES.length) })
  .strict();
export type SetPermissionsBody = z.input<typeof setPermissionsBodySchema>;

export const permissionSchema = z.object({ key: companyFeatureSchema, name: z.string(), description: z.string() });
export type Permission = z.input<typeof permissionSchema>;

export const setPayPermissionBodySchema = z.object({ permissions_type: payPermissionSchema }).strict();
export const payPermissionQuerySchema = z.object({ companyId: idSchema });
export const payPermissionResultSchema = z.object({ permissionsType: payPermissionSchema });
export const payTokenBodySchema = z.object({ company_id: idSchema }).strict();

/** A user as a company's member list shows them. */
export const companyUserSchema = z.object({
  user_id: z.int(),
  company_id: z.int(),
  join_type: joinTypeSchema,
  username: z.string().nullable(),
  nickname: z.string(),
  phone_number: z.string().nullable(),
  role_type: roleTypeSchema,
  is_disabled: z.boolean(),
  joined_time: isoTimeSchema,
});
export type CompanyUser = z.input<typeof companyUserSchema>;

/** `POST /api/management/companies/users` (spec §7): link a user, or change the link's join_type. */
export const linkCompanyUserBodySchema = z
  .object({ company_id: idSchema, user_id: idSchema, join_type: joinTypeSchema.default(JOIN_TYPE.STAFF) })
  .strict();
export type LinkCompanyUserBody = z.input<typeof linkCompanyUserBodySchema>;

export const companyUserParamsSchema = z.object({ id: idSchema, userId: idSchema });
export const listCompanyUsersQuerySchema = pageQuerySchema.extend({ q: searchSchema });

/** A phone invited to a company: it joins the company at its next SMS sign-in. */
export const companyInviteSchema = z.object({
  id: z.int(),
  company_id: z.int(),
  phone_number: z.string(),
  join_type: joinTypeSchema,
  created_time: isoTimeSchema,
});
export type CompanyInvite = z.input<typeof companyInviteSchema>;
export const createInviteBodySchema = z
  .object({ phone_number: phoneSchema, join_type: joinTypeSchema.default(JOIN_TYPE.STAFF) })
  .strict();
export type CreateInviteBody = z.input<typeof createInviteBodySchema>;
export const inviteParamsSchema = z.object({ id: idSchema, inviteId: idSchema });

/** `/page/shanghuResign`: a user without a company registers a merchant. */
export const registerMerchantBodySchema = z
  .object({
    name: companyNameSchema,
    contact_person: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(30),
    phone_number: phoneSchema,
    address: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(200),
    licence_img_url: urlSchema.refine((url) => url !== '', { error: 'licence_required' }),
  })
  .strict();
export type RegisterMerchantBody = z.input<typeof registerMerchantBodySchema>;

/** Where the top bar's merchant registration button leads (the payment service's pages). */
export const payLinksSchema = z.object({ merchant_url: z.string().nullable(), login_url: z.string().nullable() });
export type PayLinks = z.input<typeof payLinksSchema>;
