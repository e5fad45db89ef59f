import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { rememberedPerDb } from '../../db/per-db';
import { goodsCountChanges } from './goods.table';

/**
 * What a company's goods list costs to work out again on every page, worked out once and remembered
 * until its goods change: a searched total (a name searched in 100 000 goods is counted by reading
 * every good, about 13 ms, and no index serves a substring without slowing imports:
 * bench/findings.md), and where a sort's deep pages begin (goods.service.ts).
 *
 * A value is remembered with the company's sum of `writes` (goods.table.ts) read in the same
 * statement, so in the same snapshot: while a later read finds the same sum, no statement has
 * changed the company's goods since, and the value still holds. Remembered per database handle
 * (db/per-db.ts).
 */
const REMEMBERED_PER_DATABASE = 500;

const remembered = rememberedPerDb<{ writes: number; value: unknown }>(REMEMBERED_PER_DATABASE);

/**
 * The sum of the company's `writes`, as a scalar query. A value kept must have been worked out in the
 * statement that read this sum, so that both saw the same goods.
 */
export const goodsWritesOf = (companyId: number) =>
  sql`(SELECT coalesce(sum(${goodsCountChanges.writes}), 0) FROM ${goodsCountChanges}
    WHERE ${goodsCountChanges.company_id} = ${companyId})::bigint`;

const writesSchema = z.object({ rows: z.array(z.object({ writes: z.coerce.number() })).length(1) });

/**
 * Values of one kind, read by `schema`, each named by a key (the company and the filters) and
 * remembered as above.
 */
function rememberer<T>(kind: string, schema: z.ZodType<T>) {
  // Made once: a schema made on every call would be compiled anew on every call.
  const freshSchema = z.object({ rows: z.array(z.object({ writes: z.coerce.number(), value: schema })).length(1) });
  const named = (key: string) => JSON.stringify([kind, key]);

  /** The value, if one is remembered and no statement has written the company's goods since. */
  async function known(db: Db, companyId: number, key: string): Promise<T | undefined> {
    const kept = remembered.get(db, named(key));
    if (!kept) {
      return undefined;
    }
    const now = writesSchema.parse(await db.execute(sql`SELECT ${goodsWritesOf(companyId)} AS writes`)).rows[0];
    return now?.writes === kept.writes ? (kept.value as T) : undefined;
  }

  /** Whether a value is remembered under the key, whether or not it still holds. */
  const has = (db: Db, key: string): boolean => remembered.has(db, named(key));

  /** Remembers `value`, worked out in the statement that read `writes` (goodsWritesOf). */
  function keep(db: Db, key: string, writes: number, value: T): void {
    remembered.set(db, named(key), { writes, value });
  }

  /** The value known, or else worked out by `worked`, a scalar query over some of the company's goods. */
  async function of(db: Db, companyId: number, key: string, worked: SQL): Promise<T> {
    const remembered = await known(db, companyId, key);
    if (remembered !== undefined) {
      return remembered;
    }
    const [fresh] = freshSchema.parse(
      await db.execute(sql`SELECT ${goodsWritesOf(companyId)} AS writes, (${worked}) AS value`),
    ).rows;
    if (!fresh) {
      throw new Error('a scalar query answered no row');
    }
    keep(db, key, fresh.writes, fresh.value);
    return fresh.value;
  }

  return { has, keep, of };
}

/** Totals of a company's goods filtered, each named by the company and the filters. */
export const goodsTotals = rememberer('total', z.coerce.number());

/**
 * How many goods an order holds, and the sort keys (each column as text) at every so many places of
 * it: where the order's deep pages begin. Named by the company, the filters and the sort.
 */
export const goodsPlaces = rememberer('places', z.object({ total: z.number(), anchors: z.array(z.array(z.string())) }));
