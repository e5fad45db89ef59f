import { z } from 'zod';
import {
  idSchema,
  isoTimeSchema,
  pageQuerySchema,
  phoneSchema,
  searchSchema,
  telephoneSchema,
  urlSchema,
  withoutDefaults,
} from './common';
import { SHOP_CATEGORY_MAX, SHOP_NAME_MAX } from './rules';

export const shopSchema = z.object({
  id: z.int(),
  company_id: z.int(),
  company_name: z.string(),
  name: z.string(),
  contact_person: z.string(),
  phone_number: z.string(),
  img_url: z.string(),
  address: z.string(),
  telephone: z.string(),
  desc: z.string(),
  /** What the shop sells (e.g. 蔬菜, 水果): free tags, shown as chips. */
  categories: z.array(z.string()),
  created_time: isoTimeSchema,
  last_modified_time: isoTimeSchema,
});
export type Shop = z.input<typeof shopSchema>;

const shopFieldsSchema = z.object({
  name: z
    .string({ error: 'name_required' })
    .trim()
    .min(1, { error: 'name_required' })
    .max(SHOP_NAME_MAX, { error: 'name_too_long' }),
  contact_person: z.string().trim().max(30).default(''),
  phone_number: z.union([z.literal(''), phoneSchema]).default(''),
  img_url: urlSchema.default(''),
  address: z.string().trim().max(200).default(''),
  telephone: telephoneSchema.default(''),
  desc: z.string().trim().max(500).default(''),
  categories: z
    .array(z.string().trim().min(1).max(20))
    .max(SHOP_CATEGORY_MAX)
    .transform((list) => [...new Set(list)])
    .default([]),
});

/**
 * Create a shop. A USER's shop always belongs to the USER's own company (a company_id naming
 * another company is refused); an ADMIN must name the company.
 */
export const createShopBodySchema = shopFieldsSchema.extend({ company_id: idSchema.optional() }).strict();
export type CreateShopBody = z.input<typeof createShopBodySchema>;

/** Edit a shop: any subset of its fields; the company never changes. */
export const updateShopBodySchema = z
  .object(withoutDefaults(shopFieldsSchema.shape))
  .partial()
  .extend({
    name: shopFieldsSchema.shape.name.optional(),
  })
  .strict();
export type UpdateShopBody = z.input<typeof updateShopBodySchema>;

export const listShopsQuerySchema = pageQuerySchema.extend({
  name: searchSchema,
  company_id: idSchema.optional(),
  contact: searchSchema,
  category: searchSchema,
});
export type ListShopsQuery = Partial<z.output<typeof listShopsQuerySchema>>;

/** The shop picker's search (spec §2 pickers): name, page, per_page, company_id. */
export const searchShopsQuerySchema = pageQuerySchema.extend({
  name: searchSchema,
  company_id: idSchema.optional(),
});
export type SearchShopsQuery = Partial<z.output<typeof searchShopsQuerySchema>>;

export const shopOptionSchema = z.object({ id: z.int(), name: z.string(), company_id: z.int() });
export type ShopOption = z.input<typeof shopOptionSchema>;

export const shopIdParamsSchema = z.object({ id: idSchema });
