import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Db } from '../../db/client';
import { namedStatement } from '../../db/prepared';
import { salesEventsSql } from '../live/live.events';
import { foldedShopHours, foldQueuedCtes } from './trades.rollup';
import { tradeQueueShopHours } from './trades.table';

/*
 * Sales reach the rollups in two steps. The statement that stores an upload queues its sales,
 * summed per shop and hour and per scale, good and day (trades.rollup.ts FOLD_BASES); a fold then
 * takes every queued row and adds them to the rollups in one statement. Folds run one at a time (a
 * lock in the database, so across servers too): uploads of one company no longer wait for each
 * other on the same rollup rows, and a fold adds the sales of every upload that arrived meanwhile
 * with one write per row. An upload is answered once a fold that took its sales has committed, so
 * what a scale was told it stored is already in the statistics, and the fold's commit is what tells
 * the dashboards of those shops to refresh. A fold that failed, or a server stopped between the two
 * steps, leaves the sales queued for the next fold (and the periodic job, jobs/periodic-jobs.ts).
 */

/** The records (sales, returns and voids) a row of the shop hours' queue sums. */
const QUEUED_COUNT = sql.raw('sale_count + return_count + void_count');

const foldedSchema = z.object({ rows: z.array(z.object({ folded: z.coerce.number() })).length(1) });

/**
 * The fold: one statement, whole or not at all. The lock is taken before the queues are read but
 * after the statement's snapshot: rows that another server's fold took meanwhile are skipped as
 * deleted, and those queued after the snapshot stay for the next fold.
 */
const foldStatement = namedStatement(
  'fold_trades',
  () => sql`
    WITH locked AS MATERIALIZED (SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.salesFold})),
    ${foldQueuedCtes()},
    notified AS (${salesEventsSql(foldedShopHours)})
    -- A SELECT in a WITH list runs only when read: the count of shops told makes it run.
    SELECT (SELECT coalesce(sum(${QUEUED_COUNT}), 0) FROM ${foldedShopHours})::int AS folded,
      (SELECT count(*) FROM notified)::int AS shops`,
);

/** Adds every queued sale to the rollups and tells the consoles showing their shops; returns how many it added. */
export async function foldQueuedTrades(db: Db): Promise<number> {
  return foldedSchema.parse(await foldStatement(db, {})).rows[0]?.folded ?? 0;
}

const queuedSchema = z.object({ rows: z.array(z.object({ queued: z.coerce.number() })).length(1) });

/** Sales waiting for a fold (the periodic job's queue depth). */
export async function countQueuedTrades(db: Db): Promise<number> {
  const result = await db.execute(
    sql`SELECT coalesce(sum(${QUEUED_COUNT}), 0)::int AS queued FROM ${tradeQueueShopHours}`,
  );
  return queuedSchema.parse(result).rows[0]?.queued ?? 0;
}

/**
 * Folds of one database, shared by the uploads of this server: a fold under way may have taken its
 * sales before an upload committed, so the upload waits for the next one, which every upload
 * arriving meanwhile shares.
 */
class Folds {
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  /** Resolves once a fold that started after this call has ended. */
  afterCommit(): Promise<void> {
    if (!this.running) {
      return this.start();
    }
    this.next ??= this.running.then(() => {
      this.next = null;
      return this.start();
    });
    return this.next;
  }

  private start(): Promise<void> {
    const fold = foldQueuedTrades(this.db).then(() => undefined);
    this.running = fold.then(
      () => {
        this.running = null;
      },
      () => {
        this.running = null;
      },
    );
    return fold;
  }
}

const foldsByDb = new WeakMap<Db, Folds>();

/**
 * Waits until the sales queued by a committed statement are in the rollups. Rejects when that fold
 * failed: the sales stay queued for the next one.
 */
export function foldAfterCommit(db: Db): Promise<void> {
  let folds = foldsByDb.get(db);
  if (!folds) {
    folds = new Folds(db);
    foldsByDb.set(db, folds);
  }
  return folds.afterCommit();
}
