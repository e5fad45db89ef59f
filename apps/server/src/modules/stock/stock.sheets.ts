import {
  ErrorCode,
  type exportStockDocumentsQuerySchema,
  type Lang,
  type SheetFormat,
  type StockCountImportResult,
  type StockDocumentStatus,
  type StockDocumentType,
  type StockUnit,
} from '@tm/contracts';
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServiceCtx } from '../../http/context';
import { AppError, fieldMessage } from '../../http/errors';
import { readSheetRows, sheetFormatOf } from '../../sheets/read-sheet';
import { sheetStream, type Cell } from '../../sheets/write-sheet';
import { chinaTimeText, fileDateStamp } from '../../sheets/sheet-time';
import { assertFeature } from '../companies/features';
import { goods } from '../goods/goods.table';
import { documentDetail, documentsQuery, documentsWhere, lockDocument, setCounts, toDocument } from './stock.documents';
import { sheetQuantity } from './stock.levels';
import { stockDocumentLines, stockDocuments } from './stock.table';

// Stock as spreadsheets: a list of documents with their lines, and a stocktake's count sheet, out
// to be filled in and back in with the counts.

type Out<T extends z.ZodType> = z.output<T>;

const TEXT = {
  ch: {
    types: {
      purchase_order: '采购订单',
      receipt: '入库单',
      transfer: '调拨单',
      purchase_return: '采购退货单',
      stocktake: '盘点单',
      loss: '报损单',
    },
    statuses: {
      draft: '草稿',
      submitted: '已提交',
      partly_received: '部分收货',
      closed: '已完成',
      cancelled: '已取消',
      in_transit: '在途',
      received: '已收货',
      posted: '已过账',
    },
    units: { g: '千克', piece: '件' },
    documentHeader: [
      '单号',
      '状态',
      '门店',
      '调入门店',
      '供应商',
      '过账时间',
      '冲销',
      'PLU',
      '商品',
      '单位',
      '数量',
      '单价（元）',
      '金额（元）',
      '账面',
      '实盘',
      '差异',
      '备注',
    ],
    reverses: (number: string) => `冲销 ${number}`,
    countHeader: ['PLU', '商品', '分类', '单位', '账面库存', '实盘数量'],
    countHelp: [
      ['填写说明'],
      ['只填写“实盘数量”一列，其余列不要修改；空白表示未盘点。'],
      ['称重商品按千克填写，最多 3 位小数（如 12.345）；计件商品填写整数件数。'],
      ['可以增加本表没有的商品行，只需填写 PLU 和实盘数量。'],
    ],
    countSheet: '盘点表',
    helpSheet: '说明',
  },
  en: {
    types: {
      purchase_order: 'Purchase orders',
      receipt: 'Receipts',
      transfer: 'Transfers',
      purchase_return: 'Purchase returns',
      stocktake: 'Stocktakes',
      loss: 'Losses',
    },
    statuses: {
      draft: 'Draft',
      submitted: 'Submitted',
      partly_received: 'Partly received',
      closed: 'Closed',
      cancelled: 'Cancelled',
      in_transit: 'In transit',
      received: 'Received',
      posted: 'Posted',
    },
    units: { g: 'kg', piece: 'pcs' },
    documentHeader: [
      'Number',
      'Status',
      'Shop',
      'Receiving shop',
      'Supplier',
      'Posted',
      'Reversal',
      'PLU',
      'Good',
      'Unit',
      'Quantity',
      'Unit price (¥)',
      'Amount (¥)',
      'Book',
      'Counted',
      'Difference',
      'Note',
    ],
    reverses: (number: string) => `Reverses ${number}`,
    countHeader: ['PLU', 'Good', 'Category', 'Unit', 'Book quantity', 'Counted quantity'],
    countHelp: [
      ['How to fill in'],
      ['Fill in the "Counted quantity" column only; leave the others as they are. Blank = not counted.'],
      ['Goods by weight in kilograms with up to 3 decimals (e.g. 12.345); other goods in whole pieces.'],
      ['You may add rows for goods not on the sheet: PLU and counted quantity are enough.'],
    ],
    countSheet: 'Count sheet',
    helpSheet: 'Instructions',
  },
} satisfies Record<Lang, unknown>;

const EXPORT_BATCH = 500;

