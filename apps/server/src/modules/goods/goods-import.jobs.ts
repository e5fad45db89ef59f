import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  type ImportJob,
  type importJobSchema,
  type ImportMode,
  type ImportRowError,
  type Lang,
} from '@tm/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, fieldMessage, isUniqueViolation } from '../../http/errors';
import { goodsImportJobs, type ImportFailedRow } from './goods.table';

export type FailedRow = ImportFailedRow;

/**
 * A running or finished import. The instance running it works on this object and saves it to the
 * database as it goes, so that any instance answers a poll.
 */
export type ImportJobState = Omit<ImportJob, 'started_time' | 'finished_time' | 'errors'> & {
  company_id: number;
  user_id: number;
  started_time: Date;
  finished_time: Date | null;
  errors: ImportRowError[];
  failedRows: FailedRow[];
};

/** Finished jobs are kept this long for their page and error report. */
const KEEP_FINISHED_MS = 60 * 60 * 1000;
/** How often a running job's progress reaches the database. */
export const PROGRESS_SAVE_MS = 500;
/** A running job whose instance has not moved its heartbeat for this long died with it. */
const HEARTBEAT_LOST_MS = 30_000;

const heartbeatLost = (now: Date) => lt(goodsImportJobs.heartbeat_time, new Date(now.getTime() - HEARTBEAT_LOST_MS));

/** Ends the jobs of instances that stopped mid-import; their transaction never committed. */
async function closeInterruptedJobs(db: Db, now: Date): Promise<void> {
  await db
    .update(goodsImportJobs)
    .set({ status: 'failed', phase: 'finished', finished_time: now, created: 0, updated: 0, message: '' })
    .where(and(eq(goodsImportJobs.status, 'running'), heartbeatLost(now)));
}

/** Starts a job, or answers 409 while the company has one running on any instance. */
export async function createImportJob(
  db: Db,
  input: { company_id: number; user_id: number; file_name: string; mode: ImportMode; on_errors: 'abort' | 'skip' },
  now: Date,
): Promise<ImportJobState> {
  await db.delete(goodsImportJobs).where(lt(goodsImportJobs.finished_time, new Date(now.getTime() - KEEP_FINISHED_MS)));
  await closeInterruptedJobs(db, now);
  const job: ImportJobState = {
    ...input,
    id: randomUUID(),
    status: 'running',
    phase: 'reading',
    done: 0,
    total: 0,
    valid_rows: 0,
    failed_rows: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    errors: [],
    failedRows: [],
    message: '',
    started_time: now,
    finished_time: null,
  };
  const { failedRows: _rows, ...row } = job;
  try {
    await db.insert(goodsImportJobs).values({ ...row, heartbeat_time: now });
  } catch (error) {
    if (isUniqueViolation(error, 'goods_import_jobs_one_running_idx')) {
      throw new AppError(ErrorCode.CONFLICT, { fields: { file: 'import_running' } });
    }
    throw error;
  }
  return job;
}

/** Writes the job's progress (and, once it ended, its failed rows) and moves its heartbeat. */
export async function saveImportJob(db: Db, job: ImportJobState, now: Date): Promise<void> {
  const { id: _id, company_id: _c, user_id: _u, failedRows, ...progress } = job;
  await db
    .update(goodsImportJobs)
    .set({
      ...progress,
      errors: [...job.errors],
      ...(job.status === 'running' ? {} : { failed_row_details: failedRows }),
      heartbeat_time: now,
    })
    .where(eq(goodsImportJobs.id, job.id));
}

/**
 * Saves the running job every PROGRESS_SAVE_MS until the returned function is called. A save
 * that fails is logged and tried again at the next tick: progress is shown late, never lost.
 */
export function saveProgressWhileRunning(
  db: Db,
  job: ImportJobState,
  clock: () => Date,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let saving: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    saving = saving
      .then(() => saveImportJob(db, job, clock()))
      .catch((error: unknown) => log.warn({ err: error, job: job.id }, 'import progress not saved'));
  }, PROGRESS_SAVE_MS);
  return async () => {
    clearInterval(timer);
    await saving;
  };
}

/** A job as stored; one whose instance died mid-way reads as failed, in the reader's language. */
export async function findImportJob(db: Db, id: string, now: Date, lang: Lang): Promise<ImportJobState | undefined> {
  const [row] = await db.select().from(goodsImportJobs).where(eq(goodsImportJobs.id, id));
  if (!row) {
    return undefined;
  }
  const { failed_row_details: failedRows, heartbeat_time: heartbeat, ...job } = row;
  if (job.status === 'running' && now.getTime() - heartbeat.getTime() > HEARTBEAT_LOST_MS) {
    return {
      ...job,
      failedRows,
      status: 'failed',
      phase: 'finished',
      created: 0,
      updated: 0,
      message: fieldMessage('import_interrupted', lang),
      finished_time: heartbeat,
    };
  }
  return {
    ...job,
    failedRows,
    message: job.status === 'failed' && job.message === '' ? fieldMessage('import_interrupted', lang) : job.message,
  };
}

/** Imports running on any instance now (for /metrics). */
export async function countRunningImports(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(goodsImportJobs)
    .where(and(eq(goodsImportJobs.status, 'running'), sql`not (${heartbeatLost(now)})`));
  return row?.n ?? 0;
}

/** The job as the API shows it. */
export function publicJob(job: ImportJobState): z.output<typeof importJobSchema> {
  const { company_id: _company, user_id: _user, failedRows: _failed, errors, ...rest } = job;
  return { ...rest, errors: [...errors] };
}
