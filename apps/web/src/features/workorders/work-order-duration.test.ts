import { describe, expect, it } from 'vitest';
import { i18next, registerMessages } from '../../shared/i18n';
import { durationParts, formatDuration } from './work-order-duration';
import { workordersMessages } from './workorders.messages';

registerMessages('workorders', workordersMessages);

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

describe('durationParts', () => {
  it('keeps the two largest whole units and drops a zero second unit', () => {
    expect(durationParts(2 * HOUR + 5 * MINUTE + 59)).toEqual([
      { unit: 'hour', n: 2 },
      { unit: 'minute', n: 5 },
    ]);
    expect(durationParts(3 * DAY + 4 * HOUR + 30 * MINUTE)).toEqual([
      { unit: 'day', n: 3 },
      { unit: 'hour', n: 4 },
    ]);
    expect(durationParts(DAY + 59 * MINUTE)).toEqual([{ unit: 'day', n: 1 }]);
    expect(durationParts(2 * HOUR)).toEqual([{ unit: 'hour', n: 2 }]);
    expect(durationParts(45 * MINUTE)).toEqual([{ unit: 'minute', n: 45 }]);
  });

  it('gives nothing under a minute, and nothing for a negative clock skew', () => {
    expect(durationParts(59)).toEqual([]);
    expect(durationParts(0)).toEqual([]);
    expect(durationParts(-30)).toEqual([]);
  });
});

describe('formatDuration', () => {
  const ch = i18next.getFixedT('ch');
  const en = i18next.getFixedT('en');

  it('says the duration in Chinese and in English', () => {
    expect(formatDuration(2 * HOUR + 5 * MINUTE, ch)).toBe('2 小时 5 分');
    expect(formatDuration(2 * HOUR + 5 * MINUTE, en)).toBe('2 h 5 min');
    expect(formatDuration(DAY + 3 * HOUR, ch)).toBe('1 天 3 小时');
    expect(formatDuration(DAY + 3 * HOUR, en)).toBe('1 d 3 h');
    expect(formatDuration(7 * MINUTE, ch)).toBe('7 分');
  });

  it('says "under a minute" for a few seconds and "—" for a time that has not come', () => {
    expect(formatDuration(20, ch)).toBe('不到 1 分');
    expect(formatDuration(20, en)).toBe('under 1 min');
    expect(formatDuration(null, ch)).toBe('—');
  });
});
