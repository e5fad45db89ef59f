// A long run of the bad-input suite (apps/server/test/fuzz.test.ts): more generated calls per
// route and caller than CI makes, with another seed each time unless one is given.
// Run: node bench/fuzz.mjs [--runs=40] [--seed=N]   (TEST_DATABASE_URL for PostgreSQL)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const runs = arg('runs', '40');
const seed = arg('seed', String(Date.now() % 1_000_000_000));
const server = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'server');
console.log(`fuzz: ${runs} calls per route and caller, seed ${seed}`);
const result = spawnSync('npx', ['vitest', 'run', 'test/fuzz.test.ts'], {
  cwd: server,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed },
});
process.exit(result.status ?? 1);
