import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import type { Clock } from './context';

/** What the server counts for Prometheus; one registry per app, so tests can build several. */
export type AppMetrics = {
  registry: Registry;
  /** Sales stored through the device API (duplicates and refused records not counted). */
  tradesIngested: Counter;
};

export function createMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'tm_' });
  return {
    registry,
    tradesIngested: new Counter({
      name: 'tm_trades_ingested_total',
      help: 'Sales stored through the device API',
      registers: [registry],
    }),
  };
}

/** Sources read when Prometheus scrapes, rather than kept up to date on every change. */
export type MetricsSources = {
  database: Database;
  clock: Clock;
  liveStreams: () => number;
  /** Work each periodic job has waiting, by job name. */
  jobsDue: (now: Date) => Promise<{ job: string; due: number }[]>;
  /** Goods imports running on every instance. */
  importsRunning: () => Promise<number>;
};

/**
 * Request rate and latency per route, pool use, ingest rate and job queue depth at `GET /metrics`,
 * only for a caller presenting `Authorization: Bearer <METRICS_TOKEN>` (and absent without a token):
 * route names and queue sizes are not for the public.
 */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, token: string, sources: MetricsSources) {
  const { registry } = metrics;
  const requests = new Histogram({
    name: 'tm_http_request_duration_seconds',
    help: 'Time to answer a request, by route template and status class',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The template, not the address: one series per route however many ids are asked for.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = `${Math.floor(reply.statusCode / 100)}xx`;
    requests.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'tm_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL only)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = sources.database.poolStats?.();
      if (pool) {
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      }
    },
  });
  new Gauge({
    name: 'tm_live_streams',
    help: 'Console live-event streams open on this instance',
    registers: [registry],
    collect() {
      this.set(sources.liveStreams());
    },
  });
  new Gauge({
    name: 'tm_jobs_due',
    help: 'Work waiting for the next run of each periodic job, across all instances',
    labelNames: ['job'],
    registers: [registry],
    async collect() {
      for (const { job, due } of await sources.jobsDue(sources.clock())) {
        this.set({ job }, due);
      }
    },
  });
  new Gauge({
    name: 'tm_goods_imports_running',
    help: 'Goods imports running, across all instances',
    registers: [registry],
    async collect() {
      this.set(await sources.importsRunning());
    },
  });

  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.status(401).header('www-authenticate', 'Bearer').type('text/plain').send('metrics token required\n');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
