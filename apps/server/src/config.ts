import path from 'node:path';
import { DOCUMENT_MAX_MB_DEFAULT } from '@tm/contracts';
import { z } from 'zod';
import { REPO_ROOT } from './paths';

const DAY_SECONDS = 24 * 60 * 60;

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/** Every environment variable the server reads, validated once at start. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DEMO_DATA: booleanFlag.default(true),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(365 * DAY_SECONDS)
    .default(7 * DAY_SECONDS),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** The public origin of the site (canonical and hreflang links); else taken from each request. */
  PUBLIC_URL: z.url().optional(),
  /** Set behind a reverse proxy so the client address comes from X-Forwarded-For. */
  TRUST_PROXY: booleanFlag.default(false),
  /** Shared state of rate limits across instances; without it they live in the database. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Turns on GET /metrics for Prometheus, for callers sending `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_KEY: z.string().min(1).optional(),
  SMS_HTTP_TEMPLATE: z.string().min(1).optional(),
  SMS_HTTP_SIGN_NAME: z.string().min(1).optional(),
  WECHAT_APP_ID: z.string().min(1).optional(),
  WECHAT_APP_SECRET: z.string().min(1).optional(),
  WECHAT_TOKEN_URL: z.url().default('https://api.weixin.qq.com/sns/oauth2/access_token'),
  WECHAT_AUTHORIZE_URL: z.url().default('https://open.weixin.qq.com/connect/qrconnect'),
  /** The payment service's merchant registration page (gets ?token=) and merchant sign-in page. */
  PAY_MERCHANT_URL: z.url().optional(),
  PAY_LOGIN_URL: z.url().optional(),
  FILE_STORE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url().optional(),
  /** The largest file the document library takes, in MB (docs/documents.md). */
  DOCUMENT_MAX_MB: z.coerce.number().int().min(1).max(10_240).default(DOCUMENT_MAX_MB_DEFAULT),
  /** What the development face-verification provider answers (docs/repair.md). */
  FACE_VERIFY_DEV_RESULT: z.enum(['pass', 'fail']).default('pass'),
  /** Check every answer against its schema with zod too (tests): see http/answer-writer.ts. */
  CHECK_ANSWERS: booleanFlag.default(false),
});

/** Settings that only make sense together: name every one that is missing. */
function requireTogether(
  e: z.infer<typeof envSchema>,
  when: boolean,
  names: (keyof typeof e)[],
  because: string,
): string[] {
  if (!when) {
    return [];
  }
  return names.filter((name) => e[name] === undefined).map((name) => `  ${name}: required when ${because}`);
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server, or undefined for the embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** An in-memory PGlite (tests); never set from the environment. */
  inMemoryDatabase: boolean;
  /**
   * With `inMemoryDatabase`: a dump of an already migrated database to start from (tests), so
   * each test file loads it in half a second instead of creating and migrating one in three.
   */
  inMemoryTemplate?: string;
  demoData: boolean;
  tokenTtlSeconds: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** The built web app; absent in API-only test builds. */
  webDistDir: string | undefined;
  trustProxy: boolean;
  publicUrl: string | undefined;
  payment: { merchantUrl: string | undefined; loginUrl: string | undefined };
  redisUrl: string | undefined;
  /** GET /metrics answers callers with this bearer token; off when absent. */
  metricsToken: string | undefined;
  /** Upload limit of the document library, in MB. */
  documentMaxMb: number;
  /** Every answer also written by zod and compared (tests); production writes with fast-json-stringify alone. */
  checkAnswers: boolean;
  sms: { provider: 'outbox' } | { provider: 'http'; url: string; apiKey: string; template: string; signName: string };
  wechat: { appId: string; appSecret: string; tokenUrl: string; authorizeUrl: string } | undefined;
  /** Face verification of repair staff; absent = the development provider answering pass. */
  face?: { provider: 'dev'; devResult: 'pass' | 'fail' };
  files:
    | { store: 'local' }
    | {
        store: 's3';
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        publicUrl: string;
      };
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const DEFAULT_WEB_DIST_DIR = path.join(REPO_ROOT, 'apps/web/dist');

/** Reads the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(rawEnv: NodeJS.ProcessEnv = process.env): Config {
  // A variable set to the empty string (as env files often leave them) counts as unset.
  const env = Object.fromEntries(Object.entries(rawEnv).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}=${JSON.stringify(env[String(issue.path[0])])}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const missing = [
    ...requireTogether(
      e,
      e.SMS_PROVIDER === 'http',
      ['SMS_HTTP_URL', 'SMS_HTTP_KEY', 'SMS_HTTP_TEMPLATE', 'SMS_HTTP_SIGN_NAME'],
      'SMS_PROVIDER=http',
    ),
    ...requireTogether(e, e.WECHAT_APP_ID !== undefined, ['WECHAT_APP_SECRET'], 'WECHAT_APP_ID is set'),
    ...requireTogether(
      e,
      e.FILE_STORE === 's3',
      ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'],
      'FILE_STORE=s3',
    ),
  ];
  if (missing.length > 0) {
    throw new ConfigError(`Invalid environment:\n${missing.join('\n')}`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    inMemoryDatabase: false,
    demoData: e.DEMO_DATA,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR),
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    payment: { merchantUrl: e.PAY_MERCHANT_URL, loginUrl: e.PAY_LOGIN_URL },
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    documentMaxMb: e.DOCUMENT_MAX_MB,
    checkAnswers: e.CHECK_ANSWERS,
    face: { provider: 'dev', devResult: e.FACE_VERIFY_DEV_RESULT },
    sms:
      e.SMS_PROVIDER === 'http'
        ? {
            provider: 'http',
            url: e.SMS_HTTP_URL ?? '',
            apiKey: e.SMS_HTTP_KEY ?? '',
            template: e.SMS_HTTP_TEMPLATE ?? '',
            signName: e.SMS_HTTP_SIGN_NAME ?? '',
          }
        : { provider: 'outbox' },
    wechat: e.WECHAT_APP_ID
      ? {
          appId: e.WECHAT_APP_ID,
          appSecret: e.WECHAT_APP_SECRET ?? '',
          tokenUrl: e.WECHAT_TOKEN_URL,
          authorizeUrl: e.WECHAT_AUTHORIZE_URL,
        }
      : undefined,
    files:
      e.FILE_STORE === 's3'
        ? {
            store: 's3',
            endpoint: e.S3_ENDPOINT ?? '',
            bucket: e.S3_BUCKET ?? '',
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
            publicUrl: e.S3_PUBLIC_URL ?? '',
          }
        : { store: 'local' },
  };
}
