import { randomBytes } from 'node:crypto';
import { and, eq, like, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, onPostgres, type TestApp } from '../../test/harness';
import { shops } from '../modules/shops/shops.table';
import type { Db } from './client';
import { limitInText, namedStatement, selectNamedByText, selectTemplate } from './prepared';

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

describe('selectTemplate', () => {
  // Holes in the select list and in the condition; the select list's comes first in the text.
  const shopsTemplate = selectTemplate(
    (db, { newestFirst }: { newestFirst: boolean }, hole: (name: 'where' | 'picked') => SQL) =>
      db
        .select({ name: shops.name, picked: sql<boolean>`${hole('picked')}`.as('picked') })
        .from(shops)
        .where(hole('where'))
        .orderBy(newestFirst ? sql`${shops.id} DESC` : shops.id),
  );
  const fills = (picked: string, pattern: string) => ({
    where: and(eq(shops.company_id, companyId), like(shops.name, pattern)) ?? sql`true`,
    picked: sql`${shops.name} = ${picked}`,
  });

  it('answers as the select written whole would, each value where its hole is', async () => {
    const oldestFirst = [
      ['东门店', false],
      ['西门店', true],
      ['南门店', false],
    ];
    const rowsOf = async (newestFirst: boolean, picked: string, pattern: string) =>
      (await shopsTemplate(t.db, { newestFirst }, fills(picked, pattern))).map((row) => [row.name, row.picked]);
    expect(await rowsOf(false, '西门店', '%门店')).toEqual(oldestFirst);
    expect(await rowsOf(true, '西门店', '%门店')).toEqual([...oldestFirst].reverse());
    // The same key again, with other values.
    expect(await rowsOf(false, '南门店', '南%')).toEqual([['南门店', true]]);
    expect(await rowsOf(false, '北门店', '%')).toEqual(oldestFirst.map(([name]) => [name, false]));
  });

  it('fills a hole the text holds twice each time it comes', async () => {
    const twice = selectTemplate((db, _key: null, hole: (name: 'where') => SQL) =>
      db
        .select({ name: shops.name, again: sql<boolean>`${hole('where')}`.as('again') })
        .from(shops)
        .where(hole('where')),
    );
    const rows = await twice(t.db, null, {
      where: and(eq(shops.company_id, companyId), eq(shops.name, '南门店')) ?? sql`true`,
    });
    expect(rows).toEqual([{ name: '南门店', again: true }]);
  });

  it('refuses a template holding a value outside its holes', () => {
    const withValue = selectTemplate((db, _key: null, hole: (name: 'where') => SQL) =>
      db
        .select({ name: shops.name })
        .from(shops)
        .where(and(hole('where'), eq(shops.company_id, companyId))),
    );
    expect(() => withValue(t.db, null, { where: sql`true` })).toThrow('a template holds values outside its holes');
  });
});

describe('namedStatement', () => {
  const namesSchema = z.object({ rows: z.array(z.object({ name: z.string(), limit_given: z.coerce.number() })) });

  it('writes its text once and sends each run its own values, constants as they were written', async () => {
    let built = 0;
    const tag = randomBytes(6).toString('hex');
    const shopsNamed = namedStatement<'company_id' | 'pattern'>(`shops_${tag}`, (value) => {
      built += 1;
      return sql`SELECT name, ${2}::int AS limit_given FROM shops
        WHERE company_id = ${value('company_id')}::int AND name LIKE ${value('pattern')}::text
        ORDER BY id LIMIT ${2}::int`;
    });
    const namesOf = async (pattern: string) =>
      namesSchema.parse(await shopsNamed(t.db, { company_id: companyId, pattern })).rows.map((row) => row.name);
    expect(await namesOf('%门店')).toEqual(['东门店', '西门店']);
    expect(await namesOf('南%')).toEqual(['南门店']);
    expect(await namesOf('北%')).toEqual([]);
    expect(built).toBe(1);
  });

  it.runIf(onPostgres)('is prepared under its name on the connection that runs it', async () => {
    const tag = randomBytes(6).toString('hex');
    const counted = namedStatement<'company_id'>(
      `count_${tag}`,
      (value) => sql`SELECT count(*)::int AS shops FROM shops WHERE company_id = ${value('company_id')}::int`,
    );
    await t.db.transaction(async (tx) => {
      expect(await counted(tx, { company_id: companyId })).toMatchObject({ rows: [{ shops: 3 }] });
      const named = z
        .object({ rows: z.array(z.object({ name: z.string() })) })
        .parse(await tx.execute(sql`SELECT name FROM pg_prepared_statements WHERE name = ${`count_${tag}`}`));
      expect(named.rows).toEqual([{ name: `count_${tag}` }]);
    });
  });
});
