import {
  envelope,
  goodsFitQuerySchema,
  goodsFitSchema,
  scaleFitParamsSchema,
  scaleFitReportSchema,
} from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { goodsFit, scaleFit } from './scale-fit.service';

const tags = ['scale-fit'];

/** Pre-send checks of goods against the scales that hold them (docs/scale-fit.md). */
export const scaleFitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/management/goods/fit',
    {
      schema: {
        tags,
        summary: 'For up to 100 goods, the scales holding each that cannot take it, and why',
        querystring: goodsFitQuerySchema,
        response: { 200: envelope(goodsFitSchema) },
      },
    },
    async (req) => ok(await goodsFit(req.ctx, req.query.good_ids)),
  );

  app.get(
    '/shops/:shopId/scales/:id/fit',
    {
      schema: {
        tags,
        summary: 'What of its hot keys and goods one scale cannot take',
        params: scaleFitParamsSchema,
        response: { 200: envelope(scaleFitReportSchema) },
      },
    },
    async (req) => ok(await scaleFit(req.ctx, req.params.shopId, req.params.id)),
  );
};
