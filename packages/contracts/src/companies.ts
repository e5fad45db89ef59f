import { z } from 'zod';
import { idSchema, isoTimeSchema, pageQuerySchema, phoneSchema, searchSchema } from './common';

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

/** Company (management, spec §3) plus its address and times. */
export const companySchema = z.object({
  id: z.int(),
  name: z.string(),
  contact_person: z.string(),
  phone_number: z.string(),
  address: z.string(),
  img_url: z.string(),
  if_analysis_open: z.union([z.literal(0), z.literal(1)]),
  created_time: isoTimeSchema,
  last_modified_time: isoTimeSchema,
});
export type Company = z.input<typeof companySchema>;
