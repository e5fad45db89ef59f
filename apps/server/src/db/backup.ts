import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { z } from 'zod';
import packageJson from '../../package.json' with { type: 'json' };
import type { Config } from '../config';
import {
  BackupError,
  checksumOf,
  DUMP_FILE,
  FILES,
  FORMAT,
  FORMAT_VERSION,
  formatSums,
  listFiles,
  MANIFEST,
  messageOf,
  packArchive,
  readManifest,
  runTool,
  SUMS,
  unpackArchive,
  verifyChecksums,
  type Checksum,
  type Manifest,
  type MigrationLevel,
} from './backup-archive';
import { lockDataDir, type DatabaseKind, type Db } from './client';
import { rowsOf } from './rows';
import * as schema from './schema';
import { MIGRATIONS_JOURNAL } from '../paths';

/**
 * `npm run cli -- backup` and `restore`: the database and the local file store into one archive
 * (backup-archive.ts) and back (docs/operations.md, "Backups and restore").
 */
export { BackupError } from './backup-archive';

/** Where progress lines go while a command runs. */
type Say = (line: string) => void;

const PGLITE_VERSION = readPgliteVersion();

type DatabaseFacts = { server_version: string; migrations: MigrationLevel; tables: Record<string, number> };
type RowTotal = { rows: number; tables: number };

// ---------------------------------------------------------------------------------------------
// backup

/** `npm run cli -- backup --out PATH`: writes one archive; answers what it holds. */
export async function createBackup(config: Config, options: { out: string; say: Say }): Promise<string> {
  const started = performance.now();
  const now = new Date();
  const out = await outputPath(options.out, now);
  const staging = await fs.promises.mkdtemp(path.join(path.dirname(out), '.tm-backup-'));
  const partial = `${out}.partial`;
  try {
    const kind: DatabaseKind = config.databaseUrl ? 'postgres' : 'pglite';
    const dumpFile = path.join(staging, DUMP_FILE[kind]);
    options.say(kind === 'postgres' ? 'Dumping the PostgreSQL database…' : 'Dumping the embedded database…');
    const facts = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, dumpFile)
      : await dumpPglite(config.dataDir, dumpFile);

    const checksums = [await checksumOf(staging, DUMP_FILE[kind])];
    let files: Manifest['files'] = { store: config.files.store, included: false, count: 0, bytes: 0 };
    if (config.files.store === 'local') {
      options.say('Copying the file store…');
      const copied = await copyFileStore(filesRoot(config), path.join(staging, FILES));
      checksums.push(...copied);
      files = {
        store: 'local',
        included: true,
        count: copied.length,
        bytes: copied.reduce((sum, file) => sum + file.bytes, 0),
      };
    }

    const manifest: Manifest = {
      format: FORMAT,
      format_version: FORMAT_VERSION,
      created_time: now.toISOString(),
      app_version: packageJson.version,
      database: {
        kind,
        server_version: facts.server_version,
        ...(kind === 'pglite' ? { pglite_version: PGLITE_VERSION } : {}),
      },
      migrations: facts.migrations,
      tables: facts.tables,
      files,
    };
    await fs.promises.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await fs.promises.writeFile(path.join(staging, SUMS), formatSums(checksums));

    options.say('Writing the archive…');
    const members = [MANIFEST, SUMS, DUMP_FILE[kind], ...(files.included ? [FILES] : [])];
    await packArchive(staging, members, partial);
    // Renamed only when complete: a file under the final name is always a whole backup.
    await fs.promises.rename(partial, out);
    const size = (await fs.promises.stat(out)).size;

    return [
      `Backup written to ${out} (${formatBytes(size)}) in ${seconds(started)}:`,
      `  database: ${describeDatabase(manifest)}, migration level ${describeLevel(manifest.migrations)}, ${describeRows(sumRows(manifest.tables))}`,
      `  files: ${describeFiles(manifest, config)}`,
    ].join('\n');
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
    await fs.promises.rm(partial, { force: true });
  }
}

