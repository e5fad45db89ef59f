import { z } from 'zod';
import { isoTimeSchema, phoneSchema } from './common';

/** `/admin/test` (docs/operations.md): how this server instance and what it depends on are doing. */
const checkSchema = z.object({
  /** `ok`: answers; `down`: configured but failing; `off`: not configured (a development stand-in or nothing). */
  status: z.enum(['ok', 'down', 'off']),
  /** What it is: the database kind, the provider, the store. */
  kind: z.string(),
  /** A round trip, in milliseconds, when one was measured. */
  latency_ms: z.number().nullable(),
  /** What an operator reads next: a folder, a bucket, the failure. */
  detail: z.string(),
});
export type DiagnosticsCheck = z.infer<typeof checkSchema>;

export const diagnosticsSchema = z.object({
  version: z.string(),
  node: z.string(),
  started_time: isoTimeSchema,
  uptime_seconds: z.int(),
  database: checkSchema.extend({
    migrations_applied: z.int(),
    migrations_known: z.int(),
    latest_migration: z.string(),
    size_bytes: z.number().nullable(),
  }),
  redis: checkSchema,
  file_store: checkSchema,
  sms: checkSchema,
  wechat: checkSchema,
  /** The newest errors this instance logged, newest first. */
  errors: z.array(z.object({ time: isoTimeSchema, message: z.string(), detail: z.string() })),
});
export type Diagnostics = z.input<typeof diagnosticsSchema>;

export const testSmsBodySchema = z.object({ phone_number: phoneSchema });
export type TestSmsBody = z.input<typeof testSmsBodySchema>;

export const testSmsResultSchema = z.object({ provider: z.string(), sent_time: isoTimeSchema });
