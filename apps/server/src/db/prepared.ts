import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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

const dialect = new PgDialect();

/**
 * Runs `query` as the named statement `name`: PostgreSQL parses it once per connection and, once it
 * has run a few times, plans it once too. For a large statement run very often whose text never
 * changes (only its values), where planning is a measurable part of each run: an upload of sales
 * and the fold after it (docs/performance.md). Every value must be a parameter: the same name with
 * another text is refused by the driver.
 */
export function executeNamed(db: Db, name: string, query: SQL): Promise<unknown> {
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
}
