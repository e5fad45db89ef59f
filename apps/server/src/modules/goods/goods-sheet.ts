import { yuanToFen, type FieldMessageKey, type Good, type Lang, type PricingMode } from '@tm/contracts';

/**
 * The goods spreadsheet: one column per field a person edits in bulk, named in Chinese or
 * English. Import, export, the template and the error report all use this one table, so an
 * exported file imports back unchanged.
 */

/** A sheet field as import reads it: a value, nothing (an empty cell), or the key of what is wrong. */
type Parsed = { value: unknown } | { error: FieldMessageKey };

export type SheetColumn = {
  key: SheetKey;
  ch: string;
  en: string;
  /** Earlier names of the column, so files exported before a rename still import. */
  formerNames?: string[];
  /** The cell text of a stored good, in the file's language where the value is a word. */
  write: (good: SheetGood, lang: Lang) => string | number;
  /** A non-empty cell's text to the field value. */
  read: (text: string) => Parsed;
};

/** The stored fields a sheet row holds. */
export type SheetGood = Pick<
  Good,
  | 'plu'
  | 'item_code'
  | 'name_lines'
  | 'info_lines'
  | 'unit_price'
  | 'pricing_mode'
  | 'weight_unit'
  | 'fixed_weight_g'
  | 'tare_g'
  | 'shelf_life_days'
  | 'packing_date_offset_days'
  | 'category'
  | 'on_sale'
>;

const wholeNumber = (text: string): Parsed =>
  /^-?\d+$/.test(text) ? { value: Number(text) } : { error: 'whole_number' };

const PRICING_MODES: Record<PricingMode, { ch: string; en: string; aliases: string[] }> = {
  by_weight: { ch: '计重', en: 'By weight', aliases: ['by_weight', '称重', '按重量'] },
  by_count: { ch: '计件', en: 'By count', aliases: ['by_count', '按件', '计数'] },
  by_count_fixed_weight: {
    ch: '计件定重',
    en: 'By count, fixed weight',
    aliases: ['by_count_fixed_weight', '定重计件', '定重', 'fixed weight'],
  },
};

const YES = ['是', 'y', 'yes', 'true', '1', '在售'];
const NO = ['否', 'n', 'no', 'false', '0', '停售'];

const lookup = <T extends string>(table: Record<T, { ch: string; en: string; aliases: string[] }>, text: string) =>
  (Object.keys(table) as T[]).find((key) =>
    [table[key].ch, table[key].en, ...table[key].aliases].some((name) => name.toLowerCase() === text.toLowerCase()),
  );

function line(
  key: SheetKey,
  ch: string,
  en: string,
  field: 'name_lines' | 'info_lines',
  index: number,
  formerNames?: string[],
): SheetColumn {
  return { key, ch, en, formerNames, write: (good) => good[field]?.[index] ?? '', read: (text) => ({ value: text }) };
}

function integer(key: SheetKey, ch: string, en: string, write: (good: SheetGood) => number | ''): SheetColumn {
  return { key, ch, en, write, read: wholeNumber };
}

export type SheetKey =
  | 'plu'
  | 'item_code'
  | 'name1'
  | 'name2'
  | 'name3'
  | 'info1'
  | 'info2'
  | 'info3'
  | 'unit_price'
  | 'pricing_mode'
  | 'weight_unit'
  | 'fixed_weight_g'
  | 'tare_g'
  | 'shelf_life_days'
  | 'packing_date_offset_days'
  | 'category'
  | 'on_sale';

export const SHEET_COLUMNS: readonly SheetColumn[] = [
  integer('plu', 'PLU编号', 'PLU', (good) => good.plu),
  {
    key: 'item_code',
    ch: '商品代码',
    en: 'Item code',
    write: (good) => good.item_code,
    read: (text) => ({ value: text }),
  },
  line('name1', '品名1', 'Name line 1', 'name_lines', 0),
  line('name2', '品名2', 'Name line 2', 'name_lines', 1),
  line('name3', '品名3', 'Name line 3', 'name_lines', 2),
  line('info1', '特殊信息1', 'Information line 1', 'info_lines', 0, ['附加信息1', 'Info line 1']),
  line('info2', '特殊信息2', 'Information line 2', 'info_lines', 1, ['附加信息2', 'Info line 2']),
  line('info3', '特殊信息3', 'Information line 3', 'info_lines', 2, ['附加信息3', 'Info line 3']),
  {
    key: 'unit_price',
    ch: '单价(元)',
    en: 'Unit price (yuan)',
    // A number, so Excel can calculate with it; 1250 fen is 12.5.
    write: (good) => good.unit_price / 100,
    read: (text) => {
      const fen = yuanToFen(text);
      return fen === null ? { error: 'price_invalid' } : { value: fen };
    },
  },
  {
    key: 'pricing_mode',
    ch: '计价方式',
    en: 'Pricing mode',
    write: (good, lang) => PRICING_MODES[good.pricing_mode][lang === 'en' ? 'en' : 'ch'],
    read: (text) => {
      const mode = lookup(PRICING_MODES, text);
      return mode ? { value: mode } : { error: 'pricing_mode_invalid' };
    },
  },
  {
    key: 'weight_unit',
    ch: '计价单位',
    en: 'Price per',
    formerNames: ['重量单位', 'Weight unit'],
    write: (good) => good.weight_unit ?? 'kg',
    read: (text) => {
      const unit = { kg: 'kg', 公斤: 'kg', 千克: 'kg', '500g': '500g', 斤: '500g', '100g': '100g' }[text.toLowerCase()];
      return unit ? { value: unit } : { error: 'weight_unit_invalid' };
    },
  },
  integer('fixed_weight_g', '定重(克)', 'Fixed weight (g)', (good) => good.fixed_weight_g ?? ''),
  integer('tare_g', '皮重(克)', 'Tare (g)', (good) => good.tare_g ?? 0),
  integer('shelf_life_days', '保质期(天)', 'Shelf life (days)', (good) => good.shelf_life_days ?? 0),
  integer(
    'packing_date_offset_days',
    '包装日期偏移(天)',
    'Packing date offset (days)',
    (good) => good.packing_date_offset_days ?? 0,
  ),
  {
    key: 'category',
    ch: '分类',
    en: 'Category',
    write: (good) => good.category ?? '',
    read: (text) => ({ value: text }),
  },
  {
    key: 'on_sale',
    ch: '在售',
    en: 'On sale',
    write: (good, lang) => {
      const onSale = good.on_sale !== false;
      return lang === 'en' ? (onSale ? 'Yes' : 'No') : onSale ? '是' : '否';
    },
    read: (text) => {
      const word = text.toLowerCase();
      return YES.includes(word) ? { value: true } : NO.includes(word) ? { value: false } : { error: 'yes_no_invalid' };
    },
  },
];

