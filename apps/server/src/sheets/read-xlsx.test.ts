import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheetRows, type SheetRow } from './read-sheet';
import { sheetStream, type Cell } from './write-sheet';
import { zipStream } from './zip-stream';

async function bytesOf(stream: Readable | AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(Buffer.from(chunk as Buffer));
  }
  return Buffer.concat(chunks);
}

async function rowsOf(bytes: Buffer): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of readSheetRows(bytes, 'xlsx')) {
    rows.push(row);
  }
  return rows;
}

/** A minimal workbook around a worksheet's XML, as other writers than ours lay one out. */
async function workbookOf(sheetXml: string, sharedStringsXml?: string): Promise<Buffer> {
  const files = [
    {
      name: 'xl/workbook.xml',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><x:workbook xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
        '<x:sheets><x:sheet name="商品" sheetId="1" r:id="rId7"/><x:sheet name="说明" sheetId="2" r:id="rId1"/></x:sheets></x:workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
        '<Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/goods.xml"/>' +
        '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="strings.xml"/>' +
        '</Relationships>',
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      content:
        '<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>说明页</t></is></c></row></sheetData></worksheet>',
    },
    { name: 'xl/worksheets/goods.xml', content: sheetXml },
    ...(sharedStringsXml ? [{ name: 'xl/strings.xml', content: sharedStringsXml }] : []),
  ];
  return bytesOf(zipStream(files));
}

describe('reading an .xlsx', () => {
  it('reads back every Chinese character of a long sheet, whatever piece of the archive it falls in', async () => {
    // Each row shifts the text by some bytes, so characters fall across every boundary of the
    // unpacked pieces: a reader that decodes each piece alone garbles some of them.
    const rows: Cell[][] = Array.from({ length: 4000 }, (_, index): Cell[] => [
      100000 + index,
      `测试商品${index}`,
      index % 2 ? '计重' : '计件',
      `产地：山东${'省'.repeat(index % 5)}`,
    ]);
    const bytes = await bytesOf(
      sheetStream('xlsx', { name: '商品', header: ['PLU', '品名', '计价方式', '产地'], rows: [rows] }),
    );
    const read = await rowsOf(bytes);
    expect(read).toHaveLength(rows.length + 1);
    expect(read[0]).toEqual({ number: 1, cells: ['PLU', '品名', '计价方式', '产地'] });
    expect(read.slice(1).map((row) => row.cells)).toEqual(rows.map((row) => row.map(String)));
  });

  it('reads a workbook another program wrote: shared strings, rich text, formulas, booleans and gaps', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('商品');
    sheet.getRow(1).values = ['PLU', '品名', '单价', '在售'];
    sheet.getRow(2).values = [
      1,
      { richText: [{ text: '红' }, { text: '富士', font: { bold: true } }] },
      0.1 + 0.2,
      true,
    ];
    sheet.getRow(4).values = [2, '  香蕉  ', { formula: 'C2*2', result: 0.6 }, false];
    sheet.getCell('F5').value = '只有第六列';
    workbook.addWorksheet('说明').getRow(1).values = ['不应读到'];
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await rowsOf(bytes)).toEqual([
      { number: 1, cells: ['PLU', '品名', '单价', '在售'] },
      { number: 2, cells: ['1', '红富士', '0.3', 'true'] },
      { number: 4, cells: ['2', '香蕉', '0.6', 'false'] },
      { number: 5, cells: ['', '', '', '', '', '只有第六列'] },
    ]);
  });

  it('opens the sheet the workbook lists first, with prefixed names, phonetic guides and escapes', async () => {
    const bytes = await workbookOf(
      '<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>' +
        '<x:row r="3"><x:c r="B3" t="s"><x:v>0</x:v></x:c><x:c r="C3" t="s"><x:v>1</x:v></x:c><x:c r="D3" t="e"><x:v>#N/A</x:v></x:c></x:row>' +
        '<x:row><x:c t="str"><x:f>A1</x:f><x:v>公式 &amp; 结果</x:v></x:c><x:c><x:v>1.0000000000000002</x:v></x:c></x:row>' +
        '</x:sheetData></x:worksheet>',
      '<sst><si><t>第一行_x000D_第二行</t></si><si><r><t>寿</t></r><r><t>司</t></r><rPh sb="0" eb="2"><t>すし</t></rPh></si></sst>',
    );
    expect(await rowsOf(bytes)).toEqual([
      { number: 3, cells: ['', '第一行\r第二行', '寿司', ''] },
      { number: 4, cells: ['公式 & 结果', '1'] },
    ]);
  });

  it('refuses a worksheet of broken or empty XML as unreadable', async () => {
    for (const sheetXml of ['<worksheet><sheetData><row><c><v>1</v></row></sheetData>', '']) {
      const bytes = await workbookOf(sheetXml);
      await expect(rowsOf(bytes)).rejects.toMatchObject({ details: { fields: { file: 'import_unreadable' } } });
    }
  });
});
