import {
  LOW_STOCK_DAYS,
  SALES_RATE_DAYS,
  STOCK_MOVEMENT_KINDS,
  stockDocumentTypeSchema,
  stockUnitOf,
  stockValueFen,
  type exportStockLevelsQuerySchema,
  type Lang,
  type listStockLevelsQuerySchema,
  type listStockMovementsQuerySchema,
  type SheetFormat,
  type StockFlag,
  type StockUnit,
} from '@tm/contracts';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '../../db/rows';
import type { ServiceCtx } from '../../http/context';
import { notFound } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { companyScope } from '../../http/scope';
import { containsText } from '../../http/search';
import { sheetStream, type Cell } from '../../sheets/write-sheet';
import { fileDateStamp } from '../../sheets/sheet-time';
import { assertFeature } from '../companies/features';
import { goods } from '../goods/goods.table';
import { shops } from '../shops/shops.table';
import { stockLevels } from './stock.table';

// What is on hand (docs/stock.md): the levels the ledger keeps, with what is on its way, the rate
// of recent sales and the flags the stock page shows; and a good's stock card, its movements.

type Out<T extends z.ZodType> = z.output<T>;
type Filters = Omit<Out<typeof listStockLevelsQuerySchema>, 'page' | 'per_page'>;

const num = z.coerce.number();
const unitSchema = z.enum(['g', 'piece']);
const levelRowSchema = z.object({
  shop_id: z.int(),
  shop_name: z.string(),
  good_id: z.int(),
  plu: z.int(),
  good_name: z.string(),
  category: z.string(),
  unit: unitSchema,
  on_hand: num,
  unit_cost_fen: z.int(),
  in_transit: num,
  sold: num,
  last_movement_time: z.coerce.date().nullable(),
});
type LevelRow = z.output<typeof levelRowSchema>;

/**
 * The levels the filters select (but the flag), with the in-transit quantity (transfers sent to the
 * shop, not received nor reversed) and what sold over the last SALES_RATE_DAYS days. `flagged`
 * adds `is_negative` and `is_low`.
 */
function levelsSource(ctx: ServiceCtx, filters: Filters): SQL {
  const since = new Date(ctx.now().getTime() - SALES_RATE_DAYS * 86_400_000).toISOString();
  const where = and(
    companyScope(ctx.actor, stockLevels),
    filters.company_id ? eq(stockLevels.company_id, filters.company_id) : undefined,
    filters.shop_id ? eq(stockLevels.shop_id, filters.shop_id) : undefined,
    filters.category ? eq(goods.category, filters.category) : undefined,
    filters.q
      ? or(
          containsText(goods.name, filters.q),
          containsText(goods.item_code, filters.q),
          sql`${goods.plu}::text = ${filters.q}`,
        )
      : undefined,
  );
  return sql`(
    SELECT *,
      on_hand < 0 AS is_negative,
      (on_hand >= 0 AND sold > 0 AND on_hand * ${SALES_RATE_DAYS} < sold * ${LOW_STOCK_DAYS}) AS is_low,
      CASE WHEN on_hand > 0 THEN round(on_hand::numeric * unit_cost_fen / (CASE unit WHEN 'g' THEN 1000 ELSE 1 END)) ELSE 0 END AS value
    FROM (
      SELECT ${stockLevels.shop_id} AS shop_id, ${shops.name} AS shop_name, ${stockLevels.good_id} AS good_id,
        ${goods.plu} AS plu, ${goods.name} AS good_name, ${goods.category} AS category, ${stockLevels.unit} AS unit,
        ${stockLevels.on_hand} AS on_hand, ${stockLevels.unit_cost_fen} AS unit_cost_fen,
        ${stockLevels.last_movement_time} AS last_movement_time,
        coalesce((SELECT sum(dl.quantity) FROM stock_document_lines dl JOIN stock_documents d ON d.id = dl.document_id
          WHERE d.target_shop_id = ${stockLevels.shop_id} AND dl.good_id = ${stockLevels.good_id}
            AND d.status = 'in_transit'
            AND NOT EXISTS (SELECT 1 FROM stock_documents r WHERE r.reverses_id = d.id)), 0) AS in_transit,
        coalesce((SELECT -sum(m.quantity) FROM stock_movements m
          WHERE m.shop_id = ${stockLevels.shop_id} AND m.good_id = ${stockLevels.good_id}
            AND m.kind IN ('sale', 'sale_return') AND m.time >= ${since}::timestamptz), 0) AS sold
      FROM ${stockLevels}
      JOIN ${shops} ON ${shops.id} = ${stockLevels.shop_id}
      JOIN ${goods} ON ${goods.id} = ${stockLevels.good_id}
      WHERE ${where ?? sql`true`}
    ) AS levels
  ) AS flagged`;
}

