import {
  SCALE_DIFFERENCES_SHOWN,
  SOLD_PRICE_DAYS,
  type ScaleDifference,
  type scaleHoldingsBodySchema,
} from '@tm/contracts';
import { and, asc, eq, gt, not, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx, PublicCtx } from '../../http/context';
import { isPending } from '../deliveries/deliveries.service';
import type { DeviceScale } from '../device/device-auth';
import { goods } from '../goods/goods.table';
import { scaleGoods } from '../scales/scales.table';
import { scopedScale } from '../scales/scales.service';
import { priceInForceSql } from '../prices/prices.resolve';
import { zoneOfScale } from '../prices/prices.zones';
import { trades } from '../trades/trades.table';
import { scaleHoldingReports, scaleHoldings } from './scale-compare.table';

type Out<T extends z.ZodType> = z.output<T>;

/** `POST /api/device/v1/holdings`: the scale's report of what it holds replaces the last one. */
export async function reportHoldings(ctx: PublicCtx, scale: DeviceScale, body: Out<typeof scaleHoldingsBodySchema>) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.delete(scaleHoldings).where(eq(scaleHoldings.scale_id, scale.id));
    if (body.goods.length) {
      await tx.execute(sql`
        INSERT INTO ${scaleHoldings} (scale_id, plu, unit_price, name)
        SELECT ${scale.id}, h.plu, h.unit_price, h.name
          FROM jsonb_to_recordset(${JSON.stringify(body.goods)}::jsonb) AS h(plu int, unit_price int, name text)`);
    }
    await tx
      .insert(scaleHoldingReports)
      .values({ scale_id: scale.id, company_id: scale.company_id, source: body.source, reported_time: now })
      .onConflictDoUpdate({ target: scaleHoldingReports.scale_id, set: { source: body.source, reported_time: now } });
  });
  return { received: body.goods.length, server_time: now };
}

export type CloudHolding = {
  plu: number;
  good_id: number | null;
  unit_price: number | null;
  name: string | null;
  removed: boolean;
  pending: boolean;
};
export type ScaleHolding = { plu: number; unit_price: number; name: string };

/**
 * The differences between what the cloud has on a scale and what the scale holds, by PLU. A good
 * taken off in the cloud counts only while the scale still holds it; one whose removal the scale
 * has not confirmed yet is pending, as is any good whose current version it has not confirmed.
 */
export function holdingDifferences(cloud: readonly CloudHolding[], held: readonly ScaleHolding[]): ScaleDifference[] {
  const onScale = new Map(held.map((holding) => [holding.plu, holding]));
  const inCloud = new Map(cloud.filter((row) => !row.removed).map((row) => [row.plu, row]));
  const removedPending = new Set(cloud.filter((row) => row.removed && row.pending).map((row) => row.plu));
  const differences: ScaleDifference[] = [];
  const difference = (
    kind: ScaleDifference['kind'],
    plu: number,
    master: CloudHolding | undefined,
    holding: ScaleHolding | undefined,
    pending: boolean,
  ) =>
    differences.push({
      plu,
      good_id: master?.good_id ?? null,
      kind,
      cloud_price: master?.unit_price ?? null,
      scale_price: holding?.unit_price ?? null,
      cloud_name: master?.name ?? null,
      scale_name: holding?.name ?? null,
      pending,
    });
  for (const master of inCloud.values()) {
    const holding = onScale.get(master.plu);
    if (!holding) {
      difference('missing', master.plu, master, undefined, master.pending);
    } else if (holding.unit_price !== master.unit_price) {
      difference('price', master.plu, master, holding, master.pending);
    } else if (holding.name.trim() !== (master.name ?? '').trim()) {
      difference('name', master.plu, master, holding, master.pending);
    }
  }
  for (const holding of onScale.values()) {
    if (!inCloud.has(holding.plu)) {
      difference('extra', holding.plu, undefined, holding, removedPending.has(holding.plu));
    }
  }
  return differences.sort((a, b) => a.plu - b.plu);
}

