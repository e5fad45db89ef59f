import { CheckOutlined, ClearOutlined } from '@ant-design/icons';
import { NOTICE_TYPES, type Notice, type NoticeType } from '@tm/contracts';
import { App, Button, Card, Flex, Segmented, Space, Switch, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdaptiveTable } from '../../shared/adaptive-table';
import { closingOnFailure } from '../../shared/api-client';
import { formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { usePagination } from '../../shared/list-controls';
import type { PhoneCard } from '../../shared/phone-cards';
import { listLoading, useListQuery } from '../../shared/use-list-query';
import { parseNoticeType, unreadCountText } from './notice-display';
import { NoticeAvatar, NoticeTags } from './notice-item';
import { useClearNotices, useMarkAllNoticesRead, useMarkNoticeRead, useNoticeCounts, useNotices } from './notices.api';
import { noticesMessages } from './notices.messages';
import { useOpenNotice } from './use-open-notice';

registerMessages('notices', noticesMessages);

type Filters = { type?: string; unread?: string };

/** `notices` (under /project and /admin): every notice of the signed-in user, by type, paged. */
export function NoticeListPage() {
  const { t } = useTranslation('notices');
  const { modal, message } = App.useApp();
  const { filters, paging, setFilters, setPaging } = useListQuery<Filters>();
  const type = parseNoticeType(filters.type);
  const isUnreadOnly = filters.unread === 'true';
  const notices = useNotices({ ...paging, type, unread: isUnreadOnly || undefined });
  const counts = useNoticeCounts();
  const pagination = usePagination(paging, notices.data?.meta.total, setPaging);
  const markRead = useMarkNoticeRead();
  const markAllRead = useMarkAllNoticesRead();
  const clear = useClearNotices();
  const openNotice = useOpenNotice();

  // What the buttons act on: the chosen type, or everything.
  const scopeTitle = type ? t(`type_${type}`) : t('allNotices');
  const unreadInScope = (type ? counts.data?.[type] : counts.data?.total) ?? 0;

  const confirmClear = () => {
    modal.confirm({
      title: t('clearConfirmTitle', { title: scopeTitle }),
      content: t('clearConfirmText'),
      okText: t('clear'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: closingOnFailure(async () => {
        await clear.mutateAsync(type);
        void message.success(t('cleared', { title: scopeTitle }));
        setPaging(1, paging.per_page);
      }),
    });
  };

  const typeLabel = (noticeType: NoticeType) => {
    const unread = counts.data?.[noticeType] ?? 0;
    return unread > 0 ? `${t(`type_${noticeType}`)} (${unreadCountText(unread)})` : t(`type_${noticeType}`);
  };

  const titleOf = (notice: Notice) =>
    notice.link ? (
      <Typography.Link strong={!notice.read} onClick={() => openNotice(notice)}>
        {notice.title}
      </Typography.Link>
    ) : (
      <Typography.Text strong={!notice.read}>{notice.title}</Typography.Text>
    );
  const descriptionOf = (notice: Notice) =>
    notice.description && (
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
        {notice.description}
      </Typography.Paragraph>
    );
  const markReadButton = (notice: Notice) => (
    <Button type="link" size="small" icon={<CheckOutlined />} onClick={() => markRead.mutate(notice.id)}>
      {t('markRead')}
    </Button>
  );

  const columns: TableColumnsType<Notice> = [
    {
      title: t('colNotice'),
      key: 'notice',
      render: (_, notice) => (
        <Space align="start">
          <NoticeAvatar notice={notice} />
          <div style={{ minWidth: 0 }}>
            {titleOf(notice)}
            {descriptionOf(notice)}
          </div>
        </Space>
      ),
    },
    { title: t('colType'), key: 'type', width: 100, render: (_, notice) => <Tag>{t(`type_${notice.type}`)}</Tag> },
    { title: t('colState'), key: 'state', width: 180, render: (_, notice) => <NoticeTags notice={notice} /> },
    { title: t('colTime'), dataIndex: 'datetime', width: 150, render: formatTime },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 120,
      render: (_, notice) =>
        notice.read ? <Typography.Text type="secondary">—</Typography.Text> : markReadButton(notice),
    },
  ];

  // On a phone: the notice as the bell's list shows it, with its time, state and "mark read".
  const noticeCard = (notice: Notice): PhoneCard => ({
    title: (
      <Space align="start">
        <NoticeAvatar notice={notice} />
        {titleOf(notice)}
      </Space>
    ),
    body: (
      <Flex vertical gap={4}>
        {descriptionOf(notice)}
        <Flex wrap align="center" gap={8}>
          <Typography.Text type="secondary">{formatTime(notice.datetime)}</Typography.Text>
          <Tag>{t(`type_${notice.type}`)}</Tag>
          <NoticeTags notice={notice} />
        </Flex>
        {!notice.read && <Flex justify="flex-end">{markReadButton(notice)}</Flex>}
      </Flex>
    ),
  });
  const emptyText = isUnreadOnly ? t('emptyUnread') : t(`empty_${type ?? 'notification'}`);

  return (
    <Card
      title={t('shell:notices')}
      extra={
        <Space>
          <Button
            icon={<CheckOutlined />}
            disabled={unreadInScope === 0}
            loading={markAllRead.isPending}
            onClick={() => markAllRead.mutate(type, { onSuccess: () => void message.success(t('markedAllRead')) })}
          >
            {t('markAllRead')}
          </Button>
          <Button danger icon={<ClearOutlined />} disabled={!notices.data?.meta.total} onClick={confirmClear}>
            {t('clear')}
          </Button>
        </Space>
      }
    >
      <Space wrap size="large" style={{ marginBottom: 16 }}>
        <Segmented<NoticeType | 'all'>
          value={type ?? 'all'}
          options={[
            { value: 'all', label: t('allTypes') },
            ...NOTICE_TYPES.map((noticeType) => ({ value: noticeType, label: typeLabel(noticeType) })),
          ]}
          onChange={(value) => setFilters({ ...filters, type: value === 'all' ? undefined : value })}
        />
        <Space>
          <Switch
            id="notices-unread-only"
            checked={isUnreadOnly}
            onChange={(isOn) => setFilters({ ...filters, unread: isOn ? 'true' : undefined })}
          />
          <label htmlFor="notices-unread-only">{t('unreadOnly')}</label>
        </Space>
      </Space>
      <AdaptiveTable<Notice>
        rowKey="id"
        columns={columns}
        dataSource={notices.data?.list ?? []}
        loading={listLoading(notices)}
        pagination={pagination}
        scroll={{ x: 900 }}
        locale={{ emptyText }}
        phoneCard={noticeCard}
      />
    </Card>
  );
}
