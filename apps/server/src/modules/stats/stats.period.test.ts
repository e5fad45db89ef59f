import { describe, expect, it } from 'vitest';
import { monthsLessDaysOf, wholeMonthsOf } from './stats.period';

describe('a period read from month rows', () => {
  it('as whole months and the days around them', () => {
    expect(wholeMonthsOf('2026-01-15', '2026-04-10')).toEqual({
      months: ['2026-02-01', '2026-03-01'],
      days: [
        ['2026-01-15', '2026-01-31'],
        ['2026-04-01', '2026-04-10'],
      ],
    });
    expect(wholeMonthsOf('2026-11-02', '2026-11-30')).toBeNull();
  });

  it('as months less the days outside, where the period holds most of a month', () => {
    // The last 30 days on 28 November: two days of October, November less its last two days.
    expect(monthsLessDaysOf('2026-10-30', '2026-11-28')).toEqual({
      months: [['2026-11-01', '2026-11-01']],
      days: [['2026-10-30', '2026-10-31']],
      lessDays: [['2026-11-29', '2026-11-30']],
    });
    // A year from the middle of a month: its first month less its first days, the months between
    // joined into one range, the last month less its last days.
    expect(monthsLessDaysOf('2025-11-29', '2026-11-28')).toEqual({
      months: [['2025-12-01', '2026-11-01']],
      days: [['2025-11-29', '2025-11-30']],
      lessDays: [['2026-11-29', '2026-11-30']],
    });
    expect(monthsLessDaysOf('2026-01-10', '2026-03-31')).toEqual({
      months: [['2026-01-01', '2026-03-01']],
      days: [],
      lessDays: [['2026-01-01', '2026-01-09']],
    });
  });

  it('as days where the period holds half a month or less', () => {
    expect(monthsLessDaysOf('2026-11-22', '2026-11-28')).toEqual({
      months: [],
      days: [['2026-11-22', '2026-11-28']],
      lessDays: [],
    });
    // Two half months that meet: one range of days.
    expect(monthsLessDaysOf('2026-04-16', '2026-05-15')).toEqual({
      months: [],
      days: [['2026-04-16', '2026-05-15']],
      lessDays: [],
    });
    // February of 28 days: the 15th to the end is 14 days, half of it.
    expect(monthsLessDaysOf('2026-02-15', '2026-02-28').months).toEqual([]);
    expect(monthsLessDaysOf('2026-02-14', '2026-02-28').months).toEqual([['2026-02-01', '2026-02-01']]);
  });
});
