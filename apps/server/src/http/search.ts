import { ilike, like, sql, type Column, type SQL } from 'drizzle-orm';

/** A LIKE pattern that matches the text anywhere, with the user's % and _ taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Chinese characters, digits, punctuation and spaces: text that has no upper or lower case. */
const CASELESS = /^[\p{Script=Han}\p{Nd}\p{P}\p{Zs}]+$/u;

/** The text has no upper or lower case: any lower-casing, in any locale, leaves it as it is. */
export function isCaseless(text: string): boolean {
  return CASELESS.test(text);
}

/**
 * The column holds the text anywhere, case aside. ILIKE lower-cases every value it reads (about two
 * thirds of a search's time through a large catalogue or sales list: bench/findings.md), so text
 * without case, as most words typed here are, is matched by LIKE, which answers the same.
 */
export function containsText(column: Column | SQL, text: string): SQL {
  const pattern = likePattern(text);
  return isCaseless(text) ? like(column, pattern) : ilike(column, pattern);
}

/** A character the name indexes hold as PostgreSQL's lower() gives it in any locale: ASCII or caseless. */
const isPaired = (character: string) => /^[\x20-\x7e]$/.test(character) || isCaseless(character);

/**
 * The pairs of neighbouring characters of a word typed, as name_pairs (migrations 0045, 0048) cuts a
 * name: every name that holds the word holds them all. A pair with a character whose lower case
 * depends on the database's locale (É, Ä…) is left out, which only lets more names through to LIKE.
 */
export function namePairs(text: string): string[] {
  const characters = Array.from(text.replace(/[A-Z]/g, (c) => c.toLowerCase()));
  const pairs = new Set<string>();
  characters.forEach((character, i) => {
    const next = characters[i + 1];
    if (next !== undefined && isPaired(character) && isPaired(next)) {
      pairs.add(character + next);
    }
  });
  return [...pairs];
}

/**
 * The names that hold every pair of the word, through a GIN index on `name_pairs(column)`: the
 * candidates that `containsText` then checks, instead of every name read. Undefined for a word
 * with no pair (one character), which only `containsText` can find.
 */
export function namePairsHeld(column: Column | SQL, text: string): SQL | undefined {
  const pairs = namePairs(text);
  return pairs.length > 0 ? sql`name_pairs(${column}) @> ${sql.param(pairs)}::text[]` : undefined;
}
