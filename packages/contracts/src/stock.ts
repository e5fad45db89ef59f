import { z } from 'zod';
import { idSchema, isoTimeSchema, pageOf, pageQuerySchema, searchSchema, telephoneSchema } from './common';
import { sheetFormatSchema } from './goods-transfer';

/**
 * Stock (docs/stock.md): suppliers and the documents that move goods in and out of a company's
 * shops. Every document is a draft until posted; posting writes its movements to the ledger
 * (`stock_movements`), from which each shop × good's on-hand quantity follows. A posted document
 * never changes: it is undone by a reversing document that points at it.
 *
 * Quantities are integers in the good's stock unit: grams for goods sold by weight, pieces for the
 * others. Purchase prices and costs are integer fen per price unit: per kilogram for goods sold by
 * weight, per piece for the others.
 */

export const STOCK_DOCUMENT_TYPES = [
  'purchase_order',
  'receipt',
  'transfer',
  'purchase_return',
  'stocktake',
  'loss',
] as const;
export const stockDocumentTypeSchema = z.enum(STOCK_DOCUMENT_TYPES, { error: 'document_type_invalid' });
export type StockDocumentType = z.output<typeof stockDocumentTypeSchema>;

/** The letters before a document's number: 采购 CG, 入库 RK, 调拨 DB, 退货 TH, 盘点 PD, 报损 BS. */
export const STOCK_NUMBER_PREFIX: Record<StockDocumentType, string> = {
  purchase_order: 'CG',
  receipt: 'RK',
  transfer: 'DB',
  purchase_return: 'TH',
  stocktake: 'PD',
  loss: 'BS',
};

/**
 * - every type starts as `draft`; only a draft is edited or deleted, and it has no number yet;
 * - a purchase order is `submitted` when posted, `partly_received` once a receipt takes part of it,
 *   `closed` when everything came or the clerk closes it, `cancelled` when nothing came;
 * - a transfer is `in_transit` when sent (out of the sending shop) and `received` when the receiving
 *   shop takes it in;
 * - the other types are `posted`.
 */
export const STOCK_DOCUMENT_STATUSES = [
  'draft',
  'submitted',
  'partly_received',
  'closed',
  'cancelled',
  'in_transit',
  'received',
  'posted',
] as const;
export const stockDocumentStatusSchema = z.enum(STOCK_DOCUMENT_STATUSES, { error: 'status_invalid' });
export type StockDocumentStatus = z.output<typeof stockDocumentStatusSchema>;

export const LOSS_REASONS = ['spoilage', 'damage', 'theft', 'expired', 'other'] as const;
export const lossReasonSchema = z.enum(LOSS_REASONS, { error: 'loss_reason_invalid' });
export type LossReason = z.output<typeof lossReasonSchema>;

