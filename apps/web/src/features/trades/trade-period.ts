import dayjs, { type Dayjs } from 'dayjs';

/** The quick time ranges of the trade list; `custom` takes the two dates the user picks. */
export const PERIODS = ['today', 'yesterday', 'last7', 'month', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

/** The start and end of a quick range, in the browser's time zone (the shop's day). */
export function periodRange(period: Exclude<Period, 'custom'>, now: Dayjs = dayjs()): [Dayjs, Dayjs] {
  switch (period) {
    case 'today':
      return [now.startOf('day'), now.endOf('day')];
    case 'yesterday':
      return [now.subtract(1, 'day').startOf('day'), now.subtract(1, 'day').endOf('day')];
    case 'last7':
      return [now.subtract(6, 'day').startOf('day'), now.endOf('day')];
    case 'month':
      return [now.startOf('month'), now.endOf('day')];
  }
}
