import { ErrorCode, priceProblemOf, yuanToFen, type Lang, type PriceSheet, type SheetFormat } from '@tm/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ServiceCtx } from '../../http/context';
import { AppError, fieldMessage } from '../../http/errors';
import { companyForNewRow } from '../../http/scope';
import { readSheetRows, sheetFormatOf } from '../../sheets/read-sheet';
import { sheetStream, type Cell } from '../../sheets/write-sheet';
import { goods } from '../goods/goods.table';

/** One batch holds at most this many goods (PRICE_BATCH_GOODS_MAX); more rows are not read. */
const SHEET_MAX_ROWS = 5000;
/** Row errors reported back, as the goods import does. */
const SHEET_MAX_ERRORS = 200;

const TEXT: Record<Lang, { sheet: string; header: readonly string[] }> = {
  ch: { sheet: '调价单', header: ['PLU', '品名', '现价(元)', '新价(元)'] },
  en: { sheet: 'Price change', header: ['PLU', 'Name', 'Price now (yuan)', 'New price (yuan)'] },
};
const NEW_PRICE_COLUMN = 3;

const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * `GET /management/prices/batches/sheet`: the company's goods with their base price, the new-price
 * column empty: filled in and sent back to `POST …/sheet`, it becomes a batch's lines.
 */
export async function priceSheetDownload(ctx: ServiceCtx, companyId: number | undefined, format: SheetFormat) {
  const company = companyForNewRow(ctx.actor, companyId);
  const text = TEXT[ctx.lang];
  const rows: Cell[][] = (
    await ctx.db
      .select({ plu: goods.plu, name: goods.name, unit_price: goods.unit_price })
      .from(goods)
      .where(eq(goods.company_id, company))
      .orderBy(asc(goods.plu))
  ).map((good) => [good.plu, good.name, yuan(good.unit_price), '']);
  return {
    fileName: `${text.sheet}.${format}`,
    stream: sheetStream(format, { name: text.sheet, header: [...text.header], rows: [rows] }),
  };
}

/**
 * `POST /management/prices/batches/sheet`: a sheet of PLUs and new prices in yuan (the first column
 * and the one whose header says 新价 / new price, else the fourth; a two-column sheet is PLU and
 * price) read into
 * batch lines. Rows without a new price are skipped; a bad row is reported as the goods import
 * reports it, by row, column, value and reason, and the good rows are still given.
 */
export async function readPriceSheet(
  ctx: ServiceCtx,
  companyId: number | undefined,
  file: { bytes: Buffer; fileName: string },
): Promise<PriceSheet> {
  const company = companyForNewRow(ctx.actor, companyId);
  const format = sheetFormatOf(file.fileName, file.bytes);
  const text = TEXT[ctx.lang];
  const errors: PriceSheet['errors'] = [];
  const error = (row: number, column: string, value: string, key: Parameters<typeof fieldMessage>[0]) =>
    errors.push({ row, column, value, reason: fieldMessage(key, ctx.lang) });
  const wanted: { row: number; plu: number; price: string }[] = [];
  let priceColumn: number | null = null;
  for await (const row of readSheetRows(file.bytes, format)) {
    if (priceColumn === null) {
      // A two-column sheet is PLU and price; else the column headed "new price", else the fourth.
      const named = row.cells.findIndex((cell) => /新价|new price/i.test(cell));
      priceColumn = named >= 0 ? named : row.cells.length <= 2 ? 1 : NEW_PRICE_COLUMN;
      if (!/^\d+$/.test((row.cells[0] ?? '').trim())) {
        continue;
      }
    }
    if (wanted.length >= SHEET_MAX_ROWS) {
      break;
    }
    const plu = (row.cells[0] ?? '').trim();
    const price = (row.cells[priceColumn] ?? '').trim();
    if (price === '') {
      continue;
    }
    if (!/^\d{1,6}$/.test(plu)) {
      error(row.number, 'PLU', plu, 'count_plu_unknown');
      continue;
    }
    wanted.push({ row: row.number, plu: Number(plu), price });
  }
  const catalogue = wanted.length
    ? await ctx.db
        .select({
          id: goods.id,
          plu: goods.plu,
          name: goods.name,
          unit_price: goods.unit_price,
          pricing_mode: goods.pricing_mode,
          weight_unit: goods.weight_unit,
        })
        .from(goods)
        .where(and(eq(goods.company_id, company), inArray(goods.plu, [...new Set(wanted.map((w) => w.plu))])))
    : [];
  const byPlu = new Map(catalogue.map((good) => [good.plu, good]));
  const items: PriceSheet['items'] = [];
  const seen = new Set<number>();
  const priceHeader = text.header[3] ?? '';
  for (const w of wanted) {
    const good = byPlu.get(w.plu);
    const fen = yuanToFen(w.price);
    const problem = good && fen !== null ? priceProblemOf(good, fen) : null;
    if (!good) {
      error(w.row, 'PLU', String(w.plu), 'count_plu_unknown');
    } else if (seen.has(good.id)) {
      error(w.row, 'PLU', String(w.plu), 'good_repeated');
    } else if (fen === null) {
      error(w.row, priceHeader, w.price, 'price_invalid');
    } else if (problem) {
      error(w.row, priceHeader, w.price, problem);
    } else {
      items.push({ good_id: good.id, plu: good.plu, name: good.name, current_price: good.unit_price, unit_price: fen });
    }
    if (good) {
      seen.add(good.id);
    }
  }
  if (items.length === 0 && errors.length === 0) {
    throw new AppError(ErrorCode.VALIDATION, { fields: { file: 'price_sheet_empty' } });
  }
  return { items, errors: errors.slice(0, SHEET_MAX_ERRORS) };
}
