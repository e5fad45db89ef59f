import {
  ErrorCode,
  type createPriceZoneBodySchema,
  type listPriceZonesQuerySchema,
  type updatePriceZoneBodySchema,
} from '@tm/contracts';
import { and, asc, count, eq, ilike, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { ServiceCtx } from '../../http/context';
import { AppError, isUniqueViolation, notFound } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { companyForNewRow, companyScope } from '../../http/scope';
import { likePattern } from '../../http/search';
import { nextSyncVersion, scaleGoods, scales } from '../scales/scales.table';
import { shops } from '../shops/shops.table';
import { priceBatches, priceZones, priceZoneScales, priceZoneShops } from './prices.table';

type Out<T extends z.ZodType> = z.output<T>;
type Executor = Pick<Db, 'execute' | 'select' | 'update' | 'insert' | 'delete'>;

/**
 * The zone a scale sells in: its own, else its shop's, else none (NULL: the base price).
 * An SQL expression of the scale's id and shop id columns or values.
 */
export const zoneOfScaleSql = (scaleId: SQLWrapper | number, shopId: SQLWrapper | number) => sql<
  number | null
>`coalesce(
  (SELECT zone_id FROM price_zone_scales WHERE scale_id = ${scaleId}),
  (SELECT zone_id FROM price_zone_shops WHERE shop_id = ${shopId}))`;

export async function zoneOfScale(db: Executor, scale: { id: number; shop_id: number }): Promise<number | null> {
  const [row] = await db.select({ zone_id: zoneOfScaleSql(scale.id, scale.shop_id) }).from(sql`(SELECT 1) AS one`);
  return row?.zone_id ?? null;
}

/**
 * A scale that changes zone sells every good at other prices: its goods are stamped for its next
 * sync, whole (a price rarely differs in only a few).
 */
async function resendGoodsOf(db: Executor, where: { shop_ids: number[]; scale_ids: number[] }): Promise<void> {
  if (where.shop_ids.length === 0 && where.scale_ids.length === 0) {
    return;
  }
  await db
    .update(scaleGoods)
    .set({ version: nextSyncVersion })
    .where(
      inArray(
        scaleGoods.scale_id,
        db
          .select({ id: scales.id })
          .from(scales)
          .where(
            sql`${scales.shop_id} = ANY (${sql.param(where.shop_ids)}::int[]) OR ${scales.id} = ANY (${sql.param(where.scale_ids)}::int[])`,
          ),
      ),
    );
}

const zoneShopsSql = sql<{ id: number; name: string }[]>`coalesce((
  SELECT json_agg(json_build_object('id', s.id, 'name', s.name) ORDER BY s.name, s.id)
  FROM price_zone_shops m JOIN shops s ON s.id = m.shop_id WHERE m.zone_id = "price_zones"."id"), '[]')`;
const zoneScalesSql = sql<{ id: number; scale_name: string; shop_id: number }[]>`coalesce((
  SELECT json_agg(json_build_object('id', s.id, 'scale_name', s.scale_name, 'shop_id', s.shop_id) ORDER BY s.scale_name, s.id)
  FROM price_zone_scales m JOIN scales s ON s.id = m.scale_id WHERE m.zone_id = "price_zones"."id"), '[]')`;
/** Goods with a price of their own in the zone now, among those the zone's edits and batches ever named. */
const overridesCountSql = (now: Date) => sql<number>`(
  SELECT count(*)::int FROM (
    SELECT good_id FROM zone_price_changes WHERE zone_id = "price_zones"."id"
    UNION
    SELECT i.good_id FROM price_batch_goods i JOIN price_batches b ON b.id = i.batch_id
      WHERE b.kind = 'change' AND b.status <> 'cancelled' AND i.zone_key = "price_zones"."id") named
  WHERE (effective_price(named.good_id, "price_zones"."id", ${now.toISOString()}::timestamptz)).own IS NOT NULL)`;

const zoneSelection = {
  id: priceZones.id,
  company_id: priceZones.company_id,
  name: priceZones.name,
  note: priceZones.note,
  shops: zoneShopsSql,
  scales: zoneScalesSql,
  created_time: priceZones.created_time,
};

export async function listPriceZones(ctx: ServiceCtx, query: Out<typeof listPriceZonesQuerySchema>) {
  const where = and(
    companyScope(ctx.actor, priceZones),
    query.company_id ? eq(priceZones.company_id, query.company_id) : undefined,
    query.q ? ilike(priceZones.name, likePattern(query.q)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ ...zoneSelection, overrides_count: overridesCountSql(ctx.now()) })
      .from(priceZones)
      .where(where)
      .orderBy(asc(priceZones.name), asc(priceZones.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(priceZones).where(where),
  ]);
  return {
    list: rows.map((row) => ({ ...row, overrides_count: Number(row.overrides_count) })),
    meta: { total: total?.total ?? 0 },
  };
}

export async function findPriceZone(ctx: ServiceCtx, id: number) {
  const [row] = await ctx.db
    .select({ ...zoneSelection, overrides_count: overridesCountSql(ctx.now()) })
    .from(priceZones)
    .where(and(eq(priceZones.id, id), companyScope(ctx.actor, priceZones)));
  if (!row) {
    throw notFound();
  }
  return { ...row, overrides_count: Number(row.overrides_count) };
}

/** The company's zones by id, all of them found or the first missing one named. */
export async function zonesOfCompany(db: Executor, companyId: number, ids: readonly number[], field: string) {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db
        .select({ id: priceZones.id, name: priceZones.name })
        .from(priceZones)
        .where(and(eq(priceZones.company_id, companyId), inArray(priceZones.id, unique)))
    : [];
  const missing = unique.findIndex((id) => !rows.some((row) => row.id === id));
  if (missing >= 0) {
    throw new AppError(ErrorCode.VALIDATION, {
      fields: { [`${field}.${ids.indexOf(unique[missing] ?? 0)}`]: 'zone_not_found' },
    });
  }
  return rows;
}

/** Every shop and scale named belongs to the zone's company: another company's is "not found". */
async function checkMembers(db: Executor, companyId: number, body: { shop_ids: number[]; scale_ids: number[] }) {
  const [shopRows, scaleRows] = await Promise.all([
    body.shop_ids.length
      ? db
          .select({ id: shops.id })
          .from(shops)
          .where(and(eq(shops.company_id, companyId), inArray(shops.id, body.shop_ids)))
      : [],
    body.scale_ids.length
      ? db
          .select({ id: scales.id })
          .from(scales)
          .where(and(eq(scales.company_id, companyId), inArray(scales.id, body.scale_ids)))
      : [],
  ]);
  const shopMissing = body.shop_ids.findIndex((id) => !shopRows.some((row) => row.id === id));
  if (shopMissing >= 0) {
    throw new AppError(ErrorCode.VALIDATION, { fields: { [`shop_ids.${shopMissing}`]: 'shop_not_found' } });
  }
  const scaleMissing = body.scale_ids.findIndex((id) => !scaleRows.some((row) => row.id === id));
  if (scaleMissing >= 0) {
    throw new AppError(ErrorCode.VALIDATION, { fields: { [`scale_ids.${scaleMissing}`]: 'scale_not_found' } });
  }
}

/**
 * Makes the zone's shops and scales exactly those named. A shop or scale of another zone moves
 * here (it is in one zone at most); every scale whose zone changed is sent its goods again.
 */
async function setMembers(
  tx: Executor,
  zone: { id: number; company_id: number },
  body: { shop_ids: number[]; scale_ids: number[] },
): Promise<void> {
  const shopIds = [...new Set(body.shop_ids)];
  const scaleIds = [...new Set(body.scale_ids)];
  const before = {
    shops: await tx
      .select({ id: priceZoneShops.shop_id })
      .from(priceZoneShops)
      .where(eq(priceZoneShops.zone_id, zone.id)),
    scales: await tx
      .select({ id: priceZoneScales.scale_id })
      .from(priceZoneScales)
      .where(eq(priceZoneScales.zone_id, zone.id)),
  };
  const leaving = {
    shops: before.shops.map((row) => row.id).filter((id) => !shopIds.includes(id)),
    scales: before.scales.map((row) => row.id).filter((id) => !scaleIds.includes(id)),
  };
  const joining = {
    shops: shopIds.filter((id) => !before.shops.some((row) => row.id === id)),
    scales: scaleIds.filter((id) => !before.scales.some((row) => row.id === id)),
  };
  if (leaving.shops.length) {
    await tx.delete(priceZoneShops).where(inArray(priceZoneShops.shop_id, leaving.shops));
  }
  if (leaving.scales.length) {
    await tx.delete(priceZoneScales).where(inArray(priceZoneScales.scale_id, leaving.scales));
  }
  if (joining.shops.length) {
    await tx
      .insert(priceZoneShops)
      .values(joining.shops.map((shop_id) => ({ shop_id, zone_id: zone.id, company_id: zone.company_id })))
      .onConflictDoUpdate({ target: priceZoneShops.shop_id, set: { zone_id: zone.id } });
  }
  if (joining.scales.length) {
    await tx
      .insert(priceZoneScales)
      .values(joining.scales.map((scale_id) => ({ scale_id, zone_id: zone.id, company_id: zone.company_id })))
      .onConflictDoUpdate({ target: priceZoneScales.scale_id, set: { zone_id: zone.id } });
  }
  await resendGoodsOf(tx, {
    shop_ids: [...leaving.shops, ...joining.shops],
    scale_ids: [...leaving.scales, ...joining.scales],
  });
}

async function savingZone<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'price_zones_company_name_idx')) {
      throw new AppError(ErrorCode.CONFLICT, { fields: { name: 'name_taken' } }, error);
    }
    throw error;
  }
}

