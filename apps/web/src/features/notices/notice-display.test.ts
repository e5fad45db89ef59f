import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { noticeTime, parseNoticeType, unreadCountText } from './notice-display';

describe('unreadCountText', () => {
  it('writes counts up to 10 as they are and more as "10+"', () => {
    expect(unreadCountText(0)).toBe('0');
    expect(unreadCountText(7)).toBe('7');
    expect(unreadCountText(10)).toBe('10');
    expect(unreadCountText(11)).toBe('10+');
    expect(unreadCountText(250)).toBe('10+');
  });
});

describe('parseNoticeType', () => {
  it('accepts the three notice types and reads anything else as all types', () => {
    expect(parseNoticeType('notification')).toBe('notification');
    expect(parseNoticeType('message')).toBe('message');
    expect(parseNoticeType('event')).toBe('event');
    expect(parseNoticeType('all')).toBeUndefined();
    expect(parseNoticeType(undefined)).toBeUndefined();
  });
});

describe('noticeTime', () => {
  const now = dayjs('2026-11-24T15:30:00');
  const at = (text: string) => dayjs(text).toISOString();

  it('reads the last minute, and a time slightly ahead of the browser, as just now', () => {
    expect(noticeTime(at('2026-11-24T15:29:30'), now)).toEqual({ key: 'justNow' });
    expect(noticeTime(at('2026-11-24T15:31:00'), now)).toEqual({ key: 'justNow' });
  });

  it('counts minutes within the hour and hours within the day', () => {
    expect(noticeTime(at('2026-11-24T15:25:00'), now)).toEqual({ key: 'minutesAgo', n: 5 });
    expect(noticeTime(at('2026-11-24T14:30:00'), now)).toEqual({ key: 'hoursAgo', n: 1 });
    expect(noticeTime(at('2026-11-24T00:10:00'), now)).toEqual({ key: 'hoursAgo', n: 15 });
  });

  it('gives yesterday with its time, this year as month and day, earlier years as a date', () => {
    expect(noticeTime(at('2026-11-23T23:50:00'), now)).toEqual({ key: 'yesterday', time: '23:50' });
    expect(noticeTime(at('2026-03-02T08:05:00'), now)).toEqual({ key: 'date', time: '03-02 08:05' });
    expect(noticeTime(at('2025-12-31T08:05:00'), now)).toEqual({ key: 'date', time: '2025-12-31' });
  });
});
