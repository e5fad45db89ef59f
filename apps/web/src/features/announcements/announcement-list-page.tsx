import { DeleteOutlined, EditOutlined, ExportOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { ANNOUNCEMENT_STATUSES, type Announcement, type AnnouncementStatus } from '@tm/contracts';
import {
  App,
  Button,
  Card,
  Empty,
  Form,
  Input,
  Popconfirm,
  Segmented,
  Space,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdaptiveTable } from '../../shared/adaptive-table';
import { showErrorWithReasons } from '../../shared/error-reasons';
import { formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { usePagination } from '../../shared/list-controls';
import { SearchActions } from '../../shared/list-filters';
import { useListQuery } from '../../shared/use-list-query';
import { AnnouncementFormModal } from './announcement-form-modal';
import { useAnnouncements, useDeleteAnnouncement, useWithdrawAnnouncement } from './announcements.api';
import { announcementsMessages } from './announcements.messages';

registerMessages('announcements', announcementsMessages);

type StatusFilter = AnnouncementStatus | 'all';
const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...ANNOUNCEMENT_STATUSES];
type Filters = { status?: string | undefined; q?: string | undefined };
type FilterValues = { status: StatusFilter; q?: string | undefined };

const STATUS_COLORS: Record<AnnouncementStatus, string | undefined> = {
  draft: undefined,
  scheduled: 'blue',
  published: 'green',
  // antd's grey-8: its tag's white text at 7:1 (decision 46).
  withdrawn: '#595959',
};

const parseStatus = (text: string | undefined): AnnouncementStatus | undefined =>
  ANNOUNCEMENT_STATUSES.find((status) => status === text);

function AnnouncementStatusTag({ status }: { status: AnnouncementStatus }) {
  const { t } = useTranslation('announcements');
  return (
    <Tag color={STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`status_${status}`)}
    </Tag>
  );
}

