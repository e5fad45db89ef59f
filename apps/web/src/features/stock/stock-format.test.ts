import { describe, expect, it } from 'vitest';
import {
  formatStockChange,
  formatStockQuantity,
  formatUnitCost,
  parseStockQuantity,
  stockQuantityInput,
} from './stock-format';

// How the messages write a count of pieces in each language.
const zh = (count: number) => `${count} 件`;
const en = (count: number) => (count === 1 ? '1 pc' : `${count} pcs`);

describe('formatStockQuantity', () => {
  it('shows grams as kilograms with three decimals, and pieces with their word', () => {
    expect(formatStockQuantity(1250, 'g', zh)).toBe('1.250 kg');
    expect(formatStockQuantity(5, 'g', zh)).toBe('0.005 kg');
    expect(formatStockQuantity(12, 'piece', zh)).toBe('12 件');
    expect(formatStockQuantity(12, 'piece', en)).toBe('12 pcs');
    expect(formatStockQuantity(1, 'piece', en)).toBe('1 pc');
  });
});

describe('formatStockChange', () => {
  it('signs gains and losses, and leaves no change unsigned', () => {
    expect(formatStockChange(1250, 'g', zh)).toBe('+1.250 kg');
    expect(formatStockChange(-300, 'g', zh)).toBe('-0.300 kg');
    expect(formatStockChange(-3, 'piece', en)).toBe('-3 pcs');
    expect(formatStockChange(-1, 'piece', en)).toBe('-1 pc');
    expect(formatStockChange(0, 'piece', zh)).toBe('0 件');
  });
});

describe('parseStockQuantity', () => {
  it('reads kilograms with up to three decimals as grams', () => {
    expect(parseStockQuantity('1.25', 'g')).toBe(1250);
    expect(parseStockQuantity(' 2 ', 'g')).toBe(2000);
    expect(parseStockQuantity('0.005', 'g')).toBe(5);
    expect(parseStockQuantity('0', 'g')).toBe(0);
  });

  it('refuses what is not a quantity of the unit', () => {
    expect(parseStockQuantity('1.2345', 'g')).toBeNull();
    expect(parseStockQuantity('-1', 'g')).toBeNull();
    expect(parseStockQuantity('abc', 'g')).toBeNull();
    expect(parseStockQuantity('', 'piece')).toBeNull();
    expect(parseStockQuantity('1.5', 'piece')).toBeNull();
  });

  it('reads a quantity of any size, for the form to say when it is too large rather than malformed', () => {
    expect(parseStockQuantity('99999999999', 'g')).toBe(99_999_999_999_000);
    expect(parseStockQuantity('99999999999', 'piece')).toBe(99_999_999_999);
  });

  it('reads whole pieces', () => {
    expect(parseStockQuantity('36', 'piece')).toBe(36);
  });
});

describe('stockQuantityInput', () => {
  it('gives back the text that parses to the same quantity', () => {
    expect(stockQuantityInput(1250, 'g')).toBe('1.250');
    expect(stockQuantityInput(3, 'piece')).toBe('3');
    for (const [quantity, unit] of [
      [1, 'g'],
      [999_999_999, 'g'],
      [42, 'piece'],
    ] as const) {
      expect(parseStockQuantity(stockQuantityInput(quantity, unit), unit)).toBe(quantity);
    }
  });
});

describe('formatUnitCost', () => {
  it('says what the price is for: a kilogram or a piece', () => {
    expect(formatUnitCost(1250, 'g', '件')).toBe('¥12.50/kg');
    expect(formatUnitCost(300, 'piece', '件')).toBe('¥3.00/件');
    expect(formatUnitCost(123_456, 'piece', 'pc')).toBe('¥1,234.56/pc');
  });
});
