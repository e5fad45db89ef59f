import {
  addDays,
  chinaMidnight,
  chinaToday,
  PERIOD_PRESETS,
  presetRange,
  type DayRange,
  type PeriodPreset,
} from '../stats/stats-period';

// The list's quick periods are the statistics' own, of China's days whatever the browser's time
// zone: "the last 7 days" is the same seven days on both pages, so their counts agree.

/** The quick periods of the trade list; `custom` takes the two days the user picks. */
export const PERIODS = [...PERIOD_PRESETS, 'custom'] as const;
export type Period = (typeof PERIODS)[number];

/** The days of a quick period, seen from now. */
export function periodDays(period: PeriodPreset, now: Date = new Date()): DayRange {
  return presetRange(period, chinaToday(now));
}

/** The first and last instants of a range of China's days, as the list's query takes them. */
export function dayRangeTimes(range: DayRange): { start_time: string; end_time: string } {
  return {
    start_time: chinaMidnight(range.from),
    end_time: new Date(Date.parse(chinaMidnight(addDays(range.to, 1))) - 1).toISOString(),
  };
}
