import {
  CompressOutlined,
  ExpandOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  NotificationOutlined,
  ShopOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Breadcrumb, Button, Dropdown, Layout, Menu, Space, Tooltip, type MenuProps } from 'antd';
import { createElement, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { api } from '../../shared/api-client';
import { present } from '../../shared/feedback';
import { registerMessages } from '../../shared/i18n';
import { LanguageToggle } from '../../shared/language-toggle';
import { PageLoading } from '../../shared/page-loading';
import { clearSession, useSession } from '../../shared/session';
import { MerchantButton } from '../../features/payments/merchant-button';
import { NoticeBell } from '../../features/notices/notice-bell';
import { consoleRoutes, GROUP_ICONS, type Area, type ConsoleRoute } from '../routes';
import { shellMessages } from '../shell.messages';
import { menuRoutes } from '../menu';
import { MENU_ICONS, type MenuIconName } from './menu-icons';

registerMessages('shell', shellMessages);

// Loaded when first opened: its forms and avatar upload are not needed to show a page.
const PersonalCenterDialog = lazy(() =>
  import('../../features/account/personal-center-dialog').then((m) => ({ default: m.PersonalCenterDialog })),
);

const menuIcon = (name: MenuIconName | undefined) => (name ? createElement(MENU_ICONS[name]) : undefined);

/** Side menu items: top-level routes, and groups holding their routes, in table order. */
function menuItems(area: Area, routes: ConsoleRoute[], t: (key: string) => string): MenuProps['items'] {
  const items: NonNullable<MenuProps['items']> = [];
  const groups = new Map<
    string,
    { key: string; icon: React.ReactNode; label: string; children: { key: string; label: React.ReactNode }[] }
  >();
  for (const route of routes) {
    const key = `/${area}/${route.path}`;
    const leaf = {
      key,
      icon: route.menu?.group ? undefined : menuIcon(route.menu?.icon),
      label: <Link to={key}>{t(route.title)}</Link>,
    };
    const groupName = route.menu?.group;
    if (!groupName) {
      items.push(leaf);
      continue;
    }
    let group = groups.get(groupName);
    if (!group) {
      group = { key: `group:${groupName}`, icon: menuIcon(GROUP_ICONS[groupName]), label: t(groupName), children: [] };
      groups.set(groupName, group);
      items.push(group);
    }
    group.children.push({ key, label: leaf.label });
  }
  return items;
}

/** Below antd's lg breakpoint: a tablet, or a phone. */
const TABLET_WIDTH = '(max-width: 991.98px)';
/** Below antd's md breakpoint: a phone. */
const PHONE_WIDTH = '(max-width: 767.98px)';
const isTabletWidth = () => window.matchMedia(TABLET_WIDTH).matches;

function useFullscreen(): [boolean, () => void] {
  const [isFullscreen, setFullscreen] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) {
      void document.exitFullscreen();
    } else {
      void document.documentElement.requestFullscreen?.();
    }
  };
  return [isFullscreen, toggle];
}