export async function createPriceZone(ctx: ServiceCtx, body: Out<typeof createPriceZoneBodySchema>) {
  const { company_id: requested, shop_ids, scale_ids, ...fields } = body;
  const companyId = companyForNewRow(ctx.actor, requested);
  await checkMembers(ctx.db, companyId, { shop_ids, scale_ids });
  const now = ctx.now();
  const id = await savingZone(() =>
    ctx.db.transaction(async (tx) => {
      const [zone] = await tx
        .insert(priceZones)
        .values({ ...fields, company_id: companyId, created_time: now, last_modified_time: now })
        .returning({ id: priceZones.id, company_id: priceZones.company_id });
      if (!zone) {
        throw new AppError(ErrorCode.INTERNAL);
      }
      await setMembers(tx, zone, { shop_ids, scale_ids });
      return zone.id;
    }),
  );
  return findPriceZone(ctx, id);
}

export async function updatePriceZone(ctx: ServiceCtx, id: number, body: Out<typeof updatePriceZoneBodySchema>) {
  const zone = await findPriceZone(ctx, id);
  const { shop_ids, scale_ids, ...fields } = body;
  await checkMembers(ctx.db, zone.company_id, { shop_ids, scale_ids });
  await savingZone(() =>
    ctx.db.transaction(async (tx) => {
      await tx
        .update(priceZones)
        .set({ ...fields, last_modified_time: ctx.now() })
        .where(eq(priceZones.id, id));
      await setMembers(tx, zone, { shop_ids, scale_ids });
    }),
  );
  return findPriceZone(ctx, id);
}

/**
 * A zone no scheduled or running batch names. Its shops and scales go back to the base price (and
 * are sent their goods again); its own prices and their history go with it.
 */
export async function deletePriceZone(ctx: ServiceCtx, id: number) {
  const zone = await findPriceZone(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const [inUse] = await tx
      .select({ id: priceBatches.id })
      .from(priceBatches)
      .where(
        and(
          eq(priceBatches.company_id, zone.company_id),
          inArray(priceBatches.status, ['scheduled', 'active']),
          sql`${id} = ANY (${priceBatches.zone_ids})`,
        ),
      )
      .limit(1);
    if (inUse) {
      throw new AppError(ErrorCode.CONFLICT, { fields: { id: 'zone_in_use' } });
    }
    await setMembers(tx, zone, { shop_ids: [], scale_ids: [] });
    await tx.delete(priceZones).where(eq(priceZones.id, id));
  });
  return null;
}
