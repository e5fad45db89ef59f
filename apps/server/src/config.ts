import path from 'node:path';
import { z } from 'zod';

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
  /** Set behind a reverse proxy so the client address comes from X-Forwarded-For. */
  TRUST_PROXY: booleanFlag.default(false),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server, or undefined for the embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** An in-memory PGlite (tests); never set from the environment. */
  inMemoryDatabase: boolean;
  demoData: boolean;
  tokenTtlSeconds: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** The built web app; absent in API-only test builds. */
  webDistDir: string | undefined;
  trustProxy: boolean;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const DEFAULT_WEB_DIST_DIR = path.join(REPO_ROOT, 'apps/web/dist');

/** Reads the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}=${JSON.stringify(env[String(issue.path[0])])}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
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
  };
}
