import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  GATEWAY_ONLINE_SECONDS,
  SCALE_MODELS,
  SCALE_ONLINE_SECONDS,
  type createScaleBodySchema,
  type createShopScaleBodySchema,
  type HotKey,
  type listScaleGoodsQuerySchema,
  type listScalesQuerySchema,
  type putHotKeysBodySchema,
  type scaleGoodsBodySchema,
  type searchScalesQuerySchema,
  type updateScaleBodySchema,
  STATS_UTC_OFFSET_MS,
} from '@tm/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx } from '../../http/context';
import { AppError, isUniqueViolation, notFound } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { companyScope } from '../../http/scope';
import { likePattern } from '../../http/search';
import { companies } from '../companies/companies.table';
import { newDeviceKey } from '../device/device-auth';
import { gateways } from '../gateways/gateways.table';
import { goodSearch } from '../goods/goods.service';
import { goods } from '../goods/goods.table';
import { shopGoods } from '../shop-goods/shop-goods.table';
import { shops } from '../shops/shops.table';
import { scaleLabelsVersion } from '../labels/labels.service';
import { scaleLabels } from '../labels/labels.table';
import { nextSyncVersion, scaleGoods, scales } from './scales.table';
import { effectivePrices } from '../prices/prices.resolve';
import { zoneOfScale } from '../prices/prices.zones';

type Out<T extends z.ZodType> = z.output<T>;
type Db = Ctx['db'];

const goodsOnScale = sql<number>`(SELECT count(*)::int FROM scale_goods sg WHERE sg.scale_id = ${scales.id} AND NOT sg.removed)`;

/** Goods put on, changed or taken off since the scale's last sync, and its hot keys if they changed. */
const pendingChanges = sql<number>`(
  (SELECT count(*)::int FROM scale_goods sg LEFT JOIN goods g ON g.id = sg.good_id
    WHERE sg.scale_id = ${scales.id}
      AND (sg.version > ${scales.synced_version} OR (NOT sg.removed AND g.sync_version > ${scales.synced_version})))
  + CASE WHEN ${scales.hot_keys_version} > ${scales.synced_version} THEN 1 ELSE 0 END
  + CASE WHEN ${scaleLabelsVersion} > ${scales.synced_version} THEN 1 ELSE 0 END)`;

const DAY_MS = 24 * 3600 * 1000;
/** Shops keep China time (UTC+8, no daylight saving): "today" starts at local midnight. */
export const startOfChinaDay = (now: Date) =>
  new Date(Math.floor((now.getTime() + STATS_UTC_OFFSET_MS) / DAY_MS) * DAY_MS - STATS_UTC_OFFSET_MS);

const tradesSince = (since: Date) =>
  sql<number>`(SELECT count(*)::int FROM trades tr WHERE tr.company_id = ${scales.company_id} AND tr.scale_id = ${scales.id} AND tr.trade_time >= ${since.toISOString()}::timestamptz)`;

const {
  device_key_hash: _hash,
  hot_keys: _hotKeys,
  hot_keys_version: _hkv,
  labels_version: _lv,
  ...scaleColumns
} = getTableColumns(scales);

const scaleSelection = (ctx: Ctx) => ({
  ...scaleColumns,
  shop_name: shops.name,
  company_name: companies.name,
  gateway_name: gateways.name,
  goods_count: goodsOnScale,
  pending_changes: pendingChanges,
  trades_today: tradesSince(startOfChinaDay(ctx.now())),
});

type ScaleRow = typeof scales.$inferSelect & {
  shop_name: string;
  company_name: string;
  gateway_name: string | null;
  goods_count: number;
  pending_changes: number;
  trades_today: number;
};

