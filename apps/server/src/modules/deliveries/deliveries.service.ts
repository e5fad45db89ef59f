import { SCALE_ONLINE_SECONDS, SCALE_PENDING_SHOWN, type listPendingDeliveriesQuerySchema } from '@tm/contracts';
import { and, asc, count, desc, eq, gt, ilike, not, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx } from '../../http/context';
import { notFound } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { companyScope } from '../../http/scope';
import { likePattern } from '../../http/search';
import { goodPriceChanges, goods } from '../goods/goods.table';
import { scaleLabelsVersion } from '../labels/labels.service';
import { priceInForceSql } from '../prices/prices.resolve';
import { zoneOfScale, zoneOfScaleSql } from '../prices/prices.zones';
import { scaleGoods, scales } from '../scales/scales.table';
import { scopedScale } from '../scales/scales.service';
import { shops } from '../shops/shops.table';

type Out<T extends z.ZodType> = z.output<T>;

/** The change number of a good's current version on one scale: its edit or its putting on. */
const currentVersion = sql<number>`greatest(${goods.sync_version}, ${scaleGoods.version})`;
/** The scale has not confirmed the good’s current version (docs/delivery.md). */
export const isPending = sql`${currentVersion} > ${scaleGoods.delivered_version}`;

/** Changes of goods, hot keys and labels a scale has not confirmed (as the heartbeat's `pending`). */
const pendingChangeCount = sql<number>`(
  (SELECT count(*) FROM scale_goods sg LEFT JOIN goods g ON g.id = sg.good_id
    WHERE sg.scale_id = ${scales}.id
      AND (sg.version > ${scales}.synced_version OR (NOT sg.removed AND g.sync_version > ${scales}.synced_version)))
  + (CASE WHEN ${scales}.hot_keys_version > ${scales}.synced_version THEN 1 ELSE 0 END)
  + (CASE WHEN ${scaleLabelsVersion} > ${scales}.synced_version THEN 1 ELSE 0 END))::int`;

const onlineSince = (ctx: Ctx) => new Date(ctx.now().getTime() - SCALE_ONLINE_SECONDS * 1000);
const isOnline = (ctx: Ctx, seen: Date | null) => seen !== null && seen >= onlineSince(ctx);

/** `GET /api/management/goods/{id}/delivery`: the good's price since when, on which scales, pending where. */
export async function goodDelivery(ctx: Ctx, goodId: number) {
  const [good] = await ctx.db
    .select({
      id: goods.id,
      unit_price: goods.unit_price,
      created_time: goods.created_time,
      changed_time: goods.last_modified_time,
      price_since: sql<Date | null>`(SELECT max(${goodPriceChanges.changed_time}) FROM ${goodPriceChanges}
        WHERE ${goodPriceChanges.good_id} = ${goods}.id)`.mapWith(goods.created_time),
    })
    .from(goods)
    .where(and(eq(goods.id, goodId), companyScope(ctx.actor, goods)));
  if (!good) {
    throw notFound();
  }
  const holders = await ctx.db
    .select({
      scale_id: scales.id,
      scale_name: scales.scale_name,
      shop_id: shops.id,
      shop_name: shops.name,
      gateway_id: scales.gateway_id,
      last_seen_time: scales.last_seen_time,
      pending: isPending.mapWith(Boolean),
      delivered_time: scaleGoods.delivered_time,
      pending_changes: pendingChangeCount,
    })
    .from(scaleGoods)
    .innerJoin(goods, eq(goods.id, scaleGoods.good_id))
    .innerJoin(scales, eq(scales.id, scaleGoods.scale_id))
    .innerJoin(shops, eq(shops.id, scales.shop_id))
    .where(and(eq(scaleGoods.good_id, good.id), not(scaleGoods.removed)))
    .orderBy(asc(shops.name), asc(scales.scale_name));
  return {
    good_id: good.id,
    unit_price: good.unit_price,
    price_since: good.price_since ?? good.created_time,
    changed_time: good.changed_time,
    scales: holders.map(({ gateway_id: gatewayId, pending, ...holder }) => ({
      ...holder,
      via_gateway: gatewayId !== null,
      online: isOnline(ctx, holder.last_seen_time),
      delivered: !pending,
      delivered_time: pending ? null : holder.delivered_time,
    })),
  };
}

