import dayjs from 'dayjs';

/** A server time (ISO 8601) as the local date and time a person reads. */
export function formatTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—';
}

/** The same to the second, where events follow each other within a minute (a scale's sales). */
export function formatTimeToSecond(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '—';
}

/** Digits of a whole number grouped by thousands: "1904" → "1,904". */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Integer fen as yuan for people, thousands grouped: 598 → "¥5.98", 618569 → "¥6,185.69". */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}¥${grouped(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
}

/** Grams as kilograms for people, thousands grouped as money is: 1250 → "1.250 kg", 1904556 → "1,904.556 kg". */
export function formatKg(grams: number, digits = 3): string {
  const [whole = '', fraction] = (grams / 1000).toFixed(digits).split('.');
  return `${grouped(whole)}${fraction === undefined ? '' : `.${fraction}`} kg`;
}

// Price text and fen convert the same way on the server (imports) and here (forms).
export { fenToYuan, yuanToFen } from '@tm/contracts';

/** A round top for an axis or a scale at or above `value`: 1, 2, 2.5 or 5 times a power of ten. */
export function roundAxisTop(value: number): number {
  if (value <= 0) {
    return 1;
  }
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}
