import { describe, expect, it } from 'vitest';
import {
  charactersOutsideGb2312,
  gb2312Size,
  goodFitProblems,
  hotKeysBeyondLan,
  labelUsedFor,
  type FitGood,
  type HeldLabel,
} from './scale-fit';

const good: FitGood = {
  plu: 1001,
  item_code: '1001',
  name_lines: ['西红柿'],
  info_lines: ['产地：山东寿光'],
  unit_price: 680,
  pricing_mode: 'by_weight',
  weight_unit: 'kg',
  shelf_life_days: 5,
  tare_g: 0,
  discounts: [],
  label_format_id: 7,
};
const weightLabel: HeldLabel = { id: 7, name: '称重 40×30', type: 'weight', width_mm: 40 };
const countLabel: HeldLabel = { id: 9, name: '计件 40×30', type: 'count', width_mm: 40 };
const direct = { model: 'TM-Aa' as const, via_gateway: false, labels: [countLabel, weightLabel] };
const lan = { ...direct, via_gateway: true };
const codes = (problems: { code: string }[]) => problems.map((problem) => problem.code);

describe('charactersOutsideGb2312', () => {
  it('knows the 7445 characters of GB2312', () => {
    expect(gb2312Size()).toBe(7445);
  });

  it('passes ASCII and GB2312 text, and names each character outside it once', () => {
    expect(charactersOutsideGb2312('Apple 苹果 ℃ 5kg')).toEqual([]);
    expect(charactersOutsideGb2312('陶喆喆的𠮷野家 ⅰ ㎏')).toEqual(['喆', '𠮷', 'ⅰ', '㎏']);
  });
});

describe('goodFitProblems', () => {
  it('finds nothing wrong with an ordinary good on a scale holding its label', () => {
    expect(goodFitProblems(good, direct)).toEqual([]);
    expect(goodFitProblems(good, lan)).toEqual([]);
  });

  it('checks the price and shelf-life digits and the characters on every scale', () => {
    const wide = { ...good, unit_price: 1_000_000, shelf_life_days: 1000, name_lines: ['喆式烧饼'] };
    expect(goodFitProblems(wide, direct)).toEqual([
      { code: 'price_digits', detail: '1000000' },
      { code: 'shelf_life', detail: '1000' },
      { code: 'not_gb2312', detail: '喆' },
    ]);
    expect(goodFitProblems({ ...good, unit_price: 999_999, shelf_life_days: 999 }, direct)).toEqual([]);
  });

  it('checks a weighed good’s price per kilogram behind a gateway, as a TM scale holds it', () => {
    const perHundredGrams = { ...good, unit_price: 120_000, weight_unit: '100g' as const };
    expect(goodFitProblems(perHundredGrams, direct)).toEqual([]);
    expect(goodFitProblems(perHundredGrams, lan)).toEqual([{ code: 'price_digits', detail: '1200000' }]);
    const counted = { ...perHundredGrams, pricing_mode: 'by_count' as const };
    expect(goodFitProblems(counted, lan)).toEqual([]);
  });

  it('prints with the named format, else one of the good’s type, and wants it no wider than the print head', () => {
    expect(labelUsedFor({ ...good, label_format_id: 9 }, direct.labels)).toBe(countLabel);
    expect(labelUsedFor({ ...good, label_format_id: 8 }, direct.labels)).toBe(weightLabel);
    expect(goodFitProblems({ ...good, label_format_id: 8 }, direct)).toEqual([]);
    expect(goodFitProblems(good, { ...direct, labels: [countLabel] })).toEqual([
      { code: 'label_other_type', detail: '计件 40×30' },
    ]);
    expect(goodFitProblems(good, { ...direct, labels: [] })).toEqual([{ code: 'label_missing', detail: '' }]);
    const wide = { ...direct, labels: [{ ...weightLabel, width_mm: 60 }] };
    expect(goodFitProblems(good, wide)).toEqual([{ code: 'label_too_wide', detail: '60' }]);
  });

  it('holds a scale behind a gateway to the TM LAN fields', () => {
    const old = {
      ...good,
      plu: 10_000,
      item_code: '12345678',
      tare_g: 20,
      discounts: [
        { start: '08:30', end: '10:00', kind: 'percent' as const },
        { start: '19:00', end: '21:00', kind: 'price' as const },
      ],
    };
    expect(codes(goodFitProblems(old, lan))).toEqual([
      'plu_number',
      'item_code',
      'tare_not_sent',
      'discount_minutes',
      'discount_price',
    ]);
    expect(goodFitProblems(old, direct)).toEqual([]);
  });
});

describe('hotKeysBeyondLan', () => {
  it('numbers the lower layer after the upper and keeps what passes 72', () => {
    const keys = [
      { key: 1, type: 'UP' as const },
      { key: 71, type: 'UP' as const },
      { key: 1, type: 'DOWN' as const },
      { key: 2, type: 'DOWN' as const },
      { key: 30, type: 'DOWN' as const },
    ];
    expect(hotKeysBeyondLan(keys, 'TM-Aa')).toEqual([73, 101]);
  });
});
