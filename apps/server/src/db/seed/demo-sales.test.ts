import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ROLLUPS, columnsOf, rollupOf, withOrderOpenings } from '../../modules/trades/trades.rollup';
import { startSession } from '../../modules/users/sessions.service';
import { users } from '../../modules/users/users.table';
import { seedDemoData } from './demo';
import { DEMO_SALES_DAYS } from './demo-sales';

/**
 * A Wednesday, 07:04 in China, when the UTC date is still Tuesday's: the history ends the evening
 * before, by China's days.
 */
const NOW = new Date('2026-11-24T23:04:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  await seedDemoData(t.db, t.app.log, NOW);
}, 120_000);
afterAll(() => t.close());

const rowsOf = async <T>(query: SQL) => ((await t.db.execute(query)) as { rows: T[] }).rows;

describe('the demo sales history', () => {
  it('covers the 90 China days before today in both shops, within opening hours, and nothing of today', async () => {
    const days = await rowsOf<{ day: string; shops: number }>(
      sql`SELECT day, count(*)::int AS shops FROM trade_daily GROUP BY day ORDER BY day`,
    );
    expect(days).toHaveLength(DEMO_SALES_DAYS);
    expect(days[0]?.day).toBe('2026-08-27');
    expect(days.at(-1)?.day).toBe('2026-11-24');
    expect(days.every((day) => day.shops === 2)).toBe(true);

    const [span] = await rowsOf<{ first: string; last: string; early: number; late: number; today: number }>(sql`
      SELECT min(trade_time AT TIME ZONE 'Asia/Shanghai')::text AS first,
        max(trade_time AT TIME ZONE 'Asia/Shanghai')::text AS last,
        (count(*) FILTER (WHERE extract(hour FROM trade_time AT TIME ZONE 'Asia/Shanghai') < 7))::int AS early,
        (count(*) FILTER (WHERE extract(hour FROM trade_time AT TIME ZONE 'Asia/Shanghai') >= 21))::int AS late,
        (count(*) FILTER (WHERE trade_time >= '2026-11-24T16:00:00Z'))::int AS today
      FROM trades`);
    expect(span).toMatchObject({ early: 0, late: 0, today: 0 });
    expect(span?.first.startsWith('2026-08-27 07:')).toBe(true);
    expect(span?.last.startsWith('2026-11-24 20:')).toBe(true);
    const [hourly] = await rowsOf<{ today: number }>(
      sql`SELECT count(*)::int AS today FROM trade_hourly WHERE hour >= '2026-11-24T16:00:00Z'`,
    );
    expect(hourly?.today).toBe(0);
  });

  it('keeps every rollup equal to adding up its trades again', async () => {
    for (const rollup of Object.values(ROLLUPS)) {
      const keys = Object.keys(rollup.keys).join(', ');
      const stored = await rowsOf(
        sql`SELECT ${sql.raw(columnsOf(rollup).join(', '))} FROM ${sql.identifier(rollup.table)} ORDER BY ${sql.raw(keys)}`,
      );
      const recomputed = await rowsOf(
        sql`SELECT * FROM (${rollupOf(rollup, withOrderOpenings(sql`trades`))}) AS raw ORDER BY ${sql.raw(keys)}`,
      );
      // At least a row a day (the company's own daily rollup: exactly one), or a month.
      const least = 'month' in rollup.keys ? Math.ceil(DEMO_SALES_DAYS / 31) : DEMO_SALES_DAYS;
      expect(stored.length, rollup.table).toBeGreaterThanOrEqual(least);
      expect(JSON.stringify(stored), rollup.table).toBe(JSON.stringify(recomputed));
    }
  });

  it('sells each good at its price, in amounts its pricing mode allows, with totals that ingest would accept', async () => {
    const [check] = await rowsOf<Record<string, number>>(sql`
      SELECT
        (count(*) FILTER (WHERE t.good_id IS DISTINCT FROM g.id OR t.name <> g.name))::int AS unknown,
        (count(*) FILTER (WHERE t.flagged OR t.received_time <= t.trade_time))::int AS odd,
        (count(*) FILTER (WHERE g.pricing_mode = 'by_weight' AND (t.quantity IS NOT NULL
          OR t.weight_g NOT BETWEEN 150 AND 2500
          OR t.total_price <> round(t.unit_price::numeric * t.weight_g /
            CASE g.weight_unit WHEN '500g' THEN 500 WHEN '100g' THEN 100 ELSE 1000 END))))::int AS bad_weighed,
        (count(*) FILTER (WHERE g.pricing_mode = 'by_count' AND (t.weight_g IS NOT NULL
          OR t.quantity NOT BETWEEN 1 AND 6 OR t.total_price <> t.unit_price * t.quantity)))::int AS bad_counted,
        (count(*) FILTER (WHERE g.pricing_mode = 'by_count_fixed_weight' AND (t.weight_g <> t.quantity * g.fixed_weight_g
          OR t.quantity NOT BETWEEN 1 AND 6 OR t.total_price <> t.unit_price * t.quantity)))::int AS bad_fixed,
        (count(*) FILTER (WHERE t.unit_price < g.unit_price))::int AS marked_down
      FROM trades t LEFT JOIN goods g ON g.id = t.good_id`);
    // At the price its scale had then (its zone's, after the price batches of the demo), but for a
    // good with an evening markdown: checked on a sample, a price resolution a sale being slow.
    const [prices] = await rowsOf<{ sampled: number; other_price: number; zone_priced: number }>(sql`
      SELECT count(*)::int AS sampled,
        (count(*) FILTER (WHERE p.regular <> t.unit_price AND jsonb_array_length(g.discounts) = 0))::int AS other_price,
        (count(*) FILTER (WHERE p.source = 'zone'))::int AS zone_priced
      FROM trades t JOIN goods g ON g.id = t.good_id,
        LATERAL effective_price(t.good_id,
          coalesce((SELECT zone_id FROM price_zone_scales WHERE scale_id = t.scale_id),
            (SELECT zone_id FROM price_zone_shops WHERE shop_id = t.shop_id)), t.trade_time) p
      WHERE t.id % 23 = 0`);
    expect(prices?.sampled).toBeGreaterThan(1000);
    expect(prices?.other_price).toBe(0);
    expect(prices?.zone_priced).toBeGreaterThan(0);
    expect(check).toMatchObject({
      unknown: 0,
      odd: 0,
      bad_weighed: 0,
      bad_counted: 0,
      bad_fixed: 0,
    });
    expect(check?.marked_down).toBeGreaterThan(0);
    // Every scale sells only what it holds.
    const [foreign] = await rowsOf<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM trades t
      WHERE NOT EXISTS (SELECT 1 FROM scale_goods sg WHERE sg.scale_id = t.scale_id AND sg.good_id = t.good_id)`);
    expect(foreign?.n).toBe(0);
  });

  it('is busier at weekends, a few hundred sales a shop a day', async () => {
    const [week] = await rowsOf<{ weekend: number; weekday: number; least: number; most: number }>(sql`
      SELECT avg(sale_count) FILTER (WHERE extract(isodow FROM day) >= 6)::float AS weekend,
        avg(sale_count) FILTER (WHERE extract(isodow FROM day) < 6)::float AS weekday,
        min(sale_count) AS least, max(sale_count) AS most
      FROM trade_daily`);
    expect(week?.weekend).toBeGreaterThan((week?.weekday ?? 0) * 1.15);
    expect(week?.least).toBeGreaterThan(50);
    expect(week?.most).toBeLessThan(1000);
  });

  it('has a few returns and voids, and tickets of several items on the cash-register scale only', async () => {
    const [types] = await rowsOf<{ sales: number; returns: number; voids: number }>(sql`
      SELECT (count(*) FILTER (WHERE type = 'sale'))::int AS sales, (count(*) FILTER (WHERE type = 'return'))::int AS returns,
        (count(*) FILTER (WHERE type = 'void'))::int AS voids FROM trades`);
    const all = (types?.sales ?? 0) + (types?.returns ?? 0) + (types?.voids ?? 0);
    expect(types?.returns).toBeGreaterThan(all * 0.005);
    expect(types?.returns).toBeLessThan(all * 0.02);
    expect(types?.voids).toBeGreaterThan(0);
    expect(types?.voids).toBeLessThan(all * 0.01);

    const tickets = await rowsOf<{ model: string; items: number; tickets: number }>(sql`
      SELECT s.model, items, count(*)::int AS tickets
      FROM (SELECT scale_id, ticket_no, count(*)::int AS items FROM trades
        WHERE ticket_no IS NOT NULL GROUP BY scale_id, ticket_no) k
      JOIN scales s ON s.id = k.scale_id GROUP BY s.model, items ORDER BY items`);
    expect(new Set(tickets.map((row) => row.model))).toEqual(new Set(['SY-A']));
    expect(tickets.filter((row) => row.items >= 3).length).toBeGreaterThan(0);
    expect(Math.max(...tickets.map((row) => row.items))).toBeLessThanOrEqual(5);
    const [orders] = await rowsOf<{ orders: number; tickets: number }>(sql`
      SELECT (SELECT sum(order_count)::int FROM trade_daily d JOIN scales s ON s.shop_id = d.shop_id
          WHERE s.model = 'SY-A') AS orders,
        (SELECT count(*)::int FROM trade_tickets) AS tickets`);
    expect(orders?.orders).toBe(orders?.tickets);
  });
});

describe('the demo stock', () => {
  const stockOf = (path: string) =>
    t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'xianfeng'))
      .then(async ([owner]) => {
        if (!owner) {
          throw new Error('no demo owner');
        }
        const { token } = await startSession(t.db, owner.id, NOW, 600);
        return t.as({ id: owner.id, token, company_id: null }).get(`/api/management/stock${path}`);
      });

  it('has documents of every type in the states a clerk meets, and a ledger that adds up to on hand', async () => {
    const statuses = await rowsOf<{ type: string; status: string; n: number }>(
      sql`SELECT type, status, count(*)::int AS n FROM stock_documents GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(statuses).toEqual([
      { type: 'loss', status: 'posted', n: 3 },
      { type: 'purchase_order', status: 'closed', n: 1 },
      { type: 'purchase_order', status: 'partly_received', n: 1 },
      { type: 'purchase_order', status: 'submitted', n: 1 },
      { type: 'purchase_return', status: 'posted', n: 1 },
      { type: 'receipt', status: 'posted', n: expect.any(Number) },
      { type: 'stocktake', status: 'draft', n: 1 },
      { type: 'stocktake', status: 'posted', n: 1 },
      { type: 'transfer', status: 'in_transit', n: 1 },
      { type: 'transfer', status: 'received', n: 1 },
    ]);
    const mismatched = await rowsOf<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM stock_levels l
      WHERE l.on_hand <> (SELECT coalesce(sum(m.quantity), 0) FROM stock_movements m
                          WHERE m.shop_id = l.shop_id AND m.good_id = l.good_id)`);
    expect(mismatched).toEqual([{ n: 0 }]);
    // Each day's sales left stock on their own China day, the last of them yesterday: none today.
    const [sold] = await rowsOf<{ last: string }>(sql`
      SELECT max(time AT TIME ZONE 'Asia/Shanghai')::text AS last FROM stock_movements WHERE kind = 'sale'`);
    expect(sold?.last).toBe('2026-11-24 23:59:00');
  });

  it('shows stock with days of cover, and some goods low or below zero', async () => {
    const levels = (await stockOf('/levels?per_page=100')).json().data;
    expect(levels.meta.total).toBeGreaterThan(40);
    expect(levels.meta.value_fen).toBeGreaterThan(0);
    expect(levels.meta.negative_count).toBeGreaterThan(0);
    expect(levels.meta.low_count).toBeGreaterThan(0);
    expect(levels.list.some((level: { days_of_cover: number | null }) => (level.days_of_cover ?? 0) > 2)).toBe(true);
    const suppliers = (await stockOf('/suppliers')).json().data;
    expect(suppliers.list.map((s: { status: string }) => s.status)).toEqual([
      'active',
      'active',
      'active',
      'active',
      'disabled',
    ]);
  });
});
