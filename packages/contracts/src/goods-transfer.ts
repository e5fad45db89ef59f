import { z } from 'zod';
import { idSchema, isoTimeSchema } from './common';
import { listGoodsQuerySchema } from './goods';

/** Spreadsheet import and export of PLU records (.xlsx, and .csv in UTF-8 or GBK). */
export const GOODS_IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const GOODS_IMPORT_MAX_ROWS = 200_000;
/** Errors the job answers with; the downloadable report holds every failed row. */
export const GOODS_IMPORT_ERRORS_SHOWN = 200;

export const sheetFormatSchema = z.enum(['xlsx', 'csv']);
export type SheetFormat = z.infer<typeof sheetFormatSchema>;

/** `create`: only new PLUs; `update`: only existing PLUs; `upsert`: either. */
export const importModeSchema = z.enum(['create', 'update', 'upsert']);
export type ImportMode = z.infer<typeof importModeSchema>;

/** Multipart fields sent with the file. */
export const startImportFieldsSchema = z.object({
  mode: importModeSchema,
  /** `abort`: a file with bad rows changes nothing; `skip`: the valid rows are imported. */
  on_errors: z.enum(['abort', 'skip']).default('abort'),
  company_id: idSchema.optional(),
});
export type StartImportFields = z.input<typeof startImportFieldsSchema>;

export const importRowErrorSchema = z.object({
  /** Row number as the spreadsheet shows it (the header is row 1). */
  row: z.int(),
  column: z.string(),
  value: z.string(),
  reason: z.string(),
});
export type ImportRowError = z.input<typeof importRowErrorSchema>;

export const importJobSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  mode: importModeSchema,
  on_errors: z.enum(['abort', 'skip']),
  /**
   * `running`; `done`: written; `rejected`: bad rows and `on_errors=abort`, nothing written;
   * `failed`: the file could not be read or the write failed, nothing written.
   */
  status: z.enum(['running', 'done', 'rejected', 'failed']),
  /** What the running job does now: read the file, check rows, write them. */
  phase: z.enum(['reading', 'checking', 'writing', 'finished']),
  /** Rows through the current phase, of `total` (0 while the file is still being read). */
  done: z.int(),
  total: z.int(),
  valid_rows: z.int(),
  failed_rows: z.int(),
  created: z.int(),
  updated: z.int(),
  /** Rows identical to the stored good: nothing to write, version unchanged. */
  unchanged: z.int(),
  /** The first errors, in row order; all of them are in the error report. */
  errors: z.array(importRowErrorSchema),
  /** Why a `failed` job failed, in the caller's language. */
  message: z.string(),
  started_time: isoTimeSchema,
  finished_time: isoTimeSchema.nullable(),
});
export type ImportJob = z.input<typeof importJobSchema>;

export const importJobParamsSchema = z.object({ id: z.uuid() });

export const templateQuerySchema = z.object({ format: sheetFormatSchema.default('xlsx') });

/** The goods list's filters and order, without paging: export writes every matching good. */
export const exportGoodsQuerySchema = listGoodsQuerySchema
  .omit({ page: true, per_page: true })
  .extend({ format: sheetFormatSchema.default('xlsx') });
export type ExportGoodsQuery = z.input<typeof exportGoodsQuerySchema>;
