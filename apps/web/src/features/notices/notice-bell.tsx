import { BellOutlined } from '@ant-design/icons';
import type { NoticeType } from '@tm/contracts';
import { Badge, Button, Popover, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../shared/i18n';
import { NOTICE_BADGE_MAX, NOTICE_TYPES } from '@tm/contracts';
import { parseNoticeType, unreadCountText } from './notice-display';
import { NoticeTab } from './notice-tab';
import { useLiveNotices, useNoticeCounts } from './notices.api';
import { noticesMessages } from './notices.messages';

registerMessages('notices', noticesMessages);

/**
 * The top bar's bell (spec: Notice): the unread total as a badge, and a popover with the latest
 * notifications, messages and to-dos. `area` is the console area the bell sits in (`project` or
 * `admin`), where View all leads.
 */
export function NoticeBell({ area }: { area: 'project' | 'admin' }) {
  const { t } = useTranslation('notices');
  const counts = useNoticeCounts();
  useLiveNotices();
  const [open, setOpen] = useState(false);
  const [activeType, setActiveType] = useState<NoticeType>('notification');
  const total = counts.data?.total ?? 0;
  const close = () => setOpen(false);

  const tabs = NOTICE_TYPES.map((type) => {
    const title = t(`type_${type}`);
    const unread = counts.data?.[type] ?? 0;
    return {
      key: type,
      label: unread > 0 ? `${title} (${unreadCountText(unread)})` : title,
      children: (
        <NoticeTab type={type} title={title} unread={unread} noticesPath={`/${area}/notices`} onLeave={close} />
      ),
    };
  });

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      // The lists load afresh at each opening; only the badge polls.
      destroyOnHidden
      styles={{ container: { width: 360, padding: 0 } }}
      content={
        <Tabs
          centered
          activeKey={activeType}
          onChange={(key) => setActiveType(parseNoticeType(key) ?? 'notification')}
          items={tabs}
          styles={{ header: { margin: 0 } }}
        />
      }
    >
      <Button
        type="text"
        data-testid="notice-bell"
        aria-label={total > 0 ? t('bellUnread', { n: total }) : t('bell')}
        icon={
          <Badge count={total} overflowCount={NOTICE_BADGE_MAX} size="small">
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        }
      />
    </Popover>
  );
}
