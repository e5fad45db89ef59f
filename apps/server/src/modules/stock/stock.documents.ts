import {
  ErrorCode,
  STATS_TIME_ZONE,
  stockUnitOf,
  stockValueFen,
  type createStockDocumentBodySchema,
  type FieldMessageKey,
  type listStockDocumentsQuerySchema,
  type StockDocumentType,
  type StockUnit,
  type updateStockDocumentBodySchema,
} from '@tm/contracts';
import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { ServiceCtx } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { companyScope } from '../../http/scope';
import { likePattern } from '../../http/search';
import { assertFeature } from '../companies/features';
import { goods } from '../goods/goods.table';
import { shops } from '../shops/shops.table';
import { displayNameOf } from '../users/display-name';
import { users } from '../users/users.table';
import { usableSupplier } from './stock.suppliers';
import { stockDocumentLines, stockDocuments, stockLevels, suppliers } from './stock.table';

// Stock documents as drafts: reading, creating, changing and deleting them (docs/stock.md).
// Posting and reversing, which write the ledger, are in stock.posting.ts.

type Out<T extends z.ZodType> = z.output<T>;
type DocumentRow = typeof stockDocuments.$inferSelect;
type LineRow = typeof stockDocumentLines.$inferSelect;

/** Which header fields a type has; a field a type does not have must be left out (or null). */
const HEADER_RULES: Record<
  StockDocumentType,
  { supplier: 'required' | 'optional' | 'none'; priced: boolean; target: boolean }
> = {
  purchase_order: { supplier: 'required', priced: true, target: false },
  receipt: { supplier: 'optional', priced: true, target: false },
  transfer: { supplier: 'none', priced: false, target: true },
  purchase_return: { supplier: 'required', priced: true, target: false },
  stocktake: { supplier: 'none', priced: false, target: false },
  loss: { supplier: 'none', priced: false, target: false },
};
/** The types whose lines carry their own price; the others are valued at the shop's cost when posted. */
export const isPriced = (type: StockDocumentType) => HEADER_RULES[type].priced;

const invalid = (field: string, key: FieldMessageKey) =>
  new AppError(ErrorCode.VALIDATION, { fields: { [field]: key } });
const missing = (field: string, key: FieldMessageKey) =>
  new AppError(ErrorCode.NOT_FOUND, { fields: { [field]: key } });
const conflict = (field: string, key: FieldMessageKey) =>
  new AppError(ErrorCode.CONFLICT, { fields: { [field]: key } });

// ---- Reading ----

const target = alias(shops, 'target_shop');
const order = alias(stockDocuments, 'order_doc');
const receipt = alias(stockDocuments, 'receipt_doc');
const reversed = alias(stockDocuments, 'reversed_doc');
const reversal = alias(stockDocuments, 'reversal_doc');
const creator = alias(users, 'creator');
const poster = alias(users, 'poster');

/** A line's amount: quantity (a stocktake: the difference) at its cost, in fen. */
const lineAmount = sql`round(
  (CASE WHEN d.type = 'stocktake' THEN l.counted_quantity - l.book_quantity ELSE l.quantity END)::numeric
  * l.unit_cost_fen / (CASE l.unit WHEN 'g' THEN 1000 ELSE 1 END))`;

const documentSelection = {
  row: stockDocuments,
  shop_name: shops.name,
  target_name: target.name,
  supplier_name: suppliers.name,
  order_number: order.number,
  receipt_number: receipt.number,
  reverses_number: reversed.number,
  reversed_by_id: reversal.id,
  reversed_by_number: reversal.number,
  created_by_name: displayNameOf(creator),
  posted_by_name: displayNameOf(poster),
  // The outer document is named in full (a subquery's own tables would take a bare name).
  lines_count: sql<number>`(SELECT count(*)::int FROM stock_document_lines l WHERE l.document_id = "stock_documents"."id")`,
  amount_fen: sql<string | number>`(SELECT coalesce(sum(${lineAmount}), 0)::bigint
    FROM stock_document_lines l JOIN stock_documents d ON d.id = l.document_id WHERE l.document_id = "stock_documents"."id")`,
};

