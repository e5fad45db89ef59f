import type { Db } from './client';

/**
 * What `build` makes for a database handle, made once and kept as long as the handle. A transaction's
 * handle gets its own, gone with it. For a query asked on nearly every request (the caller's session,
 * a scale's key): building a joined select costs about 0.1 ms of the server's time, and PostgreSQL
 * keeps a named statement's plan for each connection (docs/performance.md). Such a query names its
 * statement and takes its values as `sql.placeholder`s.
 */
export function perDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let made = built.get(db);
    if (!made) {
      made = build(db);
      built.set(db, made);
    }
    return made;
  };
}

/**
 * Values remembered per database handle, each under a key, the least recently used forgotten once
 * there are more than `most`. Per handle: a transaction's handle gets its own, gone with it, so
 * nothing it wrote before committing is remembered for others. Whether a value still holds is the
 * caller's to check (goods-remembered.ts, trade-names-remembered.ts).
 */
export function rememberedPerDb<T>(most: number) {
  const storeOf = perDb(() => new Map<string, T>());
  return {
    /** The value remembered under the key, then the last to be forgotten. */
    get(db: Db, key: string): T | undefined {
      const store = storeOf(db);
      const value = store.get(key);
      if (value !== undefined) {
        store.delete(key);
        store.set(key, value);
      }
      return value;
    },
    has: (db: Db, key: string): boolean => storeOf(db).has(key),
    set(db: Db, key: string, value: T): void {
      const store = storeOf(db);
      store.delete(key);
      store.set(key, value);
      if (store.size > most) {
        const oldest = store.keys().next();
        if (!oldest.done) {
          store.delete(oldest.value);
        }
      }
    },
    delete(db: Db, key: string): void {
      storeOf(db).delete(key);
    },
  };
}
