import { markedDownPrice } from '@tm/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowsOf } from '../../db/rows';
import { priceInForceSql } from './prices.resolve';
import { createTestApp, type TestApp } from '../../../test/harness';
import { goodPriceChanges, goods } from '../goods/goods.table';
import { priceBatches, priceBatchGoods, priceZones, zonePriceChanges } from './prices.table';

/**
 * `effective_price()` against a brute-force replay: for random edits, batches (some cancelled),
 * markdowns and moments, the price the database resolves equals the one found by playing every
 * change up to the moment in order, one by one, and then looking for a markdown; and so does
 * `priceInForceSql`, its shortcut for goods never repriced.
 */

const T0 = Date.parse('2026-11-26T00:00:00Z');
const BASE_PRICE = 1000;
/** Few minutes: changes at the same moment, and their tie-breaks, come up often. */
const minute = fc.integer({ min: 0, max: 10 });
/** Target 0 is the base price (for a markdown, scales in no zone); 1 and 2 are the two zones. */
const target = fc.constantFrom(0, 1, 2);
const targets = fc.subarray([0, 1, 2], { minLength: 1 });
const price = fc.integer({ min: 1, max: 5000 });

type Edit = { target: number; at: number; price: number | null };
type Batch = {
  at: number;
  created: number | undefined;
  cancelled: boolean;
  targets: number[];
  prices: (number | null)[];
};
type Markdown = { at: number; minutes: number; cancelled: boolean; targets: number[]; percent: number };
type Case = { edits: Edit[]; batches: Batch[]; markdowns: Markdown[]; queries: { target: number; at: number }[] };

const caseArbitrary: fc.Arbitrary<Case> = fc.record({
  // A base edit always sets a price; a zone edit may take the zone's own price away (null).
  edits: fc.array(
    fc.record({ target, at: minute, price: fc.option(price, { nil: null }) }).map((edit) => ({
      ...edit,
      price: edit.target === 0 ? (edit.price ?? BASE_PRICE) : edit.price,
    })),
    { maxLength: 6 },
  ),
  batches: fc.array(
    fc.record({
      at: minute,
      // Often saved at the moment it starts (a batch due at once), which ties with an edit then.
      created: fc.option(minute, { nil: undefined }),
      cancelled: fc.boolean(),
      targets,
      prices: fc.array(fc.option(price, { nil: null }), { minLength: 3, maxLength: 3 }),
    }),
    { maxLength: 5 },
  ),
  markdowns: fc.array(
    fc.record({
      at: minute,
      minutes: fc.integer({ min: 1, max: 5 }),
      cancelled: fc.boolean(),
      targets,
      percent: fc.integer({ min: 1, max: 99 }),
    }),
    { maxLength: 3 },
  ),
  queries: fc.array(fc.record({ target, at: minute }), { minLength: 1, maxLength: 8 }),
});

const at = (minutes: number) => new Date(T0 + minutes * 60_000);

/** A batch's price at a target: a base line always has one. */
const batchPrice = (batch: Batch, targetIndex: number) =>
  targetIndex === 0 ? (batch.prices[0] ?? BASE_PRICE) : (batch.prices[targetIndex] ?? null);

type Step = { target: number; at: number; recorded: number; rank: number; id: number; price: number | null };

