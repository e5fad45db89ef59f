import {
  batchOnSaleBodySchema,
  batchPriceBodySchema,
  batchResultSchema,
  createGoodBodySchema,
  envelope,
  goodIdParamsSchema,
  goodListItemSchema,
  goodSchema,
  listGoodsQuerySchema,
  pageOf,
  priceChangeSchema,
  updateGoodBodySchema,
} from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import {
  batchChangePrice,
  batchSetOnSale,
  createGood,
  deleteGood,
  getGood,
  listGoods,
  listPriceChanges,
  updateGood,
} from './goods.service';

const tags = ['goods'];

export const goodsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/management/goods',
    {
      schema: {
        tags,
        summary: 'PLU records: search by name, PLU or item code; filter by category and on-sale; sort',
        querystring: listGoodsQuerySchema,
        response: { 200: envelope(pageOf(goodListItemSchema)) },
      },
    },
    async (req) => ok(await listGoods(req.ctx, req.query)),
  );

  app.post(
    '/management/goods',
    { schema: { tags, body: createGoodBodySchema, response: { 200: envelope(goodSchema) } } },
    async (req) => ok(await createGood(req.ctx, req.body)),
  );

  app.get(
    '/management/goods/:id',
    { schema: { tags, params: goodIdParamsSchema, response: { 200: envelope(goodSchema) } } },
    async (req) => ok(await getGood(req.ctx, req.params.id)),
  );

  app.put(
    '/management/goods/:id',
    {
      schema: {
        tags,
        summary: 'Change a good; its version grows by one and a price change is kept in its history',
        params: goodIdParamsSchema,
        body: updateGoodBodySchema,
        response: { 200: envelope(goodSchema) },
      },
    },
    async (req) => ok(await updateGood(req.ctx, req.params.id, req.body)),
  );

  app.delete(
    '/management/goods/:id',
    { schema: { tags, params: goodIdParamsSchema, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await deleteGood(req.ctx, req.params.id);
      return ok(null);
    },
  );

  app.get(
    '/management/goods/:id/price_history',
    {
      schema: {
        tags,
        summary: 'Every price the good has had, newest first',
        params: goodIdParamsSchema,
        response: { 200: envelope(z.array(priceChangeSchema)) },
      },
    },
    async (req) => ok(await listPriceChanges(req.ctx, req.params.id)),
  );

  app.post(
    '/management/goods/batch/price',
    {
      schema: {
        tags,
        summary: 'Set the price of many goods, or move it by a percentage; every change goes into the price history',
        body: batchPriceBodySchema,
        response: { 200: envelope(batchResultSchema) },
      },
    },
    async (req) => ok(await batchChangePrice(req.ctx, req.body)),
  );

  app.post(
    '/management/goods/batch/on_sale',
    {
      schema: {
        tags,
        summary: 'Put many goods on or off sale',
        body: batchOnSaleBodySchema,
        response: { 200: envelope(batchResultSchema) },
      },
    },
    async (req) => ok(await batchSetOnSale(req.ctx, req.body)),
  );
};
