import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, manualClock, type TestApp } from '../../../test/harness';
import { shopWithScales } from '../../../test/scale-fixtures';
import { companies } from '../companies/companies.table';
import { goodPriceChanges, goods } from '../goods/goods.table';
import { priceZones, zonePriceChanges } from '../prices/prices.table';

// 2026-11-24 (a Tuesday) 10:30 in Beijing.
const clock = manualClock(new Date('2026-11-24T02:30:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

let serial = 0;
type Sent = { time: string; plu: number; price: number; grams: number; type?: string; ticket?: string };
const record = ({ time, plu, price, grams, type = 'sale', ticket }: Sent) => ({
  trade_no: `S${(serial += 1)}`,
  trade_time: time,
  plu,
  unit_price: price,
  weight_g: grams,
  total_price: Math.round((price * grams) / 1000),
  type,
  ticket_no: ticket,
});

/**
 * A company with the analysis feature and a shop whose two scales sold, on Tuesday 24 November
 * (China): apples 2 kg + 1 kg on ticket K1 at 10:05 and 500 g at 14:20 at 12.00/kg (the price
 * changed from 10.00 that morning), pears 1 kg at 10:40, a 1 kg apple return and a void; PLU 9
 * (no good) 1 kg at 8.00; on Monday apples 1 kg at 10.00. A third good sold nothing.
 */
async function soldShop() {
  const shop = await shopWithScales(t);
  const { user, apple, first, second } = shop;
  await t.db.update(companies).set({ if_analysis_open: 1 }).where(eq(companies.id, shop.shop.company_id));
  await t.db.update(goods).set({ category: '水果' }).where(eq(goods.id, apple.id));
  const [idle] = await t.db
    .insert(goods)
    .values({
      company_id: shop.shop.company_id,
      plu: 3,
      item_code: '3',
      name_lines: ['滞销品'],
      name: '滞销品',
      unit_price: 500,
      pricing_mode: 'by_count',
    })
    .returning();
  await t.db.insert(goodPriceChanges).values({
    good_id: apple.id,
    company_id: shop.shop.company_id,
    old_price: 1000,
    new_price: 1200,
    changed_time: new Date('2026-11-24T00:30:00Z'),
  });
  // A zone's own price for the apple, from the same morning (docs/prices.md).
  const [zone] = await t.db.insert(priceZones).values({ company_id: shop.shop.company_id, name: '北区' }).returning();
  await t.db.insert(zonePriceChanges).values({
    company_id: shop.shop.company_id,
    good_id: apple.id,
    zone_id: zone?.id ?? 0,
    old_price: null,
    new_price: 1300,
    changed_time: new Date('2026-11-24T01:00:00Z'),
  });
  await first.device.post('/api/device/v1/trades', {
    trades: [
      record({ time: '2026-11-23T02:00:00Z', plu: 1, price: 1000, grams: 1000 }),
      record({ time: '2026-11-24T02:05:00Z', plu: 1, price: 1200, grams: 2000, ticket: 'K1' }),
      record({ time: '2026-11-24T02:05:30Z', plu: 1, price: 1200, grams: 1000, ticket: 'K1' }),
      record({ time: '2026-11-24T02:40:00Z', plu: 2, price: 1002, grams: 1000 }),
      record({ time: '2026-11-24T03:00:00Z', plu: 1, price: 1200, grams: 1000, type: 'return' }),
      record({ time: '2026-11-24T03:10:00Z', plu: 1, price: 1200, grams: 1000, type: 'void' }),
    ],
  });
  await second.device.post('/api/device/v1/trades', {
    trades: [
      record({ time: '2026-11-24T06:20:00Z', plu: 1, price: 1200, grams: 500 }),
      record({ time: '2026-11-24T06:30:00Z', plu: 9, price: 800, grams: 1000 }),
    ],
  });
  return { ...shop, idle: idle!, viewer: t.as(user) };
}

const DAY = 'from=2026-11-24&to=2026-11-24';

describe('statistics', () => {
  it('answer 403 with the reason to a company without the analysis feature', async () => {
    const { user } = await shopWithScales(t);
    const answer = await t.as(user).get(`/api/management/stats/sales?${DAY}`);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().data.fields).toEqual({ feature: '贵公司未开通此功能，请联系系统管理员' });
  });

  it('sales: totals against the day before, by hour, weekday × hour and category', async () => {
    const { viewer } = await soldShop();
    const data = (await viewer.get(`/api/management/stats/sales?${DAY}`)).json().data;
    expect(data.period).toEqual({
      from: '2026-11-24',
      to: '2026-11-24',
      previous_from: '2026-11-23',
      previous_to: '2026-11-23',
      unit: 'hour',
    });
    // Sales 2400 + 1200 + 1002 + 600 + 800; the ticket's two apples are one order.
    expect(data.current).toEqual({
      sale_count: 5,
      sale_amount: 6002,
      sale_weight_g: 5500,
      sale_pieces: 0,
      return_count: 1,
      return_amount: 1200,
      net_amount: 4802,
      order_count: 4,
      avg_order: 1501,
    });
    expect(data.previous).toMatchObject({ sale_count: 1, sale_amount: 1000, order_count: 1 });
    expect(data.trend).toHaveLength(24);
    expect(data.trend[10]).toMatchObject({ at: '2026-11-24 10:00', sale_count: 3, sale_amount: 4602, order_count: 2 });
    expect(data.trend[11]).toMatchObject({ at: '2026-11-24 11:00', sale_count: 0, return_amount: 1200 });
    expect(data.previous_trend[10]).toMatchObject({ at: '2026-11-23 10:00', sale_amount: 1000 });
    expect(data.heat).toEqual([
      { weekday: 2, hour: 10, sale_count: 3, sale_amount: 4602 },
      { weekday: 2, hour: 14, sale_count: 2, sale_amount: 1400 },
    ]);
    expect(data.categories).toEqual([
      { category: '水果', sale_count: 3, sale_amount: 4200, sale_weight_g: 3500, sale_pieces: 0 },
      { category: '', sale_count: 2, sale_amount: 1802, sale_weight_g: 2000, sale_pieces: 0 },
    ]);
  });

  it('sales over days equal adding up the raw trades of those days', async () => {
    const { viewer, shop } = await soldShop();
    const data = (await viewer.get(`/api/management/stats/sales?from=2026-11-18&to=2026-11-24`)).json().data;
    expect(data.period.unit).toBe('day');
    expect(data.trend.map((point: { at: string }) => point.at)).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    const raw = (
      (await t.db.execute(sql`SELECT sum(total_price)::int AS amount FROM trades
        WHERE company_id = ${shop.company_id} AND type = 'sale'
          AND trade_time >= '2026-11-17T16:00:00Z' AND trade_time < '2026-11-24T16:00:00Z'`)) as {
        rows: { amount: number }[];
      }
    ).rows[0]?.amount;
    expect(data.current.sale_amount).toBe(raw);
  });

  it("administrators naming no company: every company's sales, hours and days as the raw trades add them up", async () => {
    await soldShop();
    await soldShop();
    const admin = t.as(await t.seed.admin());
    const raw = async (from: string, to: string) =>
      (
        (await t.db.execute(sql`SELECT count(*)::int AS count, coalesce(sum(total_price), 0)::int AS amount FROM trades
          WHERE type = 'sale' AND trade_time >= ${from}::timestamptz AND trade_time < ${to}::timestamptz`)) as {
          rows: { count: number; amount: number }[];
        }
      ).rows[0];
    const day = (await admin.get(`/api/management/stats/sales?${DAY}`)).json().data;
    const all = await raw('2026-11-23T16:00:00Z', '2026-11-24T16:00:00Z');
    expect(day.current).toMatchObject({ sale_count: all?.count, sale_amount: all?.amount });
    expect(day.trend[10]).toEqual(expect.objectContaining(await hourOf('2026-11-24T02:00:00Z')));
    const heat = day.heat.find((cell: { hour: number }) => cell.hour === 10);
    expect(heat).toMatchObject(await hourOf('2026-11-24T02:00:00Z'));
    expect(day.previous.sale_amount).toBe((await raw('2026-11-22T16:00:00Z', '2026-11-23T16:00:00Z'))?.amount);
    const week = (await admin.get('/api/management/stats/sales?from=2026-11-18&to=2026-11-24')).json().data;
    expect(week.trend.at(-1)).toMatchObject({ sale_count: all?.count, sale_amount: all?.amount });

    async function hourOf(start: string) {
      const end = new Date(new Date(start).getTime() + 3_600_000).toISOString();
      const sums = await raw(start, end);
      return { sale_count: sums?.count, sale_amount: sums?.amount };
    }
  });

  it('orders: tickets count once, sales without a ticket each once, by shop', async () => {
    const { viewer, shop } = await soldShop();
    const data = (await viewer.get(`/api/management/stats/orders?${DAY}`)).json().data;
    expect(data.current).toMatchObject({ order_count: 4, sale_count: 5, avg_order: 1501 });
    expect(data.shops).toEqual([
      { shop_id: shop.id, shop_name: shop.name, order_count: 4, sale_count: 5, sale_amount: 6002, avg_order: 1501 },
    ]);
  });

  it('goods: ranked either way, unsold and unknown PLUs included, searched and paged', async () => {
    const { viewer, apple, pear, idle, shop } = await soldShop();
    const goodsOf = async (query: string) =>
      (await viewer.get(`/api/management/stats/goods?${DAY}&${query}`)).json().data;
    const best = await goodsOf('sort=amount');
    expect(best.meta.total).toBe(4);
    expect(best.totals.sale_amount).toBe(6002);
    expect(best.list.map((row: { good_id: number; plu: number }) => [row.good_id, row.plu])).toEqual([
      [apple.id, 1],
      [pear.id, 2],
      [0, 9],
      [idle.id, 3],
    ]);
    expect(best.list[0]).toMatchObject({
      name: '商品1',
      category: '水果',
      sale_count: 3,
      sale_amount: 4200,
      sale_weight_g: 3500,
      return_amount: 1200,
      previous_sale_amount: 1000,
    });
    const slowest = await goodsOf('sort=weight&order=asc&per_page=2');
    expect(slowest.list.map((row: { plu: number }) => row.plu)).toEqual([3, 2]);
    expect(slowest.meta.total).toBe(4);
    expect((await goodsOf('sort=weight&order=asc&per_page=2&page=3')).meta).toEqual({ total: 4 });
    expect((await goodsOf('q=商品2')).list.map((row: { plu: number }) => row.plu)).toEqual([2]);
    expect((await goodsOf('q=9')).list.map((row: { good_id: number }) => row.good_id)).toEqual([0]);
    // What is typed is looked for as it is: % and _ are not wildcards.
    expect((await goodsOf(`q=${encodeURIComponent('%')}`)).meta.total).toBe(0);
    expect((await goodsOf(`q=${encodeURIComponent('商品_')}`)).meta.total).toBe(0);
    expect((await goodsOf(`category=${encodeURIComponent('水果')}`)).meta.total).toBe(1);
    // Each good's previous amount wherever it is listed: on the last page, among one shop's goods.
    expect((await goodsOf('sort=amount&order=asc&per_page=1&page=4')).list).toEqual([
      expect.objectContaining({ good_id: apple.id, sale_amount: 4200, previous_sale_amount: 1000 }),
    ]);
    expect((await goodsOf(`shop_id=${shop.id}`)).list[0]).toMatchObject({
      good_id: apple.id,
      previous_sale_amount: 1000,
    });
    // The day after: a PLU without a good that sold only the day before is still listed, with it.
    const nextDay = (await viewer.get('/api/management/stats/goods?from=2026-11-25&to=2026-11-25')).json().data;
    expect(nextDay.meta.total).toBe(4);
    expect(nextDay.list).toContainEqual(
      expect.objectContaining({ good_id: 0, plu: 9, sale_amount: 0, previous_sale_amount: 800 }),
    );
  });

  it('a good: its days with the prices sold at, its price changes, shops and scales', async () => {
    const { viewer, apple, shop, first, second } = await soldShop();
    const data = (await viewer.get(`/api/management/stats/goods/${apple.id}?from=2026-11-23&to=2026-11-24`)).json()
      .data;
    expect(data.good).toMatchObject({ good_id: apple.id, plu: 1, category: '水果' });
    expect(data.current).toMatchObject({ sale_count: 4, sale_amount: 5200 });
    expect(data.trend).toEqual([
      expect.objectContaining({ at: '2026-11-23', sale_amount: 1000, min_unit_price: 1000, max_unit_price: 1000 }),
      expect.objectContaining({ at: '2026-11-24', sale_amount: 4200, min_unit_price: 1200, max_unit_price: 1200 }),
    ]);
    expect(data.price_changes).toEqual([
      { changed_time: '2026-11-24 08:30', zone_name: null, old_price: 1000, new_price: 1200 },
      { changed_time: '2026-11-24 09:00', zone_name: '北区', old_price: null, new_price: 1300 },
    ]);
    expect(data.shops).toEqual([
      expect.objectContaining({ shop_id: shop.id, shop_name: shop.name, sale_amount: 5200 }),
    ]);
    expect(data.scales).toEqual([
      expect.objectContaining({ scale_id: first.scale.id, scale_name: '熟食 1', sale_amount: 4600 }),
      expect.objectContaining({ scale_id: second.scale.id, scale_name: '熟食 2', sale_amount: 600 }),
    ]);
  });

  it('over whole months: the same goods, categories and shops as the days they hold, a month drawn as one point', async () => {
    const { viewer, apple } = await soldShop();
    type Row = { good_id: number; sale_count: number; sale_amount: number; return_amount: number };
    type ShopRow = Record<'shop_id' | 'sale_count' | 'net_amount' | 'order_count' | 'previous_net_amount', number>;
    const figures = async (period: string) => ({
      goods: (await viewer.get(`/api/management/stats/goods?${period}`))
        .json()
        .data.list.map(({ good_id, sale_count, sale_amount, return_amount }: Row) => ({
          good_id,
          sale_count,
          sale_amount,
          return_amount,
        })),
      categories: (await viewer.get(`/api/management/stats/sales?${period}`)).json().data.categories,
      shops: (await viewer.get(`/api/management/stats/shops?${period}`))
        .json()
        .data.list.map(({ shop_id, sale_count, net_amount, order_count, previous_net_amount }: ShopRow) => ({
          shop_id,
          sale_count,
          net_amount,
          order_count,
          previous_net_amount,
        })),
    });
    const days = await figures('from=2026-11-23&to=2026-11-24');
    // January to November: whole months only; then with days before them.
    expect(await figures('from=2026-01-01&to=2026-11-30')).toEqual(days);
    expect(await figures('from=2025-12-15&to=2026-11-30')).toEqual(days);
    // November to the 23rd is read as the month less its 24th to 30th: the same as the 23rd alone,
    // without the pears and the unknown PLU sold only on the 24th.
    const monday = await figures('from=2026-11-23&to=2026-11-23');
    expect(monday.goods.filter((row: Row) => row.sale_count > 0)).toEqual([
      { good_id: apple.id, sale_count: 1, sale_amount: 1000, return_amount: 0 },
    ]);
    expect(monday.shops.map((row: ShopRow) => row.net_amount)).toEqual([1000]);
    expect(await figures('from=2026-11-01&to=2026-11-23')).toEqual(monday);
    const good = (await viewer.get(`/api/management/stats/goods/${apple.id}?from=2025-12-15&to=2026-11-30`)).json()
      .data;
    expect(good.current).toMatchObject({ sale_count: 4, sale_amount: 5200 });
    expect(good.trend.at(-1)).toMatchObject({
      at: '2026-11',
      sale_amount: 5200,
      min_unit_price: 1000,
      max_unit_price: 1200,
    });
  });

  it('shops: every shop ranked by net sales, those without sales too; one shop with its scales and hours', async () => {
    const { viewer, shop, first, second } = await soldShop();
    const quiet = await t.seed.shop(shop.company_id, { name: '安静的门店' });
    const ranking = (await viewer.get(`/api/management/stats/shops?${DAY}`)).json().data;
    expect(ranking.list).toEqual([
      expect.objectContaining({ shop_id: shop.id, net_amount: 4802, order_count: 4, previous_net_amount: 1000 }),
      expect.objectContaining({ shop_id: quiet.id, shop_name: '安静的门店', net_amount: 0, previous_net_amount: 0 }),
    ]);
    const own = (await viewer.get(`/api/management/stats/shops/${shop.id}?${DAY}`)).json().data;
    expect(own.shop).toMatchObject({ id: shop.id, name: shop.name });
    expect(own.current.net_amount).toBe(4802);
    expect(own.scales).toEqual([
      expect.objectContaining({ scale_id: first.scale.id, sale_amount: 4602 }),
      expect.objectContaining({ scale_id: second.scale.id, sale_amount: 1400 }),
    ]);
    expect(own.hours).toHaveLength(24);
    expect(own.hours[10]).toEqual({ hour: 10, sale_count: 3, sale_amount: 4602 });
  });

  it("never shows one company another's sales, not even in totals", async () => {
    const { apple, shop } = await soldShop();
    const other = await shopWithScales(t);
    await t.db.update(companies).set({ if_analysis_open: 1 }).where(eq(companies.id, other.shop.company_id));
    const outsider = t.as(other.user);
    expect((await outsider.get(`/api/management/stats/sales?${DAY}`)).json().data.current.sale_count).toBe(0);
    const goodsSeen = (await outsider.get(`/api/management/stats/goods?${DAY}`)).json().data;
    expect(goodsSeen.totals.sale_amount).toBe(0);
    expect(goodsSeen.list.every((row: { sale_count: number }) => row.sale_count === 0)).toBe(true);
    expect((await outsider.get(`/api/management/stats/goods/${apple.id}?${DAY}`)).statusCode).toBe(404);
    expect((await outsider.get(`/api/management/stats/shops/${shop.id}?${DAY}`)).statusCode).toBe(404);
    expect((await outsider.get(`/api/management/stats/orders?${DAY}&shop_id=${shop.id}`)).statusCode).toBe(404);
    const ranking = (await outsider.get(`/api/management/stats/shops?${DAY}`)).json().data;
    expect(ranking.list.map((row: { shop_id: number }) => row.shop_id)).toEqual([other.shop.id]);
    // An administrator sees every company, or the one named.
    const admin = t.as(await t.seed.admin());
    const named = (await admin.get(`/api/management/stats/sales?${DAY}&company_id=${shop.company_id}`)).json().data;
    expect(named.current.sale_amount).toBe(6002);
  });

  it('refuse a period that runs backwards, is too long or is not a date, naming the field', async () => {
    const { viewer } = await soldShop();
    const refused = async (query: string) => {
      const answer = await viewer.get(`/api/management/stats/sales?${query}`);
      expect(answer.statusCode).toBe(400);
      return answer.json().data.fields;
    };
    expect(await refused('from=2026-11-24&to=2026-11-23')).toEqual({ to: '结束时间须晚于开始时间' });
    expect(await refused('from=2025-01-01&to=2026-11-24')).toEqual({ to: '统计时段最长 366 天' });
    expect(await refused('from=2026-11-31&to=2026-12-01')).toEqual({ from: '日期格式为 YYYY-MM-DD' });
  });
});
