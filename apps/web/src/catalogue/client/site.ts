import {
  appButtonLabel,
  isAndroid,
  LOCK_INSTALLED_KEY,
  probeAndroidApp,
  probeLockApp,
  type Clock,
  type LeaveSignal,
  type LaunchOutcome,
} from './app-launch';
import { HOME_KEY, hashRouteRedirect, homeRedirect } from './home';
import { isConsoleLink, LANGUAGE_KEY, languageRedirect, readLanguage } from './language';

/*
 * The catalogue's only script, inlined into every page's head. Pages are complete without it; it sends a
 * signed-in user from the home page to the console, adds the small-screen menu, remembers the language,
 * and drives the app buttons and the pager.
 */

/** Storage can throw (private modes, blocked cookies); the site then behaves as if nothing was saved. */
function openStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function read(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function save(storage: Storage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Nothing to do: the choice just is not remembered.
  }
}

const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
};

const browserLeaveSignal: LeaveSignal = (onLeave) => {
  const onVisibility = () => {
    if (document.hidden) {
      onLeave();
    }
  };
  window.addEventListener('blur', onLeave);
  window.addEventListener('pagehide', onLeave);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('blur', onLeave);
    window.removeEventListener('pagehide', onLeave);
    document.removeEventListener('visibilitychange', onVisibility);
  };
};

function setUpMenu(): void {
  const header = document.querySelector('.site-header');
  const toggle = document.querySelector<HTMLButtonElement>('.menu-toggle');
  if (!header || !toggle) {
    return;
  }
  toggle.addEventListener('click', () => {
    const isOpen = header.classList.toggle('menu-open');
    toggle.setAttribute('aria-expanded', String(isOpen));
  });
}

function setUpLanguageSwitch(storage: Storage | undefined): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-lang-switch]')) {
    // The link itself goes to the twin page; saving first makes the choice stick on later visits.
    link.addEventListener('click', () => save(storage, LANGUAGE_KEY, link.dataset.langSwitch ?? 'ch'));
  }
}

/** A visitor reading the English site who follows a link into the console gets the English console. */
function setUpConsoleLinks(storage: Storage | undefined): void {
  const pageLang = root.dataset.lang === 'en' ? 'en' : 'ch';
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link && isConsoleLink(link.getAttribute('href'))) {
      save(storage, LANGUAGE_KEY, pageLang);
    }
  });
}

function setUpAppButton(storage: Storage | undefined): void {
  const box = document.querySelector<HTMLElement>('[data-app-mode]');
  const button = box?.querySelector<HTMLAnchorElement>('[data-app-button]');
  if (!box || !button) {
    return;
  }
  const { appMode, appScheme, appFallback, openLabel, downloadLabel } = box.dataset;
  if (!appScheme || !appFallback || !openLabel || !downloadLabel) {
    return;
  }
  const labels = { open: openLabel, download: downloadLabel };
  const show = (isInstalled: boolean) => {
    button.textContent = appButtonLabel(isInstalled, labels);
  };
  const open = () => {
    window.location.href = appScheme;
  };

  if (appMode === 'lock') {
    show(storage?.getItem(LOCK_INSTALLED_KEY) === '1');
    button.addEventListener('click', (event) => {
      event.preventDefault();
      probeLockApp({
        open,
        clock: browserClock,
        onLeave: browserLeaveSignal,
        done: (outcome: LaunchOutcome) => {
          const isInstalled = outcome === 'opened';
          save(storage, LOCK_INSTALLED_KEY, isInstalled ? '1' : '0');
          show(isInstalled);
          if (!isInstalled) {
            window.location.href = appFallback;
          }
        },
      });
    });
    return;
  }

  if (appMode === 'android' && isAndroid(navigator.userAgent)) {
    // After load: leaving for the scheme while the page is still loading would cancel the load.
    if (document.readyState !== 'complete') {
      window.addEventListener('load', () => setUpAppButton(storage), { once: true });
      return;
    }
    probeAndroidApp({
      open,
      clock: browserClock,
      onLeave: browserLeaveSignal,
      done: (outcome: LaunchOutcome) => {
        const isInstalled = outcome === 'opened';
        show(isInstalled);
        button.href = isInstalled ? appScheme : appFallback;
      },
    });
  }
}

function setUpPager(): void {
  const pager = document.querySelector<HTMLElement>('[data-pager]');
  const current = pager?.querySelector<HTMLElement>('.pager-current');
  const steps = pager ? [...pager.querySelectorAll<HTMLButtonElement>('[data-pager-step]')] : [];
  if (!pager || !current) {
    return;
  }
  const pages = Number(pager.dataset.pages) || 1;
  const template = pager.dataset.pageLabel ?? '{page}';
  let page = 1;
  const render = () => {
    current.textContent = template.replace('{page}', String(page)).replace('{pages}', String(pages));
    for (const step of steps) {
      const delta = Number(step.dataset.pagerStep);
      step.disabled = page + delta < 1 || page + delta > pages;
    }
  };
  for (const step of steps) {
    step.addEventListener('click', () => {
      page = Math.min(pages, Math.max(1, page + Number(step.dataset.pagerStep)));
      render();
    });
  }
  render();
}

function boot(): void {
  const storage = openStorage();
  document.documentElement.classList.add('js');
  setUpMenu();
  setUpLanguageSwitch(storage);
  setUpConsoleLinks(storage);
  setUpAppButton(storage);
  setUpPager();
}

const root = document.documentElement;
const startStorage = openStorage();
// First of all: a signed-in user opening the home page goes to the console, in either language.
const consoleHome =
  hashRouteRedirect(window.location.pathname, window.location.hash) ??
  homeRedirect(window.location.pathname, read(startStorage, HOME_KEY));
const twinPage = consoleHome
  ? undefined
  : languageRedirect(root.dataset.lang === 'en' ? 'en' : 'ch', readLanguage(startStorage), root.dataset.twin);
if (consoleHome) {
  window.location.replace(consoleHome);
} else if (twinPage) {
  window.location.replace(twinPage + window.location.hash);
} else {
  // Marked before the body paints so the small-screen menu starts closed instead of flashing open.
  root.classList.add('js');
  document.addEventListener('DOMContentLoaded', boot);
}
