import { companyOptionSchema, envelope, pageOf, searchCompaniesQuerySchema } from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { searchCompanies } from './companies.service';

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
};
