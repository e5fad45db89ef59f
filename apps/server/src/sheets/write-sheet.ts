import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type { SheetFormat } from '@tm/contracts';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export type Cell = string | number;

export type SheetContent = {
  name: string;
  header: string[];
  /** Rows in batches, produced while the file is written: memory holds one batch. */
  rows: AsyncIterable<Cell[][]> | Iterable<Cell[][]>;
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

function csvStream(content: SheetContent): Readable {
  return Readable.from(
    (async function* () {
      // The byte-order mark tells Excel the file is UTF-8, so Chinese opens readable.
      yield `\uFEFF${stringify([content.header])}`;
      for await (const batch of content.rows) {
        yield stringify(batch);
      }
    })(),
  );
}

function xlsxStream(content: SheetContent): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const write = async () => {
    const sheet = workbook.addWorksheet(content.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = content.header.map((title) => ({ width: Math.max(10, Math.min(30, title.length * 2 + 2)) }));
    const header = sheet.addRow(content.header);
    header.font = { bold: true };
    header.commit();
    for await (const batch of content.rows) {
      for (const cells of batch) {
        sheet.addRow(cells).commit();
      }
      if (out.writableNeedDrain) {
        await once(out, 'drain');
      }
    }
    sheet.commit();
    for (const extra of content.extraSheets ?? []) {
      const extraSheet = workbook.addWorksheet(extra.name);
      extraSheet.columns = [{ width: 24 }, { width: 80 }];
      for (const cells of extra.rows) {
        extraSheet.addRow(cells).commit();
      }
      extraSheet.commit();
    }
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
