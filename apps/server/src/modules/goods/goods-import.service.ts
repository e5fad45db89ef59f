import { setImmediate as nextTick } from 'node:timers/promises';
import {
  createGoodBodySchema,
  ErrorCode,
  GOODS_IMPORT_ERRORS_SHOWN,
  isAdminRole,
  GOODS_IMPORT_MAX_ROWS,
  type FieldMessageKey,
  type Lang,
  type SheetFormat,
  type startImportFieldsSchema,
} from '@tm/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx } from '../../http/context';
import { AppError, fieldMessage, isUniqueViolation, zodIssueText } from '../../http/errors';
import { companyForNewRow } from '../../http/scope';
import { readSheetRows, sheetFormatOf, sheetProblemOf, type SheetRow } from '../../sheets/read-sheet';
import { assertCompanyExists } from '../companies/companies.service';
import { notify } from '../notices/notices.service';
import {
  createImportJob,
  findImportJob,
  publicJob,
  saveImportJob,
  saveProgressWhileRunning,
  type FailedRow,
  type ImportJobState,
} from './goods-import.jobs';
import {
  COLUMNS_REQUIRED_TO_CREATE,
  columnTitle,
  matchHeader,
  SHEET_COLUMNS,
  type SheetGood,
  type SheetKey,
} from './goods-sheet';
import { goods } from './goods.table';

/** Rows a statement writes: big enough to be fast, small enough for one parameter. */
const WRITE_BATCH = 10000;
/** Rows checked between two yields to the event loop, so other requests are served meanwhile. */
const CHECK_SLICE = 1000;

type ValidGood = z.output<typeof createGoodBodySchema>;
type StoredGood = SheetGood & { id: number };

/** A file-level problem: the job fails with this message and nothing is written. */
class ImportFailure extends Error {}

const failure = (lang: Lang, key: FieldMessageKey, n?: string | number) =>
  new ImportFailure(fieldMessage(key, lang, n === undefined ? {} : { n }));

/** Starts an import in the background and answers at once with the job; its page polls it. */
export async function startGoodsImport(
  ctx: Ctx,
  file: { bytes: Buffer; fileName: string },
  fields: z.output<typeof startImportFieldsSchema>,
): Promise<ReturnType<typeof publicJob>> {
  const companyId = companyForNewRow(ctx.actor, fields.company_id);
  await assertCompanyExists(ctx.db, companyId);
  const format = sheetFormatOf(file.fileName, file.bytes);
  if (!format) {
    throw new AppError(ErrorCode.VALIDATION, { fields: { file: 'import_file_type' } });
  }
  const job = await createImportJob(
    ctx.db,
    {
      company_id: companyId,
      user_id: ctx.actor.user_id,
      file_name: file.fileName,
      mode: fields.mode,
      on_errors: fields.on_errors,
    },
    ctx.now(),
  );
  void runImport(ctx, job, file.bytes, format);
  return publicJob(job);
}

/** A job of the caller's company (administrators: any), or 404, whichever instance runs it. */
export async function findVisibleJob(ctx: Ctx, id: string): Promise<ImportJobState> {
  const job = await findImportJob(ctx.db, id, ctx.now(), ctx.lang);
  if (!job || !(isAdminRole(ctx.actor.role_type) || job.company_id === ctx.actor.company_id)) {
    throw new AppError(ErrorCode.NOT_FOUND);
  }
  return job;
}

async function runImport(ctx: Ctx, job: ImportJobState, bytes: Buffer, format: SheetFormat): Promise<void> {
  const stopSaving = saveProgressWhileRunning(ctx.db, job, ctx.now, ctx.log);
  try {
    const sheet = await readSheet(ctx.lang, job, bytes, format);
    const plan = await checkRows(ctx, job, sheet);
    if (job.failed_rows > 0 && job.on_errors === 'abort') {
      await finish(ctx, job, 'rejected');
      return;
    }
    await writePlan(ctx, job, plan, sheet.columns);
    await finish(ctx, job, 'done');
  } catch (error) {
    if (error instanceof ImportFailure) {
      job.message = error.message;
    } else {
      ctx.log.error({ err: error, job: job.id }, 'goods import failed');
      job.message = fieldMessage('import_write_failed', ctx.lang, { n: writeFailureReason(ctx.lang, error) });
      job.created = 0;
      job.updated = 0;
    }
    await finish(ctx, job, 'failed');
  } finally {
    await stopSaving();
    await saveImportJob(ctx.db, job, ctx.now()).catch((error: unknown) =>
      ctx.log.error({ err: error, job: job.id }, 'finished import not saved'),
    );
  }
}

