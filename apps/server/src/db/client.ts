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

export type Schema = typeof schema;
/** The one database type every service takes: PGlite and node-postgres share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** Answers whether the database can run a query right now. */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /** postgres://… for a server; undefined for the embedded PGlite. */
  url: string | undefined;
  /** PGlite data folder; ignored for a server. */
  dataDir: string;
  /** PGlite in memory (tests). */
  inMemory?: boolean;
};

const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');
/** Two server processes may start together against one PostgreSQL: one migrates, the other waits. */
const MIGRATION_LOCK_ID = 727_001;

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** Opens the database, applies pending migrations and returns it ready for use. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it and /api/health reports the outage.
  });
  const db: Db = drizzlePg(pool, { schema });
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
  return {
    db,
    kind: 'postgres',
    ping: () => pingDb(db),
    close: () => pool.end(),
  };
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let releaseLock = () => {};
  let client: PGlite;
  if (options.inMemory) {
    client = await PGlite.create();
  } else {
    fs.mkdirSync(options.dataDir, { recursive: true });
    releaseLock = lockDataDir(options.dataDir);
    try {
      client = await PGlite.create({ dataDir: path.join(options.dataDir, 'pgdata') });
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
    close: async () => {
      await client.close();
      releaseLock();
    },
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
function lockDataDir(dataDir: string): () => void {
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
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by process ${owner}. ` +
            'Stop that process, or give this one another DATA_DIR.',
        );
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
