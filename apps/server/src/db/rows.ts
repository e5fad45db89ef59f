import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from './client';

// The array schema of each row schema, built once (callers pass schemas made at module load).
const arraysOf = new WeakMap<z.ZodType, z.ZodArray<z.ZodType>>();

/**
 * The rows of a raw SQL query, checked against a schema: the drivers answer bigint and numeric as
 * strings, and a raw query's rows are otherwise of no known type.
 */
export async function rowsOf<T extends z.ZodType>(db: Db, schema: T, query: SQL): Promise<z.output<T>[]> {
  const result = (await db.execute(query)) as { rows: unknown[] };
  let rows = arraysOf.get(schema);
  if (!rows) {
    rows = z.array(schema);
    arraysOf.set(schema, rows);
  }
  return rows.parse(result.rows) as z.output<T>[];
}
