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
    reporters: reporters('browser'),
  },
});
