// Bundles the server into dist/main.mjs for `npm start`: its sources, the shared contracts and most
// of the packages it uses, in one file of plain JavaScript. It starts sooner than the TypeScript
// sources (in about half the time) and than the packages' hundreds of files (about 0.4 s; decision
// 42 in docs/decisions.md).
// Run: npm run build -w @tm/server
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { oneByteText } from './one-byte-text.mjs';
import { ownSourceMap } from './own-source-map.mjs';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Packages loaded from node_modules at run time instead. Each finds files of its own by its own
 * path (PGlite its WebAssembly and data; the API docs' page its assets; @fastify/swagger its
 * package.json; pino its workers; ioredis its own frames in an error's stack), or is optional and
 * not installed (pg-native).
 */
const LOADED_FROM_NODE_MODULES = [
  '@electric-sql/pglite',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'ioredis',
  'pg-native',
  'pino',
];

const outfile = path.join(serverDir, 'dist/main.mjs');
await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: LOADED_FROM_NODE_MODULES,
  alias: { '@tm/contracts': path.join(serverDir, '../../packages/contracts/src/index.ts') },
  // The CommonJS packages inside ask for Node's modules and the ones above with `require`, which
  // an ES module does not have.
  banner: {
    js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
});
// The text in Latin-1, half the heap it takes otherwise; stack traces name the server's TypeScript
// sources, and the packages' code is left unmapped.
const bundle = oneByteText(fs.readFileSync(outfile, 'utf8'));
fs.writeFileSync(outfile, bundle.code);
const mapFile = `${outfile}.map`;
const map = ownSourceMap(
  JSON.parse(fs.readFileSync(mapFile, 'utf8')),
  (source) => !source.includes('node_modules/'),
  bundle.movedColumn,
);
fs.writeFileSync(mapFile, JSON.stringify(map));
