import {
  createShopBodySchema,
  envelope,
  listShopsQuerySchema,
  pageOf,
  searchShopsQuerySchema,
  shopIdParamsSchema,
  shopOptionSchema,
  shopSchema,
  updateShopBodySchema,
} from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { createShop, deleteShop, getShop, listShops, searchShops, updateShop } from './shops.service';

const tags = ['shops'];

export const shopsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/management/shops',
    {
      schema: {
        tags,
        summary: 'Shops of the caller’s scope, filtered by name, company, contact or category',
        querystring: listShopsQuerySchema,
        response: { 200: envelope(pageOf(shopSchema)) },
      },
    },
    async (req) => ok(await listShops(req.ctx, req.query)),
  );

  app.get(
    '/management/shops/search',
    {
      schema: {
        tags,
        summary: 'Shop picker: name search within a company, paginated',
        querystring: searchShopsQuerySchema,
        response: { 200: envelope(pageOf(shopOptionSchema)) },
      },
    },
    async (req) => ok(await searchShops(req.ctx, req.query)),
  );

  // The spec names two create calls; both create a shop the same way.
  for (const url of ['/management/shops/new/create', '/shops']) {
    app.post(
      url,
      { schema: { tags, body: createShopBodySchema, response: { 200: envelope(shopSchema) } } },
      async (req) => ok(await createShop(req.ctx, req.body)),
    );
  }

  app.get(
    '/shops/:id',
    { schema: { tags, params: shopIdParamsSchema, response: { 200: envelope(shopSchema) } } },
    async (req) => ok(await getShop(req.ctx, req.params.id)),
  );

  app.put(
    '/shops/:id',
    {
      schema: { tags, params: shopIdParamsSchema, body: updateShopBodySchema, response: { 200: envelope(shopSchema) } },
    },
    async (req) => ok(await updateShop(req.ctx, req.params.id, req.body)),
  );

  app.delete(
    '/shops/:id',
    { schema: { tags, params: shopIdParamsSchema, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await deleteShop(req.ctx, req.params.id);
      return ok(null);
    },
  );
};
