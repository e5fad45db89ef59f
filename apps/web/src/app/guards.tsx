import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../shared/page-loading';
import { homePathFor, parseRole, rememberLocation, useSession } from '../shared/session';
import { canOpen } from './menu';
import { AREA_ROLES, type Area, type ConsoleRoute } from './routes';

// The error pages' pictures are code (antd Result): loaded when one shows, not with every page.
const LazyForbiddenPage = lazy(() => import('./error-pages').then((m) => ({ default: m.ForbiddenPage })));

function ForbiddenPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyForbiddenPage />
    </Suspense>
  );
}

/**
 * Console spec §4 and §6: no login → sign-in (remembering this page); no bound phone → bind it;
 * a role that does not belong to this area → the 403 page.
 */
export function RequireArea({ area, children }: { area: Area; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    rememberLocation(location.pathname + location.search);
    return <Navigate to="/sign/login" replace />;
  }
  if (!session.if_phone_number) {
    return <Navigate to="/sign/bind/phone" replace />;
  }
  const role = parseRole(session.role_type);
  if (!role || !AREA_ROLES[area].includes(role)) {
    return <ForbiddenPage />;
  }
  return children;
}

/** `/`: signed-in users go to their console, everybody else to sign-in. */
export function RootRedirect() {
  const session = useSession();
  const role = session ? parseRole(session.role_type) : null;
  return <Navigate to={role ? homePathFor(role) : '/sign/login'} replace />;
}

/**
 * A route only some company users may open (company administrators, or companies with the
 * route's feature): the others get the 403 page, whatever they typed into the address bar.
 */
export function RequireRouteAccess({
  route,
  area,
  children,
}: {
  route: ConsoleRoute;
  area: Area;
  children: ReactNode;
}) {
  const session = useSession();
  return canOpen(route, area, session?.company_info) ? children : <ForbiddenPage />;
}
