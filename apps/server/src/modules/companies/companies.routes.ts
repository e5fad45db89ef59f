import {
  companyIdParamsSchema,
  companyOptionSchema,
  companySchema,
  envelope,
  pageOf,
  searchCompaniesQuerySchema,
  updateCompanyFieldBodySchema,
} from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { searchCompanies, updateCompanyFields } from './companies.service';

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/management/companies/search',
    {
      schema: {
        tags: ['companies'],
        summary: 'Company picker: name search, paginated (a USER finds only its own company)',
        querystring: searchCompaniesQuerySchema,
        response: { 200: envelope(pageOf(companyOptionSchema)) },
      },
    },
    async (req) => ok(await searchCompanies(req.ctx, req.query)),
  );

  app.put(
    '/companies/:id',
    {
      schema: {
        tags: ['companies'],
        summary:
          'Save company fields (name, contact_person, phone_number, address): its administrator or a system administrator',
        params: companyIdParamsSchema,
        body: updateCompanyFieldBodySchema,
        response: { 200: envelope(companySchema) },
      },
    },
    async (req) => ok(await updateCompanyFields(req.ctx, req.params.id, req.body)),
  );
};
