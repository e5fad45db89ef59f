import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Db } from '../src/db/client';
import { rowsOf } from '../src/db/rows';
import { seedDemoData } from '../src/db/seed/demo';
import { tableDigests } from './digest';
import { createTestApp, type TestApp } from './harness';

/**
 * The backup proof: a database with the demo data and uploaded files is backed up with the real
 * command line, wiped, restored, and holds the same rows (every table, sequences, migrations)
 * and the same files. On PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
 */

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const JOURNAL = path.join(SERVER_DIR, 'src/db/migrations/meta/_journal.json');

// The smallest valid PNG: 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const folders: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-backup-test-'));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

type Target = { dataDir: string; databaseUrl: string | undefined };
type CliResult = { code: number; stdout: string; stderr: string; seconds: number };

/** The operator command line, as `npm run cli --` runs it, on the given database and data folder. */
async function cli(target: Target, args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        DATA_DIR: target.dataDir,
        DATABASE_URL: target.databaseUrl ?? '',
        TEST_DATABASE_URL: '',
        FILE_STORE: 'local',
        ...env,
      },
    });
    return { code: 0, stdout, stderr, seconds: seconds() };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr, seconds: seconds() };
  }
}

/** Every file under `root` with the SHA-256 of its bytes. */
function fileDigests(root: string): Record<string, string> {
  if (!fs.existsSync(root)) {
    return {};
  }
  const names = (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(root, name)).isFile())
    .sort();
  return Object.fromEntries(
    names.map((name) => [
      name,
      createHash('sha256')
        .update(fs.readFileSync(path.join(root, name)))
        .digest('hex'),
    ]),
  );
}

/** What a restore must bring back: every row, where each sequence stands, the migrations applied. */
async function storedRows(db: Db) {
  const sequences = await rowsOf(
    db,
    z.object({ name: z.string(), last_value: z.coerce.string().nullable() }),
    sql`SELECT schemaname || '.' || sequencename AS name, last_value FROM pg_sequences ORDER BY 1`,
  );
  const migrations = await rowsOf(
    db,
    z.object({ hash: z.string(), created_at: z.coerce.string() }),
    sql`SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id`,
  );
  return { tables: await tableDigests(db), sequences, migrations };
}

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await rowsOf(
    db,
    z.object({ name: z.string() }),
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf(
      db,
      z.object({ n: z.coerce.number() }),
      sql`SELECT count(*) AS n FROM ${sql.identifier(name)}`,
    );
    counts[name] = row?.n ?? -1;
  }
  return counts;
}

/** The stored state of a target, read with the server closed. */
async function storedState(target: Target) {
  const database = await openDatabase({ url: target.databaseUrl, dataDir: target.dataDir });
  try {
    return { ...(await storedRows(database.db)), files: fileDigests(path.join(target.dataDir, 'files')) };
  } finally {
    await database.close();
  }
}

/**
 * The unpacked members of a backup packed again with one file edited: an altered or made-up
 * backup. The edit is undone afterwards, so each copy differs from the original in one file.
 */
