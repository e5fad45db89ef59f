import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { createDeps, type AppDeps } from './deps';
import { answerWriterCompiler } from './http/answer-writer';
import { addAuthGuard, decorateRequests, type Access } from './http/auth';
import type { Clock } from './http/context';
import { addSecurityHeaders } from './http/content-security';
import { registerErrorHandler, sendFrameworkError, sendNotFound } from './http/errors';
import { refuseNulCharacters } from './http/input-guard';
import { registerMetrics } from './http/metrics';
import { requestIdOf } from './http/request-id';
import { PERIODIC_JOBS } from './jobs/periodic-jobs';
import { countRunningImports } from './modules/goods/goods-import.jobs';
import { registerWebApp } from './http/web-app';
import { companiesRoutes } from './modules/companies/companies.routes';
import { healthRoutes } from './modules/health/health.routes';
import { shopsRoutes } from './modules/shops/shops.routes';
import { goodsRoutes } from './modules/goods/goods.routes';
import { goodsTransferRoutes } from './modules/goods/goods-transfer.routes';
import { shopGoodsRoutes } from './modules/shop-goods/shop-goods.routes';
import { scalesRoutes } from './modules/scales/scales.routes';
import { deviceConsoleRoutes, deviceRoutes } from './modules/device/device.routes';
import { usersRoutes } from './modules/users/users.routes';
import { filesRoutes, IMAGE_MAX_BYTES } from './modules/files/files.routes';
import { smsRoutes } from './modules/sms/sms.routes';
import { adminsRoutes } from './modules/admins/admins.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { gatewayDeviceRoutes, gatewaysRoutes } from './modules/gateways/gateways.routes';
import { labelsRoutes } from './modules/labels/labels.routes';
import { scaleFitRoutes } from './modules/scale-fit/scale-fit.routes';
import { barcodeSpecRoutes } from './modules/barcode-spec/barcode-spec.routes';
import { deliveriesRoutes } from './modules/deliveries/deliveries.routes';
import { scaleCompareRoutes } from './modules/scale-compare/scale-compare.routes';
import { workOrdersRoutes } from './modules/workorders/workorders.routes';
import { noticesRoutes } from './modules/notices/notices.routes';
import { tradesRoutes } from './modules/trades/trades.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { libraryPageFiller } from './modules/documents/documents.catalogue';
import { announcementsRoutes } from './modules/announcements/announcements.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { diagnosticsRoutes } from './modules/diagnostics/diagnostics.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { lockAppRoutes, locksRoutes } from './modules/locks/locks.routes';
import { ridersRoutes } from './modules/riders/riders.routes';
import { pricesRoutes } from './modules/prices/prices.routes';
import { stockRoutes } from './modules/stock/stock.routes';
import { repairRoutes } from './modules/repair/repair.routes';
import { repairAppRoutes } from './modules/repair/repair-app.routes';
import { RecentErrors } from './http/recent-errors';
import { startLiveHub } from './modules/live/live.hub';
import { liveRoutes } from './modules/live/live.routes';
import { qrDetailPage } from './modules/labels/qr-detail.page';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';

export type AppOptions = {
  /** An open database; when absent the app opens (and later closes) the one the config names. */
  database?: Database;
  /** The server's clock; tests move it to expire tokens without sleeping. */
  clock?: Clock;
  /** Replaces outside parties (SMS, WeChat, files, limits), e.g. with ones pointing at local fakes. */
  deps?: Partial<AppDeps>;
  /** Extra API routes (tests register deliberately broken ones to prove the guards catch them). */
  extraApiRoutes?: (api: FastifyInstance) => Promise<void>;
  /** Where log lines go instead of standard output (tests read what an error logs). */
  logStream?: { write(line: string): void };
};

/** One route of the API as registered: what the tenancy matrix walks. */
export type ApiRoute = { method: string; url: string; access: Access };

export type App = FastifyInstance & { database: Database; apiRoutes: ApiRoute[] };

