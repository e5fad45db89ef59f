import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { goodsCountChanges } from './goods.table';

/**
 * Filtered totals of a company's goods, counted once and remembered until its goods change. A name
 * searched in a catalogue of 100 000 is counted by reading every good (about 13 ms: no index can
 * serve a substring without slowing imports, bench/findings.md), and every page of that search, and
 * every return to it, asked for the same count again.
 *
 * A total is remembered with the company's sum of `writes` (goods.table.ts) read in the same
 * statement, so in the same snapshot: while a later read finds the same sum, no statement has
 * changed the company's goods since, and the total still holds. Remembered per database handle:
 * a transaction's handle gets its own, gone with it, so nothing it wrote before committing is
 * remembered for others.
 */
const REMEMBERED_PER_DATABASE = 500;

type Remembered = { writes: number; total: number };
const rememberedBy = new WeakMap<Db, Map<string, Remembered>>();

const writesOf = (companyId: number) =>
  sql`(SELECT coalesce(sum(${goodsCountChanges.writes}), 0) FROM ${goodsCountChanges}
    WHERE ${goodsCountChanges.company_id} = ${companyId})`;

const writesSchema = z.object({ rows: z.array(z.object({ writes: z.coerce.number() })).length(1) });
const countedSchema = z.object({
  rows: z.array(z.object({ writes: z.coerce.number(), total: z.coerce.number() })).length(1),
});

/**
 * The total of `count` (a scalar query counting some of the company's goods), named by `key` (the
 * company and the filters), remembered as above.
 */
export async function rememberedGoodsTotal(db: Db, companyId: number, key: string, count: SQL): Promise<number> {
  let remembered = rememberedBy.get(db);
  if (!remembered) {
    remembered = new Map();
    rememberedBy.set(db, remembered);
  }
  const known = remembered.get(key);
  if (known) {
    const now = writesSchema.parse(await db.execute(sql`SELECT ${writesOf(companyId)}::bigint AS writes`)).rows[0];
    if (now?.writes === known.writes) {
      // Used again: moved to the end, the last to be forgotten.
      remembered.delete(key);
      remembered.set(key, known);
      return known.total;
    }
  }
  const [counted] = countedSchema.parse(
    await db.execute(sql`SELECT ${writesOf(companyId)}::bigint AS writes, (${count})::bigint AS total`),
  ).rows;
  if (!counted) {
    return 0;
  }
  remembered.delete(key);
  remembered.set(key, counted);
  if (remembered.size > REMEMBERED_PER_DATABASE) {
    const oldest = remembered.keys().next();
    if (!oldest.done) {
      remembered.delete(oldest.value);
    }
  }
  return counted.total;
}
