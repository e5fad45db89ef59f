import iconv from 'iconv-lite';

/**
 * The TM label-scale LAN protocol (docs/gateway.md, from the published facts): line commands `!0`
 * + letter + fields + CR LF, answered by the lower-case letter with its key fields + CR LF + 0x03.
 * Every field width lives in the tables below, so a width found different on a real scale is
 * corrected in one place.
 */
export const CRLF = '\r\n';
export const ETX = '\x03';

/** `!0V` fields in order, with their widths in digits. */
export const PLU_FIELDS = [
  ['plu', 4],
  ['item_code', 7],
  ['unit_price', 6],
  ['mode', 1],
  ['special1', 2],
  ['special2', 2],
  ['special3', 2],
  ['shelf_life', 3],
  ['shop', 2],
  ['department', 2],
  ['reserved', 13],
  ['unit_weight', 5],
  ['label_no', 2],
  ['discount_flag', 2],
] as const;
export const DISCOUNT_PERIODS = 4;
/** Special-information slots a PLU can name (`!0V` special info 1-3). */
export const PLU_SPECIAL_INFO = 3;
/** `!0X` multi-byte special-information slots; in cashier mode 1-4 are the ticket header, 5-8 its footer. */
export const SPECIAL_INFO_SLOTS = 10;
export const CASHIER_TICKET_SLOTS = 8;

/** `!0J` answer fields after `0j` + record number (4) + `a`. */
export const SALE_FIELDS = [
  ['date_time', 10],
  ['department', 2],
  ['shop', 2],
  ['plu', 4],
  ['amount', 5],
  ['unit_price', 6],
  ['total_before', 7],
  ['total', 7],
  ['ticket', 11],
  ['scale_no', 2],
] as const;

/** `!0T` fields drawn at (font, X, Y), in the protocol's order; then the barcodes with a height. */
export const LABEL_LAYOUT_FIELDS = [
  'name',
  'note_a',
  'note_b',
  'item_code',
  'net_weight',
  'tare',
  'gross_weight',
  'unit_price_before',
  'total_before',
  'promo_weight',
  'promo_unit_price',
  'unit_price',
  'total_price',
  'date',
  'time',
  'shelf_life',
  'department',
  'shop',
  'special1',
  'special2',
  'special3',
  'code13',
  'sequence',
] as const;
export type LabelLayoutField = (typeof LABEL_LAYOUT_FIELDS)[number];
export const LABEL_TEXT_SLOTS = 32;
export const HOT_KEYS = 72;
export const HOT_KEYS_PER_COMMAND = 36;

const digits = (value: number, width: number) => {
  const text = String(Math.max(0, Math.trunc(value)));
  if (text.length > width) {
    throw new RangeError(`${value} does not fit ${width} digits`);
  }
  return text.padStart(width, '0');
};

/** A text the scale cannot print: the characters outside GB2312. */
export class NotGb2312Error extends Error {
  constructor(readonly characters: string[]) {
    super(`not in GB2312: ${characters.join(' ')}`);
  }
}

/**
 * A text as GB2312 area-position codes, 4 digits a character; ASCII goes to area 03 (full-width
 * forms, position = code point - 0x20); a space is the ideographic space `0101`.
 */
export function toAreaCodes(text: string): string {
  const outside: string[] = [];
  let codes = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code === 0x20) {
      codes += '0101';
      continue;
    }
    if (code < 0x80) {
      codes += `03${digits(Math.max(1, code - 0x20), 2)}`;
      continue;
    }
    const bytes = iconv.encode(character, 'gb2312');
    const [high = 0, low = 0] = bytes;
    // iconv maps what it cannot encode to '?'; GB2312 proper is areas 1-87 × positions 1-94.
    if (bytes.length !== 2 || high < 0xa1 || high > 0xf7 || low < 0xa1 || low > 0xfe) {
      outside.push(character);
      continue;
    }
    codes += digits(high - 0xa0, 2) + digits(low - 0xa0, 2);
  }
  if (outside.length) {
    throw new NotGb2312Error([...new Set(outside)]);
  }
  return codes;
}

/** The text of area-position codes (the emulator reads what the gateway wrote). */
export function fromAreaCodes(codes: string): string {
  let text = '';
  for (let i = 0; i + 4 <= codes.length; i += 4) {
    const area = Number(codes.slice(i, i + 2));
    const position = Number(codes.slice(i + 2, i + 4));
    if (area === 1 && position === 1) {
      text += ' ';
    } else if (area === 3) {
      text += String.fromCharCode(position + 0x20);
    } else {
      text += iconv.decode(Buffer.from([area + 0xa0, position + 0xa0]), 'gb2312');
    }
  }
  return text;
}

export type TmDiscount = { start_hour: number; end_hour: number; discount: number };

/** One PLU record as the scale stores it. */
export type TmPlu = {
  plu: number;
  item_code: number;
  unit_price: number;
  /** 0 by weight, 1 by piece, 2 fixed weight. */
  mode: 0 | 1 | 2;
  shelf_life: number;
  unit_weight: number;
  label_no: number;
  /** Numbers of the special-information slots (`!0X`) printed with the PLU, at most 3. */
  special: number[];
  discounts: TmDiscount[];
  name: string;
  note_a: string;
  note_b: string;
};