/** The archive's path: PATH itself, or a dated name inside PATH when it is a folder. Never an existing file. */
async function outputPath(out: string, now: Date): Promise<string> {
  let target = path.resolve(out);
  const stat = await fs.promises.stat(target).catch(() => undefined);
  if (stat?.isDirectory() || /[/\\]$/.test(out)) {
    await fs.promises.mkdir(target, { recursive: true });
    const stamp = now
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replace(/[-:]/g, '')
      .replace('T', '-');
    target = path.join(target, `tm-backup-${stamp}.tar.gz`);
  }
  if (fs.existsSync(target)) {
    throw new BackupError(`${target} already exists: a backup never overwrites a file. Give a new name, or a folder.`);
  }
  if (!fs.existsSync(path.dirname(target))) {
    throw new BackupError(`The folder ${path.dirname(target)} does not exist.`);
  }
  return target;
}

/**
 * pg_dump runs beside a working server. It reads the snapshot this transaction exports, so the
 * row counts of the manifest are those of the dump, however busy the database is.
 */
async function dumpPostgres(url: string, target: string): Promise<DatabaseFacts> {
  const client = await connectPostgres(url);
  try {
    const db: Db = drizzlePg(client, { schema });
    await db.execute(sql`BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
    const [snapshot] = await rowsOf(db, z.object({ id: z.string() }), sql`SELECT pg_export_snapshot() AS id`);
    const facts = await readFacts(db);
    await runTool('pg_dump', [
      '--format=custom',
      `--snapshot=${snapshot?.id ?? ''}`,
      `--file=${target}`,
      `--dbname=${url}`,
    ]);
    await db.execute(sql`COMMIT`);
    return facts;
  } finally {
    await client.end();
  }
}

/**
 * The embedded database is dumped with the data folder held as a server holds it, so a running
 * server makes this refuse rather than copy a database in the middle of a write.
 */
async function dumpPglite(dataDir: string, target: string): Promise<DatabaseFacts> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
    throw new BackupError(
      `There is no embedded database in ${pgdata}. Is DATA_DIR right? (With PostgreSQL, set DATABASE_URL.)`,
    );
  }
  const release = holdDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir: pgdata });
    try {
      const facts = await readFacts(drizzlePglite(client, { schema }));
      const dump = await client.dumpDataDir('none');
      await fs.promises.writeFile(target, new Uint8Array(await dump.arrayBuffer()));
      return facts;
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Copies the store into the staging folder and checksums the copies: keys are content hashes,
 * but a file re-uploaded while the backup runs is rewritten in place, and the copy is what the
 * archive holds.
 */
async function copyFileStore(root: string, target: string): Promise<Checksum[]> {
  const checksums: Checksum[] = [];
  await fs.promises.mkdir(target, { recursive: true });
  for (const name of await listFiles(root)) {
    const copy = path.join(target, name);
    await fs.promises.mkdir(path.dirname(copy), { recursive: true });
    await fs.promises.copyFile(path.join(root, name), copy, fs.constants.COPYFILE_FICLONE);
    checksums.push(await checksumOf(path.dirname(target), `${FILES}/${name}`));
  }
  return checksums;
}

// ---------------------------------------------------------------------------------------------
// restore

/** The database the config names, held for the restore: no server can use it meanwhile. */
type Target = {
  rows(): Promise<RowTotal | null>;
  /** Replaces the database with the backup's, or leaves it as it was and throws. */
  restore(staging: string, manifest: Manifest): Promise<void>;
  close(): Promise<void>;
};

/** `npm run cli -- restore --from PATH [--yes]`: replaces the database and the files with a backup's. */
export async function restoreBackup(
  config: Config,
  options: { from: string; yes: boolean; say: Say },
): Promise<string> {
  const started = performance.now();
  const archive = path.resolve(options.from);
  const stat = await fs.promises.stat(archive).catch(() => undefined);
  if (!stat?.isFile()) {
    throw new BackupError(
      `Cannot read the archive ${archive}: ${stat ? 'it is not a file' : 'there is no such file'}.`,
    );
  }
  const kind: DatabaseKind = config.databaseUrl ? 'postgres' : 'pglite';
  await fs.promises.mkdir(config.dataDir, { recursive: true });
  const target = config.databaseUrl ? await postgresTarget(config.databaseUrl) : pgliteTarget(config.dataDir);
  try {
    const files = config.files.store === 'local' ? (await listFiles(filesRoot(config))).length : 0;
    await confirmReplace(await target.rows(), files, options);

    const staging = await fs.promises.mkdtemp(path.join(config.dataDir, 'restore-'));
    try {
      options.say(`Reading ${archive}…`);
      await unpackArchive(archive, staging);
      const manifest = readManifest(staging);
      checkCompatible(manifest, kind);
      await verifyChecksums(staging, manifest);

      options.say('Restoring the database…');
      await target.restore(staging, manifest);
      let filesLine: string;
      if (!manifest.files.included) {
        filesLine =
          'none in the backup (it was made with FILE_STORE=s3: the files are in the bucket); left as they are';
      } else if (config.files.store === 's3') {
        filesLine =
          `NOT restored: FILE_STORE=s3, and the backup holds ${plural(manifest.files.count, 'file')} of a local store. ` +
          `Copy them into the bucket from the archive's ${FILES}/ folder (tar -xzf ARCHIVE ${FILES}).`;
      } else {
        const incoming = path.join(staging, FILES);
        await fs.promises.mkdir(incoming, { recursive: true });
        swapIn(filesRoot(config), incoming);
        filesLine = `${plural(manifest.files.count, 'file')} (${formatBytes(manifest.files.bytes)}) into ${filesRoot(config)}`;
      }
      return [
        `Restored ${archive} (made ${manifest.created_time}, ${describeDatabase(manifest)}) in ${seconds(started)}:`,
        `  database: ${describeRows(sumRows(manifest.tables))}: the row counts match the backup's manifest`,
        `  migration level ${describeLevel(manifest.migrations)}; the server applies newer ones at its next start`,
        `  files: ${filesLine}`,
      ].join('\n');
    } finally {
      await fs.promises.rm(staging, { recursive: true, force: true });
    }
  } finally {
    await target.close();
  }
}

