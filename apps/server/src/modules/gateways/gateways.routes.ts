import {
  createGatewayBodySchema,
  envelope,
  gatewayConfigSchema,
  gatewayKeySchema,
  gatewayParamsSchema,
  gatewayReportBodySchema,
  gatewayReportSchema,
  gatewaySchema,
  scaleLanLinkSchema,
  shopScaleParamsSchema,
  updateGatewayBodySchema,
} from '@tm/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { ErrorCode } from '@tm/contracts';
import { authenticateGateway, type DeviceGateway } from './gateway-auth';
import {
  createGateway,
  deleteGateway,
  gatewayConfig,
  gatewayReport,
  listGateways,
  regenerateGatewayKey,
  renameGateway,
  setScaleLanLink,
} from './gateways.service';

const tags = ['gateways'];
const shopParamsSchema = z.object({ shopId: z.coerce.number().int().positive() });

/** The console's calls: a shop's gateways, and which scales sit behind one. */
export const gatewaysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shops/:shopId/gateways',
    {
      schema: {
        tags,
        summary: 'The gateways of a shop, online when they reported in the last 2 minutes',
        params: shopParamsSchema,
        response: { 200: envelope(z.array(gatewaySchema)) },
      },
    },
    async (req) => ok(await listGateways(req.ctx, req.params.shopId)),
  );

  app.post(
    '/shops/:shopId/gateways',
    {
      schema: {
        tags,
        summary: 'Add a gateway to a shop; the answer carries its key, shown this once',
        params: shopParamsSchema,
        body: createGatewayBodySchema,
        response: { 200: envelope(gatewayKeySchema) },
      },
    },
    async (req) => ok(await createGateway(req.ctx, req.params.shopId, req.body)),
  );

  app.put(
    '/shops/:shopId/gateways/:id',
    {
      schema: {
        tags,
        params: gatewayParamsSchema,
        body: updateGatewayBodySchema,
        response: { 200: envelope(gatewaySchema) },
      },
    },
    async (req) => ok(await renameGateway(req.ctx, req.params.shopId, req.params.id, req.body.name)),
  );

  app.post(
    '/shops/:shopId/gateways/:id/key',
    {
      schema: {
        tags,
        summary: 'A new key for the gateway, shown once; the old one stops working',
        params: gatewayParamsSchema,
        response: { 200: envelope(gatewayKeySchema) },
      },
    },
    async (req) => ok(await regenerateGatewayKey(req.ctx, req.params.shopId, req.params.id)),
  );

  app.delete(
    '/shops/:shopId/gateways/:id',
    {
      schema: {
        tags,
        summary: 'Delete a gateway that drives no scale',
        params: gatewayParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await deleteGateway(req.ctx, req.params.shopId, req.params.id);
      return ok(null);
    },
  );

  app.put(
    '/shops/:shopId/scales/:id/lan',
    {
      schema: {
        tags,
        summary: 'Connect a TM scale through a gateway of its shop at a LAN address, or directly again',
        params: shopScaleParamsSchema,
        body: scaleLanLinkSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await setScaleLanLink(req.ctx, req.params.shopId, req.params.id, req.body);
      return ok(null);
    },
  );
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    /** Set on the gateway's own routes by their key check; null elsewhere. */
    deviceGateway: DeviceGateway | null;
  }
}

const GATEWAY_AUTH =
  'Authorization: Basic base64("<gateway_uuid>:<gateway_key>"); 401 (ERCO000001) without a valid key.';

/** What a gateway calls for itself, under /api/device/v1/gateway (its key, no user session). */
export const gatewayDeviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('deviceGateway', null);
  app.addHook('onRequest', async (request) => {
    request.deviceGateway = await authenticateGateway(request.publicCtx.db, request.headers.authorization);
    if (!request.deviceGateway) {
      throw new AppError(ErrorCode.LOGIN_INVALID);
    }
  });
  const gatewayOf = (gateway: DeviceGateway | null): DeviceGateway => {
    if (!gateway) {
      throw new AppError(ErrorCode.LOGIN_INVALID);
    }
    return gateway;
  };
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['device'],
        summary: 'The scales this gateway drives, with their LAN addresses',
        description: GATEWAY_AUTH,
        security: [],
        response: { 200: envelope(gatewayConfigSchema) },
      },
    },
    async (req) => ok(await gatewayConfig(req.publicCtx, gatewayOf(req.deviceGateway))),
  );

  api.post(
    '/report',
    {
      config: { access: 'public' },
      schema: {
        tags: ['device'],
        summary: 'The gateway’s state of each scale it drives: reachable, last contact, queued changes, last error',
        description: GATEWAY_AUTH,
        security: [],
        body: gatewayReportBodySchema,
        response: { 200: envelope(gatewayReportSchema) },
      },
    },
    async (req) => ok(await gatewayReport(req.publicCtx, gatewayOf(req.deviceGateway), req.body)),
  );
};
