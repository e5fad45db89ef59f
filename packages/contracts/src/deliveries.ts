import { z } from 'zod';
import { idSchema, isoTimeSchema, pageQuerySchema, searchSchema } from './common';

/**
 * Delivery records (docs/delivery.md): when each change of a good reached each scale holding it,
 * confirmed by the scale's own sync (or by the gateway driving it), and what is still on its way.
 */

/** One scale holding a good: whether it holds the good's current version, since when. */
export const goodOnScaleSchema = z.object({
  scale_id: z.int(),
  scale_name: z.string(),
  shop_id: z.int(),
  shop_name: z.string(),
  via_gateway: z.boolean(),
  online: z.boolean(),
  last_seen_time: isoTimeSchema.nullable(),
  delivered: z.boolean(),
  /** When the scale confirmed the current version; null while it is pending. */
  delivered_time: isoTimeSchema.nullable(),
  /** Every change of any good, hot key or label the scale has not confirmed yet. */
  pending_changes: z.int(),
});
export type GoodOnScale = z.input<typeof goodOnScaleSchema>;

export const goodDeliverySchema = z.object({
  good_id: z.int(),
  unit_price: z.int(),
  /** When the price last changed (the good's creation when it never did). */
  price_since: isoTimeSchema,
  /** When the good last changed in any field. */
  changed_time: isoTimeSchema,
  scales: z.array(goodOnScaleSchema),
});
export type GoodDelivery = z.input<typeof goodDeliverySchema>;

export const PENDING_KINDS = ['added', 'changed', 'removed'] as const;

/** What one scale has not confirmed yet. */
export const scalePendingSchema = z.object({
  hot_keys: z.boolean(),
  labels: z.boolean(),
  /** When the scale confirmed its current hot keys and label formats; null until it has. */
  hot_keys_delivered_time: isoTimeSchema.nullable(),
  labels_delivered_time: isoTimeSchema.nullable(),
  goods_total: z.int(),
  /** The oldest first, at most 200. */
  goods: z.array(
    z.object({
      good_id: z.int().nullable(),
      plu: z.int(),
      name: z.string(),
      kind: z.enum(PENDING_KINDS),
      unit_price: z.int().nullable(),
      changed_time: isoTimeSchema.nullable(),
    }),
  ),
});
export type ScalePending = z.input<typeof scalePendingSchema>;
export const SCALE_PENDING_SHOWN = 200;

/** "Which scales still sell at the old price?": every good change not yet on a scale holding it. */
export const listPendingDeliveriesQuerySchema = pageQuerySchema.extend({
  /** Good name or PLU. */
  q: searchSchema,
  shop_id: idSchema.optional(),
  company_id: idSchema.optional(),
});
export type ListPendingDeliveriesQuery = Partial<z.output<typeof listPendingDeliveriesQuerySchema>>;

export const pendingDeliverySchema = z.object({
  scale_id: z.int(),
  scale_name: z.string(),
  shop_id: z.int(),
  shop_name: z.string(),
  online: z.boolean(),
  last_seen_time: isoTimeSchema.nullable(),
  good_id: z.int(),
  plu: z.int(),
  name: z.string(),
  unit_price: z.int(),
  /** The price the scale last confirmed, when it confirmed one and it differs. */
  delivered_price: z.int().nullable(),
  changed_time: isoTimeSchema,
  delivered_time: isoTimeSchema.nullable(),
});
export type PendingDelivery = z.input<typeof pendingDeliverySchema>;
