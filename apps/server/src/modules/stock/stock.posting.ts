import {
  ErrorCode,
  STOCK_NUMBER_PREFIX,
  stockValueFen,
  type FieldMessageKey,
  type postStockDocumentBodySchema,
  type reverseStockDocumentBodySchema,
  type StockDocumentStatus,
  type StockMovementKind,
  type StockShort,
  type StockUnit,
} from '@tm/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/client';
import type { ServiceCtx } from '../../http/context';
import { AppError } from '../../http/errors';
import { assertFeature } from '../companies/features';
import { documentDetail, doneQuantityOf, isOpenOrder, isReturnableReceipt, lockDocument } from './stock.documents';
import { stockDocumentLines, stockDocuments, stockLevels, stockMovements, stockNumberCounters } from './stock.table';

// Posting and reversing documents: the only writers of the ledger besides sales (stock.sales.ts).
// Every change of stock happens in the transaction that changes the document, after the rows it
// reads are locked: the document, then the order or receipt it refers to, then the stock levels in
// (shop, good) order, then the number counter. Taking them always in that order, two clerks posting
// at once wait for each other instead of deadlocking or losing an update (docs/stock.md).

type Out<T extends z.ZodType> = z.output<T>;
type DocumentRow = typeof stockDocuments.$inferSelect;
type LineRow = typeof stockDocumentLines.$inferSelect;
/** The line of the query a correlated subquery reads, named in full. */
const LINE_ID = sql.raw('"stock_document_lines"."id"');

const conflict = (field: string, key: FieldMessageKey) =>
  new AppError(ErrorCode.CONFLICT, { fields: { [field]: key } });

/** One change of a shop's stock of a good that a document makes. */
type Movement = {
  shop_id: number;
  good_id: number;
  good_name: string;
  unit: StockUnit;
  kind: StockMovementKind;
  /** Signed: positive in, negative out. */
  quantity: number;
  /** The line's own price, fen per kg or piece; null = valued at the shop's moving average cost. */
  price: number | null;
  line_id: number;
};

/**
 * Movements a clerk writes that ask first when they take stock below zero: more out than is on hand
 * is more often a typo (100 kg for 10) than the truth. Sales (weighed at the counter) and counts
 * (which set what is there) never ask.
 */
const ASKS_FIRST: ReadonlySet<StockMovementKind> = new Set(['transfer_out', 'purchase_return', 'receipt', 'loss']);
/** Goods coming in at a price of their own, which the moving average cost takes in. */
const AVERAGES: ReadonlySet<StockMovementKind> = new Set(['receipt', 'transfer_in', 'purchase_return']);

type Level = { on_hand: number; unit_cost_fen: number };
const levelKey = (shopId: number, goodId: number) => `${shopId}:${goodId}`;

/**
 * Locks the stock levels of these shop × good pairs, creating the missing ones, in (shop, good)
 * order, and answers them.
 */
async function lockLevels(tx: Db, companyId: number, pairs: { shop_id: number; good_id: number; unit: StockUnit }[]) {
  const unique = [...new Map(pairs.map((p) => [levelKey(p.shop_id, p.good_id), p])).values()].sort(
    (a, b) => a.shop_id - b.shop_id || a.good_id - b.good_id,
  );
  const levels = new Map<string, Level>();
  if (unique.length === 0) {
    return levels;
  }
  // One array a column (sql.param: a bare array would be spread into a list of parameters).
  const shopIds = sql.param(unique.map((p) => p.shop_id));
  const goodIds = sql.param(unique.map((p) => p.good_id));
  const units = sql.param(unique.map((p) => p.unit));
  await tx.execute(sql`
    INSERT INTO ${stockLevels} (shop_id, good_id, company_id, unit)
    SELECT s, g, ${companyId}::int, u FROM unnest(${shopIds}::int[], ${goodIds}::int[], ${units}::text[]) AS p(s, g, u)
    ON CONFLICT DO NOTHING`);
  const rows = await rowsOf(
    tx,
    z.object({ shop_id: z.int(), good_id: z.int(), on_hand: z.coerce.number(), unit_cost_fen: z.int() }),
    sql`
    SELECT l.shop_id, l.good_id, l.on_hand, l.unit_cost_fen
    FROM ${stockLevels} l JOIN unnest(${shopIds}::int[], ${goodIds}::int[]) AS p(s, g) ON l.shop_id = p.s AND l.good_id = p.g
    ORDER BY l.shop_id, l.good_id
    FOR UPDATE OF l`,
  );
  for (const row of rows) {
    levels.set(levelKey(row.shop_id, row.good_id), { on_hand: row.on_hand, unit_cost_fen: row.unit_cost_fen });
  }
  return levels;
}