/** When it went or goes out; a withdrawn one also says when it was taken back. */
function PublishTime({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation('announcements');
  return (
    <Space orientation="vertical" size={0}>
      <span>{formatTime(announcement.publish_at)}</span>
      {announcement.withdrawn_time && (
        <Typography.Text type="secondary">
          {t('withdrawnAt', { time: formatTime(announcement.withdrawn_time) })}
        </Typography.Text>
      )}
    </Space>
  );
}

function RowActions({ announcement, onEdit }: { announcement: Announcement; onEdit: () => void }) {
  const { t } = useTranslation('announcements');
  const { message } = App.useApp();
  const withdraw = useWithdrawAnnouncement();
  const remove = useDeleteAnnouncement();
  const { status } = announcement;
  const isWithdrawn = status === 'withdrawn';
  const isPublished = status === 'published';

  // A refusal (someone changed it meanwhile) says why; the list refetches either way.
  const run = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      void message.success(done);
    } catch (error) {
      showErrorWithReasons(error);
    }
  };

  return (
    <Space size={0} wrap>
      <Tooltip title={isWithdrawn ? t('editWithdrawn') : undefined}>
        <Button type="link" size="small" icon={<EditOutlined />} disabled={isWithdrawn} onClick={onEdit}>
          {t('common:edit')}
        </Button>
      </Tooltip>
      {isPublished && (
        <Button
          type="link"
          size="small"
          icon={<ExportOutlined />}
          href={`/sign/gonggao#announcement-${announcement.id}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('view')}
        </Button>
      )}
      {(isPublished || status === 'scheduled') && (
        <Popconfirm
          title={t('withdrawConfirmTitle', { title: announcement.title })}
          description={isPublished ? t('withdrawConfirmPublished') : t('withdrawConfirmScheduled')}
          okText={t('withdraw')}
          okButtonProps={{ danger: true }}
          cancelText={t('common:cancel')}
          styles={{ root: { maxWidth: 360 } }}
          onConfirm={() => run(() => withdraw.mutateAsync(announcement.id), t('withdrawn'))}
        >
          <Button type="link" size="small" danger icon={<StopOutlined />}>
            {t('withdraw')}
          </Button>
        </Popconfirm>
      )}
      {isPublished ? (
        <Tooltip title={t('deletePublished')}>
          <Button type="link" size="small" danger disabled icon={<DeleteOutlined />}>
            {t('common:delete')}
          </Button>
        </Tooltip>
      ) : (
        <Popconfirm
          title={t('deleteConfirmTitle', { title: announcement.title })}
          description={t('deleteConfirmText')}
          okText={t('common:delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('common:cancel')}
          onConfirm={() => run(() => remove.mutateAsync(announcement.id), t('common:deleted'))}
        >
          <Button type="link" size="small" danger icon={<DeleteOutlined />}>
            {t('common:delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

/**
 * `noticeMng/announcementList` (administrators): every announcement with its status; write,
 * correct, publish or schedule, withdraw and delete them. Filters and page live in the address.
 */
export function AnnouncementListPage() {
  const { t } = useTranslation('announcements');
  const { filters, paging, setFilters, setPaging } = useListQuery<Filters>();
  const status = parseStatus(filters.status);
  const [form] = Form.useForm<FilterValues>();
  // undefined: closed; null: a new one; else the one being edited.
  const [editing, setEditing] = useState<Announcement | null | undefined>();
  const announcements = useAnnouncements({ status, q: filters.q, ...paging });
  const pagination = usePagination(paging, announcements.data?.meta.total, setPaging);

  // The form shows the address's filters (after Back, a reload or a shared link).
  useEffect(() => {
    form.setFieldsValue({ status: status ?? 'all', q: filters.q });
  }, [form, status, filters.q]);

  const search = (values: FilterValues) =>
    setFilters({ status: values.status === 'all' ? undefined : values.status, q: values.q?.trim() || undefined });

  const columns: TableColumnsType<Announcement> = [
    {
      title: t('col_title'),
      dataIndex: 'title',
      // The title gives way to the tag: a long title is cut, the English-version mark never is.
      render: (title: string, announcement) => (
        <div style={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0 }}>
          <Typography.Text strong ellipsis={{ tooltip: title }} style={{ minWidth: 0 }}>
            {title}
          </Typography.Text>
          {announcement.title_en && (
            <Tag bordered={false} style={{ flexShrink: 0, marginInlineEnd: 0 }}>
              {t('hasEnglish')}
            </Tag>
          )}
        </div>
      ),
    },
    {
      title: t('col_status'),
      dataIndex: 'status',
      width: 110,
      render: (value: AnnouncementStatus) => <AnnouncementStatusTag status={value} />,
    },
    {
      title: t('col_publishAt'),
      key: 'publish_at',
      width: 170,
      render: (_: unknown, announcement: Announcement) => <PublishTime announcement={announcement} />,
    },
    {
      title: t('col_author'),
      key: 'author',
      width: 130,
      ellipsis: true,
      render: (_: unknown, announcement: Announcement) => announcement.author?.name ?? '—',
    },
    { title: t('col_modified'), dataIndex: 'last_modified_time', width: 150, render: formatTime },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 300,
      fixed: 'right',
      render: (_: unknown, announcement: Announcement) => (
        <RowActions announcement={announcement} onEdit={() => setEditing(announcement)} />
      ),
    },
  ];

  const isFiltered = status !== undefined || filters.q !== undefined;

  return (
    <Card
      title={t('shell:announcementList')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('create')}
        </Button>
      }
    >
      <Form<FilterValues>
        form={form}
        name="announcement-filters"
        layout="inline"
        initialValues={{ status: status ?? 'all', q: filters.q }}
        onFinish={search}
        // The status switch applies at once; the text applies with Search.
        onValuesChange={(changed: Partial<FilterValues>, all: FilterValues) => {
          if (changed.status) {
            search(all);
          }
        }}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="status">
          <Segmented<StatusFilter>
            aria-label={t('statusFilter')}
            options={STATUS_FILTERS.map((value) => ({ value, label: t(`status_${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="q">
          <Input
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchPlaceholder')}
            allowClear
            // The API's limit for a search.
            maxLength={50}
            style={{ width: 220 }}
          />
        </Form.Item>
        <SearchActions
          onReset={() => {
            form.setFieldsValue({ status: 'all', q: undefined });
            search({ status: 'all' });
          }}
        />
      </Form>
      <AdaptiveTable<Announcement>
        rowKey="id"
        columns={columns}
        dataSource={announcements.data?.list ?? []}
        loading={announcements.isLoading || (announcements.isPlaceholderData && announcements.isFetching)}
        pagination={pagination}
        scroll={{ x: 1100 }}
        locale={{ emptyText: <Empty description={isFiltered ? t('emptyList') : t('emptyHint')} /> }}
      />
      <AnnouncementFormModal announcement={editing} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
