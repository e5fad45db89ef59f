import { STATS_MAX_DAYS, STATS_UTC_OFFSET_MS, type StatsUnit } from '@tm/contracts';

/** The longest period the statistics answer for, in days. */
export const MAX_PERIOD_DAYS = STATS_MAX_DAYS;

/** The quick periods of the filter bar; `custom` is two dates the user picks. */
export const PERIOD_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const DEFAULT_PRESET: PeriodPreset = 'last7';

/** A period of whole days, both ends included, as `YYYY-MM-DD` of China's calendar. */
export type DayRange = { from: string; to: string };

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Today in China, whatever the browser's time zone: the statistics count China's days. */
export function chinaToday(now: Date = new Date()): string {
  return dayText(now.getTime() + STATS_UTC_OFFSET_MS);
}

/** The instant a China day begins, as the API's times are written. */
export function chinaMidnight(day: string): string {
  return new Date(dayMs(day) - STATS_UTC_OFFSET_MS).toISOString();
}

export function addDays(day: string, days: number): string {
  return dayText(dayMs(day) + days * DAY_MS);
}

/** Days from one day to another, both ends included (a single day is 1). */
export function daysIn(range: DayRange): number {
  return Math.round((dayMs(range.to) - dayMs(range.from)) / DAY_MS) + 1;
}

/** Whether a text is a real calendar day as `YYYY-MM-DD` (2026-02-30 is not). */
export function isDay(text: string | null | undefined): text is string {
  return typeof text === 'string' && DAY_PATTERN.test(text) && dayText(dayMs(text)) === text;
}

/** The days of a quick period, seen from `today` (China's). */
export function presetRange(preset: PeriodPreset, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    // The last 7 and 30 days are whole days, up to yesterday: a day under way would be compared
    // with a whole one (today's row read "↓100 %" each morning). Today has its own period.
    case 'last7':
      return { from: addDays(today, -7), to: addDays(today, -1) };
    case 'last30':
      return { from: addDays(today, -30), to: addDays(today, -1) };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'lastMonth': {
      const lastDay = addDays(`${today.slice(0, 8)}01`, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}

/**
 * What the server would refuse in a period (the message keys it names `to` with), or null: the
 * filter bar checks before asking.
 */
export function periodProblem(range: DayRange): 'period_order' | 'period_too_long' | null {
  if (range.to < range.from) {
    return 'period_order';
  }
  return daysIn(range) > MAX_PERIOD_DAYS ? 'period_too_long' : null;
}

/** Where a trend point's hour, day or month stands against now (China's clock): over, under way or ahead. */
export type PointTime = 'over' | 'underway' | 'ahead';

export function pointTime(at: string, unit: StatsUnit, now: Date = new Date()): PointTime {
  // `at` is as the server labels points: `YYYY-MM-DD HH:00`, `YYYY-MM-DD` or `YYYY-MM`.
  const china = new Date(now.getTime() + STATS_UTC_OFFSET_MS).toISOString();
  const current =
    unit === 'hour' ? `${china.slice(0, 10)} ${china.slice(11, 13)}:00` : china.slice(0, unit === 'day' ? 10 : 7);
  return at < current ? 'over' : at === current ? 'underway' : 'ahead';
}