const flagCondition = (flag: StockFlag | undefined): SQL =>
  flag === 'negative' ? sql`is_negative` : flag === 'low' ? sql`is_low` : sql`true`;

function toLevel(row: LevelRow) {
  const onHand = row.on_hand;
  const sold = Math.max(0, row.sold);
  const daily = sold / SALES_RATE_DAYS;
  const flags: StockFlag[] = [];
  if (onHand < 0) {
    flags.push('negative');
  } else if (daily > 0 && onHand < daily * LOW_STOCK_DAYS) {
    flags.push('low');
  }
  return {
    shop: { id: row.shop_id, name: row.shop_name },
    good_id: row.good_id,
    plu: row.plu,
    good_name: row.good_name,
    category: row.category,
    unit: row.unit,
    on_hand: onHand,
    in_transit: row.in_transit,
    unit_cost_fen: row.unit_cost_fen,
    value_fen: onHand > 0 ? stockValueFen(onHand, row.unit_cost_fen, row.unit) : 0,
    daily_sales: Math.round(daily),
    days_of_cover: daily > 0 ? Math.round((Math.max(onHand, 0) / daily) * 10) / 10 : null,
    flags,
    last_movement_time: row.last_movement_time,
  };
}

/** `GET /api/management/stock/levels`: negative first, then by shop and PLU. */
export async function listLevels(ctx: ServiceCtx, query: Out<typeof listStockLevelsQuerySchema>) {
  assertFeature(ctx.actor, 'stock');
  const { page, per_page: perPage, flag, ...filters } = query;
  const source = levelsSource(ctx, filters);
  const [rows, [meta]] = await Promise.all([
    rowsOf(
      ctx.db,
      levelRowSchema,
      sql`SELECT * FROM ${source} WHERE ${flagCondition(flag)}
        ORDER BY is_negative DESC, shop_id, plu
        LIMIT ${perPage} OFFSET ${pageOffset({ page, per_page: perPage })}`,
    ),
    rowsOf(
      ctx.db,
      z.object({ total: num, value: num, negative: num, low: num }),
      sql`
      SELECT (count(*) FILTER (WHERE ${flagCondition(flag)}))::int AS total,
        coalesce(sum(value) FILTER (WHERE ${flagCondition(flag)}), 0)::bigint AS value,
        (count(*) FILTER (WHERE is_negative))::int AS negative,
        (count(*) FILTER (WHERE is_low))::int AS low
      FROM ${source}`,
    ),
  ]);
  return {
    list: rows.map(toLevel),
    meta: {
      total: meta?.total ?? 0,
      value_fen: meta?.value ?? 0,
      negative_count: meta?.negative ?? 0,
      low_count: meta?.low ?? 0,
    },
  };
}

const EXPORT_BATCH = 2000;

const LEVEL_SHEET = {
  ch: {
    name: '库存',
    file: '库存',
    header: [
      '门店',
      'PLU',
      '商品',
      '分类',
      '单位',
      '库存',
      '在途',
      '成本单价（元）',
      '库存金额（元）',
      '日均销量',
      '可售天数',
      '标记',
    ],
    units: { g: '千克', piece: '件' },
    flags: { negative: '负库存', low: '低库存' },
  },
  en: {
    name: 'Stock',
    file: 'stock',
    header: [
      'Shop',
      'PLU',
      'Good',
      'Category',
      'Unit',
      'On hand',
      'In transit',
      'Unit cost (¥)',
      'Value (¥)',
      'Daily sales',
      'Days of cover',
      'Flags',
    ],
    units: { g: 'kg', piece: 'pcs' },
    flags: { negative: 'Negative', low: 'Low' },
  },
} satisfies Record<Lang, unknown>;

/** A quantity as a sheet shows it: kilograms for goods by weight. */
export const sheetQuantity = (quantity: number, unit: StockUnit) => (unit === 'g' ? quantity / 1000 : quantity);

