// `npm run bench`: every benchmark in turn; figures go to docs/performance.md by hand, with the
// command that produced them.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
for (const script of ['server-start.mjs', 'web-bundle.mjs', 'goods-import.mjs', 'ingest.mjs']) {
  console.log(`\n## ${script}`);
  const result = spawnSync(process.execPath, [path.join(here, script)], { stdio: 'inherit' });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}
console.log('\n## gateway.ts');
const gateway = spawnSync('npx', ['tsx', path.join(here, 'gateway.ts')], { stdio: 'inherit' });
if (gateway.status !== 0) {
  process.exit(gateway.status ?? 1);
}
