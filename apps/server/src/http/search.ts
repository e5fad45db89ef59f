import { ilike, like, type Column, type SQL } from 'drizzle-orm';

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
