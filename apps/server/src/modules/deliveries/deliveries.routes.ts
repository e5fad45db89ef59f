import {
  envelope,
  goodDeliverySchema,
  goodIdParamsSchema,
  listPendingDeliveriesQuerySchema,
  pageOf,
  pendingDeliverySchema,
  scaleFitParamsSchema,
  scalePendingSchema,
} from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { goodDelivery, listPendingDeliveries, scalePending } from './deliveries.service';

const tags = ['deliveries'];

/** When each change reached each scale, and what is still on its way (docs/delivery.md). */
export const deliveriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/management/goods/:id/delivery',
    {
      schema: {
        tags,
        summary: 'The good’s price since when, and per scale holding it whether it has the current version',
        params: goodIdParamsSchema,
        response: { 200: envelope(goodDeliverySchema) },
      },
    },
    async (req) => ok(await goodDelivery(req.ctx, req.params.id)),
  );

  app.get(
    '/shops/:shopId/scales/:id/pending',
    {
      schema: {
        tags,
        summary: 'The changes a scale has not confirmed yet, oldest first',
        params: scaleFitParamsSchema,
        response: { 200: envelope(scalePendingSchema) },
      },
    },
    async (req) => ok(await scalePending(req.ctx, req.params.shopId, req.params.id)),
  );

  app.get(
    '/management/deliveries/pending',
    {
      schema: {
        tags,
        summary: 'Goods changes not yet on a scale holding the good: which scales still sell at the old price',
        querystring: listPendingDeliveriesQuerySchema,
        response: { 200: envelope(pageOf(pendingDeliverySchema)) },
      },
    },
    async (req) => ok(await listPendingDeliveries(req.ctx, req.query)),
  );
};