async function repacked(members: string, name: string, file: string, edit: (bytes: Buffer) => Buffer): Promise<string> {
  const original = fs.readFileSync(path.join(members, file));
  fs.writeFileSync(path.join(members, file), edit(original));
  try {
    const target = path.join(tempDir(), name);
    const tar = spawn('tar', ['-cf', '-', '-C', members, ...fs.readdirSync(members)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await pipeline(tar.stdout, zlib.createGzip({ level: 1 }), fs.createWriteStream(target));
    return target;
  } finally {
    fs.writeFileSync(path.join(members, file), original);
  }
}

/** A manifest edited by `change`. */
const editManifest = (change: (manifest: Record<string, unknown>) => void) => (bytes: Buffer) => {
  const manifest: Record<string, unknown> = JSON.parse(bytes.toString('utf8'));
  change(manifest);
  return Buffer.from(JSON.stringify(manifest));
};

const readJson = (file: string): Record<string, unknown> => JSON.parse(fs.readFileSync(file, 'utf8'));

// Each suite run proves its own database: the embedded run PGlite, the PostgreSQL run PostgreSQL.
const kinds = process.env.TEST_DATABASE_URL
  ? [{ kind: 'PostgreSQL', isPostgres: true }]
  : [{ kind: 'PGlite', isPostgres: false }];

describe.each(kinds)('npm run cli -- backup and restore, on $kind', ({ isPostgres }) => {
  let t: TestApp;
  let target: Target;
  let before: Awaited<ReturnType<typeof storedState>>;
  let archive: string;
  /** The archive's members, unpacked. */
  let members: string;
  let backupSeconds = 0;
  const backups = tempDir();

  beforeAll(async () => {
    const dataDir = tempDir();
    if (!isPostgres) {
      // A data folder from the migrated template of the test run: a second instead of an initdb.
      const template = inject('pgliteTemplate');
      if (template) {
        const client = await PGlite.create({
          dataDir: path.join(dataDir, 'pgdata'),
          loadDataDir: await fs.openAsBlob(template),
        });
        await client.close();
      }
    }
    t = await createTestApp({
      config: isPostgres ? { dataDir } : { dataDir, databaseUrl: undefined, inMemoryDatabase: false },
    });
    target = { dataDir, databaseUrl: t.config.databaseUrl };
    await seedDemoData(t.db, pino({ level: 'silent' }));
    const admin = await t.seed.admin('SUPER_ADMIN');

    const image = new FormData();
    image.append('image', new File([new Uint8Array(PNG)], 'pixel.png'));
    expect((await t.as(admin).upload('/api/management/images/upload', image)).statusCode).toBe(200);
    const document = new FormData();
    for (const [name, value] of Object.entries({
      title_ch: '秤说明书',
      title_en: 'Scale manual',
      category: 'driver_manual',
    })) {
      document.append(name, value);
    }
    document.append('file', new File([new Uint8Array(PDF)], '秤 说明书 #2.pdf'));
    const uploaded = await t.as(admin).upload('/api/management/documents', document);
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    before = { ...(await storedRows(t.db)), files: fileDigests(path.join(dataDir, 'files')) };
    expect(Object.keys(before.files)).toHaveLength(2);
  }, 120_000);

  afterAll(() => t.close());

  it('writes one archive with the database, the files and a manifest of what they hold', async () => {
    if (!isPostgres) {
      // The embedded database is open in this process, as a running server holds it.
      const refused = await cli(target, ['backup', '--out', backups]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`is in use by process ${process.pid}. Stop the server first`);
    }
    const counts = await rowCounts(t.db);
    // PostgreSQL is dumped beside the working server; PGlite once the server is stopped.
    if (!isPostgres) {
      await t.app.close();
    }
    const backup = await cli(target, ['backup', '--out', backups]);
    expect(backup.code, backup.stderr).toBe(0);
    backupSeconds = backup.seconds;
    if (isPostgres) {
      await t.app.close();
    }
    const [name] = fs.readdirSync(backups);
    expect(name).toMatch(/^tm-backup-\d{8}-\d{6}Z\.tar\.gz$/);
    archive = path.join(backups, name ?? '');
    expect(backup.stdout).toContain(`Backup written to ${archive}`);

    members = tempDir();
    await run('tar', ['-xzf', archive, '-C', members]);
    const journal = z.object({ entries: z.array(z.object({ tag: z.string() })) }).parse(readJson(JOURNAL)).entries;
    expect(readJson(path.join(members, 'manifest.json'))).toMatchObject({
      format: 'tm-backup',
      database: { kind: isPostgres ? 'postgres' : 'pglite' },
      migrations: { applied: journal.length, latest: journal.at(-1)?.tag },
      tables: counts,
      files: { store: 'local', included: true, count: 2 },
    });
    expect(fs.readdirSync(members).sort()).toEqual(
      ['SHA256SUMS', isPostgres ? 'database.pgdump' : 'database.pglite.tar', 'files', 'manifest.json'].sort(),
    );
    const sums = await run('sha256sum', ['--check', '--quiet', 'SHA256SUMS'], { cwd: members });
    expect(sums.stdout).toBe('');
    // A second backup under the same name is refused: an archive is never overwritten.
    const again = await cli(target, ['backup', '--out', archive]);
    expect(again.stderr).toContain('already exists');
  }, 120_000);

  it('refuses to restore over a database that holds rows without --yes', async () => {
    const refused = await cli(target, ['restore', '--from', archive]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/The database holds [\d,]+ rows in \d+ tables and the file store 2 files/);
    expect(refused.stderr).toContain('Run again with --yes');
  }, 60_000);

  it('refuses a cut, an altered or a newer archive even with --yes, and changes nothing', async () => {
    const cut = path.join(tempDir(), 'cut.tar.gz');
    const bytes = fs.readFileSync(archive);
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const truncated = await cli(target, ['restore', '--from', cut, '--yes']);
    expect(truncated.code).toBe(1);
    expect(truncated.stderr).toMatch(/Cannot read the archive .*cut\.tar\.gz: .*It is truncated or damaged/);

    const [image] = fs.readdirSync(path.join(members, 'files/images'));
    const altered = await repacked(members, 'altered.tar.gz', `files/images/${image}`, (bytes) =>
      Buffer.concat([bytes, Buffer.from('x')]),
    );
    const tampered = await cli(target, ['restore', '--from', altered, '--yes']);
    expect(tampered.code).toBe(1);
    expect(tampered.stderr).toMatch(/damaged or has been altered: files\/images\/\w+\.png does not match its checksum/);

    const newer = await repacked(
      members,
      'newer.tar.gz',
      'manifest.json',
      editManifest((manifest) => {
        const level = z.object({ applied: z.number(), latest_created_at: z.number() }).parse(manifest.migrations);
        manifest.migrations = {
          applied: level.applied + 1,
          latest: '9999_from_the_future',
          latest_created_at: level.latest_created_at + 1,
        };
      }),
    );
    const wrongVersion = await cli(target, ['restore', '--from', newer, '--yes']);
    expect(wrongVersion.code).toBe(1);
    expect(wrongVersion.stderr).toMatch(/at migration level \d+ \(9999_from_the_future\), newer than this build's/);

    expect(await storedState(target)).toEqual(before);
  }, 120_000);

  it('undoes a restore whose rows do not match the manifest', async () => {
    const mismatched = await repacked(
      members,
      'mismatched.tar.gz',
      'manifest.json',
      editManifest((manifest) => {
        manifest.tables = { ...z.record(z.string(), z.number()).parse(manifest.tables), goods: 1 };
      }),
    );
    const undone = await cli(target, ['restore', '--from', mismatched, '--yes']);
    expect(undone.code).toBe(1);
    expect(undone.stderr).toMatch(
      /does not match the backup's manifest \((nothing was changed|the restore was undone)\)/,
    );
    expect(undone.stderr).toMatch(/goods: \d+ rows, the manifest says 1/);
    expect(await storedState(target)).toEqual(before);
  }, 120_000);

  it('restores the same rows and files into a wiped database', async () => {
    if (target.databaseUrl) {
      const url = new URL(target.databaseUrl);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = url.pathname.slice(1);
      await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${name}"`);
      await admin.end();
    }
    fs.rmSync(target.dataDir, { recursive: true, force: true });

    const restored = await cli(target, ['restore', '--from', archive]);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/the row counts match the backup's manifest/);
    expect(restored.stdout).toContain(`files: 2 files`);
    const after = await storedState(target);
    expect(after).toEqual(before);

    const rows = Number(/([\d,]+) rows in/.exec(restored.stdout)?.[1]?.replaceAll(',', ''));
    console.log(
      `backup (${isPostgres ? 'PostgreSQL' : 'PGlite'}): ${rows} rows in ${Object.keys(after.tables).length} tables ` +
        `and ${Object.keys(after.files).length} files restored identical; archive ${(fs.statSync(archive).size / 1e6).toFixed(1)} MB; ` +
        `backup ${backupSeconds.toFixed(1)} s, restore ${restored.seconds.toFixed(1)} s (command line runs)`,
    );
  }, 120_000);

  it.runIf(isPostgres)(
    'says so when pg_dump is not installed',
    async () => {
      const missing = await cli(target, ['backup', '--out', backups], { PATH: '/nonexistent' });
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('pg_dump was not found on the PATH');
    },
    60_000,
  );
});
