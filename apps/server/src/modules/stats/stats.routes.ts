import {
  envelope,
  idSchema,
  statsGoodSchema,
  statsGoodsQuerySchema,
  statsGoodsSchema,
  statsOrdersSchema,
  statsQuerySchema,
  statsSalesSchema,
  statsShopSchema,
  statsShopsQuerySchema,
  statsShopsSchema,
} from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { goodsStats, goodStats, orderStats, salesStats, shopsStats, shopStats } from './stats.service';

const byId = z.object({ id: idSchema });
const GATE = ' Companies without the analysis feature get 403.';

/** statsMng (docs/statistics.md): every answer from the rollups, the period against the one before. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/management/stats/sales',
    {
      schema: {
        tags: ['stats'],
        summary: `Sales totals, trend, weekday × hour heat map and categories of a period (saleAnalysis).${GATE}`,
        querystring: statsQuerySchema,
        response: { 200: envelope(statsSalesSchema) },
      },
    },
    async (req) => ok(await salesStats(req.ctx, req.query)),
  );
  app.get(
    '/management/stats/orders',
    {
      schema: {
        tags: ['stats'],
        summary: `Orders, items per order and average order value, by period and shop (orderAnalysis).${GATE}`,
        querystring: statsQuerySchema,
        response: { 200: envelope(statsOrdersSchema) },
      },
    },
    async (req) => ok(await orderStats(req.ctx, req.query)),
  );
  app.get(
    '/management/stats/goods',
    {
      schema: {
        tags: ['stats'],
        summary: `Goods ranked by amount, count, weight or pieces, best or slowest first (goodAnalysis).${GATE}`,
        querystring: statsGoodsQuerySchema,
        response: { 200: envelope(statsGoodsSchema) },
      },
    },
    async (req) => ok(await goodsStats(req.ctx, req.query)),
  );
  app.get(
    '/management/stats/goods/:id',
    {
      schema: {
        tags: ['stats'],
        summary: `One good: sales by day against its prices, price changes, shops and scales (goodAnalysis/{id}).${GATE}`,
        params: byId,
        querystring: statsQuerySchema,
        response: { 200: envelope(statsGoodSchema) },
      },
    },
    async (req) => ok(await goodStats(req.ctx, req.params.id, req.query)),
  );
  app.get(
    '/management/stats/shops',
    {
      schema: {
        tags: ['stats'],
        summary: `Every shop ranked by net sales, with the period before (shopAnalysis).${GATE}`,
        querystring: statsShopsQuerySchema,
        response: { 200: envelope(statsShopsSchema) },
      },
    },
    async (req) => ok(await shopsStats(req.ctx, req.query)),
  );
  app.get(
    '/management/stats/shops/:id',
    {
      schema: {
        tags: ['stats'],
        summary: `One shop: trend, its scales' shares and its hours of the day (shopAnalysis/{id}).${GATE}`,
        params: byId,
        querystring: statsShopsQuerySchema,
        response: { 200: envelope(statsShopSchema) },
      },
    },
    async (req) => ok(await shopStats(req.ctx, req.params.id, req.query)),
  );
};