/** The console shell (spec §2 layout): side menu, breadcrumb, top bar with the user menu. */
export function ConsoleLayout({ area }: { area: Area }) {
  const { t } = useTranslation('shell');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const [collapsed, setCollapsed] = useState(isTabletWidth);
  // Below antd's md breakpoint (a phone) the menu hides until its toggle opens it, and closes again
  // once a page is chosen: the page keeps the screen's width.
  // Known from the first render, so that a phone never shows the folded menu's icons (whose
  // popups open under a resting finger or pointer) before antd's breakpoint is measured.
  const [narrow, setNarrow] = useState(() => window.matchMedia(PHONE_WIDTH).matches);
  // On a tablet (below antd's lg) the menu starts folded to its icons: opened, it would leave the top
  // bar too little room for its buttons in English. Each crossing of that width folds or opens it anew.
  useEffect(() => {
    const tablet = window.matchMedia(TABLET_WIDTH);
    const onChange = () => setCollapsed(tablet.matches);
    tablet.addEventListener('change', onChange);
    return () => tablet.removeEventListener('change', onChange);
  }, []);
  const [isFullscreen, toggleFullscreen] = useFullscreen();
  const [personalOpen, setPersonalOpen] = useState(false);
  const [hasOpenedPersonal, setHasOpenedPersonal] = useState(false);

  const company = session?.company_info;
  const routes = useMemo(() => menuRoutes(consoleRoutes, area, company), [area, company]);
  const items = useMemo(() => menuItems(area, routes, t), [area, routes, t]);
  const selected = routes.map((r) => `/${area}/${r.path}`).filter((key) => location.pathname.startsWith(key));
  const openGroups = routes
    .filter((r) => r.menu?.group && selected.includes(`/${area}/${r.path}`))
    .map((r) => `group:${r.menu?.group}`);

  const current = [...matches].reverse().find((m) => (m.handle as { route?: ConsoleRoute } | undefined)?.route);
  const currentRoute = (current?.handle as { route?: ConsoleRoute } | undefined)?.route;
  const parentRoute = currentRoute?.parent ? consoleRoutes.find((r) => r.path === currentRoute.parent) : undefined;
  const crumbs = [
    { title: <Link to={`/${area}/dashboard`}>{t('dashboard')}</Link> },
    ...(parentRoute ? [{ title: <Link to={`/${area}/${parentRoute.path}`}>{t(parentRoute.title)}</Link> }] : []),
    ...(currentRoute && currentRoute.path !== 'dashboard' ? [{ title: t(currentRoute.title) }] : []),
  ];

  const confirmLogout = () => {
    // The app's presenter: its dialog closes after the console has gone.
    present((presenter) => {
      presenter.modal.confirm({
        title: t('logoutConfirmTitle'),
        content: t('logoutConfirmText'),
        okText: t('common:ok'),
        cancelText: t('common:cancel'),
        onOk: async () => {
          // The token is revoked on the server; an unreachable server must not keep the user in.
          await api.post('/management/users/logout').catch(() => undefined);
          clearSession();
          await navigate('/sign/login', { replace: true });
        },
      });
    });
  };

  const userMenu: MenuProps = {
    items: [
      {
        key: 'personal',
        icon: <UserOutlined />,
        label: t('personalCenter'),
        onClick: () => {
          setHasOpenedPersonal(true);
          setPersonalOpen(true);
        },
      },
      { type: 'divider' },
      { key: 'logout', icon: <LogoutOutlined />, label: t('logout'), onClick: confirmLogout },
    ],
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        trigger={null}
        width={216}
        collapsedWidth={narrow ? 0 : 80}
        theme="dark"
        breakpoint="md"
        onBreakpoint={(broken) => {
          setNarrow(broken);
          setCollapsed(broken || isTabletWidth());
        }}
      >
        <Link
          to={`/${area}/dashboard`}
          style={{ display: 'flex', alignItems: 'center', gap: 10, height: 56, padding: '0 20px', color: '#fff' }}
        >
          {/* Folded, the logo alone is the link: it then names where it goes. */}
          <img src="/favicon.svg" alt={collapsed ? t('common:appName') : ''} width={28} height={28} />
          {!collapsed && <strong style={{ fontSize: 16, whiteSpace: 'nowrap' }}>{t('common:appName')}</strong>}
        </Link>
        <Menu
          theme="dark"
          mode="inline"
          items={items}
          selectedKeys={selected}
          // A menu that starts folded (tablet, phone) opens no group: folded, an open group is a popup
          // that would cover the page until the pointer passes over it.
          defaultOpenKeys={collapsed ? undefined : openGroups}
          onClick={() => narrow && setCollapsed(true)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            padding: '0 16px',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            borderBottom: '1px solid #eef0f3',
          }}
        >
          <Space>
            <Button
              type="text"
              aria-label={collapsed ? t('expand') : t('collapse')}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => setCollapsed(!collapsed)}
            />
            <Breadcrumb className="wide-only" items={crumbs} />
          </Space>
          <Space size={narrow ? 'small' : 'middle'}>
            {session?.role_type === 'USER' && session.company_info && (
              <MerchantButton companyId={session.company_info.id} />
            )}
            {session?.role_type === 'USER' && !session.company_info && (
              <Link to="/page/shanghuResign">
                <Button type="primary" ghost icon={<ShopOutlined />} aria-label={t('merchantRegister')}>
                  <span className="desktop-only">{t('merchantRegister')}</span>
                </Button>
              </Link>
            )}
            {/* Spec §2 top bar: the public announcements page, in the same tab (it links back). */}
            <Tooltip title={t('announcements')}>
              <Link to="/sign/gonggao" aria-label={t('announcements')}>
                <Button type="text" tabIndex={-1} icon={<NotificationOutlined />} />
              </Link>
            </Tooltip>
            <NoticeBell area={area} />
            <Tooltip title={isFullscreen ? t('exitFullscreen') : t('fullscreen')}>
              <Button
                type="text"
                className="wide-only"
                aria-label={isFullscreen ? t('exitFullscreen') : t('fullscreen')}
                icon={isFullscreen ? <CompressOutlined /> : <ExpandOutlined />}
                onClick={toggleFullscreen}
              />
            </Tooltip>
            <LanguageToggle />
            <Dropdown menu={userMenu} placement="bottomRight">
              <Button
                type="text"
                data-testid="user-menu"
                aria-label={session?.nickname || session?.username || undefined}
              >
                <Space>
                  <Avatar alt="" size="small" src={session?.img_url || undefined} icon={<UserOutlined />} />
                  <span className="desktop-only">{session?.nickname || session?.username}</span>
                </Space>
              </Button>
            </Dropdown>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 20 }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      {hasOpenedPersonal && (
        <Suspense fallback={null}>
          <PersonalCenterDialog open={personalOpen} onClose={() => setPersonalOpen(false)} />
        </Suspense>
      )}
    </Layout>
  );
}