/** A scale as the console shows it: online from its last heartbeat. */
function toScale(
  ctx: Ctx,
  row: Omit<ScaleRow, 'device_key_hash' | 'hot_keys' | 'hot_keys_version' | 'labels_version'>,
) {
  const seen = row.last_seen_time?.getTime() ?? 0;
  const lan = row.lan_status;
  return {
    ...row,
    if_verify: row.if_verify === 1 ? (1 as const) : (0 as const),
    online: ctx.now().getTime() - seen <= SCALE_ONLINE_SECONDS * 1000,
    lan_status: lan
      ? {
          ...lan,
          last_contact_time: lan.last_contact_time === null ? null : new Date(lan.last_contact_time),
          reported_time: new Date(lan.reported_time),
          current: ctx.now().getTime() - Date.parse(lan.reported_time) <= GATEWAY_ONLINE_SECONDS * 1000,
        }
      : null,
  };
}

function scalesQuery(ctx: Ctx, where: SQL | undefined) {
  return ctx.db
    .select(scaleSelection(ctx))
    .from(scales)
    .innerJoin(shops, eq(shops.id, scales.shop_id))
    .innerJoin(companies, eq(companies.id, scales.company_id))
    .leftJoin(gateways, eq(gateways.id, scales.gateway_id))
    .where(and(companyScope(ctx.actor, scales), where));
}

export async function listScales(ctx: Ctx, query: Out<typeof listScalesQuerySchema>) {
  const onlineSince = new Date(ctx.now().getTime() - SCALE_ONLINE_SECONDS * 1000);
  const where = and(
    query.name
      ? or(ilike(scales.scale_name, likePattern(query.name)), ilike(scales.scale_uuid, likePattern(query.name)))
      : undefined,
    query.shop_id ? eq(scales.shop_id, query.shop_id) : undefined,
    query.company_id ? eq(scales.company_id, query.company_id) : undefined,
    query.model ? eq(scales.model, query.model) : undefined,
    query.online === '1' ? gt(scales.last_seen_time, onlineSince) : undefined,
    query.online === '0'
      ? or(sql`${scales.last_seen_time} IS NULL`, lte(scales.last_seen_time, onlineSince))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    scalesQuery(ctx, where).orderBy(desc(scales.id)).limit(query.per_page).offset(pageOffset(query)),
    ctx.db
      .select({ total: count() })
      .from(scales)
      .where(and(companyScope(ctx.actor, scales), where)),
  ]);
  return { list: rows.map((row) => toScale(ctx, row)), meta: { total: total?.total ?? 0 } };
}

