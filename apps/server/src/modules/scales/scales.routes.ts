import {
  createdScaleSchema,
  createScaleBodySchema,
  createShopScaleBodySchema,
  deviceKeySchema,
  envelope,
  hotKeySchema,
  listScaleGoodsQuerySchema,
  listScalesQuerySchema,
  pageOf,
  putHotKeysBodySchema,
  scaleDetailSchema,
  scaleGoodSchema,
  scaleGoodsBodySchema,
  scaleGoodsResultSchema,
  scaleIdParamsSchema,
  scaleOptionSchema,
  scaleSchema,
  searchScalesQuerySchema,
  shopGoodsParamsSchema,
  shopScaleParamsSchema,
  updateScaleBodySchema,
} from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import {
  changeScaleGoods,
  createScale,
  deleteScale,
  getHotKeys,
  getScale,
  listScaleGoods,
  listScales,
  putHotKeys,
  regenerateDeviceKey,
  searchScales,
  updateScale,
} from './scales.service';

const tags = ['scales'];

export const scalesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/management/scales',
    {
      schema: {
        tags,
        summary: 'Scales of the caller’s scope with online state, goods on them and pending changes',
        querystring: listScalesQuerySchema,
        response: { 200: envelope(pageOf(scaleSchema)) },
      },
    },
    async (req) => ok(await listScales(req.ctx, req.query)),
  );

  app.get(
    '/management/scales/search',
    {
      schema: {
        tags,
        summary: 'Scale picker: name search, filtered by shop, paginated',
        querystring: searchScalesQuerySchema,
        response: { 200: envelope(pageOf(scaleOptionSchema)) },
      },
    },
    async (req) => ok(await searchScales(req.ctx, req.query)),
  );

  app.post(
    '/management/scales/create',
    {
      schema: {
        tags,
        summary: 'Create a scale in a shop; the answer carries its device key, shown this once',
        body: createScaleBodySchema,
        response: { 200: envelope(createdScaleSchema) },
      },
    },
    async (req) => {
      const { shop_id: shopId, ...body } = req.body;
      return ok(await createScale(req.ctx, shopId, body));
    },
  );

  app.post(
    '/shops/:shopId/scales',
    {
      schema: {
        tags,
        summary: 'Create a scale in this shop (the server makes its scale_uuid when none is given)',
        params: shopGoodsParamsSchema,
        body: createShopScaleBodySchema,
        response: { 200: envelope(createdScaleSchema) },
      },
    },
    async (req) => ok(await createScale(req.ctx, req.params.shopId, req.body)),
  );

  app.get(
    '/shops/:shopId/scales/:id',
    { schema: { tags, params: shopScaleParamsSchema, response: { 200: envelope(scaleDetailSchema) } } },
    async (req) => ok(await getScale(req.ctx, req.params.shopId, req.params.id)),
  );

  app.get(
    '/scales/:id',
    {
      schema: {
        tags,
        summary: 'A scale found by its id alone, for a link without its shop; the answer names the shop',
        params: scaleIdParamsSchema,
        response: { 200: envelope(scaleDetailSchema) },
      },
    },
    async (req) => ok(await getScale(req.ctx, undefined, req.params.id)),
  );

  app.put(
    '/shops/:shopId/scales/:id',
    {
      schema: {
        tags,
        summary: 'Edit a scale; `shop_id` moves it to another shop of its company',
        params: shopScaleParamsSchema,
        body: updateScaleBodySchema,
        response: { 200: envelope(scaleSchema) },
      },
    },
    async (req) => ok(await updateScale(req.ctx, req.params.shopId, req.params.id, req.body)),
  );

  app.delete(
    '/shops/:shopId/scales/:id',
    { schema: { tags, params: shopScaleParamsSchema, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await deleteScale(req.ctx, req.params.shopId, req.params.id);
      return ok(null);
    },
  );

  app.post(
    '/shops/:shopId/scales/:id/device_key',
    {
      schema: {
        tags,
        summary: 'A new device key for the scale, shown this once; the old key stops working',
        params: shopScaleParamsSchema,
        response: { 200: envelope(deviceKeySchema) },
      },
    },
    async (req) => ok(await regenerateDeviceKey(req.ctx, req.params.shopId, req.params.id)),
  );

  app.post(
    '/scales/:id/goods',
    {
      schema: {
        tags,
        summary: 'Put goods on the scale (op_flag 1) or take them off (0), within the model’s PLU capacity',
        params: scaleIdParamsSchema,
        body: scaleGoodsBodySchema,
        response: { 200: envelope(scaleGoodsResultSchema) },
      },
    },
    async (req) => ok(await changeScaleGoods(req.ctx, req.params.id, req.body)),
  );

  app.get(
    '/scales/:id/goods',
    {
      schema: {
        tags,
        summary: 'The goods on the scale by PLU; `q` name, PLU or item code',
        params: scaleIdParamsSchema,
        querystring: listScaleGoodsQuerySchema,
        response: { 200: envelope(pageOf(scaleGoodSchema)) },
      },
    },
    async (req) => ok(await listScaleGoods(req.ctx, req.params.id, req.query)),
  );

  app.get(
    '/shops/:shopId/scales/:id/hot_keys',
    { schema: { tags, params: shopScaleParamsSchema, response: { 200: envelope(z.array(hotKeySchema)) } } },
    async (req) => ok(await getHotKeys(req.ctx, req.params.shopId, req.params.id)),
  );

  app.put(
    '/shops/:shopId/scales/:id/hot_keys',
    {
      schema: {
        tags,
        summary: 'Replace the hot keys: keys of the model, once per layer, calling PLUs on the scale',
        params: shopScaleParamsSchema,
        body: putHotKeysBodySchema,
        response: { 200: envelope(z.array(hotKeySchema)) },
      },
    },
    async (req) => ok(await putHotKeys(req.ctx, req.params.shopId, req.params.id, req.body)),
  );
};
