import { configure } from '@testing-library/react';
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
}

// Two test files share the two cores: a page that answers in two fetches may take over the default
// second to show under that load. A longer wait only delays a failure; it never passes one.
configure({ asyncUtilTimeout: 5_000 });