function documentsQuery(db: Db, where: SQL | undefined) {
  return db
    .select(documentSelection)
    .from(stockDocuments)
    .innerJoin(shops, eq(shops.id, stockDocuments.shop_id))
    .leftJoin(target, eq(target.id, stockDocuments.target_shop_id))
    .leftJoin(suppliers, eq(suppliers.id, stockDocuments.supplier_id))
    .leftJoin(order, eq(order.id, stockDocuments.order_id))
    .leftJoin(receipt, eq(receipt.id, stockDocuments.receipt_id))
    .leftJoin(reversed, eq(reversed.id, stockDocuments.reverses_id))
    .leftJoin(reversal, eq(reversal.reverses_id, stockDocuments.id))
    .leftJoin(creator, eq(creator.id, stockDocuments.created_by))
    .leftJoin(poster, eq(poster.id, stockDocuments.posted_by))
    .where(where);
}
type DocumentQueryRow = Awaited<ReturnType<typeof documentsQuery>>[number];

const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

function toDocument({ row, ...joined }: DocumentQueryRow) {
  return {
    id: row.id,
    company_id: row.company_id,
    type: row.type,
    number: row.number,
    status: row.status,
    shop: { id: row.shop_id, name: joined.shop_name },
    target_shop: named(row.target_shop_id, joined.target_name),
    supplier: named(row.supplier_id, joined.supplier_name),
    order: row.order_id === null ? null : { id: row.order_id, number: joined.order_number },
    receipt: row.receipt_id === null ? null : { id: row.receipt_id, number: joined.receipt_number },
    loss_reason: row.loss_reason,
    category: row.category,
    expected_date: row.expected_date,
    notes: row.notes,
    lines_count: Number(joined.lines_count),
    amount_fen: Number(joined.amount_fen),
    reverses: row.reverses_id === null ? null : { id: row.reverses_id, number: joined.reverses_number },
    reversed_by:
      joined.reversed_by_id === null ? null : { id: joined.reversed_by_id, number: joined.reversed_by_number },
    created_by: named(row.created_by, joined.created_by_name),
    posted_by: named(row.posted_by, joined.posted_by_name),
    created_time: row.created_time,
    last_modified_time: row.last_modified_time,
    posted_time: row.posted_time,
    received_time: row.received_time,
  };
}

/**
 * The quantity of a line that later documents took: for an order line, what posted receipts
 * received; for a receipt line, what posted purchase returns sent back. A document that was
 * reversed, and a reversal, count for nothing.
 */
export function doneQuantityOf(line: SQL, via: 'order_line_id' | 'receipt_line_id'): SQL<number> {
  return sql<number>`(SELECT coalesce(sum(dl.quantity), 0)::bigint
    FROM stock_document_lines dl JOIN stock_documents dd ON dd.id = dl.document_id
    WHERE dl.${sql.identifier(via)} = ${line} AND dd.status = 'posted' AND dd.reverses_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM stock_documents dr WHERE dr.reverses_id = dd.id))`;
}

export async function readLines(db: Db, document: Pick<DocumentRow, 'id' | 'type'>) {
  const done =
    document.type === 'purchase_order'
      ? doneQuantityOf(sql.raw('"stock_document_lines"."id"'), 'order_line_id')
      : document.type === 'receipt'
        ? doneQuantityOf(sql.raw('"stock_document_lines"."id"'), 'receipt_line_id')
        : sql<number>`0`;
  const rows = await db
    .select({ line: stockDocumentLines, done_quantity: done })
    .from(stockDocumentLines)
    .where(eq(stockDocumentLines.document_id, document.id))
    .orderBy(asc(stockDocumentLines.line_no));
  return rows.map(({ line, done_quantity }) => toLine(document.type, line, Number(done_quantity)));
}

