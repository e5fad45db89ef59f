import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rememberedPerDb } from '../../db/per-db';
import { arrayLiteral } from '../../db/sql-list';
import { tradeNameVersions } from './trades.table';

/**
 * The names a search of sales found, remembered for the same words again: the pages after the
 * first, another sort or filter. Finding them is a statement of its own, a round trip (about 0.7 ms
 * of a later page's 6 in-process: bench/findings.md); checking that they still hold is a
 * comparison inside the page's own statement.
 *
 * Names are only ever added, and each statement that adds names to a company adds one to its row of
 * `trade_name_versions` (migration 0050). Names are remembered with the version read in the
 * statement that found them, so in the same snapshot: while the version is the same, no name has
 * been added since, and the words match the same names. Over every company the version is the sum
 * of all rows; rows are never deleted, so it too only grows.
 */
export type FoundNames = {
  version: number;
  /** How many names were found. */
  count: number;
  /** Their companies and names, in the same order, as array literals (`arrayLiteral`). */
  company_ids: string;
  names: string;
};

/** Names found in the snapshot of `version`. */
export const foundNames = (version: number, rows: readonly { company_id: number; name: string }[]): FoundNames => ({
  version,
  count: rows.length,
  company_ids: arrayLiteral(rows.map((row) => row.company_id)),
  names: arrayLiteral(rows.map((row) => row.name)),
});

const remembered = rememberedPerDb<FoundNames>(200);

/** The words of a search in one company, or in every company. */
export type NamesAsked = { companyId: number | undefined; q: string };

const keyOf = (asked: NamesAsked) => JSON.stringify([asked.companyId ?? null, asked.q]);

/** The version of one company's names, or of every company's, as a scalar query. */
export const namesVersionOf = (companyId: number | undefined) =>
  sql<number>`(SELECT coalesce(sum(${tradeNameVersions.version}), 0) FROM ${tradeNameVersions}
    ${companyId === undefined ? sql`` : sql`WHERE ${tradeNameVersions.company_id} = ${companyId}`})::bigint`;

/** A condition true while no name has been added since `found` was found. */
export const namesStillHold = (asked: NamesAsked, found: FoundNames): SQL =>
  sql`${namesVersionOf(asked.companyId)} = ${found.version}`;

export const namesRemembered = {
  /** The names remembered for the words, whether or not they still hold. */
  get: (db: Db, asked: NamesAsked) => remembered.get(db, keyOf(asked)),
  /** Remembers names found in the statement that read `found.version`. */
  keep: (db: Db, asked: NamesAsked, found: FoundNames) => remembered.set(db, keyOf(asked), found),
  /** Forgets names found to no longer hold. */
  forget: (db: Db, asked: NamesAsked) => remembered.delete(db, keyOf(asked)),
};
