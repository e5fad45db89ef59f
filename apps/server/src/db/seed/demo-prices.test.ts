import { describe, expect, it } from 'vitest';
import { beijing } from './demo-prices';

describe('beijing', () => {
  it('takes the China day of the moment, also before 08:00 in China', () => {
    // 06:55 on 28 November in China (still the 27th in UTC): tomorrow 07:00 is the 29th's.
    const early = new Date('2026-11-27T22:55:00Z');
    expect(beijing(early, 7).toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(beijing(new Date(early.getTime() + 86_400_000), 7).toISOString()).toBe('2026-11-28T23:00:00.000Z');
    expect(beijing(early, 19).toISOString()).toBe('2026-11-28T11:00:00.000Z');
    // 11:30 in China, the same day in UTC.
    expect(beijing(new Date('2026-11-25T03:30:00Z'), 19).toISOString()).toBe('2026-11-25T11:00:00.000Z');
  });
});
