import { diagnosticsSchema, envelope, testSmsBodySchema, testSmsResultSchema } from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMINS_ONLY } from '../../http/auth';
import { ok } from '../../http/envelope';
import { diagnostics, sendTestNotice, sendTestSms, type DiagnosticsSources } from './diagnostics.service';

/** `/admin/test` (docs/operations.md): system administrators only. */
export function diagnosticsRoutes(sources: DiagnosticsSources): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/management/diagnostics',
      {
        config: { access: ADMINS_ONLY },
        schema: {
          tags: ['diagnostics'],
          summary: 'Version, uptime, database, Redis, file store, SMS and WeChat of this instance, its last errors',
          response: { 200: envelope(diagnosticsSchema) },
        },
      },
      async (req) => ok(await diagnostics(req.ctx, sources)),
    );
    app.post(
      '/management/diagnostics/sms',
      {
        config: { access: ADMINS_ONLY },
        schema: {
          tags: ['diagnostics'],
          summary: 'Sends a test message with a random code through the configured SMS provider',
          body: testSmsBodySchema,
          response: { 200: envelope(testSmsResultSchema) },
        },
      },
      async (req) => ok(await sendTestSms(req.ctx, req.body)),
    );
    app.post(
      '/management/diagnostics/notice',
      {
        config: { access: ADMINS_ONLY },
        schema: {
          tags: ['diagnostics'],
          summary: 'Sends the caller a test notice, through the bell and the live stream',
          response: { 200: envelope(z.null()) },
        },
      },
      async (req) => ok(await sendTestNotice(req.ctx)),
    );
  };
}