/**
 * A destructive action: what the target holds is named, and replacing it needs --yes, or "yes"
 * typed on a terminal. `database` is null when the current database cannot be read.
 */
async function confirmReplace(
  database: RowTotal | null,
  files: number,
  options: { yes: boolean; say: Say },
): Promise<void> {
  if (database?.rows === 0 && files === 0) {
    return;
  }
  const what =
    (database ? `The database holds ${describeRows(database)}` : 'The current database cannot be read') +
    (files > 0 ? ` and the file store ${plural(files, 'file')}` : '');
  if (options.yes) {
    options.say(`${what}: --yes given, the restore replaces it all.`);
    return;
  }
  if (!process.stdin.isTTY) {
    throw new BackupError(
      `${what}. A restore replaces it all; nothing was changed. Run again with --yes to replace it.`,
    );
  }
  const terminal = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await terminal.question(`${what}. A restore replaces it all. Type "yes" to go ahead: `);
    if (answer.trim().toLowerCase() !== 'yes') {
      throw new BackupError('Not confirmed; nothing was changed.');
    }
  } finally {
    terminal.close();
  }
}

function pgliteTarget(dataDir: string): Target {
  const release = holdDataDir(dataDir);
  const pgdata = path.join(dataDir, 'pgdata');
  return {
    async rows() {
      if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
        return { rows: 0, tables: 0 };
      }
      try {
        const client = await PGlite.create({ dataDir: pgdata });
        try {
          return sumRows(await countRows(drizzlePglite(client, { schema })));
        } finally {
          await client.close();
        }
      } catch {
        return null;
      }
    },
    async restore(staging, manifest) {
      // Loaded and checked beside the current database, then swapped in: a backup that does not
      // load, or does not hold what its manifest says, leaves the current one untouched.
      const incoming = path.join(staging, 'pgdata');
      let client: PGlite;
      try {
        client = await PGlite.create({
          dataDir: incoming,
          loadDataDir: await fs.openAsBlob(path.join(staging, DUMP_FILE.pglite)),
        });
      } catch (error) {
        throw new BackupError(
          `This build's PGlite ${PGLITE_VERSION} cannot open the database of the backup (written by PGlite ` +
            `${manifest.database.pglite_version ?? 'unknown'}, PostgreSQL ${manifest.database.server_version}): ` +
            messageOf(error),
        );
      }
      try {
        await checkRowCounts(drizzlePglite(client, { schema }), manifest, 'nothing was changed');
      } finally {
        await client.close();
      }
      swapIn(pgdata, incoming);
    },
    async close() {
      release();
    },
  };
}

