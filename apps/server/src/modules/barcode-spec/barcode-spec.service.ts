import { BARCODE_PRESETS, type BarcodeFormatInUse } from '@tm/contracts';
import { and, asc, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Ctx } from '../../http/context';
import { companyScope } from '../../http/scope';
import { goods } from '../goods/goods.table';
import { labels } from '../labels/labels.table';
import { shops } from '../shops/shops.table';

const EXAMPLES = 3;

const exampleColumns = {
  id: goods.id,
  plu: goods.plu,
  item_code: goods.item_code,
  name: sql<string>`${goods.name_lines}[1]`,
  unit_price: goods.unit_price,
  pricing_mode: goods.pricing_mode,
  weight_unit: goods.weight_unit,
  fixed_weight_g: goods.fixed_weight_g,
};

/** The first goods by PLU that match, for worked examples. */
function examplesOf(ctx: Ctx, where: SQL | undefined) {
  return ctx.db
    .select(exampleColumns)
    .from(goods)
    .where(and(companyScope(ctx.actor, goods), where))
    .orderBy(asc(goods.plu))
    .limit(EXAMPLES);
}

/**
 * `GET /api/management/barcode-formats`: every barcode format printed in the caller's scope: the
 * presets goods name, then the labels whose own unit table some good prints (goods naming the label
 * and no preset), each with its number of goods and a few of them as worked examples.
 */
export async function barcodeFormatsInUse(ctx: Ctx): Promise<BarcodeFormatInUse[]> {
  const presetCounts = await ctx.db
    .select({ id: goods.barcode_format_id, good_count: count() })
    .from(goods)
    .where(and(companyScope(ctx.actor, goods), isNotNull(goods.barcode_format_id)))
    .groupBy(goods.barcode_format_id);
  const presets = await Promise.all(
    BARCODE_PRESETS.flatMap((preset) => {
      const used = presetCounts.find((row) => row.id === preset.id);
      return used
        ? [
            examplesOf(ctx, eq(goods.barcode_format_id, preset.id)).then((examples) => ({
              source: 'preset' as const,
              id: preset.id,
              name: '',
              shop_name: null,
              type: preset.type,
              units: [...preset.units],
              good_count: used.good_count,
              examples,
            })),
          ]
        : [];
    }),
  );

  const ownTables = await ctx.db
    .select({ id: labels.id, name: labels.name, style: labels.style, shop_name: shops.name })
    .from(labels)
    .innerJoin(shops, eq(shops.id, labels.shop_id))
    .where(and(companyScope(ctx.actor, labels), sql`jsonb_array_length(${labels.style}->'unitList') > 0`))
    .orderBy(asc(shops.name), asc(labels.name));
  const labelIds = ownTables.map((label) => label.id);
  const labelCounts = labelIds.length
    ? await ctx.db
        .select({ id: goods.label_format_id, good_count: count() })
        .from(goods)
        .where(
          and(
            companyScope(ctx.actor, goods),
            inArray(goods.label_format_id, labelIds),
            isNull(goods.barcode_format_id),
          ),
        )
        .groupBy(goods.label_format_id)
    : [];
  const fromLabels = await Promise.all(
    ownTables.map(async (label) => ({
      source: 'label' as const,
      id: label.id,
      name: label.name,
      shop_name: label.shop_name,
      type: label.style.barcodeType,
      units: label.style.unitList,
      good_count: labelCounts.find((row) => row.id === label.id)?.good_count ?? 0,
      examples: await examplesOf(ctx, and(eq(goods.label_format_id, label.id), isNull(goods.barcode_format_id))),
    })),
  );
  return [...presets, ...fromLabels.filter((format) => format.good_count > 0)];
}
