import { z } from 'zod';
import { idSchema, isoTimeSchema, pageQuerySchema, searchSchema } from './common';
import { goodSchema } from './goods';

/** Which goods (PLU records) a shop sells; a good always belongs to the shop's company. */

/** Goods added or removed in one call: a whole category of a large store fits. */
export const SHOP_GOODS_BATCH_MAX = 1000;

/** Ids in a JSON body are integers as written, never strings or booleans coerced to one. */
const bodyIdSchema = z.int().positive();

const goodIdsSchema = z
  .array(bodyIdSchema)
  .min(1, { error: 'good_ids_required' })
  .max(SHOP_GOODS_BATCH_MAX, { error: 'good_ids_too_many' });

export const shopGoodsParamsSchema = z.object({ shopId: idSchema });

/** Goods of the company a shop does not sell yet: name, PLU or item code, as in the goods list. */
export const shopGoodCandidatesQuerySchema = pageQuerySchema.extend({ q: searchSchema });
export type ShopGoodCandidatesQuery = Partial<z.output<typeof shopGoodCandidatesQuerySchema>>;

export const listShopGoodsQuerySchema = shopGoodCandidatesQuerySchema.extend({
  /** Leaves out the goods this scale holds: what putting goods on it may still add. */
  not_on_scale: idSchema.optional(),
});
export type ListShopGoodsQuery = Partial<z.output<typeof listShopGoodsQuerySchema>>;

/** A good of the shop: the PLU record and when it was added to the shop. */
export const shopGoodSchema = goodSchema.extend({ shop_id: z.int(), added_time: isoTimeSchema });
export type ShopGood = z.input<typeof shopGoodSchema>;

/** Add goods to a shop; goods it already sells are skipped. */
export const addShopGoodsBodySchema = z.object({ good_ids: goodIdsSchema }).strict();
export type AddShopGoodsBody = z.input<typeof addShopGoodsBodySchema>;
export const addShopGoodsResultSchema = z.object({ added: z.int(), skipped: z.int() });
export type AddShopGoodsResult = z.infer<typeof addShopGoodsResultSchema>;

/** Spec §7: POST /api/goods/shops/delete {shop_id (integer), good_ids (list)}. */
export const removeShopGoodsBodySchema = z.object({ shop_id: bodyIdSchema, good_ids: goodIdsSchema }).strict();
export type RemoveShopGoodsBody = z.input<typeof removeShopGoodsBodySchema>;
export const removeShopGoodsResultSchema = z.object({ removed: z.int() });
export type RemoveShopGoodsResult = z.infer<typeof removeShopGoodsResultSchema>;
