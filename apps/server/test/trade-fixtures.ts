import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { foldQueuedTrades } from '../src/modules/trades/trades.fold';
import { queueForRollupsCtes } from '../src/modules/trades/trades.rollup';
import { trades } from '../src/modules/trades/trades.table';

/**
 * Sales written straight into `trades`, with their rollups as ingest adds them (the list's total
 * and the statistics read the rollups): for tests that need sales of exact times and shapes.
 */
export async function insertTrades(db: Db, rows: (typeof trades.$inferInsert)[]) {
  const stored = await db.insert(trades).values(rows).returning();
  const ids = stored.map((row) => row.id);
  await db.execute(
    sql`WITH ins AS (SELECT * FROM trades WHERE id = ANY(${sql.param(ids)})), ${queueForRollupsCtes(sql`ins`)} SELECT 1`,
  );
  await foldQueuedTrades(db);
  return stored;
}