function levelOf(levels: Map<string, Level>, shopId: number, goodId: number): Level {
  const level = levels.get(levelKey(shopId, goodId));
  if (!level) {
    throw new Error(`stock level ${shopId}:${goodId} not locked`);
  }
  return level;
}

/**
 * Refuses movements that take a shop below zero where the clerk is asked first, unless they were
 * asked and said yes. Sales and counts may go below zero: fresh food is weighed at the counter.
 */
function assertEnough(levels: Map<string, Level>, movements: Movement[], allowNegative: boolean) {
  if (allowNegative) {
    return;
  }
  const needed = new Map<string, { movement: Movement; needed: number }>();
  for (const m of movements) {
    if (m.quantity < 0 && ASKS_FIRST.has(m.kind)) {
      const key = levelKey(m.shop_id, m.good_id);
      const entry = needed.get(key) ?? { movement: m, needed: 0 };
      entry.needed -= m.quantity;
      needed.set(key, entry);
    }
  }
  const short: StockShort[] = [];
  for (const { movement, needed: quantity } of needed.values()) {
    const onHand = levelOf(levels, movement.shop_id, movement.good_id).on_hand;
    if (onHand < quantity) {
      short.push({
        good_id: movement.good_id,
        good_name: movement.good_name,
        shop_id: movement.shop_id,
        on_hand: onHand,
        needed: quantity,
      });
    }
  }
  if (short.length > 0) {
    throw new AppError(ErrorCode.CONFLICT, { fields: { allow_negative: 'stock_insufficient' }, short });
  }
}

/**
 * Writes the movements to the ledger and adds them to the locked levels, with the moving average
 * cost: goods coming in at a price of their own average in, everything else leaves the cost as it
 * is and is valued at it. Answers the cost each movement was valued at, by line.
 */
async function writeMovements(
  tx: Db,
  companyId: number,
  documentId: number,
  levels: Map<string, Level>,
  movements: Movement[],
  now: Date,
) {
  const costs = new Map<number, number>();
  const rows: (typeof stockMovements.$inferInsert)[] = [];
  const touched = new Set<string>();
  for (const m of movements) {
    const level = levelOf(levels, m.shop_id, m.good_id);
    const cost = m.price ?? level.unit_cost_fen;
    if (m.quantity > 0 && AVERAGES.has(m.kind)) {
      level.unit_cost_fen =
        level.on_hand > 0
          ? Math.round((level.on_hand * level.unit_cost_fen + m.quantity * cost) / (level.on_hand + m.quantity))
          : cost;
    }
    level.on_hand += m.quantity;
    touched.add(levelKey(m.shop_id, m.good_id));
    costs.set(m.line_id, cost);
    rows.push({
      company_id: companyId,
      shop_id: m.shop_id,
      good_id: m.good_id,
      kind: m.kind,
      document_id: documentId,
      line_id: m.line_id,
      quantity: m.quantity,
      unit_cost_fen: cost,
      value_fen: stockValueFen(m.quantity, cost, m.unit),
      time: now,
    });
  }
  if (rows.length > 0) {
    await tx.insert(stockMovements).values(rows);
  }
  for (const key of [...touched].sort()) {
    const [shopId, goodId] = key.split(':').map(Number);
    const level = levels.get(key);
    if (shopId === undefined || goodId === undefined || !level) {
      continue;
    }
    // The row is locked by this transaction, so the figures computed here are the stored ones.
    await tx
      .update(stockLevels)
      .set({ on_hand: level.on_hand, unit_cost_fen: level.unit_cost_fen, last_movement_time: now })
      .where(and(eq(stockLevels.shop_id, shopId), eq(stockLevels.good_id, goodId)));
  }
  return costs;
}

