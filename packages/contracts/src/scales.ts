import { z } from 'zod';
import { effectivePriceSchema } from './prices';
import {
  flagSchema,
  idSchema,
  isoTimeSchema,
  pageQuerySchema,
  searchSchema,
  urlSchema,
  withoutDefaults,
} from './common';
import { goodSchema } from './goods';
import { SCALE_MODEL_IDS, SCALE_NAME_MAX } from './scale-models';

/** Electronic scales of a shop: the console's side (spec §3 Scale, §7 Scales). */

export const scaleModelSchema = z.enum(SCALE_MODEL_IDS, { error: 'scale_model_invalid' });

/** Ids in a JSON body are integers as written, never strings coerced to one. */
const bodyIdSchema = z.int().positive();

const scaleFieldsSchema = z.object({
  scale_name: z
    .string({ error: 'name_required' })
    .trim()
    .min(1, { error: 'name_required' })
    .max(SCALE_NAME_MAX, { error: 'name_too_long' }),
  desc: z.string().trim().max(500).default(''),
  img_url: urlSchema.default(''),
  /** 1: sales of this scale need a verification step (spec field, kept as given). */
  if_verify: flagSchema.default(0),
  /** The model fixes how many PLUs and hot keys the scale holds; a general label scale by default. */
  model: scaleModelSchema.default('TM-Aa'),
});

/** The scale's own identity (printed on it, shown in its QR code): letters, digits, `-` and `_`. */
export const scaleUuidSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{6,64}$/, { error: 'scale_uuid_invalid' });

/** `POST /api/management/scales/create`: the console's full create call. */
export const createScaleBodySchema = scaleFieldsSchema
  .extend({ shop_id: bodyIdSchema, scale_uuid: scaleUuidSchema.optional() })
  .strict();
export type CreateScaleBody = z.input<typeof createScaleBodySchema>;

/** `POST /api/shops/{shopId}/scales`: the short create call of a shop's page. */
export const createShopScaleBodySchema = scaleFieldsSchema.extend({ scale_uuid: scaleUuidSchema.optional() }).strict();
export type CreateShopScaleBody = z.input<typeof createShopScaleBodySchema>;

/** Edit a scale: any of its fields; `shop_id` moves it to another shop of the same company. */
export const updateScaleBodySchema = z
  .object(withoutDefaults(scaleFieldsSchema.shape))
  .partial()
  .extend({ shop_id: bodyIdSchema.optional() })
  .strict();
export type UpdateScaleBody = z.input<typeof updateScaleBodySchema>;

export const hotKeyTypeSchema = z.enum(['UP', 'DOWN']);
export type HotKeyType = z.infer<typeof hotKeyTypeSchema>;

/** Spec §3 Hot key: key number on its layer, the PLU it calls, its name, the layer (UP or DOWN). */
export const hotKeySchema = z.object({
  key: z.int().min(1, { error: 'hot_key_invalid' }),
  plu: z.int().min(1).max(999_999),
  name: z.string(),
  type: hotKeyTypeSchema,
});
export type HotKey = z.input<typeof hotKeySchema>;

export const putHotKeysBodySchema = z
  .object({ hot_keys: z.array(hotKeySchema.extend({ name: z.string().max(40).default('') })).max(500) })
  .strict();
export type PutHotKeysBody = z.input<typeof putHotKeysBodySchema>;

/** What the gateway last said about a scale it drives. */
export const lanStatusSchema = z.object({
  reachable: z.boolean(),
  last_contact_time: isoTimeSchema.nullable(),
  /** Changes waiting to be sent to the scale. */
  queued: z.int().min(0),
  last_error: z.string().max(500).nullable(),
  reported_time: isoTimeSchema,
  /** Whether the report is recent (within GATEWAY_ONLINE_SECONDS): an older one says nothing of now. */
  current: z.boolean(),
});
export type LanStatus = z.input<typeof lanStatusSchema>;

