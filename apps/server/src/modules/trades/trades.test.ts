import { and, count, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { insertTrades } from '../../../test/trade-fixtures';
import { scales } from '../scales/scales.table';
import { shops } from '../shops/shops.table';
import { trades } from './trades.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 8, minute));

/** A company and its user, with two shops and a scale in each (秤1, 秤2). */
async function companyWithTwoShops() {
  const { company, user } = await t.seed.companyWithUser();
  const shops = [await t.seed.shop(company.id), await t.seed.shop(company.id)] as const;
  const made = await t.db
    .insert(scales)
    .values(
      shops.map((shop, i) => ({
        company_id: company.id,
        shop_id: shop.id,
        scale_name: `秤${i + 1}`,
        scale_uuid: `TR${Math.random().toString(36).slice(2, 12)}`,
        model: 'TM-Aa' as const,
      })),
    )
    .returning();
  return { company, user, shops, scales: made };
}

/** A company with two shops and a scale in each; 30 sales, one a minute, alternating shops. */
async function companyWithSales() {
  const {
    company,
    user,
    shops: [north, south],
    scales: made,
  } = await companyWithTwoShops();
  const rows = Array.from({ length: 30 }, (_, i) => {
    const scale = made[i % 2];
    return {
      company_id: company.id,
      shop_id: scale?.shop_id ?? 0,
      scale_id: scale?.id ?? 0,
      trade_no: `T${i}`,
      trade_time: at(i),
      plu: 1000 + (i % 3),
      name: ['西红柿', '黄瓜', '土豆'][i % 3] ?? '',
      unit_price: 398,
      weight_g: i % 3 === 2 ? null : 500 + i,
      quantity: i % 3 === 2 ? 2 : null,
      total_price: 100 * (i + 1),
      type: i === 29 ? ('return' as const) : ('sale' as const),
    };
  });
  await insertTrades(t.db, rows);
  return { company, user, north, south, scales: made };
}

describe('GET /api/management/trades', () => {
  it('filters by shop, time, type, total and good, and answers the spec’s trade record', async () => {
    const { user, north } = await companyWithSales();
    const get = async (query: string) => (await t.as(user).get(`/api/management/trades?${query}`)).json().data;

    const all = await get('per_page=5');
    expect(all.meta.total).toBe(30);
    expect(all.list[0]).toMatchObject({
      trade_no: 'T29',
      trade_info: {
        trade_time: at(29).toISOString(),
        measure_unit_name: 'pcs',
        weight: 2,
        total_price: 3000,
        type: 'return',
      },
      good_info: { plu: 1002, name: '土豆' },
      scale_info: { name: '秤2' },
    });
    expect(all.list[1].trade_info).toMatchObject({ measure_unit_name: 'kg', weight: 0.528, pack_weight: null });
    expect(all.list[0].company_info).toEqual({ id: north.company_id, name: expect.any(String) });

    expect((await get(`shop_id=${north.id}`)).meta.total).toBe(15);
    const window = `start_time=${encodeURIComponent(at(10).toISOString())}&end_time=${encodeURIComponent(at(19).toISOString())}`;
    expect((await get(window)).meta.total).toBe(10);
    expect((await get('type=return')).meta.total).toBe(1);
    expect((await get('min_total=500&max_total=1000')).meta.total).toBe(6);
    expect((await get(`q=${encodeURIComponent('黄瓜')}`)).meta.total).toBe(10);
    expect((await get('q=1000')).meta.total).toBe(10);

    // A period the wrong way round is named, not answered with no sales.
    const backwards = `start_time=${encodeURIComponent(at(19).toISOString())}&end_time=${encodeURIComponent(at(10).toISOString())}`;
    const refused = await t.as(user).get(`/api/management/trades?${backwards}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields).toEqual({ end_time: '结束时间须晚于开始时间' });
  });

  it('pages by cursor in either order, stable while new sales arrive', async () => {
    const {
      user,
      company,
      scales: [scale],
    } = await companyWithSales();
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    const totals: number[] = [];
    type Page = { list: { trade_no: string }[]; meta: { total: number; next_cursor: string | null } };
    do {
      const page: Page = (
        await t.as(user).get(`/api/management/trades?per_page=7${cursor ? `&cursor=${cursor}` : ''}`)
      ).json().data;
      seen.push(...page.list.map((trade) => trade.trade_no));
      totals.push(page.meta.total);
      cursor = page.meta.next_cursor;
      pages += 1;
      if (pages === 1 && scale) {
        // A sale arriving while the user reads page 1 does not shift what page 2 shows.
        await insertTrades(t.db, [
          {
            company_id: company.id,
            shop_id: scale.shop_id,
            scale_id: scale.id,
            trade_no: 'NEW',
            trade_time: at(59),
            plu: 1000,
            name: '西红柿',
            unit_price: 398,
            weight_g: 500,
            total_price: 199,
            type: 'sale',
          },
        ]);
      }
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen).toEqual(Array.from({ length: 30 }, (_, i) => `T${29 - i}`));
    // The first page's count travels in the cursor: later pages do not count again.
    expect(totals).toEqual([30, 30, 30, 30, 30]);
    expect((await t.as(user).get('/api/management/trades?per_page=7')).json().data.meta.total).toBe(31);

    const byTotal = (await t.as(user).get('/api/management/trades?sort=total&per_page=3')).json().data;
    expect(byTotal.list.map((trade: { trade_info: { total_price: number } }) => trade.trade_info.total_price)).toEqual([
      100, 199, 200,
    ]);
    const next = (
      await t.as(user).get(`/api/management/trades?sort=total&per_page=3&cursor=${byTotal.meta.next_cursor}`)
    ).json().data;
    expect(next.list[0].trade_info.total_price).toBe(300);

    // A cursor made before cursors carried the total is counted again, even past the last page.
    const withoutTotal = (value: string, id: number) => Buffer.from(JSON.stringify([value, id])).toString('base64url');
    const pastTheEnd = (
      await t.as(user).get(`/api/management/trades?per_page=7&cursor=${withoutTotal('2000-01-01T00:00:00Z', 1)}`)
    ).json().data;
    expect(pastTheEnd).toEqual({ list: [], meta: { total: 31, next_cursor: null } });
    for (const filter of ['start_time=2001-01-01T00:00:00Z&end_time=2001-01-02T00:00:00Z', 'type=void', 'q=nowhere']) {
      const nothing = await t
        .as(user)
        .get(`/api/management/trades?per_page=7&${filter}&cursor=${withoutTotal('2000-01-01T00:00:00Z', 1)}`);
      expect(nothing.json().data).toEqual({ list: [], meta: { total: 0, next_cursor: null } });
    }
  });

  it('totals exactly as a count of the sales would, whatever the range, shop, type and words', async () => {
    const { company, user, shops, scales: made } = await companyWithTwoShops();
    const admin = await t.seed.admin();
    // `length` sales `step` ms apart from `from`, in both shops in turn, of each type.
    const sales = (prefix: string, length: number, from: number, step: number, type: (i: number) => string) =>
      Array.from({ length }, (_, i) => {
        const scale = made[i % 2];
        return {
          company_id: company.id,
          shop_id: scale?.shop_id ?? 0,
          scale_id: scale?.id ?? 0,
          trade_no: `${prefix}${i}`,
          trade_time: new Date(from + i * step),
          // Every fourth a cucumber, which a search of 红柿 leaves out and one of its PLU finds.
          plu: i % 4 === 3 ? 12 : 1000,
          name: i % 4 === 3 ? '黄瓜' : '西红柿',
          unit_price: 398,
          weight_g: 500,
          total_price: 199,
          type: type(i) as 'sale' | 'return' | 'void',
        };
      });
    // 120 sales every 43 minutes and 13 seconds across 86 hours (four China days); and 40 more
    // every 2.3 days from late September to late December, so ranges hold whole months (which a
    // shop's total takes from its month rows) and months cut at either end.
    const start = Date.UTC(2026, 10, 20, 1, 0, 0);
    await insertTrades(t.db, [
      ...sales('C', 120, start, 2_593_000, (i) => (i % 11 === 0 ? 'void' : i % 7 === 0 ? 'return' : 'sale')),
      ...sales('M', 40, Date.UTC(2026, 8, 25, 3, 0, 0), 198_720_000, (i) =>
        i % 5 === 0 ? 'void' : i % 3 === 0 ? 'return' : 'sale',
      ),
    ]);
    const iso = (ms: number) => new Date(ms).toISOString();
    const hour = 3_600_000;
    // China's midnight starting a day of 2026 (UTC+8).
    const chinaDay = (month: number, day: number) => Date.UTC(2026, month, day) - 8 * hour;
    const ranges: Record<string, string>[] = [
      // Whole months inside (October, November), days cut at both ends.
      { start_time: iso(chinaDay(8, 28) + 5 * hour), end_time: iso(chinaDay(11, 3) + 7 * hour) },
      // Exactly October and November, China midnight to China midnight.
      { start_time: iso(chinaDay(9, 1)), end_time: iso(chinaDay(11, 1) - 1) },
      // From the middle of one month to the middle of the next: no whole month.
      { start_time: iso(chinaDay(9, 15) + hour), end_time: iso(chinaDay(10, 12)) },
      // Inside one month; from a month's first day on; up to a month's last day.
      { start_time: iso(chinaDay(9, 3)), end_time: iso(chinaDay(9, 20) + 90_000) },
      { start_time: iso(chinaDay(10, 1)) },
      { end_time: iso(chinaDay(10, 1) - 1) },
      {},
      { start_time: iso(start + 2 * hour) },
      { end_time: iso(start + 5 * hour - 1) },
      { start_time: iso(start + 2 * hour + 17_000), end_time: iso(start + 9 * hour + 1_234) },
      // Across two China midnights (16:00 UTC), and exactly two China days.
      { start_time: iso(start + 2 * hour + 17_000), end_time: iso(start + 60 * hour + 1_234) },
      { start_time: iso(start + 15 * hour), end_time: iso(start + 63 * hour - 1) },
      { end_time: iso(start + 50 * hour - 1) },
      { start_time: iso(start + 3 * hour + 60_000), end_time: iso(start + 3 * hour + 1_800_000) },
      { start_time: iso(start + 4 * hour), end_time: iso(start + 4 * hour) },
    ];
    // Words count their names' whole months from the names' rollup, the rest from the sales.
    const searches = [
      { q: undefined, matches: undefined },
      { q: '红柿', matches: eq(trades.name, '西红柿') },
      { q: '12', matches: eq(trades.plu, 12) },
    ];
    for (const [range, shop, type, { q, matches }] of ranges.flatMap((range) =>
      [undefined, shops[1]?.id].flatMap((shop) =>
        ([undefined, 'sale', 'return', 'void'] as const).flatMap((type) =>
          searches.map((search) => [range, shop, type, search] as const),
        ),
      ),
    )) {
      const query = new URLSearchParams({
        ...range,
        ...(shop ? { shop_id: String(shop) } : {}),
        ...(type ? { type } : {}),
        ...(q ? { q } : {}),
      });
      // What a count of the stored sales gives, in one company or across every company.
      const countOf = async (companyId?: number) => {
        const [row] = await t.db
          .select({ n: count() })
          .from(trades)
          .where(
            and(
              companyId ? eq(trades.company_id, companyId) : undefined,
              range.start_time ? gte(trades.trade_time, new Date(range.start_time)) : undefined,
              range.end_time ? lte(trades.trade_time, new Date(range.end_time)) : undefined,
              shop ? eq(trades.shop_id, shop) : undefined,
              type ? eq(trades.type, type) : undefined,
              matches,
            ),
          );
        return row?.n;
      };
      const expected = await countOf(company.id);
      const asUser = (await t.as(user).get(`/api/management/trades?${query.toString()}`)).json().data;
      expect(asUser.meta.total, query.toString()).toBe(expected);
      const everyCompany = await countOf();
      const acrossCompanies = (await t.as(admin).get(`/api/management/trades?${query.toString()}`)).json().data;
      expect(acrossCompanies.meta.total, `admin ${query.toString()}`).toBe(everyCompany);
      query.set('company_id', String(company.id));
      const asAdmin = (await t.as(admin).get(`/api/management/trades?${query.toString()}`)).json().data;
      expect(asAdmin.meta.total, `admin, company ${query.toString()}`).toBe(expected);
    }
    // 360 cases, five queries each: more than the usual allowance on a busy two-core machine.
  }, 120_000);

  it('shows an administrator a shop’s sales as its company sees them, in either order, and a deleted shop’s', async () => {
    const { user, north } = await companyWithSales();
    const admin = await t.seed.admin();
    type Page = { list: { trade_no: string }[]; meta: { total: number } };
    const seenBy = async (who: TestUser, query: string): Promise<Page> =>
      (await t.as(who).get(`/api/management/trades?shop_id=${north.id}&per_page=50&${query}`)).json().data;
    const numbers = (page: Page) => page.list.map((trade) => trade.trade_no);
    for (const sort of ['-time', '-total', 'total']) {
      const own = await seenBy(user, `sort=${sort}`);
      expect(own.meta.total).toBe(15);
      expect(numbers(await seenBy(admin, `sort=${sort}`)), sort).toEqual(numbers(own));
    }
    const before = numbers(await seenBy(admin, 'sort=-total'));
    // A shop deleted since keeps its sales: found by its number, with no shop to name a company.
    await t.db.delete(scales).where(eq(scales.shop_id, north.id));
    await t.db.delete(shops).where(eq(shops.id, north.id));
    const after = await seenBy(admin, 'sort=-total');
    expect(after.meta.total).toBe(15);
    expect(numbers(after)).toEqual(before);
  });

  it('shows another company nothing, not even in the total, and names a broken cursor', async () => {
    await companyWithSales();
    const { user } = await t.seed.companyWithUser();
    const page = (await t.as(user).get('/api/management/trades')).json().data;
    expect(page).toEqual({ list: [], meta: { total: 0, next_cursor: null } });
    const broken = await t.as(user).get('/api/management/trades?cursor=nonsense');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().data.fields.cursor).toBe('翻页位置无效，请回到第一页');
  });
});

describe('every company’s sales by total, as an administrator sees them', () => {
  /** Three companies whose totals interleave and tie, so that the page takes from each, and ids break ties. */
  async function companiesWithTiedTotals() {
    for (let k = 0; k < 3; k += 1) {
      const { company } = await t.seed.companyWithUser();
      const shop = await t.seed.shop(company.id);
      const [scale] = await t.db
        .insert(scales)
        .values({
          company_id: company.id,
          shop_id: shop.id,
          scale_name: '秤',
          scale_uuid: `TT${k}${Date.now()}`,
          model: 'TM-Aa',
        })
        .returning();
      await insertTrades(
        t.db,
        Array.from({ length: 12 }, (_, i) => ({
          company_id: company.id,
          shop_id: shop.id,
          scale_id: scale?.id ?? 0,
          trade_no: `K${k}-${i}`,
          trade_time: at(i),
          plu: 1000,
          name: '西红柿',
          unit_price: 398,
          weight_g: 500,
          total_price: 100 * ((i * 7 + k) % 5) + 50,
          type: i % 4 === 3 ? ('return' as const) : ('sale' as const),
        })),
      );
    }
  }

  /** The trade numbers of every page, following the cursors. */
  async function everyPage(auth: Awaited<ReturnType<typeof t.seed.admin>>, query: string) {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { list: { trade_no: string }[]; meta: { next_cursor: string | null } } = (
        await t.as(auth).get(`/api/management/trades?per_page=7&${query}${cursor ? `&cursor=${cursor}` : ''}`)
      ).json().data;
      seen.push(...page.list.map((trade) => trade.trade_no));
      cursor = page.meta.next_cursor;
    } while (cursor);
    return seen;
  }

  it('pages in the order of every sale sorted by total, either way and filtered, and exports it', async () => {
    await companiesWithTiedTotals();
    const admin = await t.seed.admin();
    const stored = await t.db
      .select({ trade_no: trades.trade_no, total: trades.total_price, id: trades.id, type: trades.type })
      .from(trades);
    const ordered = (rows: typeof stored, direction: 1 | -1) =>
      [...rows].sort((a, b) => direction * (a.total - b.total || a.id - b.id)).map((row) => row.trade_no);

    expect(await everyPage(admin, 'sort=-total')).toEqual(ordered(stored, -1));
    expect(await everyPage(admin, 'sort=total')).toEqual(ordered(stored, 1));
    const returns = stored.filter((row) => row.type === 'return' && row.total >= 150 && row.total <= 350);
    expect(await everyPage(admin, 'sort=-total&type=return&min_total=150&max_total=350')).toEqual(ordered(returns, -1));

    const csv = (await t.as(admin).get('/api/management/trades/export?format=csv&sort=-total')).body;
    const [header, ...lines] = csv.replace('\uFEFF', '').trim().split('\n');
    const column = header?.split(',').indexOf('交易号') ?? -1;
    expect(lines.map((line) => line.split(',')[column])).toEqual(ordered(stored, -1));
  });
});

describe('sales searched by words', () => {
  /** Two companies selling the same names; a name under two PLUs, a PLU renamed, many names of 鲜. */
  async function companiesWithNames() {
    const made = [];
    for (const k of [0, 1]) {
      const { company, user, shops: shop, scales: scaleRows } = await companyWithTwoShops();
      const named: [number, string][] = [
        [1001, '西红柿'],
        [1002, 'Apple 苹果'],
        [1003, 'APPLE Juice'],
        [1004, '苹果12'],
        [1005, '100% 果汁'],
        [1006, '苹果12'],
        [1002, '红富士苹果'],
        [12, '黄瓜'],
        // Many names of one word: 鲜1 is in 111 of each company's.
        ...Array.from({ length: 210 }, (_, i): [number, string] => [2000 + i, `鲜${i}号`]),
      ];
      const sales = Array.from({ length: 300 }, (_, i) => {
        const [plu, name] = named[i % named.length] ?? [0, ''];
        const scale = scaleRows[i % 2];
        return {
          company_id: company.id,
          shop_id: scale?.shop_id ?? 0,
          scale_id: scale?.id ?? 0,
          trade_no: `W${k}-${i}`,
          trade_time: new Date(Date.UTC(2026, 10, 20) + ((i * 7919) % 300) * 60_000),
          plu,
          name,
          unit_price: 500,
          weight_g: 1000,
          total_price: 100 * ((i * 13) % 17),
          type: i % 10 === 9 ? ('return' as const) : ('sale' as const),
        };
      });
      // In two statements, so that the second brings names the first already stored.
      await insertTrades(t.db, sales.slice(0, 150));
      await insertTrades(t.db, sales.slice(150));
      made.push({ company, user, shop });
    }
    return made;
  }

  /** Every page's trade numbers, following the cursors, and the first page's total. */
  async function everyPage(auth: TestUser, query: string) {
    const seen: string[] = [];
    let cursor: string | null = null;
    let total = -1;
    do {
      const page: { list: { trade_no: string }[]; meta: { total: number; next_cursor: string | null } } = (
        await t.as(auth).get(`/api/management/trades?per_page=9&${query}${cursor ? `&cursor=${cursor}` : ''}`)
      ).json().data;
      seen.push(...page.list.map((trade) => trade.trade_no));
      total = total < 0 ? page.meta.total : total;
      cursor = page.meta.next_cursor;
    } while (cursor);
    return { seen, total };
  }

  it('finds what a filter of every sale by its name or PLU finds, in every order, for each who may see it', async () => {
    const [first, other] = await companiesWithNames();
    const admin = await t.seed.admin();
    const stored = await t.db.select().from(trades);
    const matches = (row: (typeof stored)[number], q: string) =>
      (/[a-z]/i.test(q) ? row.name.toLowerCase().includes(q.toLowerCase()) : row.name.includes(q)) ||
      (/^\d+$/.test(q) && row.plu === Number(q));
    const sorts = {
      '-time': (a: (typeof stored)[number], b: (typeof stored)[number]) =>
        b.trade_time.getTime() - a.trade_time.getTime() || b.id - a.id,
      time: (a: (typeof stored)[number], b: (typeof stored)[number]) =>
        a.trade_time.getTime() - b.trade_time.getTime() || a.id - b.id,
      '-total': (a: (typeof stored)[number], b: (typeof stored)[number]) =>
        b.total_price - a.total_price || b.id - a.id,
      total: (a: (typeof stored)[number], b: (typeof stored)[number]) => a.total_price - b.total_price || a.id - b.id,
    };
    const shopId = first?.shop[1]?.id ?? 0;
    const from = new Date(Date.UTC(2026, 10, 20, 1));
    const to = new Date(Date.UTC(2026, 10, 20, 3, 30));
    const filters: [string, (row: (typeof stored)[number]) => boolean][] = [
      ['', () => true],
      [`shop_id=${shopId}`, (row) => row.shop_id === shopId],
      [
        `start_time=${from.toISOString()}&end_time=${to.toISOString()}`,
        (row) => row.trade_time >= from && row.trade_time <= to,
      ],
      ['type=return', (row) => row.type === 'return'],
    ];
    const who: [string, TestUser | undefined, (row: (typeof stored)[number]) => boolean][] = [
      ['user', first?.user, (row) => row.company_id === first?.company.id],
      ['other company', other?.user, (row) => row.company_id === other?.company.id],
      ['administrator', admin, () => true],
    ];
    let found = 0;
    for (const q of ['苹果', '果', 'apple', 'APPLE', '12', '1003', '100%', '鲜1', '未售出', 'e 苹']) {
      for (const [sort, order] of Object.entries(sorts)) {
        for (const [filter, kept] of filters) {
          for (const [role, auth, sees] of who) {
            const expected = stored
              .filter((row) => sees(row) && kept(row) && matches(row, q))
              .sort(order)
              .map((row) => row.trade_no);
            const query = `q=${encodeURIComponent(q)}&sort=${sort}&${filter}`;
            const { seen, total } = await everyPage(auth ?? admin, query);
            expect(seen, `${role}: ${query}`).toEqual(expected);
            expect(total, `${role}: ${query}`).toBe(expected.length);
            found += expected.length;
          }
        }
      }
    }
    expect(found).toBeGreaterThan(1000);
  });

  it('finds a name first sold after the same search was made', async () => {
    const {
      company,
      user,
      scales: [scale],
    } = await companyWithTwoShops();
    const admin = await t.seed.admin();
    const sale = (trade_no: string, name: string, minute: number) => ({
      company_id: company.id,
      shop_id: scale?.shop_id ?? 0,
      scale_id: scale?.id ?? 0,
      trade_no,
      trade_time: new Date(Date.UTC(2026, 10, 21) + minute * 60_000),
      plu: 4000 + name.length,
      name,
      unit_price: 500,
      weight_g: 1000,
      total_price: 500,
      type: 'sale' as const,
    });
    await insertTrades(
      t.db,
      Array.from({ length: 30 }, (_, i) => sale(`D${i}`, '冬枣', i)),
    );
    const search = async (auth: TestUser, cursor = '') =>
      (await t.as(auth).get(`/api/management/trades?q=${encodeURIComponent('冬枣')}&per_page=10${cursor}`)).json()
        .data as { list: { trade_no: string }[]; meta: { total: number; next_cursor: string } };
    for (const auth of [user, admin]) {
      expect((await search(auth)).meta.total).toBe(30);
    }
    const before = await search(user);
    // A name never sold before: the searches above were made without it.
    await insertTrades(t.db, [sale('N1', '沾化冬枣', 100), sale('N2', '沾化冬枣', 5)]);
    // By total, one company's search is counted before its page is read.
    expect((await search(user, '&sort=-total')).meta.total).toBe(32);
    for (const auth of [user, admin]) {
      const first = await search(auth);
      expect(first.meta.total).toBe(32);
      expect(first.list[0]?.trade_no).toBe('N1');
      // Its later pages, followed by cursor, hold the older of the two in its place.
      const later = await search(auth, `&cursor=${first.meta.next_cursor}`);
      const last = await search(auth, `&cursor=${later.meta.next_cursor}`);
      expect(last.list.map((row) => row.trade_no)).toContain('N2');
    }
    // The cursor of the page before carries its total on, as every cursor does.
    expect((await search(user, `&cursor=${before.meta.next_cursor}`)).meta.total).toBe(30);
  });

  it('pages a name sold more than 5 000 times by total as every sale sorted would', async () => {
    const {
      company,
      user,
      scales: [scale],
    } = await companyWithTwoShops();
    const names = ['冰糖心苹果', '香梨'];
    const sales = Array.from({ length: 6000 }, (_, i) => ({
      company_id: company.id,
      shop_id: scale?.shop_id ?? 0,
      scale_id: scale?.id ?? 0,
      trade_no: `S${i}`,
      trade_time: new Date(Date.UTC(2026, 10, 20) + i * 1000),
      plu: 3000 + (i % 2),
      name: names[i % 7 === 0 ? 1 : 0] ?? '',
      unit_price: 500,
      weight_g: 1000,
      total_price: (i * 7919) % 3001,
      type: 'sale' as const,
    }));
    // In parts: one statement takes at most 65 535 parameters.
    for (let from = 0; from < sales.length; from += 2000) {
      await insertTrades(t.db, sales.slice(from, from + 2000));
    }
    const stored = await t.db
      .select({ trade_no: trades.trade_no, total: trades.total_price, id: trades.id, name: trades.name })
      .from(trades)
      .where(eq(trades.company_id, company.id));
    const apples = stored.filter((row) => row.name.includes('苹果'));
    expect(apples.length).toBeGreaterThan(5000);
    for (const [sort, direction] of [
      ['-total', -1],
      ['total', 1],
    ] as const) {
      const ordered = [...apples].sort((a, b) => direction * (a.total - b.total || a.id - b.id));
      let cursor = '';
      for (let page = 0; page < 3; page += 1) {
        const data = (
          await t
            .as(user)
            .get(`/api/management/trades?q=${encodeURIComponent('苹果')}&sort=${sort}&per_page=50${cursor}`)
        ).json().data;
        expect(data.meta.total).toBe(apples.length);
        expect(data.list.map((trade: { trade_no: string }) => trade.trade_no)).toEqual(
          ordered.slice(page * 50, page * 50 + 50).map((row) => row.trade_no),
        );
        cursor = `&cursor=${data.meta.next_cursor}`;
      }
    }
    // A name first sold after those searches counts at once, though their names were remembered.
    await insertTrades(t.db, [{ ...sales[0]!, trade_no: 'NEW', name: '红富士苹果', total_price: 9000 }]);
    const first = (
      await t.as(user).get(`/api/management/trades?q=${encodeURIComponent('苹果')}&sort=-total&per_page=50`)
    ).json().data;
    expect(first.meta.total).toBe(apples.length + 1);
    expect(first.list[0].trade_no).toBe('NEW');
  });
});

describe('GET /api/management/trades/export', () => {
  it('writes every sale the filters match, newest first, as CSV', async () => {
    const { user, north } = await companyWithSales();
    const response = await t.as(user).get(`/api/management/trades/export?format=csv&shop_id=${north.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.replace('\uFEFF', '').trim().split('\n');
    expect(lines[0]).toBe(
      '交易时间,门店,电子秤,PLU,商品,单价（元）,计价单位,数量,单位,重量（千克）,金额（元）,类型,计入净额（元）,交易号,小票号,条码,核对',
    );
    expect(lines).toHaveLength(16);
    const cells = lines[1]?.split(',') ?? [];
    // Times as the shop reads them: China time, as the console shows them (08:28 UTC is 16:28 there).
    expect(cells[0]).toBe('2026-11-24 16:28:00');
    // Money with its two decimals.
    expect(cells.slice(5, 14)).toEqual(['3.98', 'kg', '0.528', 'kg', '0.528', '29.00', '销售', '29.00', 'T28']);
    // A counted good has no weight.
    expect(
      lines
        .find((line) => line.includes(',T26,'))
        ?.split(',')
        .slice(7, 11),
    ).toEqual(['2', '件', '', '27.00']);
  });

  it('gives a fixed-weight pack its count and its weight', async () => {
    const { company, user, scales: made } = await companyWithTwoShops();
    const scale = made[0]!;
    await insertTrades(t.db, [
      {
        company_id: company.id,
        shop_id: scale.shop_id,
        scale_id: scale.id,
        trade_no: 'PACK',
        trade_time: at(5),
        plu: 2001,
        name: '盒装草莓',
        unit_price: 2500,
        price_unit: 'pcs',
        weight_g: 700,
        quantity: 2,
        total_price: 5000,
        type: 'sale',
      },
    ]);
    const [listed] = (await t.as(user).get('/api/management/trades')).json().data.list;
    expect(listed.trade_info).toMatchObject({ measure_unit_name: 'pcs', weight: 2, pack_weight: 0.7 });

    const body = (await t.as(user).get('/api/management/trades/export?format=csv')).body;
    const [, pack] = body.replace('\uFEFF', '').trim().split('\n');
    expect(pack?.split(',').slice(4, 11)).toEqual(['盒装草莓', '25.00', '件', '2', '件', '0.7', '50.00']);
  });

  it('signs the net column so it sums to the net sales, and names the company for administrators', async () => {
    const { user, company } = await companyWithSales();
    const netOf = (body: string, column: number) =>
      body
        .replace('\uFEFF', '')
        .trim()
        .split('\n')
        .slice(1)
        .reduce((sum, line) => sum + Math.round(Number(line.split(',')[column]) * 100), 0);
    const owner = (await t.as(user).get('/api/management/trades/export?format=csv')).body;
    // 29 sales of 1..29 yuan, and a return of 30.
    expect(netOf(owner, 12)).toBe(100 * ((29 * 30) / 2) - 3000);
    expect(owner).toContain(',退货,-30.00,');

    const admin = await t.seed.admin();
    const everyCompany = await t.as(admin).get(`/api/management/trades/export?format=csv&company_id=${company.id}`);
    const [header, first] = everyCompany.body.replace('\uFEFF', '').split('\n');
    expect(header?.split(',').slice(0, 3)).toEqual(['交易时间', '公司', '门店']);
    expect(first?.split(',')[1]).toBe(company.name);
  });
});
