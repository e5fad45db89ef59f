type Translate = (key: string, options?: Record<string, unknown>) => string;

type DurationPart = { unit: 'day' | 'hour' | 'minute'; n: number };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The two largest whole units of a duration, rounded down and without a zero second unit:
 * 7 500 s → 2 h 5 min, 1 day 0 h → 1 day. Under a minute gives no part.
 */
export function durationParts(seconds: number): DurationPart[] {
  const whole = Math.max(0, Math.floor(seconds));
  const parts: DurationPart[] = [
    { unit: 'day', n: Math.floor(whole / DAY) },
    { unit: 'hour', n: Math.floor((whole % DAY) / HOUR) },
    { unit: 'minute', n: Math.floor((whole % HOUR) / MINUTE) },
  ];
  const largest = parts.findIndex((part) => part.n > 0);
  return largest < 0 ? [] : parts.slice(largest, largest + 2).filter((part) => part.n > 0);
}

/** A duration as people say it: "2 小时 5 分" / "2 h 5 min"; no duration (not yet happened) is "—". */
export function formatDuration(seconds: number | null | undefined, t: Translate): string {
  if (seconds === null || seconds === undefined) {
    return '—';
  }
  const parts = durationParts(seconds);
  if (parts.length === 0) {
    return t('workorders:duration_underMinute');
  }
  return parts.map((part) => t(`workorders:duration_${part.unit}`, { n: part.n })).join(' ');
}
