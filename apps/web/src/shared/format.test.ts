import { describe, expect, it } from 'vitest';
import { fenToYuan, formatFen, formatKg, roundAxisTop, yuanToFen } from './format';

describe('money in fen', () => {
  it('shows fen as yuan', () => {
    expect(formatFen(598)).toBe('¥5.98');
    expect(formatFen(5)).toBe('¥0.05');
    expect(formatFen(120000)).toBe('¥1,200.00');
    expect(formatFen(-123456789)).toBe('-¥1,234,567.89');
  });

  it('reads typed yuan into exact fen, refusing more than two decimals', () => {
    expect(yuanToFen('5.98')).toBe(598);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('12')).toBe(1200);
    // 0.29 * 100 is 28.999999999999996 in floating point; the string route is exact.
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('1.234')).toBeNull();
    expect(yuanToFen('-1')).toBeNull();
    expect(yuanToFen('abc')).toBeNull();
    expect(fenToYuan(29)).toBe('0.29');
  });
});

describe('weights in grams', () => {
  it('shows grams as kilograms, to the gram unless told otherwise', () => {
    expect(formatKg(1250)).toBe('1.250 kg');
    expect(formatKg(97_512, 1)).toBe('97.5 kg');
    expect(formatKg(1_904_556)).toBe('1,904.556 kg');
    expect(formatKg(-2_500_000, 0)).toBe('-2,500 kg');
  });
});

describe('roundAxisTop', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([0, 0.4, 7, 60, 130, 2400, 9999].map(roundAxisTop)).toEqual([1, 0.5, 10, 100, 200, 2500, 10000]);
  });
});
