// Types of page-cache.mjs for the TypeScript benchmarks.
import type pg from 'pg';
export function pageCacheShare(pool: pg.Pool, database: string): Promise<number | undefined>;
export function notePageCache(pool: pg.Pool, database: string, shares: (number | undefined)[]): Promise<void>;
export function pageCacheNote(shares: (number | undefined)[], when: string): string;
