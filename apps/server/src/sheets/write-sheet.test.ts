import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvSafeText } from '@tm/contracts';
import { readSheetRows } from './read-sheet';
import { sheetStream, yuan, type Cell } from './write-sheet';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(Buffer.from(chunk as Buffer));
  }
  return Buffer.concat(chunks);
}

async function* inBatches(rows: Cell[][], size: number): AsyncGenerator<Cell[][]> {
  for (let index = 0; index < rows.length; index += size) {
    yield rows.slice(index, index + size);
  }
}

describe('an .xlsx written as a stream', () => {
  it('opens in a spreadsheet reader with every cell, the header bold and frozen, and a further sheet', async () => {
    const rows: Cell[][] = [
      ['苹果 & 梨 <特价>', 1234, '"引号"'],
      ['  leading spaces', -5.5, ''],
      ['bell\u0007 removed', 0, 'ok'],
      ['two  spaces', 1, 'trailing '],
      ['tab\there', 2, 'line\nbreak'],
      ...Array.from({ length: 5000 }, (_, index): Cell[] => [`第${index}行`, index, 'x'.repeat(index % 7)]),
    ];
    const bytes = await bytesOf(
      sheetStream('xlsx', {
        name: '销售记录',
        header: ['商品', '金额', '备注'],
        rows: inBatches(rows, 700),
        extraSheets: [{ name: '说明', rows: [['字段', '含义']] }],
      }),
    );
    // The zip tool agrees the archive is whole (checksums and sizes of every part).
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sheet-')), 'out.xlsx');
    fs.writeFileSync(file, bytes);
    expect(execFileSync('unzip', ['-tq', file]).toString()).toContain('No errors');
    // Only text whose spaces a reader could drop is marked to keep them.
    const xml = execFileSync('unzip', ['-p', file, 'xl/worksheets/sheet1.xml']).toString();
    expect(xml).toContain('<t xml:space="preserve">  leading spaces</t>');
    expect(xml).toContain('<t>苹果 &amp; 梨 &lt;特价&gt;</t>');
    expect(xml).toContain('<t>第4999行</t>');
    for (const kept of ['two  spaces', 'trailing ', 'tab\there', 'line\nbreak']) {
      expect(xml).toContain(`<t xml:space="preserve">${kept}</t>`);
    }

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('销售记录');
    expect(sheet?.rowCount).toBe(rows.length + 1);
    expect(sheet?.getRow(1).values).toEqual([undefined, '商品', '金额', '备注']);
    expect(sheet?.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getRow(2).values).toEqual([undefined, '苹果 & 梨 <特价>', 1234, '"引号"']);
    expect(sheet?.getRow(3).values).toEqual([undefined, '  leading spaces', -5.5]);
    expect(sheet?.getRow(4).getCell(1).value).toBe('bell removed');
    expect(sheet?.getRow(5).values).toEqual([undefined, 'two  spaces', 1, 'trailing ']);
    expect(sheet?.getRow(6).values).toEqual([undefined, 'tab\there', 2, 'line\nbreak']);
    expect(sheet?.getRow(rows.length + 1).values).toEqual([undefined, '第4999行', 4999, 'x'.repeat(4999 % 7)]);
    expect(workbook.getWorksheet('说明')?.getRow(1).values).toEqual([undefined, '字段', '含义']);
  });

  it('writes moments as China dates and times and money with two decimals, which a reader can sort and sum', async () => {
    // 08:28:05 UTC is 16:28:05 in China.
    const moment = new Date(Date.UTC(2026, 10, 24, 8, 28, 5));
    const bytes = await bytesOf(
      sheetStream('xlsx', {
        name: 'x',
        header: ['时间', '金额'],
        widths: [20, 12],
        rows: [[[moment, yuan(-3000)]]],
      }),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('x');
    const time = sheet?.getRow(2).getCell(1);
    // A date cell, read back as the China wall-clock time, shown as such.
    expect(time?.value).toEqual(new Date(Date.UTC(2026, 10, 24, 16, 28, 5)));
    expect(time?.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(sheet?.getRow(2).getCell(2).value).toBe(-30);
    expect(sheet?.getRow(2).getCell(2).numFmt).toBe('#,##0.00');
    expect(sheet?.getColumn(1).width).toBe(20);

    const csv = (
      await bytesOf(sheetStream('csv', { name: 'x', header: ['时间', '金额'], rows: [[[moment, yuan(500)]]] }))
    )
      .toString()
      .trim();
    expect(csv.split('\n')[1]).toBe('2026-11-24 16:28:05,5.00');
  });

  it('reads its rows only as fast as the download is read', async () => {
    let produced = 0;
    const stream = sheetStream('xlsx', {
      name: 'rows',
      header: ['n'],
      rows: (async function* () {
        for (let batch = 0; batch < 1000; batch += 1) {
          produced += 1;
          yield Array.from({ length: 1000 }, (_, index): Cell[] => [batch * 1000 + index, `row ${index}`]);
        }
      })(),
    });
    // Read one piece, then nothing more for a while: the writer must stop asking for batches.
    await new Promise((resolve) =>
      stream.once('data', (chunk) => {
        stream.pause();
        resolve(chunk);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(produced).toBeLessThan(30);
    stream.destroy();
  });
});

describe('a CSV written as a stream', () => {
  const rows: Cell[][] = [
    ['苹果, 梨', 1234, '"引号"'],
    ['两行\n文字', -5.5, ''],
    ['回车\r', 0, 'plain'],
    ['=1+1', 1e21, '  spaces kept  '],
  ];

  it('quotes only cells that need it, doubles their quotes, and ends each record with a line feed', async () => {
    const text = (
      await bytesOf(sheetStream('csv', { name: 'x', header: ['商品', '金额', '备注'], rows: [rows] }))
    ).toString();
    expect(text).toBe(
      '\uFEFF商品,金额,备注\n' +
        '"苹果, 梨",1234,"""引号"""\n' +
        '"两行\n文字",-5.5,\n' +
        '"回车\r",0,plain\n' +
        "'=1+1,1e+21,  spaces kept  \n",
    );
  });

  it('keeps text that a spreadsheet would run as a formula text, and reads it back as it was', async () => {
    const risky = ['=HYPERLINK("http://x","a")', '+1', '-2', '@SUM(A1)', '\tx', 'plain'];
    const bytes = await bytesOf(
      sheetStream('csv', { name: 'x', header: ['备注'], rows: [risky.map((text) => [text])] }),
    );
    const records = Papa.parse<string[]>(bytes.toString().slice(1), { skipEmptyLines: true }).data.slice(1);
    expect(records.map(([cell]) => cell)).toEqual([
      `'=HYPERLINK("http://x","a")`,
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      'plain',
    ]);
    const read: string[] = [];
    for await (const row of readSheetRows(bytes, 'csv')) {
      read.push(row.cells[0] ?? '');
    }
    expect(read.slice(1)).toEqual(risky);
  });

  it('reads back cell for cell, across batches', async () => {
    const many = [...rows, ...Array.from({ length: 3000 }, (_, index): Cell[] => [`第${index}行`, index, 'x,"y"'])];
    const text = (await bytesOf(sheetStream('csv', { name: 'x', header: ['a', 'b', 'c'], rows: inBatches(many, 700) })))
      .toString()
      .slice(1);
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(parsed).toEqual([
      ['a', 'b', 'c'],
      ...many.map((row) => row.map((cell) => (typeof cell === 'string' ? csvSafeText(cell) : String(cell as number)))),
    ]);
  });
});
