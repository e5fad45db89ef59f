import {
  createStockDocumentBodySchema,
  createSupplierBodySchema,
  pricePerKg,
  type CreateStockDocumentBody,
  type StockLineBody,
} from '@tm/contracts';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { ServiceCtx } from '../../http/context';
import { companies } from '../../modules/companies/companies.table';
import { goods } from '../../modules/goods/goods.table';
import { createDocument, updateDocument } from '../../modules/stock/stock.documents';
import { postDocument, receiveTransfer, reverseDocument } from '../../modules/stock/stock.posting';
import { stockSaleCtes } from '../../modules/stock/stock.sales';
import { createSupplier, updateSupplier } from '../../modules/stock/stock.suppliers';
import { trades } from '../../modules/trades/trades.table';
import type { Db } from '../client';
import { beijing } from './demo-prices';

const DAY = 86_400_000;

type Good = {
  id: number;
  plu: number;
  category: string;
  unit_price: number;
  pricing_mode: string;
  weight_unit: string;
};

/**
 * How much of two weeks' sales a good's first delivery brought: most goods plenty, one in eleven
 * short, so that they end the two weeks low or below zero.
 */
const coverFactor = (plu: number) => (plu % 11 === 0 ? 0.9 + (plu % 5) / 20 : 1.2 + ((plu * 53) % 80) / 100);
/** A supplier's price: about 62% of the selling price, per kilogram or piece. */
const purchasePrice = (good: Good) =>
  Math.round(
    pricePerKg({
      unit_price: good.unit_price,
      pricing_mode: good.pricing_mode,
      weight_unit: good.weight_unit === '500g' || good.weight_unit === '100g' ? good.weight_unit : 'kg',
    }) * 0.62,
  );
/** A delivered quantity: whole 100 g for goods by weight, whole pieces otherwise. */
const delivered = (good: Good, quantity: number) =>
  good.pricing_mode === 'by_weight'
    ? Math.max(100, Math.round(quantity / 100) * 100)
    : Math.max(1, Math.round(quantity));

const SUPPLIERS = [
  {
    name: '杭州勾庄蔬菜批发 张记',
    contact_person: '张卫东',
    phone_number: '13805710001',
    tax_number: '92330110MA2H3K7X1N',
    bank: ['农业银行杭州余杭支行', '6228 4803 1234 5678 019'],
    categories: ['蔬菜'],
  },
  {
    name: '浙江四季果品有限公司',
    contact_person: '陈芳',
    phone_number: '13805710002',
    tax_number: '91330106MA27Y8QJ5C',
    bank: ['招商银行杭州分行', '5719 0123 4567 801'],
    categories: ['水果'],
  },
  {
    name: '舟山海鲜直供',
    contact_person: '林海',
    phone_number: '13805710003',
    tax_number: '91330900MA2A1B2C3D',
    bank: ['浙江舟山农商银行', '2010 0000 8888 6666'],
    categories: ['水产', '肉禽'],
  },
  {
    name: '杭州老字号食品厂',
    contact_person: '吴师傅',
    phone_number: '13805710004',
    tax_number: '91330102143012345X',
    bank: ['工商银行杭州解放路支行', '1202 0212 0990 0123 456'],
    categories: ['熟食', '烘焙', '干货'],
  },
] as const;

/**
 * The demo company's stock (docs/stock.md), posted through the stock services day by day over the
 * last two weeks and a half: purchase orders and the receipts that filled them (one only in part),
 * receipts without an order, a loss and its reversal, transfers between the two shops (one still
 * on its way), a purchase return, a stocktake, and a stocktake being counted. Between the
 * documents, each day's demo sales take stock out as uploads would have, so the stock page shows
 * days of cover, low and negative stock.
 */
