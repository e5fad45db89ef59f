import { spawn, type StdioOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { z } from 'zod';
import type { DatabaseKind } from './client';

/**
 * The backup archive (db/backup.ts makes and restores it): one .tar.gz file holding
 *
 *   manifest.json         when, which database kind, migration level, row counts, file count
 *   SHA256SUMS            a checksum of every other member (`sha256sum -c` reads it)
 *   database.pgdump       PostgreSQL: pg_dump --format=custom
 *   database.pglite.tar   embedded PGlite: its dumpDataDir() tarball
 *   files/…               the local file store (DATA_DIR/files), as stored
 *
 * tar (the system's) writes and reads the members; zlib compresses, so a cut or damaged archive
 * fails its CRC before anything is restored.
 */

export class BackupError extends Error {
  override name = 'BackupError';
}

/** A command line tool the backup needs is not installed. */
class MissingToolError extends BackupError {}

export const FORMAT = 'tm-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const SUMS = 'SHA256SUMS';
export const FILES = 'files';
export const DUMP_FILE: Record<DatabaseKind, string> = {
  postgres: 'database.pgdump',
  pglite: 'database.pglite.tar',
};

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  format_version: z.literal(FORMAT_VERSION),
  created_time: z.string(),
  app_version: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    server_version: z.string(),
    pglite_version: z.string().optional(),
  }),
  /** Drizzle's record: how many applied, the journal tag and time of the latest (what it compares). */
  migrations: z.object({ applied: z.int().min(0), latest: z.string(), latest_created_at: z.number().nullable() }),
  /** Rows per table of the public schema. */
  tables: z.record(z.string(), z.int().min(0)),
  files: z.object({
    store: z.enum(['local', 's3']),
    /** False with S3: the bucket keeps the files, and its own versioning is their backup. */
    included: z.boolean(),
    count: z.int().min(0),
    bytes: z.int().min(0),
  }),
});
export type Manifest = z.infer<typeof manifestSchema>;

export type MigrationLevel = Manifest['migrations'];
export type Checksum = { name: string; sha256: string; bytes: number };

export function readManifest(staging: string): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(path.join(staging, MANIFEST), 'utf8'));
  } catch {
    throw new BackupError(`The archive holds no readable ${MANIFEST}: it is not a backup made by this command.`);
  }
  const version = z.object({ format: z.literal(FORMAT), format_version: z.int() }).safeParse(raw);
  if (!version.success) {
    throw new BackupError(`The archive's ${MANIFEST} is not a ${FORMAT} manifest: not a backup made by this command.`);
  }
  if (version.data.format_version > FORMAT_VERSION) {
    throw new BackupError(
      `The backup is of format ${version.data.format_version}, written by a newer build; this one reads format ${FORMAT_VERSION}.`,
    );
  }
  const manifest = manifestSchema.safeParse(raw);
  if (!manifest.success) {
    const issues = manifest.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new BackupError(`The archive's ${MANIFEST} is damaged: ${issues}`);
  }
  return manifest.data;
}

/** Every member is listed in SHA256SUMS with its checksum, and nothing else is in the archive. */
export async function verifyChecksums(staging: string, manifest: Manifest): Promise<void> {
  const damaged = (problem: string) =>
    new BackupError(`The archive is damaged or has been altered: ${problem}. Nothing was changed.`);
  let listed: Map<string, string>;
  try {
    listed = parseSums(await fs.promises.readFile(path.join(staging, SUMS), 'utf8'));
  } catch (error) {
    throw damaged(error instanceof BackupError ? error.message : `it holds no ${SUMS}`);
  }
  const entries = await fs.promises.readdir(staging, { recursive: true, withFileTypes: true });
  const present = new Set<string>();
  for (const entry of entries) {
    const name = path.relative(staging, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (entry.isDirectory() || name === MANIFEST || name === SUMS) {
      continue;
    }
    if (!entry.isFile()) {
      throw damaged(`${name} is not a regular file`);
    }
    present.add(name);
  }
  for (const name of present) {
    if (!listed.has(name)) {
      throw damaged(`it holds ${name}, which ${SUMS} does not list`);
    }
  }
  for (const [name, sha256] of listed) {
    if (!present.has(name)) {
      throw damaged(`${name} is missing`);
    }
    if ((await checksumOf(staging, name)).sha256 !== sha256) {
      throw damaged(`${name} does not match its checksum`);
    }
  }
  if (!present.has(DUMP_FILE[manifest.database.kind])) {
    throw damaged(`${DUMP_FILE[manifest.database.kind]} is missing`);
  }
  const files = [...present].filter((name) => name.startsWith(`${FILES}/`)).length;
  if (files !== manifest.files.count) {
    throw damaged(`it holds ${files} files, the manifest says ${manifest.files.count}`);
  }
}

/** tar writes the members; gzip (zlib) compresses, so a damaged or cut archive fails its CRC. */
export async function packArchive(staging: string, members: string[], target: string): Promise<void> {
  const tar = startTool('tar', ['-cf', '-', '-C', staging, ...members], ['ignore', 'pipe', 'pipe']);
  if (!tar.child.stdout) {
    throw new BackupError('tar gave no output stream.');
  }
  await Promise.all([pipeline(tar.child.stdout, zlib.createGzip(), fs.createWriteStream(target)), tar.done]);
}

export async function unpackArchive(archive: string, staging: string): Promise<void> {
  const tar = startTool('tar', ['-xf', '-', '-C', staging, '--no-same-owner'], ['pipe', 'ignore', 'pipe']);
  const stdin = tar.child.stdin;
  if (!stdin) {
    throw new BackupError('tar took no input stream.');
  }
  // tar stops reading at the archive's end marker, before the padding behind it: the rest is
  // still decompressed, so gunzip checks the whole file's CRC, and dropped.
  let isTarReading = true;
  stdin.on('error', () => {
    isTarReading = false;
  });
  const toTar = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!isTarReading) {
        callback();
        return;
      }
      stdin.write(chunk, (error) => {
        isTarReading &&= !error;
        callback();
      });
    },
    final(callback) {
      stdin.end();
      callback();
    },
    // A read that fails ends tar's input too, so tar stops and says what it had.
    destroy(error, callback) {
      stdin.end();
      callback(error);
    },
  });
  const [read, extracted] = await Promise.allSettled([
    pipeline(fs.createReadStream(archive), zlib.createGunzip(), toTar),
    tar.done,
  ]);
  if (extracted.status === 'rejected' && extracted.reason instanceof MissingToolError) {
    throw extracted.reason;
  }
  // The decompressor's complaint names the cause (a cut or altered file) better than tar's.
  const failure: unknown =
    read.status === 'rejected' ? read.reason : extracted.status === 'rejected' ? extracted.reason : undefined;
  if (failure !== undefined) {
    throw new BackupError(
      `Cannot read the archive ${archive}: ${messageOf(failure).trim()}. ` +
        'It is truncated or damaged, or not a backup made by this command.',
    );
  }
}

