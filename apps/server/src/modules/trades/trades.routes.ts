import { envelope, exportTradesQuerySchema, listTradesQuerySchema, tradePageSchema } from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { sendSheet } from '../../sheets/write-sheet';
import { exportTrades, listTrades } from './trades.service';

const tags = ['trades'];

/** The console's sales records (docs/trades.md); scales store them through the device API. */
export const tradesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/management/trades',
    {
      schema: {
        tags,
        summary: 'Sales records: time, shop, scale, good, type and total filters; sorted; paged by a cursor',
        querystring: listTradesQuerySchema,
        response: { 200: envelope(tradePageSchema) },
      },
    },
    async (req) => ok(await listTrades(req.ctx, req.query)),
  );

  app.get(
    '/management/trades/export',
    {
      schema: {
        tags,
        summary: 'The sales the filters match as .xlsx or .csv, streamed with constant memory',
        querystring: exportTradesQuerySchema,
      },
    },
    async (req, reply) => sendSheet(reply, req.query.format, exportTrades(req.ctx, req.query)),
  );
};
