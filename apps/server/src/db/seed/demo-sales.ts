import {
  GRAMS_PER_UNIT,
  counterPrice,
  eanCheckDigit,
  pricePerKg,
  type DiscountPeriod,
  type PricingMode,
  type TradePriceUnit,
  type TradeType,
  type WeightUnit,
  STATS_UTC_OFFSET_MS,
} from '@tm/contracts';
import { and, asc, eq, not, sql } from 'drizzle-orm';
import { goods } from '../../modules/goods/goods.table';
import { regularPriceTimeline } from '../../modules/prices/prices.resolve';
import { zoneOfScale } from '../../modules/prices/prices.zones';
import { scaleGoods, scales } from '../../modules/scales/scales.table';
import { foldQueuedTrades } from '../../modules/trades/trades.fold';
import { queueForRollupsCtes } from '../../modules/trades/trades.rollup';
import type { Db } from '../client';

/** How many China calendar days of sales the demo has, ending yesterday. */
export const DEMO_SALES_DAYS = 90;

const DAY_MS = 86_400_000;
const OPENS_AT_HOUR = 7;
/** Rows per INSERT: one array parameter a column. */
const ROWS_PER_INSERT = 5000;

/** Items a counter sells on an ordinary weekday at the start of the history, by the scale's device id. */
const WEEKDAY_ITEMS: Record<string, number> = {
  TMDEMO000001: 150, // the hypermarket's fruit and vegetable scale
  TMDEMO000002: 75, // its meat and seafood counter
  TMDEMO000003: 110, // the community shop's cash register, about fifty tickets
};
const OTHER_SCALE_ITEMS = 120;
/** Scale models that print a ticket: their items are grouped into orders. */
const TICKET_MODELS = new Set(['SY-A']);

/** Relative sales per opening hour, 7:00 to 20:00 China time: morning and after-work peaks. */
const WEEKDAY_HOURS = [0.55, 0.95, 1.1, 0.95, 0.75, 0.45, 0.35, 0.4, 0.55, 0.9, 1.25, 1.1, 0.65, 0.35];
/** Weekends start later and stay busy through the day. */
const WEEKEND_HOURS = [0.3, 0.7, 1.1, 1.2, 0.95, 0.6, 0.5, 0.6, 0.75, 0.95, 1.1, 0.95, 0.6, 0.35];
/** By weekday, Sunday first. */
const WEEKDAY_FACTOR = [1.3, 0.95, 0.93, 0.95, 0.97, 1.08, 1.35];

/** Goods sold only some weeks, by PLU: first and last day of the history (0 is the oldest day). */
const SEASONS: Record<number, [number, number]> = {
  1029: [0, 27], // 临安春笋, off sale now
  2021: [0, 17], // 仙居杨梅, off sale now
  4014: [5, 40], // 大闸蟹, off sale now
  2019: [0, 42], // 奉化水蜜桃
  2026: [10, 58], // 茂名龙眼
  2004: [48, Infinity], // 砂糖橘, in season now
  2015: [62, Infinity], // 建德红颜草莓
  2013: [70, Infinity], // 智利车厘子
};
/** A season opens and closes over about a week. */
const SEASON_RAMP_DAYS = 7;

const CATEGORY_DEMAND: Record<string, number> = {
  蔬菜: 1,
  水果: 0.9,
  肉禽: 0.75,
  水产: 0.55,
  熟食: 0.8,
  烘焙: 0.7,
  干货: 0.2,
};
/** Typical weight of one weighed sale before the price bends it, in grams. */
const CATEGORY_GRAMS: Record<string, number> = { 水果: 700, 肉禽: 450, 水产: 550 };
const DEFAULT_GRAMS = 550;
/** Pieces in one sale of a counted good: 1 to 6, mostly one or two. */
const PIECES = [0.45, 0.27, 0.13, 0.08, 0.04, 0.03];
/** Packs in one sale of a fixed-weight good. */
const PACKS = [0.76, 0.17, 0.04, 0.02, 0.005, 0.005];
/** Items on one ticket: 1 to 5. */
const TICKET_ITEMS = [0.3, 0.28, 0.2, 0.13, 0.09];
const RETURN_SHARE = 0.01;
const VOID_SHARE = 0.003;

type HeldGood = {
  good_id: number;
  plu: number;
  name: string;
  unit_price: number;
  pricing_mode: PricingMode;
  weight_unit: WeightUnit;
  fixed_weight_g: number | null;
  discounts: DiscountPeriod[];
  category: string;
  /** The regular price at the scale over the history (docs/prices.md): from each moment (Unix seconds) on. */
  prices: { from: number; regular: number }[];
};
type DemoScale = { id: number; shop_id: number; model: string; scale_uuid: string; held: HeldGood[] };
type Good = HeldGood & { demand: number; grams: number };

