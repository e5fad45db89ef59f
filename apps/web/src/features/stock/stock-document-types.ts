import {
  stockShortSchema,
  type StockDocument,
  type StockDocumentStatus,
  type StockDocumentType,
  type StockShort,
} from '@tm/contracts';
import { ApiError } from '../../shared/api-client';

/** What each type of document needs and may do (docs/stock.md, Documents). */

/**
 * Each type's list page, `stockMng/<name>` below /project; the route table gives each the same
 * name as its title in the shell's messages.
 */
export const LIST_ROUTE_NAMES: Record<StockDocumentType, string> = {
  purchase_order: 'importOrder',
  receipt: 'importReceipt',
  transfer: 'exchangeList',
  purchase_return: 'importReturn',
  stocktake: 'stockCheck',
  loss: 'stockLoss',
};

export const listPathOf = (type: StockDocumentType) => `/project/stockMng/${LIST_ROUTE_NAMES[type]}`;
/** A document's page sits below its type's list, so the breadcrumb leads back to that list. */
export const documentPathOf = (type: StockDocumentType, id: number) => `${listPathOf(type)}/${id}`;

/** The statuses a type goes through, in order. */
export const STATUSES_OF: Record<StockDocumentType, readonly StockDocumentStatus[]> = {
  purchase_order: ['draft', 'submitted', 'partly_received', 'closed', 'cancelled'],
  receipt: ['draft', 'posted'],
  transfer: ['draft', 'in_transit', 'received'],
  purchase_return: ['draft', 'posted'],
  stocktake: ['draft', 'posted'],
  loss: ['draft', 'posted'],
};

export const STATUS_COLORS: Record<StockDocumentStatus, string> = {
  draft: 'default',
  submitted: 'blue',
  partly_received: 'orange',
  closed: 'green',
  cancelled: 'red',
  in_transit: 'blue',
  received: 'green',
  posted: 'green',
};

/** Orders, receipts and returns name a supplier, and their lines carry the purchase price typed by the clerk. */
export const isPurchase = (type: StockDocumentType) =>
  type === 'purchase_order' || type === 'receipt' || type === 'purchase_return';

/** A purchase order still waiting for goods: receipts may be made against it. */
export const isOpenOrder = (document: Pick<StockDocument, 'type' | 'status'>) =>
  document.type === 'purchase_order' && (document.status === 'submitted' || document.status === 'partly_received');

/**
 * A posted document that may still be undone: an order moves no stock (it is cancelled or closed
 * instead), a reversal is never reversed, and nothing is reversed twice.
 */
export const canReverse = (document: StockDocument) =>
  document.type !== 'purchase_order' &&
  document.status !== 'draft' &&
  document.reverses === null &&
  document.reversed_by === null;

/** A posted receipt whose goods may still go back to the supplier. */
export const canReturnFrom = (document: StockDocument) =>
  document.type === 'receipt' && document.status === 'posted' && canReverse(document);

/** The goods short of stock when the server refused a post or a reversal (409, `data.short`); null for other failures. */
export function shortsOf(error: unknown): StockShort[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) {
    return null;
  }
  const data = error.data;
  if (data === null || typeof data !== 'object' || !('short' in data)) {
    return null;
  }
  const parsed = stockShortSchema.array().min(1).safeParse(data.short);
  return parsed.success ? parsed.data : null;
}
