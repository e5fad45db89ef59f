/**
 * The results of a transaction's queries, asked one after another. A transaction has one
 * connection, which takes one query at a time (pg 8 queues a second one with a deprecation warning,
 * pg 9 refuses it), so its queries are not given to `Promise.all`. Drizzle's queries start when
 * awaited, so they can be listed here unstarted, as for `Promise.all`.
 */
export async function inTurn<T extends readonly unknown[] | []>(
  queries: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) {
    results.push(await query);
  }
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
