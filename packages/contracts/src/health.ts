import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  redis: z.enum(['ok', 'unavailable', 'not_configured']),
  version: z.string(),
  uptime_seconds: z.int(),
});
export type Health = z.input<typeof healthSchema>;
