import { and, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { goodPriceChanges } from '../goods/goods.table';
import { MINUTE, priceClock, pricedShop, pricesApi, pricesOnScale, runPriceJob } from '../../../test/price-fixtures';

const clock = priceClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const inMinutes = (minutes: number) => new Date(clock().getTime() + minutes * MINUTE).toISOString();
const pending = async (device: ReturnType<TestApp['as']>) =>
  (await device.post('/api/device/v1/heartbeat', { firmware: 'test' })).json().data.pending as boolean;

describe('price zones', () => {
  it('lists a zone with its shops and scales, and names what is wrong', async () => {
    const { api, zone, shop, first, second } = await pricedShop(t);
    const listed = (await api.get('/zones?q=北')).json().data;
    expect(listed).toMatchObject({
      meta: { total: 1 },
      list: [{ id: zone.id, name: '北区', shops: [], scales: [{ id: first.scale.id }], overrides_count: 0 }],
    });
    const taken = await api.post('/zones', { name: '北区' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.fields.name).toBe('名称已被使用');

    const stranger = await t.seed.companyWithUser();
    const foreignShop = await t.seed.shop(stranger.company.id);
    const refused = await api.post('/zones', { name: '南区', shop_ids: [shop.id, foreignShop.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields).toEqual({ 'shop_ids.1': '没有这个门店' });

    // A shop moves into the new zone; the scale keeps its own zone first.
    const south = (await api.post('/zones', { name: '南区', shop_ids: [shop.id], scale_ids: [second.scale.id] })).json()
      .data;
    expect(south.shops).toEqual([{ id: shop.id, name: shop.name }]);
    expect((await api.get(`/zones`)).json().data.list.map((z: { name: string }) => z.name)).toEqual(['北区', '南区']);
    expect((await api.get('/zones?q=南')).json().data.list[0].scales).toEqual([
      { id: second.scale.id, scale_name: second.scale.scale_name, shop_id: shop.id },
    ]);
  });

  it('sells at the zone’s own price in the zone and the base price outside it, saying where each comes from', async () => {
    const { api, user, zone, apple, first, second } = await pricedShop(t);
    await first.syncFully();
    const set = await api.put(`/goods/${apple.id}/zones/${zone.id}`, { unit_price: 1500 });
    expect(set.json().data).toMatchObject({
      base: { price: 1001, source: 'base' },
      zones: [{ zone_id: zone.id, zone_name: '北区', price: 1500, source: 'zone', override: 1500 }],
    });
    expect(await pending(first.device)).toBe(true);
    expect(await pricesOnScale(first.device)).toMatchObject({ 1: 1500, 2: 1002 });
    expect(await pricesOnScale(second.device)).toMatchObject({ 1: 1001, 2: 1002 });
    // The scale page says the same.
    const onPage = (await t.as(user).get(`/api/scales/${first.scale.id}/goods`)).json().data.list;
    expect(onPage[0]).toMatchObject({ plu: 1, unit_price: 1001, sells_at: { price: 1500, source: 'zone' } });

    const tooLong = await api.put(`/goods/${apple.id}/zones/${zone.id}`, { unit_price: 1_000_000 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().data.fields.unit_price).toContain('位数');
    const back = await api.put(`/goods/${apple.id}/zones/${zone.id}`, { unit_price: null });
    expect(back.json().data.zones[0]).toMatchObject({ price: 1001, source: 'base', override: null });
    expect(await pricesOnScale(first.device)).toMatchObject({ 1: 1001 });
  });

  it('refuses to delete a zone a scheduled batch names, and deletes it once cancelled', async () => {
    const { api, zone, apple } = await pricedShop(t);
    const batch = (
      await api.post('/batches', {
        kind: 'change',
        name: '周末调价',
        starts_time: inMinutes(60),
        zone_ids: [zone.id],
        items: [{ good_id: apple.id, unit_price: 900 }],
      })
    ).json().data;
    const refused = await api.delete(`/zones/${zone.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.fields.id).toContain('取消');
    await api.post(`/batches/${batch.id}/cancel`);
    expect((await api.delete(`/zones/${zone.id}`)).statusCode).toBe(200);
    expect((await api.get('/zones')).json().data.meta.total).toBe(0);
  });
});

describe('scheduled price changes', () => {
  it('reach the scales only when their time comes, once, and show who has fetched them', async () => {
    const { api, zone, apple, pear, first, second } = await pricedShop(t);
    await first.syncFully();
    await second.syncFully();
    const saved = await api.post('/batches', {
      kind: 'change',
      name: '明早调价',
      starts_time: inMinutes(10),
      base: true,
      zone_ids: [zone.id],
      items: [
        { good_id: apple.id, unit_price: 1290 },
        { good_id: pear.id, unit_price: 880 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const batch = saved.json().data;
    expect(batch).toMatchObject({ status: 'scheduled', goods_count: 2, zone_names: ['北区'], delivery: [] });
    expect(batch.lines).toEqual([
      { good_id: apple.id, plu: 1, name: '商品1', zone_id: null, before: 1001, after: 1290, unit_price: 1290 },
      { good_id: apple.id, plu: 1, name: '商品1', zone_id: zone.id, before: 1001, after: 1290, unit_price: 1290 },
      { good_id: pear.id, plu: 2, name: '商品2', zone_id: null, before: 1002, after: 880, unit_price: 880 },
      { good_id: pear.id, plu: 2, name: '商品2', zone_id: zone.id, before: 1002, after: 880, unit_price: 880 },
    ]);

    // Before its time: nothing changes anywhere, and the job has nothing to do.
    clock.advance(9 * MINUTE);
    expect(await runPriceJob(t)).toBe(0);
    expect(await pending(first.device)).toBe(false);
    expect(await pricesOnScale(second.device)).toMatchObject({ 1: 1001, 2: 1002 });
    expect((await api.get(`/goods/${apple.id}`)).json().data.upcoming).toMatchObject([{ batch_id: batch.id }]);

    // At its time: started once, the scales told, the good's stored price moved.
    clock.advance(2 * MINUTE);
    expect(await runPriceJob(t)).toBe(1);
    expect(await runPriceJob(t)).toBe(0);
    expect(await pending(first.device)).toBe(true);
    await first.syncFully();
    expect(await pricesOnScale(first.device)).toMatchObject({ 1: 1290, 2: 880 });
    expect(await pricesOnScale(second.device)).toMatchObject({ 1: 1290, 2: 880 });
    const prices = (await api.get(`/goods/${apple.id}`)).json().data;
    expect(prices).toMatchObject({ good: { unit_price: 1290 }, base: { price: 1290 }, upcoming: [] });
    expect(prices.zones[0]).toMatchObject({ price: 1290, source: 'zone', override: 1290 });

    const detail = (await api.get(`/batches/${batch.id}`)).json().data;
    expect(detail.status).toBe('applied');
    expect(detail.delivery).toEqual([
      expect.objectContaining({ scale_id: first.scale.id, zone_id: zone.id, goods: 2, delivered: 2 }),
      expect.objectContaining({ scale_id: second.scale.id, zone_id: null, goods: 2, delivered: 0 }),
    ]);
  });

  it('is cancelled before it starts and then changes nothing; once started it cannot be', async () => {
    const { api, apple, second } = await pricedShop(t);
    const body = { kind: 'change', name: '取消的调价', base: true, items: [{ good_id: apple.id, unit_price: 777 }] };
    const batch = (await api.post('/batches', { ...body, starts_time: inMinutes(5) })).json().data;
    const cancelled = await api.post(`/batches/${batch.id}/cancel`);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled' });
    clock.advance(6 * MINUTE);
    await runPriceJob(t);
    expect(await pricesOnScale(second.device)).toMatchObject({ 1: 1001 });

    const started = (await api.post('/batches', { ...body, starts_time: inMinutes(1) })).json().data;
    clock.advance(2 * MINUTE);
    await runPriceJob(t);
    const late = await api.post(`/batches/${started.id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.json().data.fields.status).toContain('已开始');
  });

  it('is rolled back by a new batch that restores each target’s price, the zone’s own price taken away again', async () => {
    const { api, zone, apple, pear, first, second } = await pricedShop(t);
    await api.put(`/goods/${pear.id}/zones/${zone.id}`, { unit_price: 1111 });
    clock.advance(MINUTE);
    const batch = (
      await api.post('/batches', {
        kind: 'change',
        name: '错误调价',
        starts_time: inMinutes(0),
        base: true,
        zone_ids: [zone.id],
        items: [
          { good_id: apple.id, unit_price: 1 },
          { good_id: pear.id, unit_price: 2 },
        ],
      })
    ).json().data;
    // Due at once: it started while being saved.
    expect(batch.status).toBe('applied');
    expect(await pricesOnScale(first.device)).toMatchObject({ 1: 1, 2: 2 });

    clock.advance(MINUTE);
    const rollback = await api.post(`/batches/${batch.id}/rollback`, {});
    expect(rollback.statusCode).toBe(200);
    expect(rollback.json().data).toMatchObject({ status: 'applied', rollback_of: batch.id, name: '回滚 错误调价' });
    expect(await pricesOnScale(first.device)).toMatchObject({ 1: 1001, 2: 1111 });
    expect(await pricesOnScale(second.device)).toMatchObject({ 1: 1001, 2: 1002 });
    const apples = (await api.get(`/goods/${apple.id}`)).json().data;
    expect(apples.zones[0]).toMatchObject({ source: 'base', override: null });

    expect((await api.get(`/batches/${batch.id}`)).json().data.rolled_back_by).toBe(rollback.json().data.id);
    const again = await api.post(`/batches/${batch.id}/rollback`, {});
    expect(again.statusCode).toBe(409);
  });

  it('refuses each wrong row by name, and a second change of the same good and zone at the same moment', async () => {
    const { api, zone, apple, pear } = await pricedShop(t);
    const theirs = await pricedShop(t);
    const wrong = await api.post('/batches', {
      kind: 'change',
      name: '有错的调价',
      starts_time: inMinutes(30),
      base: true,
      items: [
        { good_id: apple.id, unit_price: 0 },
        { good_id: pear.id, unit_price: null },
        { good_id: theirs.apple.id, unit_price: 100 },
        { good_id: pear.id, unit_price: 5_000_000 },
      ],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.fields).toMatchObject({
      'items.0.unit_price': '价格须大于 0',
      'items.1.unit_price': expect.stringContaining('基础价不能取消'),
      'items.2.good_id': '没有这个商品',
      'items.3.good_id': expect.stringContaining('只能出现一次'),
    });
    const past = await api.post('/batches', {
      kind: 'change',
      name: '过去的调价',
      starts_time: inMinutes(-30),
      base: true,
      items: [{ good_id: apple.id, unit_price: 100 }],
    });
    expect(past.json().data.fields.starts_time).toBe('开始时间不能早于现在');

    const at = inMinutes(120);
    const first = await api.post('/batches', {
      kind: 'change',
      name: '早班调价',
      starts_time: at,
      zone_ids: [zone.id],
      items: [{ good_id: apple.id, unit_price: 900 }],
    });
    expect(first.statusCode).toBe(200);
    const clash = await api.post('/batches', {
      kind: 'change',
      name: '冲突调价',
      starts_time: at,
      base: true,
      zone_ids: [zone.id],
      items: [{ good_id: apple.id, unit_price: 950 }],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().data.fields.starts_time).toContain('早班调价');
    // The base price alone at that moment does not clash with the zone's.
    const baseOnly = await api.post('/batches', {
      kind: 'change',
      name: '基础价调价',
      starts_time: at,
      base: true,
      items: [{ good_id: apple.id, unit_price: 950 }],
    });
    expect(baseOnly.statusCode).toBe(200);
  });
});

describe('markdowns', () => {
  it('previews, then takes the percentage off in its window only, in its zones only', async () => {
    const { api, zone, apple, pear, first, second } = await pricedShop(t);
    await t.db.execute(`UPDATE goods SET category = '熟食' WHERE id = ${pear.id}`);
    const body = {
      kind: 'markdown',
      name: '晚市七折',
      starts_time: inMinutes(20),
      ends_time: inMinutes(50),
      zone_ids: [zone.id],
      percent_off: 30,
      good_ids: [apple.id],
      categories: ['熟食'],
    };
    const preview = (await api.post('/batches/preview', body)).json().data;
    expect(preview).toEqual({
      problems: [],
      lines: [
        { good_id: apple.id, plu: 1, name: '商品1', zone_id: zone.id, before: 1001, after: 701, unit_price: null },
        { good_id: pear.id, plu: 2, name: '商品2', zone_id: zone.id, before: 1002, after: 701, unit_price: null },
      ],
    });
    const markdown = (await api.post('/batches', body)).json().data;
    expect(markdown).toMatchObject({ kind: 'markdown', status: 'scheduled', goods_count: 2, categories: ['熟食'] });
    const overlapping = await api.post('/batches', {
      ...body,
      name: '重叠降价',
      starts_time: inMinutes(40),
      ends_time: inMinutes(90),
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().data.fields.starts_time).toContain('晚市七折');

    clock.advance(21 * MINUTE);
    expect(await runPriceJob(t)).toBe(1);
    const active = await api.get(`/batches/${markdown.id}`);
    expect(active.json().data?.status, active.body).toBe('active');
    expect(await pricesOnScale(first.device)).toMatchObject({ 1: 701, 2: 701 });
    expect(await pricesOnScale(second.device)).toMatchObject({ 1: 1001, 2: 1002 });
    expect((await api.get(`/goods/${apple.id}`)).json().data.zones[0]).toMatchObject({
      price: 701,
      regular: 1001,
      source: 'markdown',
      markdown_id: markdown.id,
      percent_off: 30,
    });

    // Sold out early: ended now, the scales told at once.
    clock.advance(10 * MINUTE);
    const ended = await api.post(`/batches/${markdown.id}/end`);
    expect(ended.json().data).toMatchObject({ status: 'applied', ends_time: clock().toISOString() });
    expect((await api.post(`/batches/${markdown.id}/end`)).statusCode).toBe(409);
    clock.advance(20 * MINUTE);
    expect(await runPriceJob(t)).toBe(0);
    expect((await api.get(`/batches/${markdown.id}`)).json().data.status).toBe('applied');
    expect(await pending(first.device)).toBe(true);
    expect(await pricesOnScale(first.device)).toMatchObject({ 1: 1001, 2: 1002 });
  });

  it('names a window in the wrong order and a markdown of nothing', async () => {
    const { api, zone } = await pricedShop(t);
    const res = await api.post('/batches', {
      kind: 'markdown',
      name: '错的降价',
      starts_time: inMinutes(60),
      ends_time: inMinutes(30),
      zone_ids: [zone.id],
      percent_off: 100,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toMatchObject({
      ends_time: '结束时间须晚于开始时间',
      good_ids: '请至少选择一个商品或分类',
      percent_off: expect.any(String),
    });
  });
});

describe('price sheets and the calendar', () => {
  it('reads PLUs and new prices from a sheet, reporting each bad row as the goods import does', async () => {
    const { api, apple } = await pricedShop(t);
    const form = new FormData();
    form.append(
      'file',
      new Blob(['PLU,品名,现价(元),新价(元)\n1,商品1,10.01,12.5\n2,商品2,10.02,abc\n99,无,1,1\n3,,,\n'], {
        type: 'text/csv',
      }),
      'prices.csv',
    );
    const sheet = (await api.upload('/batches/sheet', form)).json().data;
    expect(sheet.items).toEqual([{ good_id: apple.id, plu: 1, name: '商品1', current_price: 1001, unit_price: 1250 }]);
    expect(sheet.errors).toEqual([
      { row: 3, column: '新价(元)', value: 'abc', reason: expect.any(String) },
      { row: 4, column: 'PLU', value: '99', reason: '没有这个 PLU 的商品' },
    ]);
    const template = await api.get('/batches/sheet?format=csv');
    expect(template.body).toContain('新价(元)');
    expect(template.body).toContain('1,商品1,10.01,');
  });

  it('shows every moment a price changes in the range, for one zone', async () => {
    const { api, zone, apple } = await pricedShop(t);
    const change = (
      await api.post('/batches', {
        kind: 'change',
        name: '日历调价',
        starts_time: inMinutes(24 * 60),
        zone_ids: [zone.id],
        items: [{ good_id: apple.id, unit_price: 999 }],
      })
    ).json().data;
    const markdown = (
      await api.post('/batches', {
        kind: 'markdown',
        name: '日历降价',
        starts_time: inMinutes(26 * 60),
        ends_time: inMinutes(28 * 60),
        base: true,
        percent_off: 10,
        good_ids: [apple.id],
      })
    ).json().data;
    const range = `from=${encodeURIComponent(inMinutes(0))}&to=${encodeURIComponent(inMinutes(3 * 24 * 60))}`;
    const all = (await api.get(`/calendar?${range}`)).json().data.events;
    expect(all.map((e: { edge: string; batch: { id: number } }) => [e.batch.id, e.edge])).toEqual([
      [change.id, 'start'],
      [markdown.id, 'start'],
      [markdown.id, 'end'],
    ]);
    const ofZone = (await api.get(`/calendar?${range}&zone_id=${zone.id}`)).json().data.events;
    expect(ofZone).toHaveLength(1);
    const tooLong = await api.get(
      `/calendar?from=${encodeURIComponent(inMinutes(0))}&to=${encodeURIComponent(inMinutes(90 * 24 * 60))}`,
    );
    expect(tooLong.statusCode).toBe(400);
  });

  it('keeps each company to its own zones, goods and batches', async () => {
    const mine = await pricedShop(t);
    const theirs = await pricedShop(t);
    const batch = (
      await theirs.api.post('/batches', {
        kind: 'change',
        name: '他们的调价',
        starts_time: inMinutes(30),
        base: true,
        items: [{ good_id: theirs.apple.id, unit_price: 500 }],
      })
    ).json().data;
    expect((await mine.api.get(`/batches/${batch.id}`)).statusCode).toBe(404);
    expect((await mine.api.post(`/batches/${batch.id}/cancel`)).statusCode).toBe(404);
    expect((await mine.api.get(`/goods/${theirs.apple.id}`)).statusCode).toBe(404);
    expect((await mine.api.get('/batches')).json().data.meta.total).toBe(0);
    const intoTheirZone = await mine.api.post('/batches', {
      kind: 'change',
      name: '越权',
      starts_time: inMinutes(30),
      zone_ids: [theirs.zone.id],
      items: [{ good_id: mine.apple.id, unit_price: 500 }],
    });
    expect(intoTheirZone.statusCode).toBe(400);
    expect(intoTheirZone.json().data.fields['zone_ids.0']).toBe('没有这个价格区域');
    expect((await pricesApi(t, theirs.user).get(`/batches/${batch.id}`)).statusCode).toBe(200);
  });
});

describe('the price batch job', () => {
  it('starts each due batch once when instances run it at the same moment', async () => {
    const { api, zone, apple, pear } = await pricedShop(t);
    for (const [good, price] of [
      [apple, 1500],
      [pear, 1600],
    ] as const) {
      await api.post('/batches', {
        kind: 'change',
        name: `同时调价 ${good.plu}`,
        starts_time: inMinutes(2),
        base: true,
        zone_ids: [zone.id],
        items: [{ good_id: good.id, unit_price: price }],
      });
    }
    clock.advance(3 * MINUTE);
    const runs = await Promise.all([runPriceJob(t), runPriceJob(t), runPriceJob(t)]);
    expect(runs.reduce((sum, done) => sum + done, 0)).toBe(2);
    const history = await t.db
      .select({ good_id: goodPriceChanges.good_id })
      .from(goodPriceChanges)
      .where(and(inArray(goodPriceChanges.good_id, [apple.id, pear.id]), isNotNull(goodPriceChanges.batch_id)));
    expect(history).toHaveLength(2);
  });
});

describe('sales against the price in force', () => {
  it('says what each sale’s scale should have charged: its zone’s price then, or the PLU record’s discount of it', async () => {
    const { api, user, zone, apple, pear, first, second } = await pricedShop(t);
    await api.put(`/goods/${apple.id}/zones/${zone.id}`, { unit_price: 1500 });
    // A sale a minute before the zone's price was set was rightly at the base price.
    await first.device.post('/api/device/v1/trades', {
      trades: [
        {
          trade_no: 'Z0',
          trade_time: new Date(clock().getTime() - MINUTE).toISOString(),
          plu: 1,
          unit_price: 1001,
          weight_g: 1000,
          total_price: 1001,
          type: 'sale',
        },
      ],
    });
    clock.advance(2 * MINUTE);
    // The pear is a third off from 20:00 to 22:00 China time (12:00–14:00 UTC).
    await t.db.execute(
      `UPDATE goods SET discounts = '[{"start":"20:00","end":"22:00","kind":"percent","value":67}]' WHERE id = ${pear.id}`,
    );
    const sale = (no: string, plu: number, price: number, time: string) => ({
      trade_no: no,
      trade_time: time,
      plu,
      unit_price: price,
      weight_g: 1000,
      total_price: price,
      type: 'sale',
    });
    const day = clock().toISOString().slice(0, 10);
    await first.device.post('/api/device/v1/trades', {
      trades: [
        sale('Z1', 1, 1500, new Date(clock().getTime() - MINUTE).toISOString()),
        sale('Z2', 1, 1001, new Date(clock().getTime() - MINUTE).toISOString()),
      ],
    });
    await second.device.post('/api/device/v1/trades', {
      trades: [
        sale('B1', 2, 671, `${day}T12:30:00Z`),
        sale('B2', 1, 1001, new Date(clock().getTime() - MINUTE).toISOString()),
      ],
    });
    const list = (await t.as(user).get('/api/management/trades?per_page=10')).json().data.list as {
      trade_no: string;
      trade_info: { unit_price: number };
      expected_unit_price: number | null;
    }[];
    const expected = Object.fromEntries(list.map((trade) => [trade.trade_no, trade.expected_unit_price]));
    // On the zone's scale the zone's price; a sale there at the base price is not what it should charge.
    expect(expected).toEqual({ Z0: 1001, Z1: 1500, Z2: 1500, B1: 671, B2: 1001 });
  });
});
