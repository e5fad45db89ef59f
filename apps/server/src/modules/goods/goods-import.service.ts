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
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
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

/**
 * How imports run on this database: `writeWhileChecking` where other connections are served while
 * an import's transaction is open (PostgreSQL).
 */
export type ImportOptions = { writeWhileChecking: boolean };

/** Starts an import in the background and answers at once with the job; its page polls it. */
export async function startGoodsImport(
  ctx: Ctx,
  file: { bytes: Buffer; fileName: string },
  fields: z.output<typeof startImportFieldsSchema>,
  options: ImportOptions,
): Promise<ReturnType<typeof publicJob>> {
  const companyId = companyForNewRow(ctx.actor, fields.company_id);
  await assertCompanyExists(ctx.db, companyId);
  const format = sheetFormatOf(file.fileName, file.bytes);
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
  void runImport(ctx, job, file.bytes, format, options.writeWhileChecking);
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

async function runImport(
  ctx: Ctx,
  job: ImportJobState,
  bytes: Buffer,
  format: SheetFormat,
  writeWhileChecking: boolean,
): Promise<void> {
  const stopSaving = saveProgressWhileRunning(ctx.db, job, ctx.now, ctx.log);
  try {
    const sheet = await readSheet(ctx.lang, job, bytes, format);
    const cells = await cellsWithStored(ctx, job, sheet);
    const writer = new GoodsWriter(job, sheet.columns, ctx.now());
    // PGlite has one connection: a transaction open while the rows are checked would hold up every
    // other request that long, so there they are all checked first.
    if (!writeWhileChecking) {
      await checkRows(ctx, job, cells, writer);
    }
    await ctx.db.transaction(async (tx) => {
      writer.writeTo(tx);
      try {
        if (writeWhileChecking) {
          await checkRows(ctx, job, cells, writer);
        }
      } catch (error) {
        // Nothing may reach the transaction once it is rolled back.
        await writer.stop();
        throw error;
      }
      await writer.finish();
    });
    await finish(ctx, job, 'done');
  } catch (error) {
    if (error instanceof RejectedImport) {
      // Whatever was written before the first bad row was found is rolled back with the transaction.
      job.created = 0;
      job.updated = 0;
      await finish(ctx, job, 'rejected');
      return;
    }
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
 * The good a row describes. For a stored good, a column the file lacks or an empty cell keeps the
 * stored value, so a sheet of PLU and price only, or the full template with only prices filled in,
 * changes prices and nothing else. For a new good, they take the field's default.
 */
function candidateOf(
  columns: Map<SheetKey, number>,
  values: Partial<Record<SheetKey, unknown>>,
  stored: StoredGood | undefined,
): Record<string, unknown> {
  const given = (key: SheetKey) => Object.hasOwn(values, key);
  const lines = (prefix: 'name' | 'info', field: 'name_lines' | 'info_lines') => {
    const keys = [1, 2, 3].map((n) => `${prefix}${n}` as SheetKey);
    if (!stored && !keys.some((key) => columns.has(key))) {
      return undefined;
    }
    const result = keys.map((key, i) => (given(key) ? textOf(values[key]) : (stored?.[field]?.[i] ?? '')));
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
    candidate[field] = given(field) ? values[field] : stored?.[field];
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

/** Each row's cells, and the stored goods they name: read before the import's transaction opens. */
async function cellsWithStored(ctx: Ctx, job: ImportJobState, sheet: Sheet) {
  job.phase = 'checking';
  job.total = sheet.rows.length;
  job.done = 0;
  const cells = sheet.rows.map((row) => ({ row, ...readCells(row, sheet.columns) }));
  const plus = [...new Set(cells.map((c) => c.values.plu).filter((plu): plu is number => typeof plu === 'number'))];
  const codes = [
    ...new Set(cells.map((c) => c.values.item_code).filter((code): code is string => typeof code === 'string')),
  ];
  return { sheet, cells, ...(await lookUpStored(ctx, job.company_id, plus, codes)) };
}

/**
 * Checks every row against the rules, the file's other rows and the stored goods, handing each
 * valid new or changed good to `writer` as it goes. A row is judged by the rows above it only, so
 * what has passed stays passed.
 */
async function checkRows(
  ctx: Ctx,
  job: ImportJobState,
  { sheet, cells, byPlu, pluOfCode }: Awaited<ReturnType<typeof cellsWithStored>>,
  writer: GoodsWriter,
): Promise<void> {
  const lang = ctx.lang;
  const firstRowOfPlu = new Map<number, number>();
  const firstRowOfCode = new Map<string, number>();

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
        // A blank cell of a new good's pricing mode is missing, not of a wrong kind.
        const missing = !texts[column] && issue.code === 'invalid_value';
        reasons.set(column, missing ? fieldMessage('required', lang) : zodIssueText(issue, lang));
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
      if (stored && sameGood(stored, good)) {
        job.unchanged += 1;
      } else {
        writer.add(stored ? 'update' : 'create', good);
      }
    }
    if (index % CHECK_SLICE === CHECK_SLICE - 1) {
      job.done = index + 1;
      await nextTick();
    }
  }
  job.done = job.total;
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

/** The goods fields of a row, as `json_to_recordset` reads them (read once: `json` parses faster). */
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

/** Bad rows with `on_errors=abort`: nothing is written, and what was is rolled back. */
class RejectedImport extends Error {}

type Tx = Parameters<Parameters<Ctx['db']['transaction']>[0]>[0];

const chunksOf = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

type WriteKind = 'create' | 'update';

/**
 * Writes the valid rows in batches inside the import's one transaction (a crash or a failure leaves
 * the goods as they were). Given the transaction before checking, it writes while checking goes on:
 * PostgreSQL writes a batch while the server checks the next rows, one batch in flight at a time
 * (100 000 new goods: bench/findings.md). With `on_errors=abort`, the first bad row stops the
 * writing, and `finish` rolls back what was written.
 */
class GoodsWriter {
  private readonly queued: Record<WriteKind, ValidGood[]> = { create: [], update: [] };
  /** The batches written and being written, in order; its failure is the import's. */
  private writing: Promise<void> = Promise.resolve();
  private readonly statements: Record<WriteKind, (batch: ValidGood[]) => SQL>;
  private tx: Tx | undefined;
  private total = 0;
  private written = 0;

  constructor(
    private readonly job: ImportJobState,
    columns: Map<SheetKey, number>,
    at: Date,
  ) {
    const now = sql`${at.toISOString()}::timestamptz`;
    const company = job.company_id;
    const user = job.user_id;
    const set = sql.join(
      columnsToSet(columns).map((column) =>
        column === 'name' ? sql.raw(`name = coalesce(r.name_lines[1], '')`) : sql.raw(`${column} = r.${column}`),
      ),
      sql`, `,
    );
    const rows = (batch: ValidGood[]) =>
      sql`r AS (SELECT * FROM json_to_recordset(${JSON.stringify(batch)}::json) AS ${RECORD})`;
    this.statements = {
      create: (batch) => sql`
        WITH ${rows(batch)},
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
        SELECT id, ${company}, NULL, unit_price, ${user}, ${now} FROM ins`,
      // All sub-statements see the goods as they were, so `old` holds the prices before the update.
      update: (batch) => sql`
        WITH ${rows(batch)},
        old AS (SELECT g.id, g.unit_price FROM goods g JOIN r ON g.plu = r.plu WHERE g.company_id = ${company}),
        upd AS (
          UPDATE goods g SET ${set}, version = g.version + 1, last_modified_time = ${now}
          FROM r WHERE g.company_id = ${company} AND g.plu = r.plu
          RETURNING g.id, g.unit_price)
        INSERT INTO good_price_changes (good_id, company_id, old_price, new_price, changed_by, changed_time)
        SELECT upd.id, ${company}, old.unit_price, upd.unit_price, ${user}, ${now}
        FROM upd JOIN old ON old.id = upd.id
        WHERE old.unit_price <> upd.unit_price`,
    };
  }

  /** Bad rows met with `on_errors=abort`: nothing more is written. */
  private halted(): boolean {
    return this.job.on_errors === 'abort' && this.job.failed_rows > 0;
  }

  /** The import's transaction: from now on, full batches are written as they fill. */
  writeTo(tx: Tx): void {
    this.tx = tx;
  }

  add(kind: WriteKind, good: ValidGood): void {
    this.total += 1;
    this.queued[kind].push(good);
    if (this.queued[kind].length >= WRITE_BATCH) {
      this.send(kind);
    }
  }

  /** Sends no more batches, and waits for those sent to end (however they end). */
  async stop(): Promise<void> {
    this.tx = undefined;
    await this.writing.catch(() => undefined);
  }

  /** Writes what is left and waits for every batch; rejects the import after bad rows with `abort`. */
  async finish(): Promise<void> {
    if (this.halted()) {
      await this.stop();
      throw new RejectedImport();
    }
    this.job.phase = 'writing';
    this.job.total = this.total;
    this.job.done = this.written;
    this.send('create');
    this.send('update');
    await this.writing;
  }

  private send(kind: WriteKind): void {
    const { tx } = this;
    if (!tx || this.halted()) {
      return;
    }
    for (const batch of chunksOf(this.queued[kind].splice(0), WRITE_BATCH)) {
      this.sendBatch(tx, kind, batch);
    }
  }

  private sendBatch(tx: Tx, kind: WriteKind, batch: ValidGood[]): void {
    // After a failed batch, the ones after it are not sent (then() passes the failure on).
    const written = this.writing.then(async () => {
      await tx.execute(this.statements[kind](batch));
      this.written += batch.length;
      this.job[kind === 'create' ? 'created' : 'updated'] += batch.length;
      if (this.job.phase === 'writing') {
        this.job.done = this.written;
      }
    });
    // Awaited by finish(); until then a failure must not count as unhandled.
    written.catch(() => undefined);
    this.writing = written;
  }
}
