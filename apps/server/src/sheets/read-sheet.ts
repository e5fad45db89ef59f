import { csvTextBack, ErrorCode, type FieldMessageKey, type SheetFormat } from '@tm/contracts';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { AppError } from '../http/errors';
import { xlsxRows } from './read-xlsx';
import { UNPACKED_MAX_BYTES, zipProblemOf } from './zip-guard';

/** One non-empty row of a spreadsheet: its number as the spreadsheet shows it, and its cells as text. */
export type SheetRow = { number: number; cells: string[] };

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * What a file is by its content (an .xlsx is a zip) and, for text, by its name. Refused otherwise,
 * saying which: a file of another kind, or one named a spreadsheet whose content is not one (a
 * picture renamed .xlsx was told that only .xlsx files could be imported).
 */
export function sheetFormatOf(fileName: string, bytes: Buffer): SheetFormat {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
    return 'xlsx';
  }
  if (/\.(csv|txt)$/i.test(fileName)) {
    return 'csv';
  }
  const namedSheet = /\.xlsx$/i.test(fileName);
  throw new AppError(ErrorCode.VALIDATION, {
    fields: { file: namedSheet ? 'import_file_unreadable' : 'import_file_type' },
  });
}

/**
 * The text of a CSV file. Chinese Excel saves CSV in GBK; anything that is not valid UTF-8 is
 * read as GB18030, the superset of GBK and GB2312.
 */
export function decodeCsv(bytes: Buffer): string {
  try {
    // The decoder drops a UTF-8 byte-order mark.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return iconv.decode(bytes, 'gb18030');
  }
}

/** Rows of the first worksheet of an .xlsx, or of a CSV file; empty rows are skipped. */
export async function* readSheetRows(bytes: Buffer, format: SheetFormat): AsyncGenerator<SheetRow> {
  if (format === 'csv') {
    yield* readCsvRows(bytes);
  } else {
    yield* readXlsxRows(bytes);
  }
}

async function* readCsvRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  // Papa Parse on the whole text: about a second per million rows. (Its stream mode is many times
  // slower on long files.) Files are at most 50 MB, so the text fits in memory.
  const { data } = Papa.parse<string[]>(decodeCsv(bytes), { skipEmptyLines: false });
  for (const [index, record] of data.entries()) {
    const cells = record.map((cell) => csvTextBack(cell.trim()));
    // Every record is a spreadsheet row (a cell with line breaks included), so the index is its number.
    if (cells.some((cell) => cell !== '')) {
      yield { number: index + 1, cells };
    }
  }
}

/** A file refused by its content, naming the `file` field as the upload routes do. */
function refusal(key: FieldMessageKey, n?: number): AppError {
  return new AppError(ErrorCode.VALIDATION, { fields: { file: n === undefined ? key : { key, n } } });
}

/** Why reading a sheet failed, as a message key: what an import reports for the whole file. */
export function sheetProblemOf(error: unknown): { key: FieldMessageKey; n?: number } | null {
  const file = error instanceof AppError ? error.details.fields?.file : undefined;
  if (typeof file === 'string') {
    return { key: file };
  }
  return file && 'key' in file ? file : null;
}

async function* readXlsxRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  const problem = await zipProblemOf(bytes);
  if (problem === 'too_large') {
    throw refusal('sheet_unpacks_too_large', UNPACKED_MAX_BYTES / 1024 / 1024);
  }
  if (problem) {
    throw refusal('import_unreadable');
  }
  try {
    yield* xlsxRows(bytes);
  } catch (error) {
    throw error instanceof AppError ? error : refusal('import_unreadable');
  }
}
