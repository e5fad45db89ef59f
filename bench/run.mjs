// `npm run bench`: every benchmark in turn, then docs/performance.md rewritten from their results
// (bench/report.mjs); `npm run bench -- <name> [options]`: one of them with its options (e.g.
// `npm run bench -- stats --reuse`), then the report again. Each writes bench/results/<name>.json.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// The headline figures first; `growth` loads and measures the statistics data set at 1, 3 and 10
// million sales, which `lists` then reuses.
const BENCHES = [
  'server-start.mjs',
  'web-bundle.mjs',
  'lighthouse.mjs',
  'goods-import.mjs',
  'ingest.mjs',
  'growth.mjs',
  'lists.ts',
  'sheet-write.ts',
  'gateway.ts',
  'price-sync.ts',
  'fuzz.mjs',
  'crash-ingest.ts',
];
// Run only when named: `stats` is part of `growth`; one stops and starts the machine's PostgreSQL,
// the other takes half an hour.
const BY_NAME_ONLY = ['stats.ts', 'pg-restart.ts', 'soak.ts'];
const [name, ...options] = process.argv.slice(2);
// The web benchmarks measure the build.
const needsBuild = ['web-bundle.mjs', 'lighthouse.mjs'];
const chosen = name
  ? [...BENCHES, ...BY_NAME_ONLY].filter((script) => script.replace(/\.(mjs|ts)$/, '') === name)
  : BENCHES;
if (chosen.length === 0) {
  console.error(
    `No benchmark named ${name}; there are ${[...BENCHES, ...BY_NAME_ONLY].map((s) => s.replace(/\.(mjs|ts)$/, '')).join(', ')}.`,
  );
  process.exit(1);
}
if (chosen.some((script) => needsBuild.includes(script)) && !options.includes('--no-build')) {
  console.log('\n## npm run build');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: path.join(here, '..') }).status !== 0) {
    process.exit(1);
  }
}
for (const script of chosen) {
  console.log(`\n## ${script}`);
  // TypeScript benchmarks import the server's modules and run through tsx.
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const ownOptions = options.filter((option) => option !== '--no-build');
  const result = spawnSync(process.execPath, [...loader, path.join(here, script), ...ownOptions], { stdio: 'inherit' });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}
spawnSync(process.execPath, [path.join(here, 'report.mjs')], { stdio: 'inherit' });
