import { LISTINGS } from './listings';
import { STATIC_PAGES } from './pages';
import { PRODUCTS } from './products';
import type { CataloguePage } from './types';

/** Every catalogue page, home first. Each exists in Chinese at its route and in English under /en. */
export const PAGES: readonly CataloguePage[] = [...STATIC_PAGES, ...LISTINGS, ...PRODUCTS];

const PAGES_BY_ROUTE = new Map<string, CataloguePage>(PAGES.map((page) => [page.route, page]));

export function findPage(route: string): CataloguePage | undefined {
  return PAGES_BY_ROUTE.get(route);
}

export function isCatalogueRoute(route: string): boolean {
  return PAGES_BY_ROUTE.has(route);
}