/** `GET /api/shops/{shopId}/scales/{id}/pending`: what the scale has not confirmed, oldest first. */
export async function scalePending(ctx: Ctx, shopId: number, id: number) {
  const scale = await scopedScale(ctx, id, shopId);
  const [state] = await ctx.db
    .select({ labels_version: scaleLabelsVersion.mapWith(Number) })
    .from(scales)
    .where(eq(scales.id, scale.id));
  // What the scale will sell at: its zone's price now (docs/prices.md).
  const priceNow = priceInForceSql(goods.id, await zoneOfScale(ctx.db, scale), ctx.now()).mapWith(Number);
  const waiting = and(
    eq(scaleGoods.scale_id, scale.id),
    or(
      gt(scaleGoods.version, scale.synced_version),
      and(not(scaleGoods.removed), gt(goods.sync_version, scale.synced_version)),
    ),
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        good_id: scaleGoods.good_id,
        plu: scaleGoods.plu,
        name: sql<string>`coalesce(${goods.name_lines}[1], '')`,
        removed: scaleGoods.removed,
        never_delivered: sql<boolean>`${scaleGoods.delivered_time} IS NULL`.mapWith(Boolean),
        unit_price: priceNow,
        changed_time: goods.last_modified_time,
      })
      .from(scaleGoods)
      .leftJoin(goods, eq(goods.id, scaleGoods.good_id))
      .where(waiting)
      .orderBy(asc(sql`greatest(${goods.sync_version}, ${scaleGoods.version})`), asc(scaleGoods.plu))
      .limit(SCALE_PENDING_SHOWN),
    ctx.db.select({ total: count() }).from(scaleGoods).leftJoin(goods, eq(goods.id, scaleGoods.good_id)).where(waiting),
  ]);
  return {
    hot_keys: scale.hot_keys_version > scale.synced_version,
    labels: (state?.labels_version ?? 0) > scale.synced_version,
    hot_keys_delivered_time: scale.hot_keys_delivered_time,
    labels_delivered_time: scale.labels_delivered_time,
    goods_total: total?.total ?? 0,
    goods: rows.map(({ removed, never_delivered: neverDelivered, ...row }) => ({
      ...row,
      kind: removed ? ('removed' as const) : neverDelivered ? ('added' as const) : ('changed' as const),
    })),
  };
}

/**
 * `GET /api/management/deliveries/pending`: every good whose current version has not reached a
 * scale holding it, the longest waiting first, with the price the scale last confirmed.
 */
export async function listPendingDeliveries(ctx: Ctx, query: Out<typeof listPendingDeliveriesQuerySchema>) {
  const where: SQL | undefined = and(
    companyScope(ctx.actor, scaleGoods),
    not(scaleGoods.removed),
    isPending,
    query.company_id ? eq(scaleGoods.company_id, query.company_id) : undefined,
    query.shop_id ? eq(scales.shop_id, query.shop_id) : undefined,
    query.q
      ? or(ilike(goods.name, likePattern(query.q)), /^\d+$/.test(query.q) ? eq(goods.plu, Number(query.q)) : undefined)
      : undefined,
  );
  // The price the scale sells at now, and the one it sold at when it last confirmed (its zone's,
  // docs/prices.md).
  const zone = zoneOfScaleSql(scales.id, scales.shop_id);
  const priceNow = priceInForceSql(goods.id, zone, ctx.now()).mapWith(Number);
  const deliveredPrice = sql<number | null>`CASE WHEN ${scaleGoods.delivered_time} IS NOT NULL
    THEN ${priceInForceSql(goods.id, zone, sql`${scaleGoods.delivered_time}`)} END`;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        scale_id: scales.id,
        scale_name: scales.scale_name,
        shop_id: shops.id,
        shop_name: shops.name,
        last_seen_time: scales.last_seen_time,
        good_id: goods.id,
        plu: goods.plu,
        name: sql<string>`coalesce(${goods.name_lines}[1], '')`,
        unit_price: priceNow,
        delivered_price: deliveredPrice,
        changed_time: goods.last_modified_time,
        delivered_time: scaleGoods.delivered_time,
      })
      .from(scaleGoods)
      .innerJoin(goods, eq(goods.id, scaleGoods.good_id))
      .innerJoin(scales, eq(scales.id, scaleGoods.scale_id))
      .innerJoin(shops, eq(shops.id, scales.shop_id))
      .where(where)
      .orderBy(asc(goods.last_modified_time), asc(scales.id), desc(goods.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db
      .select({ total: count() })
      .from(scaleGoods)
      .innerJoin(goods, eq(goods.id, scaleGoods.good_id))
      .innerJoin(scales, eq(scales.id, scaleGoods.scale_id))
      .where(where),
  ]);
  return {
    list: rows.map((row) => ({
      ...row,
      online: isOnline(ctx, row.last_seen_time),
      delivered_price:
        row.delivered_price !== null && row.delivered_price !== row.unit_price ? row.delivered_price : null,
    })),
    meta: { total: total?.total ?? 0 },
  };
}