/** Columns a file must have to create goods: the rest take their defaults. */
export const COLUMNS_REQUIRED_TO_CREATE: readonly SheetKey[] = [
  'plu',
  'item_code',
  'name1',
  'unit_price',
  'pricing_mode',
];

export const columnTitle = (column: SheetColumn, lang: Lang) => (lang === 'en' ? column.en : column.ch);

/** Which column each header cell is, by its Chinese or English name; unknown headers are ignored. */
export function matchHeader(cells: string[]): Map<SheetKey, number> {
  const byName = new Map<string, SheetKey>();
  for (const column of SHEET_COLUMNS) {
    for (const name of [column.ch, column.en, column.key, ...(column.formerNames ?? [])]) {
      byName.set(normalizeHeader(name), column.key);
    }
  }
  const positions = new Map<SheetKey, number>();
  cells.forEach((cell, index) => {
    const key = byName.get(normalizeHeader(cell));
    if (key && !positions.has(key)) {
      positions.set(key, index);
    }
  });
  return positions;
}

/** Headers match whatever their case, spaces and bracket width: "单价（元）" is "单价(元)". */
function normalizeHeader(text: string): string {
  return text.replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')').toLowerCase();
}

/** The cells of one good, in column order. */
export const goodToCells = (good: SheetGood, lang: Lang): (string | number)[] =>
  SHEET_COLUMNS.map((column) => column.write(good, lang));

/** Template instructions, one line per column: what it holds and which values it takes. */
export function columnHelp(lang: Lang): string[][] {
  const help: Record<SheetKey, [string, string]> = {
    plu: [
      '必填，1 到 999999，公司内唯一；更新按它找到商品',
      'Required, 1 to 999999, unique in the company; updates find the good by it',
    ],
    item_code: ['新建必填，1 到 6 位数字，印在条码中', 'Required to create; 1 to 6 digits, printed in the barcode'],
    name1: [
      '新建必填，每行最多 36 个半角字符（汉字算 2 个）',
      'Required to create; at most 36 half-width characters (a Chinese character counts 2)',
    ],
    name2: ['可选', 'Optional'],
    name3: ['可选', 'Optional'],
    info1: [
      '可选，如产地、储存方式、配料，每行最多 72 个半角字符',
      'Optional: origin, storage, ingredients; at most 72 half-width characters',
    ],
    info2: ['可选', 'Optional'],
    info3: ['可选', 'Optional'],
    unit_price: ['新建必填，元，最多两位小数', 'Required to create; yuan with at most 2 decimals'],
    pricing_mode: [
      '新建必填：计重、计件 或 计件定重',
      'Required to create: By weight, By count, or By count, fixed weight',
    ],
    weight_unit: [
      '计重商品的计价单位：kg、500g、100g，默认 kg',
      'Unit of a by-weight price: kg, 500g or 100g; kg if empty',
    ],
    fixed_weight_g: ['计件定重时必填：每件克数', 'Required for fixed-weight pricing: grams a piece'],
    tare_g: ['克，默认 0', 'Grams, 0 if empty'],
    shelf_life_days: ['天，默认 0', 'Days, 0 if empty'],
    packing_date_offset_days: [
      '包装日期比打印日期早几天，默认 0',
      'Days the packing date lies before the print date, 0 if empty',
    ],
    category: ['可选，最多 20 个字', 'Optional, at most 20 characters'],
    on_sale: ['是 或 否，默认 是', 'Yes or No; Yes if empty'],
  };
  return SHEET_COLUMNS.map((column) => [columnTitle(column, lang), help[column.key][lang === 'en' ? 1 : 0]]);
}