/** A trade as the insert reads it; times in Unix seconds. */
type Row = {
  shop_id: number;
  scale_id: number;
  good_id: number;
  trade_no: string;
  at: number;
  received: number;
  plu: number;
  name: string;
  unit_price: number;
  price_unit: TradePriceUnit;
  weight_g: number | null;
  quantity: number | null;
  total_price: number;
  type: TradeType;
  barcode: string | null;
  ticket_no: string | null;
};

/** mulberry32: small, fast and the same on every start. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** Standard normal (Box-Muller). */
    normal: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
    /** An index of `weights`, which need not sum to 1. */
    pick: (weights: readonly number[]) => {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let r = next() * total;
      for (let i = 0; i < weights.length; i += 1) {
        r -= weights[i] ?? 0;
        if (r < 0) {
          return i;
        }
      }
      return weights.length - 1;
    },
  };
}
type Random = ReturnType<typeof prng>;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** How much a good sells: its category, a share of its own, less the dearer it is. */
function demandOf(good: HeldGood, random: Random): Good {
  const perKg = pricePerKg(good);
  const dearness = good.pricing_mode === 'by_weight' ? perKg / 2000 : good.unit_price / 1000;
  const demand = (CATEGORY_DEMAND[good.category] ?? 0.5) * (0.35 + 1.3 * random.next()) * Math.pow(dearness, -0.35);
  // Dear goods are bought in small amounts, bulky ones priced per kg (melons, cabbages) in big ones.
  const bulky = good.weight_unit === 'kg' ? 1.6 : 1;
  const grams =
    (CATEGORY_GRAMS[good.category] ?? DEFAULT_GRAMS) * bulky * clamp(Math.pow(perKg / 2000, -0.3), 0.35, 1.6);
  return { ...good, demand, grams };
}

/** 0 outside the good's season, rising to 1 over its first week and falling over its last. */
function seasonOf(plu: number, day: number): number {
  const season = SEASONS[plu];
  if (!season) {
    return 1;
  }
  const [first, last] = season;
  if (day < first || day > last) {
    return 0;
  }
  return Math.min(1, (day - first + 1) / SEASON_RAMP_DAYS, (last - day + 1) / SEASON_RAMP_DAYS);
}

/**
 * The unit price charged at `at` (Unix seconds), `minute` of the China day: the regular price at the
 * scale then, or the PLU record's discount of it.
 */
const priceAt = (good: Good, at: number, minute: number): number =>
  counterPrice(good.prices.findLast((step) => step.from <= at)?.regular ?? good.unit_price, good.discounts, minute);

/** One item as the scale prints it: an amount the good is sold in, the total rounded to fen. */
function itemOf(
  good: Good,
  unitPrice: number,
  random: Random,
): Pick<Row, 'price_unit' | 'weight_g' | 'quantity' | 'total_price'> {
  switch (good.pricing_mode) {
    case 'by_weight': {
      const grams = clamp(Math.round((good.grams * Math.exp(0.45 * random.normal())) / 2) * 2, 150, 2500);
      const per = GRAMS_PER_UNIT[good.weight_unit];
      // Half a fen rounds up, as device.service.ts checks totals.
      const total_price = Math.floor((2 * unitPrice * grams + per) / (2 * per));
      return { price_unit: good.weight_unit, weight_g: grams, quantity: null, total_price };
    }
    case 'by_count': {
      const pieces = random.pick(PIECES) + 1;
      return { price_unit: 'pcs', weight_g: null, quantity: pieces, total_price: unitPrice * pieces };
    }
    case 'by_count_fixed_weight': {
      const packs = random.pick(PACKS) + 1;
      const weight_g = packs * (good.fixed_weight_g ?? 0) || null;
      return { price_unit: 'pcs', weight_g, quantity: packs, total_price: unitPrice * packs };
    }
  }
}

/** The EAN-13 price barcode a label scale prints (preset 1: 22, item code, total, check). */
function priceBarcode(plu: number, total: number): string | null {
  if (total > 99_999 || plu > 99_999) {
    return null;
  }
  const digits = `22${pad(plu, 5)}${pad(total, 5)}`;
  return `${digits}${eanCheckDigit(digits)}`;
}

/** A second of the opening hours, by the day's rhythm. */
function secondOfDay(hours: readonly number[], random: Random): number {
  return (OPENS_AT_HOUR + random.pick(hours)) * 3600 + random.between(0, 3599);
}

