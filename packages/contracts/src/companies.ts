import { z } from 'zod';
import { idSchema, pageQuerySchema, searchSchema } from './common';

/** The company picker (spec §2): name search, 10 per page. */
export const searchCompaniesQuerySchema = pageQuerySchema.extend({ name: searchSchema });
export type SearchCompaniesQuery = Partial<z.output<typeof searchCompaniesQuerySchema>>;

export const companyOptionSchema = z.object({ id: z.int(), name: z.string() });
export type CompanyOption = z.input<typeof companyOptionSchema>;

export const companyIdParamsSchema = z.object({ id: idSchema });