/** Builds the whole server: API, docs and web app. Tests call this too. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<App> {
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      inMemory: config.inMemoryDatabase,
      inMemoryTemplate: config.inMemoryTemplate,
    }));
  const clock = options.clock ?? (() => new Date());
  const recentErrors = new RecentErrors();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      hooks: { logMethod: recentErrors.loggerHook() },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // One line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'request_id' }),
    // A malformed or overlong address is refused before routing: with the envelope too.
    frameworkErrors: sendFrameworkError,
    // The id a proxy gave the request, or a new one: in every log line and every refusal.
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  const built = createDeps(config, database.db, app.log);
  const deps: AppDeps = { ...built.deps, ...options.deps };
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
  // Pages, scripts and JSON go out compressed when the client accepts it.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // Security headers on every answer (docs/security.md), a Content-Security-Policy among them: scripts
  // from this origin only, no inline code, no eval; the web app adds to script-src the hashes of the
  // inline scripts its built pages carry (http/web-app.ts). Styles may be inline: antd writes its CSS
  // at run time. Images also as data: (label barcodes, chart exports), blob: (antd's upload
  // thumbnails), and from the S3-compatible file store. None of helmet's defaults
  // (upgrade-insecure-requests would break a console reached over plain HTTP).
  addSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': [
          "'self'",
          'data:',
          'blob:',
          ...(config.files.store === 's3' ? [new URL(config.files.publicUrl).origin] : []),
        ],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'frame-ancestors': ["'self'"],
        'form-action': ["'self'"],
      },
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerWriterCompiler({ check: config.checkAnswers }));
  registerErrorHandler(app);
  const authDeps = { db: database.db, config, clock, deps };
  const liveHub = await startLiveHub(database, app.log);
  decorateRequests(app, authDeps);
  if (config.metricsToken) {
    registerMetrics(app, deps.metrics, config.metricsToken, {
      database,
      clock,
      liveStreams: liveHub.listeners,
      jobsDue: (now) =>
        Promise.all(PERIODIC_JOBS.map(async (job) => ({ job: job.name, due: await job.due(database.db, now) }))),
      importsRunning: () => countRunningImports(database.db, clock()),
    });
  }

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

  const apiRoutes: ApiRoute[] = [];
  await app.register(
    async (api) => {
      api.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) {
          // HEAD twins of GET routes are made by Fastify itself.
          if (method !== 'HEAD') {
            apiRoutes.push({ method, url: route.url, access: route.config?.access ?? 'signed_in' });
          }
        }
      });
      api.setNotFoundHandler(sendNotFound);
      addAuthGuard(api, authDeps);
      refuseNulCharacters(api);
      api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes(database, built.redisState));
      await api.register(fastifyMultipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5 } });
      await api.register(usersRoutes);
      await api.register(smsRoutes);
      await api.register(filesRoutes);
      await api.register(companiesRoutes);
      await api.register(adminsRoutes);
      await api.register(paymentsRoutes);
      await api.register(shopsRoutes);
      await api.register(goodsRoutes);
      await api.register(goodsTransferRoutes, { writeWhileChecking: database.kind === 'postgres' });
      await api.register(scalesRoutes);
      await api.register(shopGoodsRoutes);
      await api.register(labelsRoutes);
      await api.register(gatewaysRoutes);
      await api.register(scaleFitRoutes);
      await api.register(barcodeSpecRoutes);
      await api.register(deliveriesRoutes);
      await api.register(scaleCompareRoutes);
      await api.register(workOrdersRoutes);
      await api.register(noticesRoutes);
      await api.register(tradesRoutes);
      await api.register(documentsRoutes);
      await api.register(announcementsRoutes);
      await api.register(dashboardRoutes);
      await api.register(statsRoutes);
      await api.register(privacyRoutes);
      await api.register(ridersRoutes);
      await api.register(stockRoutes);
      await api.register(pricesRoutes);
      await api.register(
        diagnosticsRoutes({ database, redis: built.redis, recentErrors, startedTime: new Date(clock().getTime()) }),
      );
      await api.register(liveRoutes(liveHub));
      await api.register(deviceConsoleRoutes);
      await api.register(deviceRoutes, { prefix: '/device/v1' });
      await api.register(gatewayDeviceRoutes, { prefix: '/device/v1/gateway' });
      await api.register(locksRoutes);
      await api.register(lockAppRoutes, { prefix: '/repair-app/v1/locks' });
      await api.register(repairRoutes);
      await api.register(repairAppRoutes, { prefix: '/repair-app/v1' });
      if (options.extraApiRoutes) {
        await options.extraApiRoutes(api);
      }
    },
    { prefix: '/api' },
  );

  if (deps.filesRoot) {
    // Uploaded files of the local store; names are content hashes, so they never change.
    await app.register(fastifyStatic, {
      root: deps.filesRoot,
      prefix: '/files/',
      decorateReply: false,
      maxAge: '365d',
      immutable: true,
    });
  }

  await app.register(qrDetailPage);

  if (config.webDistDir) {
    await registerWebApp(app, config.webDistDir, config.publicUrl, libraryPageFiller(database.db, clock));
  } else {
    app.setNotFoundHandler(sendNotFound);
  }

  app.addHook('onClose', async () => {
    await liveHub.close();
    await built.close();
    if (!options.database) {
      await database.close();
    }
  });
  return Object.assign(app, { database, apiRoutes });
}