/** The next number of the company's documents of this type, taken by this transaction (no gaps). */
async function nextNumber(tx: Db, row: Pick<DocumentRow, 'company_id' | 'type'>) {
  const [counter] = await tx
    .insert(stockNumberCounters)
    .values({ company_id: row.company_id, type: row.type, last_number: 1 })
    .onConflictDoUpdate({
      target: [stockNumberCounters.company_id, stockNumberCounters.type],
      set: { last_number: sql`${stockNumberCounters.last_number} + 1` },
    })
    .returning({ last_number: stockNumberCounters.last_number });
  if (!counter) {
    throw new Error('no document number');
  }
  return `${STOCK_NUMBER_PREFIX[row.type]}${String(counter.last_number).padStart(6, '0')}`;
}

async function linesOf(tx: Db, documentId: number) {
  return tx
    .select()
    .from(stockDocumentLines)
    .where(eq(stockDocumentLines.document_id, documentId))
    .orderBy(stockDocumentLines.line_no);
}

const move = (
  line: LineRow,
  shopId: number,
  kind: StockMovementKind,
  quantity: number,
  price: number | null,
): Movement => ({
  shop_id: shopId,
  good_id: line.good_id,
  good_name: line.good_name,
  unit: line.unit,
  kind,
  quantity,
  price,
  line_id: line.id,
});

/** Every line of an order received in full by effective receipts. */
async function isOrderComplete(tx: Db, orderId: number) {
  const [row] = await tx
    .select({
      open: sql<number>`count(*) FILTER (WHERE ${stockDocumentLines.quantity} > ${doneQuantityOf(LINE_ID, 'order_line_id')})::int`,
      received: sql<number>`coalesce(sum(${doneQuantityOf(LINE_ID, 'order_line_id')}), 0)::bigint`,
    })
    .from(stockDocumentLines)
    .where(eq(stockDocumentLines.document_id, orderId));
  return { complete: Number(row?.open ?? 0) === 0, received: Number(row?.received ?? 0) > 0 };
}

/** An order's status after its receipts changed; an order the clerk closed by hand stays closed. */
async function refreshOrder(tx: Db, order: DocumentRow, keepClosed: boolean, now: Date) {
  if (order.status === 'cancelled' || (order.status === 'closed' && keepClosed)) {
    return;
  }
  const { complete, received } = await isOrderComplete(tx, order.id);
  const status: StockDocumentStatus = complete ? 'closed' : received ? 'partly_received' : 'submitted';
  await tx.update(stockDocuments).set({ status, last_modified_time: now }).where(eq(stockDocuments.id, order.id));
}

async function lockReferenced(tx: Db, id: number) {
  const [row] = await tx.select().from(stockDocuments).where(eq(stockDocuments.id, id)).for('update');
  if (!row) {
    throw new Error(`stock document ${id} missing`);
  }
  return row;
}

/** A purchase return takes back at most what its receipt lines received less what was returned already. */
async function assertReturnable(tx: Db, lines: LineRow[]) {
  for (const [index, line] of lines.entries()) {
    if (line.receipt_line_id === null || line.quantity === null) {
      continue;
    }
    const [received] = await tx
      .select({
        quantity: stockDocumentLines.quantity,
        done: doneQuantityOf(LINE_ID, 'receipt_line_id'),
      })
      .from(stockDocumentLines)
      .where(eq(stockDocumentLines.id, line.receipt_line_id));
    if (!received || line.quantity > Number(received.quantity ?? 0) - Number(received.done)) {
      throw conflict(`lines.${index}.quantity`, 'return_over_received');
    }
  }
}

/**
 * `POST /api/management/stock/documents/{id}/post`: a draft takes its number and, but for a
 * purchase order, moves stock: a transfer leaves the sending shop and is in transit.
 */
