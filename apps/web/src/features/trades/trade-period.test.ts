import { describe, expect, it } from 'vitest';
import { dayRangeTimes, periodDays } from './trade-period';

describe('the trade list’s periods', () => {
  // 2026-11-24 23:30 in China is still the 24th there, though already past midnight in UTC+9.
  const now = new Date('2026-11-24T15:30:00Z');

  it('are the statistics’ periods: the last 7 and 30 days end yesterday', () => {
    expect(periodDays('today', now)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(periodDays('yesterday', now)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(periodDays('last7', now)).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(periodDays('last30', now)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(periodDays('thisMonth', now)).toEqual({ from: '2026-11-01', to: '2026-11-24' });
    expect(periodDays('lastMonth', now)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('span China’s days, whatever the browser’s time zone', () => {
    expect(dayRangeTimes({ from: '2026-11-24', to: '2026-11-24' })).toEqual({
      start_time: '2026-11-23T16:00:00.000Z',
      end_time: '2026-11-24T15:59:59.999Z',
    });
  });
});
