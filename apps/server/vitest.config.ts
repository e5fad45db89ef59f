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
    reporters: reporters(process.env.TEST_DATABASE_URL ? 'server-postgres' : 'server-pglite'),
  },
});
