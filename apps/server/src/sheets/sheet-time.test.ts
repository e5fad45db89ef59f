import { describe, expect, it } from 'vitest';
import { chinaTimeText, fileDateStamp } from './sheet-time';

describe('times in a sheet', () => {
  it('reads as China time, and a file made before 08:00 there carries that day’s date', () => {
    const lateUtc = new Date('2026-11-30T23:30:05.123Z');
    expect(chinaTimeText(lateUtc)).toBe('2026-12-01 07:30:05');
    expect(fileDateStamp(lateUtc)).toBe('20261201');
    expect(chinaTimeText(new Date('2026-02-28T16:00:00Z'))).toBe('2026-03-01 00:00:00');
    expect(fileDateStamp(new Date('2026-11-30T15:59:59Z'))).toBe('20261130');
  });
});
