import type { WorkOrderComment } from '@tm/contracts';
import { Empty, Space, Tag, theme, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/format';
import { WorkOrderStatusTag } from './work-order-tags';

/** One entry: who wrote it on which side and when, the status it set, what it says. */
function ThreadEntry({ comment }: { comment: WorkOrderComment }) {
  const { t } = useTranslation('workorders');
  const { token } = theme.useToken();
  return (
    <div
      style={
        // Internal notes stand out so nobody mistakes them for something the customer saw.
        comment.internal
          ? {
              background: token.colorWarningBg,
              border: `1px solid ${token.colorWarningBorder}`,
              borderRadius: token.borderRadius,
              padding: '6px 10px',
            }
          : undefined
      }
    >
      <Space size={6} wrap>
        <Typography.Text strong>{comment.author.name}</Typography.Text>
        <Tag color={comment.side === 'service' ? 'blue' : 'green'}>{t(`side_${comment.side}`)}</Tag>
        {comment.internal && <Tag color="gold">{t('internalNote')}</Tag>}
        <Typography.Text type="secondary">{formatTime(comment.created_time)}</Typography.Text>
      </Space>
      {comment.status && (
        <div style={{ marginTop: 4 }}>
          {t('statusChangedTo')} <WorkOrderStatusTag status={comment.status} />
        </div>
      )}
      {comment.body && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
          {comment.body}
        </Typography.Paragraph>
      )}
    </div>
  );
}

/** The conversation, oldest first, so it reads down to the reply box. */
export function WorkOrderThread({ comments }: { comments: WorkOrderComment[] }) {
  const { t } = useTranslation('workorders');
  const { token } = theme.useToken();
  if (comments.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noComments')} />;
  }
  const colorOf = (comment: WorkOrderComment) =>
    comment.internal ? token.colorWarning : comment.status ? 'gray' : comment.side === 'service' ? 'blue' : 'green';
  return (
    <Timeline
      items={comments.map((comment) => ({
        key: comment.id,
        color: colorOf(comment),
        content: <ThreadEntry comment={comment} />,
      }))}
    />
  );
}
