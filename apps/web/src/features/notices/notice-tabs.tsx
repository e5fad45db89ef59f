import { NOTICE_TYPES, type NoticeCounts, type NoticeType } from '@tm/contracts';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseNoticeType, unreadCountText } from './notice-display';
import { NoticeTab } from './notice-tab';

/**
 * What the bell's popover holds: a tab per kind of notice with its unread count, each with the
 * latest of that kind. Loaded when the bell is first pointed at or opened (notice-bell.tsx): the
 * tabs and lists are not needed to show a page.
 */
export function NoticeTabs({
  area,
  counts,
  activeType,
  onActiveTypeChange,
  onLeave,
}: {
  area: 'project' | 'admin';
  counts: NoticeCounts | undefined;
  activeType: NoticeType;
  onActiveTypeChange: (type: NoticeType) => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('notices');
  const items = NOTICE_TYPES.map((type) => {
    const title = t(`type_${type}`);
    const unread = counts?.[type] ?? 0;
    return {
      key: type,
      label: unread > 0 ? `${title} (${unreadCountText(unread)})` : title,
      children: (
        <NoticeTab type={type} title={title} unread={unread} noticesPath={`/${area}/notices`} onLeave={onLeave} />
      ),
    };
  });
  return (
    <Tabs
      centered
      activeKey={activeType}
      onChange={(key) => onActiveTypeChange(parseNoticeType(key) ?? 'notification')}
      items={items}
      styles={{ header: { margin: 0 } }}
    />
  );
}
