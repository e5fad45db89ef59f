import { configDefaults, defineConfig } from 'vitest/config';
import { reporters, startingWith } from '../../vitest.shared.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Files about the embedded database alone (its data folder's lock, the command line on a data
// folder, a shutdown that must release it) never open PostgreSQL: the PostgreSQL run would only
// repeat them as they ran on PGlite (two minutes of test time).
const EMBEDDED_ONLY = ['test/operations.test.ts', 'test/shutdown.test.ts'];
// The files of 15 s and more on PGlite (`TEST_REPORT_DIR`'s report), slowest first: started
// first, they share the two workers instead of ending the run on one.
const SLOWEST = [
  'test/operations.test.ts',
  'test/backup.test.ts',
  'test/tenancy.test.ts',
  'test/shutdown.test.ts',
  'test/fuzz.test.ts',
  'test/tenancy-2.test.ts',
  'test/tenancy-3.test.ts',
];

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'test/**/*.test.ts',
      '../../packages/contracts/src/**/*.test.ts',
      '../../tools/gateway/**/*.test.ts',
    ],
    exclude: onPostgres ? [...configDefaults.exclude, ...EMBEDDED_ONLY] : configDefaults.exclude,
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each file builds its own app on its own database, and no test mocks a module or changes the
    // environment: files share a worker's loaded modules instead of importing the app again
    // (3 s a file). The default is one worker fewer than the cores: one, here.
    isolate: false,
    // On PostgreSQL the test processes mostly wait for the database server: a third worker on two
    // cores took the suite from 315 s to 189 s (docs/performance.md). PGlite runs in the test
    // process itself: one worker per core.
    maxWorkers: onPostgres ? 3 : 2,
    sequence: { sequencer: startingWith(SLOWEST) },
    reporters: reporters(onPostgres ? 'server-postgres' : 'server-pglite'),
  },
});
