import { describe, expect, it } from 'vitest';
import { addressOf, queryOf, valuesFromAddress } from './work-order-query';

describe('valuesFromAddress', () => {
  it('takes the page’s default state when the address has none, and checks every value', () => {
    expect(valuesFromAddress({}, 'open').state).toBe('open');
    expect(
      valuesFromAddress(
        { state: 'done', status: 'closed', category: 'fault', company_id: 3, min_age_days: 7, q: ' 秤 ' },
        'open',
      ),
    ).toEqual({
      state: 'done',
      status: 'closed',
      category: 'fault',
      q: '秤',
      company_id: 3,
      assignee_id: undefined,
      min_age_days: 7,
    });
  });

  it('drops what a hand-edited link gets wrong, and a status that contradicts the state', () => {
    const values = valuesFromAddress(
      { state: 'later', status: 'resolved', category: 'broken', company_id: Number.NaN, assignee_id: -2 },
      'open',
    );
    expect(values).toMatchObject({ state: 'open', status: undefined, category: undefined });
    expect(values.company_id).toBeUndefined();
    expect(values.assignee_id).toBeUndefined();
  });
});

describe('addressOf and queryOf', () => {
  it('leaves the default state out of the address and "all" out of the query', () => {
    expect(addressOf({ state: 'open', q: '  ' }, 'open')).toMatchObject({ state: undefined, q: undefined });
    expect(addressOf({ state: 'all' }, 'open').state).toBe('all');
    expect(queryOf({ state: 'all', status: 'new', assignee_id: 5 })).toEqual({ status: 'new', assignee_id: 5 });
    expect(queryOf({ state: 'open', min_age_days: 3 })).toEqual({ state: 'open', min_age_days: 3 });
  });
});
