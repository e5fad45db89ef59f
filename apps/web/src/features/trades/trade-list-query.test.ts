import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { queryOf } from './trade-list-page';

describe('the sales list query', () => {
  const custom = {
    period: 'custom' as const,
    range: [dayjs('2026-11-20'), dayjs('2026-11-24')] as [dayjs.Dayjs, dayjs.Dayjs],
  };

  it('sends the totals in fen, as typed', () => {
    expect(queryOf({ ...custom, min_total: '1.5', max_total: '10' })).toMatchObject({
      min_total: 150,
      max_total: 1000,
    });
    expect(queryOf({ ...custom, min_total: '100' })).toMatchObject({ min_total: 10000 });
    expect(queryOf({ ...custom, min_total: '100' })).not.toHaveProperty('max_total');
  });

  it('asks for the picked China days and, for an administrator, the company chosen', () => {
    expect(queryOf({ ...custom, company_id: 2 })).toMatchObject({
      start_time: '2026-11-19T16:00:00.000Z',
      end_time: '2026-11-24T15:59:59.999Z',
      company_id: 2,
    });
  });
});
