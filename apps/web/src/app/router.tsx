import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '../shared/page-loading';
import { RequireArea, RequireRouteAccess, RootRedirect } from './guards';
import { ADMIN_ROUTE_ALIASES, consoleRoutes, type Area, type ConsoleRoute } from './routes';

// The shell (menu, header) loads after the guard lets the user in: sign-in never pulls it in.
const ConsoleLayout = lazy(() => import('./shell/console-layout').then((m) => ({ default: m.ConsoleLayout })));

/** An error page as a lazy route: its pictures are code (antd Result), loaded only when it shows. */
function errorPage(
  name: 'ForbiddenPage' | 'NotFoundPage' | 'ServerErrorPage',
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> {
  return {
    lazy: () => import('./error-pages').then((m) => ({ Component: m[name] })),
    hydrateFallbackElement: <PageLoading />,
  };
}

/** Loads a route's page behind the check of who may open it. */
async function withAccessCheck(route: ConsoleRoute, area: Area) {
  const { Component } = await route.load();
  return {
    Component: () => (
      <RequireRouteAccess route={route} area={area}>
        <Component />
      </RequireRouteAccess>
    ),
  };
}

function areaRoutes(area: Area): RouteObject {
  return {
    path: `/${area}`,
    element: (
      <RequireArea area={area}>
        <Suspense fallback={<PageLoading />}>
          <ConsoleLayout area={area} />
        </Suspense>
      </RequireArea>
    ),
    children: [
      { index: true, element: <Navigate to="dashboard" replace /> },
      ...consoleRoutes
        .filter((route) => route.areas.includes(area))
        .map((route) => ({
          path: route.path,
          lazy: route.companyAdminOnly || route.feature ? () => withAccessCheck(route, area) : route.load,
          handle: { route },
          hydrateFallbackElement: <PageLoading />,
        })),
      ...(area === 'admin'
        ? Object.entries(ADMIN_ROUTE_ALIASES).map(([alias, target]) => ({
            path: alias,
            element: <Navigate to={`/admin/${target}`} replace />,
          }))
        : []),
      { path: '*', ...errorPage('NotFoundPage') },
    ],
  };
}

export const router = createBrowserRouter([
  { path: '/', element: <RootRedirect /> },
  { path: '/sign', element: <Navigate to="/sign/login" replace /> },
  {
    path: '/sign/login',
    lazy: () => import('../features/sign/login-page').then((m) => ({ Component: m.LoginPage })),
    hydrateFallbackElement: <PageLoading />,
  },
  {
    // Every route but sign-in, which shows its few dialogs without the layout's antd App and TanStack Query.
    lazy: () => import('./providers-layout').then((m) => ({ Component: m.ProvidersLayout })),
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        path: '/sign/callback',
        lazy: () => import('../features/sign/callback-page').then((m) => ({ Component: m.CallbackPage })),
        hydrateFallbackElement: <PageLoading />,
      },
      {
        path: '/sign/bind/phone',
        lazy: () => import('../features/sign/bind-phone-page').then((m) => ({ Component: m.BindPhonePage })),
        hydrateFallbackElement: <PageLoading />,
      },
      {
        path: '/sign/reset-password',
        lazy: () => import('../features/sign/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
        hydrateFallbackElement: <PageLoading />,
      },
      {
        path: '/sign/bind/wechat',
        lazy: () => import('../features/sign/bind-wechat-page').then((m) => ({ Component: m.BindWechatPage })),
        hydrateFallbackElement: <PageLoading />,
      },
      {
        // Public (console spec §2): visitors and signed-in users read the same page.
        path: '/sign/gonggao',
        lazy: () =>
          import('../features/announcements/announcements-page').then((m) => ({ Component: m.AnnouncementsPage })),
        hydrateFallbackElement: <PageLoading />,
      },
      {
        path: '/page/shanghuResign',
        lazy: () =>
          import('../features/payments/merchant-register-page').then((m) => ({ Component: m.MerchantRegisterPage })),
        hydrateFallbackElement: <PageLoading />,
      },
      {
        path: '/page/scales/register',
        lazy: () =>
          import('../features/scale-register/scale-register-pages').then((m) => ({ Component: m.ScaleRegisterPage })),
        hydrateFallbackElement: <PageLoading />,
      },
      {
        path: '/page/scales/authorize',
        lazy: () =>
          import('../features/scale-register/scale-register-pages').then((m) => ({ Component: m.ScaleAuthorizePage })),
        hydrateFallbackElement: <PageLoading />,
      },
      {
        path: '/page/goodPhotoUpload',
        lazy: () => import('../features/goods/good-photo-page').then((m) => ({ Component: m.GoodPhotoPage })),
        hydrateFallbackElement: <PageLoading />,
      },
      areaRoutes('project'),
      areaRoutes('admin'),
    ],
  },
  { path: '/403', ...errorPage('ForbiddenPage') },
  { path: '/404', ...errorPage('NotFoundPage') },
  { path: '/500', ...errorPage('ServerErrorPage') },
  { path: '*', ...errorPage('NotFoundPage') },
]);
