import { useSearchParams } from 'react-router';
import { usePagination } from '../../shared/list-controls';
import { useListQuery } from '../../shared/use-list-query';
import {
  addressOf,
  ADDRESS_NUMBERS,
  positiveInt,
  queryOf,
  valuesFromAddress,
  type AddressFilters,
} from './work-order-query';
import type { StateFilter } from './work-order-steps';
import { useWorkOrders } from './workorders.api';

/**
 * A work-order list in the address bar: its filters, its page, and the order open in the drawer
 * (`?id=`), so that Back closes the drawer and a notification's link opens it.
 */
export function useWorkOrderList(defaultState: StateFilter) {
  const { filters, paging, setFilters, setPaging } = useListQuery<AddressFilters>(ADDRESS_NUMBERS);
  const [, setParams] = useSearchParams();
  const values = valuesFromAddress(filters, defaultState);
  const orders = useWorkOrders({ ...queryOf(values), ...paging });
  const pagination = usePagination(paging, orders.data?.meta.total, setPaging);

  // Opening adds a history entry, so Back closes the drawer; closing replaces it, so Back does
  // not open it again.
  const showOrder = (id: number | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === undefined) {
          next.delete('id');
        } else {
          next.set('id', String(id));
        }
        return next;
      },
      { replace: id === undefined },
    );

  return {
    defaultState,
    values,
    search: (next: typeof values) => setFilters(addressOf(next, defaultState)),
    orders,
    pagination,
    openedId: positiveInt(filters.id),
    open: (id: number) => showOrder(id),
    close: () => showOrder(undefined),
  };
}

export type WorkOrderList = ReturnType<typeof useWorkOrderList>;
