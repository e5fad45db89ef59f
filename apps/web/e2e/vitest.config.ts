import { defineConfig } from 'vitest/config';
import { reporters } from '../../../vitest.shared.ts';

// Browser tests: the built app served by the real server, driven in the system Chromium.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A page's answer to a click (a dialog closing after its animation, say) can take over the
    // default second under a loaded machine; as long as `shows` waits. It only delays a failure.
    expect: { poll: { timeout: 10_000 } },
    reporters: reporters('browser'),
  },
});
