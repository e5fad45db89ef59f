import { healthSchema } from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import packageJson from '../../../package.json' with { type: 'json' };
import type { Database } from '../../db/client';
import type { RedisState } from '../../deps';

export function healthRoutes(database: Database, redisState: () => RedisState): FastifyPluginAsyncZod {
  return async (app) => {
    // Not enveloped: load balancers and probes read the status code, people read the JSON.
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['health'],
          summary: '200 when the database answers, 503 when it does not; Redis is reported, not required',
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (_req, reply) => {
        const up = await database.ping();
        return reply.status(up ? 200 : 503).send({
          status: up ? 'ok' : 'unavailable',
          database: database.kind,
          // Without Redis the instance still serves (limits in the database, events through it).
          redis: redisState(),
          version: packageJson.version,
          uptime_seconds: Math.floor(process.uptime()),
        });
      },
    );
  };
}