export async function postDocument(ctx: ServiceCtx, id: number, body: Out<typeof postStockDocumentBodySchema>) {
  assertFeature(ctx.actor, 'stock');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockDocument(ctx, tx, id);
    if (row.status !== 'draft') {
      throw conflict('status', 'document_not_draft');
    }
    const lines = await linesOf(tx, id);
    if (lines.length === 0) {
      throw conflict('lines', 'lines_required');
    }
    let order: DocumentRow | null = null;
    if (row.type === 'receipt' && row.order_id !== null) {
      order = await lockReferenced(tx, row.order_id);
      if (!isOpenOrder(order)) {
        throw conflict('order_id', 'order_not_open');
      }
    }
    if (row.type === 'purchase_return' && row.receipt_id !== null) {
      const receipt = await lockReferenced(tx, row.receipt_id);
      if (!(await isReturnableReceipt(tx, receipt))) {
        throw new AppError(ErrorCode.NOT_FOUND, { fields: { receipt_id: 'receipt_missing' } });
      }
      await assertReturnable(tx, lines);
    }
    // A stocktake moves only its counted lines; the others are left as they are.
    const moving = row.type === 'stocktake' ? lines.filter((line) => line.counted_quantity !== null) : lines;
    if (row.type === 'stocktake' && moving.length === 0) {
      throw conflict('lines', 'stocktake_not_counted');
    }
    // A transfer's receiving shop gets its rows too: the stock page shows what is on its way there.
    const shopsMoved =
      row.type === 'purchase_order'
        ? []
        : [row.shop_id, ...(row.type === 'transfer' && row.target_shop_id !== null ? [row.target_shop_id] : [])];
    const levels = await lockLevels(
      tx,
      row.company_id,
      shopsMoved.flatMap((shopId) =>
        moving.map((line) => ({ shop_id: shopId, good_id: line.good_id, unit: line.unit })),
      ),
    );
    const movements = plannedMovements(row, moving, levels);
    assertEnough(levels, movements, body.allow_negative);
    const books = new Map(
      row.type === 'stocktake'
        ? moving.map((line) => [line.id, { ...levelOf(levels, row.shop_id, line.good_id) }])
        : [],
    );
    const costs = await writeMovements(tx, row.company_id, id, levels, movements, now);
    await recordCosts(tx, row, moving, books, costs);
    await tx
      .update(stockDocuments)
      .set({
        number: await nextNumber(tx, row),
        status: row.type === 'purchase_order' ? 'submitted' : row.type === 'transfer' ? 'in_transit' : 'posted',
        posted_by: ctx.actor.user_id,
        posted_time: now,
        last_modified_time: now,
      })
      .where(eq(stockDocuments.id, id));
    if (order) {
      await refreshOrder(tx, order, false, now);
    }
  });
  return documentDetail(ctx, id);
}

/** What posting a draft moves. A stocktake books counted − book, the book being on hand now. */
function plannedMovements(row: DocumentRow, lines: LineRow[], levels: Map<string, Level>): Movement[] {
  const quantity = (line: LineRow) => line.quantity ?? 0;
  switch (row.type) {
    case 'purchase_order':
      return [];
    case 'receipt':
      return lines.map((line) => move(line, row.shop_id, 'receipt', quantity(line), line.unit_cost_fen));
    case 'purchase_return':
      return lines.map((line) => move(line, row.shop_id, 'purchase_return', -quantity(line), line.unit_cost_fen));
    case 'transfer':
      return lines.map((line) => move(line, row.shop_id, 'transfer_out', -quantity(line), null));
    case 'loss':
      return lines.map((line) => move(line, row.shop_id, 'loss', -quantity(line), null));
    case 'stocktake':
      return lines
        .map((line) => {
          const book = levelOf(levels, row.shop_id, line.good_id).on_hand;
          return move(line, row.shop_id, 'stocktake', (line.counted_quantity ?? book) - book, null);
        })
        .filter((m) => m.quantity !== 0);
  }
}

/**
 * Keeps on the lines what posting found: the cost a transfer or loss left at (a transfer is
 * received at it, a reversal undoes at it), and a stocktake's book quantity (on hand before the
 * count was booked) and cost.
 */
