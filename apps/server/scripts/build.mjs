// Bundles the server's sources into dist/main.mjs for `npm start`: one file of plain JavaScript
// starts in about half the time of compiling ~300 TypeScript files on each start, and leaves the
// compiler out of the running server's memory (docs/performance.md). Packages from node_modules
// stay outside the bundle; the shared contracts, being TypeScript sources, go in.
// Run: npm run build -w @tm/server
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile: path.join(serverDir, 'dist/main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  alias: { '@tm/contracts': path.join(serverDir, '../../packages/contracts/src/index.ts') },
  sourcemap: true,
  logLevel: 'warning',
});
