import {
  dashboardShopsQuerySchema,
  dashboardShopsSchema,
  dashboardTodayQuerySchema,
  dashboardTodaySchema,
  envelope,
} from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { dashboardShops, dashboardToday } from './dashboard.service';

/** The home page's and the big screen's figures (docs/dashboard.md). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/management/dashboard/today',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'Today against yesterday (by now and whole), today by hour, scales online and the latest sales; ' +
          'the caller’s company (administrators: all, or `company_id`), or one shop',
        querystring: dashboardTodayQuerySchema,
        response: { 200: envelope(dashboardTodaySchema) },
      },
    },
    async (req) => ok(await dashboardToday(req.ctx, req.query)),
  );
  app.get(
    '/management/dashboard/shops',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'Every shop’s net sales and count today against yesterday by the same hour, best first ' +
          '(the caller’s company; administrators: all, or `company_id`)',
        querystring: dashboardShopsQuerySchema,
        response: { 200: envelope(dashboardShopsSchema) },
      },
    },
    async (req) => ok(await dashboardShops(req.ctx, req.query)),
  );
};
