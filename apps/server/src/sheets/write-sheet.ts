import { Readable } from 'node:stream';
import { csvSafeText, STATS_UTC_OFFSET_MS, type SheetFormat } from '@tm/contracts';
import type { FastifyReply } from 'fastify';
import { chinaTimeText } from './sheet-time';
import { zipStream } from './zip-stream';

/** Money in fen: two decimals in a CSV, a number shown with two decimals in an .xlsx. */
export type Yuan = { readonly fen: number };
export const yuan = (fen: number): Yuan => ({ fen });

/** A cell's value; a `Date` is written in China time, as a date and time an .xlsx can sort by. */
export type Cell = string | number | Date | Yuan;

export type SheetContent = {
  name: string;
  header: string[];
  /** Rows in batches, produced while the file is written: memory holds one batch. */
  rows: AsyncIterable<Cell[][]> | Iterable<Cell[][]>;
  /** The .xlsx columns' widths in characters; else from the header's titles. */
  widths?: number[];
  /** Further worksheets of an .xlsx (e.g. instructions); CSV has one sheet only. */
  extraSheets?: { name: string; rows: Cell[][] }[];
};

export const SHEET_CONTENT_TYPES: Record<SheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** `Content-Disposition` of a download whose name may be Chinese. */
export const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** A spreadsheet file to send: its name and its content, written while it is sent. */
export type SheetDownload = { fileName: string; stream: Readable };

/** Sends a spreadsheet as a download, never cached. */
export function sendSheet(reply: FastifyReply, format: SheetFormat, download: SheetDownload) {
  return reply
    .type(SHEET_CONTENT_TYPES[format])
    .header('content-disposition', attachment(download.fileName))
    .header('cache-control', 'no-store')
    .send(download.stream);
}

/** A spreadsheet written as a stream while its rows are produced. */
export function sheetStream(format: SheetFormat, content: SheetContent): Readable {
  return format === 'csv' ? csvStream(content) : xlsxStream(content);
}

/** The batches of a sheet, read the same way whether they come at once or one by one. */
const batchesOf = (content: SheetContent) => content.rows as AsyncIterable<Cell[][]>;

/**
 * A CSV cell: quoted (a quote inside doubled) only if it holds a comma, a quote or a line break;
 * text that a spreadsheet would run as a formula is kept text (`csvSafeText`).
 */
