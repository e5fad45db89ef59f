import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';

const MIGRATIONS = path.join(import.meta.dirname, '../src/db/migrations');

/**
 * Creating an empty PGlite costs each test file about three seconds; loading a dump of a migrated
 * one about half a second. The dump is made once per set of migrations and kept in the temp folder.
 */
export default async function setup(project: TestProject): Promise<void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', undefined);
    return;
  }
  const migrations = fs
    .readdirSync(MIGRATIONS, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.sql') || name.endsWith('.json'))
    .sort()
    .map((name) => fs.readFileSync(path.join(MIGRATIONS, name)));
  // A dump is read back only by the PGlite that wrote it: its version is part of the name.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = fs.readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json'));
  const hash = createHash('sha256')
    .update(Buffer.concat([...migrations, pglitePackage]))
    .digest('hex')
    .slice(0, 16);
  const file = path.join(os.tmpdir(), `tm-test-pglite-${hash}.tar`);
  if (!fs.existsSync(file)) {
    const client = await PGlite.create();
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Written aside and renamed, so a run that stops halfway leaves no broken template.
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  // Dumps of other migrations are left for a day: another checkout's run may be reading one now.
  const unusedSince = Date.now() - 86_400_000;
  for (const name of fs.readdirSync(os.tmpdir())) {
    const other = path.join(os.tmpdir(), name);
    if (
      /^tm-test-pglite-[0-9a-f]{16}\.tar$/.test(name) &&
      other !== file &&
      (fs.statSync(other, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < unusedSince
    ) {
      fs.rmSync(other, { force: true });
    }
  }
  // Used now: its age counts from here.
  fs.utimesSync(file, new Date(), new Date());
  project.provide('pgliteTemplate', file);
}
