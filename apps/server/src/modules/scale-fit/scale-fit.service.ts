import {
  goodFitProblems,
  hotKeysBeyondLan,
  type FitTarget,
  type HeldLabel,
  type GoodsFit,
  type ScaleFitReport,
  type ScaleModelId,
} from '@tm/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../http/context';
import { companyScope } from '../../http/scope';
import { goods } from '../goods/goods.table';
import { labels, scaleLabels } from '../labels/labels.table';
import { scaleGoods, scales } from '../scales/scales.table';
import { scopedScale } from '../scales/scales.service';
import { shops } from '../shops/shops.table';

const fitGoodColumns = {
  id: goods.id,
  plu: goods.plu,
  item_code: goods.item_code,
  name_lines: goods.name_lines,
  info_lines: goods.info_lines,
  unit_price: goods.unit_price,
  pricing_mode: goods.pricing_mode,
  weight_unit: goods.weight_unit,
  shelf_life_days: goods.shelf_life_days,
  tare_g: goods.tare_g,
  discounts: goods.discounts,
  label_format_id: goods.label_format_id,
};

/** The label formats each scale holds, in slot order. */
async function heldLabelsByScale(ctx: Ctx, scaleIds: number[]): Promise<Map<number, HeldLabel[]>> {
  const held = new Map<number, HeldLabel[]>(scaleIds.map((id) => [id, []]));
  if (scaleIds.length === 0) {
    return held;
  }
  const rows = await ctx.db
    .select({
      scale_id: scaleLabels.scale_id,
      id: labels.id,
      name: labels.name,
      type: labels.type,
      style: labels.style,
    })
    .from(scaleLabels)
    .innerJoin(labels, eq(labels.id, scaleLabels.label_id))
    .where(inArray(scaleLabels.scale_id, scaleIds))
    .orderBy(asc(scaleLabels.scale_id), asc(scaleLabels.slot));
  for (const row of rows) {
    held.get(row.scale_id)?.push({ id: row.id, name: row.name, type: row.type, width_mm: row.style.size.width });
  }
  return held;
}

const targetOf = (
  scale: { id: number; model: ScaleModelId; gateway_id: number | null },
  held: Map<number, HeldLabel[]>,
): FitTarget => ({
  model: scale.model,
  via_gateway: scale.gateway_id !== null,
  labels: held.get(scale.id) ?? [],
});

/**
 * `GET /api/management/goods/fit`: for the goods of one list page, each scale holding the good
 * that cannot take it, with the reasons. Goods outside the caller's scope are left out.
 */
export async function goodsFit(ctx: Ctx, goodIds: number[]): Promise<GoodsFit> {
  const found = await ctx.db
    .select(fitGoodColumns)
    .from(goods)
    .where(and(inArray(goods.id, goodIds), companyScope(ctx.actor, goods)));
  if (found.length === 0) {
    return [];
  }
  const holdings = await ctx.db
    .select({
      good_id: scaleGoods.good_id,
      id: scales.id,
      scale_name: scales.scale_name,
      model: scales.model,
      gateway_id: scales.gateway_id,
      shop_id: shops.id,
      shop_name: shops.name,
    })
    .from(scaleGoods)
    .innerJoin(scales, eq(scales.id, scaleGoods.scale_id))
    .innerJoin(shops, eq(shops.id, scales.shop_id))
    .where(
      and(
        inArray(
          scaleGoods.good_id,
          found.map((good) => good.id),
        ),
        eq(scaleGoods.removed, false),
      ),
    )
    .orderBy(asc(shops.name), asc(scales.scale_name));
  const held = await heldLabelsByScale(ctx, [...new Set(holdings.map((holding) => holding.id))]);
  return found.map((good) => ({
    good_id: good.id,
    scales: holdings
      .filter((holding) => holding.good_id === good.id)
      .map((holding) => ({
        scale_id: holding.id,
        scale_name: holding.scale_name,
        shop_id: holding.shop_id,
        shop_name: holding.shop_name,
        via_gateway: holding.gateway_id !== null,
        problems: goodFitProblems(good, targetOf(holding, held)),
      }))
      .filter((scale) => scale.problems.length > 0),
  }));
}

/** `GET /api/shops/{shopId}/scales/{id}/fit`: what of its hot keys and goods one scale cannot take. */
export async function scaleFit(ctx: Ctx, shopId: number, id: number): Promise<ScaleFitReport> {
  const scale = await scopedScale(ctx, id, shopId);
  const held = await ctx.db
    .select(fitGoodColumns)
    .from(scaleGoods)
    .innerJoin(goods, eq(goods.id, scaleGoods.good_id))
    .where(and(eq(scaleGoods.scale_id, scale.id), eq(scaleGoods.removed, false)))
    .orderBy(asc(goods.plu));
  const target = targetOf(scale, await heldLabelsByScale(ctx, [scale.id]));
  return {
    hot_keys_beyond: scale.gateway_id === null ? [] : hotKeysBeyondLan(scale.hot_keys, scale.model),
    goods_checked: held.length,
    goods: held
      .map((good) => ({
        good_id: good.id,
        plu: good.plu,
        name: good.name_lines[0] ?? '',
        problems: goodFitProblems(good, target),
      }))
      .filter((good) => good.problems.length > 0),
  };
}
