/**
 * The console remembers where a signed-in user belongs under this storage key ('/project' or '/admin')
 * and removes it on sign-out. The site's home pages send such a user straight on.
 */
export const HOME_KEY = 'tm.home';

const HOME_PAGES: readonly string[] = ['/', '/en'];
const CONSOLE_HOMES: readonly string[] = ['/project', '/admin'];

/** Where a home page sends a signed-in user; undefined on other pages or for any other stored value. */
export function homeRedirect(pathname: string, saved: string | null | undefined): string | undefined {
  if (!HOME_PAGES.includes(pathname)) {
    return undefined;
  }
  return saved && CONSOLE_HOMES.includes(saved) ? saved : undefined;
}

/**
 * Links of the old hash-routed console (`/#/sign/login`) land on the home page: they go on to the
 * same console path. Only console paths are followed, never another origin.
 */
export function hashRouteRedirect(pathname: string, hash: string): string | undefined {
  if (pathname !== '/' || !/^#\/(sign|project|admin|page|external|paymentsign)(\/|$)/.test(hash)) {
    return undefined;
  }
  return hash.slice(1);
}
