import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from './client';

/**
 * The rows of a raw SQL query, checked against a schema: the drivers answer bigint and numeric as
 * strings, and a raw query's rows are otherwise of no known type.
 */
export async function rowsOf<T extends z.ZodType>(db: Db, schema: T, query: SQL): Promise<z.output<T>[]> {
  const result = (await db.execute(query)) as { rows: unknown[] };
  return z.array(schema).parse(result.rows);
}
