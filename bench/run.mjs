// `npm run bench`: every benchmark in turn; `npm run bench -- <name> [options]`: one of them with
// its options (e.g. `npm run bench -- stats --reuse`). Figures go to docs/performance.md by hand,
// with the command that produced them.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const BENCHES = [
  'server-start.mjs',
  'web-bundle.mjs',
  'goods-import.mjs',
  'sheet-write.ts',
  'ingest.mjs',
  'gateway.ts',
  'stats.ts',
  'price-sync.ts',
  'fuzz.mjs',
  'crash-ingest.ts',
];
// Run only when named: one stops and starts the machine's PostgreSQL, the other takes half an hour.
const BY_NAME_ONLY = ['pg-restart.ts', 'soak.ts'];
const [name, ...options] = process.argv.slice(2);
const chosen = name
  ? [...BENCHES, ...BY_NAME_ONLY].filter((script) => script.replace(/\.(mjs|ts)$/, '') === name)
  : BENCHES;
if (chosen.length === 0) {
  console.error(
    `No benchmark named ${name}; there are ${[...BENCHES, ...BY_NAME_ONLY].map((s) => s.replace(/\.(mjs|ts)$/, '')).join(', ')}.`,
  );
  process.exit(1);
}
for (const script of chosen) {
  console.log(`\n## ${script}`);
  // TypeScript benchmarks import the server's modules and run through tsx.
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const result = spawnSync(process.execPath, [...loader, path.join(here, script), ...options], { stdio: 'inherit' });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}
