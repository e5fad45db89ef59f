import { envelope, scaleCompareSchema, scaleFitParamsSchema } from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { compareScale } from './scale-compare.service';

/** A scale against the cloud: what it reported holding, and what it sold at (docs/scale-compare.md). */
export const scaleCompareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shops/:shopId/scales/:id/compare',
    {
      schema: {
        tags: ['deliveries'],
        summary:
          'The differences between the goods the cloud has on a scale and what the scale last reported holding, and recent sales at another price',
        params: scaleFitParamsSchema,
        response: { 200: envelope(scaleCompareSchema) },
      },
    },
    async (req) => ok(await compareScale(req.ctx, req.params.shopId, req.params.id)),
  );
};