async function recordCosts(
  tx: Db,
  row: DocumentRow,
  lines: LineRow[],
  books: Map<number, Level>,
  costs: Map<number, number>,
) {
  if (row.type !== 'transfer' && row.type !== 'loss' && row.type !== 'stocktake') {
    return;
  }
  for (const line of lines) {
    const book = books.get(line.id);
    await tx
      .update(stockDocumentLines)
      .set(
        row.type === 'stocktake'
          ? { book_quantity: book?.on_hand ?? 0, unit_cost_fen: costs.get(line.id) ?? book?.unit_cost_fen ?? 0 }
          : { unit_cost_fen: costs.get(line.id) ?? 0 },
      )
      .where(eq(stockDocumentLines.id, line.id));
  }
}

/** `POST /api/management/stock/documents/{id}/receive`: a transfer in transit arrives at the receiving shop. */
export async function receiveTransfer(ctx: ServiceCtx, id: number) {
  assertFeature(ctx.actor, 'stock');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockDocument(ctx, tx, id);
    if (row.type !== 'transfer') {
      throw conflict('type', 'document_not_transfer');
    }
    if (row.status !== 'in_transit' || row.target_shop_id === null) {
      throw conflict('status', 'transfer_not_in_transit');
    }
    if (await isReversed(tx, id)) {
      throw conflict('status', 'transfer_reversed');
    }
    const targetShop = row.target_shop_id;
    const lines = await linesOf(tx, id);
    const levels = await lockLevels(
      tx,
      row.company_id,
      lines.map((line) => ({ shop_id: targetShop, good_id: line.good_id, unit: line.unit })),
    );
    const movements = lines.map((line) =>
      move(line, targetShop, 'transfer_in', line.quantity ?? 0, line.unit_cost_fen),
    );
    await writeMovements(tx, row.company_id, id, levels, movements, now);
    await tx
      .update(stockDocuments)
      .set({ status: 'received', received_time: now, last_modified_time: now })
      .where(eq(stockDocuments.id, id));
  });
  return documentDetail(ctx, id);
}

async function isReversed(tx: Db, id: number) {
  const [row] = await tx
    .select({ id: stockDocuments.id })
    .from(stockDocuments)
    .where(eq(stockDocuments.reverses_id, id));
  return row !== undefined;
}

/** `cancel`: an order nothing was received against; `close`: an open order that will not be filled. */
export async function endOrder(ctx: ServiceCtx, id: number, how: 'cancel' | 'close') {
  assertFeature(ctx.actor, 'stock');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockDocument(ctx, tx, id);
    if (row.type !== 'purchase_order') {
      throw conflict('type', 'document_not_order');
    }
    if (!isOpenOrder(row)) {
      throw conflict('status', 'order_not_open');
    }
    if (how === 'cancel' && (await isOrderComplete(tx, id)).received) {
      throw conflict('status', 'order_has_receipts');
    }
    await tx
      .update(stockDocuments)
      .set({ status: how === 'cancel' ? 'cancelled' : 'closed', last_modified_time: now })
      .where(eq(stockDocuments.id, id));
  });
  return documentDetail(ctx, id);
}

/** What undoing a posted document moves: each of its movements the other way, at the cost it had. */
function reversingMovements(row: DocumentRow, lines: LineRow[]): Movement[] {
  const quantity = (line: LineRow) => line.quantity ?? 0;
  switch (row.type) {
    case 'purchase_order':
      return [];
    case 'receipt':
      return lines.map((line) => move(line, row.shop_id, 'receipt', -quantity(line), line.unit_cost_fen));
    case 'purchase_return':
      return lines.map((line) => move(line, row.shop_id, 'purchase_return', quantity(line), line.unit_cost_fen));
    case 'loss':
      return lines.map((line) => move(line, row.shop_id, 'loss', quantity(line), line.unit_cost_fen));
    case 'stocktake':
      return lines
        .filter((line) => line.counted_quantity !== null && line.book_quantity !== null)
        .map((line) =>
          move(
            line,
            row.shop_id,
            'stocktake',
            (line.book_quantity ?? 0) - (line.counted_quantity ?? 0),
            line.unit_cost_fen,
          ),
        )
        .filter((m) => m.quantity !== 0);
    case 'transfer': {
      const back = lines.map((line) => move(line, row.shop_id, 'transfer_in', quantity(line), line.unit_cost_fen));
      if (row.status !== 'received' || row.target_shop_id === null) {
        return back;
      }
      const targetShop = row.target_shop_id;
      return [
        ...lines.map((line) => move(line, targetShop, 'transfer_out', -quantity(line), line.unit_cost_fen)),
        ...back,
      ];
    }
  }
}