/** `GET /api/management/stock/documents/export`: the documents the filters select, one row per line. */
export function exportDocuments(ctx: ServiceCtx, query: Out<typeof exportStockDocumentsQuerySchema>) {
  assertFeature(ctx.actor, 'stock');
  const { format, ...filters } = query;
  const where = documentsWhere(ctx, filters);
  const text = TEXT[ctx.lang];
  const money = (fen: number | null) => (fen === null ? '' : fen / 100);
  const amount = (quantity: number | null, unit: StockUnit) => (quantity === null ? '' : sheetQuantity(quantity, unit));
  async function* batches(): AsyncGenerator<Cell[][]> {
    let before: number | null = null;
    for (;;) {
      const rows = await documentsQuery(ctx.db, and(where, before === null ? undefined : lt(stockDocuments.id, before)))
        .orderBy(desc(stockDocuments.id))
        .limit(EXPORT_BATCH);
      if (rows.length === 0) {
        return;
      }
      const documents = rows.map(toDocument);
      const lines = await ctx.db
        .select()
        .from(stockDocumentLines)
        .where(
          inArray(
            stockDocumentLines.document_id,
            documents.map((d) => d.id),
          ),
        )
        .orderBy(asc(stockDocumentLines.document_id), asc(stockDocumentLines.line_no));
      yield documents.flatMap((d) =>
        lines
          .filter((line) => line.document_id === d.id)
          .map((line) => {
            const difference =
              line.counted_quantity === null || line.book_quantity === null
                ? null
                : line.counted_quantity - line.book_quantity;
            const moved = d.type === 'stocktake' ? difference : line.quantity;
            // A reversal takes its original back: its amount counts against it, as the console shows it.
            const sign = d.reverses ? -1 : 1;
            return [
              d.number ?? text.statuses.draft,
              text.statuses[d.status satisfies StockDocumentStatus],
              d.shop.name,
              d.target_shop?.name ?? '',
              d.supplier?.name ?? '',
              d.posted_time ? chinaTimeText(d.posted_time) : '',
              d.reverses ? text.reverses(d.reverses.number ?? '') : '',
              line.plu,
              line.good_name,
              text.units[line.unit],
              amount(line.quantity, line.unit),
              money(line.unit_cost_fen),
              moved === null || line.unit_cost_fen === null
                ? ''
                : (sign * Math.round((moved * line.unit_cost_fen) / (line.unit === 'g' ? 1000 : 1))) / 100,
              amount(line.book_quantity, line.unit),
              amount(line.counted_quantity, line.unit),
              amount(difference, line.unit),
              line.note,
            ];
          }),
      );
      before = rows.at(-1)?.row.id ?? null;
      if (rows.length < EXPORT_BATCH) {
        return;
      }
    }
  }
  const type: StockDocumentType = filters.type;
  return {
    fileName: `${text.types[type]}-${fileDateStamp(ctx.now())}.${format satisfies SheetFormat}`,
    stream: sheetStream(format, { name: text.types[type], header: [...text.documentHeader], rows: batches() }),
  };
}

async function stocktakeOf(ctx: ServiceCtx, id: number) {
  const document = await documentDetail(ctx, id);
  if (document.type !== 'stocktake') {
    throw new AppError(ErrorCode.NOT_FOUND);
  }
  return document;
}

/** `GET /api/management/stock/documents/{id}/count-sheet`: the sheet to count with, counts so far filled in. */
export async function countSheetDownload(ctx: ServiceCtx, id: number, format: SheetFormat) {
  const document = await stocktakeOf(ctx, id);
  const text = TEXT[ctx.lang];
  const rows: Cell[][] = document.lines.map((line) => [
    line.plu,
    line.good_name,
    line.category,
    text.units[line.unit],
    line.book_quantity === null ? '' : sheetQuantity(line.book_quantity, line.unit),
    line.counted_quantity === null ? '' : sheetQuantity(line.counted_quantity, line.unit),
  ]);
  return {
    fileName: `${text.countSheet}-${document.number ?? document.id}.${format}`,
    stream: sheetStream(format, {
      name: text.countSheet,
      header: [...text.countHeader],
      rows: [rows],
      extraSheets: [{ name: text.helpSheet, rows: text.countHelp }],
    }),
  };
}

