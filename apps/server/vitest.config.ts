import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'test/**/*.test.ts',
      '../../packages/contracts/src/**/*.test.ts',
      '../../tools/gateway/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // On PostgreSQL the test processes mostly wait for the database server: a third worker on two
    // cores took the suite from 315 s to 189 s (docs/performance.md). PGlite runs in the test
    // process itself, so there the default (one per core) stays.
    maxWorkers: process.env.TEST_DATABASE_URL ? 3 : undefined,
    reporters: reporters(process.env.TEST_DATABASE_URL ? 'server-postgres' : 'server-pglite'),
  },
});