/** Ends the job, telling whoever started it under the bell first (they may have left the page). */
async function finish(ctx: Ctx, job: ImportJobState, status: ImportJobState['status']): Promise<void> {
  const params = {
    file: job.file_name,
    status,
    created: job.created,
    updated: job.updated,
    failed: job.failed_rows,
    message: job.message,
  };
  await notify(
    ctx.db,
    [job.user_id],
    { type: 'notification', kind: 'goods_import_finished', params, link: 'goodMng/goodList' },
    ctx.now(),
  ).catch((error: unknown) => ctx.log.error({ err: error, job: job.id }, 'import notice not stored'));
  job.status = status;
  job.phase = 'finished';
  job.finished_time = ctx.now();
  ctx.log.info(
    { job: job.id, status, created: job.created, updated: job.updated, failed_rows: job.failed_rows },
    'goods import finished',
  );
}

function writeFailureReason(lang: Lang, error: unknown): string {
  if (isUniqueViolation(error, 'goods_company_plu_idx')) {
    return fieldMessage('plu_taken', lang);
  }
  if (isUniqueViolation(error, 'goods_company_item_code_idx')) {
    return fieldMessage('item_code_taken', lang);
  }
  return error instanceof Error ? error.message : String(error);
}

type Sheet = { columns: Map<SheetKey, number>; rows: SheetRow[] };

/** Reads the header and every row; a file without the needed columns fails here. */
async function readSheet(lang: Lang, job: ImportJobState, bytes: Buffer, format: SheetFormat): Promise<Sheet> {
  let columns: Map<SheetKey, number> | null = null;
  const rows: SheetRow[] = [];
  try {
    for await (const row of readSheetRows(bytes, format)) {
      if (!columns) {
        columns = matchHeader(row.cells);
        assertColumns(lang, job, columns);
        continue;
      }
      rows.push(row);
      job.done = rows.length;
      if (rows.length > GOODS_IMPORT_MAX_ROWS) {
        throw failure(lang, 'import_too_many_rows', GOODS_IMPORT_MAX_ROWS);
      }
    }
  } catch (error) {
    if (error instanceof ImportFailure) {
      throw error;
    }
    const problem = sheetProblemOf(error);
    throw failure(lang, problem?.key ?? 'import_unreadable', problem?.n);
  }
  if (!columns || rows.length === 0) {
    throw failure(lang, 'import_no_rows');
  }
  return { columns, rows };
}

function assertColumns(lang: Lang, job: ImportJobState, columns: Map<SheetKey, number>): void {
  const required: readonly SheetKey[] = job.mode === 'update' ? ['plu'] : COLUMNS_REQUIRED_TO_CREATE;
  const missing = SHEET_COLUMNS.filter((column) => required.includes(column.key) && !columns.has(column.key));
  if (missing.length > 0) {
    throw failure(
      lang,
      'import_missing_column',
      missing.map((column) => columnTitle(column, lang)).join(lang === 'en' ? ', ' : '、'),
    );
  }
}

type Plan = { creates: ValidGood[]; updates: ValidGood[] };

