import type { Db } from './client';

/**
 * A query asked on nearly every request (the caller's session, a scale's key), built once per
 * database instead of once per call: building a joined select costs about 0.1 ms of the server's
 * time, and PostgreSQL keeps a named statement's plan for each connection (docs/performance.md).
 * `build` names the statement and takes its values as `sql.placeholder`s.
 */
export function preparedPerDb<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
