import type { PublicAnnouncement } from '@tm/contracts';
import { Alert, Button, Empty, Pagination, Result, Skeleton, Space, Typography, theme } from 'antd';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatTime } from '../../shared/format';
import { currentLanguage, registerMessages } from '../../shared/i18n';
import { LanguageToggle } from '../../shared/language-toggle';
import { homePathFor, parseRole, useSession } from '../../shared/session';
import { AnnouncementBody } from './announcement-body';
import { usePublishedAnnouncements } from './announcements.api';
import { announcementsMessages } from './announcements.messages';

registerMessages('announcements', announcementsMessages);

const PER_PAGE = 10;
/** How many pages the page looks through for the announcement a link names before giving up. */
const SEEK_PAGES_MAX = 30;
const WIDTH = 860;

/** The announcement id the address's `#announcement-<id>` names (a notice links there). */
function targetIdOf(hash: string): number | null {
  const id = /^#announcement-(\d+)$/.exec(hash)?.[1];
  return id ? Number(id) : null;
}

/** The page in the address (`?page=`), from 1. */
function pageOf(params: URLSearchParams): number {
  const page = Math.trunc(Number(params.get('page')));
  return Number.isFinite(page) && page > 1 ? page : 1;
}

/** Back to the console for a signed-in user, to sign-in for a visitor. */
function ConsoleButton() {
  const { t } = useTranslation('announcements');
  const navigate = useNavigate();
  const session = useSession();
  const role = session ? parseRole(session.role_type) : null;
  const path = role ? homePathFor(role) : '/sign/login';
  // A real link (it opens in a new tab too), followed inside the app on a plain click.
  const follow = (event: MouseEvent<HTMLElement>) => {
    if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) {
      event.preventDefault();
      void navigate(path);
    }
  };
  return (
    <Button type="primary" ghost href={path} onClick={follow}>
      {role ? t('backToConsole') : t('signIn')}
    </Button>
  );
}

function AnnouncementArticle({ announcement, isTarget }: { announcement: PublicAnnouncement; isTarget: boolean }) {
  const { t } = useTranslation('announcements');
  const { token } = theme.useToken();
  // The English version for English readers, where it was written; the Chinese otherwise.
  const { title_en: titleEn, body_en: bodyEn } = announcement;
  const { title, body } =
    currentLanguage() === 'en' && titleEn && bodyEn ? { title: titleEn, body: bodyEn } : announcement;
  return (
    <article
      id={`announcement-${announcement.id}`}
      aria-labelledby={`announcement-${announcement.id}-title`}
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${isTarget ? token.colorPrimary : token.colorBorderSecondary}`,
        boxShadow: isTarget ? `0 0 0 2px ${token.colorPrimaryBg}` : undefined,
        borderRadius: token.borderRadiusLG,
        padding: 'clamp(16px, 4vw, 24px)',
        marginBottom: 16,
        scrollMarginTop: 16,
      }}
    >
      <Typography.Title id={`announcement-${announcement.id}-title`} level={2} style={{ fontSize: 20, margin: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary">
        <time dateTime={announcement.publish_at}>
          {t('publishedAt', { time: formatTime(announcement.publish_at) })}
        </time>
      </Typography.Text>
      <div style={{ marginTop: 12 }}>
        <AnnouncementBody text={body} />
      </div>
    </article>
  );
}

/**
 * `/sign/gonggao` (console spec §2, public): the published announcements, newest first, for
 * visitors and signed-in users alike. A notice's link names one (`#announcement-<id>`): the page
 * scrolls to it, looking through later pages when it is older than the first page holds.
 */
export function AnnouncementsPage() {
  const { t } = useTranslation('announcements');
  const { token } = theme.useToken();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const top = useRef<HTMLElement>(null);
  const page = pageOf(params);
  const targetId = targetIdOf(location.hash);
  const announcements = usePublishedAnnouncements({ page, per_page: PER_PAGE });
  const settled = announcements.data && !announcements.isPlaceholderData ? announcements.data : undefined;
  const list = settled?.list;
  const lastPage = Math.max(1, Math.ceil((settled?.meta.total ?? 0) / PER_PAGE));
  const isTargetShown = targetId !== null && (list ?? []).some((item) => item.id === targetId);
  const canSeekFurther = page < lastPage && page < SEEK_PAGES_MAX;
  const isTargetMissing = targetId !== null && list !== undefined && !isTargetShown && !canSeekFurther;

  useEffect(() => {
    if (targetId === null || list === undefined) {
      return;
    }
    const element = document.getElementById(`announcement-${targetId}`);
    if (element) {
      // jsdom has no scrolling.
      element.scrollIntoView?.({ block: 'start' });
    } else if (canSeekFurther) {
      void navigate({ search: `?page=${page + 1}`, hash: location.hash }, { replace: true });
    }
  }, [targetId, list, canSeekFurther, page, location.hash, navigate]);

  const goToPage = (next: number) => {
    // Paging by hand leaves the announcement the link named.
    void navigate({ search: next > 1 ? `?page=${next}` : '' });
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  let content;
  if (announcements.isError && !announcements.data) {
    content = (
      <Result
        status="warning"
        subTitle={t('loadFailed')}
        extra={<Button onClick={() => void announcements.refetch()}>{t('retry')}</Button>}
      />
    );
  } else if (!announcements.data) {
    content = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (announcements.data.meta.total === 0) {
    content = <Empty description={t('empty')} style={{ padding: '48px 0' }} />;
  } else {
    content = (
      <>
        {announcements.data.list.map((announcement) => (
          <AnnouncementArticle
            key={announcement.id}
            announcement={announcement}
            isTarget={announcement.id === targetId}
          />
        ))}
        <Pagination
          align="center"
          current={page}
          pageSize={PER_PAGE}
          total={announcements.data.meta.total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={goToPage}
          style={{ marginTop: 24 }}
        />
      </>
    );
  }

  return (
    <div style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <header style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <div
          style={{
            maxWidth: WIDTH,
            margin: '0 auto',
            padding: '8px 16px',
            minHeight: 56,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 8,
          }}
        >
          {/* A full page load: the site's home is served by the server, not by this app. */}
          <a href="/" style={{ display: 'flex', alignItems: 'center', gap: 10, color: token.colorText }}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <strong style={{ fontSize: 16 }}>{t('common:appName')}</strong>
          </a>
          <Space size={4} wrap>
            <LanguageToggle />
            <ConsoleButton />
          </Space>
        </div>
      </header>
      <main ref={top} style={{ maxWidth: WIDTH, margin: '0 auto', padding: '24px 16px 48px' }}>
        <Typography.Title level={1} style={{ fontSize: 28, marginBottom: 4 }}>
          {t('pageTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('pageSubtitle')}</Typography.Paragraph>
        {isTargetMissing && <Alert type="info" showIcon title={t('targetMissing')} style={{ marginBottom: 16 }} />}
        {content}
      </main>
    </div>
  );
}
