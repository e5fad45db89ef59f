import type { WorkOrder, WorkOrderPage } from '@tm/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Flex, Grid, Space, Table, Typography, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/format';
import { columnsWidth } from '../../shared/list-controls';
import { PhoneCards } from '../../shared/phone-cards';
import { formatDuration } from './work-order-duration';
import { WorkOrderCategoryTag, WorkOrderStatusTag } from './work-order-tags';

/** "Answered in 2 h 5 min" over "Resolved in 1 d 3 h", or what has not happened yet. */
function ResponseTimes({ order }: { order: WorkOrder }) {
  const { t } = useTranslation('workorders');
  return (
    <Space orientation="vertical" size={0}>
      {order.answer_seconds === null ? (
        <Typography.Text type="secondary">{t('notAnswered')}</Typography.Text>
      ) : (
        <span>{t('answerIn', { time: formatDuration(order.answer_seconds, t) })}</span>
      )}
      {order.resolution_seconds !== null && (
        <span>{t('resolvedIn', { time: formatDuration(order.resolution_seconds, t) })}</span>
      )}
    </Space>
  );
}

/** Who and where an order is about, under its title: the company (for the service side), the scale. */
function whereOf(order: WorkOrder, showCompany: boolean): string {
  const scale = order.scale_name ? `${order.scale_name} · ${order.shop_name ?? '—'}` : null;
  return [showCompany ? order.company_name : null, scale].filter(Boolean).join(' · ');
}

// The title takes what the other columns leave; this much at least, so that a 1440 px window shows
// every column without scrolling sideways.
const TITLE_MIN_WIDTH = 260;

function useWorkOrderColumns(showCompany: boolean): TableColumnsType<WorkOrder> {
  const { t } = useTranslation('workorders');
  return [
    { title: t('col_number'), dataIndex: 'id', width: 70, render: (id: number) => `#${id}` },
    {
      title: t('col_title'),
      dataIndex: 'title',
      ellipsis: { showTitle: true },
      render: (title: string, order) => {
        const where = whereOf(order, showCompany);
        return (
          <Space orientation="vertical" size={0} style={{ maxWidth: '100%' }}>
            <Typography.Text strong ellipsis={{ tooltip: title }}>
              {title}
            </Typography.Text>
            {where && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: where }}>
                {where}
              </Typography.Text>
            )}
          </Space>
        );
      },
    },
    {
      title: t('col_category'),
      dataIndex: 'category',
      width: 160,
      render: (category: WorkOrder['category']) => <WorkOrderCategoryTag category={category} />,
    },
    {
      title: t('col_status'),
      dataIndex: 'status',
      // "Waiting for customer" on one line.
      width: 160,
      render: (status: WorkOrder['status']) => <WorkOrderStatusTag status={status} />,
    },
    { title: t('col_created'), dataIndex: 'created_time', width: 150, render: formatTime },
    {
      title: t('col_assignee'),
      key: 'assignee',
      width: 110,
      render: (_, order) =>
        order.assignee ? order.assignee.name : <Typography.Text type="secondary">{t('unassigned')}</Typography.Text>,
    },
    { title: t('col_times'), key: 'times', width: 170, render: (_, order) => <ResponseTimes order={order} /> },
  ];
}

type Props = {
  orders: UseQueryResult<WorkOrderPage>;
  pagination: TablePaginationConfig;
  showCompany: boolean;
  emptyText: string;
  onOpen: (id: number) => void;
};

/** Work orders, newest first; a row (click, or Enter on it) opens the order. */
export function WorkOrderTable({ orders, pagination, showCompany, emptyText, onOpen }: Props) {
  const { t } = useTranslation('workorders');
  const columns = useWorkOrderColumns(showCompany);
  const screens = Grid.useBreakpoint();
  // The 30-second refresh happens quietly; a new page or filter shows the spinner.
  const loading = orders.isLoading || (orders.isPlaceholderData && orders.isFetching);
  if (screens.xs) {
    // On a phone: what it is about and where it stands, then where and when.
    return (
      <PhoneCards
        rows={orders.data?.list ?? []}
        rowKey={(order) => order.id}
        cardOf={(order) => {
          const where = whereOf(order, showCompany);
          return {
            title: `#${order.id} ${order.title}`,
            extra: <WorkOrderStatusTag status={order.status} />,
            body: (
              <Flex vertical gap={4}>
                {where && <Typography.Text type="secondary">{where}</Typography.Text>}
                <Flex wrap align="center" gap={8}>
                  <WorkOrderCategoryTag category={order.category} />
                  <Typography.Text type="secondary">{formatTime(order.created_time)}</Typography.Text>
                  <span>{order.assignee ? `${t('col_assignee')} ${order.assignee.name}` : t('unassigned')}</span>
                </Flex>
              </Flex>
            ),
          };
        }}
        loading={loading}
        empty={<Typography.Paragraph type="secondary">{emptyText}</Typography.Paragraph>}
        pagination={pagination}
        onOpen={(order) => onOpen(order.id)}
      />
    );
  }
  return (
    <Table<WorkOrder>
      rowKey="id"
      columns={columns}
      dataSource={orders.data?.list ?? []}
      loading={loading}
      pagination={pagination}
      locale={{ emptyText }}
      scroll={{ x: columnsWidth(columns, TITLE_MIN_WIDTH) }}
      onRow={(order) => ({
        onClick: () => onOpen(order.id),
        onKeyDown: (event) => {
          if (event.key === 'Enter') {
            onOpen(order.id);
          }
        },
        tabIndex: 0,
        style: { cursor: 'pointer' },
      })}
    />
  );
}
