import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Db } from './db/client';
import { databaseRateLimiter, redisRateLimiter, type RateLimiter } from './http/rate-limit';
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
};

export function createDeps(
  config: Config,
  db: Db,
): { deps: AppDeps; redis: Redis | undefined; close: () => Promise<void> } {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
    : undefined;
  const filesRoot = config.files.store === 'local' ? path.join(config.dataDir, 'files') : undefined;
  if (filesRoot) {
    fs.mkdirSync(filesRoot, { recursive: true });
  }
  const deps: AppDeps = {
    limiter: redis ? redisRateLimiter(redis) : databaseRateLimiter(db),
    sms:
      config.sms.provider === 'http'
        ? httpSender(config.sms)
        : outboxSender(path.join(config.dataDir, 'sms-outbox.log')),
    wechat: config.wechat ? httpWechatClient(config.wechat) : undefined,
    files: config.files.store === 's3' ? s3FileStore(config.files) : localFileStore(filesRoot ?? ''),
    filesRoot,
    face: devFaceVerifier(config.face?.devResult ?? 'pass'),
  };
  return {
    deps,
    redis,
    close: async () => {
      await redis?.quit();
    },
  };
}
