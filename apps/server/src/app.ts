import Fastify, { type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { addAuthGuard, decorateRequests } from './http/auth';
import type { Clock } from './http/context';
import { registerErrorHandler, sendNotFound } from './http/errors';
import { registerWebApp } from './http/web-app';
import { companiesRoutes } from './modules/companies/companies.routes';
import { healthRoutes } from './modules/health/health.routes';
import { shopsRoutes } from './modules/shops/shops.routes';
import { usersRoutes } from './modules/users/users.routes';

export type AppOptions = {
  /** An open database; when absent the app opens (and later closes) the one the config names. */
  database?: Database;
  /** The server's clock; tests move it to expire tokens without sleeping. */
  clock?: Clock;
  /** Extra API routes (tests register deliberately broken ones to prove the guards catch them). */
  extraApiRoutes?: (api: FastifyInstance) => Promise<void>;
};

export type App = FastifyInstance & { database: Database };

/** Builds the whole server: API, docs and web app. Tests call this too. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<App> {
  const database =
    options.database ??
    (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, inMemory: config.inMemoryDatabase }));
  const clock = options.clock ?? (() => new Date());

  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // One line per request (below) instead of Fastify's two.
    disableRequestLogging: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const authDeps = { db: database.db, config, clock };
  decorateRequests(app, authDeps);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'TM Scale Cloud API',
        description:
          'Console and device API. Success: `{code: 1, msg: "ok", data}`; failure: HTTP 4xx/5xx with ' +
          '`{code: "ERCO0000NN", msg, data}`. Authorization: `Basic base64("<token>:")`.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { basicToken: { type: 'http', scheme: 'basic' } },
      },
      security: [{ basicToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      api.setNotFoundHandler(sendNotFound);
      addAuthGuard(api, authDeps);
      api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes(database));
      await api.register(usersRoutes);
      await api.register(companiesRoutes);
      await api.register(shopsRoutes);
      if (options.extraApiRoutes) await options.extraApiRoutes(api);
    },
    { prefix: '/api' },
  );

  if (config.webDistDir) {
    await registerWebApp(app, config.webDistDir);
  } else {
    app.setNotFoundHandler(sendNotFound);
  }

  if (!options.database) app.addHook('onClose', () => database.close());
  return Object.assign(app, { database });
}
