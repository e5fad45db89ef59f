import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sheetStream, type Cell } from './write-sheet';

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
    expect(sheet?.getRow(rows.length + 1).values).toEqual([undefined, '第4999行', 4999, 'x'.repeat(4999 % 7)]);
    expect(workbook.getWorksheet('说明')?.getRow(1).values).toEqual([undefined, '字段', '含义']);
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
