import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../shared/i18n';
import { useWorkOrderList } from './use-work-order-list';
import { WorkOrderCreateModal } from './work-order-create-modal';
import { WorkOrderListView } from './work-order-list-view';
import { useWorkOrderViewer } from './work-order-viewer';
import { workordersMessages } from './workorders.messages';

registerMessages('workorders', workordersMessages);

/**
 * `workorderMng/workorderList`: a company's work orders, where its users ask for help; for
 * administrators, every company's, to look up (they work them in the service queue).
 */
export function WorkOrderListPage() {
  const { t } = useTranslation('workorders');
  const { isService } = useWorkOrderViewer();
  // All orders by default: a resolved one waits for the customer to confirm it, so it stays in sight.
  const list = useWorkOrderList('all');
  const [isCreating, setIsCreating] = useState(false);

  return (
    <Card
      title={t('shell:workorderList')}
      extra={
        // The service side opens one for a customer who called in.
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsCreating(true)}>
          {isService ? t('createForCustomer') : t('create')}
        </Button>
      }
    >
      <WorkOrderListView list={list} showCompany={isService} emptyText={isService ? t('emptyList') : t('emptyHint')} />
      <WorkOrderCreateModal
        open={isCreating}
        onClose={() => setIsCreating(false)}
        onCreated={(order) => list.open(order.id)}
      />
    </Card>
  );
}
