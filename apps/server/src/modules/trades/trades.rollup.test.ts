import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from '../../../test/harness';
import { MIGRATIONS_FOLDER } from '../../paths';
import { shopWithScales } from '../../../test/scale-fixtures';
import { goods } from '../goods/goods.table';
import { countQueuedTrades, foldQueuedTrades } from './trades.fold';
import { ROLLUPS, columnsOf, rollupOf, withOrderOpenings } from './trades.rollup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TYPES = ['sale', 'sale', 'sale', 'return', 'void'] as const;

/**
 * `n` records over two days around China's midnight (16:00 UTC), three PLUs (PLU 9 is not one of
 * the company's goods), every fifth voided, every fifth a return, sales of three items grouped on
 * tickets, the rest without one.
 */
function records(n: number) {
  return Array.from({ length: n }, (_, i) => {
    const type = TYPES[i % 5] ?? 'sale';
    return {
      trade_no: `R${i}`,
      trade_time: new Date(Date.UTC(2026, 10, 23, 12 + (i % 9), i % 60)).toISOString(),
      plu: [1, 2, 9][i % 3] ?? 1,
      unit_price: 1000 + (i % 7),
      weight_g: 100 + i,
      quantity: i % 4 === 0 ? 2 : undefined,
      total_price: 200 + i,
      type,
      ticket_no: i % 2 === 0 ? `K${Math.floor(i / 6)}` : undefined,
    };
  });
}

const rowsOf = async (query: SQL) => ((await t.db.execute(query)) as { rows: unknown[] }).rows;

/** Every rollup as stored and as adding up every stored trade again would make it. */
async function rollupsStoredAndRecomputed() {
  return Promise.all(
    Object.values(ROLLUPS).map(async (rollup) => {
      const keys = Object.keys(rollup.keys).join(', ');
      const stored = await rowsOf(
        sql`SELECT ${sql.raw(columnsOf(rollup).join(', '))} FROM ${sql.identifier(rollup.table)} ORDER BY ${sql.raw(keys)}`,
      );
      const recomputed = await rowsOf(
        sql`SELECT * FROM (${rollupOf(rollup, withOrderOpenings(sql`trades`))}) AS raw ORDER BY ${sql.raw(keys)}`,
      );
      return { table: rollup.table, stored: JSON.stringify(stored), recomputed: JSON.stringify(recomputed) };
    }),
  );
}

const migrationText = (file: string) => fs.readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8');

/** Runs a migration's INSERT statements again, as on a database that had sales before it. */
async function runInserts(migration: string) {
  const statements = migration
    .split('--> statement-breakpoint')
    .filter((part) => /^INSERT/m.test(part.replace(/^--.*$/gm, '').trim()));
  for (const statement of statements) {
    await t.db.execute(sql.raw(statement));
  }
}

async function expectRollupsEqualTrades() {
  for (const { table, stored, recomputed } of await rollupsStoredAndRecomputed()) {
    expect(stored, table).toBe(recomputed);
  }
}

