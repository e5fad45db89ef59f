/**
 * The application's PostgreSQL advisory locks, in one place so that no two uses share a key.
 * A lock taken with one (bigint) key and one taken with two (int) keys never meet: PostgreSQL keeps
 * them apart. The fixed locks use one key; locks named by a hash of text use two, the first
 * saying whose hash it is, so no hash can ever equal a fixed lock.
 */
export const ADVISORY_LOCKS = {
  /** Held while one instance migrates the schema (db/client.ts). */
  migrations: 727_001,
  /** Held by the fold that adds queued sales to the rollups (trades/trades.fold.ts). */
  salesFold: 727_002,
} as const;

/** The first of two keys of the locks the rate limiter takes per rule key (http/rate-limit.ts). */
export const RATE_LIMIT_LOCKS = 727;