async function postgresTarget(url: string): Promise<Target> {
  const client = await connectPostgres(url);
  const db: Db = drizzlePg(client, { schema });
  try {
    await refuseIfInUse(db);
  } catch (error) {
    await client.end();
    throw error;
  }
  return {
    async rows() {
      return sumRows(await countRows(db));
    },
    async restore(staging, manifest) {
      const dump = path.join(staging, DUMP_FILE.postgres);
      // This pg_restore reads the dump at all (its format version) before anything changes.
      await runTool('pg_restore', ['--list', dump]);
      // The schemas are set aside, not dropped, until the restored database has been checked:
      // objects of migrations newer than the backup go with them, and a failure puts them back.
      const aside = `_before_restore_${Date.now()}`;
      const present = (
        await rowsOf(
          db,
          z.object({ name: z.string() }),
          sql`SELECT nspname AS name FROM pg_namespace WHERE nspname IN ('public', 'drizzle')`,
        )
      ).map((row) => row.name);
      await db.transaction(async (tx) => {
        for (const name of present) {
          await tx.execute(sql`ALTER SCHEMA ${sql.identifier(name)} RENAME TO ${sql.identifier(name + aside)}`);
        }
        // pg_dump leaves the public schema out (every database has one); PostgreSQL's default grant.
        await tx.execute(sql`CREATE SCHEMA public`);
        await tx.execute(sql`GRANT USAGE ON SCHEMA public TO PUBLIC`);
      });
      try {
        await runTool('pg_restore', [
          '--clean',
          '--if-exists',
          '--no-owner',
          '--single-transaction',
          '--exit-on-error',
          `--dbname=${url}`,
          dump,
        ]);
        await checkRowCounts(db, manifest, 'the restore was undone');
      } catch (error) {
        await db
          .transaction(async (tx) => {
            await tx.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
            await tx.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
            for (const name of present) {
              await tx.execute(sql`ALTER SCHEMA ${sql.identifier(name + aside)} RENAME TO ${sql.identifier(name)}`);
            }
          })
          .catch((undoError: unknown) => {
            throw new BackupError(
              `The restore failed (${messageOf(error)}), and so did putting the database back ` +
                `(${messageOf(undoError)}): its data is in the schemas ${present.map((n) => n + aside).join(' and ')}.`,
            );
          });
        throw error;
      }
      for (const name of present) {
        await db.execute(sql`DROP SCHEMA ${sql.identifier(name + aside)} CASCADE`);
      }
    },
    async close() {
      await client.end();
    },
  };
}

