import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { shopWithScales } from '../../../test/scale-fixtures';
import { companies } from '../companies/companies.table';
import { stockApi, stockCompany } from '../../../test/stock-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** On hand per shop × good as the levels keep it, and as the sum of the ledger's movements. */
async function ledgerOf(companyId: number) {
  const result = (await t.db.execute(sql`
    SELECT l.shop_id, l.good_id, l.on_hand::bigint AS on_hand,
      (SELECT coalesce(sum(m.quantity), 0)::bigint FROM stock_movements m
        WHERE m.shop_id = l.shop_id AND m.good_id = l.good_id) AS moved
    FROM stock_levels l WHERE l.company_id = ${companyId} ORDER BY 1, 2`)) as {
    rows: { shop_id: number; good_id: number; on_hand: string | number; moved: string | number }[];
  };
  return result.rows.map((r) => ({
    key: `${r.shop_id}:${r.good_id}`,
    on_hand: Number(r.on_hand),
    moved: Number(r.moved),
  }));
}

/** Sales of a company with the stock feature take stock out. */
const turnStockOn = (companyId: number) =>
  t.db
    .update(companies)
    .set({ features: sql`array_append(${companies.features}, 'stock')` })
    .where(eq(companies.id, companyId));

type Op =
  | { kind: 'receipt' | 'loss' | 'return'; shop: 0 | 1; good: 0 | 1; quantity: number; price: number }
  | { kind: 'transfer'; from: 0 | 1; good: 0 | 1; quantity: number; receive: boolean }
  | { kind: 'count'; shop: 0 | 1; good: 0 | 1; counted: number }
  | { kind: 'reverse'; pick: number };

const shopIndex = fc.constantFrom<0 | 1>(0, 1);
const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constantFrom<'receipt' | 'loss' | 'return'>('receipt', 'loss', 'return'),
    shop: shopIndex,
    good: shopIndex,
    quantity: fc.integer({ min: 1, max: 5000 }),
    price: fc.integer({ min: 0, max: 3000 }),
  }),
  fc.record({
    kind: fc.constant<'transfer'>('transfer'),
    from: shopIndex,
    good: shopIndex,
    quantity: fc.integer({ min: 1, max: 3000 }),
    receive: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant<'count'>('count'),
    shop: shopIndex,
    good: shopIndex,
    counted: fc.integer({ min: 0, max: 8000 }),
  }),
  fc.record({ kind: fc.constant<'reverse'>('reverse'), pick: fc.nat() }),
);

describe('the ledger', () => {
  it('equals on hand after any mix of postings and reversals, and on hand equals a replay of them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArbitrary, { minLength: 1, maxLength: 12 }), async (ops) => {
        const { company, api, shop, other, apple, milk, supplier } = await stockCompany(t);
        const shopIds = [shop.id, other.id] as const;
        const goods = [apple, milk] as const;
        const model = new Map<string, number>();
        const add = (shopId: number, goodId: number, quantity: number) =>
          model.set(`${shopId}:${goodId}`, (model.get(`${shopId}:${goodId}`) ?? 0) + quantity);
        // What each posted document did, so that its reversal is replayed as its opposite.
        const posted: { id: number; moves: [number, number, number][] }[] = [];
        for (const op of ops) {
          switch (op.kind) {
            case 'receipt':
            case 'loss':
            case 'return': {
              const good = goods[op.good];
              const shopId = shopIds[op.shop];
              const type = op.kind === 'receipt' ? 'receipt' : op.kind === 'loss' ? 'loss' : 'purchase_return';
              const doc = await api.posted(
                {
                  type,
                  shop_id: shopId,
                  supplier_id: type === 'loss' ? null : supplier.id,
                  loss_reason: type === 'loss' ? 'damage' : null,
                  lines: [
                    { good_id: good.id, quantity: op.quantity, unit_cost_fen: type === 'loss' ? undefined : op.price },
                  ],
                },
                { allow_negative: true },
              );
              const sign = op.kind === 'receipt' ? 1 : -1;
              add(shopId, good.id, sign * op.quantity);
              posted.push({ id: doc.id, moves: [[shopId, good.id, sign * op.quantity]] });
              break;
            }
            case 'transfer': {
              const good = goods[op.good];
              const from = shopIds[op.from];
              const to = shopIds[op.from === 0 ? 1 : 0];
              const doc = await api.posted(
                {
                  type: 'transfer',
                  shop_id: from,
                  target_shop_id: to,
                  lines: [{ good_id: good.id, quantity: op.quantity }],
                },
                { allow_negative: true },
              );
              add(from, good.id, -op.quantity);
              const moves: [number, number, number][] = [[from, good.id, -op.quantity]];
              if (op.receive) {
                expect((await api.post(`/documents/${doc.id}/receive`)).statusCode).toBe(200);
                add(to, good.id, op.quantity);
                moves.push([to, good.id, op.quantity]);
              }
              posted.push({ id: doc.id, moves });
              break;
            }
            case 'count': {
              const good = goods[op.good];
              const shopId = shopIds[op.shop];
              const sheet = (await api.post('/documents', { type: 'stocktake', shop_id: shopId })).json().data;
              await api.put(`/documents/${sheet.id}`, { lines: [{ good_id: good.id, counted_quantity: op.counted }] });
              expect((await api.post(`/documents/${sheet.id}/post`)).statusCode).toBe(200);
              const before = model.get(`${shopId}:${good.id}`) ?? 0;
              add(shopId, good.id, op.counted - before);
              posted.push({ id: sheet.id, moves: [[shopId, good.id, op.counted - before]] });
              break;
            }
            case 'reverse': {
              if (posted.length === 0) {
                break;
              }
              const [doc] = posted.splice(op.pick % posted.length, 1);
              if (!doc) {
                break;
              }
              const res = await api.post(`/documents/${doc.id}/reverse`, { allow_negative: true });
              expect(res.statusCode, res.body).toBe(200);
              for (const [shopId, goodId, quantity] of doc.moves) {
                add(shopId, goodId, -quantity);
              }
              break;
            }
          }
        }
        for (const row of await ledgerOf(company.id)) {
          expect(row.on_hand, row.key).toBe(row.moved);
          expect(row.on_hand, row.key).toBe(model.get(row.key) ?? 0);
        }
      }),
      { numRuns: 8 },
    );
  }, 120_000);
});