/** Picks goods by demand with a running total and a binary search. */
function goodPicker(stock: Good[], day: number) {
  const weights = stock.map((good) => good.demand * seasonOf(good.plu, day));
  const cumulative: number[] = [];
  let total = 0;
  for (const weight of weights) {
    total += weight;
    cumulative.push(total);
  }
  return (random: Random): Good => {
    const r = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] ?? 0) > r) {
        high = mid;
      } else {
        low = mid + 1;
      }
    }
    const good = stock[low];
    if (!good) {
      throw new Error('demo scale holds no goods');
    }
    return good;
  };
}

type Sale = { second: number; good: Good; type: TradeType; ticket: number | null };

/** One scale's day: sales at their times (and tickets, on a cash register), in the order made. */
function salesOfDay(scale: DemoScale, stock: Good[], day: number, items: number, weekend: boolean, random: Random) {
  const hours = weekend ? WEEKEND_HOURS : WEEKDAY_HOURS;
  const pickGood = goodPicker(stock, day);
  const typeOf = (): TradeType => {
    const r = random.next();
    return r < RETURN_SHARE ? 'return' : r < RETURN_SHARE + VOID_SHARE ? 'void' : 'sale';
  };
  const sales: Sale[] = [];
  if (TICKET_MODELS.has(scale.model)) {
    const sizes: number[] = [];
    const starts: number[] = [];
    for (let counted = 0; counted < items; counted += sizes.at(-1) ?? 1) {
      sizes.push(random.pick(TICKET_ITEMS) + 1);
      starts.push(secondOfDay(hours, random));
    }
    // One cashier: tickets are numbered through the day, each rung up after the one before, its
    // items seconds apart.
    starts.sort((a, b) => a - b);
    let at = 0;
    starts.forEach((start, i) => {
      at = Math.max(start, at + random.between(20, 90));
      for (let item = 0; item < (sizes[i] ?? 1); item += 1) {
        at += random.between(6, 25);
        const type = typeOf();
        // A return is a customer back at the counter, on no ticket.
        sales.push({ second: at, good: pickGood(random), type, ticket: type === 'return' ? null : i + 1 });
      }
    });
  } else {
    for (let i = 0; i < items; i += 1) {
      sales.push({ second: secondOfDay(hours, random), good: pickGood(random), type: typeOf(), ticket: null });
    }
  }
  const closing = (OPENS_AT_HOUR + hours.length) * 3600 - 1;
  for (const sale of sales) {
    sale.second = Math.min(sale.second, closing);
  }
  return sales.sort((a, b) => a.second - b.second);
}

/** Every sale of the history, oldest first, scale by scale. */
function buildHistory(demoScales: DemoScale[], now: Date): Row[] {
  const random = prng(20_260_101);
  const today = Math.floor((now.getTime() + STATS_UTC_OFFSET_MS) / DAY_MS);
  const goodsOf = new Map(demoScales.map((scale) => [scale.id, scale.held.map((good) => demandOf(good, random))]));
  const rows: Row[] = [];
  for (let day = 0; day < DEMO_SALES_DAYS; day += 1) {
    const chinaDay = today - DEMO_SALES_DAYS + day;
    const date = new Date(chinaDay * DAY_MS);
    const weekday = date.getUTCDay();
    const stamp = date.toISOString().slice(0, 10).replaceAll('-', '');
    const midnight = (chinaDay * DAY_MS - STATS_UTC_OFFSET_MS) / 1000;
    // A slow rise over the quarter; each shop has its good and bad days (weather, a street fair).
    const growth = 0.88 + (0.22 * day) / (DEMO_SALES_DAYS - 1);
    const shopDay = new Map<number, number>();
    for (const scale of demoScales) {
      const stock = goodsOf.get(scale.id) ?? [];
      if (stock.length === 0) {
        continue;
      }
      if (!shopDay.has(scale.shop_id)) {
        shopDay.set(scale.shop_id, clamp(1 + 0.09 * random.normal(), 0.75, 1.25));
      }
      const base = WEEKDAY_ITEMS[scale.scale_uuid] ?? OTHER_SCALE_ITEMS;
      const factor = (WEEKDAY_FACTOR[weekday] ?? 1) * growth * (shopDay.get(scale.shop_id) ?? 1);
      const items = Math.round(base * factor * clamp(1 + 0.04 * random.normal(), 0.9, 1.1));
      const isTicketScale = TICKET_MODELS.has(scale.model);
      const sales = salesOfDay(scale, stock, day, items, weekday === 0 || weekday === 6, random);
      sales.forEach((sale, i) => {
        const at = midnight + sale.second;
        const unitPrice = priceAt(sale.good, at, Math.floor(sale.second / 60));
        const item = itemOf(sale.good, unitPrice, random);
        rows.push({
          shop_id: scale.shop_id,
          scale_id: scale.id,
          good_id: sale.good.good_id,
          trade_no: `${stamp}${pad(i + 1, 5)}`,
          at,
          received: at + random.between(2, 20),
          plu: sale.good.plu,
          name: sale.good.name,
          unit_price: unitPrice,
          ...item,
          type: sale.type,
          barcode: isTicketScale ? null : priceBarcode(sale.good.plu, item.total_price),
          ticket_no: sale.ticket === null ? null : `${stamp}${pad(sale.ticket, 4)}`,
        });
      });
    }
  }
  return rows;
}

