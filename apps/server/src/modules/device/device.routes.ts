import {
  authorizedScaleSchema,
  authorizeScaleBodySchema,
  envelope,
  heartbeatBodySchema,
  heartbeatSchema,
  helloBodySchema,
  helloSchema,
  judgeScaleBodySchema,
  judgeScaleSchema,
  registrationParamsSchema,
  registrationStatusSchema,
  scaleHoldingsBodySchema,
  scaleHoldingsResultSchema,
  syncQuerySchema,
  syncSchema,
  uploadTradesBodySchema,
  uploadTradesResultSchema,
} from '@tm/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { reportHoldings } from '../scale-compare/scale-compare.service';
import { deviceScaleOf, requireDeviceKey } from './device-auth';
import {
  authorizeScale,
  heartbeat,
  judgeScale,
  registrationStatus,
  sayHello,
  syncScale,
  uploadTrades,
} from './device.service';

const tags = ['device'];
const DEVICE_AUTH = 'Authorization: Basic base64("<scale_uuid>:<device_key>")';
const KEY_REQUIRED = `${DEVICE_AUTH}; 401 (ERCO000001) without a valid key.`;

/**
 * What scales call, under /api/device/v1. Public for the users' guard: a scale has no session;
 * the routes that act for a scale check its device key themselves.
 */
export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/hello',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A scale starts: unknown → a registration to show as a QR code; known with its key → its sync state',
        description: `No key needed; with the scale's key (${DEVICE_AUTH}) the answer carries its place.`,
        security: [],
        body: helloBodySchema,
        response: { 200: envelope(helloSchema) },
      },
    },
    async (req) =>
      ok(await sayHello(req.publicCtx, req.body, req.headers.authorization, `${req.protocol}://${req.host}`)),
  );

  app.get(
    '/registration/:request_id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The registering scale polls: waiting, or done with its device key (answered once)',
        security: [],
        params: registrationParamsSchema,
        response: { 200: envelope(registrationStatusSchema) },
      },
    },
    async (req) => ok(await registrationStatus(req.publicCtx, req.params.request_id)),
  );

  await app.register(async (plugin) => {
    const scaleApi = plugin.withTypeProvider<ZodTypeProvider>();
    requireDeviceKey(scaleApi);

    scaleApi.post(
      '/heartbeat',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'The scale is alive: records the time and firmware; says whether changes wait',
          description: KEY_REQUIRED,
          body: heartbeatBodySchema,
          response: { 200: envelope(heartbeatSchema) },
        },
      },
      async (req) => ok(await heartbeat(req.publicCtx, deviceScaleOf(req), req.body)),
    );

    scaleApi.get(
      '/sync',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            'Goods, removals, hot keys and label formats changed after `since` (0: everything), paged by change number',
          description: `Ask again with \`since = version\` while \`more\`. ${KEY_REQUIRED}`,
          querystring: syncQuerySchema,
          response: { 200: envelope(syncSchema) },
        },
      },
      async (req) =>
        ok(await syncScale(req.publicCtx, deviceScaleOf(req), req.query.since, `${req.protocol}://${req.host}`)),
    );

    scaleApi.post(
      '/trades',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Upload up to 1000 sales; each is stored exactly once per (scale, trade_no)',
          description: `Broken records are listed in \`rejected\` and the rest stored. ${KEY_REQUIRED}`,
          body: uploadTradesBodySchema,
          response: { 200: envelope(uploadTradesResultSchema) },
        },
      },
      async (req) => {
        const result = await uploadTrades(req.publicCtx, deviceScaleOf(req), req.body.trades);
        req.publicCtx.deps.metrics.tradesIngested.inc(result.accepted);
        return ok(result);
      },
    );

    scaleApi.post(
      '/holdings',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Report every PLU the scale holds (number, unit price, first name line); replaces the last report',
          description: `A scale reads its PLU memory; a shop gateway reports the PLU records a TM scale acknowledged. The console compares them with the cloud (docs/scale-compare.md). ${KEY_REQUIRED}`,
          body: scaleHoldingsBodySchema,
          response: { 200: envelope(scaleHoldingsResultSchema) },
        },
      },
      async (req) => ok(await reportHoldings(req.publicCtx, deviceScaleOf(req), req.body)),
    );
  });
};

/** The console's side of QR registration (spec §7 Scales): signed-in users. */
export const deviceConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/management/scales/register/judge',
    {
      schema: {
        tags,
        summary: 'Whether a scale with this id is already registered (to any company)',
        body: judgeScaleBodySchema,
        response: { 200: envelope(judgeScaleSchema) },
      },
    },
    async (req) => ok(await judgeScale(req.ctx, req.body.scale_uuid)),
  );

  app.post(
    '/management/scales/authorize',
    {
      schema: {
        tags,
        summary:
          'Attach the scale showing this registration QR code to a shop of the caller; the scale then picks up its key',
        body: authorizeScaleBodySchema,
        response: { 200: envelope(authorizedScaleSchema) },
      },
    },
    async (req) => ok(await authorizeScale(req.ctx, req.body)),
  );
};
