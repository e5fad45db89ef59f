import { describe, expect, it } from 'vitest';
import { chinaToday, daysIn, isDay, periodProblem, pointTime, presetRange } from './stats-period';

describe('presetRange', () => {
  it('gives whole China days, both ends included; the last 7 and 30 days end yesterday', () => {
    const today = '2026-11-24';
    expect(presetRange('today', today)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(presetRange('yesterday', today)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(presetRange('last7', today)).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(presetRange('last30', today)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(presetRange('thisMonth', today)).toEqual({ from: '2026-11-01', to: '2026-11-24' });
    expect(presetRange('lastMonth', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('crosses months, years and leap days', () => {
    expect(presetRange('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('last7', '2026-01-03')).toEqual({ from: '2025-12-27', to: '2026-01-02' });
    expect(presetRange('lastMonth', '2028-03-15')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetRange('lastMonth', '2026-01-31')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('spans the days it says', () => {
    expect(daysIn(presetRange('last7', '2026-11-24'))).toBe(7);
    expect(daysIn(presetRange('last30', '2026-11-24'))).toBe(30);
  });
});

describe('pointTime', () => {
  it('places an hour, day or month of a trend against now in China', () => {
    // 10:30 on 24 November in China.
    const now = new Date('2026-11-24T02:30:00Z');
    expect(pointTime('2026-11-24 09:00', 'hour', now)).toBe('over');
    expect(pointTime('2026-11-24 10:00', 'hour', now)).toBe('underway');
    expect(pointTime('2026-11-24 11:00', 'hour', now)).toBe('ahead');
    expect(pointTime('2026-11-23', 'day', now)).toBe('over');
    expect(pointTime('2026-11-24', 'day', now)).toBe('underway');
    expect(pointTime('2026-11', 'month', now)).toBe('underway');
    expect(pointTime('2026-10', 'month', now)).toBe('over');
    expect(pointTime('2026-12', 'month', now)).toBe('ahead');
  });
});

describe('chinaToday', () => {
  it('is the day in China, not in the browser’s time zone', () => {
    // 23:30 UTC is already 07:30 the next morning in China.
    expect(chinaToday(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(chinaToday(new Date('2026-11-24T15:59:59Z'))).toBe('2026-11-24');
    expect(chinaToday(new Date('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
  });
});

describe('periodProblem', () => {
  it('refuses what the server would: an end before the start, more than 366 days', () => {
    expect(periodProblem({ from: '2026-11-24', to: '2026-11-23' })).toBe('period_order');
    expect(periodProblem({ from: '2025-11-24', to: '2026-11-24' })).toBe(null);
    expect(periodProblem({ from: '2025-11-23', to: '2026-11-24' })).toBe('period_too_long');
    expect(periodProblem({ from: '2026-11-24', to: '2026-11-24' })).toBe(null);
  });

  it('takes only real calendar days', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-2-3')).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});
