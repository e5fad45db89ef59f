import type { NoticeType } from '@tm/contracts';
import { App, Button, Empty, Popconfirm, Spin, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NoticeItem } from './notice-item';
import { useClearNotices, useMarkAllNoticesRead, useNotices } from './notices.api';
import { useOpenNotice } from './use-open-notice';

/** The bell shows the latest few of each type; the rest are on the notices page. */
const LATEST = 10;

/** One tab of the bell: the type's latest notices, and mark all read, clear, view all. */
export function NoticeTab({
  type,
  title,
  unread,
  noticesPath,
  onLeave,
}: {
  type: NoticeType;
  /** The tab's title without its count, for the "cleared" message. */
  title: string;
  unread: number;
  noticesPath: string;
  /** Called when the user goes to another page, so the popover closes. */
  onLeave: () => void;
}) {
  const { t } = useTranslation('notices');
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const notices = useNotices({ type, per_page: LATEST });
  const markAllRead = useMarkAllNoticesRead();
  const clear = useClearNotices();
  const openNotice = useOpenNotice();
  const navigate = useNavigate();
  const list = notices.data?.list ?? [];

  return (
    <div>
      <Spin spinning={notices.isPending}>
        <div style={{ maxHeight: 400, minHeight: 120, overflowY: 'auto' }}>
          {list.length === 0 && !notices.isPending ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`empty_${type}`)} style={{ padding: 24 }} />
          ) : (
            list.map((notice) => (
              <NoticeItem
                key={notice.id}
                notice={notice}
                onOpen={(opened) => {
                  openNotice(opened);
                  if (opened.link) {
                    onLeave();
                  }
                }}
              />
            ))
          )}
        </div>
      </Spin>
      <div style={{ display: 'flex', borderTop: `1px solid ${token.colorBorderSecondary}` }}>
        <Button
          type="text"
          style={{ flex: 1 }}
          disabled={unread === 0}
          loading={markAllRead.isPending}
          onClick={() => markAllRead.mutate(type)}
        >
          {t('markAllRead')}
        </Button>
        {/* A Popconfirm, not a modal: it belongs to the popover, so confirming does not close the popover. */}
        <Popconfirm
          title={t('clearConfirmTitle', { title })}
          description={t('clearConfirmText')}
          okText={t('clear')}
          okButtonProps={{ danger: true }}
          cancelText={t('common:cancel')}
          onConfirm={async () => {
            await clear.mutateAsync(type);
            void message.success(t('cleared', { title }));
          }}
        >
          <Button type="text" style={{ flex: 1 }} disabled={list.length === 0}>
            {t('clear')}
          </Button>
        </Popconfirm>
        <Button
          type="text"
          style={{ flex: 1 }}
          onClick={() => {
            onLeave();
            void navigate(`${noticesPath}?type=${type}`);
          }}
        >
          {t('viewAll')}
        </Button>
      </div>
    </div>
  );
}
