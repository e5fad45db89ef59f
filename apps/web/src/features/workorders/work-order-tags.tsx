import type { WorkOrderCategory, WorkOrderStatus } from '@tm/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * One colour per status, read at a glance: gold waits for the service side, orange for the
 * customer, blue is being worked, green is solved, grey is over.
 */
const STATUS_COLORS: Record<WorkOrderStatus, string> = {
  new: 'gold',
  assigned: 'cyan',
  in_progress: 'blue',
  waiting_customer: 'orange',
  resolved: 'green',
  closed: 'default',
};

export function WorkOrderStatusTag({ status }: { status: WorkOrderStatus }) {
  const { t } = useTranslation('workorders');
  return (
    <Tag color={STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`status_${status}`)}
    </Tag>
  );
}

/** Categories stay uncoloured so that the status is what catches the eye. */
export function WorkOrderCategoryTag({ category }: { category: WorkOrderCategory }) {
  const { t } = useTranslation('workorders');
  return (
    <Tag variant="outlined" style={{ marginInlineEnd: 0 }}>
      {t(`category_${category}`)}
    </Tag>
  );
}
