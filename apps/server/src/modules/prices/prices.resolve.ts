import {
  counterPrice,
  discountPeriodSchema,
  ErrorCode,
  PRICE_SOURCES,
  priceProblemOf,
  type setZonePriceBodySchema,
  type WeightUnit,
  STATS_UTC_OFFSET_MS,
} from '@tm/contracts';
import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { ServiceCtx } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { companyScope } from '../../http/scope';
import { goods } from '../goods/goods.table';
import { priceBatches, priceBatchGoods, priceZones, zonePriceChanges } from './prices.table';
import { zoneOfScaleSql } from './prices.zones';

type Out<T extends z.ZodType> = z.output<T>;
type Executor = Pick<Db, 'execute' | 'select' | 'update' | 'insert'>;

/**
 * `effective_price(good, zone, moment)` (migrations 0021, 0029, 0031; docs/prices.md): the one place a price is
 * worked out. `zone` null is a scale in no zone, which sells at the base price.
 */
export const effectivePriceSql = (good: SQLWrapper | number, zone: SQLWrapper | number | null, at: Date | SQLWrapper) =>
  sql`effective_price(${good}::int, ${zone}::int, ${at instanceof Date ? at.toISOString() : at}::timestamptz)`;

/**
 * `effective_price(good, zone, moment).price`, for a column read on many rows (a page of sales, a
 * scale's goods). A good whose price never changed sells at its PLU record's price whatever the
 * moment: no zone price, batch line or markdown names it, and each of its recorded changes (its
 * creation, usually) set that same price. Such a good's price is read at once, and the function runs
 * only for the others: its steps cost about 48 µs a row, these lookups 9 (bench/findings.md).
 */
export const priceInForceSql = (good: SQLWrapper, zone: SQLWrapper | number | null, at: Date | SQLWrapper) =>
  // Aliases no caller's expression uses: `good`, `zone` and `at` are read inside these subqueries.
  sql<number | null>`(SELECT CASE
    WHEN EXISTS (SELECT FROM good_price_changes in_force_c
        WHERE in_force_c.good_id = in_force_g.id
          AND (in_force_c.new_price <> in_force_g.unit_price OR in_force_c.old_price <> in_force_g.unit_price))
      OR EXISTS (SELECT FROM price_batch_goods in_force_i WHERE in_force_i.good_id = in_force_g.id)
      OR EXISTS (SELECT FROM zone_price_changes in_force_z WHERE in_force_z.good_id = in_force_g.id)
    THEN (${effectivePriceSql(sql`in_force_g.id`, zone, at)}).price
    ELSE in_force_g.unit_price END
    FROM goods in_force_g WHERE in_force_g.id = ${good})`;

const count = z.coerce.number().int();
export const effectivePriceRow = z.object({
  price: count,
  regular: count,
  own: count.nullable(),
  source: z.enum(PRICE_SOURCES),
  markdown_id: count.nullable(),
  percent_off: count.nullable(),
});
export type EffectivePriceRow = z.output<typeof effectivePriceRow>;

/** The prices of many goods at one zone and moment, by good id. */
export async function effectivePrices(
  db: Executor,
  goodIds: readonly number[],
  zone: number | null,
  at: Date,
): Promise<Map<number, EffectivePriceRow>> {
  if (goodIds.length === 0) {
    return new Map();
  }
  const rows = await rowsOf(
    db as Db,
    effectivePriceRow.extend({ good_id: count }),
    sql`SELECT g.id AS good_id, ep.* FROM unnest(${sql.param([...new Set(goodIds)])}::int[]) AS g(id),
      LATERAL ${effectivePriceSql(sql`g.id`, zone, at)} AS ep`,
  );
  return new Map(rows.map(({ good_id, ...price }) => [good_id, price]));
}

/** A good's scale-side state changed without its row changing: its change number moves for the scales' sync. */
export async function stampGoods(db: Executor, goodIds: readonly number[]): Promise<void> {
  if (goodIds.length > 0) {
    // The trigger on `goods` stamps a new sync version on any update.
    await db
      .update(goods)
      .set({ last_modified_time: sql`${goods.last_modified_time}` })
      .where(inArray(goods.id, [...new Set(goodIds)]));
  }
}

