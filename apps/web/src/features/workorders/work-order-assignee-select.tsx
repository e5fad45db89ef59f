import type { WorkOrder } from '@tm/contracts';
import { App, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { showErrorWithReasons } from '../../shared/error-reasons';
import { useAssignWorkOrder, useWorkOrderAssignees } from './workorders.api';

/** The service staff as select options, each with how many open orders they already hold. */
export function useAssigneeOptions(enabled: boolean) {
  const { t } = useTranslation('workorders');
  const assignees = useWorkOrderAssignees(enabled);
  const options = (assignees.data ?? []).map((assignee) => ({
    value: assignee.id,
    label: t('assigneeOption', { name: assignee.name, n: assignee.open_orders }),
  }));
  return { options, isLoading: assignees.isLoading };
}

/** The drawer's assignee: choosing someone assigns the order to them at once (a new order becomes assigned). */
export function WorkOrderAssigneeSelect({ order }: { order: WorkOrder }) {
  const { t } = useTranslation('workorders');
  const { message } = App.useApp();
  const assign = useAssignWorkOrder(order.id);
  const assignees = useAssigneeOptions(true);
  const current = order.assignee;
  // A disabled member of staff leaves the list but still holds the orders given them.
  const options =
    current && !assignees.options.some((option) => option.value === current.id)
      ? [{ value: current.id, label: current.name }, ...assignees.options]
      : assignees.options;

  return (
    <Select<number>
      aria-label={t('fact_assignee')}
      placeholder={t('assignPlaceholder')}
      value={current?.id}
      options={options}
      loading={assignees.isLoading || assign.isPending}
      disabled={assign.isPending}
      style={{ minWidth: 200 }}
      onChange={(assigneeId) => {
        assign
          .mutateAsync(assigneeId)
          .then((detail) => message.success(t('assignedTo', { name: detail.order.assignee?.name ?? '' })))
          .catch(showErrorWithReasons);
      }}
    />
  );
}
