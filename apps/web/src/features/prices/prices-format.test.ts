import { describe, expect, it } from 'vitest';
import { formatPriceChange, rowProblemText, targetNameOf, zheOf } from './prices-format';

describe('prices formatting', () => {
  it('says a percentage off in 折', () => {
    expect(zheOf(30)).toBe('7');
    expect(zheOf(25)).toBe('7.5');
    expect(zheOf(33)).toBe('6.7');
    expect(zheOf(1)).toBe('9.9');
    expect(zheOf(99)).toBe('0.1');
  });

  it('gives a price change its sign and percentage', () => {
    expect(formatPriceChange(598, 550)).toBe('-¥0.48 (-8.0%)');
    expect(formatPriceChange(500, 650)).toBe('+¥1.50 (+30.0%)');
    expect(formatPriceChange(500, 500)).toBe('±0');
  });

  it('names a target by its zone, or the base price', () => {
    const batch = { zone_ids: [3, 4], zone_names: ['城西片区', '城东片区'] };
    expect(targetNameOf(batch, 4, '基础价')).toBe('城东片区');
    expect(targetNameOf(batch, null, '基础价')).toBe('基础价');
    expect(targetNameOf(batch, 9, '基础价')).toBe('#9');
  });

  it('reads a refused line’s reason as the contract’s message, or as it came', () => {
    expect(rowProblemText('base_price_required', 'en')).toBe(
      'The base price cannot be taken away; only a zone price can',
    );
    expect(rowProblemText('价格须大于 0', 'ch')).toBe('价格须大于 0');
  });
});
