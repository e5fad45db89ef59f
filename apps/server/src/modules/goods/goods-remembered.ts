import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { goodsCountChanges } from './goods.table';

/**
 * What a company's goods list costs to work out again on every page, worked out once and remembered
 * until its goods change: a searched total (a name searched in 100 000 goods is counted by reading
 * every good, about 13 ms, and no index serves a substring without slowing imports:
 * bench/findings.md), and where a sort's deep pages begin (goods.service.ts).
 *
 * A value is remembered with the company's sum of `writes` (goods.table.ts) read in the same
 * statement, so in the same snapshot: while a later read finds the same sum, no statement has
 * changed the company's goods since, and the value still holds. Remembered per database handle:
 * a transaction's handle gets its own, gone with it, so nothing it wrote before committing is
 * remembered for others.
 */
const REMEMBERED_PER_DATABASE = 500;

type Remembered = { writes: number; value: unknown };
const rememberedBy = new WeakMap<Db, Map<string, Remembered>>();

const writesOf = (companyId: number) =>
  sql`(SELECT coalesce(sum(${goodsCountChanges.writes}), 0) FROM ${goodsCountChanges}
    WHERE ${goodsCountChanges.company_id} = ${companyId})`;

const writesSchema = z.object({ rows: z.array(z.object({ writes: z.coerce.number() })).length(1) });

/**
 * Remembers values of one kind, read by `schema`: the value of `worked` (a scalar query over some of
 * the company's goods) named by `key` (the company and the filters), as above.
 */
function rememberer<T>(kind: string, schema: z.ZodType<T>) {
  // Made once: a schema made on every call would be compiled anew on every call.
  const freshSchema = z.object({ rows: z.array(z.object({ writes: z.coerce.number(), value: schema })).length(1) });
  return async (db: Db, companyId: number, key: string, worked: SQL): Promise<T> => {
    let store = rememberedBy.get(db);
    if (!store) {
      store = new Map();
      rememberedBy.set(db, store);
    }
    const named = JSON.stringify([kind, key]);
    const known = store.get(named);
    if (known) {
      const now = writesSchema.parse(await db.execute(sql`SELECT ${writesOf(companyId)}::bigint AS writes`)).rows[0];
      if (now?.writes === known.writes) {
        // Used again: moved to the end, the last to be forgotten.
        store.delete(named);
        store.set(named, known);
        return known.value as T;
      }
    }
    const [fresh] = freshSchema.parse(
      await db.execute(sql`SELECT ${writesOf(companyId)}::bigint AS writes, (${worked}) AS value`),
    ).rows;
    if (!fresh) {
      throw new Error('a scalar query answered no row');
    }
    store.delete(named);
    store.set(named, fresh);
    if (store.size > REMEMBERED_PER_DATABASE) {
      const oldest = store.keys().next();
      if (!oldest.done) {
        store.delete(oldest.value);
      }
    }
    return fresh.value;
  };
}

const rememberTotal = rememberer('total', z.coerce.number());

/** The total counted by `count`, a scalar query over some of the company's goods, named by `key`. */
export function rememberedGoodsTotal(db: Db, companyId: number, key: string, count: SQL): Promise<number> {
  return rememberTotal(db, companyId, key, sql`(${count})::bigint`);
}

/**
 * How many goods an order holds, and the sort keys (each column as text) at every so many places of
 * it, found by the query given, named by the key given: where the order's deep pages begin.
 */
export const rememberedGoodsPlaces = rememberer(
  'places',
  z.object({ total: z.number(), anchors: z.array(z.array(z.string())) }),
);