/** A counted quantity as typed in a sheet, in stock units; null when it is not one. */
export function parseCount(text: string, unit: StockUnit): number | null {
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) {
    return null;
  }
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  if (unit === 'piece') {
    return decimals === '' ? Number(match[1]) : null;
  }
  if (decimals.length > 3 || Number(match[1]) > 1_000_000) {
    return null;
  }
  return Number(match[1]) * 1000 + Number(decimals.padEnd(3, '0'));
}

const COUNT_FILE_MAX_ROWS = 100_000;

/**
 * `POST /api/management/stock/documents/{id}/counts`: the counts of a filled-in sheet. The PLU is
 * the first column and the count the one headed as in the sheet (else the sixth). All or nothing:
 * a file with a bad row changes nothing and answers every bad row with its reason.
 */
export async function importCounts(
  ctx: ServiceCtx,
  id: number,
  file: { bytes: Buffer; fileName: string },
): Promise<StockCountImportResult> {
  const document = await stocktakeOf(ctx, id);
  if (document.status !== 'draft') {
    throw new AppError(ErrorCode.CONFLICT, { fields: { status: 'document_not_draft' } });
  }
  const format = sheetFormatOf(file.fileName, file.bytes);
  const errors: StockCountImportResult['errors'] = [];
  const error = (row: number, field: string, key: 'count_plu_unknown' | 'count_quantity_invalid') =>
    errors.push({ row, field, message: fieldMessage(key, ctx.lang) });
  const wanted: { row: number; plu: number; text: string }[] = [];
  let countColumn = 5;
  let first = true;
  for await (const row of readSheetRows(file.bytes, format)) {
    if (first) {
      first = false;
      const headed = row.cells.findIndex((cell) => TEXT.ch.countHeader[5] === cell || TEXT.en.countHeader[5] === cell);
      if (headed >= 0 || !/^\d+$/.test(row.cells[0] ?? '')) {
        countColumn = headed >= 0 ? headed : countColumn;
        continue;
      }
    }
    if (wanted.length >= COUNT_FILE_MAX_ROWS) {
      break;
    }
    const plu = row.cells[0] ?? '';
    const count = row.cells[countColumn] ?? '';
    if (count === '') {
      continue;
    }
    if (!/^\d{1,6}$/.test(plu)) {
      error(row.number, 'PLU', 'count_plu_unknown');
      continue;
    }
    wanted.push({ row: row.number, plu: Number(plu), text: count });
  }
  const catalogue = wanted.length
    ? await ctx.db
        .select({ id: goods.id, plu: goods.plu, name: goods.name, category: goods.category, mode: goods.pricing_mode })
        .from(goods)
        .where(
          and(eq(goods.company_id, document.company_id), inArray(goods.plu, [...new Set(wanted.map((w) => w.plu))])),
        )
    : [];
  const byPlu = new Map(catalogue.map((g) => [g.plu, g]));
  const counts = new Map<number, Parameters<typeof setCounts>[2][number]>();
  for (const w of wanted) {
    const good = byPlu.get(w.plu);
    if (!good) {
      error(w.row, 'PLU', 'count_plu_unknown');
      continue;
    }
    const unit: StockUnit = good.mode === 'by_weight' ? 'g' : 'piece';
    const quantity = parseCount(w.text, unit);
    if (quantity === null) {
      error(w.row, TEXT[ctx.lang].countHeader[5] ?? 'counted', 'count_quantity_invalid');
      continue;
    }
    counts.set(good.id, {
      good_id: good.id,
      plu: good.plu,
      good_name: good.name,
      category: good.category,
      unit,
      counted_quantity: quantity,
      note: '',
    });
  }
  if (errors.length > 0) {
    return { updated: 0, errors: errors.slice(0, 200) };
  }
  if (counts.size === 0) {
    throw new AppError(ErrorCode.VALIDATION, { fields: { file: 'count_sheet_empty' } });
  }
  await ctx.db.transaction(async (tx) => {
    const row = await lockDocument(ctx, tx, id);
    if (row.status !== 'draft') {
      throw new AppError(ErrorCode.CONFLICT, { fields: { status: 'document_not_draft' } });
    }
    await setCounts(tx, row, [...counts.values()]);
    await tx.update(stockDocuments).set({ last_modified_time: ctx.now() }).where(eq(stockDocuments.id, id));
  });
  return { updated: counts.size, errors: [] };
}
