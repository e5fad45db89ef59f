import { barcodeFormatInUseSchema, envelope } from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { barcodeFormatsInUse } from './barcode-spec.service';

/** The barcode formats a checkout must decode (docs/barcode-spec.md). */
export const barcodeSpecRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/management/barcode-formats',
    {
      schema: {
        tags: ['labels'],
        summary: 'Barcode formats printed in the caller’s scope, with goods counts and example goods',
        response: { 200: envelope(z.array(barcodeFormatInUseSchema)) },
      },
    },
    async (req) => ok(await barcodeFormatsInUse(req.ctx)),
  );
};
