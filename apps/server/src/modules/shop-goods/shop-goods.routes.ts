import {
  addShopGoodsBodySchema,
  addShopGoodsResultSchema,
  envelope,
  goodSchema,
  listShopGoodsQuerySchema,
  shopGoodCandidatesQuerySchema,
  pageOf,
  removeShopGoodsBodySchema,
  removeShopGoodsResultSchema,
  shopGoodSchema,
  shopGoodsParamsSchema,
} from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { addShopGoods, listShopGoodCandidates, listShopGoods, removeShopGoods } from './shop-goods.service';

const tags = ['shop goods'];

export const shopGoodsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/management/shops/:shopId/goods',
    {
      schema: {
        tags,
        summary: 'Goods the shop sells, by PLU; search by name, PLU or item code',
        params: shopGoodsParamsSchema,
        querystring: listShopGoodsQuerySchema,
        response: { 200: envelope(pageOf(shopGoodSchema)) },
      },
    },
    async (req) => ok(await listShopGoods(req.ctx, req.params.shopId, req.query)),
  );

  app.get(
    '/management/shops/:shopId/goods/candidates',
    {
      schema: {
        tags,
        summary: 'Goods of the shop’s company that the shop does not sell yet, by PLU; same search',
        params: shopGoodsParamsSchema,
        querystring: shopGoodCandidatesQuerySchema,
        response: { 200: envelope(pageOf(goodSchema)) },
      },
    },
    async (req) => ok(await listShopGoodCandidates(req.ctx, req.params.shopId, req.query)),
  );

  app.post(
    '/management/shops/:shopId/goods',
    {
      schema: {
        tags,
        summary: 'Add goods of the shop’s company to the shop; goods it already sells are skipped',
        params: shopGoodsParamsSchema,
        body: addShopGoodsBodySchema,
        response: { 200: envelope(addShopGoodsResultSchema) },
      },
    },
    async (req) => ok(await addShopGoods(req.ctx, req.params.shopId, req.body)),
  );

  app.post(
    '/goods/shops/delete',
    {
      schema: {
        tags,
        summary: 'Remove goods from a shop; answers how many it sold and no longer does',
        body: removeShopGoodsBodySchema,
        response: { 200: envelope(removeShopGoodsResultSchema) },
      },
    },
    async (req) => ok(await removeShopGoods(req.ctx, req.body)),
  );
};
