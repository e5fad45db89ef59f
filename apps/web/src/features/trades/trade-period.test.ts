import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { periodRange } from './trade-period';

describe('periodRange', () => {
  const now = dayjs('2026-11-24T15:30:00');
  const format = (range: [dayjs.Dayjs, dayjs.Dayjs]) => range.map((d) => d.format('YYYY-MM-DD HH:mm:ss'));

  it('gives whole days: today, yesterday, the last 7 days with today, this month so far', () => {
    expect(format(periodRange('today', now))).toEqual(['2026-11-24 00:00:00', '2026-11-24 23:59:59']);
    expect(format(periodRange('yesterday', now))).toEqual(['2026-11-23 00:00:00', '2026-11-23 23:59:59']);
    expect(format(periodRange('last7', now))).toEqual(['2026-11-18 00:00:00', '2026-11-24 23:59:59']);
    expect(format(periodRange('month', now))).toEqual(['2026-11-01 00:00:00', '2026-11-24 23:59:59']);
  });
});
