import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Db } from './db/client';
import type { FastifyBaseLogger } from 'fastify';
import { createMetrics, type AppMetrics } from './http/metrics';
import { databaseRateLimiter, redisWithDatabaseFallback, type RateLimiter } from './http/rate-limit';
import { localFileStore, s3FileStore, type FileStore } from './modules/files/file-store';
import { devFaceVerifier, type FaceVerifier } from './modules/repair/face.provider';
import { httpSender, outboxSender, type SmsSender } from './modules/sms/sms.providers';
import { httpWechatClient, type WechatClient } from './modules/users/wechat.client';

/** The outside parties and shared state the services use, built once from the config. */
export type AppDeps = {
  limiter: RateLimiter;
  sms: SmsSender;
  /** Absent when WeChat sign-in is not configured. */
  wechat: WechatClient | undefined;
  files: FileStore;
  /** Face verification of repair staff (docs/repair.md). */
  face: FaceVerifier;
  /** Local file folder served at /files (local store only). */
  filesRoot: string | undefined;
  metrics: AppMetrics;
};

/** Redis as health and diagnostics report it. */
export type RedisState = 'ok' | 'unavailable' | 'not_configured';

export function createDeps(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
): { deps: AppDeps; redis: Redis | undefined; redisState: () => RedisState; close: () => Promise<void> } {
  // Commands fail at once while Redis is away (no queue), so the fallback answers without waiting.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  // ioredis reports every failed reconnection; the limiter's switch below is what is logged.
  redis?.on('error', () => {});
  const limiter = redis
    ? redisWithDatabaseFallback(redis, db, (backend, error) =>
        backend === 'database'
          ? log.warn({ err: error }, 'Redis unavailable: rate limits are counted in the database')
          : log.info('Redis available again: rate limits are counted in Redis'),
      )
    : databaseRateLimiter(db);
  const filesRoot = config.files.store === 'local' ? path.join(config.dataDir, 'files') : undefined;
  if (filesRoot) {
    fs.mkdirSync(filesRoot, { recursive: true });
  }
  const deps: AppDeps = {
    limiter,
    sms:
      config.sms.provider === 'http'
        ? httpSender(config.sms)
        : outboxSender(path.join(config.dataDir, 'sms-outbox.log')),
    wechat: config.wechat ? httpWechatClient(config.wechat) : undefined,
    files: config.files.store === 's3' ? s3FileStore(config.files) : localFileStore(filesRoot ?? ''),
    filesRoot,
    face: devFaceVerifier(config.face?.devResult ?? 'pass'),
    metrics: createMetrics(),
  };
  return {
    deps,
    redis,
    redisState: () => (redis ? (redis.status === 'ready' ? 'ok' : 'unavailable') : 'not_configured'),
    close: async () => {
      // quit() waits for an answer that never comes while Redis is away, and fails if it just left.
      if (redis?.status === 'ready') {
        await redis.quit().catch(() => redis.disconnect());
      } else {
        redis?.disconnect();
      }
    },
  };
}