/** The scale picker: name search, filtered by shop. */
export async function searchScales(ctx: Ctx, query: Out<typeof searchScalesQuerySchema>) {
  const where = and(
    companyScope(ctx.actor, scales),
    query.name ? ilike(scales.scale_name, likePattern(query.name)) : undefined,
    query.shop_id ? eq(scales.shop_id, query.shop_id) : undefined,
    query.company_id ? eq(scales.company_id, query.company_id) : undefined,
  );
  const [list, [total]] = await Promise.all([
    ctx.db
      .select({ id: scales.id, scale_name: scales.scale_name, shop_id: scales.shop_id })
      .from(scales)
      .where(where)
      .orderBy(asc(scales.scale_name), asc(scales.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(scales).where(where),
  ]);
  return { list, meta: { total: total?.total ?? 0 } };
}

/** A shop the caller may put scales in, or 404 naming the field that pointed at it. */
async function scopedShop(ctx: Ctx, shopId: number, field = 'shop_id') {
  const [shop] = await ctx.db
    .select({ id: shops.id, company_id: shops.company_id })
    .from(shops)
    .where(and(eq(shops.id, shopId), companyScope(ctx.actor, shops)))
    .limit(1);
  if (!shop) {
    throw notFound(field);
  }
  return shop;
}

/** The scale of the caller's scope, at the shop its path names; 404 otherwise. */
export async function scopedScale(ctx: Ctx, id: number, shopId?: number) {
  const [row] = await ctx.db
    .select()
    .from(scales)
    .where(
      and(
        eq(scales.id, id),
        shopId === undefined ? undefined : eq(scales.shop_id, shopId),
        companyScope(ctx.actor, scales),
      ),
    )
    .limit(1);
  if (!row) {
    throw notFound();
  }
  return row;
}

async function scaleView(ctx: Ctx, id: number) {
  const [row] = await scalesQuery(ctx, eq(scales.id, id));
  if (!row) {
    throw notFound();
  }
  return toScale(ctx, row);
}

/** One scale with its hot keys; without `shopId` (a link that lost its shop) in whichever shop holds it. */
export async function getScale(ctx: Ctx, shopId: number | undefined, id: number) {
  const scale = await scopedScale(ctx, id, shopId);
  return { ...(await scaleView(ctx, id)), hot_keys: scale.hot_keys };
}

/** The scale's identity when none is given: TM and 12 hex digits, as printed on the scale's label. */
const newScaleUuid = () => `TM${randomBytes(6).toString('hex').toUpperCase()}`;

/** Creates a scale in a shop of the caller's scope and issues its device key, shown this once. */
export async function createScale(
  ctx: Ctx,
  shopId: number,
  body: Out<typeof createShopScaleBodySchema> | Omit<Out<typeof createScaleBodySchema>, 'shop_id'>,
) {
  const shop = await scopedShop(ctx, shopId);
  const { key, hash } = newDeviceKey();
  const now = ctx.now();
  try {
    const [row] = await ctx.db
      .insert(scales)
      .values({
        ...body,
        scale_uuid: body.scale_uuid ?? newScaleUuid(),
        shop_id: shop.id,
        company_id: shop.company_id,
        device_key_hash: hash,
        created_time: now,
        last_modified_time: now,
      })
      .returning({ id: scales.id });
    return { ...(await scaleView(ctx, row?.id ?? 0)), device_key: key };
  } catch (error) {
    if (isUniqueViolation(error, 'scales_uuid_idx')) {
      throw new AppError(ErrorCode.CONFLICT, { fields: { scale_uuid: 'scale_uuid_taken' } });
    }
    throw error;
  }
}

/** Edits a scale; a new `shop_id` moves it, within its company only. */
export async function updateScale(ctx: Ctx, shopId: number, id: number, body: Out<typeof updateScaleBodySchema>) {
  const scale = await scopedScale(ctx, id, shopId);
  if (body.shop_id !== undefined && body.shop_id !== scale.shop_id) {
    const target = await scopedShop(ctx, body.shop_id);
    if (target.company_id !== scale.company_id) {
      throw new AppError(ErrorCode.VALIDATION, { fields: { shop_id: 'shop_not_in_company' } });
    }
  }
  if (body.model !== undefined && body.model !== scale.model) {
    const [onScale] = await ctx.db
      .select({ n: count() })
      .from(scaleGoods)
      .where(and(eq(scaleGoods.scale_id, id), eq(scaleGoods.removed, false)));
    if ((onScale?.n ?? 0) > SCALE_MODELS[body.model].max_plus) {
      throw new AppError(ErrorCode.VALIDATION, { fields: { model: 'scale_full' } });
    }
  }
  const movesShop = body.shop_id !== undefined && body.shop_id !== scale.shop_id;
  await ctx.db.transaction(async (tx) => {
    if (movesShop) {
      // Label formats belong to a shop: a scale moved to another shop holds none until given its new shop's.
      await tx.delete(scaleLabels).where(eq(scaleLabels.scale_id, id));
    }
    await tx
      .update(scales)
      .set({
        ...body,
        // A gateway and label formats belong to the old shop.
        ...(movesShop ? { labels_version: nextSyncVersion, gateway_id: null, lan_ip: null, lan_status: null } : {}),
        last_modified_time: ctx.now(),
      })
      .where(eq(scales.id, id));
  });
  return scaleView(ctx, id);
}

/** Deletes a scale and its goods list; its sales records stay, naming the scale they came from. */
export async function deleteScale(ctx: Ctx, shopId: number, id: number): Promise<void> {
  await scopedScale(ctx, id, shopId);
  await ctx.db.delete(scales).where(eq(scales.id, id));
}

/** A new device key for the scale; the old one stops working at once. */
export async function regenerateDeviceKey(ctx: Ctx, shopId: number, id: number) {
  await scopedScale(ctx, id, shopId);
  const { key, hash } = newDeviceKey();
  await ctx.db.update(scales).set({ device_key_hash: hash, last_modified_time: ctx.now() }).where(eq(scales.id, id));
  return { device_key: key };
}

/** Marks goods as taken off scales (the scale deletes their PLUs at its next sync) and clears their hot keys. */
export async function takeGoodsOffScales(db: Db, scaleIds: SQLWrapper | number[], goodIds: number[]): Promise<number> {
  const taken = await db
    .update(scaleGoods)
    .set({ removed: true, version: nextSyncVersion })
    .where(
      and(inArray(scaleGoods.scale_id, scaleIds), inArray(scaleGoods.good_id, goodIds), eq(scaleGoods.removed, false)),
    )
    .returning({ scale_id: scaleGoods.scale_id, plu: scaleGoods.plu });
  const byScale = new Map<number, Set<number>>();
  for (const { scale_id, plu } of taken) {
    byScale.set(scale_id, (byScale.get(scale_id) ?? new Set()).add(plu));
  }
  for (const [scaleId, plus] of byScale) {
    const [scale] = await db.select({ hot_keys: scales.hot_keys }).from(scales).where(eq(scales.id, scaleId));
    const kept = (scale?.hot_keys ?? []).filter((hotKey) => !plus.has(hotKey.plu));
    if (kept.length !== (scale?.hot_keys ?? []).length) {
      await db.update(scales).set({ hot_keys: kept, hot_keys_version: nextSyncVersion }).where(eq(scales.id, scaleId));
    }
  }
  return taken.length;
}

/**
 * Puts goods on a scale (op_flag 1) or takes them off (0). Goods of another company are a 404; a
 * good put on a scale is sold by its shop from then on; the model's PLU capacity is never exceeded.
 */
export async function changeScaleGoods(ctx: Ctx, id: number, body: Out<typeof scaleGoodsBodySchema>) {
  const scale = await scopedScale(ctx, id);
  const ids = [...new Set(body.good_ids)];
  return ctx.db.transaction(async (tx) => {
    let changed: number;
    if (body.op_flag === 0) {
      changed = await takeGoodsOffScales(tx, [scale.id], ids);
    } else {
      const found = await tx
        .select({ id: goods.id, plu: goods.plu })
        .from(goods)
        .where(and(inArray(goods.id, ids), eq(goods.company_id, scale.company_id)));
      if (found.length !== ids.length) {
        throw new AppError(ErrorCode.NOT_FOUND, { fields: { good_ids: 'good_not_on_shop_company' } });
      }
      const [already] = await tx
        .select({ n: count() })
        .from(scaleGoods)
        .where(and(eq(scaleGoods.scale_id, scale.id), eq(scaleGoods.removed, false), inArray(scaleGoods.good_id, ids)));
      const [onScale] = await tx
        .select({ n: count() })
        .from(scaleGoods)
        .where(and(eq(scaleGoods.scale_id, scale.id), eq(scaleGoods.removed, false)));
      const after = (onScale?.n ?? 0) + ids.length - (already?.n ?? 0);
      if (after > SCALE_MODELS[scale.model].max_plus) {
        throw new AppError(ErrorCode.VALIDATION, { fields: { good_ids: 'scale_full' } });
      }
      const rows = found.map((good) => ({
        scale_id: scale.id,
        good_id: good.id,
        company_id: scale.company_id,
        plu: good.plu,
      }));
      const put = await tx
        .insert(scaleGoods)
        .values(rows)
        .onConflictDoUpdate({
          target: [scaleGoods.scale_id, scaleGoods.good_id],
          // Put back on: "on the scale since" is now, not when it was first put on.
          set: { removed: false, version: nextSyncVersion, plu: sql`excluded.plu`, created_time: ctx.now() },
          setWhere: sql`${scaleGoods.removed}`,
        })
        .returning({ id: scaleGoods.id });
      changed = put.length;
      await tx
        .insert(shopGoods)
        .values(found.map((good) => ({ shop_id: scale.shop_id, good_id: good.id, company_id: scale.company_id })))
        .onConflictDoNothing();
    }
    const [onScale] = await tx
      .select({ n: count() })
      .from(scaleGoods)
      .where(and(eq(scaleGoods.scale_id, scale.id), eq(scaleGoods.removed, false)));
    return { changed, goods_count: onScale?.n ?? 0 };
  });
}

const { name: _searchName, ...goodColumns } = getTableColumns(goods);

/** The goods on a scale, by PLU, searchable like the goods list. */
export async function listScaleGoods(ctx: Ctx, id: number, query: Out<typeof listScaleGoodsQuerySchema>) {
  const scale = await scopedScale(ctx, id);
  const where = and(eq(scaleGoods.scale_id, scale.id), eq(scaleGoods.removed, false), goodSearch(query.q));
  const [list, [total], zone] = await Promise.all([
    ctx.db
      .select({ ...goodColumns, added_time: scaleGoods.created_time })
      .from(scaleGoods)
      .innerJoin(goods, eq(goods.id, scaleGoods.good_id))
      .where(where)
      .orderBy(asc(goods.plu))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(scaleGoods).innerJoin(goods, eq(goods.id, scaleGoods.good_id)).where(where),
    zoneOfScale(ctx.db, scale),
  ]);
  const prices = await effectivePrices(
    ctx.db,
    list.map((good) => good.id),
    zone,
    ctx.now(),
  );
  return {
    list: list.map((good) => {
      const { own: _own, ...sellsAt } = prices.get(good.id) ?? {
        price: good.unit_price,
        regular: good.unit_price,
        own: null,
        source: 'base' as const,
        markdown_id: null,
        percent_off: null,
      };
      return { ...good, sells_at: sellsAt };
    }),
    meta: { total: total?.total ?? 0 },
  };
}

export async function getHotKeys(ctx: Ctx, shopId: number, id: number): Promise<HotKey[]> {
  return (await scopedScale(ctx, id, shopId)).hot_keys;
}

/**
 * Replaces the scale's hot keys. Each key exists on the model, is set once per layer, and calls a
 * PLU that is on the scale; an empty name takes the good's first name line.
 */
export async function putHotKeys(ctx: Ctx, shopId: number, id: number, body: Out<typeof putHotKeysBodySchema>) {
  const scale = await scopedScale(ctx, id, shopId);
  const model = SCALE_MODELS[scale.model];
  const plus = [...new Set(body.hot_keys.map((hotKey) => hotKey.plu))];
  const onScale = plus.length
    ? await ctx.db
        .select({ plu: scaleGoods.plu, name: goods.name })
        .from(scaleGoods)
        .innerJoin(goods, eq(goods.id, scaleGoods.good_id))
        .where(and(eq(scaleGoods.scale_id, scale.id), eq(scaleGoods.removed, false), inArray(scaleGoods.plu, plus)))
    : [];
  const nameOf = new Map(onScale.map((row) => [row.plu, row.name]));
  const seen = new Set<string>();
  const fields: Record<string, 'hot_key_invalid' | 'hot_key_repeated' | 'hot_key_not_on_scale'> = {};
  body.hot_keys.forEach((hotKey, index) => {
    const slot = `${hotKey.type}:${hotKey.key}`;
    if (hotKey.key > model.keys_per_layer) {
      fields[`hot_keys.${index}.key`] = 'hot_key_invalid';
    } else if (seen.has(slot)) {
      fields[`hot_keys.${index}.key`] = 'hot_key_repeated';
    } else if (!nameOf.has(hotKey.plu)) {
      fields[`hot_keys.${index}.plu`] = 'hot_key_not_on_scale';
    }
    seen.add(slot);
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError(ErrorCode.VALIDATION, { fields });
  }
  const hotKeys = body.hot_keys
    .map((hotKey) => ({ ...hotKey, name: hotKey.name || (nameOf.get(hotKey.plu) ?? '') }))
    .sort((a, b) => a.type.localeCompare(b.type) || a.key - b.key);
  await ctx.db
    .update(scales)
    .set({ hot_keys: hotKeys, hot_keys_version: nextSyncVersion, last_modified_time: ctx.now() })
    .where(eq(scales.id, scale.id));
  return hotKeys;
}