function toLine(type: StockDocumentType, line: LineRow, done: number) {
  const difference =
    line.counted_quantity === null || line.book_quantity === null ? null : line.counted_quantity - line.book_quantity;
  const moved = type === 'stocktake' ? difference : line.quantity;
  return {
    id: line.id,
    line_no: line.line_no,
    good_id: line.good_id,
    plu: line.plu,
    good_name: line.good_name,
    category: line.category,
    unit: line.unit,
    quantity: line.quantity,
    unit_cost_fen: line.unit_cost_fen,
    amount_fen:
      moved === null || line.unit_cost_fen === null ? null : stockValueFen(moved, line.unit_cost_fen, line.unit),
    book_quantity: line.book_quantity,
    counted_quantity: line.counted_quantity,
    difference,
    done_quantity: done,
    order_line_id: line.order_line_id,
    receipt_line_id: line.receipt_line_id,
    note: line.note,
  };
}

/** A document the caller may see, with its lines; another company's is "not found". */
export async function documentDetail(ctx: ServiceCtx, id: number) {
  assertFeature(ctx.actor, 'stock');
  const [row] = await documentsQuery(ctx.db, and(eq(stockDocuments.id, id), companyScope(ctx.actor, stockDocuments)));
  if (!row) {
    throw notFound();
  }
  return { ...toDocument(row), lines: await readLines(ctx.db, row.row) };
}

type Filters = Omit<Out<typeof listStockDocumentsQuerySchema>, 'page' | 'per_page'>;