/** `!0V`: one PLU record. Throws NotGb2312Error for a text the scale cannot print. */
export function encodePlu(plu: TmPlu): string {
  const values: Record<(typeof PLU_FIELDS)[number][0], number> = {
    plu: plu.plu,
    item_code: plu.item_code,
    unit_price: plu.unit_price,
    mode: plu.mode,
    special1: plu.special[0] ?? 0,
    special2: plu.special[1] ?? 0,
    special3: plu.special[2] ?? 0,
    shelf_life: plu.shelf_life,
    shop: 0,
    department: 0,
    reserved: 0,
    unit_weight: plu.unit_weight,
    label_no: plu.label_no,
    discount_flag: plu.discounts.length ? 1 : 0,
  };
  const head = PLU_FIELDS.map(([field, width]) => digits(values[field], width));
  const periods = Array.from({ length: DISCOUNT_PERIODS }, (_, i) => plu.discounts[i]);
  const discounts = periods
    .map((p) => (p ? digits(p.start_hour, 2) + digits(p.end_hour, 2) + digits(p.discount, 2) : '000000'))
    .join('');
  const [pluNo, ...rest] = head;
  return `!0V${pluNo}A${rest.join('')}${discounts}B${toAreaCodes(plu.name)}C${toAreaCodes(plu.note_a)}D${toAreaCodes(plu.note_b)}E${CRLF}`;
}

/** The record of a `!0V` command (the emulator's side). */
export function parsePlu(command: string): TmPlu {
  const match = /^!0V(\d{4})A(\d+)B(\d*)C(\d*)D(\d*)E$/.exec(command.trim());
  if (!match) {
    throw new Error(`not a PLU command: ${command}`);
  }
  const [, pluNo = '', body = '', name = '', noteA = '', noteB = ''] = match;
  const values: Record<string, number> = { plu: Number(pluNo) };
  let at = 0;
  for (const [field, width] of PLU_FIELDS.slice(1)) {
    values[field] = Number(body.slice(at, at + width));
    at += width;
  }
  const discounts: TmDiscount[] = [];
  for (let i = 0; i < DISCOUNT_PERIODS; i += 1, at += 6) {
    const period = body.slice(at, at + 6);
    if (period !== '000000') {
      discounts.push({
        start_hour: Number(period.slice(0, 2)),
        end_hour: Number(period.slice(2, 4)),
        discount: Number(period.slice(4, 6)),
      });
    }
  }
  return {
    plu: values.plu ?? 0,
    item_code: values.item_code ?? 0,
    unit_price: values.unit_price ?? 0,
    mode: (values.mode ?? 0) as TmPlu['mode'],
    shelf_life: values.shelf_life ?? 0,
    unit_weight: values.unit_weight ?? 0,
    label_no: values.label_no ?? 0,
    special: [values.special1, values.special2, values.special3].filter((slot): slot is number => Boolean(slot)),
    discounts,
    name: fromAreaCodes(name),
    note_a: fromAreaCodes(noteA),
    note_b: fromAreaCodes(noteB),
  };
}

/** `!0L00` and `!0L01`: the PLU on each of the 72 keys (0 for none). */
export function encodeHotKeys(keys: readonly number[]): [string, string] {
  const group = (index: number) =>
    Array.from({ length: HOT_KEYS_PER_COMMAND }, (_, i) => digits(keys[index * HOT_KEYS_PER_COMMAND + i] ?? 0, 4)).join(
      '',
    );
  return [`!0L00A${group(0)}B${CRLF}`, `!0L01A${group(1)}B${CRLF}`];
}

/** `!0P`: the scale's clock, YYMMDDhhmm in the shop's local time. */
export function encodeClock(local: Date): string {
  const pad = (n: number) => digits(n, 2);
  return `!0P${pad(local.getFullYear() % 100)}${pad(local.getMonth() + 1)}${pad(local.getDate())}${pad(local.getHours())}${pad(local.getMinutes())}${CRLF}`;
}

export type LayoutPoint = { font: number; x: number; y: number };
export type TmLabelLayout = {
  label_no: number;
  width: number;
  height: number;
  fields: Partial<Record<LabelLayoutField, LayoutPoint>>;
  barcode: (LayoutPoint & { height: number }) | null;
  /** Fixed texts: up to 32 slots, each drawn at (font, X, Y) with its content. */
  texts: (LayoutPoint & { text: string })[];
};

const point = (p: LayoutPoint | undefined) => (p ? digits(p.font, 2) + digits(p.x, 2) + digits(p.y, 2) : '000000');

