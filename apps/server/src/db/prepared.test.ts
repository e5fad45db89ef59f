import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, onPostgres, type TestApp } from '../../test/harness';
import { shops } from '../modules/shops/shops.table';
import type { Db } from './client';
import { limitInText, selectNamedByText } from './prepared';

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  companyId = (await t.seed.company()).id;
  for (const name of ['东门店', '西门店', '南门店']) {
    await t.seed.shop(companyId, { name });
  }
});
afterAll(() => t.close());

/** A select whose text no other test runs (the tag), with a limit written into it. */
const shopsSelect = (db: Db, tag: string) =>
  db
    .select({ id: shops.id, name: shops.name, tag: sql<string>`${sql.raw(`'${tag}'`)}::text`.as('tag') })
    .from(shops)
    .where(eq(shops.company_id, companyId))
    .orderBy(shops.id)
    .limit(limitInText(2));

const preparedSchema = z.object({ rows: z.array(z.object({ generic_plans: z.coerce.number() })) });

describe('selectNamedByText', () => {
  it('answers what the select itself answers, with its limit in the text', async () => {
    const tag = randomBytes(6).toString('hex');
    const select = shopsSelect(t.db, tag);
    expect(select.toSQL().sql).toMatch(/ limit 2$/);
    expect(select.toSQL().params).toEqual([companyId]);
    const expected = await select;
    expect(expected.map((row) => row.name)).toEqual(['东门店', '西门店']);
    // Unnamed the first time, named from the second on.
    for (let run = 0; run < 3; run += 1) {
      expect(await selectNamedByText(t.db, shopsSelect(t.db, tag))).toEqual(expected);
    }
  });

  it.runIf(onPostgres)(
    'names a text asked for a second time, and PostgreSQL then plans it once for the connection',
    async () => {
      const tag = randomBytes(6).toString('hex');
      // One connection throughout, so that its prepared statements can be read.
      await t.db.transaction(async (tx) => {
        const preparedOfTag = async () =>
          preparedSchema.parse(
            await tx.execute(sql`SELECT generic_plans FROM pg_prepared_statements WHERE statement LIKE ${`%${tag}%`}`),
          ).rows;
        await selectNamedByText(tx, shopsSelect(tx, tag));
        expect(await preparedOfTag()).toEqual([]);
        for (let run = 0; run < 10; run += 1) {
          expect(await selectNamedByText(tx, shopsSelect(tx, tag))).toHaveLength(2);
        }
        const [prepared] = await preparedOfTag();
        expect(prepared?.generic_plans).toBeGreaterThan(0);
      });
    },
  );
});
