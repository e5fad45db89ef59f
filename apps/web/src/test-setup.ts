import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearSession } from './shared/session';
// jsdom lacks matchMedia and ResizeObserver, which antd's responsive components ask for.
/* eslint-disable @typescript-eslint/unbound-method -- feature checks, not calls */
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // Test files share a worker's modules (isolate: false): no file's signed-in user may reach the
  // next. Unmounted first, so that no page still on screen sees the sign-out.
  afterEach(() => {
    cleanup();
    clearSession();
  });
}

// Two test files share the two cores: a page that answers in two fetches may take over the default
// second to show under that load. A longer wait only delays a failure; it never passes one.
configure({ asyncUtilTimeout: 5_000 });
