import { isCatalogueRoute } from '../content/registry';
import type { Lang } from '../content/types';
import { localizedPath } from '../paths';

/** A catalogue route points at the page in the reader's language; downloads and console links stay as written. */
export function hrefFor(href: string, lang: Lang): string {
  return isCatalogueRoute(href) ? localizedPath(href, lang) : href;
}