/** A server (or anyone) using the database would see it emptied and refilled under its feet. */
async function refuseIfInUse(db: Db): Promise<void> {
  const others = await rowsOf(
    db,
    z.object({ pid: z.number(), who: z.string() }),
    sql`SELECT pid, coalesce(nullif(application_name, ''), 'a client') || ' from '
          || coalesce(host(client_addr), 'the local socket') AS who
        FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  );
  if (others.length > 0) {
    const list = others.map((other) => `${other.who} (pid ${other.pid})`).join(', ');
    throw new BackupError(
      `The database is in use: ${others.length} other connection(s): ${list}. ` +
        'Stop the servers (and other clients) before restoring.',
    );
  }
}

/** Compares the restored row counts with the manifest's; `undone` says what became of the target. */
async function checkRowCounts(db: Db, manifest: Manifest, undone: string): Promise<void> {
  const restored = await countRows(db);
  const tables = [...new Set([...Object.keys(manifest.tables), ...Object.keys(restored)])].sort();
  const differ = tables
    .filter((table) => restored[table] !== manifest.tables[table])
    .map(
      (table) =>
        `${table}: ${restored[table] ?? 'missing'} rows, the manifest says ${manifest.tables[table] ?? 'none'}`,
    );
  if (differ.length > 0) {
    throw new BackupError(
      `The restored database does not match the backup's manifest (${undone}):\n  ${differ.join('\n  ')}`,
    );
  }
}

/** Moves `incoming` to `target`; what was at `target` is removed once the move succeeded. */
function swapIn(target: string, incoming: string): void {
  const replaced = `${target}.replaced-${process.pid}`;
  fs.rmSync(replaced, { recursive: true, force: true });
  const hadTarget = fs.existsSync(target);
  if (hadTarget) {
    fs.renameSync(target, replaced);
  }
  try {
    fs.renameSync(incoming, target);
  } catch (error) {
    if (hadTarget) {
      fs.renameSync(replaced, target);
    }
    throw error;
  }
  fs.rmSync(replaced, { recursive: true, force: true });
}

