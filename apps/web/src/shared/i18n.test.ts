import { afterAll, describe, expect, it } from 'vitest';
import { i18next, registerMessages, setLanguage } from './i18n';

describe('strings with a count', () => {
  registerMessages<'rows'>('countedTest', {
    ch: { rows: '{{count}} 行有误' },
    en: { rows: '{{count}} rows are wrong', rows_one: '1 row is wrong' },
  });
  afterAll(() => setLanguage('ch'));

  it('take the English singular for one, and Chinese’s one form for any number', () => {
    setLanguage('en');
    expect(i18next.t('countedTest:rows', { count: 1 })).toBe('1 row is wrong');
    expect(i18next.t('countedTest:rows', { count: 3 })).toBe('3 rows are wrong');
    expect(i18next.t('countedTest:rows', { count: 0 })).toBe('0 rows are wrong');
    setLanguage('ch');
    expect(i18next.t('countedTest:rows', { count: 1 })).toBe('1 行有误');
    expect(i18next.t('countedTest:rows', { count: 3 })).toBe('3 行有误');
  });
});