describe('two clerks at once', () => {
  it('never loses an update: concurrent postings on one good all count, with numbers in order and no gaps', async () => {
    const { company, api, shop, other, apple, supplier } = await stockCompany(t);
    const drafts = [];
    for (let i = 0; i < 24; i += 1) {
      const body =
        i % 3 === 0
          ? { type: 'loss', shop_id: shop.id, loss_reason: 'spoilage', lines: [{ good_id: apple.id, quantity: 100 }] }
          : i % 3 === 1
            ? {
                type: 'receipt',
                shop_id: shop.id,
                supplier_id: supplier.id,
                lines: [{ good_id: apple.id, quantity: 1000, unit_cost_fen: 500 + i }],
              }
            : {
                type: 'transfer',
                shop_id: shop.id,
                target_shop_id: other.id,
                lines: [{ good_id: apple.id, quantity: 200 }],
              };
      drafts.push((await api.post('/documents', body)).json().data.id as number);
    }
    // Every draft posted twice at once: one of each pair wins, the other is told it is posted.
    const answers = await Promise.all(
      [...drafts, ...drafts].map((id) => api.post(`/documents/${id}/post`, { allow_negative: true })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(drafts.length);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(drafts.length);
    const ledger = await ledgerOf(company.id);
    const sending = ledger.find((row) => row.key === `${shop.id}:${apple.id}`);
    // 8 losses of 100 g, 8 receipts of 1 kg, 8 transfers of 200 g.
    expect(sending).toEqual({ key: `${shop.id}:${apple.id}`, on_hand: 8 * 1000 - 8 * 100 - 8 * 200, moved: 5600 });
    for (const type of ['loss', 'receipt', 'transfer']) {
      const numbers = (await api.get(`/documents?type=${type}&per_page=100`))
        .json()
        .data.list.map((d: { number: string }) => Number(d.number.slice(2)));
      expect(numbers.sort((a: number, b: number) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    }
  }, 60_000);
});

describe('sales and postings at once', () => {
  it('lose no update when scales upload while a clerk posts receipts of the same good', async () => {
    const { user, shop, apple, first, second } = await shopWithScales(t);
    await turnStockOn(shop.company_id);
    const api = stockApi(t, user);
    const supplier = (await api.post('/suppliers', { name: '同时供应商' })).json().data as { id: number };
    const drafts = [];
    for (let i = 0; i < 10; i += 1) {
      const body = {
        type: 'receipt',
        shop_id: shop.id,
        supplier_id: supplier.id,
        lines: [{ good_id: apple.id, quantity: 2000, unit_cost_fen: 600 }],
      };
      drafts.push((await api.post('/documents', body)).json().data.id as number);
    }
    const sale = (scale: string, i: number) => ({
      trade_no: `${scale}-${i}`,
      trade_time: '2026-11-24T02:00:00Z',
      plu: 1,
      unit_price: 1001,
      weight_g: 300,
      total_price: 300,
      type: 'sale',
    });
    const uploads = [first, second].flatMap((scale, s) =>
      Array.from({ length: 10 }, (_, batch) =>
        scale.device.post('/api/device/v1/trades', {
          trades: Array.from({ length: 5 }, (_, i) => sale(`C${s}`, batch * 5 + i)),
        }),
      ),
    );
    const answers = await Promise.all([...drafts.map((id) => api.post(`/documents/${id}/post`, {})), ...uploads]);
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    // 10 receipts of 2 kg, 100 sales of 300 g.
    expect(await ledgerOf(shop.company_id)).toEqual([
      { key: `${shop.id}:${apple.id}`, on_hand: 20_000 - 30_000, moved: -10_000 },
    ]);
  }, 60_000);
});

describe('sales uploaded by scales', () => {
  it('take stock out exactly once, even when a batch is sent again; returns put it back; voids do nothing', async () => {
    const { shop, apple, first } = await shopWithScales(t);
    await turnStockOn(shop.company_id);
    const batch = {
      trades: [
        {
          trade_no: 'S1',
          trade_time: '2026-11-24T02:00:00Z',
          plu: 1,
          unit_price: 1001,
          weight_g: 1500,
          total_price: 1502,
          type: 'sale',
        },
        {
          trade_no: 'S2',
          trade_time: '2026-11-24T02:01:00Z',
          plu: 1,
          unit_price: 1001,
          weight_g: 250,
          total_price: 250,
          type: 'sale',
        },
        {
          trade_no: 'S3',
          trade_time: '2026-11-24T02:02:00Z',
          plu: 1,
          unit_price: 1001,
          weight_g: 500,
          total_price: 501,
          type: 'return',
        },
        {
          trade_no: 'S4',
          trade_time: '2026-11-24T02:03:00Z',
          plu: 1,
          unit_price: 1001,
          weight_g: 900,
          total_price: 901,
          type: 'void',
        },
        {
          trade_no: 'S5',
          trade_time: '2026-11-24T02:04:00Z',
          plu: 77,
          unit_price: 100,
          weight_g: 900,
          total_price: 90,
          type: 'sale',
        },
      ],
    };
    const stored = await first.device.post('/api/device/v1/trades', batch);
    expect(stored.json().data?.accepted, stored.body).toBe(5);
    expect((await first.device.post('/api/device/v1/trades', batch)).json().data).toMatchObject({
      accepted: 0,
      duplicates: 5,
    });
    const ledger = await ledgerOf(shop.company_id);
    expect(ledger).toEqual([{ key: `${shop.id}:${apple.id}`, on_hand: -1250, moved: -1250 }]);
    const movements = (await t.db.execute(
      sql`SELECT kind, quantity::int AS quantity, trades_count FROM stock_movements WHERE shop_id = ${shop.id} ORDER BY kind`,
    )) as { rows: unknown[] };
    expect(movements.rows).toEqual([
      { kind: 'sale', quantity: -1750, trades_count: 2 },
      { kind: 'sale_return', quantity: 500, trades_count: 1 },
    ]);
  });

  it('value each good’s sales and returns at that good’s cost in the shop', async () => {
    const { user, shop, apple, pear, first } = await shopWithScales(t);
    await turnStockOn(shop.company_id);
    const api = stockApi(t, user);
    const supplier = (await api.post('/suppliers', { name: '估值供应商' })).json().data as { id: number };
    const receipt = await api.post('/documents', {
      type: 'receipt',
      shop_id: shop.id,
      supplier_id: supplier.id,
      lines: [
        { good_id: apple.id, quantity: 10_000, unit_cost_fen: 600 },
        { good_id: pear.id, quantity: 10_000, unit_cost_fen: 450 },
      ],
    });
    expect((await api.post(`/documents/${receipt.json().data.id}/post`, {})).statusCode).toBe(200);
    const record = (no: string, plu: number, weight_g: number, type: 'sale' | 'return') => ({
      trade_no: no,
      trade_time: '2026-11-24T02:00:00Z',
      plu,
      unit_price: 1000 + plu,
      weight_g,
      total_price: Math.round(((1000 + plu) * weight_g) / 1000),
      type,
    });
    const stored = await first.device.post('/api/device/v1/trades', {
      trades: [
        record('V1', 1, 1500, 'sale'),
        record('V2', 2, 2000, 'sale'),
        record('V3', 2, 333, 'return'),
        record('V4', 1, 250, 'sale'),
      ],
    });
    expect(stored.json().data?.accepted, stored.body).toBe(4);
    const movements = (await t.db.execute(sql`
      SELECT good_id, kind, quantity::int AS quantity, unit_cost_fen, value_fen::int AS value_fen
      FROM stock_movements WHERE shop_id = ${shop.id} AND kind IN ('sale', 'sale_return') ORDER BY good_id, kind`)) as {
      rows: unknown[];
    };
    expect(movements.rows).toEqual([
      { good_id: apple.id, kind: 'sale', quantity: -1750, unit_cost_fen: 600, value_fen: -1050 },
      { good_id: pear.id, kind: 'sale', quantity: -2000, unit_cost_fen: 450, value_fen: -900 },
      { good_id: pear.id, kind: 'sale_return', quantity: 333, unit_cost_fen: 450, value_fen: 150 },
    ]);
  });

  it('move no stock for a company without the stock feature', async () => {
    const { shop, first } = await shopWithScales(t);
    await first.device.post('/api/device/v1/trades', {
      trades: [
        {
          trade_no: 'N1',
          trade_time: '2026-11-24T02:00:00Z',
          plu: 1,
          unit_price: 1001,
          weight_g: 1000,
          total_price: 1001,
          type: 'sale',
        },
      ],
    });
    expect(await ledgerOf(shop.company_id)).toEqual([]);
  });
});