/**
 * `GET /api/shops/{shopId}/scales/{id}/compare`: the scale's last report against the cloud, and
 * the goods it sold lately at a price other than the one it had confirmed.
 */
export async function compareScale(ctx: Ctx, shopId: number, id: number) {
  const scale = await scopedScale(ctx, id, shopId);
  // The price the cloud sends the scale is its zone's (docs/prices.md), not the PLU record's base price.
  const zone = await zoneOfScale(ctx.db, scale);
  const [[report], cloud, held, soldPrices] = await Promise.all([
    ctx.db.select().from(scaleHoldingReports).where(eq(scaleHoldingReports.scale_id, scale.id)),
    ctx.db
      .select({
        plu: sql<number>`coalesce(${goods.plu}, ${scaleGoods.plu})`,
        good_id: scaleGoods.good_id,
        unit_price: priceInForceSql(scaleGoods.good_id, zone, ctx.now()),
        name: sql<string | null>`${goods.name_lines}[1]`,
        removed: scaleGoods.removed,
        // A removal is confirmed by the scale's synced change number; a good by its delivery stamp.
        pending: sql<boolean>`CASE WHEN ${scaleGoods.removed} THEN ${scaleGoods.version} > ${scale.synced_version}
          ELSE ${isPending} END`.mapWith(Boolean),
      })
      .from(scaleGoods)
      .leftJoin(goods, eq(goods.id, scaleGoods.good_id))
      .where(eq(scaleGoods.scale_id, scale.id)),
    ctx.db
      .select({ plu: scaleHoldings.plu, unit_price: scaleHoldings.unit_price, name: scaleHoldings.name })
      .from(scaleHoldings)
      .where(eq(scaleHoldings.scale_id, scale.id)),
    soldAtOtherPrices(ctx, scale, zone),
  ]);
  const differences = report ? holdingDifferences(cloud, held) : [];
  const onScale = cloud.filter((row) => !row.removed).length;
  return {
    reported_time: report?.reported_time ?? null,
    source: report?.source ?? null,
    cloud_count: onScale,
    scale_count: held.length,
    matching: report ? onScale - differences.filter((row) => row.kind !== 'extra').length : 0,
    differences_total: differences.length,
    differences: differences.slice(0, SCALE_DIFFERENCES_SHOWN),
    sold_prices: soldPrices,
  };
}

/**
 * Sales of the last days made after the scale confirmed the good's current version, at another
 * unit price: the scale holds a price the cloud did not send. Goods with discount periods are left
 * out, since a scale may sell them at the discounted price.
 */
function soldAtOtherPrices(ctx: Ctx, scale: { id: number; company_id: number }, zone: number | null) {
  const since = new Date(ctx.now().getTime() - SOLD_PRICE_DAYS * 86_400_000);
  return ctx.db
    .select({
      plu: trades.plu,
      good_id: goods.id,
      name: sql<string>`coalesce(${goods.name_lines}[1], '')`,
      cloud_price: priceInForceSql(goods.id, zone, ctx.now()).mapWith(Number),
      sold_price: trades.unit_price,
      sales: sql<number>`count(*)::int`,
      last_sold_time: sql<Date>`max(${trades.trade_time})`.mapWith(trades.trade_time),
    })
    .from(trades)
    .innerJoin(scaleGoods, and(eq(scaleGoods.scale_id, trades.scale_id), eq(scaleGoods.good_id, trades.good_id)))
    .innerJoin(goods, eq(goods.id, trades.good_id))
    .where(
      and(
        eq(trades.company_id, scale.company_id),
        eq(trades.scale_id, scale.id),
        gt(trades.trade_time, since),
        eq(trades.type, 'sale'),
        not(scaleGoods.removed),
        not(isPending),
        gt(trades.trade_time, scaleGoods.delivered_time),
        sql`${trades.unit_price} <> ${priceInForceSql(goods.id, zone, trades.trade_time)}`,
        sql`jsonb_array_length(${goods.discounts}) = 0`,
      ),
    )
    .groupBy(trades.plu, goods.id, trades.unit_price)
    .orderBy(asc(trades.plu))
    .limit(SCALE_DIFFERENCES_SHOWN);
}
