import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { createTestApp, onPostgres, type TestApp, type TestUser } from '../../../test/harness';
import { MIGRATIONS_FOLDER } from '../../paths';
import { goodsTotals } from './goods-remembered';
import { namePairs } from '../../http/search';
import { goodSearch } from './goods.service';
import { goods, goodsCountChanges } from './goods.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const aGood = (fields: Record<string, unknown> = {}) => ({
  plu: 101,
  item_code: '10101',
  name_lines: ['西红柿', '本地'],
  info_lines: ['产地：山东寿光'],
  unit_price: 598,
  pricing_mode: 'by_weight',
  weight_unit: 'kg',
  tare_g: 5,
  shelf_life_days: 3,
  discounts: [{ start: '20:00', end: '22:00', kind: 'percent', value: 80 }],
  category: '蔬菜',
  ...fields,
});

describe('POST /api/management/goods', () => {
  it('creates a PLU record in the caller’s company, with version 1 and a first price in its history', async () => {
    const { user, company } = await t.seed.companyWithUser();
    const res = await t.as(user).post('/api/management/goods', aGood());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      company_id: company.id,
      plu: 101,
      name_lines: ['西红柿', '本地'],
      unit_price: 598,
      version: 1,
      on_sale: true,
      fixed_weight_g: null,
    });
    const history = await t.as(user).get(`/api/management/goods/${res.json().data.id}/price_history`);
    expect(history.json().data).toEqual([
      expect.objectContaining({ old_price: null, new_price: 598, changed_by: 'tester' }),
    ]);
  });

  it('refuses a PLU or item code already used in the company, naming it, and allows it in another company', async () => {
    const a = await t.seed.companyWithUser();
    const b = await t.seed.companyWithUser();
    await t.as(a.user).post('/api/management/goods', aGood());
    const samePlu = await t.as(a.user).post('/api/management/goods', aGood({ item_code: '20202' }));
    expect(samePlu.statusCode).toBe(409);
    expect(samePlu.json().data.fields).toEqual({ plu: '该 PLU 编号已被本公司其他商品使用' });
    const sameCode = await t.as(a.user).post('/api/management/goods', aGood({ plu: 102 }));
    expect(sameCode.json().data.fields).toEqual({ item_code: '该商品代码已被本公司其他商品使用' });
    expect((await t.as(b.user).post('/api/management/goods', aGood())).statusCode).toBe(200);
    expect(await t.db.select().from(goods).where(eq(goods.company_id, a.company.id))).toHaveLength(1);
  });

  it('names every invalid field, in the caller’s language', async () => {
    const { user } = await t.seed.companyWithUser();
    const res = await t.as(user).post(
      '/api/management/goods',
      aGood({
        plu: 0,
        item_code: '12a',
        name_lines: ['这是一个远远超过秤头打印宽度的非常非常长的商品名称啊'],
        unit_price: -1,
        discounts: [
          { start: '08:00', end: '10:00', kind: 'percent', value: 90 },
          { start: '09:30', end: '11:00', kind: 'price', value: 400 },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toMatchObject({
      plu: 'PLU 编号须为 1 到 999999 的整数',
      item_code: '商品代码须为 1 到 6 位数字',
      'name_lines.0': expect.stringContaining('36'),
      unit_price: expect.stringContaining('99999.99'),
    });
    const en = await t.as(user, { 'accept-language': 'en' }).post(
      '/api/management/goods',
      aGood({
        discounts: [
          { start: '08:00', end: '10:00', kind: 'percent', value: 90 },
          { start: '09:30', end: '11:00', kind: 'price', value: 400 },
        ],
      }),
    );
    expect(en.json().data.fields).toEqual({ discounts: 'Discount periods must not overlap' });
  });

  it('counts a Chinese character as two half-width units of the print head', async () => {
    const { user } = await t.seed.companyWithUser();
    const eighteen = '红'.repeat(18);
    expect((await t.as(user).post('/api/management/goods', aGood({ name_lines: [eighteen] }))).statusCode).toBe(200);
    const nineteen = '红'.repeat(19);
    expect(
      (await t.as(user).post('/api/management/goods', aGood({ plu: 5, item_code: '5', name_lines: [nineteen] })))
        .statusCode,
    ).toBe(400);
  });

  it('needs the weight of a piece for fixed-weight pricing', async () => {
    const { user } = await t.seed.companyWithUser();
    const res = await t.as(user).post('/api/management/goods', aGood({ pricing_mode: 'by_count_fixed_weight' }));
    expect(res.json().data.fields).toEqual({ fixed_weight_g: '按件定重计价须填写每件重量' });
  });
});

describe('PUT /api/management/goods/{id}', () => {
  it('raises the version on every change and keeps each price change with who made it', async () => {
    const { user } = await t.seed.companyWithUser();
    const created = (await t.as(user).post('/api/management/goods', aGood())).json().data;
    const renamed = (await t.as(user).put(`/api/management/goods/${created.id}`, { name_lines: ['番茄'] })).json().data;
    expect(renamed).toMatchObject({ version: 2, name_lines: ['番茄'], unit_price: 598 });
    const repriced = (await t.as(user).put(`/api/management/goods/${created.id}`, { unit_price: 650 })).json().data;
    expect(repriced.version).toBe(3);
    const history = (await t.as(user).get(`/api/management/goods/${created.id}/price_history`)).json().data;
    expect(history.map((h: { old_price: number | null; new_price: number }) => [h.old_price, h.new_price])).toEqual([
      [598, 650],
      [null, 598],
    ]);
  });

  it('changes only the fields sent: taking a good off sale keeps its unit, category, label and lines', async () => {
    const { user } = await t.seed.companyWithUser();
    const created = (
      await t.as(user).post(
        '/api/management/goods',
        aGood({
          weight_unit: '500g',
          category: '蔬菜',
          info_lines: ['产地：山东寿光'],
          shelf_life_days: 5,
          tare_g: 20,
        }),
      )
    ).json().data;
    const before = (await t.as(user).get(`/api/management/goods/${created.id}`)).json().data;
    const off = await t.as(user).put(`/api/management/goods/${created.id}`, { on_sale: false });
    expect(off.statusCode).toBe(200);
    const after = (await t.as(user).get(`/api/management/goods/${created.id}`)).json().data;
    const { on_sale: _on, version: _v, last_modified_time: _m, ...kept } = before;
    expect(after).toMatchObject({ ...kept, on_sale: false, weight_unit: '500g', category: '蔬菜' });
  });

  it('checks the rules on the good as it will be, and changes nothing when they fail', async () => {
    const { user } = await t.seed.companyWithUser();
    const created = (await t.as(user).post('/api/management/goods', aGood())).json().data;
    const res = await t.as(user).put(`/api/management/goods/${created.id}`, { pricing_mode: 'by_count_fixed_weight' });
    expect(res.statusCode).toBe(400);
    expect((await t.as(user).get(`/api/management/goods/${created.id}`)).json().data).toMatchObject({
      pricing_mode: 'by_weight',
      version: 1,
    });
  });
});

describe('GET /api/management/goods', () => {
  it('finds goods by name, PLU or item code, filters and sorts, within the company', async () => {
    const { user } = await t.seed.companyWithUser();
    const other = await t.seed.companyWithUser();
    const add = (plu: number, name: string, price: number, extra: Record<string, unknown> = {}) =>
      t
        .as(user)
        .post(
          '/api/management/goods',
          aGood({ plu, item_code: String(plu), name_lines: [name], unit_price: price, ...extra }),
        );
    await add(1, '苹果', 1200, { category: '水果' });
    await add(2, '香蕉', 600, { category: '水果', on_sale: false });
    await add(3, '土豆', 300);
    await t.as(other.user).post('/api/management/goods', aGood({ plu: 1, item_code: '1', name_lines: ['苹果'] }));

    const byName = (await t.as(user).get(`/api/management/goods?q=${encodeURIComponent('苹')}`)).json().data;
    expect(byName.list.map((g: { plu: number }) => g.plu)).toEqual([1]);
    expect((await t.as(user).get('/api/management/goods?q=3')).json().data.list[0].name_lines).toEqual(['土豆']);
    const fruit = (
      await t.as(user).get(`/api/management/goods?category=${encodeURIComponent('水果')}&on_sale=1`)
    ).json().data;
    expect(fruit.list.map((g: { plu: number }) => g.plu)).toEqual([1]);
    const byPrice = (await t.as(user).get('/api/management/goods?sort=-price&per_page=2')).json().data;
    expect(byPrice.meta.total).toBe(3);
    expect(byPrice.list.map((g: { unit_price: number }) => g.unit_price)).toEqual([1200, 600]);
  });

  it('finds a name by any part of it, one character or more, in either case, and nothing else', async () => {
    const { user } = await t.seed.companyWithUser();
    const names = [
      '红富士苹果',
      '苹果汁 Apple',
      'APPLE pie',
      '100% 橙汁',
      'a_b 特价',
      '鲈鱼',
      '鱼丸',
      '五花猪肉',
      'Crème 焦糖',
      'ＡＢ全角12',
    ];
    for (const [index, name] of names.entries()) {
      const plu = 901 + index;
      const made = await t
        .as(user)
        .post('/api/management/goods', aGood({ plu, item_code: String(plu), name_lines: [name] }));
      expect(made.statusCode, name).toBe(200);
    }
    const parts = new Set(['苹汁', '果苹', 'ppla', '花肉', 'apple', 'PIE', 'Pl', '%', '_', '% 橙', '橙汁x']);
    for (const name of names) {
      for (let start = 0; start < name.length; start += 1) {
        for (let length = 1; length <= 3 && start + length <= name.length; length += 1) {
          parts.add(name.slice(start, start + length).trim()); // as the search trims what is typed
        }
      }
    }
    parts.delete('');
    for (const part of parts) {
      const { list } = (await t.as(user).get(`/api/management/goods?per_page=50&q=${encodeURIComponent(part)}`)).json()
        .data;
      const expected = names.filter((name) => name.toLowerCase().includes(part.toLowerCase()));
      expect(list.map((g: { name_lines: string[] }) => g.name_lines[0]).sort(), part).toEqual(expected.sort());
    }
  });

  it('finds a good by any line of its name, as the list shows it', async () => {
    const { user } = await t.seed.companyWithUser();
    const made = await t
      .as(user)
      .post('/api/management/goods', aGood({ plu: 77, item_code: '77', name_lines: ['西红柿', 'Tomato', '山东寿光'] }));
    expect(made.statusCode).toBe(200);
    for (const word of ['西红柿', 'Tomato', 'tomato', 'MAT', '寿光', '山东寿光']) {
      const { list } = (await t.as(user).get(`/api/management/goods?q=${encodeURIComponent(word)}`)).json().data;
      expect(
        list.map((good: { plu: number }) => good.plu),
        word,
      ).toEqual([77]);
    }
    const { list } = (await t.as(user).get(`/api/management/goods?q=${encodeURIComponent('Potato')}`)).json().data;
    expect(list).toEqual([]);
  });

  it('asks the index of name pairs only for pairs that every name holding the word holds', async () => {
    const names = ['红富士苹果', 'Apple 苹果汁 12', 'Crème brûlée 焦糖', 'ＡＢ全角', '100% 橙汁 (1L)', 'x'];
    // Every part of every name, as it is, in capitals and in small letters, with the pairs asked for it.
    const asked = names.flatMap((name) => {
      const characters = Array.from(name);
      return characters.flatMap((_, start) =>
        characters.slice(start).flatMap((__, length) => {
          const part = characters.slice(start, start + length + 1).join('');
          return [part, part.toUpperCase(), part.toLowerCase()].map((word) => ({ name, word, pairs: namePairs(word) }));
        }),
      );
    });
    expect(asked.filter((one) => one.pairs.length > 0).length).toBeGreaterThan(500);
    const { rows } = (await t.db.execute(sql`
      SELECT name, word FROM json_to_recordset(${JSON.stringify(asked)}::json) AS a(name text, word text, pairs text[])
      WHERE NOT name_pairs(name) @> pairs`)) as { rows: { name: string; word: string }[] };
    expect(rows).toEqual([]);
    // In a company of 3 000 goods, one is found through the index: its pairs, the item code and the
    // PLU as one bitmap, not by reading every good.
    const { company } = await t.seed.companyWithUser();
    await t.db.execute(sql`
      INSERT INTO goods (company_id, plu, item_code, name_lines, name, unit_price, pricing_mode)
      SELECT ${company.id}, i, i::text, ARRAY['苹果' || i], '苹果' || i, 100, 'by_weight' FROM generate_series(1, 3000) i`);
    await t.db.execute(sql`ANALYZE goods`);
    const explained = (await t.db.execute(
      sql`EXPLAIN SELECT id FROM goods WHERE ${and(eq(goods.company_id, company.id), goodSearch('果1234'))}`,
    )) as { rows: { 'QUERY PLAN': string }[] };
    expect(explained.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain(
      'Bitmap Index Scan on goods_name_pairs_idx',
    );
  });

  it('answers first and deep pages in every sort as the same slices of the whole order, before and after the goods change', async () => {
    const { user, company } = await t.seed.companyWithUser();
    const admin = await t.seed.admin('ADMIN');
    // Names unique to this test, so that an administrator's search over every company finds these.
    const word = `深页${Date.now()}`;
    await t.db.execute(sql`
      INSERT INTO goods (company_id, plu, item_code, name_lines, name, unit_price, pricing_mode, last_modified_time)
      SELECT ${company.id}, i, i::text, ARRAY[${word} || i], ${word} || i, 100 * (1 + i % 3), 'by_weight',
        timestamptz '2026-11-01 08:00:00.123456+08' + (i * 7919 % 2150) * interval '1.000001 second'
      FROM generate_series(1, 2150) i`);
    const orders: Record<string, SQL> = {
      plu: sql`plu`,
      '-price': sql`unit_price DESC, plu DESC`,
      updated: sql`last_modified_time, id`,
      '-updated': sql`last_modified_time DESC, id DESC`,
    };
    const storedIn = async (order: SQL, searched: string) =>
      (
        (await t.db.execute(
          sql`SELECT plu FROM goods WHERE company_id = ${company.id} AND name LIKE ${`%${searched}%`} ORDER BY ${order}`,
        )) as { rows: { plu: number }[] }
      ).rows.map((row) => row.plu);
    // A company's deep pages begin at places remembered until its goods change; every company's
    // goods are read from the end past the middle.
    const readers = [
      { who: user, query: '' },
      { who: admin, query: `&company_id=${company.id}` },
      { who: admin, query: '' },
    ];
    const expectPages = async (total: number) => {
      for (const [n, [sort, order]] of Object.entries(orders).entries()) {
        // Each sort searched by another part of the word, all finding the same goods: a search not
        // counted before, whose first page is counted in the same pass (countedPage) in this sort.
        // After the change, each is counted again.
        const searched = [word, word.slice(1), word.slice(0, -1), word.slice(1, -1)][n] ?? word;
        const stored = await storedIn(order, searched);
        expect(stored).toHaveLength(total);
        for (const { who, query } of readers) {
          for (const perPage of [100, 80]) {
            // The first pages, every page from the first deep one past the middle, the last (short)
            // one and one past the end.
            const pages = [1, 2, 11, 13, 14, 15, 20, 21, 22, 27, 28, 29].filter((p) => (p - 2) * perPage < total);
            for (const page of pages) {
              const target = `/api/management/goods?q=${encodeURIComponent(searched)}${query}&sort=${sort}&per_page=${perPage}&page=${page}`;
              const res = await t.as(who).get(target);
              expect(res.statusCode, `${target}: ${res.body}`).toBe(200);
              const { list, meta } = res.json().data;
              expect(meta.total).toBe(total);
              expect(
                list.map((g: { plu: number }) => g.plu),
                target,
              ).toEqual(stored.slice((page - 1) * perPage, page * perPage));
            }
          }
        }
      }
    };
    await expectPages(2150);
    // A good moved to one end or the other of every order, and one less found by the search.
    await t.db.execute(sql`
      UPDATE goods SET plu = 2151, unit_price = 999, last_modified_time = '2026-01-01'
      WHERE company_id = ${company.id} AND plu = 2000`);
    await t.db.execute(
      sql`UPDATE goods SET name = '另一个', name_lines = ARRAY['另一个'] WHERE company_id = ${company.id} AND plu = 1500`,
    );
    await expectPages(2149);
    // Hundreds of pages in every sort, twice: 22–32 s on a slow machine of two cores.
  }, 60_000);

  it('breaks ties of price by PLU in the order’s direction', async () => {
    const { user } = await t.seed.companyWithUser();
    for (const [plu, price] of [
      [1, 500],
      [2, 900],
      [3, 500],
      [4, 100],
    ] as const) {
      await t.as(user).post('/api/management/goods', aGood({ plu, item_code: String(plu), unit_price: price }));
    }
    const plus = async (sort: string) =>
      (await t.as(user).get(`/api/management/goods?sort=${sort}`)).json().data.list.map((g: { plu: number }) => g.plu);
    expect(await plus('price')).toEqual([4, 1, 3, 2]);
    expect(await plus('-price')).toEqual([2, 3, 1, 4]);
  });

  it('pages an administrator through every company’s goods once each, in every sort, when PLUs and prices repeat', async () => {
    const name = `同号${Date.now()}`;
    const made: number[] = [];
    for (let company = 0; company < 4; company += 1) {
      const { user } = await t.seed.companyWithUser();
      for (const plu of [1, 2, 3]) {
        const good = aGood({ plu, item_code: String(plu), name_lines: [`${name}${plu}`], unit_price: 500 });
        made.push((await t.as(user).post('/api/management/goods', good)).json().data.id);
      }
    }
    const admin = await t.seed.admin('ADMIN');
    for (const sort of ['plu', '-plu', 'price', '-price']) {
      const seen: number[] = [];
      for (let page = 1; page <= made.length; page += 1) {
        const query = `q=${encodeURIComponent(name)}&sort=${sort}&per_page=1&page=${page}`;
        const { list } = (await t.as(admin).get(`/api/management/goods?${query}`)).json().data;
        seen.push(...list.map((g: { id: number }) => g.id));
      }
      expect(
        [...seen].sort((a, b) => a - b),
        sort,
      ).toEqual([...made].sort((a, b) => a - b));
    }
  });

  it('names each good’s company: an administrator’s list holds every company’s', async () => {
    const name = `谁家的${Date.now()}`;
    const a = await t.seed.companyWithUser();
    const b = await t.seed.companyWithUser();
    await t.as(a.user).post('/api/management/goods', aGood({ plu: 1, item_code: '1', name_lines: [`${name}甲`] }));
    await t.as(b.user).post('/api/management/goods', aGood({ plu: 1, item_code: '1', name_lines: [`${name}乙`] }));
    const admin = await t.seed.admin('ADMIN');
    const { list } = (await t.as(admin).get(`/api/management/goods?q=${encodeURIComponent(name)}`)).json().data;
    expect(list.map((g: { name_lines: string[]; company_name: string }) => [g.name_lines[0], g.company_name])).toEqual([
      [`${name}甲`, a.company.name],
      [`${name}乙`, b.company.name],
    ]);
    const own = (await t.as(a.user).get(`/api/management/goods?q=${encodeURIComponent(name)}`)).json().data.list;
    expect(own.map((g: { company_name: string }) => g.company_name)).toEqual([a.company.name]);
  });

  it('lets the company’s staff change a price but not delete a good', async () => {
    const { company, user } = await t.seed.companyWithUser();
    const staff = await t.seed.staff(company.id);
    const good = (await t.as(user).post('/api/management/goods', aGood())).json().data;
    expect((await t.as(staff).put(`/api/management/goods/${good.id}`, { unit_price: 650 })).statusCode).toBe(200);
    const refused = await t.as(staff).delete(`/api/management/goods/${good.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data.fields).toEqual({ id: '只有公司管理员可以删除，请联系管理员' });
    expect((await t.as(user).get(`/api/management/goods/${good.id}`)).json().data.unit_price).toBe(650);
  });

  it('answers another company’s good as missing, and leaves it unchanged', async () => {
    const a = await t.seed.companyWithUser();
    const b = await t.seed.companyWithUser();
    const theirs = (await t.as(b.user).post('/api/management/goods', aGood())).json().data;
    expect((await t.as(a.user).get(`/api/management/goods/${theirs.id}`)).statusCode).toBe(404);
    expect((await t.as(a.user).put(`/api/management/goods/${theirs.id}`, { unit_price: 1 })).statusCode).toBe(404);
    expect((await t.as(a.user).delete(`/api/management/goods/${theirs.id}`)).statusCode).toBe(404);
    expect((await t.as(b.user).get(`/api/management/goods/${theirs.id}`)).json().data.unit_price).toBe(598);
  });
});

describe('the goods list’s total without filters (added up from the count changes)', () => {
  /** `n` goods of a company in one statement, as an import's batch writes them. */
  const insertGoods = (db: TestApp['db'], companyId: number, n: number, firstPlu: number) =>
    db.insert(goods).values(
      Array.from({ length: n }, (_, i) => ({
        company_id: companyId,
        plu: firstPlu + i,
        item_code: String(firstPlu + i),
        name_lines: [`货${firstPlu + i}`],
        name: `货${firstPlu + i}`,
        unit_price: 100,
        pricing_mode: 'by_weight' as const,
      })),
    );
  const counted = async (companyId?: number) =>
    (
      await t.db
        .select({ n: count() })
        .from(goods)
        .where(companyId ? eq(goods.company_id, companyId) : undefined)
    )[0]?.n;
  const totalSeenBy = async (user: TestUser, query = '') =>
    (await t.as(user).get(`/api/management/goods?per_page=1${query}`)).json().data.meta.total;

  it('equals counting the goods after adds, deletes, a rolled-back add and a migration’s fill', async () => {
    const { user, company } = await t.seed.companyWithUser();
    const other = await t.seed.companyWithUser();
    const admin = await t.seed.admin('ADMIN');
    const made = [];
    for (const plu of [1, 2, 3]) {
      made.push((await t.as(user).post('/api/management/goods', aGood({ plu, item_code: String(plu) }))).json().data);
    }
    expect(await totalSeenBy(user)).toBe(3);
    await t.as(user).delete(`/api/management/goods/${made[0].id}`);
    await insertGoods(t.db, company.id, 50, 100);
    await insertGoods(t.db, other.company.id, 7, 100);
    await t.db
      .transaction(async (tx) => {
        await insertGoods(tx, company.id, 5, 500);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await totalSeenBy(user)).toBe(52);
    expect(await totalSeenBy(other.user)).toBe(7);
    expect(await totalSeenBy(admin, `&company_id=${company.id}`)).toBe(52);
    expect(await totalSeenBy(admin)).toBe(await counted());
    // Each statement folded the rows before it: one row a company is left, with the statements that
    // wrote its goods (three adds, a delete, the batch; not the one rolled back).
    const rowsOf = () => t.db.select().from(goodsCountChanges).where(eq(goodsCountChanges.company_id, company.id));
    expect(await rowsOf()).toEqual([{ company_id: company.id, change: 52, writes: 5 }]);

    await t.db.delete(goods).where(eq(goods.company_id, company.id));
    expect(await totalSeenBy(user)).toBe(0);
    expect(await rowsOf()).toEqual([{ company_id: company.id, change: 0, writes: 6 }]);

    // A database that had goods before migration 0042: its INSERT counts them.
    await t.db.delete(goodsCountChanges);
    const fill = fs
      .readFileSync(path.join(MIGRATIONS_FOLDER, '0042_goods_count_changes.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => statement.startsWith('INSERT'));
    expect(fill).toHaveLength(1);
    await t.db.execute(sql.raw(fill[0] ?? ''));
    expect(await totalSeenBy(other.user)).toBe(7);
    expect(await totalSeenBy(admin)).toBe(await counted());
  });

  it('counts filtered lists by their goods', async () => {
    const { user, company } = await t.seed.companyWithUser();
    await insertGoods(t.db, company.id, 30, 1);
    expect(await totalSeenBy(user, `&q=${encodeURIComponent('货1')}`)).toBe(11);
    expect(await totalSeenBy(user, '&on_sale=0')).toBe(0);
    expect(await totalSeenBy(user)).toBe(30);
  });

  it('keeps a searched total right through every kind of change to the goods', async () => {
    const { user, company } = await t.seed.companyWithUser();
    const admin = await t.seed.admin('ADMIN');
    await insertGoods(t.db, company.id, 30, 1);
    const searched = `&q=${encodeURIComponent('货1')}`;
    const countOf = async (where: SQL) =>
      (
        await t.db
          .select({ n: count() })
          .from(goods)
          .where(sql`${eq(goods.company_id, company.id)} AND ${where}`)
      )[0]?.n;
    // Asked twice, then after each change, by the company's user and an administrator naming it.
    const expectTotals = async () => {
      const named = await countOf(sql`${goods.name} LIKE '%货1%'`);
      const offSale = await countOf(sql`NOT ${goods.on_sale}`);
      for (let i = 0; i < 2; i += 1) {
        expect(await totalSeenBy(user, searched)).toBe(named);
        expect(await totalSeenBy(admin, `&company_id=${company.id}${searched}`)).toBe(named);
        expect(await totalSeenBy(user, '&on_sale=0')).toBe(offSale);
      }
    };
    await expectTotals();
    const ids = (
      await t.db.select({ id: goods.id }).from(goods).where(eq(goods.company_id, company.id)).orderBy(goods.plu)
    ).map(({ id }) => id);
    // A rename of 货1: only an update, the count of goods unchanged.
    expect((await t.as(user).put(`/api/management/goods/${ids[0]}`, { name_lines: ['苹果'] })).statusCode).toBe(200);
    await expectTotals();
    const offSale = await t
      .as(user)
      .post('/api/management/goods/batch/on_sale', { good_ids: ids.slice(0, 4), on_sale: false });
    expect(offSale.statusCode).toBe(200);
    await expectTotals();
    // 货10
    expect((await t.as(user).delete(`/api/management/goods/${ids[9]}`)).statusCode).toBe(200);
    await expectTotals();
    await insertGoods(t.db, company.id, 5, 100);
    await expectTotals();
    await t.db
      .transaction(async (tx) => {
        await tx.update(goods).set({ name: '货1 改' }).where(eq(goods.company_id, company.id));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await expectTotals();
    expect(await totalSeenBy(user, searched)).toBe(14);
  });

  it('counts a filtered total once, and again only after a statement wrote the company’s goods', async () => {
    const { company } = await t.seed.companyWithUser();
    const other = await t.seed.companyWithUser();
    await insertGoods(t.db, company.id, 3, 1);
    // Each count made is numbered: a total remembered keeps its number.
    await t.db.execute(sql`CREATE SEQUENCE IF NOT EXISTS counts_made`);
    const total = () =>
      goodsTotals.of(t.db, company.id, JSON.stringify([company.id, 'q']), sql`nextval('counts_made')`);
    const first = await total();
    expect(await total()).toBe(first);
    await insertGoods(t.db, other.company.id, 3, 1);
    await t.db.update(goods).set({ on_sale: false }).where(eq(goods.company_id, other.company.id));
    expect(await total()).toBe(first);
    // A statement that matched none of the company's goods wrote nothing.
    await t.db.update(goods).set({ on_sale: false }).where(eq(goods.plu, -1));
    expect(await total()).toBe(first);
    await t.db.update(goods).set({ on_sale: false }).where(eq(goods.company_id, company.id));
    const second = await total();
    expect(second).toBeGreaterThan(first);
    expect(await total()).toBe(second);
    // Inside a transaction, its own count: not remembered for anyone else.
    await t.db.transaction(async (tx) => {
      expect(await goodsTotals.of(tx, company.id, JSON.stringify([company.id, 'q']), sql`0`)).toBe(0);
    });
    expect(await total()).toBe(second);
  });

  it.runIf(onPostgres)('keeps nobody waiting on the rows an open import holds', async () => {
    const { user, company } = await t.seed.companyWithUser();
    await insertGoods(t.db, company.id, 4, 1);
    await t.db.transaction(async (tx) => {
      // The open transaction has folded (deleted) the company's committed rows and holds them.
      await insertGoods(tx, company.id, 10, 100);
      const meanwhile = insertGoods(t.db, company.id, 3, 200).then(() => 'added');
      const waited = new Promise((resolve) => setTimeout(() => resolve('waited'), 5000));
      expect(await Promise.race([meanwhile, waited])).toBe('added');
      expect(await totalSeenBy(user)).toBe(7);
    });
    expect(await totalSeenBy(user)).toBe(17);
    expect(await totalSeenBy(user)).toBe(await counted(company.id));
  });
});

describe('DELETE /api/management/goods/{id}', () => {
  it('deletes the good and its price history', async () => {
    const { user } = await t.seed.companyWithUser();
    const created = (await t.as(user).post('/api/management/goods', aGood())).json().data;
    expect((await t.as(user).delete(`/api/management/goods/${created.id}`)).json()).toEqual({
      code: 1,
      msg: 'ok',
      data: null,
    });
    expect((await t.as(user).get(`/api/management/goods/${created.id}`)).statusCode).toBe(404);
  });
});

describe('batch price and on-sale changes', () => {
  async function threeGoods(user: TestUser) {
    const ids: number[] = [];
    for (const [plu, price] of [
      [201, 1000],
      [202, 333],
      [203, 500],
    ] as const) {
      ids.push(
        (
          await t.as(user).post('/api/management/goods', aGood({ plu, item_code: String(plu), unit_price: price }))
        ).json().data.id,
      );
    }
    return ids;
  }

  it('sets one price or moves prices by a percentage, rounded to the fen, each change in the history', async () => {
    const { user } = await t.seed.companyWithUser();
    const ids = await threeGoods(user);
    const set = await t.as(user).post('/api/management/goods/batch/price', { good_ids: ids, mode: 'set', value: 500 });
    expect(set.json().data).toEqual({ changed: 2, missing: [] });
    const moved = await t
      .as(user)
      .post('/api/management/goods/batch/price', { good_ids: ids, mode: 'percent', value: -15 });
    expect(moved.json().data.changed).toBe(3);
    const rows = await t.db.select().from(goods).where(inArray(goods.id, ids)).orderBy(goods.plu);
    expect(rows.map((g) => [g.unit_price, g.version])).toEqual([
      [425, 3],
      [425, 3],
      [425, 2],
    ]);
    const history = await t.as(user).get(`/api/management/goods/${ids[0]}/price_history`);
    expect(history.json().data.map((h: { new_price: number }) => h.new_price)).toEqual([425, 500, 1000]);
  });

  it('puts goods off sale, leaves goods of other companies alone and names them', async () => {
    const a = await t.seed.companyWithUser();
    const b = await t.seed.companyWithUser();
    const ids = await threeGoods(a.user);
    const [foreign] = await threeGoods(b.user);
    const res = await t.as(a.user).post('/api/management/goods/batch/on_sale', {
      good_ids: [...ids, foreign],
      on_sale: false,
    });
    expect(res.json().data).toEqual({ changed: 3, missing: [foreign] });
    const [foreignRow] = await t.db
      .select()
      .from(goods)
      .where(eq(goods.id, foreign ?? 0));
    expect(foreignRow).toMatchObject({ on_sale: true, version: 1 });
  });

  it('refuses a percentage outside -90..+900 and a price over the maximum, naming the value', async () => {
    const { user } = await t.seed.companyWithUser();
    const ids = await threeGoods(user);
    const bad = await t
      .as(user)
      .post('/api/management/goods/batch/price', { good_ids: ids, mode: 'percent', value: -95 });
    expect(bad.json().data.fields).toEqual({ value: '调价幅度须在 -90% 到 +900% 之间且不为 0' });
    const empty = await t.as(user).post('/api/management/goods/batch/price', { good_ids: [], mode: 'set', value: 1 });
    expect(empty.statusCode).toBe(400);
    await t.as(user).post('/api/management/goods/batch/price', { good_ids: ids, mode: 'set', value: 9_000_000 });
    const over = await t
      .as(user)
      .post('/api/management/goods/batch/price', { good_ids: ids, mode: 'percent', value: 900 });
    expect(over.json().data.fields).toEqual({ value: '单价须为 0 到 99999.99 元，最多两位小数' });
  });
});

describe('field messages', () => {
  it('tells a missing value from a value of the wrong type', async () => {
    const { user } = await t.seed.companyWithUser();
    const wrongType = await t.as(user).post('/api/management/goods/batch/on_sale', { good_ids: [1], on_sale: 'yes' });
    expect(wrongType.json().data.fields).toEqual({ on_sale: '格式不正确' });
    const missing = await t.as(user).post('/api/management/goods/batch/on_sale', { good_ids: [1] });
    expect(missing.json().data.fields).toEqual({ on_sale: '必填' });
  });
});