/** What moved stock: a document of a type, one of its reversals, or sales uploaded by scales. */
export const STOCK_MOVEMENT_KINDS = [
  'receipt',
  'transfer_out',
  'transfer_in',
  'purchase_return',
  'stocktake',
  'loss',
  'sale',
  'sale_return',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/** The stock unit of a good: grams for goods sold by weight, pieces for the others. */
export type StockUnit = 'g' | 'piece';
export const stockUnitOf = (pricingMode: string): StockUnit => (pricingMode === 'by_weight' ? 'g' : 'piece');
/** How many stock units the purchase price is for: 1000 g (a kilogram), or one piece. */
export const priceUnitFactor = (unit: StockUnit): number => (unit === 'g' ? 1000 : 1);
/** The value in fen of `quantity` stock units at `unitCost` fen per price unit, rounded half away from zero. */
export function stockValueFen(quantity: number, unitCost: number, unit: StockUnit): number {
  const exact = (quantity * unitCost) / priceUnitFactor(unit);
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

export const SUPPLIER_NAME_MAX = 50;
export const SUPPLIER_TEXT_MAX = 100;
export const STOCK_NOTE_MAX = 200;
export const STOCK_LINES_MAX = 500;
/** 1000 tonnes in grams, or a million pieces: more than any shop handles in one line. */
export const STOCK_QUANTITY_MAX = 1_000_000_000;
/** ¥100,000.00 per kilogram or piece. */
export const STOCK_PRICE_MAX_FEN = 10_000_000;
/** A good whose stock would last fewer days than this at its recent sales is low. */
export const LOW_STOCK_DAYS = 2;
/** Days of sales a good's daily rate is taken over. */
export const SALES_RATE_DAYS = 14;

const noteSchema = z.string().trim().max(STOCK_NOTE_MAX, { error: 'note_too_long' });
const optionalText = z.string().trim().max(SUPPLIER_TEXT_MAX);
/** A China-day date, `YYYY-MM-DD`. */
const daySchema = z.iso.date({ error: 'date_invalid' });

// ---- Suppliers ----

export const SUPPLIER_STATUSES = ['active', 'disabled'] as const;
export const supplierStatusSchema = z.enum(SUPPLIER_STATUSES, { error: 'status_invalid' });
export type SupplierStatus = z.output<typeof supplierStatusSchema>;

const supplierFields = {
  name: z
    .string({ error: 'name_required' })
    .trim()
    .min(1, { error: 'name_required' })
    .max(SUPPLIER_NAME_MAX, { error: 'name_too_long' }),
  contact_person: optionalText,
  phone_number: telephoneSchema,
  address: optionalText,
  /** Unified social credit code (统一社会信用代码) or any tax number: letters and digits. */
  tax_number: z
    .string()
    .trim()
    .max(20, { error: 'tax_number_invalid' })
    .regex(/^[0-9A-Za-z]*$/, { error: 'tax_number_invalid' }),
  bank_name: optionalText,
  bank_account: z
    .string()
    .trim()
    .max(34, { error: 'bank_account_invalid' })
    .regex(/^[0-9 ]*$/, { error: 'bank_account_invalid' }),
  notes: noteSchema,
};

export const createSupplierBodySchema = z
  .object({
    /** Administrators name the company; a company user's supplier is always their own company's. */
    company_id: idSchema.optional(),
    name: supplierFields.name,
    contact_person: supplierFields.contact_person.default(''),
    phone_number: supplierFields.phone_number.default(''),
    address: supplierFields.address.default(''),
    tax_number: supplierFields.tax_number.default(''),
    bank_name: supplierFields.bank_name.default(''),
    bank_account: supplierFields.bank_account.default(''),
    notes: supplierFields.notes.default(''),
  })
  .strict();
export type CreateSupplierBody = z.input<typeof createSupplierBodySchema>;

/** Only the fields sent change; `status: disabled` keeps it off new documents. */
export const updateSupplierBodySchema = z
  .object({ ...supplierFields, status: supplierStatusSchema })
  .partial()
  .strict();
export type UpdateSupplierBody = z.input<typeof updateSupplierBodySchema>;

const supplierFiltersSchema = z.object({
  /** Name, contact, phone or tax number. */
  q: searchSchema,
  status: supplierStatusSchema.optional(),
  company_id: idSchema.optional(),
});
export const listSuppliersQuerySchema = pageQuerySchema.extend(supplierFiltersSchema.shape);
export type ListSuppliersQuery = Partial<z.output<typeof listSuppliersQuerySchema>>;
export const exportSuppliersQuerySchema = supplierFiltersSchema.extend({ format: sheetFormatSchema.default('xlsx') });

export const supplierSchema = z.object({
  id: z.int(),
  company_id: z.int(),
  name: z.string(),
  contact_person: z.string(),
  phone_number: z.string(),
  address: z.string(),
  tax_number: z.string(),
  bank_name: z.string(),
  bank_account: z.string(),
  notes: z.string(),
  status: supplierStatusSchema,
  /** Documents that name it; a supplier with any is disabled, never deleted. */
  documents_count: z.int(),
  created_time: isoTimeSchema,
  last_modified_time: isoTimeSchema,
});
export type Supplier = z.input<typeof supplierSchema>;
export const supplierPageSchema = pageOf(supplierSchema);

// ---- Documents ----

const quantitySchema = z
  .int({ error: 'quantity_invalid' })
  .min(1, { error: 'quantity_invalid' })
  .max(STOCK_QUANTITY_MAX, { error: 'quantity_too_big' });
const unitCostSchema = z
  .int({ error: 'price_invalid' })
  .min(0, { error: 'price_invalid' })
  .max(STOCK_PRICE_MAX_FEN, { error: 'price_too_big' });

/**
 * A line as a client writes it. Which fields a type needs:
 * - purchase_order, receipt, purchase_return: `quantity` and `unit_cost_fen`;
 * - transfer, loss: `quantity` (valued at the shop's moving average cost when posted);
 * - stocktake: `counted_quantity` (null = not counted yet; the line is left alone when posted).
 * `order_line_id` ties a receipt's line to the order's line it receives; `receipt_line_id` ties a
 * return's line to the receipt line it sends back.
 */
export const stockLineBodySchema = z
  .object({
    good_id: z.coerce.number({ error: 'good_required' }).int().positive({ error: 'good_required' }),
    quantity: quantitySchema.optional(),
    unit_cost_fen: unitCostSchema.optional(),
    counted_quantity: z
      .int({ error: 'quantity_invalid' })
      .min(0, { error: 'quantity_invalid' })
      .max(STOCK_QUANTITY_MAX, { error: 'quantity_too_big' })
      .nullable()
      .optional(),
    order_line_id: idSchema.nullable().optional(),
    receipt_line_id: idSchema.nullable().optional(),
    note: noteSchema.default(''),
  })
  .strict();
export type StockLineBody = z.input<typeof stockLineBodySchema>;

const linesSchema = z.array(stockLineBodySchema).max(STOCK_LINES_MAX, { error: 'too_many_lines' });

/** The header fields every type may carry; which it needs is checked per type (docs/stock.md). */
const documentHeaderFields = {
  /** The shop stock moves in or out of; for a transfer, the sending shop. */
  shop_id: z.coerce.number({ error: 'shop_required' }).int().positive({ error: 'shop_required' }),
  /** A transfer's receiving shop: another shop of the same company. */
  target_shop_id: idSchema.nullable(),
  supplier_id: idSchema.nullable(),
  /** A receipt against a purchase order. */
  order_id: idSchema.nullable(),
  /** A purchase return against a receipt. */
  receipt_id: idSchema.nullable(),
  loss_reason: lossReasonSchema.nullable(),
  /** A purchase order's expected delivery day. */
  expected_date: daySchema.nullable(),
  notes: noteSchema,
  lines: linesSchema,
};

/**
 * A new draft. A stocktake's lines are its count sheet: sent empty, the server lists every good of
 * the company (or of `category`) with the shop's book quantity.
 */
export const createStockDocumentBodySchema = z
  .object({
    type: stockDocumentTypeSchema,
    shop_id: documentHeaderFields.shop_id,
    target_shop_id: documentHeaderFields.target_shop_id.default(null),
    supplier_id: documentHeaderFields.supplier_id.default(null),
    order_id: documentHeaderFields.order_id.default(null),
    receipt_id: documentHeaderFields.receipt_id.default(null),
    loss_reason: documentHeaderFields.loss_reason.default(null),
    expected_date: documentHeaderFields.expected_date.default(null),
    /** A stocktake of one category only; empty = every good. */
    category: z.string().trim().max(20).default(''),
    notes: noteSchema.default(''),
    lines: linesSchema.default([]),
  })
  .strict();
export type CreateStockDocumentBody = z.input<typeof createStockDocumentBodySchema>;

/** A draft's changes: the header fields sent, and `lines` replacing all its lines when sent. */
export const updateStockDocumentBodySchema = z.object(documentHeaderFields).partial().strict();
export type UpdateStockDocumentBody = z.input<typeof updateStockDocumentBodySchema>;

/**
 * Post a draft (a purchase order is submitted, a transfer sent). A transfer or a purchase return
 * that takes a shop's stock below zero is refused with `stock_insufficient` and the lines short in
 * `data.short`, unless the clerk confirmed it (`allow_negative`).
 */
export const postStockDocumentBodySchema = z.object({ allow_negative: z.boolean().default(false) }).strict();
export type PostStockDocumentBody = z.input<typeof postStockDocumentBodySchema>;

export const reverseStockDocumentBodySchema = z
  .object({ notes: noteSchema.default(''), allow_negative: z.boolean().default(false) })
  .strict();
export type ReverseStockDocumentBody = z.input<typeof reverseStockDocumentBodySchema>;

/** The lines short of stock when a post was refused: what is on hand and what the post needs. */
export const stockShortSchema = z.object({
  good_id: z.int(),
  good_name: z.string(),
  shop_id: z.int(),
  on_hand: z.int(),
  needed: z.int(),
});
export type StockShort = z.input<typeof stockShortSchema>;

const documentFiltersSchema = z.object({
  type: stockDocumentTypeSchema,
  shop_id: idSchema.optional(),
  supplier_id: idSchema.optional(),
  status: stockDocumentStatusSchema.optional(),
  /** Created (drafts) or posted on or after / on or before this China day. */
  from: daySchema.optional(),
  to: daySchema.optional(),
  /** Number, notes, or a good's name in its lines. */
  q: searchSchema,
  company_id: idSchema.optional(),
});
export const listStockDocumentsQuerySchema = pageQuerySchema.extend(documentFiltersSchema.shape);
export type ListStockDocumentsQuery = Partial<z.output<typeof listStockDocumentsQuerySchema>> & {
  type: StockDocumentType;
};
export const exportStockDocumentsQuerySchema = documentFiltersSchema.extend({
  format: sheetFormatSchema.default('xlsx'),
});
export type ExportStockDocumentsQuery = Omit<ListStockDocumentsQuery, 'page' | 'per_page'> & {
  format: 'xlsx' | 'csv';
};

const namedSchema = z.object({ id: z.int(), name: z.string() });
const documentRefSchema = z.object({ id: z.int(), number: z.string().nullable() });

export const stockLineSchema = z.object({
  id: z.int(),
  line_no: z.int(),
  good_id: z.int(),
  plu: z.int(),
  good_name: z.string(),
  category: z.string(),
  unit: z.enum(['g', 'piece']),
  quantity: z.int().nullable(),
  unit_cost_fen: z.int().nullable(),
  /** quantity × unit cost, in fen. */
  amount_fen: z.int().nullable(),
  /** Stocktake: the shop's on-hand when the sheet was made (a draft) or posted. */
  book_quantity: z.int().nullable(),
  counted_quantity: z.int().nullable(),
  /** Stocktake: counted − book, once counted. */
  difference: z.int().nullable(),
  /** Purchase order: received so far by posted receipts; receipt: returned so far. */
  done_quantity: z.int(),
  order_line_id: z.int().nullable(),
  receipt_line_id: z.int().nullable(),
  note: z.string(),
});
export type StockLine = z.input<typeof stockLineSchema>;

export const stockDocumentSchema = z.object({
  id: z.int(),
  company_id: z.int(),
  type: stockDocumentTypeSchema,
  /** Given when posted, in order per company and type: CG000001, RK000001, ... */
  number: z.string().nullable(),
  status: stockDocumentStatusSchema,
  shop: namedSchema,
  target_shop: namedSchema.nullable(),
  supplier: namedSchema.nullable(),
  order: documentRefSchema.nullable(),
  receipt: documentRefSchema.nullable(),
  loss_reason: lossReasonSchema.nullable(),
  category: z.string(),
  expected_date: z.string().nullable(),
  notes: z.string(),
  lines_count: z.int(),
  /** Sum of the lines' amounts in fen (a stocktake: the differences' value at cost). */
  amount_fen: z.int(),
  /** The document this one reverses, and the one that reversed it. */
  reverses: documentRefSchema.nullable(),
  reversed_by: documentRefSchema.nullable(),
  created_by: namedSchema.nullable(),
  posted_by: namedSchema.nullable(),
  created_time: isoTimeSchema,
  last_modified_time: isoTimeSchema,
  posted_time: isoTimeSchema.nullable(),
  /** A transfer's arrival at the receiving shop. */
  received_time: isoTimeSchema.nullable(),
});
export type StockDocument = z.input<typeof stockDocumentSchema>;
export const stockDocumentPageSchema = pageOf(stockDocumentSchema);

export const stockDocumentDetailSchema = stockDocumentSchema.extend({ lines: z.array(stockLineSchema) });
export type StockDocumentDetail = z.input<typeof stockDocumentDetailSchema>;

/** A stocktake's counted quantities from a spreadsheet: rows of PLU (or item code) and quantity. */
export const stockCountImportResultSchema = z.object({
  updated: z.int(),
  errors: z.array(z.object({ row: z.int(), field: z.string(), message: z.string() })),
});
export type StockCountImportResult = z.input<typeof stockCountImportResultSchema>;

// ---- Stock on hand ----

export const STOCK_FLAGS = ['negative', 'low'] as const;
export const stockFlagSchema = z.enum(STOCK_FLAGS);
export type StockFlag = z.output<typeof stockFlagSchema>;

const levelFiltersSchema = z.object({
  shop_id: idSchema.optional(),
  /** Name, PLU or item code. */
  q: searchSchema,
  category: z.string().trim().max(20).optional(),
  flag: stockFlagSchema.optional(),
  company_id: idSchema.optional(),
});
export const listStockLevelsQuerySchema = pageQuerySchema.extend(levelFiltersSchema.shape);
export type ListStockLevelsQuery = Partial<z.output<typeof listStockLevelsQuerySchema>>;
export const exportStockLevelsQuerySchema = levelFiltersSchema.extend({ format: sheetFormatSchema.default('xlsx') });

export const stockLevelSchema = z.object({
  shop: namedSchema,
  good_id: z.int(),
  plu: z.int(),
  good_name: z.string(),
  category: z.string(),
  unit: z.enum(['g', 'piece']),
  on_hand: z.int(),
  /** Sent to this shop by transfers not received yet. */
  in_transit: z.int(),
  /** Moving average cost, fen per kilogram or piece. */
  unit_cost_fen: z.int(),
  /** On hand at cost, in fen; 0 when nothing is on hand. */
  value_fen: z.int(),
  /** Average sold per day over the last SALES_RATE_DAYS days, in stock units. */
  daily_sales: z.int(),
  /** On hand ÷ daily sales; null when nothing sold. */
  days_of_cover: z.number().nullable(),
  flags: z.array(stockFlagSchema),
  last_movement_time: isoTimeSchema.nullable(),
});
export type StockLevel = z.input<typeof stockLevelSchema>;

export const stockLevelPageSchema = z.object({
  list: z.array(stockLevelSchema),
  meta: z.object({
    total: z.int(),
    /** Value at cost of everything the filters select. */
    value_fen: z.int(),
    negative_count: z.int(),
    low_count: z.int(),
  }),
});
export type StockLevelPage = z.input<typeof stockLevelPageSchema>;

// ---- A good's stock card ----

export const listStockMovementsQuerySchema = pageQuerySchema.extend({
  shop_id: idSchema,
  good_id: idSchema,
});
export type ListStockMovementsQuery = Partial<z.output<typeof listStockMovementsQuerySchema>> & {
  shop_id: number;
  good_id: number;
};

export const stockMovementSchema = z.object({
  id: z.int(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  /** Positive in, negative out. */
  quantity: z.int(),
  unit_cost_fen: z.int(),
  value_fen: z.int(),
  /** On hand after this movement. */
  balance: z.int(),
  /** The document, or null for sales (then `trades_count` says how many records moved it). */
  document: z
    .object({ id: z.int(), type: stockDocumentTypeSchema, number: z.string().nullable(), is_reversal: z.boolean() })
    .nullable(),
  trades_count: z.int(),
  time: isoTimeSchema,
});
export type StockMovement = z.input<typeof stockMovementSchema>;

export const stockCardSchema = z.object({
  shop: namedSchema,
  good: z.object({ id: z.int(), plu: z.int(), name: z.string(), unit: z.enum(['g', 'piece']) }),
  on_hand: z.int(),
  unit_cost_fen: z.int(),
  value_fen: z.int(),
  list: z.array(stockMovementSchema),
  meta: z.object({ total: z.int() }),
});
export type StockCard = z.input<typeof stockCardSchema>;
