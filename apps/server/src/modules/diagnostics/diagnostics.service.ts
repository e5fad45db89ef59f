import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DiagnosticsCheck, testSmsBodySchema } from '@tm/contracts';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import packageJson from '../../../package.json' with { type: 'json' };
import type { Database } from '../../db/client';
import type { Ctx } from '../../http/context';
import { fieldMessage } from '../../http/errors';
import type { RecentErrors } from '../../http/recent-errors';
import { notify } from '../notices/notices.service';
import { MIGRATIONS_JOURNAL } from '../../paths';

/** What the diagnostics read besides the request's context: the process's own parts. */
export type DiagnosticsSources = {
  database: Database;
  redis: Redis | undefined;
  recentErrors: RecentErrors;
  startedTime: Date;
};

/** Runs `probe`, timing it; a failure is reported, never thrown. */
async function timed(kind: string, detail: string, probe: () => Promise<unknown>): Promise<DiagnosticsCheck> {
  const start = performance.now();
  try {
    await probe();
    return { status: 'ok', kind, latency_ms: Math.round((performance.now() - start) * 10) / 10, detail };
  } catch (error) {
    return { status: 'down', kind, latency_ms: null, detail: error instanceof Error ? error.message : String(error) };
  }
}

async function databaseCheck(ctx: Ctx, database: Database) {
  const check = await timed(database.kind, database.kind === 'pglite' ? ctx.config.dataDir : 'PostgreSQL', () =>
    database.db.execute(sql`SELECT 1`),
  );
  const known = (JSON.parse(await fs.promises.readFile(MIGRATIONS_JOURNAL, 'utf8')) as { entries: { tag: string }[] })
    .entries;
  let applied = 0;
  let size: number | null = null;
  if (check.status === 'ok') {
    const result = (await database.db.execute(sql`
      SELECT (SELECT count(*) FROM drizzle.__drizzle_migrations)::int AS applied,
        pg_database_size(current_database())::float8 AS size`)) as { rows: { applied: number; size: number }[] };
    applied = result.rows[0]?.applied ?? 0;
    size = result.rows[0]?.size ?? null;
  }
  return {
    ...check,
    migrations_applied: applied,
    migrations_known: known.length,
    latest_migration: known[applied - 1]?.tag ?? '',
    size_bytes: size,
  };
}

const off = (kind: string, detail: string): DiagnosticsCheck => ({ status: 'off', kind, latency_ms: null, detail });

/** `GET /api/management/diagnostics`: this instance and its database, Redis, file store, SMS and WeChat. */
export async function diagnostics(ctx: Ctx, sources: DiagnosticsSources) {
  const { config, deps } = ctx;
  const { redis } = sources;
  const now = ctx.now();
  const probeKey = `diagnostics/probe-${process.pid}.txt`;
  const [database, redisCheck, fileStore] = await Promise.all([
    databaseCheck(ctx, sources.database),
    redis
      ? timed('redis', fieldMessage('diagnostics_redis_shared', ctx.lang), () => redis.ping())
      : off('redis', fieldMessage('diagnostics_redis_off', ctx.lang)),
    timed(deps.files.kind, config.files.store === 's3' ? config.files.bucket : (deps.filesRoot ?? ''), async () => {
      // A small file written and removed: the store takes writes right now.
      await deps.files.put(probeKey, Buffer.from(now.toISOString()), 'text/plain');
      await deps.files.remove(probeKey);
    }),
  ]);
  return {
    version: packageJson.version,
    node: process.version,
    started_time: sources.startedTime,
    uptime_seconds: Math.floor((now.getTime() - sources.startedTime.getTime()) / 1000),
    database,
    redis: redisCheck,
    file_store: fileStore,
    sms:
      deps.sms.kind === 'http'
        ? {
            status: 'ok' as const,
            kind: 'http',
            latency_ms: null,
            detail: config.sms.provider === 'http' ? config.sms.url : '',
          }
        : off('outbox', path.join(config.dataDir, 'sms-outbox.log')),
    wechat: config.wechat
      ? { status: 'ok' as const, kind: 'oauth', latency_ms: null, detail: config.wechat.appId }
      : off('wechat', fieldMessage('diagnostics_wechat_off', ctx.lang)),
    errors: sources.recentErrors.list(),
  };
}

/** `POST /api/management/diagnostics/sms`: a message with a random code through the SMS provider. */
export async function sendTestSms(ctx: Ctx, body: z.output<typeof testSmsBodySchema>) {
  const now = ctx.now();
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  await ctx.deps.sms.send(body.phone_number, code, now);
  ctx.log.info({ phone: body.phone_number.slice(-4), by: ctx.actor.user_id }, 'test SMS sent');
  return { provider: ctx.deps.sms.kind, sent_time: now };
}

/** `POST /api/management/diagnostics/notice`: a notice to the caller, through the bell and the live stream. */
export async function sendTestNotice(ctx: Ctx) {
  const now = ctx.now();
  await notify(
    ctx.db,
    [ctx.actor.user_id],
    { type: 'notification', kind: 'diagnostics_test', params: { time: now.toISOString() }, link: 'test' },
    now,
  );
  return null;
}
