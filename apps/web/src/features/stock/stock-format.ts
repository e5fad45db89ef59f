import type { StockUnit } from '@tm/contracts';
import { formatFen, formatKg } from '../../shared/format';

/**
 * Stock quantities are integers in the good's stock unit (grams or pieces); people read and type
 * kilograms for goods sold by weight. A count of pieces is written by the caller's messages
 * ("12 件", "1 pc", "12 pcs").
 */
export function formatStockQuantity(quantity: number, unit: StockUnit, pieces: (count: number) => string): string {
  return unit === 'g' ? formatKg(quantity) : pieces(quantity);
}

/** What a person typed as a quantity, in stock units: "1.25" kg → 1250 g, "3" pieces → 3; null if not one. */
export function parseStockQuantity(text: string, unit: StockUnit): number | null {
  const trimmed = text.trim();
  if (unit === 'piece') {
    return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
  }
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(trimmed);
  if (!match) {
    return null;
  }
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

/** The text an input shows for a quantity: 1250 g → "1.250", 3 pieces → "3". */
export function stockQuantityInput(quantity: number, unit: StockUnit): string {
  return unit === 'g' ? (quantity / 1000).toFixed(3) : String(quantity);
}

/** A change of stock with its sign, as a stocktake's difference reads: +1.250 kg, -3 pieces, 0. */
export function formatStockChange(quantity: number, unit: StockUnit, pieces: (count: number) => string): string {
  const text = formatStockQuantity(Math.abs(quantity), unit, pieces);
  return quantity > 0 ? `+${text}` : quantity < 0 ? `-${text}` : text;
}

/** A purchase price or cost, in fen per kilogram or per piece: ¥12.50/kg, ¥3.00/件. */
export function formatUnitCost(fen: number, unit: StockUnit, pieceWord: string): string {
  return `${formatFen(fen)}/${unit === 'g' ? 'kg' : pieceWord}`;
}

/**
 * A document's amount as it counts: a reversal undoes its original, so its value is the original's
 * taken back (-¥300.00), not a second loss or receipt of ¥300.00.
 */
export const countedAmount = (fen: number, document: { reverses: unknown }): number => (document.reverses ? -fen : fen);
