import { MessageOutlined, NotificationOutlined, ScheduleOutlined } from '@ant-design/icons';
import type { Notice, NoticeType } from '@tm/contracts';
import { Avatar, Badge, Tag, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/format';
import { NOTICE_STATUS_COLORS, noticeTime } from './notice-display';

const TYPE_ICONS: Record<NoticeType, ReactNode> = {
  notification: <NotificationOutlined />,
  message: <MessageOutlined />,
  event: <ScheduleOutlined />,
};

/** "5 min ago", with the full date and time on hover. */
export function NoticeTimeText({ iso }: { iso: string }) {
  const { t } = useTranslation('notices');
  const { key, ...values } = noticeTime(iso);
  return <span title={formatTime(iso)}>{t(`time_${key}`, values)}</span>;
}

/** The short tag the server adds (e.g. the new status) and, for a to-do, its state in colour. */
export function NoticeTags({ notice }: { notice: Notice }) {
  const { t } = useTranslation('notices');
  if (!notice.extra && !notice.status) {
    return null;
  }
  return (
    // A span, not antd Space (a div): it also sits inside the bell's <button> rows.
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', flexShrink: 0, gap: 4 }}>
      {notice.extra && <Tag style={{ marginInlineEnd: 0 }}>{notice.extra}</Tag>}
      {notice.status && (
        <Tag color={NOTICE_STATUS_COLORS[notice.status]} style={{ marginInlineEnd: 0 }}>
          {t(`status_${notice.status}`)}
        </Tag>
      )}
    </span>
  );
}

/** A notice's picture: the sender's avatar when it has one, else its type's icon; a dot while unread. */
export function NoticeAvatar({ notice }: { notice: Notice }) {
  return (
    <Badge dot={!notice.read} offset={[-2, 2]}>
      <Avatar alt="" src={notice.avatar || undefined} icon={TYPE_ICONS[notice.type]} />
    </Badge>
  );
}

/** One notice in the bell's list: unread ones stand out (bold, tinted, dot); a click opens it. */
export function NoticeItem({ notice, onOpen }: { notice: Notice; onOpen: (notice: Notice) => void }) {
  const { token } = theme.useToken();
  return (
    <button
      type="button"
      onClick={() => onOpen(notice)}
      style={{
        display: 'flex',
        gap: 12,
        width: '100%',
        padding: '10px 16px',
        border: 0,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        background: notice.read ? 'transparent' : token.colorPrimaryBg,
        color: token.colorText,
        font: 'inherit',
        textAlign: 'left',
        cursor: 'pointer',
      }}
    >
      <NoticeAvatar notice={notice} />
      <span style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <span style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 8 }}>
          <span style={{ fontWeight: notice.read ? 'normal' : 600, overflowWrap: 'anywhere' }}>{notice.title}</span>
          <NoticeTags notice={notice} />
        </span>
        {notice.description && (
          <span
            style={{
              fontSize: 12,
              color: token.colorTextSecondary,
              overflow: 'hidden',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              wordBreak: 'break-word',
            }}
          >
            {notice.description}
          </span>
        )}
        <span style={{ fontSize: 12, color: token.colorTextTertiary }}>
          <NoticeTimeText iso={notice.datetime} />
        </span>
      </span>
    </button>
  );
}
