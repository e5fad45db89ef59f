import type { Lang } from './content/types';

/** English pages live under this prefix; Chinese pages keep the routes of catalogue spec §2.1. */
export const ENGLISH_PREFIX = '/en';

/** `/tmaa` → `/tmaa` (ch) or `/en/tmaa` (en); home `/` → `/` or `/en`. */
export function localizedPath(route: string, lang: Lang): string {
  if (lang === 'ch') {
    return route;
  }
  return route === '/' ? ENGLISH_PREFIX : `${ENGLISH_PREFIX}${route}`;
}

/** The file a page path is written to: `/` → `index.html`, `/en` → `en/index.html`, `/a/b` → `a/b.html`. */
export function outputFileFor(path: string): string {
  if (path === '/') {
    return 'index.html';
  }
  if (path === ENGLISH_PREFIX) {
    return `${ENGLISH_PREFIX.slice(1)}/index.html`;
  }
  return `${path.slice(1)}.html`;
}

/** `{total}`-style placeholders in content strings, filled by templates. */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}