/** The backup's database kind is the config's, and no newer than this build's migrations. */
function checkCompatible(manifest: Manifest, kind: DatabaseKind): void {
  if (manifest.database.kind !== kind) {
    throw new BackupError(
      manifest.database.kind === 'pglite'
        ? 'The backup holds an embedded (PGlite) database, but DATABASE_URL names a PostgreSQL server. ' +
            'Restore it with DATABASE_URL unset.'
        : 'The backup holds a PostgreSQL database, but DATABASE_URL is not set (the embedded database). ' +
            'Set DATABASE_URL to the PostgreSQL database to restore it into.',
    );
  }
  // Drizzle applies the journal's migrations dated after the latest applied one: a database with
  // more, or later, migrations than this build knows has a schema this build does not.
  const known = knownMigrations();
  const { applied, latest_created_at: latest } = manifest.migrations;
  if (applied > known.length || (latest !== null && latest > Math.max(0, ...known.map((m) => m.when)))) {
    throw new BackupError(
      `The backup's database is at migration level ${describeLevel(manifest.migrations)}, newer than this build's ` +
        `${describeLevel({ applied: known.length, latest: known.at(-1)?.tag ?? '', latest_created_at: null })}. ` +
        `Restore it with the build that made it (version ${manifest.app_version}) or a newer one.`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// the database

async function readFacts(db: Db): Promise<DatabaseFacts> {
  const [version] = await rowsOf(
    db,
    z.object({ version: z.string() }),
    sql`SELECT current_setting('server_version') AS version`,
  );
  return { server_version: version?.version ?? '', migrations: await migrationLevel(db), tables: await countRows(db) };
}

/** Exact row counts of every table of the public schema. */
async function countRows(db: Db): Promise<Record<string, number>> {
  const tables = await rowsOf(
    db,
    z.object({ name: z.string() }),
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  if (tables.length === 0) {
    return {};
  }
  const counts = await rowsOf(
    db,
    z.object({ name: z.string(), rows: z.coerce.number().int() }),
    sql.join(
      tables.map(
        ({ name }) =>
          sql`SELECT ${name}::text AS name, count(*) AS rows FROM ${sql.identifier('public')}.${sql.identifier(name)}`,
      ),
      sql` UNION ALL `,
    ),
  );
  return Object.fromEntries(counts.map((count) => [count.name, count.rows]));
}

/** Drizzle's record of applied migrations, named by the journal entry of the latest. */
async function migrationLevel(db: Db): Promise<MigrationLevel> {
  const [table] = await rowsOf(
    db,
    z.object({ present: z.boolean() }),
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!table?.present) {
    return { applied: 0, latest: '', latest_created_at: null };
  }
  const [level] = await rowsOf(
    db,
    z.object({ applied: z.coerce.number().int(), latest: z.coerce.number().nullable() }),
    sql`SELECT count(*) AS applied, max(created_at)::float8 AS latest FROM drizzle.__drizzle_migrations`,
  );
  const latest = level?.latest ?? null;
  return {
    applied: level?.applied ?? 0,
    latest: knownMigrations().find((migration) => migration.when === latest)?.tag ?? '',
    latest_created_at: latest,
  };
}

function knownMigrations(): { tag: string; when: number }[] {
  const journal = z
    .object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) })
    .parse(JSON.parse(fs.readFileSync(MIGRATIONS_JOURNAL, 'utf8')));
  return journal.entries;
}

async function connectPostgres(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to the database of DATABASE_URL: ${messageOf(error)}`);
  }
  return client;
}

/**
 * Holds the data folder as a server does, so that no server opens the embedded database while
 * a backup records it as it is, or a restore replaces it.
 */
const holdDataDir = (dataDir: string) =>
  lockDataDir(
    dataDir,
    'Stop the server first: the embedded database is backed up and restored while no server has it open.',
  );

// ---------------------------------------------------------------------------------------------
// words

/** The local store's folder, as deps.ts builds it. */
function filesRoot(config: Config): string {
  return path.join(config.dataDir, 'files');
}

function readPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = z
    .object({ version: z.string() })
    .parse(JSON.parse(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')));
  return manifest.version;
}

function sumRows(tables: Record<string, number>): RowTotal {
  const counts = Object.values(tables);
  return { rows: counts.reduce((sum, count) => sum + count, 0), tables: counts.length };
}

function describeRows(total: RowTotal): string {
  return `${plural(total.rows, 'row')} in ${plural(total.tables, 'table')}`;
}

function describeDatabase(manifest: Manifest): string {
  return manifest.database.kind === 'pglite'
    ? `embedded PGlite ${manifest.database.pglite_version ?? ''} database (PostgreSQL ${manifest.database.server_version})`
    : `PostgreSQL ${manifest.database.server_version} database`;
}

function describeLevel(level: MigrationLevel): string {
  if (level.applied === 0) {
    return '0 (not migrated)';
  }
  return level.latest ? `${level.applied} (${level.latest})` : `${level.applied} (unknown to this build)`;
}

function describeFiles(manifest: Manifest, config: Config): string {
  if (!manifest.files.included) {
    const bucket = config.files.store === 's3' ? ` "${config.files.bucket}"` : '';
    return (
      `not included: FILE_STORE=s3 keeps them in the bucket${bucket}, ` +
      'whose own versioning and replication are their backup (docs/operations.md)'
    );
  }
  return `${plural(manifest.files.count, 'file')} (${formatBytes(manifest.files.bytes)}) from ${filesRoot(config)}`;
}

function plural(count: number, noun: string): string {
  return `${count.toLocaleString('en')} ${noun}${count === 1 ? '' : 's'}`;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) {
    return `${bytes} B`;
  }
  if (bytes < 1024 * 1024) {
    return `${(bytes / 1024).toFixed(1)} KB`;
  }
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function seconds(started: number): string {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}