/**
 * The demo company's sales of the `DEMO_SALES_DAYS` China days before `now` (never today), on each
 * of its scales over the goods the scale holds, at the goods' prices; then its rollups and tickets,
 * added up as ingest adds them. The same history on every first start, relative to its day.
 */
export async function seedDemoSales(tx: Db, companyId: number, now: Date): Promise<void> {
  const demoScales = await tx
    .select({ id: scales.id, shop_id: scales.shop_id, model: scales.model, scale_uuid: scales.scale_uuid })
    .from(scales)
    .where(eq(scales.company_id, companyId))
    .orderBy(asc(scales.scale_uuid));
  const held = await tx
    .select({
      scale_id: scaleGoods.scale_id,
      good_id: goods.id,
      plu: goods.plu,
      name: goods.name,
      unit_price: goods.unit_price,
      pricing_mode: goods.pricing_mode,
      weight_unit: goods.weight_unit,
      fixed_weight_g: goods.fixed_weight_g,
      discounts: goods.discounts,
      category: goods.category,
    })
    .from(scaleGoods)
    .innerJoin(goods, eq(goods.id, scaleGoods.good_id))
    .where(and(eq(scaleGoods.company_id, companyId), not(scaleGoods.removed)))
    .orderBy(asc(goods.plu));
  // Each scale sells at its price zone's prices, as they were on the day (the price batches of the demo).
  const historyStart = new Date(now.getTime() - (DEMO_SALES_DAYS + 1) * DAY_MS);
  const withPrices: DemoScale[] = [];
  for (const scale of demoScales) {
    const ofScale = held.filter((good) => good.scale_id === scale.id);
    const timeline = await regularPriceTimeline(
      tx,
      ofScale.map((good) => good.good_id),
      await zoneOfScale(tx, scale),
      historyStart,
      now,
    );
    withPrices.push({
      ...scale,
      held: ofScale.map((good) => ({
        ...good,
        prices: (timeline.get(good.good_id) ?? []).map((step) => ({
          from: step.at.getTime() / 1000,
          regular: step.regular,
        })),
      })),
    });
  }
  const rows = buildHistory(withPrices, now);

  // Bulk path (docs/performance.md): INSERT … SELECT FROM unnest, one array a column.
  for (let from = 0; from < rows.length; from += ROWS_PER_INSERT) {
    const batch = rows.slice(from, from + ROWS_PER_INSERT);
    const col = <K extends keyof Row>(key: K) => sql.param(batch.map((row) => row[key]));
    await tx.execute(sql`
      INSERT INTO trades (company_id, shop_id, scale_id, good_id, trade_no, trade_time, plu, name, unit_price,
        price_unit, weight_g, quantity, total_price, type, barcode, ticket_no, flagged, received_time)
      SELECT ${companyId}::int, r.shop_id, r.scale_id, r.good_id, r.trade_no, to_timestamp(r.at), r.plu, r.name,
        r.unit_price, r.price_unit, r.weight_g, r.quantity, r.total_price, r.type, r.barcode, r.ticket_no, false,
        to_timestamp(r.received)
      FROM unnest(${col('shop_id')}::int[], ${col('scale_id')}::int[], ${col('good_id')}::int[],
        ${col('trade_no')}::text[], ${col('at')}::bigint[], ${col('received')}::bigint[], ${col('plu')}::int[],
        ${col('name')}::text[], ${col('unit_price')}::int[], ${col('price_unit')}::text[], ${col('weight_g')}::int[],
        ${col('quantity')}::int[], ${col('total_price')}::int[], ${col('type')}::text[], ${col('barcode')}::text[],
        ${col('ticket_no')}::text[])
        AS r(shop_id, scale_id, good_id, trade_no, at, received, plu, name, unit_price, price_unit, weight_g, quantity,
          total_price, type, barcode, ticket_no)`);
  }

  // Queued and folded as an upload's sales are (trades.fold.ts), every ticket new.
  const demoTrades = sql`(SELECT * FROM trades WHERE company_id = ${companyId}::int)`;
  await tx.execute(
    sql`WITH inserted AS (SELECT * FROM ${demoTrades} AS t), ${queueForRollupsCtes(sql`inserted`)} SELECT 1`,
  );
  await foldQueuedTrades(tx);
  await tx.execute(sql`ANALYZE trades`);
}
