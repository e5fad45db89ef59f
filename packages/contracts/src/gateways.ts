import { z } from 'zod';
import { idSchema, isoTimeSchema } from './common';
import { scaleModelSchema } from './scales';

/**
 * Shop gateways: a small process in a shop that brings scales speaking the TM LAN protocol
 * (shared/protocols/tm-scale.md) into the cloud. A gateway belongs to a shop; the scales marked as
 * connected through it (with their LAN address) are driven by it. It authenticates with
 * `Authorization: Basic base64("<gateway_uuid>:<gateway_key>")` and acts for one of its scales on
 * the device API by adding `X-Scale-Uuid: <scale_uuid>` (sync, trades, heartbeat), so a scale
 * behind a gateway is synced, acknowledged and audited exactly like a scale on the device API.
 */
export const GATEWAY_NAME_MAX = 50;
/** TCP port of the TM LAN protocol on the scale. */
export const TM_PORT = 4001;
/** A gateway is online when its last report is at most this old. */
export const GATEWAY_ONLINE_SECONDS = 120;
export const SCALE_UUID_HEADER = 'x-scale-uuid';

const ipv4Schema = z
  .string()
  .trim()
  .regex(/^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/, { error: 'lan_ip_invalid' });

const gatewayNameSchema = z
  .string({ error: 'name_required' })
  .trim()
  .min(1, { error: 'name_required' })
  .max(GATEWAY_NAME_MAX, { error: 'name_too_long' });

export const createGatewayBodySchema = z.object({ name: gatewayNameSchema }).strict();
export type CreateGatewayBody = z.input<typeof createGatewayBodySchema>;
export const updateGatewayBodySchema = z.object({ name: gatewayNameSchema }).strict();

export const gatewaySchema = z.object({
  id: z.int(),
  company_id: z.int(),
  shop_id: z.int(),
  name: z.string(),
  gateway_uuid: z.string(),
  /** What the gateway reported it runs, e.g. `tm-gateway 0.1.0`. */
  version: z.string(),
  last_seen_time: isoTimeSchema.nullable(),
  online: z.boolean(),
  scale_count: z.int(),
  created_time: isoTimeSchema,
});
export type Gateway = z.input<typeof gatewaySchema>;

/** The key is shown once, when the gateway is created or its key regenerated. */
export const gatewayKeySchema = z.object({ gateway: gatewaySchema, gateway_key: z.string() });
export type GatewayKey = z.input<typeof gatewayKeySchema>;

export const gatewayParamsSchema = z.object({ shopId: idSchema, id: idSchema });

/** On a scale: connected through a gateway of its shop at a LAN address, or directly (all null). */
export const scaleLanLinkSchema = z
  .object({
    gateway_id: idSchema.nullable(),
    lan_ip: ipv4Schema.nullable(),
    lan_port: z.int().min(1).max(65_535).default(TM_PORT),
  })
  .refine((link) => (link.gateway_id === null) === (link.lan_ip === null), {
    error: 'lan_ip_required',
    path: ['lan_ip'],
  });
export type ScaleLanLink = z.input<typeof scaleLanLinkSchema>;

// ---- What the gateway calls (device API, gateway key) ----

/** `GET /api/device/v1/gateway/config`: the scales this gateway drives. */
export const gatewayConfigSchema = z.object({
  gateway_id: z.int(),
  shop_id: z.int(),
  server_time: isoTimeSchema,
  scales: z.array(
    z.object({
      scale_id: z.int(),
      scale_uuid: z.string(),
      scale_name: z.string(),
      model: scaleModelSchema,
      lan_ip: z.string(),
      lan_port: z.int(),
    }),
  ),
});
export type GatewayConfig = z.input<typeof gatewayConfigSchema>;

/** `POST /api/device/v1/gateway/report`: the gateway's state of each scale it drives. */
export const gatewayReportBodySchema = z.object({
  version: z.string().trim().max(64).default(''),
  scales: z
    .array(
      z.object({
        scale_uuid: z.string().max(64),
        reachable: z.boolean(),
        last_contact_time: isoTimeSchema.nullable(),
        queued: z.int().min(0).max(1_000_000),
        last_error: z.string().max(500).nullable(),
      }),
    )
    .max(256),
});
export type GatewayReportBody = z.input<typeof gatewayReportBodySchema>;
export const gatewayReportSchema = z.object({ server_time: isoTimeSchema, unknown_scales: z.array(z.string()) });

/**
 * The `trade_no` of a sale read from a TM scale: its record number and recorded date-time
 * (YYMMDDhhmm), since record numbers restart after the scale's records are cleared and the
 * ticket counter wraps (tm-scale.md). Reading the same record again gives the same number, so the
 * device API stores it once.
 */
export const tmTradeNo = (recordNo: number, dateTime: string) => `TM${String(recordNo).padStart(4, '0')}-${dateTime}`;
