import { daysBetween, STATS_DAILY_UP_TO_DAYS, STATS_TIME_ZONE, type StatsUnit } from '@tm/contracts';
import { sql, type SQL } from 'drizzle-orm';

/** A period of whole China days with the one before it, and how its trends are drawn. */
export type Period = {
  from: string;
  to: string;
  previous_from: string;
  previous_to: string;
  unit: StatsUnit;
};

const DAY_MS = 86_400_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** `from`–`to` and the same number of days before; one day is drawn by hour unless `byHour` is off. */
export function periodOf(query: { from: string; to: string }, byHour = true): Period {
  const days = daysBetween(query.from, query.to) + 1;
  const unit = days === 1 && byHour ? 'hour' : days <= STATS_DAILY_UP_TO_DAYS ? 'day' : 'month';
  return {
    from: query.from,
    to: query.to,
    previous_from: dayText(dayMs(query.from) - days * DAY_MS),
    previous_to: dayText(dayMs(query.from) - DAY_MS),
    unit,
  };
}

/** The period before `period`, as a period of its own (with the one before it in turn). */
export function previousOf(period: Period): Period {
  return { ...periodOf({ from: period.previous_from, to: period.previous_to }), unit: period.unit };
}

/** The labels of a trend from `from` to `to`, every one present even without sales. */
export function trendLabels(from: string, to: string, unit: StatsUnit): string[] {
  if (unit === 'hour') {
    return Array.from({ length: 24 }, (_, hour) => `${from} ${String(hour).padStart(2, '0')}:00`);
  }
  if (unit === 'day') {
    return Array.from({ length: daysBetween(from, to) + 1 }, (_, index) => dayText(dayMs(from) + index * DAY_MS));
  }
  const labels: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7);) {
    labels.push(month);
    const [year = 0, index = 0] = month.split('-').map(Number);
    month = index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
  }
  return labels;
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextDay = (day: string) => dayText(dayMs(day) + DAY_MS);
const nextMonthStart = (day: string) => {
  const [year = 0, month = 1] = day.split('-').map(Number);
  return dayText(Date.UTC(year, month, 1));
};

/**
 * The whole months inside `from`–`to` (the first days of the first and the last) and the days
 * around them; null when no month lies wholly inside.
 */
export function wholeMonthsOf(from: string, to: string): { months: [string, string]; days: [string, string][] } | null {
  const first = from.endsWith('-01') ? from : nextMonthStart(from);
  // The day after the last whole month: the day after `to` when `to` ends its month.
  const afterLast = nextDay(to).endsWith('-01') ? nextDay(to) : monthStart(to);
  if (first >= afterLast) {
    return null;
  }
  const days: [string, string][] = [];
  if (from < first) {
    days.push([from, dayText(dayMs(first) - DAY_MS)]);
  }
  if (afterLast <= to) {
    days.push([afterLast, to]);
  }
  return { months: [first, monthStart(dayText(dayMs(afterLast) - DAY_MS))], days };
}

type Span = [first: string, last: string];

/**
 * Adds `[first, last]` to `spans`, joined to the last span when it follows on from it (`after`
 * gives what follows a span's end: the next day, or the next month's first day).
 */
function extend(spans: Span[], first: string, last: string, after: (end: string) => string = nextDay) {
  const previous = spans.at(-1);
  if (previous && after(previous[1]) === first) {
    previous[1] = last;
  } else {
    spans.push([first, last]);
  }
}

/**
 * `from`–`to` as month rows less day rows, for sums (not for a lowest or highest price): a month
 * the period holds more than half of is read as the month (`months`, first days of the months)
 * less the days of it outside the period (`lessDays`), any other part as its `days`. The last 30
 * days are then two days, a month and the rest of the month that has not come yet, instead of 30
 * days of rows.
 */
export function monthsLessDaysOf(from: string, to: string): { months: Span[]; days: Span[]; lessDays: Span[] } {
  const months: Span[] = [];
  const days: Span[] = [];
  const lessDays: Span[] = [];
  for (let month = monthStart(from); month <= to; month = nextMonthStart(month)) {
    const monthEnd = dayText(dayMs(nextMonthStart(month)) - DAY_MS);
    const first = from > month ? from : month;
    const last = to < monthEnd ? to : monthEnd;
    const held = daysBetween(first, last) + 1;
    if (held * 2 <= daysBetween(month, monthEnd) + 1) {
      extend(days, first, last);
      continue;
    }
    extend(months, month, month, nextMonthStart);
    if (first > month) {
      extend(lessDays, month, dayText(dayMs(first) - DAY_MS));
    }
    if (last < monthEnd) {
      extend(lessDays, nextDay(last), monthEnd);
    }
  }
  return { months, days, lessDays };
}

/** The instant a China day begins, as SQL. */
export const dayStartSql = (day: string): SQL => sql`(${day}::date)::timestamp AT TIME ZONE ${STATS_TIME_ZONE}`;

/** The instant after a China day ends, as SQL. */
export const dayEndSql = (day: string): SQL => sql`(${day}::date + 1)::timestamp AT TIME ZONE ${STATS_TIME_ZONE}`;

/** An hour of `trade_hourly` as China's wall-clock text or parts. */
export const localHour = (column: SQL): SQL => sql`(${column} AT TIME ZONE ${sql.raw(`'${STATS_TIME_ZONE}'`)})`;
