import type { WorkOrderPage } from '@tm/contracts';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../shared/i18n';
import { useWorkOrderList } from './use-work-order-list';
import { formatDuration } from './work-order-duration';
import { WorkOrderListView } from './work-order-list-view';
import { workordersMessages } from './workorders.messages';

registerMessages('workorders', workordersMessages);

/**
 * How fast the orders the filters select were answered and resolved, on average; or that none has
 * been yet (the open orders have no resolution to average).
 */
function ServiceAverages({ meta }: { meta: WorkOrderPage['meta'] | undefined }) {
  const { t } = useTranslation('workorders');
  if (!meta) {
    return null;
  }
  const average = (kind: 'answer' | 'resolution', seconds: number | null) =>
    seconds === null ? t(`summary_${kind}None`) : t(`summary_${kind}`, { duration: formatDuration(seconds, t) });
  return (
    <Typography.Paragraph type="secondary">
      {t('summary', {
        answer: average('answer', meta.avg_answer_seconds),
        resolution: average('resolution', meta.avg_resolution_seconds),
      })}
    </Typography.Paragraph>
  );
}

/** `workorderMng/workorderProcessList` (administrators): the service queue, open orders first. */
export function WorkOrderProcessPage() {
  const { t } = useTranslation('workorders');
  const list = useWorkOrderList('open');
  return (
    <Card title={t('shell:workorderProcessList')}>
      <WorkOrderListView
        list={list}
        showCompany
        showQueueFilters
        emptyText={t('emptyList')}
        aboveTable={<ServiceAverages meta={list.orders.data?.meta} />}
      />
    </Card>
  );
}
