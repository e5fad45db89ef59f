import { ErrorCode, WORK_ORDER_REOPEN_DAYS, type WorkOrder, type WorkOrderDetail } from '@tm/contracts';
import { Alert, Drawer, Flex, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api-client';
import { registerMessages } from '../../shared/i18n';
import { WorkOrderActions } from './work-order-actions';
import { WorkOrderAssigneeSelect } from './work-order-assignee-select';
import { WorkOrderFacts } from './work-order-facts';
import { WorkOrderReplyForm } from './work-order-reply-form';
import { isReopenExpired, type Side } from './work-order-steps';
import { WorkOrderCategoryTag, WorkOrderStatusTag } from './work-order-tags';
import { WorkOrderThread } from './work-order-thread';
import { useWorkOrderViewer } from './work-order-viewer';
import { useWorkOrder } from './workorders.api';
import { workordersMessages } from './workorders.messages';

registerMessages('workorders', workordersMessages);

/** What the customer is expected to do now, in words; and why an old order has no Reopen button. */
function WorkOrderGuidance({ order, side }: { order: WorkOrder; side: Side }) {
  const { t } = useTranslation('workorders');
  if (isReopenExpired(order)) {
    return <Alert type="info" showIcon title={t('reopenExpired', { days: WORK_ORDER_REOPEN_DAYS })} />;
  }
  if (side === 'customer' && order.status === 'waiting_customer') {
    return <Alert type="warning" showIcon title={t('hint_waiting_customer')} />;
  }
  if (side === 'customer' && order.status === 'resolved') {
    return <Alert type="success" showIcon title={t('hint_resolved')} />;
  }
  return null;
}

function WorkOrderDetailView({ detail }: { detail: WorkOrderDetail }) {
  const { t } = useTranslation('workorders');
  const { isService, side } = useWorkOrderViewer();
  const { order, comments } = detail;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {order.title}
        </Typography.Title>
        <Space size={8} wrap>
          <WorkOrderStatusTag status={order.status} />
          <WorkOrderCategoryTag category={order.category} />
          {isService && <Typography.Text type="secondary">{order.company_name}</Typography.Text>}
        </Space>
      </div>
      <WorkOrderGuidance order={order} side={side} />
      <Flex justify="space-between" align="center" gap={8} wrap>
        <WorkOrderActions order={order} />
        {isService && <WorkOrderAssigneeSelect order={order} />}
      </Flex>
      <WorkOrderFacts order={order} />
      <div>
        <Typography.Title level={5}>{t('thread')}</Typography.Title>
        <WorkOrderThread comments={comments} />
        <WorkOrderReplyForm orderId={order.id} canWriteInternal={isService} />
      </div>
    </Space>
  );
}

/**
 * One work order: what the customer reported, the conversation, the steps the viewer may take.
 * Opened from a list row or a notification link (`?id=`); polled while open.
 */
export function WorkOrderDrawer({ orderId, onClose }: { orderId: number | undefined; onClose: () => void }) {
  const { t } = useTranslation('workorders');
  const detail = useWorkOrder(orderId);
  const error = detail.error;
  return (
    <Drawer
      open={orderId !== undefined}
      onClose={onClose}
      size="large"
      title={orderId === undefined ? '' : t('drawerTitle', { id: orderId })}
      destroyOnHidden
    >
      {detail.data ? (
        <WorkOrderDetailView detail={detail.data} />
      ) : error ? (
        <Result
          status="warning"
          subTitle={error instanceof ApiError && error.code === ErrorCode.NOT_FOUND ? t('notFound') : error.message}
        />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