/** A row's cells by column, with the errors of cells that are not even the right kind of value. */
function readCells(row: SheetRow, columns: Map<SheetKey, number>) {
  const texts: Partial<Record<SheetKey, string>> = {};
  const values: Partial<Record<SheetKey, unknown>> = {};
  const errors = new Map<SheetKey, FieldMessageKey>();
  for (const column of SHEET_COLUMNS) {
    const index = columns.get(column.key);
    if (index === undefined) {
      continue;
    }
    const text = row.cells[index] ?? '';
    texts[column.key] = text;
    if (text === '') {
      continue;
    }
    const parsed = column.read(text);
    if ('error' in parsed) {
      errors.set(column.key, parsed.error);
    } else {
      values[column.key] = parsed.value;
    }
  }
  return { texts, values, errors };
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The good a row describes. A column the file lacks keeps the stored value (so a sheet of PLU and
 * price only changes prices); a column it has sets the field, an empty cell to the field's default.
 */
function candidateOf(
  columns: Map<SheetKey, number>,
  values: Partial<Record<SheetKey, unknown>>,
  stored: StoredGood | undefined,
): Record<string, unknown> {
  const lines = (prefix: 'name' | 'info', field: 'name_lines' | 'info_lines') => {
    const keys = [1, 2, 3].map((n) => `${prefix}${n}` as SheetKey);
    if (!keys.some((key) => columns.has(key))) {
      return stored?.[field];
    }
    const result = keys.map((key, i) => (columns.has(key) ? textOf(values[key]) : (stored?.[field]?.[i] ?? '')));
    while (result.length > 1 && result.at(-1) === '') {
      result.pop();
    }
    return field === 'info_lines' && result.length === 1 && result[0] === '' ? [] : result;
  };
  const candidate: Record<string, unknown> = {};
  for (const column of SHEET_COLUMNS) {
    if (/^(name|info)\d$/.test(column.key)) {
      continue;
    }
    const field = column.key as Exclude<SheetKey, `name${number}` | `info${number}`>;
    candidate[field] = columns.has(field) ? values[field] : stored?.[field];
  }
  candidate.name_lines = lines('name', 'name_lines');
  candidate.info_lines = lines('info', 'info_lines');
  return candidate;
}

/** The column a schema issue is about: `name_lines.1` is "name2". */
function columnOfIssue(path: PropertyKey[]): SheetKey {
  const [field, index] = path;
  if (field === 'name_lines' || field === 'info_lines') {
    return `${field === 'name_lines' ? 'name' : 'info'}${typeof index === 'number' ? index + 1 : 1}` as SheetKey;
  }
  return SHEET_COLUMNS.find((column) => column.key === field)?.key ?? 'plu';
}

const SHEET_FIELDS = [
  'plu',
  'item_code',
  'name_lines',
  'info_lines',
  'unit_price',
  'pricing_mode',
  'weight_unit',
  'fixed_weight_g',
  'tare_g',
  'shelf_life_days',
  'packing_date_offset_days',
  'category',
  'on_sale',
] as const;

const sameGood = (a: SheetGood, b: SheetGood) =>
  SHEET_FIELDS.every((field) => JSON.stringify(a[field] ?? null) === JSON.stringify(b[field] ?? null));

/** Values as one JSON parameter, whatever their number (a list of placeholders is slow to plan). */
const jsonList = (values: unknown[], type: 'int' | 'text') =>
  sql.raw(`(SELECT value::${type} FROM jsonb_array_elements_text(`).append(sql`${JSON.stringify(values)}::jsonb))`);

/** The company's stored goods with the file's PLUs, and which PLU holds each of the file's item codes. */
async function lookUpStored(ctx: Ctx, companyId: number, plus: number[], itemCodes: string[]) {
  const [stored, holders] = await Promise.all([
    ctx.db
      .select({ id: goods.id, ...Object.fromEntries(SHEET_FIELDS.map((field) => [field, goods[field]])) })
      .from(goods)
      .where(and(eq(goods.company_id, companyId), inArray(goods.plu, jsonList(plus, 'int')))),
    ctx.db
      .select({ plu: goods.plu, item_code: goods.item_code })
      .from(goods)
      .where(and(eq(goods.company_id, companyId), inArray(goods.item_code, jsonList(itemCodes, 'text')))),
  ]);
  return {
    byPlu: new Map((stored as StoredGood[]).map((row) => [row.plu, row])),
    pluOfCode: new Map(holders.map((row) => [row.item_code, row.plu])),
  };
}

/** Checks every row against the rules, the file's other rows and the stored goods. */
async function checkRows(ctx: Ctx, job: ImportJobState, sheet: Sheet): Promise<Plan> {
  job.phase = 'checking';
  job.total = sheet.rows.length;
  job.done = 0;
  const lang = ctx.lang;
  const cells = sheet.rows.map((row) => ({ row, ...readCells(row, sheet.columns) }));
  const plus = [...new Set(cells.map((c) => c.values.plu).filter((plu): plu is number => typeof plu === 'number'))];
  const codes = [
    ...new Set(cells.map((c) => c.values.item_code).filter((code): code is string => typeof code === 'string')),
  ];
  const { byPlu, pluOfCode } = await lookUpStored(ctx, job.company_id, plus, codes);
  const firstRowOfPlu = new Map<number, number>();
  const firstRowOfCode = new Map<string, number>();
  const plan: Plan = { creates: [], updates: [] };

  for (const [index, { row, texts, values, errors }] of cells.entries()) {
    const reasons = new Map<SheetKey, string>([...errors].map(([key, message]) => [key, fieldMessage(message, lang)]));
    const plu = typeof values.plu === 'number' ? values.plu : undefined;
    const stored = plu === undefined ? undefined : byPlu.get(plu);
    if (plu !== undefined && job.mode === 'create' && stored) {
      reasons.set('plu', fieldMessage('plu_taken', lang));
    }
    const unknown = plu !== undefined && job.mode === 'update' && !stored;
    if (unknown) {
      // Nothing to update: the row's other cells cannot be judged against a good that is not there.
      reasons.set('plu', fieldMessage('plu_unknown', lang));
    }
    const parsed = unknown ? undefined : createGoodBodySchema.safeParse(candidateOf(sheet.columns, values, stored));
    for (const issue of parsed?.error?.issues ?? []) {
      const column = columnOfIssue(issue.path);
      if (!reasons.has(column)) {
        reasons.set(column, zodIssueText(issue, lang));
      }
    }
    const good = parsed?.data;
    const itemCode = good?.item_code ?? (typeof values.item_code === 'string' ? values.item_code : undefined);
    if (plu !== undefined) {
      const repeated = firstRowOfPlu.get(plu);
      if (repeated === undefined) {
        firstRowOfPlu.set(plu, row.number);
      } else {
        reasons.set('plu', fieldMessage('plu_repeated', lang, { n: repeated }));
      }
    }
    if (itemCode !== undefined) {
      const repeated = firstRowOfCode.get(itemCode);
      const holder = pluOfCode.get(itemCode);
      if (repeated !== undefined) {
        reasons.set('item_code', fieldMessage('item_code_repeated', lang, { n: repeated }));
      } else if (holder !== undefined && holder !== plu) {
        reasons.set('item_code', fieldMessage('item_code_taken_by', lang, { n: holder }));
      }
      firstRowOfCode.set(itemCode, firstRowOfCode.get(itemCode) ?? row.number);
    }

    if (reasons.size > 0 || !good) {
      recordFailure(lang, job, { row: row.number, cells: texts, reasons: [] }, reasons);
    } else {
      job.valid_rows += 1;
      if (!stored) {
        plan.creates.push(good);
      } else if (sameGood(stored, good)) {
        job.unchanged += 1;
      } else {
        plan.updates.push(good);
      }
    }
    if (index % CHECK_SLICE === CHECK_SLICE - 1) {
      job.done = index + 1;
      await nextTick();
    }
  }
  job.done = job.total;
  return plan;
}

function recordFailure(lang: Lang, job: ImportJobState, failed: FailedRow, reasons: Map<SheetKey, string>): void {
  job.failed_rows += 1;
  for (const column of SHEET_COLUMNS) {
    const reason = reasons.get(column.key);
    if (reason === undefined) {
      continue;
    }
    const title = columnTitle(column, lang);
    failed.reasons.push(`${title}: ${reason}`);
    if (job.errors.length < GOODS_IMPORT_ERRORS_SHOWN) {
      job.errors.push({ row: failed.row, column: title, value: failed.cells[column.key] ?? '', reason });
    }
  }
  job.failedRows.push(failed);
}

/** The goods fields of a row, as `jsonb_to_recordset` reads them. */
const RECORD = sql.raw(
  'r(plu int, item_code text, name_lines text[], info_lines text[], unit_price int, pricing_mode text, ' +
    'weight_unit text, fixed_weight_g int, tare_g int, shelf_life_days int, packing_date_offset_days int, ' +
    'category text, on_sale boolean)',
);

/** Stored columns each sheet column sets; a name line also sets the search column `name`. */
function columnsToSet(columns: Map<SheetKey, number>): string[] {
  const set = new Set<string>();
  for (const key of columns.keys()) {
    if (key.startsWith('name')) {
      set.add('name_lines').add('name');
    } else if (key.startsWith('info')) {
      set.add('info_lines');
    } else if (key !== 'plu') {
      set.add(key);
    }
  }
  return [...set];
}

/** Writes every valid row in one transaction: a crash or a failure leaves the goods as they were. */
async function writePlan(ctx: Ctx, job: ImportJobState, plan: Plan, columns: Map<SheetKey, number>): Promise<void> {
  job.phase = 'writing';
  job.total = plan.creates.length + plan.updates.length;
  job.done = 0;
  const now = sql`${ctx.now().toISOString()}::timestamptz`;
  const company = job.company_id;
  const user = job.user_id;
  const set = sql.join(
    columnsToSet(columns).map((column) =>
      column === 'name' ? sql.raw(`name = coalesce(r.name_lines[1], '')`) : sql.raw(`${column} = r.${column}`),
    ),
    sql`, `,
  );
  await ctx.db.transaction(async (tx) => {
    for (let i = 0; i < plan.creates.length; i += WRITE_BATCH) {
      const batch = plan.creates.slice(i, i + WRITE_BATCH);
      await tx.execute(sql`
        WITH r AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS ${RECORD}),
        ins AS (
          INSERT INTO goods (company_id, plu, item_code, name_lines, name, info_lines, unit_price, pricing_mode,
            weight_unit, fixed_weight_g, tare_g, shelf_life_days, packing_date_offset_days, category, on_sale,
            created_time, last_modified_time)
          SELECT ${company}, plu, item_code, name_lines, coalesce(name_lines[1], ''), info_lines, unit_price,
            pricing_mode, weight_unit, fixed_weight_g, tare_g, shelf_life_days, packing_date_offset_days, category,
            on_sale, ${now}, ${now}
          FROM r
          RETURNING id, unit_price)
        INSERT INTO good_price_changes (good_id, company_id, old_price, new_price, changed_by, changed_time)
        SELECT id, ${company}, NULL, unit_price, ${user}, ${now} FROM ins`);
      job.done += batch.length;
      job.created += batch.length;
    }
    for (let i = 0; i < plan.updates.length; i += WRITE_BATCH) {
      const batch = plan.updates.slice(i, i + WRITE_BATCH);
      // All sub-statements see the goods as they were, so `old` holds the prices before the update.
      await tx.execute(sql`
        WITH r AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS ${RECORD}),
        old AS (SELECT g.id, g.unit_price FROM goods g JOIN r ON g.plu = r.plu WHERE g.company_id = ${company}),
        upd AS (
          UPDATE goods g SET ${set}, version = g.version + 1, last_modified_time = ${now}
          FROM r WHERE g.company_id = ${company} AND g.plu = r.plu
          RETURNING g.id, g.unit_price)
        INSERT INTO good_price_changes (good_id, company_id, old_price, new_price, changed_by, changed_time)
        SELECT upd.id, ${company}, old.unit_price, upd.unit_price, ${user}, ${now}
        FROM upd JOIN old ON old.id = upd.id
        WHERE old.unit_price <> upd.unit_price`);
      job.done += batch.length;
      job.updated += batch.length;
    }
  });
}
