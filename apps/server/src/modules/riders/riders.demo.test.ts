import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { seedDemoRiders } from '../../db/seed/demo-riders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo’s delivery', () => {
  it('posts its top-ups through the ledger: every balance is the sum of its entries', async () => {
    const admin = await t.seed.admin();
    await t.db.transaction((tx) => seedDemoRiders(tx, admin.id));
    const result = await t.db.execute(sql`
        SELECT a.kind, a.name, a.status, a.balance_fen::bigint AS balance,
               coalesce((SELECT sum(amount_fen) FROM top_ups e
                         WHERE (a.kind = 'office' AND e.office_id = a.id) OR (a.kind = 'rider' AND e.rider_id = a.id)), 0)::bigint AS ledger
        FROM (SELECT 'office' AS kind, id, name, status, balance_fen FROM regional_offices
              UNION ALL SELECT 'rider', id, name, status, balance_fen FROM riders) a
        ORDER BY a.kind, a.id`);
    const rows = (result as { rows: unknown[] }).rows as {
      kind: string;
      name: string;
      status: string;
      balance: string | number;
      ledger: string | number;
    }[];
    expect(rows).toHaveLength(7);
    for (const row of rows) {
      expect({ name: row.name, balance: Number(row.balance) }).toEqual({ name: row.name, balance: Number(row.ledger) });
    }
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(Number(byName['杭州西湖区域中心']?.balance)).toBe(2_000_000);
    expect(Number(byName['周建平']?.balance)).toBe(30_000);
    expect(byName['吴涛']?.status).toBe('suspended');
    const reversals = (await t.as(admin).get('/api/management/top_ups?q=DEMO-R')).json().data;
    expect(reversals.list).toMatchObject([
      { amount_fen: -30_000, account_name: '周建平', reverses_id: expect.any(Number) },
    ]);
    // Posted in the order of their times, so the ledger's newest-first list reads in time order.
    const ledger = (await t.as(admin).get('/api/management/top_ups?per_page=50')).json().data;
    const times = ledger.list.map((entry: { created_time: string }) => Date.parse(entry.created_time));
    expect(times).toHaveLength(9);
    expect(times).toEqual([...times].sort((a: number, b: number) => b - a));

    // A verified rider shows when, an unverified one does not.
    const crew = (await t.as(admin).get('/api/management/riders?per_page=50')).json().data.list as {
      name: string;
      identity_verified: boolean;
      identity_verified_time: string | null;
    }[];
    expect(crew).toHaveLength(5);
    for (const rider of crew) {
      expect({ name: rider.name, verifiedWhen: rider.identity_verified_time !== null }).toEqual({
        name: rider.name,
        verifiedWhen: rider.identity_verified,
      });
    }
  });
});
