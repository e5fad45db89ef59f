import { describe, expect, it } from 'vitest';
import { actionOf, actionsFor, isReopenExpired, statusesOf } from './work-order-steps';

describe('actionOf', () => {
  it('names moving to in progress by where the order is: start, resume, or reopen', () => {
    expect(actionOf('assigned', 'in_progress', 'service')).toBe('start');
    expect(actionOf('waiting_customer', 'in_progress', 'customer')).toBe('resume');
    expect(actionOf('resolved', 'in_progress', 'customer')).toBe('reopen');
    expect(actionOf('closed', 'in_progress', 'service')).toBe('reopen');
  });

  it('lets the customer confirm a resolved order by closing it; anyone else just closes', () => {
    expect(actionOf('resolved', 'closed', 'customer')).toBe('confirmClose');
    expect(actionOf('resolved', 'closed', 'service')).toBe('close');
    expect(actionOf('new', 'closed', 'customer')).toBe('close');
  });

  it('has no button for statuses only assigning reaches', () => {
    expect(actionOf('new', 'assigned', 'service')).toBeNull();
    expect(actionOf('assigned', 'new', 'service')).toBeNull();
  });
});

describe('actionsFor', () => {
  it('puts the usual next step first and closing last', () => {
    const order = { status: 'in_progress', next_statuses: ['closed', 'waiting_customer', 'resolved'] } as const;
    expect(actionsFor({ ...order, next_statuses: [...order.next_statuses] }, 'service')).toEqual([
      { action: 'resolve', to: 'resolved' },
      { action: 'wait', to: 'waiting_customer' },
      { action: 'close', to: 'closed' },
    ]);
    expect(actionsFor({ status: 'resolved', next_statuses: ['in_progress', 'closed'] }, 'customer')).toEqual([
      { action: 'confirmClose', to: 'closed' },
      { action: 'reopen', to: 'in_progress' },
    ]);
  });
});

describe('isReopenExpired', () => {
  it('is true only for a done order that may no longer go back in progress', () => {
    expect(isReopenExpired({ status: 'closed', next_statuses: [] })).toBe(true);
    expect(isReopenExpired({ status: 'resolved', next_statuses: ['closed'] })).toBe(true);
    expect(isReopenExpired({ status: 'closed', next_statuses: ['in_progress'] })).toBe(false);
    expect(isReopenExpired({ status: 'new', next_statuses: [] })).toBe(false);
  });
});

describe('statusesOf', () => {
  it('offers the statuses of the chosen half', () => {
    expect(statusesOf('open')).toEqual(['new', 'assigned', 'in_progress', 'waiting_customer']);
    expect(statusesOf('done')).toEqual(['resolved', 'closed']);
    expect(statusesOf('all')).toHaveLength(6);
  });
});
