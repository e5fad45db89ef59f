import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';
import { MIGRATIONS_FOLDER } from '../paths';
import { ADVISORY_LOCKS } from './advisory-locks';

export type Schema = typeof schema;
/** The one database type every service takes: PGlite and node-postgres share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** Answers whether the database can run a query right now. */
  ping: () => Promise<boolean>;
  /** Hears NOTIFY on a channel until the returned function is called (or the database closes). */
  listen: (channel: string, handler: (payload: string) => void) => Promise<() => Promise<void>>;
  /** Connections of the pool by state (PostgreSQL; PGlite has one connection and no pool). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /** postgres://… for a server; undefined for the embedded PGlite. */
  url: string | undefined;
  /** PGlite data folder; ignored for a server. */
  dataDir: string;
  /** PGlite in memory (tests). */
  inMemory?: boolean;
  /** With `inMemory`: a file from `dumpDataDir` to start from instead of an empty database. */
  inMemoryTemplate?: string;
};

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** Opens the database, applies pending migrations and returns it ready for use. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options);
}

/**
 * The pool's connection settings: the URL, and startup options that add `jit=off` to the URL's own
 * (pg takes the URL's `options` over the pool's, so they are moved out of it). The app's queries
 * read rollups in a few milliseconds; PostgreSQL's cost estimate still compiled the larger ones,
 * 12–16 ms of a statistics answer (bench/findings.md).
 */
export function connectionOf(url: string): { connectionString: string; options: string } {
  const parsed = new URL(url);
  const own = parsed.searchParams.get('options');
  parsed.searchParams.delete('options');
  return {
    connectionString: own === null ? url : parsed.toString(),
    options: [own, '-c jit=off'].filter(Boolean).join(' '),
  };
}

async function openPostgres(url: string): Promise<Database> {
  // A database host that drops packets (rather than refusing) must not hold requests for the TCP
  // timeout: after 5 s they answer 503 like any outage.
  const pool = new pg.Pool({
    ...connectionOf(url),
    max: 10,
    connectionTimeoutMillis: 5_000,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it and /api/health reports the outage.
  });
  const db: Db = drizzlePg(pool, { schema });
  const client = await pool.connect();
  try {
    // Two server processes may start together against one PostgreSQL: one migrates, the other waits.
    await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCKS.migrations]);
    }
  } finally {
    client.release();
  }
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    ping: () => pingDb(db),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: async (channel, handler) => {
      const stop = await listenPostgres(url, channel, handler);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

/**
 * PostgreSQL's default 128 MB of shared buffers is held inside PGlite's WebAssembly memory, and
 * every page once touched stays resident. 16 MB keeps the embedded server small (under load 347 MB
 * at 32 MB, 315 MB at 16; importing and exporting 100 000 goods no slower; bench/findings.md), while
 * the data itself stays in the OS's file cache.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let releaseLock = () => {};
  let client: PGlite;
  if (options.inMemory) {
    client = await PGlite.create(
      options.inMemoryTemplate
        ? { loadDataDir: new Blob([fs.readFileSync(options.inMemoryTemplate)]), startParams: PGLITE_START_PARAMS }
        : { startParams: PGLITE_START_PARAMS },
    );
  } else {
    fs.mkdirSync(options.dataDir, { recursive: true });
    releaseLock = lockDataDir(options.dataDir);
    try {
      client = await PGlite.create({ dataDir: path.join(options.dataDir, 'pgdata'), startParams: PGLITE_START_PARAMS });
    } catch (error) {
      releaseLock();
      throw error;
    }
  }
  // PGlite is one connection; it runs one query or transaction at a time, in arrival order.
  const db: Db = drizzlePglite(client, { schema });
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'pglite',
    ping: () => pingDb(db),
    listen: async (channel, handler) => {
      const unlisten = await client.listen(channel, handler);
      return async () => {
        if (!client.closed) {
          await unlisten();
        }
      };
    },
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

// Short pauses: consoles' live updates come back within seconds of the database.
const LISTEN_RETRY_MS = { first: 500, max: 5_000 };

/**
 * LISTEN needs a connection of its own, outside the pool. When it drops (a database restart),
 * it reconnects with growing pauses; notifications sent while it was away are lost, which the
 * listeners accept (a console catches up at its next refresh).
 */
async function listenPostgres(
  url: string,
  channel: string,
  handler: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryMs = LISTEN_RETRY_MS.first;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) {
        handler(message.payload ?? '');
      }
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    client = next;
    retryMs = LISTEN_RETRY_MS.first;
  };
  const reconnect = (lost: pg.Client) => {
    if (stopped || client !== lost) {
      return;
    }
    client = undefined;
    lost.removeAllListeners('end');
    void lost.end().catch(() => {});
    const attempt = () => {
      retryTimer = undefined;
      if (stopped) {
        return;
      }
      connect().catch(() => {
        retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MS.max);
        retryTimer = setTimeout(attempt, retryMs).unref();
      });
    };
    retryTimer = setTimeout(attempt, retryMs).unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  };
}

async function pingDb(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite must never be opened by two processes: the second would corrupt the folder.
 * A lock file holds the owner's pid; a lock left by a dead process is taken over.
 */
export function lockDataDir(
  dataDir: string,
  advice = 'Stop that process, or give this one another DATA_DIR.',
): () => void {
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) {
          return;
        }
        released = true;
        fs.rmSync(lockPath, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if (!isErrnoException(error) || error.code !== 'EEXIST') {
        throw error;
      }
      const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && isProcessAlive(owner)) {
        throw new DataDirLockedError(`The data folder ${dataDir} is in use by process ${owner}. ${advice}`);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isErrnoException(error) && error.code === 'EPERM';
  }
}

function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error;
}