/** `!0T` (fields and barcodes), `!0R` (text slots) and one `!0Z` per text slot. */
export function encodeLabel(layout: TmLabelLayout): string[] {
  const no = digits(layout.label_no, 2);
  const fields = LABEL_LAYOUT_FIELDS.map((field) => point(layout.fields[field])).join('');
  const barcode = layout.barcode ? point(layout.barcode) + digits(layout.barcode.height, 2) : '00000000';
  const texts = layout.texts.slice(0, LABEL_TEXT_SLOTS);
  const slots = Array.from({ length: LABEL_TEXT_SLOTS }, (_, i) => point(texts[i])).join('');
  return [
    `!0T${no}A${digits(layout.width, 2)}${digits(layout.height, 2)}${fields}${barcode}00000000${CRLF}`,
    `!0R${no}A${slots}${CRLF}`,
    ...texts.map((text, i) => `!0Z${digits(i + 1, 2)}A${toAreaCodes(text.text)}0000B${CRLF}`),
  ];
}

/** `!0X`: the text of a multi-byte special-information slot (1-10). Throws NotGb2312Error. */
export function encodeSpecialInfo(slot: number, text: string): string {
  if (slot < 1 || slot > SPECIAL_INFO_SLOTS) {
    throw new Error(`special-information slot ${slot} is not 1-${SPECIAL_INFO_SLOTS}`);
  }
  return `!0X${digits(slot, 2)}A${toAreaCodes(text)}B${CRLF}`;
}

/** The slot and text of a `!0X` command (the emulator's side). */
export function parseSpecialInfo(command: string): { slot: number; text: string } {
  const match = /^!0X(\d{2})A(\d*)B$/.exec(command.trim());
  if (!match) {
    throw new Error(`not a special-information command: ${command}`);
  }
  return { slot: Number(match[1]), text: fromAreaCodes(match[2] ?? '') };
}

export const encodeReadSale = (record: number) => `!0J${digits(record, 4)}A${CRLF}`;
export const CLEAR_SALES = `!0HA${CRLF}`;

/** One sales record as the scale reports it. */
export type TmSale = {
  record: number;
  /** YYMMDDhhmm with the plain month (the weighing mode taken out). */
  date_time: string;
  /** From the month field: month ÷ 16. */
  mode: number;
  plu: number;
  /** Grams, or pieces when counted. */
  amount: number;
  unit_price: number;
  total_before: number;
  total: number;
  /** The ticket counter (the field holds it × 256). */
  ticket: number;
  scale_no: number;
};

/** A `!0J` answer: the record, or null for the first empty one. */
export function parseSale(answer: string): TmSale | null {
  const text = answer.replace(ETX, '').trim();
  const empty = /^0j(\d{4})ac$/.exec(text);
  if (empty) {
    return null;
  }
  const match = /^0j(\d{4})a(\d+)bc$/.exec(text);
  if (!match) {
    throw new Error(`not a sales record: ${JSON.stringify(answer)}`);
  }
  const [, record = '', body = ''] = match;
  const values: Record<string, string> = {};
  let at = 0;
  for (const [field, width] of SALE_FIELDS) {
    values[field] = body.slice(at, at + width);
    at += width;
  }
  const stamp = values.date_time ?? '';
  const monthField = Number(stamp.slice(2, 4));
  return {
    record: Number(record),
    date_time: `${stamp.slice(0, 2)}${digits(monthField % 16, 2)}${stamp.slice(4)}`,
    mode: Math.floor(monthField / 16),
    plu: Number(values.plu),
    amount: Number(values.amount),
    unit_price: Number(values.unit_price),
    total_before: Number(values.total_before),
    total: Number(values.total),
    ticket: Math.floor(Number(values.ticket) / 256),
    scale_no: Number(values.scale_no),
  };
}

/** A `!0J` answer for a record (the emulator's side), the mode carried in the month. */
export function encodeSaleAnswer(sale: TmSale): string {
  const month = Number(sale.date_time.slice(2, 4)) + sale.mode * 16;
  const stamp = `${sale.date_time.slice(0, 2)}${digits(month, 2)}${sale.date_time.slice(4)}`;
  const values: Record<(typeof SALE_FIELDS)[number][0], number | string> = {
    date_time: stamp,
    department: 0,
    shop: 0,
    plu: sale.plu,
    amount: sale.amount,
    unit_price: sale.unit_price,
    total_before: sale.total_before,
    total: sale.total,
    ticket: sale.ticket * 256,
    scale_no: sale.scale_no,
  };
  const body = SALE_FIELDS.map(([field, width]) => {
    const value = values[field];
    return typeof value === 'string' ? value : digits(value, width);
  }).join('');
  return `0j${digits(sale.record, 4)}a${body}bc${CRLF}${ETX}`;
}

/** What the scale answers a command with: its letter in lower case and the key fields. */
export function expectedAnswer(command: string): string {
  const text = command.trim();
  const letter = text.charAt(2).toLowerCase();
  switch (text.charAt(2)) {
    case 'V':
      return `0v${text.slice(3, 7)}a`;
    case 'L':
      return `0l${text.slice(3, 5)}`;
    case 'T':
    case 'R':
    case 'Z':
    case 'X':
      return `0${letter}${text.slice(3, 5)}`;
    case 'J':
      return `0j${text.slice(3, 7)}`;
    case 'H':
      return '0ha';
    default:
      return `0${letter}`;
  }
}
