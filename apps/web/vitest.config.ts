import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.ts';

// Unit tests of the web app (jsdom); the browser tests have their own config in e2e/.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    testTimeout: 20_000,
    // Files share a worker's loaded modules (antd, React) instead of importing them again; one
    // worker per core (the default leaves one core idle).
    isolate: false,
    maxWorkers: 2,
    reporters: reporters('web'),
  },
});
