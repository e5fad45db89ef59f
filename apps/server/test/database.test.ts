import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { connectionOf } from '../src/db/client';
import { rowsOf } from '../src/db/rows';
import { createTestApp } from './harness';

describe('connections to a PostgreSQL server', () => {
  it('turn JIT compilation off, beside the options the URL gives', () => {
    const plain = 'postgres://app:p%40ss@db.internal:5432/tm';
    expect(connectionOf(plain)).toEqual({ connectionString: plain, options: '-c jit=off' });
    const own = connectionOf('postgres://app@db.internal/tm?options=-c%20search_path%3Dtm&sslmode=require');
    expect(own.options).toBe('-c search_path=tm -c jit=off');
    expect(new URL(own.connectionString).searchParams.get('options')).toBeNull();
    expect(new URL(own.connectionString).searchParams.get('sslmode')).toBe('require');
  });

  it.runIf(process.env.TEST_DATABASE_URL)("run the app's queries without JIT", async () => {
    const t = await createTestApp();
    try {
      expect(await rowsOf(t.db, z.object({ jit: z.string() }), sql`SHOW jit`)).toEqual([{ jit: 'off' }]);
    } finally {
      await t.close();
    }
  });
});