async function scopedGood(ctx: ServiceCtx, id: number) {
  const [good] = await ctx.db
    .select({
      id: goods.id,
      company_id: goods.company_id,
      plu: goods.plu,
      name: goods.name,
      unit_price: goods.unit_price,
      pricing_mode: goods.pricing_mode,
      weight_unit: goods.weight_unit,
    })
    .from(goods)
    .where(and(eq(goods.id, id), companyScope(ctx.actor, goods)));
  if (!good) {
    throw notFound();
  }
  return good;
}

/** `GET /management/prices/goods/:id`: the good's price at the base and in every zone now, and what is coming. */
export async function goodPrices(ctx: ServiceCtx, id: number) {
  const good = await scopedGood(ctx, id);
  const now = ctx.now();
  const zoneRows = await ctx.db
    .select({ id: priceZones.id, name: priceZones.name })
    .from(priceZones)
    .where(eq(priceZones.company_id, good.company_id))
    .orderBy(asc(priceZones.name), asc(priceZones.id));
  const [base, zones, upcoming] = await Promise.all([
    effectivePrices(ctx.db, [id], null, now),
    Promise.all(
      zoneRows.map(async (zone) => {
        const price = (await effectivePrices(ctx.db, [id], zone.id, now)).get(id);
        if (!price) {
          throw notFound();
        }
        const { own, ...rest } = price;
        return { ...rest, zone_id: zone.id, zone_name: zone.name, override: own };
      }),
    ),
    // One row a batch: its base line first, where it has one.
    ctx.db
      .selectDistinctOn([priceBatches.starts_time, priceBatches.id], {
        batch_id: priceBatches.id,
        name: priceBatches.name,
        kind: priceBatches.kind,
        starts_time: priceBatches.starts_time,
        ends_time: priceBatches.ends_time,
        base: priceBatches.base,
        zone_ids: priceBatches.zone_ids,
        unit_price: priceBatchGoods.unit_price,
        percent_off: priceBatches.percent_off,
      })
      .from(priceBatchGoods)
      .innerJoin(priceBatches, eq(priceBatches.id, priceBatchGoods.batch_id))
      .where(and(eq(priceBatchGoods.good_id, id), inArray(priceBatches.status, ['scheduled', 'active'])))
      .orderBy(asc(priceBatches.starts_time), asc(priceBatches.id), asc(priceBatchGoods.zone_key)),
  ]);
  const basePrice = base.get(id);
  if (!basePrice) {
    throw notFound();
  }
  const { own: _none, ...baseRest } = basePrice;
  return { good, base: baseRest, zones, upcoming };
}

/** Refuses a price a scale cannot sell the good at, naming the field. */
export function assertPriceFits(
  good: { pricing_mode: string; weight_unit: WeightUnit },
  unitPrice: number,
  field: string,
): void {
  const problem = priceProblemOf(good, unitPrice);
  if (problem) {
    throw new AppError(ErrorCode.VALIDATION, { fields: { [field]: problem } });
  }
}

/**
 * `PUT /management/prices/goods/:id/zones/:zoneId`: the zone's own price, from now; `null` takes it
 * away. Recorded as an edit (the history the price resolution reads) and sent to the zone's scales.
 * The route answers with `goodPrices`, read after: that asks its queries side by side, which a
 * caller inside a transaction (the demo's seed) must not do on the transaction's one connection.
 */
export async function setZonePrice(
  ctx: ServiceCtx,
  id: number,
  zoneId: number,
  body: Out<typeof setZonePriceBodySchema>,
): Promise<void> {
  const good = await scopedGood(ctx, id);
  const [zone] = await ctx.db
    .select({ id: priceZones.id })
    .from(priceZones)
    .where(and(eq(priceZones.id, zoneId), eq(priceZones.company_id, good.company_id)));
  if (!zone) {
    throw new AppError(ErrorCode.NOT_FOUND, { fields: { zone_id: 'zone_not_found' } });
  }
  if (body.unit_price !== null) {
    assertPriceFits(good, body.unit_price, 'unit_price');
  }
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = (await effectivePrices(tx, [id], zoneId, now)).get(id);
    if ((before?.own ?? null) === body.unit_price) {
      return;
    }
    await tx.insert(zonePriceChanges).values({
      company_id: good.company_id,
      good_id: id,
      zone_id: zoneId,
      old_price: before?.own ?? null,
      new_price: body.unit_price,
      changed_by: ctx.actor.user_id,
      changed_time: now,
    });
    await stampGoods(tx, [id]);
  });
}

