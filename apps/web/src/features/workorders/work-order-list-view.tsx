import type { ReactNode } from 'react';
import { WorkOrderDrawer } from './work-order-drawer';
import { WorkOrderFilterForm } from './work-order-filters';
import { WorkOrderTable } from './work-order-table';
import type { WorkOrderList } from './use-work-order-list';

type Props = {
  list: WorkOrderList;
  /** Administrators see every company: a company filter and column. */
  showCompany: boolean;
  /** The service queue's assignee and age filters. */
  showQueueFilters?: boolean;
  emptyText: string;
  /** Shown between the filters and the table (the queue's averages). */
  aboveTable?: ReactNode;
};

/** The body both work-order pages share: filters, the table, and the drawer of the order opened. */
export function WorkOrderListView({ list, showCompany, showQueueFilters = false, emptyText, aboveTable }: Props) {
  return (
    <>
      <WorkOrderFilterForm
        values={list.values}
        defaultState={list.defaultState}
        onSearch={list.search}
        showCompany={showCompany}
        showQueueFilters={showQueueFilters}
      />
      {aboveTable}
      <WorkOrderTable
        orders={list.orders}
        pagination={list.pagination}
        showCompany={showCompany}
        emptyText={emptyText}
        onOpen={list.open}
      />
      <WorkOrderDrawer orderId={list.openedId} onClose={list.close} />
    </>
  );
}
