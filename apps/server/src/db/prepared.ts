import { createHash } from 'node:crypto';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { perDb, rememberedPerDb } from './per-db';

const dialect = new PgDialect();

/**
 * A statement run under the name `name`, for a large statement run very often whose text never
 * changes (only its values), where planning is a measurable part of each run: an upload of sales
 * and the fold after it (docs/performance.md). PostgreSQL parses it once per connection and, once
 * it has run a few times, plans it once too. `build` writes it with `value(key)` where each value
 * goes; its text is written once, at its first run, and each run sends only `values`. drizzle
 * writing the upload's and the fold's texts on every upload took 7 % of the server's time during
 * ingest (bench/findings.md). Constants written with `sql` in `build` are sent as they were then.
 */
export function namedStatement<Key extends string>(
  name: string,
  build: (value: (key: Key) => SQL) => SQL,
): (db: Db, values: Record<Key, unknown>) => Promise<unknown> {
  let query: ReturnType<PgDialect['sqlToQuery']> | undefined;
  return (db, values) => {
    query ??= dialect.sqlToQuery(build((key) => sql`${sql.placeholder(key)}`));
    return db._.session.prepareQuery(query, undefined, name, false).execute(values);
  };
}

/**
 * The texts a database handle runs as named statements (`selectNamedByText`), and the last texts it
 * has seen once. Each named text costs every connection that runs it about 270 KB of PostgreSQL's
 * memory for its plan, kept as long as the connection: so only texts asked for again are named, and
 * no more than `NAMED_TEXTS_MOST` of them, never forgotten; others run unnamed.
 */
const NAMED_TEXTS_MOST = 64;
const namedTextsOf = perDb(() => new Set<string>());
const textsSeenOnce = rememberedPerDb<true>(256);

/** The statement name for a text, once it is asked for a second time and while there is room. */
function nameForText(db: Db, text: string): string | undefined {
  const name = `t_${createHash('sha1').update(text).digest('base64url')}`;
  const named = namedTextsOf(db);
  if (named.has(name)) {
    return name;
  }
  if (textsSeenOnce.has(db, name) && named.size < NAMED_TEXTS_MOST) {
    textsSeenOnce.delete(db, name);
    named.add(name);
    return name;
  }
  textsSeenOnce.set(db, name, true);
  return undefined;
}

/** A select of flat fields (no nested objects or whole tables), as drizzle builds it. */
type FlatSelect = SQLWrapper & PromiseLike<unknown> & { _: { selectedFields: Record<string, unknown> } };

/**
 * Runs a select whose text is one of a few shapes (its values all parameters) as a statement named
 * after its text, as `namedStatement` does for a fixed one: PostgreSQL parses it once a connection
 * and, where its generic plan costs no more than planning it anew, plans it once. For a list's page
 * asked many times a minute, parsing and planning were most of PostgreSQL's time (bench/findings.md).
 * A `LIMIT` left a parameter makes the generic plan look far costlier than it is (`LIMIT` unknown):
 * write it into the text with `limitInText`.
 */
export function selectNamedByText<Query extends FlatSelect>(db: Db, select: Query): Promise<Awaited<Query>> {
  return runNamedByText(db, dialect.sqlToQuery(select.getSQL()), fieldsOf(select));
}

/** The fields of a select, as drizzle maps its rows. */
const fieldsOf = (select: FlatSelect) =>
  Object.entries(select._.selectedFields).map(([key, field]) => ({ path: [key], field }));

function runNamedByText<Query extends FlatSelect>(
  db: Db,
  query: { sql: string; params: unknown[] },
  fields: ReturnType<typeof fieldsOf>,
): Promise<Awaited<Query>> {
  return db._.session.prepareQuery(query, fields as never, nameForText(db, query.sql), true).execute() as Promise<
    Awaited<Query>
  >;
}

/** Where a fragment goes in a template's text; NUL is in no SQL text drizzle writes. */
const holeMark = (name: string) => `\0hole ${name}\0`;
const HOLE = /\0hole ([^\0]*)\0/g;

type Template = { pieces: SQL[]; holes: string[]; fields: ReturnType<typeof fieldsOf> };

/**
 * A select whose text is the same each time but for a few fragments (its conditions, a total):
 * `build` makes it for a key (sort, page size…) with a `hole` where each fragment goes, and it is
 * written once a database handle and key. Each run writes only the fragments given for the holes,
 * then runs the whole as `selectNamedByText` does. Writing a sales page's whole text took drizzle
 * about a fifth of the server's time for the request (bench/findings.md). Every value is a
 * fragment's: the rest of the text holds none. Each key's text is kept as long as the handle, so
 * keys are few (a sort, a page size of at most 100).
 */
export function selectTemplate<Key, Hole extends string, Query extends FlatSelect>(
  build: (db: Db, key: Key, hole: (name: Hole) => SQL) => Query,
): (db: Db, key: Key, fills: Record<Hole, SQL>) => Promise<Awaited<Query>> {
  const templatesOf = perDb(() => new Map<string, Template>());
  const templateOf = (db: Db, key: Key): Template => {
    const templates = templatesOf(db);
    const keyText = JSON.stringify(key);
    let template = templates.get(keyText);
    if (!template) {
      const select = build(db, key, (name) => sql.raw(holeMark(name)));
      const shell = dialect.sqlToQuery(select.getSQL());
      if (shell.params.length > 0) {
        throw new Error('a template holds values outside its holes');
      }
      // split() with a capturing group interleaves the text between holes with the holes' names.
      const parts = shell.sql.split(HOLE);
      template = {
        pieces: parts.filter((_, i) => i % 2 === 0).map((text) => sql.raw(text)),
        holes: parts.filter((_, i) => i % 2 === 1),
        fields: fieldsOf(select),
      };
      templates.set(keyText, template);
    }
    return template;
  };
  return (db, key, fills) => {
    const { pieces, holes, fields } = templateOf(db, key);
    // Each piece of text is one chunk for drizzle to write: only the fragments are walked, and their
    // values are numbered in the order the text holds them.
    const whole = sql.join(
      pieces.flatMap((piece, i) => (i < holes.length ? [piece, fills[holes[i] as Hole]] : [piece])),
    );
    return runNamedByText<Query>(db, dialect.sqlToQuery(whole), fields);
  };
}

/**
 * A `LIMIT` of `rows`, written into the statement's text rather than sent as a parameter (see
 * `selectNamedByText`). drizzle's `limit()` writes whatever SQL it is given; its type only names
 * numbers and placeholders.
 */
export const limitInText = (rows: number): number => sql.raw(String(Math.trunc(rows))) as unknown as number;