const CSV_QUOTED = /[",\r\n]/;
function csvCell(cell: Cell): string {
  const text =
    typeof cell === 'number'
      ? String(cell)
      : typeof cell === 'string'
        ? csvSafeText(cell)
        : cell instanceof Date
          ? chinaTimeText(cell)
          : (cell.fen / 100).toFixed(2);
  return CSV_QUOTED.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV records, each ended by a line feed. */
const csvRecords = (rows: Cell[][]) => rows.map((row) => `${row.map(csvCell).join(',')}\n`).join('');

function csvStream(content: SheetContent): Readable {
  return Readable.from(
    (async function* () {
      // The byte-order mark tells Excel the file is UTF-8, so Chinese opens readable.
      yield `\uFEFF${csvRecords([content.header])}`;
      for await (const batch of batchesOf(content)) {
        yield csvRecords(batch);
      }
    })(),
  );
}

/*
 * An .xlsx is a zip of a few XML parts. The worksheet's XML is made row by row from each batch and
 * deflated as the download is read (zip-stream.ts), so a million rows take the memory of one batch.
 * Strings are written inline (no shared-string table to hold), the header bold and frozen.
 */
const DATE_TIME_FORMAT = 164;
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const STYLES =
  `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
  `<numFmts count="1"><numFmt numFmtId="${DATE_TIME_FORMAT}" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts>` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  `<xf numFmtId="${DATE_TIME_FORMAT}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  // 4 is the built-in "#,##0.00".
  '<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';
const BOLD = 1;
const DATE_TIME = 2;
const MONEY = 3;

const DAY_MS = 86_400_000;
/** A moment as a spreadsheet's date serial (days since 1899-12-30) of its China date and time. */
const chinaSerial = (at: Date) => (at.getTime() + STATS_UTC_OFFSET_MS) / DAY_MS + 25_569;

// eslint-disable-next-line no-control-regex -- the characters XML escapes, and those XML 1.0 forbids
const XML_SPECIAL = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

/**
 * Text as XML character data: escaped, without the control characters XML cannot hold. Most cells
 * hold none of those and are written as they are, rather than passed through five replacements
 * each (bench/findings.md, 2026-11-30, noon).
 */
const xmlText = (text: string) =>
  !XML_SPECIAL.test(text)
    ? text
    : text
        // eslint-disable-next-line no-control-regex -- exactly the characters XML 1.0 forbids
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');

/** A column's letters: 0 → A, 25 → Z, 26 → AA; each worked out once. */
const columnNames: string[] = [];
function columnName(index: number): string {
  let name = columnNames[index];
  if (name === undefined) {
    name = '';
    for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
      name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
    }
    columnNames[index] = name;
  }
  return name;
}

/**
 * Text whose spaces a spreadsheet reader would drop unless told to keep them: at either end, two in
 * a row, tabs and line breaks. Only those cells say so, which made a worksheet of goods a quarter
 * smaller to write, encode and deflate (bench/findings.md).
 */
const SPACE_TO_KEEP = /^\s|\s$|\s\s|[\t\n\r]/;

function rowXml(cells: Cell[], rowNumber: number, style = 0): string {
  // Each cell's reference is its column's letters and the row's number, written once for the row.
  const row = String(rowNumber);
  const styled = style ? ` s="${style}"` : '';
  let xml = `<row r="${row}">`;
  for (let index = 0; index < cells.length; index += 1) {
    const cell = cells[index];
    if (typeof cell === 'number') {
      if (Number.isFinite(cell)) {
        xml += `<c r="${columnName(index)}${row}"${styled}><v>${cell}</v></c>`;
      }
    } else if (cell instanceof Date) {
      xml += `<c r="${columnName(index)}${row}" s="${DATE_TIME}"><v>${chinaSerial(cell)}</v></c>`;
    } else if (typeof cell === 'object') {
      xml += `<c r="${columnName(index)}${row}" s="${MONEY}"><v>${cell.fen / 100}</v></c>`;
    } else if (cell !== undefined && cell !== '') {
      const space = SPACE_TO_KEEP.test(cell) ? ' xml:space="preserve"' : '';
      xml += `<c r="${columnName(index)}${row}"${styled} t="inlineStr"><is><t${space}>${xmlText(cell)}</t></is></c>`;
    }
  }
  return `${xml}</row>`;
}

type SheetPart = { name: string; widths: number[]; frozenHeader: boolean; rows: AsyncIterable<string> };

async function* worksheetXml(part: SheetPart): AsyncGenerator<string> {
  const pane = part.frozenHeader ? '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' : '';
  const cols = part.widths.map(
    (width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`,
  );
  yield (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetViews><sheetView workbookViewId="0">${pane}</sheetView></sheetViews>` +
    `${cols.length ? `<cols>${cols.join('')}</cols>` : ''}<sheetData>`
  );
  yield* part.rows;
  yield '</sheetData></worksheet>';
}

function xlsxStream(content: SheetContent): Readable {
  const main: SheetPart = {
    name: content.name,
    widths: content.widths ?? content.header.map((title) => Math.max(10, Math.min(30, title.length * 2 + 2))),
    frozenHeader: true,
    rows: (async function* () {
      yield rowXml(content.header, 1, BOLD);
      let rowNumber = 1;
      for await (const batch of batchesOf(content)) {
        yield batch.map((cells) => rowXml(cells, (rowNumber += 1))).join('');
      }
    })(),
  };
  const extras = (content.extraSheets ?? []).map((extra): SheetPart => ({
    name: extra.name,
    widths: [24, 80],
    frozenHeader: false,
    rows: (async function* () {
      yield extra.rows.map((cells, index) => rowXml(cells, index + 1)).join('');
    })(),
  }));
  const sheets = [main, ...extras];
  const sheetPath = (index: number) => `xl/worksheets/sheet${index + 1}.xml`;
  return Readable.from(
    zipStream([
      {
        name: '[Content_Types].xml',
        content:
          `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
          sheets
            .map(
              (_, index) =>
                `<Override PartName="/${sheetPath(index)}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
            )
            .join('') +
          '</Types>',
      },
      {
        name: '_rels/.rels',
        content:
          `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      },
      {
        name: 'xl/workbook.xml',
        content:
          `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
          sheets
            .map(
              (sheet, index) => `<sheet name="${xmlText(sheet.name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
            )
            .join('') +
          '</sheets></workbook>',
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        content:
          `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          sheets
            .map(
              (_, index) =>
                `<Relationship Id="rId${index + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
            )
            .join('') +
          `<Relationship Id="rId${sheets.length + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
      },
      { name: 'xl/styles.xml', content: STYLES },
      ...sheets.map((sheet, index) => ({ name: sheetPath(index), content: worksheetXml(sheet) })),
    ]),
  );
}