export const scaleSchema = z.object({
  id: z.int(),
  company_id: z.int(),
  company_name: z.string(),
  shop_id: z.int(),
  shop_name: z.string(),
  scale_name: z.string(),
  desc: z.string(),
  img_url: z.string(),
  scale_uuid: z.string(),
  if_verify: flagSchema,
  model: scaleModelSchema,
  firmware: z.string(),
  /** Heartbeat within the last 2 minutes. */
  online: z.boolean(),
  last_seen_time: isoTimeSchema.nullable(),
  goods_count: z.int(),
  /** Goods, removals and hot-key changes the scale has not fetched yet. */
  pending_changes: z.int(),
  /** The change number the scale last synced to (0: never). */
  synced_version: z.int(),
  trades_today: z.int(),
  /** A TM scale driven by a shop gateway at a LAN address (docs/gateway.md); null when direct. */
  gateway_id: z.int().nullable(),
  gateway_name: z.string().nullable(),
  lan_ip: z.string().nullable(),
  lan_port: z.int(),
  lan_status: lanStatusSchema.nullable(),
  created_time: isoTimeSchema,
  last_modified_time: isoTimeSchema,
});
export type Scale = z.input<typeof scaleSchema>;

/** One scale with its hot keys (spec §3: the scale carries `hot_keys`). */
export const scaleDetailSchema = scaleSchema.extend({ hot_keys: z.array(hotKeySchema) });
export type ScaleDetail = z.input<typeof scaleDetailSchema>;

/** The create answer: the scale and its device key, shown this once (stored hashed). */
export const createdScaleSchema = scaleSchema.extend({ device_key: z.string() });
export type CreatedScale = z.input<typeof createdScaleSchema>;

export const deviceKeySchema = z.object({ device_key: z.string() });

export const listScalesQuerySchema = pageQuerySchema.extend({
  /** Scale name or scale_uuid. */
  name: searchSchema,
  shop_id: idSchema.optional(),
  company_id: idSchema.optional(),
  model: scaleModelSchema.optional(),
  online: z.enum(['0', '1']).optional(),
});
export type ListScalesQuery = Partial<z.output<typeof listScalesQuerySchema>>;

/** Scale picker (spec §2): name, page, per_page, filtered by shop. */
export const searchScalesQuerySchema = pageQuerySchema.extend({
  name: searchSchema,
  shop_id: idSchema.optional(),
  /** An administrator picking a scale for one company (a work order taken by phone). */
  company_id: idSchema.optional(),
});
export const scaleOptionSchema = z.object({ id: z.int(), scale_name: z.string(), shop_id: z.int() });
export type ScaleOption = z.input<typeof scaleOptionSchema>;

export const shopScaleParamsSchema = z.object({ shopId: idSchema, id: idSchema });
export const scaleIdParamsSchema = z.object({ id: idSchema });

/** Spec §7: `POST /api/scales/{id}/goods {good_ids, op_flag}`: 1 puts the goods on the scale, 0 takes them off. */
export const scaleGoodsBodySchema = z
  .object({
    good_ids: z.array(bodyIdSchema).min(1, { error: 'good_ids_required' }).max(1000, { error: 'good_ids_too_many' }),
    op_flag: flagSchema,
  })
  .strict();
export type ScaleGoodsBody = z.input<typeof scaleGoodsBodySchema>;
export const scaleGoodsResultSchema = z.object({ changed: z.int(), goods_count: z.int() });

export const listScaleGoodsQuerySchema = pageQuerySchema.extend({ q: searchSchema });
export type ListScaleGoodsQuery = Partial<z.output<typeof listScaleGoodsQuerySchema>>;
export const scaleGoodSchema = goodSchema.extend({
  added_time: isoTimeSchema,
  /** What the scale sells the good at now, for its price zone, and where that price comes from (docs/prices.md). */
  sells_at: effectivePriceSchema,
});
export type ScaleGood = z.input<typeof scaleGoodSchema>;