describe('sales rollups', () => {
  it('equal adding up every stored trade again, whatever the batches held', async () => {
    const { first, second } = await shopWithScales(t);
    // One sale of the month before, so the monthly rollups have more than one row.
    const sent = [
      ...records(90),
      { ...records(1)[0]!, trade_no: 'OCT', trade_time: '2026-10-30T10:00:00.000Z', ticket_no: undefined },
    ];
    // Overlapping batches from two scales, repeats inside a batch and across batches, and a
    // ticket whose items come in two uploads.
    await Promise.all([
      first.device.post('/api/device/v1/trades', { trades: [...sent.slice(0, 40), sent[3], sent[3]] }),
      second.device.post('/api/device/v1/trades', { trades: sent.slice(20) }),
    ]);
    await first.device.post('/api/device/v1/trades', { trades: sent.slice(30) });
    await first.device.post('/api/device/v1/trades', { trades: sent.slice(0, 60) });

    for (const { table, stored, recomputed } of await rollupsStoredAndRecomputed()) {
      expect(JSON.parse(stored).length, table).toBeGreaterThan(1);
      expect(stored, table).toBe(recomputed);
    }
    expect(await countQueuedTrades(t.db)).toBe(0);
  });

  it('take in every sale of many uploads at once of one company, each answered once its sales are in', async () => {
    const { first, second } = await shopWithScales(t);
    const sent = records(300);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? first : second).device.post('/api/device/v1/trades', {
          trades: sent.slice(i * 30, i * 30 + 30),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await countQueuedTrades(t.db)).toBe(0);
    for (const { table, stored, recomputed } of await rollupsStoredAndRecomputed()) {
      expect(stored, table).toBe(recomputed);
    }
  });

  it('keep the sales of an upload whose fold failed, and add them with the next fold', async () => {
    const { first } = await shopWithScales(t);
    const before = await rollupsStoredAndRecomputed();
    // A rollup table out of the fold's reach makes its statement fail as a whole.
    await t.db.execute(sql`ALTER TABLE trade_daily RENAME TO trade_daily_away`);
    try {
      const answer = await first.device.post('/api/device/v1/trades', { trades: records(20) });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toMatchObject({ accepted: 20, duplicates: 0 });
    } finally {
      await t.db.execute(sql`ALTER TABLE trade_daily_away RENAME TO trade_daily`);
    }
    expect(await countQueuedTrades(t.db)).toBe(20);
    const waiting = await rollupsStoredAndRecomputed();
    expect(waiting.map((rollup) => rollup.stored)).toEqual(before.map((rollup) => rollup.stored));

    expect(await foldQueuedTrades(t.db)).toBe(20);
    expect(await countQueuedTrades(t.db)).toBe(0);
    for (const { table, stored, recomputed } of await rollupsStoredAndRecomputed()) {
      expect(stored, table).toBe(recomputed);
    }
  });

  it.each(['0034_rollup_void_counts.sql', '0040_monthly_void_counts.sql'])(
    'get the voids stored before they were counted from the migration that counts them, %s',
    async (file) => {
      const { first } = await shopWithScales(t);
      await first.device.post('/api/device/v1/trades', {
        trades: records(40).map((record) => ({ ...record, trade_no: `M${file.slice(0, 4)}${record.trade_no}` })),
      });
      // As before the migration: no void counted, and no row for an hour, day or month of voids alone.
      const migration = migrationText(file);
      const counted = Object.values(ROLLUPS).filter((rollup) => migration.includes(`INSERT INTO "${rollup.table}"`));
      expect(counted.length).toBeGreaterThan(0);
      for (const rollup of counted) {
        const table = sql.identifier(rollup.table);
        await t.db.execute(sql`UPDATE ${table} SET void_count = 0`);
        await t.db.execute(sql`DELETE FROM ${table} WHERE sale_count = 0 AND return_count = 0`);
      }
      await runInserts(migration);
      for (const { table, stored, recomputed } of await rollupsStoredAndRecomputed()) {
        expect(stored, table).toBe(recomputed);
      }
    },
  );

  // Each with the later migrations that fill its tables further, as an upgrade runs them.
  it.each([
    [['0037_all_companies_rollups.sql'], ['trade_all_hourly', 'trade_all_daily']],
    [['0038_shop_monthly_rollup.sql', '0040_monthly_void_counts.sql'], ['trade_monthly']],
    [['0039_company_category_rollups.sql'], ['trade_company_daily_categories', 'trade_company_monthly_categories']],
    [['0049_company_name_monthly.sql'], ['trade_company_name_monthly']],
  ])('get the sales stored before %s from the rollups it fills them from', async (files, tables) => {
    const { first } = await shopWithScales(t);
    await first.device.post('/api/device/v1/trades', {
      trades: records(40).map((record) => ({ ...record, trade_no: `M${files[0]!.slice(0, 4)}${record.trade_no}` })),
    });
    for (const table of tables) {
      await t.db.execute(sql`DELETE FROM ${sql.identifier(table)}`);
    }
    for (const file of files) {
      await runInserts(migrationText(file));
    }
    for (const { table, stored, recomputed } of await rollupsStoredAndRecomputed()) {
      expect(stored, table).toBe(recomputed);
    }
  });

  it('fold the sales queued one by one before 0041 once it has summed them into the queues of their sums, and before 0047 and 0049 counted their names', async () => {
    const { first } = await shopWithScales(t);
    await first.device.post('/api/device/v1/trades', {
      trades: records(40).map((record) => ({ ...record, trade_no: `Q${record.trade_no}` })),
    });
    // As before the migration: every sale still in the queue of single sales, none in a rollup.
    for (const rollup of Object.values(ROLLUPS)) {
      await t.db.execute(sql`DELETE FROM ${sql.identifier(rollup.table)}`);
    }
    await t.db.execute(sql`
      CREATE TABLE trade_rollup_queue AS
      SELECT company_id, shop_id, scale_id, good_id, plu, trade_time, type, unit_price, total_price, weight_g,
        quantity, opens_order
      FROM ${withOrderOpenings(sql`trades`)}`);
    await runInserts(migrationText('0041_queue_fold_bases.sql'));
    await t.db.execute(sql`DROP TABLE trade_rollup_queue`);
    // 0047 counts every sale's name from `trades`, those still queued (with no name) too.
    await runInserts(migrationText('0047_trade_name_monthly.sql'));
    await runInserts(migrationText('0049_company_name_monthly.sql'));
    expect(await countQueuedTrades(t.db)).toBeGreaterThanOrEqual(40);
    await foldQueuedTrades(t.db);
    expect(await countQueuedTrades(t.db)).toBe(0);
    await expectRollupsEqualTrades();
  });

  it("keep the categories adding up to every sale by its good's category now, as goods change category or go", async () => {
    const { apple, pear, first } = await shopWithScales(t);
    await t.db.update(goods).set({ category: '水果' }).where(eq(goods.id, apple.id));
    const sent = records(60).map((record) => ({ ...record, trade_no: `C${record.trade_no}` }));
    await first.device.post('/api/device/v1/trades', {
      trades: [...sent.slice(0, 30), { ...sent[0]!, trade_no: 'C-OCT', trade_time: '2026-10-30T10:00:00.000Z' }],
    });
    await expectRollupsEqualTrades();

    // Both moved by one statement, with every day and month they sold on, then sold more under
    // their new categories; a change of price alone moves nothing.
    await t.db
      .update(goods)
      .set({ category: sql`CASE WHEN ${goods.id} = ${apple.id} THEN '鲜果' ELSE '蔬菜' END` })
      .where(inArray(goods.id, [apple.id, pear.id]));
    await expectRollupsEqualTrades();
    await t.db.update(goods).set({ unit_price: 999 }).where(eq(goods.id, apple.id));
    await expectRollupsEqualTrades();
    await first.device.post('/api/device/v1/trades', { trades: sent.slice(30) });
    await expectRollupsEqualTrades();

    // A deleted good's sales count under no category, and the category it left has no empty rows.
    await t.db.delete(goods).where(eq(goods.id, pear.id));
    await expectRollupsEqualTrades();
    const left = await rowsOf(sql`SELECT category FROM trade_company_daily_categories WHERE category = '蔬菜'
      UNION ALL SELECT category FROM trade_company_monthly_categories WHERE category = '蔬菜'`);
    expect(left).toEqual([]);
  });

  // Two connections: on PGlite a transaction has the only one, and the upload waits for it whole.
  it.runIf(onPostgres)('add the sales of a fold that waited for a category change under the new category', async () => {
    const { apple, first } = await shopWithScales(t);
    let upload: ReturnType<typeof first.device.post> | undefined;
    await t.db.transaction(async (tx) => {
      // The change's trigger holds the fold's lock until this transaction commits.
      await tx.update(goods).set({ category: '熟食' }).where(eq(goods.id, apple.id));
      upload = first.device.post('/api/device/v1/trades', {
        trades: records(30).map((record) => ({ ...record, trade_no: `W${record.trade_no}` })),
      });
      // Commit only once the upload's fold has begun (its snapshot taken) and waits for the lock.
      for (let waited = 0; ; waited += 1) {
        const [waiting] = await rowsOf(
          sql`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
        );
        if ((waiting as { n: number }).n > 0) {
          break;
        }
        expect(waited, 'the fold never waited for the lock').toBeLessThan(500);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    expect((await upload)?.statusCode).toBe(200);
    await expectRollupsEqualTrades();
  });

  it('count a ticket once, however many items and uploads it has, and every sale without one', async () => {
    const { shop, first } = await shopWithScales(t);
    const sale = (no: string, ticket?: string) => ({
      trade_no: no,
      trade_time: '2026-11-24T02:00:00Z',
      plu: 1,
      unit_price: 1001,
      weight_g: 1000,
      total_price: 1001,
      type: 'sale',
      ticket_no: ticket,
    });
    await first.device.post('/api/device/v1/trades', { trades: [sale('a', 'T1'), sale('b', 'T1'), sale('c')] });
    await first.device.post('/api/device/v1/trades', { trades: [sale('d', 'T1'), sale('e', 'T2')] });
    const [day] = await rowsOf(sql`SELECT day, sale_count, order_count FROM trade_daily WHERE shop_id = ${shop.id}`);
    expect(day).toEqual({ day: '2026-11-24', sale_count: 5, order_count: 3 });
  });
});
