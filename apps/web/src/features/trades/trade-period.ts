import { STATS_UTC_OFFSET_MS } from '@tm/contracts';
import { chinaToday, PERIOD_PRESETS, presetRange, type DayRange, type PeriodPreset } from '../stats/stats-period';

// The list's quick periods are the statistics' own, of China's days whatever the browser's time
// zone: "the last 7 days" is the same seven days on both pages, so their counts agree.

/** The quick periods of the trade list; `custom` takes the two days the user picks. */
export const PERIODS = [...PERIOD_PRESETS, 'custom'] as const;
export type Period = (typeof PERIODS)[number];

const DAY_MS = 86_400_000;

/** The days of a quick period, seen from now. */
export function periodDays(period: PeriodPreset, now: Date = new Date()): DayRange {
  return presetRange(period, chinaToday(now));
}

/** The first and last instants of a range of China's days, as the list's query takes them. */
export function dayRangeTimes(range: DayRange): { start_time: string; end_time: string } {
  const midnight = (day: string) => Date.parse(`${day}T00:00:00Z`) - STATS_UTC_OFFSET_MS;
  return {
    start_time: new Date(midnight(range.from)).toISOString(),
    end_time: new Date(midnight(range.to) + DAY_MS - 1).toISOString(),
  };
}
