import { WORK_ORDER_STATUSES, type WorkOrder, type WorkOrderSide, type WorkOrderStatus } from '@tm/contracts';

export type Side = WorkOrderSide;

/** What a step means to the person clicking it; one button each. */
export type WorkOrderAction = 'start' | 'resume' | 'reopen' | 'wait' | 'resolve' | 'close' | 'confirmClose';

/** The order the buttons stand in: the usual next step first, closing last. */
const ACTION_ORDER: readonly WorkOrderAction[] = [
  'start',
  'resolve',
  'confirmClose',
  'wait',
  'resume',
  'reopen',
  'close',
];

/** Starting or resuming work happens at once; every other step asks first, with an optional note. */
export const ACTION_ASKS: Record<WorkOrderAction, boolean> = {
  start: false,
  resume: false,
  reopen: true,
  wait: true,
  resolve: true,
  close: true,
  confirmClose: true,
};

const DONE: readonly WorkOrderStatus[] = ['resolved', 'closed'];

const isDone = (status: WorkOrderStatus) => DONE.includes(status);

/** The action moving an order from `from` to `to`, or null for a status no button leads to. */
export function actionOf(from: WorkOrderStatus, to: WorkOrderStatus, side: Side): WorkOrderAction | null {
  switch (to) {
    case 'in_progress':
      return isDone(from) ? 'reopen' : from === 'waiting_customer' ? 'resume' : 'start';
    case 'waiting_customer':
      return 'wait';
    case 'resolved':
      return 'resolve';
    case 'closed':
      // The customer closing a resolved order is confirming the fix.
      return from === 'resolved' && side === 'customer' ? 'confirmClose' : 'close';
    case 'new':
    case 'assigned':
      // Orders become assigned by assigning them, and never go back to new.
      return null;
  }
}

/** The buttons an order shows to this side: one per status it may move to now. */
export function actionsFor(order: Pick<WorkOrder, 'status' | 'next_statuses'>, side: Side) {
  return order.next_statuses
    .flatMap((to) => {
      const action = actionOf(order.status, to, side);
      return action ? [{ action, to }] : [];
    })
    .sort((a, b) => ACTION_ORDER.indexOf(a.action) - ACTION_ORDER.indexOf(b.action));
}

/** A resolved or closed order past the reopen limit: say so instead of leaving the button out silently. */
export const isReopenExpired = (order: Pick<WorkOrder, 'status' | 'next_statuses'>) =>
  isDone(order.status) && !order.next_statuses.includes('in_progress');

export type StateFilter = 'all' | 'open' | 'done';
export const STATE_FILTERS: readonly StateFilter[] = ['all', 'open', 'done'];

/** The statuses the status filter offers under the open/done switch. */
export const statusesOf = (state: StateFilter): readonly WorkOrderStatus[] =>
  WORK_ORDER_STATUSES.filter((status) => state === 'all' || isDone(status) === (state === 'done'));