export async function seedDemoStock(
  tx: Db,
  companyId: number,
  shops: { wensan: number; xixi: number },
  userId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(companies)
    .set({ features: sql`array_append(${companies.features}, 'stock')` })
    .where(eq(companies.id, companyId));
  const actor = {
    user_id: userId,
    session_id: 0,
    role_type: 'USER' as const,
    company_id: companyId,
    company_role: 'ADMIN' as const,
    features: ['stock' as const],
  };
  // `hour` o'clock of the China day `days` before today's, counted from China's midnight: between
  // midnight and 08:00 China time the UTC date is still yesterday's.
  const daysAgo = (days: number, hour = 9) => {
    const at = beijing(new Date(now.getTime() - days * DAY), hour);
    return at.getTime() > now.getTime() ? now : at;
  };
  const at = (days: number, hour?: number): ServiceCtx => ({
    db: tx,
    actor,
    lang: 'ch',
    now: () => daysAgo(days, hour),
  });

  const supplierIds = new Map<string, number>();
  for (const supplier of SUPPLIERS) {
    const body = createSupplierBodySchema.parse({
      name: supplier.name,
      contact_person: supplier.contact_person,
      phone_number: supplier.phone_number,
      address: '浙江省杭州市',
      tax_number: supplier.tax_number,
      bank_name: supplier.bank[0],
      bank_account: supplier.bank[1],
    });
    const created = await createSupplier(at(30), body);
    for (const category of supplier.categories) {
      supplierIds.set(category, created.id);
    }
  }
  const retired = await createSupplier(at(30), createSupplierBodySchema.parse({ name: '城西农贸（已停止合作）' }));
  await updateSupplier(at(20), retired.id, { status: 'disabled' });

  const assortment: Good[] = await tx
    .select({
      id: goods.id,
      plu: goods.plu,
      category: goods.category,
      unit_price: goods.unit_price,
      pricing_mode: goods.pricing_mode,
      weight_unit: goods.weight_unit,
    })
    .from(goods)
    .where(eq(goods.company_id, companyId));
  const byId = new Map(assortment.map((good) => [good.id, good]));

  // Two weeks of each shop's sales of each good, in stock units: what the first deliveries cover.
  const since = daysAgo(14, 0);
  const sold = await tx
    .select({
      shop_id: trades.shop_id,
      good_id: trades.good_id,
      quantity: sql<string>`sum(CASE WHEN ${goods.pricing_mode} = 'by_weight' THEN ${trades.weight_g} ELSE ${trades.quantity} END)`,
    })
    .from(trades)
    .innerJoin(goods, eq(goods.id, trades.good_id))
    .where(and(eq(trades.company_id, companyId), gte(trades.trade_time, since), eq(trades.type, 'sale')))
    .groupBy(trades.shop_id, trades.good_id);
  const deliveries = (shopId: number, categories: readonly string[]) =>
    sold
      .map((row) => ({ row, good: row.good_id === null ? undefined : byId.get(row.good_id) }))
      .filter(({ row, good }) => row.shop_id === shopId && good !== undefined && categories.includes(good.category))
      .flatMap(({ row, good }) =>
        good ? [{ good, quantity: delivered(good, Number(row.quantity) * coverFactor(good.plu)) }] : [],
      );
  const priced = (lines: { good: Good; quantity: number }[]): StockLineBody[] =>
    lines.map(({ good, quantity }) => ({ good_id: good.id, quantity, unit_cost_fen: purchasePrice(good) }));

  const post = async (ctx: ServiceCtx, body: CreateStockDocumentBody, allowNegative = false) => {
    const draft = await createDocument(ctx, createStockDocumentBodySchema.parse(body));
    return postDocument(ctx, draft.id, { allow_negative: allowNegative });
  };

  // Orders two weeks and two days ago, received the next morning: vegetables for Wensan Road in
  // full, fruit for Xixi in part (the grapes and some of the citrus come later).
  const vegetables = deliveries(shops.wensan, ['蔬菜']);
  const fruit = deliveries(shops.xixi, ['水果']);
  const vegOrder = await post(at(16, 15), {
    type: 'purchase_order',
    shop_id: shops.wensan,
    supplier_id: supplierIds.get('蔬菜') ?? null,
    expected_date: daysAgo(15).toISOString().slice(0, 10),
    lines: priced(vegetables),
  });
  const fruitOrder = await post(at(16, 16), {
    type: 'purchase_order',
    shop_id: shops.xixi,
    supplier_id: supplierIds.get('水果') ?? null,
    expected_date: daysAgo(15).toISOString().slice(0, 10),
    notes: '车厘子、葡萄次日到',
    lines: priced(fruit.map(({ good, quantity }) => ({ good, quantity: delivered(good, quantity * 1.2) }))),
  });
  const vegReceipt = await post(at(15, 7), {
    type: 'receipt',
    shop_id: shops.wensan,
    supplier_id: vegOrder.supplier?.id ?? null,
    order_id: vegOrder.id,
    lines: vegOrder.lines.map((line) => ({
      good_id: line.good_id,
      quantity: line.quantity ?? 0,
      unit_cost_fen: line.unit_cost_fen ?? 0,
      order_line_id: line.id,
    })),
  });
  await post(at(15, 7), {
    type: 'receipt',
    shop_id: shops.xixi,
    supplier_id: fruitOrder.supplier?.id ?? null,
    order_id: fruitOrder.id,
    lines: fruit.map(({ good, quantity }) => ({
      good_id: good.id,
      quantity,
      unit_cost_fen: purchasePrice(good),
      order_line_id: fruitOrder.lines.find((line) => line.good_id === good.id)?.id ?? null,
    })),
  });
  // Everything else came without an order.
  for (const [shopId, categories] of [
    [shops.wensan, ['水果', '肉禽', '水产', '干货']],
    [shops.xixi, ['蔬菜', '肉禽', '水产', '熟食', '烘焙', '干货']],
  ] as const) {
    for (const supplier of SUPPLIERS) {
      const lines = deliveries(
        shopId,
        supplier.categories.filter((category) => (categories as readonly string[]).includes(category)),
      );
      if (lines.length > 0) {
        await post(at(15, 8), {
          type: 'receipt',
          shop_id: shopId,
          supplier_id: supplierIds.get(supplier.categories[0]) ?? null,
          lines: priced(lines),
        });
      }
    }
  }

  const goodOf = (category: string, index = 0) => assortment.filter((good) => good.category === category)[index];
  const steps: Record<number, () => Promise<void>> = {
    10: async () => {
      const leafy = goodOf('蔬菜');
      if (leafy) {
        await post(at(10, 21), {
          type: 'loss',
          shop_id: shops.wensan,
          loss_reason: 'spoilage',
          notes: '夜间冷柜温度过高',
          lines: [{ good_id: leafy.id, quantity: 1200 }],
        });
        const wrong = await post(at(10, 21), {
          type: 'loss',
          shop_id: shops.wensan,
          loss_reason: 'damage',
          lines: [{ good_id: leafy.id, quantity: 1200 }],
        });
        await reverseDocument(at(10, 22), wrong.id, { notes: '重复录入', allow_negative: false });
      }
    },
    7: async () => {
      const apples = fruit.slice(0, 2);
      if (apples.length > 0) {
        const transfer = await post(
          at(7, 14),
          {
            type: 'transfer',
            shop_id: shops.xixi,
            target_shop_id: shops.wensan,
            notes: '文三路店水果补货',
            lines: apples.map(({ good }) => ({ good_id: good.id, quantity: delivered(good, 3000) })),
          },
          true,
        );
        await receiveTransfer(at(7, 17), transfer.id);
      }
    },
    5: async () => {
      const line = vegReceipt.lines[1] ?? vegReceipt.lines[0];
      if (line) {
        await post(
          at(5, 10),
          {
            type: 'purchase_return',
            shop_id: shops.wensan,
            supplier_id: vegReceipt.supplier?.id ?? null,
            receipt_id: vegReceipt.id,
            notes: '叶子发黄，退回供应商',
            lines: [
              {
                good_id: line.good_id,
                quantity: Math.min(line.quantity ?? 0, 2000),
                unit_cost_fen: line.unit_cost_fen ?? 0,
                receipt_line_id: line.id,
              },
            ],
          },
          true,
        );
      }
    },
    3: async () => {
      const count = await createDocument(
        at(3, 21),
        createStockDocumentBodySchema.parse({
          type: 'stocktake',
          shop_id: shops.wensan,
          category: '水果',
          notes: '月中水果盘点',
        }),
      );
      await updateDocument(at(3, 21), count.id, {
        lines: count.lines.map((line, i) => ({
          good_id: line.good_id,
          counted_quantity: Math.max(0, (line.book_quantity ?? 0) - (i % 3 === 0 ? (line.unit === 'g' ? 350 : 1) : 0)),
          note: '',
        })),
      });
      await postDocument(at(3, 22), count.id, { allow_negative: false });
    },
    2: async () => {
      await post(at(2, 15), {
        type: 'purchase_order',
        shop_id: shops.wensan,
        supplier_id: supplierIds.get('蔬菜') ?? null,
        expected_date: new Date(now.getTime() + DAY).toISOString().slice(0, 10),
        notes: '周末备货',
        lines: priced(vegetables.slice(0, 6)),
      });
    },
    1: async () => {
      const citrus = fruit.slice(2, 4);
      if (citrus.length > 0) {
        await post(
          at(1, 16),
          {
            type: 'transfer',
            shop_id: shops.xixi,
            target_shop_id: shops.wensan,
            lines: citrus.map(({ good }) => ({ good_id: good.id, quantity: delivered(good, 2000) })),
          },
          true,
        );
      }
    },
    0: async () => {
      const count = await createDocument(
        at(0, 8),
        createStockDocumentBodySchema.parse({
          type: 'stocktake',
          shop_id: shops.xixi,
          category: '水产',
          notes: '早班盘点中',
        }),
      );
      await updateDocument(at(0, 8), count.id, {
        lines: count.lines.slice(0, 2).map((line) => ({
          good_id: line.good_id,
          counted_quantity: Math.max(0, line.book_quantity ?? 0),
          note: '',
        })),
      });
    },
  };

  // Day by day: that day's documents, then that day's sales out of stock as ingest takes them.
  for (let day = 14; day >= 0; day -= 1) {
    await steps[day]?.();
    const from = daysAgo(day, 0);
    const to = day === 0 ? now : daysAgo(day - 1, 0);
    const dayTrades = sql`(SELECT * FROM ${trades} WHERE ${and(
      eq(trades.company_id, companyId),
      gte(trades.trade_time, from),
      lt(trades.trade_time, to),
      inArray(trades.type, ['sale', 'return']),
    )})`;
    await tx.execute(
      sql`WITH day_trades AS ${dayTrades}, ${stockSaleCtes(sql`day_trades`, sql`${new Date(to.getTime() - 60_000).toISOString()}::timestamptz`)} SELECT 1`,
    );
  }
}