/**
 * `POST /api/management/stock/documents/{id}/reverse`: posts a document of the same type that
 * points at this one and undoes its movements. A document is reversed once; a reversal, a draft and
 * a purchase order (which moved nothing: cancel or close it) are not.
 */
export async function reverseDocument(ctx: ServiceCtx, id: number, body: Out<typeof reverseStockDocumentBodySchema>) {
  assertFeature(ctx.actor, 'stock');
  const now = ctx.now();
  const reversalId = await ctx.db.transaction(async (tx) => {
    const row = await lockDocument(ctx, tx, id);
    if (row.type === 'purchase_order') {
      throw conflict('id', 'order_not_reversible');
    }
    if (row.status === 'draft') {
      throw conflict('status', 'document_not_posted');
    }
    if (row.reverses_id !== null) {
      throw conflict('id', 'document_is_reversal');
    }
    if (await isReversed(tx, id)) {
      throw conflict('id', 'document_already_reversed');
    }
    const lines = await linesOf(tx, id);
    let order: { row: DocumentRow; wasComplete: boolean } | null = null;
    if (row.type === 'receipt') {
      const [returned] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(stockDocumentLines)
        .where(and(eq(stockDocumentLines.document_id, id), sql`${doneQuantityOf(LINE_ID, 'receipt_line_id')} > 0`));
      if (Number(returned?.n ?? 0) > 0) {
        throw conflict('id', 'receipt_has_returns');
      }
      if (row.order_id !== null) {
        const orderRow = await lockReferenced(tx, row.order_id);
        order = { row: orderRow, wasComplete: (await isOrderComplete(tx, orderRow.id)).complete };
      }
    }
    const movements = reversingMovements(row, lines);
    const levels = await lockLevels(tx, row.company_id, movements);
    assertEnough(levels, movements, body.allow_negative);
    const [reversal] = await tx
      .insert(stockDocuments)
      .values({
        company_id: row.company_id,
        type: row.type,
        number: await nextNumber(tx, row),
        status: 'posted',
        shop_id: row.shop_id,
        target_shop_id: row.target_shop_id,
        supplier_id: row.supplier_id,
        order_id: row.order_id,
        receipt_id: row.receipt_id,
        reverses_id: id,
        loss_reason: row.loss_reason,
        category: row.category,
        notes: body.notes,
        created_by: ctx.actor.user_id,
        posted_by: ctx.actor.user_id,
        created_time: now,
        last_modified_time: now,
        posted_time: now,
      })
      .returning({ id: stockDocuments.id });
    if (!reversal) {
      throw new Error('reversal not stored');
    }
    const copied = await tx
      .insert(stockDocumentLines)
      .values(lines.map(({ id: _lineId, ...line }) => ({ ...line, document_id: reversal.id })))
      .returning({ id: stockDocumentLines.id, good_id: stockDocumentLines.good_id });
    // The reversal's movements point at its own lines.
    const lineOfGood = new Map(copied.map((line) => [line.good_id, line.id]));
    const own = movements.map((m) => ({ ...m, line_id: lineOfGood.get(m.good_id) ?? m.line_id }));
    await writeMovements(tx, row.company_id, reversal.id, levels, own, now);
    if (order) {
      // Closed by hand before (not complete): the clerk said no more is coming; it stays closed.
      await refreshOrder(tx, order.row, order.row.status === 'closed' && !order.wasComplete, now);
    }
    return reversal.id;
  });
  return documentDetail(ctx, reversalId);
}
