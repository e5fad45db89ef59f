import type { WorkOrder } from '@tm/contracts';
import { Descriptions, Image, Space, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/format';
import { formatDuration } from './work-order-duration';

/** The customer's photos as thumbnails; a click opens them large, one after another. */
function WorkOrderPhotos({ photos }: { photos: string[] }) {
  return (
    <Image.PreviewGroup>
      <Space wrap size={8}>
        {photos.map((url) => (
          <Image key={url} src={url} width={88} height={88} style={{ objectFit: 'cover', borderRadius: 4 }} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

/** What the customer told, who handles it, and how long the answers took. */
export function WorkOrderFacts({ order }: { order: WorkOrder }) {
  const { t } = useTranslation('workorders');
  const notYet = <Typography.Text type="secondary">{t('notYet')}</Typography.Text>;
  const timeAfter = (time: string | null, seconds: number | null) =>
    time ? t('timeAfter', { time: formatTime(time), duration: formatDuration(seconds, t) }) : notYet;

  const items: DescriptionsProps['items'] = [
    {
      key: 'description',
      label: t('fact_description'),
      children: (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{order.description}</Typography.Paragraph>
      ),
    },
    ...(order.photos.length > 0
      ? [{ key: 'photos', label: t('fact_photos'), children: <WorkOrderPhotos photos={order.photos} /> }]
      : []),
    {
      key: 'scale',
      label: t('fact_scale'),
      children: order.scale_name ? `${order.scale_name} · ${order.shop_name ?? '—'}` : t('noScale'),
    },
    {
      key: 'contact',
      label: t('fact_contact'),
      children: (
        <Space size={8}>
          {order.contact_name}
          <Typography.Link href={`tel:${order.contact_phone}`}>{order.contact_phone}</Typography.Link>
        </Space>
      ),
    },
    { key: 'preferred', label: t('fact_preferredTime'), children: order.preferred_time || '—' },
    {
      key: 'created',
      label: t('fact_created'),
      children: t('createdValue', { name: order.created_by.name, time: formatTime(order.created_time) }),
    },
    {
      key: 'assignee',
      label: t('fact_assignee'),
      children: order.assignee?.name ?? <Typography.Text type="secondary">{t('unassigned')}</Typography.Text>,
    },
    { key: 'answer', label: t('fact_firstAnswer'), children: timeAfter(order.first_answer_time, order.answer_seconds) },
    { key: 'resolved', label: t('fact_resolved'), children: timeAfter(order.resolved_time, order.resolution_seconds) },
  ];
  return <Descriptions bordered column={1} size="small" items={items} />;
}
