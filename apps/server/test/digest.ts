import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../src/db/client';
import { rowsOf } from '../src/db/rows';

/** The tables a refused call may still write: sign-in rate limits, sessions' last use. */
export const VOLATILE_TABLES: ReadonlySet<string> = new Set([
  'rate_events',
  'sessions',
  'lock_app_sessions',
  'app_meta',
]);

/** A digest of each table of the public schema (every row, in a fixed order), but the `skip` ones. */
export async function tableDigests(db: Db, skip: ReadonlySet<string> = new Set()): Promise<Record<string, string>> {
  const tables = (
    await rowsOf(
      db,
      z.object({ name: z.string() }),
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !skip.has(name) && !name.startsWith('__drizzle'));
  if (tables.length === 0) {
    return {};
  }
  const parts = tables.map(
    (name) => sql`SELECT ${name}::text AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest
      FROM ${sql.identifier(name)} t`,
  );
  const digests = await rowsOf(
    db,
    z.object({ name: z.string(), digest: z.string() }),
    sql.join(parts, sql` UNION ALL `),
  );
  return Object.fromEntries(digests.map((row) => [row.name, row.digest]));
}

/** One digest of every stored row but the `skip` tables'. */
export async function databaseDigest(db: Db, skip: ReadonlySet<string> = new Set()): Promise<string> {
  const digests = await tableDigests(db, skip);
  const hash = createHash('md5');
  for (const name of Object.keys(digests).sort()) {
    hash.update(`${name}${digests[name]}`);
  }
  return hash.digest('hex');
}
