// Bundles the server into dist/main.mjs for `npm start`: its sources, the shared contracts and the
// packages it uses, in one file of plain JavaScript. Loading that file is the larger part of a
// start: compiling ~300 TypeScript files took about twice as long, and loading the packages as the
// hundreds of files they ship as about 0.5 s more than from the bundle (docs/performance.md).
// Run: npm run build -w @tm/server
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Packages loaded from node_modules at run time instead. Each finds files of its own by its own
 * path (PGlite its WebAssembly and data; the API docs' page its assets; @fastify/swagger its
 * package.json; pino its workers; ioredis its own frames in an error's stack), or is loaded only
 * when needed (exceljs, to read an .xlsx upload), or is optional and not installed (pg-native).
 */
const LOADED_FROM_NODE_MODULES = [
  '@electric-sql/pglite',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'exceljs',
  'ioredis',
  'pg-native',
  'pino',
];

await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile: path.join(serverDir, 'dist/main.mjs'),
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
  // Source maps only map: without the sources' text, Node reads a third as much at each start.
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning',
});
