import { BellOutlined } from '@ant-design/icons';
import type { NoticeType } from '@tm/contracts';
import { Badge, Button, Popover } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../shared/i18n';
import { PageLoading } from '../../shared/page-loading';
import { NOTICE_BADGE_MAX } from '@tm/contracts';
import { useLiveNotices, useNoticeCounts } from './notices.api';
import { noticesMessages } from './notices.messages';

registerMessages('notices', noticesMessages);

const loadNoticeTabs = () => import('./notice-tabs');
const NoticeTabs = lazy(() => loadNoticeTabs().then((m) => ({ default: m.NoticeTabs })));

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
        <Suspense fallback={<PageLoading />}>
          <NoticeTabs
            area={area}
            counts={counts.data}
            activeType={activeType}
            onActiveTypeChange={setActiveType}
            onLeave={() => setOpen(false)}
          />
        </Suspense>
      }
    >
      <Button
        type="text"
        data-testid="notice-bell"
        aria-label={total > 0 ? t('bellUnread', { n: total }) : t('bell')}
        // Fetched as the pointer or focus comes near, so the popover usually opens with its lists.
        onPointerEnter={() => void loadNoticeTabs()}
        onFocus={() => void loadNoticeTabs()}
        icon={
          <Badge count={total} overflowCount={NOTICE_BADGE_MAX} size="small">
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        }
      />
    </Popover>
  );
}
