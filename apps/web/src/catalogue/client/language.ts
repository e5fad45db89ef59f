import type { Lang } from '../content/types';

/** The same storage key and values as the console (spec §2.3, §4): 'ch' or 'en', Chinese when unset. */
export const LANGUAGE_KEY = 'language';

type ReadableStorage = { getItem: (key: string) => string | null };

export function readLanguage(storage: ReadableStorage | undefined): Lang | undefined {
  const value = storage?.getItem(LANGUAGE_KEY);
  return value === 'ch' || value === 'en' ? value : undefined;
}

/** A Chinese page seen by a visitor who chose English sends them to its English twin. */
export function languageRedirect(
  pageLang: Lang,
  saved: Lang | undefined,
  twinPath: string | undefined,
): string | undefined {
  if (pageLang === 'ch' && saved === 'en' && twinPath) {
    return twinPath;
  }
  return undefined;
}

/** The console's own pages, which read the language from storage: sign-in, its public pages, its areas. */
const CONSOLE_PATHS = /^\/(sign|page|project|admin)(\/|$)/;

/** Whether a link of the site leads into the console (which then opens in the page's language). */
export const isConsoleLink = (href: string | null): boolean => href !== null && CONSOLE_PATHS.test(href);
