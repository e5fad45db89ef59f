import {
  ErrorCode,
  type FieldMessageKey,
  type addShopGoodsBodySchema,
  type listShopGoodsQuerySchema,
  type shopGoodCandidatesQuerySchema,
  type removeShopGoodsBodySchema,
} from '@tm/contracts';
import { and, asc, count, eq, getTableColumns, inArray, notExists } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { companyScope } from '../../http/scope';
import { goodSearch } from '../goods/goods.service';
import { goods } from '../goods/goods.table';
import { takeGoodsOffScales } from '../scales/scales.service';
import { scaleGoods, scales } from '../scales/scales.table';
import { shops } from '../shops/shops.table';
import { shopGoods } from './shop-goods.table';

type Out<T extends z.ZodType> = z.output<T>;

// A good as the API shows it: every column but the search copy of its first name line.
const { name: _searchName, ...goodColumns } = getTableColumns(goods);

/**
 * The shop, read through the caller's scope: another company's shop answers exactly like a
 * missing one, so shop ids cannot be probed.
 */
async function scopedShop(ctx: Ctx, shopId: number, field?: string) {
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

/** The goods a shop sells, by PLU, searchable by name, PLU or item code. */
export async function listShopGoods(ctx: Ctx, shopId: number, query: Out<typeof listShopGoodsQuerySchema>) {
  const shop = await scopedShop(ctx, shopId);
  const where = and(
    eq(shopGoods.shop_id, shop.id),
    companyScope(ctx.actor, shopGoods),
    goodSearch(query.q),
    query.not_on_scale
      ? notExists(
          ctx.db
            .select({ good_id: scaleGoods.good_id })
            .from(scaleGoods)
            .where(
              and(
                eq(scaleGoods.scale_id, query.not_on_scale),
                eq(scaleGoods.good_id, shopGoods.good_id),
                eq(scaleGoods.removed, false),
              ),
            ),
        )
      : undefined,
  );
  const [list, [total]] = await Promise.all([
    ctx.db
      .select({ ...goodColumns, shop_id: shopGoods.shop_id, added_time: shopGoods.created_time })
      .from(shopGoods)
      .innerJoin(goods, eq(goods.id, shopGoods.good_id))
      .where(where)
      .orderBy(asc(goods.plu))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(shopGoods).innerJoin(goods, eq(goods.id, shopGoods.good_id)).where(where),
  ]);
  return { list, meta: { total: total?.total ?? 0 } };
}

/** Goods of the shop's company that the shop does not sell yet: what "add goods" offers. */
export async function listShopGoodCandidates(
  ctx: Ctx,
  shopId: number,
  query: Out<typeof shopGoodCandidatesQuerySchema>,
) {
  const shop = await scopedShop(ctx, shopId);
  const where = and(
    eq(goods.company_id, shop.company_id),
    companyScope(ctx.actor, goods),
    notExists(
      ctx.db
        .select({ good_id: shopGoods.good_id })
        .from(shopGoods)
        .where(and(eq(shopGoods.shop_id, shop.id), eq(shopGoods.good_id, goods.id))),
    ),
    goodSearch(query.q),
  );
  const [list, [total]] = await Promise.all([
    ctx.db
      .select(goodColumns)
      .from(goods)
      .where(where)
      .orderBy(asc(goods.plu))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(goods).where(where),
  ]);
  return { list, meta: { total: total?.total ?? 0 } };
}

/**
 * Adds goods to a shop in one statement; goods it already sells are skipped. Every good must
 * belong to the shop's company: otherwise nothing is written and each refused id is named by its
 * place in `good_ids` (a good of another company answers like a missing one).
 */
export async function addShopGoods(ctx: Ctx, shopId: number, body: Out<typeof addShopGoodsBodySchema>) {
  const shop = await scopedShop(ctx, shopId);
  const ids = [...new Set(body.good_ids)];
  const owned = await ctx.db
    .select({ id: goods.id })
    .from(goods)
    .where(and(inArray(goods.id, ids), eq(goods.company_id, shop.company_id), companyScope(ctx.actor, goods)));
  const ownedIds = new Set(owned.map((good) => good.id));
  const refused: Record<string, FieldMessageKey> = {};
  body.good_ids.forEach((id, index) => {
    if (!ownedIds.has(id)) {
      refused[`good_ids.${index}`] = 'good_not_in_company';
    }
  });
  if (Object.keys(refused).length > 0) {
    throw new AppError(ErrorCode.VALIDATION, { fields: refused });
  }
  const now = ctx.now();
  const added = await ctx.db
    .insert(shopGoods)
    .values(ids.map((good_id) => ({ shop_id: shop.id, good_id, company_id: shop.company_id, created_time: now })))
    .onConflictDoNothing()
    .returning({ good_id: shopGoods.good_id });
  return { added: added.length, skipped: ids.length - added.length };
}

/** Spec §7 `POST /api/goods/shops/delete`: the shop stops selling these goods. */
export async function removeShopGoods(ctx: Ctx, body: Out<typeof removeShopGoodsBodySchema>) {
  const shop = await scopedShop(ctx, body.shop_id, 'shop_id');
  return ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(shopGoods)
      .where(
        and(
          eq(shopGoods.shop_id, shop.id),
          inArray(shopGoods.good_id, body.good_ids),
          companyScope(ctx.actor, shopGoods),
        ),
      )
      .returning({ good_id: shopGoods.good_id });
    // A good the shop no longer sells leaves the shop's scales too.
    const shopScales = tx.select({ id: scales.id }).from(scales).where(eq(scales.shop_id, shop.id));
    await takeGoodsOffScales(tx, shopScales, body.good_ids);
    return { removed: removed.length };
  });
}
