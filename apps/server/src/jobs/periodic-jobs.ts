import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Clock } from '../http/context';
import { countDueAnnouncements, sendDueAnnouncements } from '../modules/announcements/announcements.service';
import { applyDuePriceBatches, countDuePriceBatches } from '../modules/prices/prices.jobs';
import { countUnreportedOfflineScales, notifyOfflineScales } from '../modules/scale-events/scale-events.service';
import { countQueuedTrades, foldQueuedTrades } from '../modules/trades/trades.fold';

type PeriodicJob = {
  name: string;
  everyMs: number;
  run: (db: Db, now: Date) => Promise<number>;
  /** What is waiting for the next run (the queue depth in /metrics). */
  due: (db: Db, now: Date) => Promise<number>;
};

/**
 * Work that waits for a time rather than a request. Each job claims what it does in the database
 * (see each service), so every server instance may run them all: none is done twice.
 */
export const PERIODIC_JOBS: readonly PeriodicJob[] = [
  { name: 'scheduled announcements', everyMs: 20_000, run: sendDueAnnouncements, due: countDueAnnouncements },
  { name: 'offline scales', everyMs: 60_000, run: notifyOfflineScales, due: countUnreportedOfflineScales },
  // Prices change on the minute a chain chose: started within seconds of it.
  { name: 'price batches', everyMs: 10_000, run: applyDuePriceBatches, due: countDuePriceBatches },
  // Uploads fold their own sales; this adds those a failed fold or a stopped server left queued.
  { name: 'sales rollups', everyMs: 30_000, run: foldQueuedTrades, due: countQueuedTrades },
];

/** Starts the jobs; the returned function stops them and waits for a run under way. */
export function startPeriodicJobs(db: Db, clock: Clock, log: FastifyBaseLogger): () => Promise<void> {
  const running = new Set<Promise<void>>();
  const timers = PERIODIC_JOBS.map((job) => {
    let busy = false;
    const tick = () => {
      // A slow run is not stacked on by the next tick.
      if (busy) {
        return;
      }
      busy = true;
      const run = job
        .run(db, clock())
        .then((done) => {
          if (done > 0) {
            log.info({ job: job.name, done }, 'periodic job');
          }
        })
        .catch((error: unknown) => log.error({ job: job.name, err: error }, 'periodic job failed'))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    };
    return setInterval(tick, job.everyMs).unref();
  });
  return async () => {
    timers.forEach((timer) => clearInterval(timer));
    await Promise.all(running);
  };
}
