import type { CompanyInfo } from '@tm/contracts';
import type { Area, ConsoleRoute } from './routes';

/**
 * Whether a company user may open a route: company-administrator routes (spec §6) and routes of
 * features the company has not got are closed to them. System administrators open every route.
 */
export function canOpen(route: ConsoleRoute, area: Area, company: CompanyInfo | null | undefined): boolean {
  if (area === 'admin') {
    return true;
  }
  if (route.companyAdminOnly && company?.role_type !== 'ADMIN') {
    return false;
  }
  // A login stored by an older version has no permissions yet: it sees no feature routes.
  return !route.feature || (company?.permissions ?? []).includes(route.feature);
}

/** The routes of the side menu for this area and company, in table order. */
export function menuRoutes(
  routes: readonly ConsoleRoute[],
  area: Area,
  company: CompanyInfo | null | undefined,
): ConsoleRoute[] {
  return routes.filter(
    (route) => (route.menuAreas ?? route.areas).includes(area) && route.menu && canOpen(route, area, company),
  );
}
