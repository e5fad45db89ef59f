import type { Db } from './client';

/**
 * Values remembered per database handle, each under a key, the least recently used forgotten once
 * there are more than `most`. Per handle: a transaction's handle gets its own, gone with it, so
 * nothing it wrote before committing is remembered for others. Whether a value still holds is the
 * caller's to check (goods-remembered.ts, trade-names-remembered.ts).
 */
export function rememberedPerDb<T>(most: number) {
  const storeBy = new WeakMap<Db, Map<string, T>>();
  const storeOf = (db: Db) => {
    let store = storeBy.get(db);
    if (!store) {
      store = new Map();
      storeBy.set(db, store);
    }
    return store;
  };
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
