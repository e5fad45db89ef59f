import type { NoticeStatus, NoticeType } from '@tm/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { NOTICE_BADGE_MAX, NOTICE_TYPES } from '@tm/contracts';

/** The tag colours of an event's state, as in the spec's notice list (to do stays grey). */
export const NOTICE_STATUS_COLORS: Record<NoticeStatus, string | undefined> = {
  todo: undefined,
  processing: 'blue',
  urgent: 'red',
  doing: 'gold',
};

/** An unread count as the badge writes it: up to NOTICE_BADGE_MAX, more as "10+" (spec). */
export function unreadCountText(count: number): string {
  return count > NOTICE_BADGE_MAX ? `${NOTICE_BADGE_MAX}+` : String(count);
}

/** A notice type read from the address bar; anything else means all types. */
export function parseNoticeType(text: string | undefined): NoticeType | undefined {
  return NOTICE_TYPES.find((type) => type === text);
}

/** When a notice came, as a message key (`time_<key>`) and its values. */
export type NoticeTime =
  | { key: 'justNow' }
  | { key: 'minutesAgo'; n: number }
  | { key: 'hoursAgo'; n: number }
  | { key: 'yesterday'; time: string }
  | { key: 'date'; time: string };

/**
 * Recent notices read as "5 min ago", older ones as a short date: a shop owner glancing at the
 * bell cares how fresh a notice is, not its exact second.
 */
export function noticeTime(iso: string, now: Dayjs = dayjs()): NoticeTime {
  const at = dayjs(iso);
  const minutes = now.diff(at, 'minute');
  // A server clock a little ahead of the browser's must not read as the future.
  if (minutes < 1) {
    return { key: 'justNow' };
  }
  if (minutes < 60) {
    return { key: 'minutesAgo', n: minutes };
  }
  if (at.isSame(now, 'day')) {
    return { key: 'hoursAgo', n: now.diff(at, 'hour') };
  }
  if (at.isSame(now.subtract(1, 'day'), 'day')) {
    return { key: 'yesterday', time: at.format('HH:mm') };
  }
  return { key: 'date', time: at.format(at.isSame(now, 'year') ? 'MM-DD HH:mm' : 'YYYY-MM-DD') };
}
