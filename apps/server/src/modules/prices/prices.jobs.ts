import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stampGoods } from './prices.resolve';
import { priceBatches, priceBatchGoods } from './prices.table';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type DueBatch = { id: number; company_id: number; starts_time: Date; created_by: number | null };

/** Batches started or ended a run at most: a backlog after downtime is worked off run by run. */
const BATCHES_PER_RUN = 50;

/**
 * What a price change did, written where the history is read (the good's price history, the
 * statistics' price changes): the base price's changes in `good_price_changes`, each zone's in
 * `zone_price_changes`, both at the batch's start. The good's stored price becomes the base price
 * now, its edit version moves so a form opened before cannot write the old price back.
 */
async function recordChange(tx: Tx, batch: DueBatch, now: Date): Promise<void> {
  const startsTime = batch.starts_time.toISOString();
  const justBefore = new Date(batch.starts_time.getTime() - 1).toISOString();
  await tx.execute(sql`
    INSERT INTO good_price_changes (good_id, company_id, old_price, new_price, changed_by, changed_time, batch_id)
    SELECT g.id, g.company_id, g.unit_price, i.unit_price, ${batch.created_by}::int, ${startsTime}::timestamptz, ${batch.id}::int
    FROM price_batch_goods i JOIN goods g ON g.id = i.good_id
    WHERE i.batch_id = ${batch.id} AND i.zone_key = 0 AND i.unit_price IS NOT NULL`);
  await tx.execute(sql`
    UPDATE goods g SET unit_price = (effective_price(g.id, NULL, ${now.toISOString()}::timestamptz)).regular,
      version = g.version + 1
    FROM price_batch_goods i
    WHERE i.batch_id = ${batch.id} AND i.zone_key = 0 AND i.good_id = g.id`);
  await tx.execute(sql`
    INSERT INTO zone_price_changes (company_id, good_id, zone_id, old_price, new_price, batch_id, changed_by, changed_time)
    SELECT i.company_id, i.good_id, i.zone_key,
      (effective_price(i.good_id, i.zone_key, ${justBefore}::timestamptz)).own,
      i.unit_price, ${batch.id}::int, ${batch.created_by}::int, ${startsTime}::timestamptz
    FROM price_batch_goods i JOIN price_zones z ON z.id = i.zone_key
    WHERE i.batch_id = ${batch.id} AND i.zone_key <> 0`);
}

/**
 * The periodic job of docs/prices.md: starts the batches whose time has come and ends the markdowns
 * whose window has closed. The price in force never waits for it (`effective_price()` reads the
 * batches themselves); what it does is tell the scales, by stamping the goods for their next sync,
 * and write the history. Each batch is claimed with `FOR UPDATE SKIP LOCKED` and moved on in the
 * same transaction, so with several server instances, or after a restart at the moment itself,
 * every batch starts (and ends) exactly once.
 */
/** Batches to start, and running markdowns to end. */
const dueBatches = (now: Date) =>
  or(
    and(eq(priceBatches.status, 'scheduled'), lte(priceBatches.starts_time, now)),
    and(eq(priceBatches.status, 'active'), lte(priceBatches.ends_time, now)),
  );

/** Batches the job has yet to start or end (the job queue's depth). */
export async function countDuePriceBatches(db: Db, now: Date): Promise<number> {
  return db.$count(priceBatches, dueBatches(now));
}

export async function applyDuePriceBatches(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: priceBatches.id,
        company_id: priceBatches.company_id,
        kind: priceBatches.kind,
        status: priceBatches.status,
        starts_time: priceBatches.starts_time,
        ends_time: priceBatches.ends_time,
        created_by: priceBatches.created_by,
      })
      .from(priceBatches)
      .where(dueBatches(now))
      .orderBy(asc(priceBatches.starts_time), asc(priceBatches.id))
      .limit(BATCHES_PER_RUN)
      .for('update', { skipLocked: true });
    for (const batch of due) {
      const starting = batch.status === 'scheduled';
      // A markdown whose whole window passed while no server ran starts and ends in one step.
      const ending = batch.kind === 'markdown' && batch.ends_time !== null && batch.ends_time <= now;
      if (starting && batch.kind === 'change') {
        await recordChange(tx, batch, now);
      }
      await tx
        .update(priceBatches)
        .set({
          status: batch.kind === 'change' || ending ? 'applied' : 'active',
          ...(starting ? { applied_time: now } : {}),
          ...(ending ? { ended_time: now } : {}),
        })
        .where(eq(priceBatches.id, batch.id));
      const goodIds = await tx
        .selectDistinct({ id: priceBatchGoods.good_id })
        .from(priceBatchGoods)
        .where(eq(priceBatchGoods.batch_id, batch.id));
      await stampGoods(
        tx,
        goodIds.map((row) => row.id),
      );
    }
    return due.length;
  });
}