/** GNU coreutils' format: `<hex>  <name>`, with a leading backslash when the name needs escapes. */
export function formatSums(checksums: Checksum[]): string {
  return checksums
    .map(({ name, sha256 }) => {
      const escaped = name.replaceAll('\\', '\\\\').replaceAll('\n', '\\n');
      return `${escaped === name ? '' : '\\'}${sha256}  ${escaped}\n`;
    })
    .join('');
}

function parseSums(text: string): Map<string, string> {
  const sums = new Map<string, string>();
  for (const line of text.split('\n').filter((l) => l !== '')) {
    const match = /^(\\?)([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (!match?.[2] || !match[3]) {
      throw new BackupError(`${SUMS} has a line it should not have: ${line.slice(0, 80)}`);
    }
    const name = match[1] ? match[3].replace(/\\(\\|n)/g, (_, c: string) => (c === 'n' ? '\n' : '\\')) : match[3];
    sums.set(name, match[2]);
  }
  return sums;
}

export async function checksumOf(root: string, name: string): Promise<Checksum> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of fs.createReadStream(path.join(root, name))) {
    if (chunk instanceof Buffer) {
      hash.update(chunk);
      bytes += chunk.length;
    }
  }
  return { name, sha256: hash.digest('hex'), bytes };
}

/** The regular files under `root`, as `/`-separated paths relative to it. */
export async function listFiles(root: string): Promise<string[]> {
  if (!fs.existsSync(root)) {
    return [];
  }
  const entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

const CLIENT_TOOLS_HINT =
  "Install the PostgreSQL client tools of the server's major version or newer " +
  '(Debian and Ubuntu: postgresql-client-NN), or put them on the PATH.';
const TOOL_HINTS = {
  pg_dump: CLIENT_TOOLS_HINT,
  pg_restore: CLIENT_TOOLS_HINT,
  tar: 'Install tar (Linux and macOS have one; Windows 10 and later ship tar.exe).',
};

/** Starts a command line tool; `done` settles when it exits, with its complaint when it failed. */
function startTool(command: keyof typeof TOOL_HINTS, args: string[], stdio: StdioOptions) {
  const child = spawn(command, args, { stdio });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', (error) => {
      reject(
        error instanceof Error && 'code' in error && error.code === 'ENOENT'
          ? new MissingToolError(`${command} was not found on the PATH. ${TOOL_HINTS[command]}`)
          : error,
      );
    });
    child.once('close', (code, signal) => {
      if (code === 0) {
        resolve();
        return;
      }
      let hint = '';
      if (/server version mismatch/.test(stderr)) {
        hint = `\n${CLIENT_TOOLS_HINT}`;
      } else if (/unsupported version .* in file header/.test(stderr)) {
        hint = `\nThe dump was written by a newer pg_dump than this pg_restore. ${CLIENT_TOOLS_HINT}`;
      }
      reject(new BackupError(`${command} failed (${signal ?? `exit code ${code}`}): ${stderr.trim()}${hint}`));
    });
  });
  return { child, done };
}

export async function runTool(command: keyof typeof TOOL_HINTS, args: string[]): Promise<void> {
  await startTool(command, args, ['ignore', 'ignore', 'pipe']).done;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