/** A China day's first instant, as SQL. */
const chinaDay = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE ${STATS_TIME_ZONE}`;

export function documentsWhere(ctx: ServiceCtx, filters: Filters): SQL | undefined {
  const pattern = filters.q ? likePattern(filters.q) : undefined;
  // Drafts by when they were made, the others by when they were posted.
  const when = sql`coalesce(${stockDocuments.posted_time}, ${stockDocuments.created_time})`;
  return and(
    companyScope(ctx.actor, stockDocuments),
    eq(stockDocuments.type, filters.type),
    filters.company_id ? eq(stockDocuments.company_id, filters.company_id) : undefined,
    filters.shop_id
      ? or(eq(stockDocuments.shop_id, filters.shop_id), eq(stockDocuments.target_shop_id, filters.shop_id))
      : undefined,
    filters.supplier_id ? eq(stockDocuments.supplier_id, filters.supplier_id) : undefined,
    filters.status ? eq(stockDocuments.status, filters.status) : undefined,
    filters.from ? sql`${when} >= ${chinaDay(filters.from)}` : undefined,
    filters.to ? sql`${when} < ${chinaDay(filters.to)} + interval '1 day'` : undefined,
    pattern
      ? or(
          ilike(stockDocuments.number, pattern),
          ilike(stockDocuments.notes, pattern),
          exists(
            ctx.db
              .select({ one: sql`1` })
              .from(stockDocumentLines)
              .where(
                and(
                  eq(stockDocumentLines.document_id, stockDocuments.id),
                  ilike(stockDocumentLines.good_name, pattern),
                ),
              ),
          ),
        )
      : undefined,
  );
}

/** `GET /api/management/stock/documents`: one type, newest first. */
export async function listDocuments(ctx: ServiceCtx, query: Out<typeof listStockDocumentsQuerySchema>) {
  assertFeature(ctx.actor, 'stock');
  const { page, per_page: perPage, ...filters } = query;
  const where = documentsWhere(ctx, filters);
  const [rows, [total]] = await Promise.all([
    documentsQuery(ctx.db, where)
      .orderBy(desc(stockDocuments.id))
      .limit(perPage)
      .offset(pageOffset({ page, per_page: perPage })),
    ctx.db.select({ total: count() }).from(stockDocuments).where(where),
  ]);
  return { list: rows.map(toDocument), meta: { total: total?.total ?? 0 } };
}

export { documentsQuery, toDocument };

// ---- Drafts ----

type Header = {
  shop_id: number;
  target_shop_id: number | null;
  supplier_id: number | null;
  order_id: number | null;
  receipt_id: number | null;
  loss_reason: DocumentRow['loss_reason'];
  expected_date: string | null;
  category: string;
  notes: string;
};
type LineBody = NonNullable<Out<typeof updateStockDocumentBodySchema>['lines']>[number];

/** The caller's shop: its company is the document's. */
async function visibleShop(ctx: ServiceCtx, id: number, field: string) {
  const [shop] = await ctx.db
    .select({ id: shops.id, company_id: shops.company_id })
    .from(shops)
    .where(and(eq(shops.id, id), companyScope(ctx.actor, shops)));
  if (!shop) {
    throw missing(field, 'shop_missing');
  }
  return shop;
}

/** A document of the company that a new one refers to, locked when `lock` (the posting transaction). */
export async function referencedDocument(db: Db, id: number, companyId: number, type: StockDocumentType) {
  const [row] = await db
    .select()
    .from(stockDocuments)
    .where(and(eq(stockDocuments.id, id), eq(stockDocuments.company_id, companyId), eq(stockDocuments.type, type)));
  return row;
}

export const isOpenOrder = (row: DocumentRow) => row.status === 'submitted' || row.status === 'partly_received';

/** A receipt a purchase return may send goods back from: posted, neither a reversal nor reversed. */
export async function isReturnableReceipt(db: Db, row: DocumentRow) {
  if (row.status !== 'posted' || row.reverses_id !== null) {
    return false;
  }
  const [reversedBy] = await db
    .select({ id: stockDocuments.id })
    .from(stockDocuments)
    .where(eq(stockDocuments.reverses_id, row.id));
  return !reversedBy;
}

/** Checks the header a type needs and answers the document's company (the shop's). */
async function checkHeader(ctx: ServiceCtx, type: StockDocumentType, header: Header): Promise<number> {
  const rules = HEADER_RULES[type];
  const shop = await visibleShop(ctx, header.shop_id, 'shop_id');
  const companyId = shop.company_id;
  if (rules.target) {
    if (header.target_shop_id === null) {
      throw invalid('target_shop_id', 'target_shop_required');
    }
    if (header.target_shop_id === header.shop_id) {
      throw invalid('target_shop_id', 'target_shop_same');
    }
    const targetShop = await visibleShop(ctx, header.target_shop_id, 'target_shop_id');
    // A shop of another company is never a transfer target: it reads as a missing one.
    if (targetShop.company_id !== companyId) {
      throw missing('target_shop_id', 'shop_missing');
    }
  } else if (header.target_shop_id !== null) {
    throw invalid('target_shop_id', 'target_shop_not_allowed');
  }
  if (rules.supplier === 'none' && header.supplier_id !== null) {
    throw invalid('supplier_id', 'supplier_not_allowed');
  }
  if (header.order_id !== null) {
    if (type !== 'receipt') {
      throw invalid('order_id', 'order_not_allowed');
    }
    const orderRow = await referencedDocument(ctx.db, header.order_id, companyId, 'purchase_order');
    if (!orderRow) {
      throw missing('order_id', 'order_missing');
    }
    if (!isOpenOrder(orderRow)) {
      throw conflict('order_id', 'order_not_open');
    }
    if (orderRow.shop_id !== header.shop_id) {
      throw invalid('shop_id', 'order_shop_mismatch');
    }
    if (header.supplier_id !== null && header.supplier_id !== orderRow.supplier_id) {
      throw invalid('supplier_id', 'order_supplier_mismatch');
    }
  }
  if (header.receipt_id !== null) {
    if (type !== 'purchase_return') {
      throw invalid('receipt_id', 'receipt_not_allowed');
    }
    const receiptRow = await referencedDocument(ctx.db, header.receipt_id, companyId, 'receipt');
    if (!receiptRow || !(await isReturnableReceipt(ctx.db, receiptRow))) {
      throw missing('receipt_id', 'receipt_missing');
    }
    if (receiptRow.shop_id !== header.shop_id) {
      throw invalid('shop_id', 'receipt_shop_mismatch');
    }
  }
  if (rules.supplier === 'required' && header.supplier_id === null) {
    throw invalid('supplier_id', 'supplier_required');
  }
  if (header.supplier_id !== null) {
    await usableSupplier(ctx, header.supplier_id, companyId);
  }
  if (type === 'loss' && header.loss_reason === null) {
    throw invalid('loss_reason', 'loss_reason_required');
  }
  if (type !== 'loss' && header.loss_reason !== null) {
    throw invalid('loss_reason', 'loss_reason_not_allowed');
  }
  if (type !== 'stocktake' && header.category !== '') {
    throw invalid('category', 'category_not_allowed');
  }
  return companyId;
}

type StoredLine = Omit<typeof stockDocumentLines.$inferInsert, 'document_id' | 'line_no'>;

/** The goods named by `lines`, of the company; a good of another company is "not found". */
async function goodsOf(db: Db, companyId: number, goodIds: number[]) {
  if (goodIds.length === 0) {
    return new Map<number, { plu: number; name: string; category: string; unit: StockUnit }>();
  }
  const rows = await db
    .select({ id: goods.id, plu: goods.plu, name: goods.name, category: goods.category, mode: goods.pricing_mode })
    .from(goods)
    .where(and(eq(goods.company_id, companyId), inArray(goods.id, goodIds)));
  return new Map(
    rows.map((g) => [g.id, { plu: g.plu, name: g.name, category: g.category, unit: stockUnitOf(g.mode) }]),
  );
}

/** Lines of the referenced order or receipt, by id, with their good. */
async function referencedLines(db: Db, documentId: number | null) {
  if (documentId === null) {
    return new Map<number, number>();
  }
  const rows = await db
    .select({ id: stockDocumentLines.id, good_id: stockDocumentLines.good_id })
    .from(stockDocumentLines)
    .where(eq(stockDocumentLines.document_id, documentId));
  return new Map(rows.map((line) => [line.id, line.good_id]));
}

/** Checks every line for the type and answers them as stored, each error naming `lines.N.field`. */
async function checkLines(
  ctx: ServiceCtx,
  type: StockDocumentType,
  header: Header,
  companyId: number,
  lines: LineBody[],
) {
  const catalogue = await goodsOf(
    ctx.db,
    companyId,
    lines.map((line) => line.good_id),
  );
  const orderLines = await referencedLines(ctx.db, header.order_id);
  const receiptLines = await referencedLines(ctx.db, header.receipt_id);
  const seen = new Set<number>();
  const stored: StoredLine[] = [];
  for (const [index, line] of lines.entries()) {
    const at = (field: string) => `lines.${index}.${field}`;
    const good = catalogue.get(line.good_id);
    if (!good) {
      throw missing(at('good_id'), 'good_missing');
    }
    if (seen.has(line.good_id)) {
      throw invalid(at('good_id'), 'good_repeated');
    }
    seen.add(line.good_id);
    if (type !== 'stocktake' && line.quantity === undefined) {
      throw invalid(at('quantity'), 'quantity_required');
    }
    if (isPriced(type) && line.unit_cost_fen === undefined) {
      throw invalid(at('unit_cost_fen'), 'price_required');
    }
    const orderLine = line.order_line_id ?? null;
    if (orderLine !== null && (type !== 'receipt' || orderLines.get(orderLine) !== line.good_id)) {
      throw invalid(at('order_line_id'), 'order_line_mismatch');
    }
    const receiptLine = line.receipt_line_id ?? null;
    if (receiptLine !== null && (type !== 'purchase_return' || receiptLines.get(receiptLine) !== line.good_id)) {
      throw invalid(at('receipt_line_id'), 'receipt_line_mismatch');
    }
    stored.push({
      good_id: line.good_id,
      plu: good.plu,
      good_name: good.name,
      category: good.category,
      unit: good.unit,
      quantity: type === 'stocktake' ? null : (line.quantity ?? null),
      unit_cost_fen: isPriced(type) ? (line.unit_cost_fen ?? null) : null,
      counted_quantity: type === 'stocktake' ? (line.counted_quantity ?? null) : null,
      order_line_id: orderLine,
      receipt_line_id: receiptLine,
      note: line.note,
    });
  }
  return stored;
}

/**
 * A stocktake's count sheet: every good of the company (or of its category) with the shop's book
 * quantity and cost now, not counted yet. The book is taken again when the count is posted.
 */
async function countSheet(db: Db, companyId: number, shopId: number, category: string): Promise<StoredLine[]> {
  const rows = await db
    .select({
      id: goods.id,
      plu: goods.plu,
      name: goods.name,
      category: goods.category,
      mode: goods.pricing_mode,
      on_hand: stockLevels.on_hand,
      cost: stockLevels.unit_cost_fen,
    })
    .from(goods)
    .leftJoin(stockLevels, and(eq(stockLevels.good_id, goods.id), eq(stockLevels.shop_id, shopId)))
    .where(and(eq(goods.company_id, companyId), category === '' ? undefined : eq(goods.category, category)))
    .orderBy(asc(goods.plu));
  return rows.map((g) => ({
    good_id: g.id,
    plu: g.plu,
    good_name: g.name,
    category: g.category,
    unit: stockUnitOf(g.mode),
    book_quantity: Number(g.on_hand ?? 0),
    unit_cost_fen: g.cost ?? 0,
    counted_quantity: null,
    note: '',
  }));
}

async function writeLines(db: Db, documentId: number, lines: StoredLine[]) {
  await db.delete(stockDocumentLines).where(eq(stockDocumentLines.document_id, documentId));
  // Inserted in slices: a count sheet holds every good of the company.
  for (let start = 0; start < lines.length; start += 1000) {
    await db
      .insert(stockDocumentLines)
      .values(
        lines
          .slice(start, start + 1000)
          .map((line, i) => ({ ...line, document_id: documentId, line_no: start + i + 1 })),
      );
  }
}

/** `POST /api/management/stock/documents`: a new draft. */
export async function createDocument(ctx: ServiceCtx, body: Out<typeof createStockDocumentBodySchema>) {
  assertFeature(ctx.actor, 'stock');
  const { type, lines, ...header } = body;
  const companyId = await checkHeader(ctx, type, header);
  const checked = await checkLines(ctx, type, header, companyId, lines);
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(stockDocuments)
      .values({
        ...header,
        expected_date: type === 'purchase_order' ? header.expected_date : null,
        type,
        company_id: companyId,
        created_by: ctx.actor.user_id,
        created_time: now,
        last_modified_time: now,
      })
      .returning({ id: stockDocuments.id });
    if (!row) {
      throw new Error('stock document not stored');
    }
    const sheet = type === 'stocktake' && lines.length === 0;
    await writeLines(tx, row.id, sheet ? await countSheet(tx, companyId, header.shop_id, header.category) : checked);
    return row.id;
  });
  return documentDetail(ctx, id);
}

/** The caller's document, locked for the rest of the transaction. */
export async function lockDocument(ctx: ServiceCtx, db: Db, id: number): Promise<DocumentRow> {
  const [row] = await db
    .select()
    .from(stockDocuments)
    .where(and(eq(stockDocuments.id, id), companyScope(ctx.actor, stockDocuments)))
    .for('update');
  if (!row) {
    throw notFound();
  }
  return row;
}

function assertDraft(row: DocumentRow) {
  if (row.status !== 'draft') {
    throw conflict('status', 'document_not_draft');
  }
}

/**
 * `PUT /api/management/stock/documents/{id}`: a draft's header fields sent, and its lines. The
 * lines sent replace the lines, except on a stocktake, whose count sheet stays: there the lines
 * sent set the counts of the goods they name (and add goods not on the sheet).
 */
export async function updateDocument(ctx: ServiceCtx, id: number, body: Out<typeof updateStockDocumentBodySchema>) {
  assertFeature(ctx.actor, 'stock');
  const { lines, ...sent } = body;
  await ctx.db.transaction(async (tx) => {
    // Every read goes through the transaction: the embedded database has one connection.
    const txCtx = { ...ctx, db: tx };
    const row = await lockDocument(ctx, tx, id);
    assertDraft(row);
    const header: Header = {
      shop_id: row.shop_id,
      target_shop_id: row.target_shop_id,
      supplier_id: row.supplier_id,
      order_id: row.order_id,
      receipt_id: row.receipt_id,
      loss_reason: row.loss_reason,
      expected_date: row.expected_date,
      category: row.category,
      notes: row.notes,
      ...Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined)),
    };
    const companyId = await checkHeader(txCtx, row.type, header);
    if (companyId !== row.company_id) {
      throw missing('shop_id', 'shop_missing');
    }
    if (row.type === 'stocktake' && header.shop_id !== row.shop_id) {
      throw invalid('shop_id', 'invalid');
    }
    if (lines !== undefined) {
      const checked = await checkLines(txCtx, row.type, header, companyId, lines);
      if (row.type === 'stocktake') {
        await setCounts(tx, row, checked);
      } else {
        await writeLines(tx, id, checked);
      }
    } else if (header.order_id !== row.order_id || header.receipt_id !== row.receipt_id) {
      // Lines tied to the order or receipt it no longer refers to.
      await tx
        .update(stockDocumentLines)
        .set({ order_line_id: null, receipt_line_id: null })
        .where(eq(stockDocumentLines.document_id, id));
    }
    await tx
      .update(stockDocuments)
      .set({
        ...header,
        expected_date: row.type === 'purchase_order' ? header.expected_date : null,
        last_modified_time: ctx.now(),
      })
      .where(eq(stockDocuments.id, id));
  });
  return documentDetail(ctx, id);
}

/** A stocktake's counts: the goods on the sheet get theirs, the others join the sheet. */
export async function setCounts(
  db: Db,
  row: Pick<DocumentRow, 'id' | 'shop_id'>,
  counts: Pick<StoredLine, 'good_id' | 'counted_quantity' | 'note' | 'plu' | 'good_name' | 'category' | 'unit'>[],
) {
  const onSheet = new Map(
    (
      await db
        .select({ id: stockDocumentLines.id, good_id: stockDocumentLines.good_id })
        .from(stockDocumentLines)
        .where(eq(stockDocumentLines.document_id, row.id))
    ).map((line) => [line.good_id, line.id]),
  );
  const added: StoredLine[] = [];
  for (const count of counts) {
    const lineId = onSheet.get(count.good_id);
    if (lineId === undefined) {
      added.push(count);
      continue;
    }
    await db
      .update(stockDocumentLines)
      .set({ counted_quantity: count.counted_quantity ?? null, note: count.note ?? '' })
      .where(eq(stockDocumentLines.id, lineId));
  }
  if (added.length > 0) {
    const levels = await db
      .select({ good_id: stockLevels.good_id, on_hand: stockLevels.on_hand, cost: stockLevels.unit_cost_fen })
      .from(stockLevels)
      .where(
        and(
          eq(stockLevels.shop_id, row.shop_id),
          inArray(
            stockLevels.good_id,
            added.map((a) => a.good_id),
          ),
        ),
      );
    const byGood = new Map(levels.map((level) => [level.good_id, level]));
    const [last] = await db
      .select({ line_no: sql<number>`coalesce(max(${stockDocumentLines.line_no}), 0)::int` })
      .from(stockDocumentLines)
      .where(eq(stockDocumentLines.document_id, row.id));
    await db.insert(stockDocumentLines).values(
      added.map((line, i) => ({
        ...line,
        document_id: row.id,
        line_no: (last?.line_no ?? 0) + i + 1,
        book_quantity: Number(byGood.get(line.good_id)?.on_hand ?? 0),
        unit_cost_fen: byGood.get(line.good_id)?.cost ?? 0,
      })),
    );
  }
}

/** `DELETE /api/management/stock/documents/{id}`: only a draft; it moved nothing. */
export async function deleteDocument(ctx: ServiceCtx, id: number) {
  assertFeature(ctx.actor, 'stock');
  await ctx.db.transaction(async (tx) => {
    const row = await lockDocument(ctx, tx, id);
    assertDraft(row);
    await tx.delete(stockDocuments).where(and(eq(stockDocuments.id, id), isNull(stockDocuments.number)));
  });
  return null;
}
