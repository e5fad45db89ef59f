import { randomUUID } from 'node:crypto';
import type { ImportJob, importJobSchema, ImportMode, ImportRowError } from '@tm/contracts';
import type { z } from 'zod';
import type { SheetKey } from './goods-sheet';

/** A row that failed, as the error report gives it back: its cells by column and every reason. */
export type FailedRow = { row: number; cells: Partial<Record<SheetKey, string>>; reasons: string[] };

/** A running or finished import. Progress lives in this process; the goods it writes, in the database. */
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

const jobs = new Map<string, ImportJobState>();

function forgetOldJobs(now: Date): void {
  for (const [id, job] of jobs) {
    if (job.finished_time && now.getTime() - job.finished_time.getTime() > KEEP_FINISHED_MS) {
      jobs.delete(id);
    }
  }
}

export function createImportJob(input: {
  company_id: number;
  user_id: number;
  file_name: string;
  mode: ImportMode;
  on_errors: 'abort' | 'skip';
  now: Date;
}): ImportJobState {
  forgetOldJobs(input.now);
  const { now, ...rest } = input;
  const job: ImportJobState = {
    ...rest,
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
  jobs.set(job.id, job);
  return job;
}

export const findImportJob = (id: string): ImportJobState | undefined => jobs.get(id);

/** One import a company at a time: two would race for the same PLUs. */
export const runningImportOf = (companyId: number): ImportJobState | undefined =>
  [...jobs.values()].find((job) => job.company_id === companyId && job.status === 'running');

/** The job as the API shows it. */
export function publicJob(job: ImportJobState): z.output<typeof importJobSchema> {
  const { company_id: _company, user_id: _user, failedRows: _failed, errors, ...rest } = job;
  return { ...rest, errors: [...errors] };
}
