import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/harness';
import { rowsOf } from './rows';
import { arrayLiteral } from './sql-list';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('arrayLiteral', () => {
  it('is read back by PostgreSQL as the same values, whatever characters the text holds', async () => {
    const texts = ['哈密瓜', 'a "quoted" name', 'back\\slash\\', '{braces}, commas', ' spaced ', '', 'NULL', "it's"];
    const ids = [1, -2, 30000];
    const [row] = await rowsOf(
      t.db,
      z.object({ texts: z.array(z.string()), ids: z.array(z.number()) }),
      sql`SELECT ${arrayLiteral(texts)}::text[] AS texts, ${arrayLiteral(ids)}::int[] AS ids`,
    );
    expect(row).toEqual({ texts, ids });
  });

  it('writes no elements for no values', () => {
    expect(arrayLiteral([])).toBe('{}');
  });
});
