import {
  companySchema,
  envelope,
  payLinksSchema,
  payPermissionQuerySchema,
  payPermissionResultSchema,
  payTokenBodySchema,
  registerMerchantBodySchema,
} from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { issueMerchantToken, payPermissionOf, registerMerchant } from './payments.service';

const tags = ['payments'];

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/management/companies/permissions/query',
    {
      schema: {
        tags,
        summary: 'A company’s payment permission (permissionsType): its own users and administrators',
        querystring: payPermissionQuerySchema,
        response: { 200: envelope(payPermissionResultSchema) },
      },
    },
    async (req) => ok(await payPermissionOf(req.ctx, req.query.companyId)),
  );

  app.post(
    '/pay/serve/token/encryption',
    {
      schema: {
        tags,
        summary: 'A signed merchant registration token, valid 30 minutes, for a company with permissionsType 1',
        body: payTokenBodySchema,
        response: { 200: envelope(z.string()) },
      },
    },
    async (req) => ok(await issueMerchantToken(req.ctx, req.body.company_id)),
  );

  app.post(
    '/management/merchants/register',
    {
      schema: {
        tags,
        summary: 'A user without a company registers a merchant: a new company with the user as its administrator',
        body: registerMerchantBodySchema,
        response: { 200: envelope(companySchema) },
      },
    },
    async (req) => ok(await registerMerchant(req.ctx, req.body)),
  );

  app.get(
    '/management/pay/links',
    {
      schema: {
        tags,
        summary: 'The payment service’s merchant registration and merchant sign-in pages (null when not configured)',
        response: { 200: envelope(payLinksSchema) },
      },
    },
    async (req) =>
      ok({
        merchant_url: req.ctx.config.payment.merchantUrl ?? null,
        login_url: req.ctx.config.payment.loginUrl ?? null,
      }),
  );
};