/**
 * The regular price (before markdowns) of each good at one zone over a time range: the price at
 * `from`, then each moment an edit or a change batch moves it, as `effective_price()` gives it.
 * For reading many sales against the price they were sold at without asking once per sale.
 */
export async function regularPriceTimeline(
  db: Executor,
  goodIds: readonly number[],
  zone: number | null,
  from: Date,
  to: Date,
): Promise<Map<number, { at: Date; regular: number }[]>> {
  if (goodIds.length === 0) {
    return new Map();
  }
  const ids = sql.param([...new Set(goodIds)]);
  const range = (column: SQL) =>
    sql`${column} > ${from.toISOString()}::timestamptz AND ${column} <= ${to.toISOString()}::timestamptz`;
  const rows = await rowsOf(
    db as Db,
    z.object({ good_id: count, at: z.coerce.date(), regular: count }),
    sql`WITH moments AS (
        SELECT id AS good_id, ${from.toISOString()}::timestamptz AS at FROM unnest(${ids}::int[]) AS g(id)
        UNION SELECT c.good_id, c.changed_time FROM good_price_changes c
          WHERE c.good_id = ANY (${ids}::int[]) AND ${range(sql`c.changed_time`)}
        UNION SELECT c.good_id, c.changed_time FROM zone_price_changes c
          WHERE c.good_id = ANY (${ids}::int[]) AND c.zone_id = ${zone}::int AND ${range(sql`c.changed_time`)}
        UNION SELECT i.good_id, b.starts_time FROM price_batch_goods i JOIN price_batches b ON b.id = i.batch_id
          WHERE i.good_id = ANY (${ids}::int[]) AND i.zone_key IN (0, coalesce(${zone}::int, 0))
            AND b.kind = 'change' AND b.status <> 'cancelled' AND ${range(sql`b.starts_time`)})
      SELECT m.good_id, m.at, (${effectivePriceSql(sql`m.good_id`, zone, sql`m.at`)}).regular AS regular
      FROM moments m ORDER BY m.good_id, m.at`,
  );
  const timeline = new Map<number, { at: Date; regular: number }[]>();
  for (const row of rows) {
    timeline.set(row.good_id, [...(timeline.get(row.good_id) ?? []), { at: row.at, regular: row.regular }]);
  }
  return timeline;
}

/** The minute of the China day (UTC+8 all year) a moment falls in. */
const chinaMinute = (at: Date) => Math.floor(((at.getTime() + STATS_UTC_OFFSET_MS) % 86_400_000) / 60_000);

const discountsSchema = z.array(discountPeriodSchema);

/**
 * What a sale's scale should have charged at its moment, as two columns of the query that reads the
 * sales: the price of the scale's zone then (its zone now: membership has no history), less a
 * markdown, and the PLU record's time-of-day discounts, which `expectedUnitPrice` applies. In the
 * page's own query rather than a second one: one round trip fewer on every page of the sales list.
 * With a LIMIT, PostgreSQL works them out for the page's rows only, after sorting.
 */
export const expectedPriceColumns = (sale: {
  good_id: SQLWrapper;
  scale_id: SQLWrapper;
  shop_id: SQLWrapper;
  trade_time: SQLWrapper;
}) => ({
  expected_price: sql<number | null>`CASE WHEN ${sale.good_id} IS NOT NULL
    THEN ${priceInForceSql(sale.good_id, zoneOfScaleSql(sale.scale_id, sale.shop_id), sale.trade_time)} END`,
  expected_discounts: sql<unknown>`(SELECT g.discounts FROM goods g WHERE g.id = ${sale.good_id})`,
});

/** The counter price of a sale read with `expectedPriceColumns`; null for a good the company no longer has. */
export function expectedUnitPrice(sale: {
  expected_price: number | null;
  expected_discounts: unknown;
  trade_time: Date;
}): number | null {
  if (sale.expected_price === null || sale.expected_discounts === null) {
    return null;
  }
  return counterPrice(
    sale.expected_price,
    discountsSchema.parse(sale.expected_discounts),
    chinaMinute(sale.trade_time),
  );
}