/** The replay: every change up to the moment, in order, applied one after the other. */
function replay(c: Case, ids: { edits: number[]; batches: number[]; markdowns: number[] }, query: Case['queries'][0]) {
  const steps: Step[] = [
    ...c.edits.map((edit, i) => ({ ...edit, recorded: edit.at, rank: 0, id: ids.edits[i] ?? 0 })),
    ...c.batches.flatMap((batch, i) =>
      batch.cancelled
        ? []
        : batch.targets.map((t) => ({
            target: t,
            at: batch.at,
            recorded: batch.created ?? batch.at,
            rank: 1,
            id: ids.batches[i] ?? 0,
            price: batchPrice(batch, t),
          })),
    ),
  ].filter((step) => step.at <= query.at);
  steps.sort((a, b) => a.at - b.at || a.recorded - b.recorded || a.rank - b.rank || a.id - b.id);
  let base = BASE_PRICE;
  const own = new Map<number, number | null>();
  for (const step of steps) {
    if (step.target === 0) {
      base = step.price ?? base;
    } else {
      own.set(step.target, step.price);
    }
  }
  const regular = query.target === 0 ? base : (own.get(query.target) ?? base);
  const running = c.markdowns
    .map((markdown, i) => ({ ...markdown, id: ids.markdowns[i] ?? 0 }))
    .filter((m) => !m.cancelled && m.targets.includes(query.target) && m.at <= query.at && query.at < m.at + m.minutes)
    .sort((a, b) => b.percent - a.percent || a.id - b.id);
  const markdown = running[0];
  return markdown ? markedDownPrice(regular, markdown.percent) : regular;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A good sold by count, with no recorded price change. */
async function insertGood(companyId: number, plu: number, name: string, unitPrice: number) {
  const [good] = await t.db
    .insert(goods)
    .values({
      company_id: companyId,
      plu,
      item_code: String(plu),
      name_lines: [name],
      name,
      unit_price: unitPrice,
      pricing_mode: 'by_count',
    })
    .returning();
  return good;
}

describe('effective_price()', () => {
  it('equals a brute-force replay of the edits, batches and markdowns', async () => {
    const { company } = await t.seed.companyWithUser();
    const good = await insertGood(company.id, 1, '测试', BASE_PRICE);
    const zones = await t.db
      .insert(priceZones)
      .values([
        { company_id: company.id, name: '一区' },
        { company_id: company.id, name: '二区' },
      ])
      .returning();
    if (!good || zones.length !== 2) {
      throw new Error('not seeded');
    }
    const zoneIdOf = (targetIndex: number) => (targetIndex === 0 ? null : (zones[targetIndex - 1]?.id ?? null));

    await fc.assert(
      fc.asyncProperty(caseArbitrary, async (c) => {
        await t.db.delete(priceBatches).where(sql`${priceBatches.company_id} = ${company.id}`);
        await t.db.delete(goodPriceChanges).where(sql`${goodPriceChanges.good_id} = ${good.id}`);
        await t.db.delete(zonePriceChanges).where(sql`${zonePriceChanges.good_id} = ${good.id}`);
        // The good's creation, before every moment asked about.
        await t.db
          .insert(goodPriceChanges)
          .values({ good_id: good.id, company_id: company.id, new_price: BASE_PRICE, changed_time: at(-60) });
        const ids = { edits: [] as number[], batches: [] as number[], markdowns: [] as number[] };
        for (const edit of c.edits) {
          const zoneId = zoneIdOf(edit.target);
          const [row] =
            zoneId === null
              ? await t.db
                  .insert(goodPriceChanges)
                  .values({
                    good_id: good.id,
                    company_id: company.id,
                    new_price: edit.price ?? BASE_PRICE,
                    changed_time: at(edit.at),
                  })
                  .returning({ id: goodPriceChanges.id })
              : await t.db
                  .insert(zonePriceChanges)
                  .values({
                    good_id: good.id,
                    company_id: company.id,
                    zone_id: zoneId,
                    new_price: edit.price,
                    changed_time: at(edit.at),
                  })
                  .returning({ id: zonePriceChanges.id });
          ids.edits.push(row?.id ?? 0);
        }
        const insertBatch = async (
          fields: Pick<
            typeof priceBatches.$inferInsert,
            'kind' | 'starts_time' | 'ends_time' | 'percent_off' | 'created_time'
          >,
          cancelled: boolean,
          lines: { target: number; price: number | null }[],
        ) => {
          const [batch] = await t.db
            .insert(priceBatches)
            .values({
              ...fields,
              company_id: company.id,
              name: 'replay',
              status: cancelled ? 'cancelled' : 'scheduled',
              base: lines.some((line) => line.target === 0),
              zone_ids: lines.flatMap((line) => zoneIdOf(line.target) ?? []),
            })
            .returning({ id: priceBatches.id });
          if (!batch) {
            throw new Error('batch not stored');
          }
          await t.db.insert(priceBatchGoods).values(
            lines.map((line) => ({
              batch_id: batch.id,
              good_id: good.id,
              zone_key: zoneIdOf(line.target) ?? 0,
              company_id: company.id,
              unit_price: line.price,
            })),
          );
          return batch.id;
        };
        for (const batch of c.batches) {
          ids.batches.push(
            await insertBatch(
              {
                kind: 'change',
                starts_time: at(batch.at),
                ends_time: null,
                percent_off: null,
                created_time: at(batch.created ?? batch.at),
              },
              batch.cancelled,
              batch.targets.map((target) => ({ target, price: batchPrice(batch, target) })),
            ),
          );
        }
        for (const markdown of c.markdowns) {
          ids.markdowns.push(
            await insertBatch(
              {
                kind: 'markdown',
                starts_time: at(markdown.at),
                ends_time: at(markdown.at + markdown.minutes),
                percent_off: markdown.percent,
                created_time: at(0),
              },
              markdown.cancelled,
              markdown.targets.map((target) => ({ target, price: null })),
            ),
          );
        }
        const resolved = await rowsOf(
          t.db,
          z.object({ i: z.coerce.number(), price: z.coerce.number(), in_force: z.coerce.number() }),
          sql`SELECT q.i, (effective_price(${good.id}::int, q.zone, q.at)).price AS price,
              ${priceInForceSql(sql`${good.id}::int`, sql`q.zone`, sql`q.at`)} AS in_force
            FROM unnest(${sql.param(c.queries.map((q) => zoneIdOf(q.target)))}::int[],
              ${sql.param(c.queries.map((q) => at(q.at).toISOString()))}::timestamptz[])
              WITH ORDINALITY AS q(zone, at, i)
            ORDER BY q.i`,
        );
        const replayed = c.queries.map((query) => replay(c, ids, query));
        expect(resolved.map((row) => row.price)).toEqual(replayed);
        // The shortcut for a good never repriced gives the same (taken in the first example).
        expect(resolved.map((row) => row.in_force)).toEqual(replayed);
      }),
      {
        numRuns: 40,
        examples: [
          [
            {
              edits: [],
              batches: [],
              markdowns: [],
              queries: [
                { target: 0, at: 3 },
                { target: 1, at: 3 },
              ],
            },
          ],
          [
            {
              edits: [{ target: 0, at: 2, price: BASE_PRICE }],
              batches: [],
              markdowns: [],
              queries: [{ target: 0, at: 5 }],
            },
          ],
        ],
      },
    );
  });
});

describe('priceInForceSql', () => {
  it('reads the PLU record’s price of a good with no recorded price at all, as effective_price() does', async () => {
    const { company } = await t.seed.companyWithUser();
    const good = await insertGood(company.id, 2, '未改价', 1234);
    const [zone] = await t.db.insert(priceZones).values({ company_id: company.id, name: '一区' }).returning();
    if (!good || !zone) {
      throw new Error('not seeded');
    }
    const [row] = await rowsOf(
      t.db,
      z.object({ none: z.coerce.number(), zoned: z.coerce.number(), resolved: z.coerce.number() }),
      sql`SELECT ${priceInForceSql(sql`${good.id}::int`, null, at(5))} AS none,
        ${priceInForceSql(sql`${good.id}::int`, zone.id, at(5))} AS zoned,
        (effective_price(${good.id}::int, ${zone.id}::int, ${at(5).toISOString()}::timestamptz)).price AS resolved`,
    );
    expect(row).toEqual({ none: 1234, zoned: 1234, resolved: 1234 });
  });
});
