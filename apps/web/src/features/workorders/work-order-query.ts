import {
  WORK_ORDER_CATEGORIES,
  type ListWorkOrdersQuery,
  type WorkOrderCategory,
  type WorkOrderStatus,
} from '@tm/contracts';
import { STATE_FILTERS, statusesOf, type StateFilter } from './work-order-steps';

/** The filter form's values, checked. */
export type FilterValues = {
  state: StateFilter;
  status?: WorkOrderStatus | undefined;
  category?: WorkOrderCategory | undefined;
  q?: string | undefined;
  company_id?: number | undefined;
  assignee_id?: number | undefined;
  min_age_days?: number | undefined;
};

/** The filters as the address holds them (use-list-query): anything a link may carry, unchecked. */
export type AddressFilters = {
  state?: string | undefined;
  status?: string | undefined;
  category?: string | undefined;
  q?: string | undefined;
  company_id?: number | undefined;
  assignee_id?: number | undefined;
  min_age_days?: number | undefined;
  /** The order open in the drawer (a notification links to `?id=12`). */
  id?: number | undefined;
};

export const ADDRESS_NUMBERS = ['company_id', 'assignee_id', 'min_age_days', 'id'] as const;

/** The age filter's choices, in days since the order was opened. */
export const AGE_DAYS = [1, 3, 7] as const;

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  list.some((item) => item === value);

export const positiveInt = (value: number | undefined) =>
  value !== undefined && Number.isInteger(value) && value > 0 ? value : undefined;

/**
 * The form's values from the address: the page's own default state when none is given, and a
 * status that contradicts the state (resolved among open orders) dropped.
 */
export function valuesFromAddress(address: AddressFilters, defaultState: StateFilter): FilterValues {
  const state = isOneOf(STATE_FILTERS, address.state) ? address.state : defaultState;
  return {
    state,
    status: isOneOf(statusesOf(state), address.status) ? address.status : undefined,
    category: isOneOf(WORK_ORDER_CATEGORIES, address.category) ? address.category : undefined,
    q: address.q?.trim() || undefined,
    company_id: positiveInt(address.company_id),
    assignee_id: positiveInt(address.assignee_id),
    min_age_days: positiveInt(address.min_age_days),
  };
}

/** The address of these values; the page's default state is left out so plain links stay plain. */
export function addressOf(values: FilterValues, defaultState: StateFilter): AddressFilters {
  return {
    state: values.state === defaultState ? undefined : values.state,
    status: values.status,
    category: values.category,
    q: values.q?.trim() || undefined,
    company_id: values.company_id,
    assignee_id: values.assignee_id,
    min_age_days: values.min_age_days,
  };
}

/** The server's query: "all" is no state filter; empty filters are left out. */
export function queryOf(values: FilterValues): ListWorkOrdersQuery {
  return {
    ...(values.state === 'all' ? {} : { state: values.state }),
    ...(values.status ? { status: values.status } : {}),
    ...(values.category ? { category: values.category } : {}),
    ...(values.q ? { q: values.q } : {}),
    ...(values.company_id ? { company_id: values.company_id } : {}),
    ...(values.assignee_id ? { assignee_id: values.assignee_id } : {}),
    ...(values.min_age_days ? { min_age_days: values.min_age_days } : {}),
  };
}
