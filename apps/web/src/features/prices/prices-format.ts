import { FIELD_MESSAGES, isFieldMessageKey, type PriceBatch } from '@tm/contracts';
import { formatFen } from '../../shared/format';
import type { Language } from '../../shared/i18n';

/** How the batch forms show and take a time: to the minute. */
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * A percentage off as Chinese shops write it, in 折 (tenths of the price paid): 30% off → "7",
 * 25% off → "7.5", 33% off → "6.7".
 */
export function zheOf(percentOff: number): string {
  return String((100 - percentOff) / 10);
}

/** A price's change with its sign and, when there was a price before, the percentage: "-¥1.00 (-16.7%)". */
export function formatPriceChange(before: number, after: number): string {
  const difference = after - before;
  if (difference === 0) {
    return '±0';
  }
  const amount = `${difference > 0 ? '+' : '-'}${formatFen(Math.abs(difference))}`;
  if (before <= 0) {
    return amount;
  }
  const percent = ((difference / before) * 100).toFixed(1);
  return `${amount} (${difference > 0 ? '+' : ''}${percent}%)`;
}

/** A batch target's name: its zone's, or the base price's (`null`) in the caller's words. */
export function targetNameOf(
  batch: Pick<PriceBatch, 'zone_ids' | 'zone_names'>,
  zoneId: number | null,
  baseName: string,
): string {
  if (zoneId === null) {
    return baseName;
  }
  const index = batch.zone_ids.indexOf(zoneId);
  return batch.zone_names[index] ?? `#${zoneId}`;
}

/** A refused line's reason: the contract's message key in the reader's language, or the server's own words. */
export function rowProblemText(reason: string, language: Language): string {
  return isFieldMessageKey(reason) ? FIELD_MESSAGES[reason][language] : reason;
}
