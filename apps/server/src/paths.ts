import path from 'node:path';

// Folders the server reads at run time, from one place: the same whether it runs from its sources
// (apps/server/src, tests and tsx) or from the bundle `npm start` builds (apps/server/dist), both one
// level under apps/server.
export const SERVER_DIR = path.resolve(import.meta.dirname, '..');
export const REPO_ROOT = path.resolve(SERVER_DIR, '../..');
export const MIGRATIONS_FOLDER = path.join(SERVER_DIR, 'src/db/migrations');
export const MIGRATIONS_JOURNAL = path.join(MIGRATIONS_FOLDER, 'meta/_journal.json');
