import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { entryStream, zipEntries, type ZipEntry } from './zip-entries';

/*
 * The rows of an .xlsx's first worksheet, read as its XML unpacks: one row at a time, never the
 * whole workbook. The bytes are decoded as one UTF-8 stream, so a character split between two
 * pieces of the unpacked XML stays whole (a streaming reader that decoded each piece alone turned
 * about one Chinese character in 5 000 into "��").
 */

/** A worksheet row: its number as the spreadsheet shows it, and its cells as text, by column. */
export type XlsxRow = { number: number; cells: string[] };

type XmlHandlers = {
  open?: (name: string, attributes: Record<string, string>) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
};

/** An element's name without its namespace prefix: some writers name them `x:row`. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Parses an entry's XML as it unpacks, pausing after each piece so the caller can take what it found. */
async function* parseEntry(zip: Buffer, entry: ZipEntry, handlers: XmlHandlers): AsyncGenerator<void> {
  const parser = new SaxesParser();
  const { open, text, close } = handlers;
  if (open) {
    parser.on('opentag', (tag: SaxesTagPlain) => open(localName(tag.name), tag.attributes));
  }
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  if (close) {
    parser.on('closetag', (tag: SaxesTagPlain) => close(localName(tag.name)));
  }
  const decoder = new StringDecoder('utf8');
  for await (const piece of entryStream(zip, entry) as AsyncIterable<Buffer>) {
    parser.write(decoder.write(piece));
    yield;
  }
  parser.write(decoder.end());
  parser.close();
}

async function parseWhole(zip: Buffer, entry: ZipEntry, handlers: XmlHandlers): Promise<void> {
  for await (const _ of parseEntry(zip, entry, handlers)) {
    // Small parts: only the end matters.
  }
}

/** Text escapes of Office XML: `_x000D_` is a carriage return. */
const unescapeOffice = (text: string) =>
  text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, code: string) => String.fromCharCode(parseInt(code, 16)))
    : text;

/** The workbook's shared strings, in order: a cell of type `s` holds an index into them. */
async function sharedStrings(zip: Buffer, entry: ZipEntry | undefined): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) {
    return strings;
  }
  let current = '';
  let inText = false;
  // Phonetic guides (`rPh`) are readings printed above the text, not part of it.
  let inPhonetic = false;
  await parseWhole(zip, entry, {
    open(name) {
      if (name === 'si') {
        current = '';
      } else if (name === 'rPh') {
        inPhonetic = true;
      } else if (name === 't' && !inPhonetic) {
        inText = true;
      }
    },
    text(text) {
      if (inText) {
        current += text;
      }
    },
    close(name) {
      if (name === 'si') {
        strings.push(unescapeOffice(current));
      } else if (name === 'rPh') {
        inPhonetic = false;
      } else if (name === 't') {
        inText = false;
      }
    },
  });
  return strings;
}

/** Relationship id → target part, from a `.rels` part. */
async function relationships(
  zip: Buffer,
  entry: ZipEntry | undefined,
): Promise<Map<string, { type: string; target: string }>> {
  const byId = new Map<string, { type: string; target: string }>();
  if (entry) {
    await parseWhole(zip, entry, {
      open(name, attributes) {
        if (name === 'Relationship' && attributes.Id && attributes.Target) {
          byId.set(attributes.Id, { type: attributes.Type ?? '', target: attributes.Target });
        }
      },
    });
  }
  return byId;
}

/** The relationship id of the workbook's first sheet, the one a spreadsheet opens on. */
async function firstSheetId(zip: Buffer, entry: ZipEntry | undefined): Promise<string | undefined> {
  let id: string | undefined;
  if (entry) {
    await parseWhole(zip, entry, {
      open(name, attributes) {
        if (name === 'sheet' && id === undefined) {
          id = Object.entries(attributes).find(([attribute]) => attribute.endsWith(':id'))?.[1];
        }
      },
    });
  }
  return id;
}

/** A relationship's target as a part name: relative to `xl/`, or absolute from the archive's root. */
const partName = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target}`);

/** `C7` → 2: a cell reference's column, counted from 0. */
function columnIndex(reference: string): number {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) {
      break;
    }
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

/** A number as a person sees it: whole numbers as such, others without float noise. */
export const numberText = (value: number): string =>
  Number.isInteger(value) ? String(value) : String(Number(value.toFixed(6)));

function cellValue(type: string, raw: string, strings: string[]): string {
  switch (type) {
    case 's':
      return strings[Number(raw)] ?? '';
    case 'inlineStr':
    case 'str':
    case 'd':
      return unescapeOffice(raw);
    case 'b':
      return raw === '1' ? 'true' : 'false';
    case 'e':
      // An error (#N/A, #DIV/0!) is no value.
      return '';
    default: {
      const value = Number(raw);
      return raw === '' || Number.isNaN(value) ? raw : numberText(value);
    }
  }
}

/** The rows of the first worksheet with at least one cell that is not blank, trimmed, in order. */
export async function* xlsxRows(zip: Buffer): AsyncGenerator<XlsxRow> {
  const entries = zipEntries(zip) ?? [];
  const part = (name: string) => entries.find((entry) => entry.name === name);
  const rels = await relationships(zip, part('xl/_rels/workbook.xml.rels'));
  const sheetId = await firstSheetId(zip, part('xl/workbook.xml'));
  const sheetTarget = sheetId === undefined ? undefined : rels.get(sheetId)?.target;
  const sheet =
    (sheetTarget && part(partName(sheetTarget))) ??
    entries.find((entry) => /^xl\/worksheets\/sheet1\.xml$/.test(entry.name));
  if (!sheet) {
    throw new Error('the workbook has no worksheet');
  }
  const stringsTarget = [...rels.values()].find((rel) => rel.type.endsWith('/sharedStrings'))?.target;
  const strings = await sharedStrings(zip, part(stringsTarget ? partName(stringsTarget) : 'xl/sharedStrings.xml'));

  const found: XlsxRow[] = [];
  let rowNumber = 0;
  let cells: string[] = [];
  let column = -1;
  let type = 'n';
  let raw = '';
  let inValue = false;
  let inPhonetic = false;
  const parsing = parseEntry(zip, sheet, {
    open(name, attributes) {
      if (name === 'row') {
        rowNumber = attributes.r ? Number(attributes.r) : rowNumber + 1;
        cells = [];
        column = -1;
      } else if (name === 'c') {
        column = attributes.r ? columnIndex(attributes.r) : column + 1;
        type = attributes.t ?? 'n';
        raw = '';
      } else if (name === 'rPh') {
        inPhonetic = true;
      } else if ((name === 'v' || name === 't') && !inPhonetic) {
        inValue = true;
      }
    },
    text(text) {
      if (inValue) {
        raw += text;
      }
    },
    close(name) {
      if (name === 'v' || name === 't') {
        inValue = false;
      } else if (name === 'rPh') {
        inPhonetic = false;
      } else if (name === 'c') {
        cells[column] = cellValue(type, raw, strings).trim();
      } else if (name === 'row') {
        // Columns without a cell are blank.
        const row = Array.from(cells, (cell) => cell ?? '');
        if (row.some((cell) => cell !== '')) {
          found.push({ number: rowNumber, cells: row });
        }
      }
    },
  });
  for await (const _ of parsing) {
    yield* found.splice(0);
  }
  yield* found.splice(0);
}