/** `GET /api/management/stock/levels/export`: the same rows as the list, as a spreadsheet. */
export function exportLevels(ctx: ServiceCtx, query: Out<typeof exportStockLevelsQuerySchema>) {
  assertFeature(ctx.actor, 'stock');
  const { format, flag, ...filters } = query;
  const text = LEVEL_SHEET[ctx.lang];
  async function* batches(): AsyncGenerator<Cell[][]> {
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const rows = await rowsOf(
        ctx.db,
        levelRowSchema,
        sql`SELECT * FROM ${levelsSource(ctx, filters)} WHERE ${flagCondition(flag)}
          ORDER BY shop_id, plu, good_id LIMIT ${EXPORT_BATCH} OFFSET ${offset}`,
      );
      yield rows
        .map(toLevel)
        .map((level) => [
          level.shop.name,
          level.plu,
          level.good_name,
          level.category,
          text.units[level.unit],
          sheetQuantity(level.on_hand, level.unit),
          sheetQuantity(level.in_transit, level.unit),
          level.unit_cost_fen / 100,
          level.value_fen / 100,
          sheetQuantity(level.daily_sales, level.unit),
          level.days_of_cover ?? '',
          level.flags.map((f) => text.flags[f]).join(' '),
        ]);
      if (rows.length < EXPORT_BATCH) {
        return;
      }
    }
  }
  return {
    fileName: `${text.file}-${fileDateStamp(ctx.now())}.${format satisfies SheetFormat}`,
    stream: sheetStream(format, { name: text.name, header: [...text.header], rows: batches() }),
  };
}

const movementRowSchema = z.object({
  id: num,
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  quantity: num,
  unit_cost_fen: z.int(),
  value_fen: num,
  balance: num,
  document_id: z.int().nullable(),
  document_type: stockDocumentTypeSchema.nullable(),
  document_number: z.string().nullable(),
  is_reversal: z.boolean().nullable(),
  trades_count: z.int(),
  time: z.coerce.date(),
  total: num,
});

/** `GET /api/management/stock/movements`: a good's stock card in a shop, newest first. */
export async function stockCard(ctx: ServiceCtx, query: Out<typeof listStockMovementsQuerySchema>) {
  assertFeature(ctx.actor, 'stock');
  const [shop] = await ctx.db
    .select({ id: shops.id, name: shops.name, company_id: shops.company_id })
    .from(shops)
    .where(and(eq(shops.id, query.shop_id), companyScope(ctx.actor, shops)));
  const [good] = shop
    ? await ctx.db
        .select({ id: goods.id, plu: goods.plu, name: goods.name, mode: goods.pricing_mode })
        .from(goods)
        .where(and(eq(goods.id, query.good_id), eq(goods.company_id, shop.company_id)))
    : [];
  if (!shop || !good) {
    throw notFound();
  }
  const [level] = await ctx.db
    .select()
    .from(stockLevels)
    .where(and(eq(stockLevels.shop_id, shop.id), eq(stockLevels.good_id, good.id)));
  // The balance after each movement is the running sum of the card up to it.
  const rows = await rowsOf(
    ctx.db,
    movementRowSchema,
    sql`
    SELECT c.*, d.type AS document_type, d.number AS document_number, d.reverses_id IS NOT NULL AS is_reversal
    FROM (
      SELECT m.id, m.kind, m.quantity, m.unit_cost_fen, m.value_fen, m.document_id, m.trades_count, m.time,
        sum(m.quantity) OVER (ORDER BY m.id) AS balance, count(*) OVER () ::int AS total
      FROM stock_movements m WHERE m.shop_id = ${shop.id} AND m.good_id = ${good.id}
    ) c LEFT JOIN stock_documents d ON d.id = c.document_id
    ORDER BY c.id DESC
    LIMIT ${query.per_page} OFFSET ${pageOffset(query)}`,
  );
  const unit = level?.unit ?? stockUnitOf(good.mode);
  const onHand = Number(level?.on_hand ?? 0);
  const cost = level?.unit_cost_fen ?? 0;
  const total = rows[0]?.total ?? (await countMovements(ctx, shop.id, good.id));
  return {
    shop: { id: shop.id, name: shop.name },
    good: { id: good.id, plu: good.plu, name: good.name, unit },
    on_hand: onHand,
    unit_cost_fen: cost,
    value_fen: onHand > 0 ? stockValueFen(onHand, cost, unit) : 0,
    list: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      quantity: row.quantity,
      unit_cost_fen: row.unit_cost_fen,
      value_fen: row.value_fen,
      balance: row.balance,
      document:
        row.document_id === null || row.document_type === null
          ? null
          : {
              id: row.document_id,
              type: row.document_type,
              number: row.document_number,
              is_reversal: row.is_reversal === true,
            },
      trades_count: row.trades_count,
      time: row.time,
    })),
    meta: { total },
  };
}

/** A page past the last has no row to read the total from. */
async function countMovements(ctx: ServiceCtx, shopId: number, goodId: number) {
  const [row] = await rowsOf(
    ctx.db,
    z.object({ n: num }),
    sql`SELECT count(*)::int AS n FROM stock_movements WHERE shop_id = ${shopId} AND good_id = ${goodId}`,
  );
  return row?.n ?? 0;
}
