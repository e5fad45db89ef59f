import { z } from 'zod';
import { isoTimeSchema } from './common';
import { goodSchema, PLU_MAX, PRICE_MAX_FEN } from './goods';
import { deviceLabelSchema } from './labels';
import { SCALE_NAME_MAX } from './scale-models';
import { hotKeySchema, scaleModelSchema, scaleUuidSchema } from './scales';

/**
 * The device API: what scales speak to the cloud (`/api/device/v1/...`), and the console calls
 * that attach a scale by its QR code. A scale authenticates with
 * `Authorization: Basic base64("<scale_uuid>:<device_key>")`. Device bodies are not strict: a
 * scale in the field may run newer firmware that sends more fields, and those are ignored.
 */

/** Minutes a registration QR code stays valid, and a finished one waits for its scale. */
export const REGISTRATION_MINUTES = 30;
/** Goods in one sync answer; the scale asks again with `since = version` while `more`. */
export const SYNC_PAGE_GOODS = 2000;
export const TRADES_BATCH_MAX = 1000;
/** A total may differ from price × amount by this many fen: scales truncate where we round. */
export const TRADE_TOTAL_TOLERANCE_FEN = 1;

const firmwareSchema = z.string().trim().max(64);

/** Random, at least 128 bits, base64url: shown on the scale's screen as part of its QR code. */
export const requestIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'registration_invalid' });

export const helloBodySchema = z.object({
  scale_uuid: scaleUuidSchema,
  model: scaleModelSchema,
  firmware: firmwareSchema.default(''),
});
export type HelloBody = z.input<typeof helloBodySchema>;

/**
 * A scale the cloud does not know gets a registration to show as a QR code; a known one with a
 * valid key gets its place and sync state; a known one without a valid key learns only that it is
 * registered (so it asks its owner for the key instead of showing a QR code).
 */
export const helloSchema = z.union([
  z.object({
    registered: z.literal(false),
    request_id: z.string(),
    register_url: z.string(),
    expires_time: isoTimeSchema,
  }),
  z.object({
    registered: z.literal(true),
    scale_id: z.int(),
    shop_id: z.int(),
    synced_version: z.int(),
    server_time: isoTimeSchema,
  }),
  z.object({ registered: z.literal(true) }),
]);
export type Hello = z.input<typeof helloSchema>;

export const registrationParamsSchema = z.object({ request_id: requestIdSchema });

/** `done` is answered once: the plain key is deleted as it is handed over. */
export const registrationStatusSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('waiting') }),
  z.object({ status: z.literal('done'), scale_uuid: z.string(), device_key: z.string() }),
]);
export type RegistrationStatus = z.input<typeof registrationStatusSchema>;

export const heartbeatBodySchema = z.object({
  firmware: firmwareSchema,
  /** Free text the scale reports (`ok`, `paper_out`, ...); anything but `ok` is logged. */
  status: z.string().trim().max(200).optional(),
});
export type HeartbeatBody = z.input<typeof heartbeatBodySchema>;

export const heartbeatSchema = z.object({
  server_time: isoTimeSchema,
  /** Changes are waiting: the scale should sync. */
  pending: z.boolean(),
});
export type Heartbeat = z.input<typeof heartbeatSchema>;

export const syncQuerySchema = z.object({
  /** The change number the scale holds everything up to; 0 asks for the full set. */
  since: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});
export type SyncQuery = Partial<z.output<typeof syncQuerySchema>>;

/** A full PLU record as the scale stores it, with the change number it was sent at. */
export const deviceGoodSchema = goodSchema
  .omit({ company_id: true, version: true, created_time: true, last_modified_time: true })
  .extend({ sync_version: z.int() });
export type DeviceGood = z.input<typeof deviceGoodSchema>;

/**
 * A sync answer. The scale deletes `removed_plus` first, then stores `goods` (a PLU can move from
 * one good to another in one answer); `hot_keys` null means unchanged. `version` is what the scale
 * sends as `since` next time.
 */
export const syncSchema = z.object({
  version: z.int(),
  goods: z.array(deviceGoodSchema),
  removed_plus: z.array(z.int()),
  hot_keys: z.array(hotKeySchema).nullable(),
  /** Every label format the scale holds, by slot, when any changed (the scale replaces its set); else null. */
  labels: z.array(deviceLabelSchema).nullable(),
  /**
   * With `labels`: how the scale signs the shopper's QR link it prints for `{qr_url}`:
   * `url_prefix` + base64url(JSON payload) + "." + base64url(first 16 bytes of HMAC-SHA256(key, payload)).
   */
  qr: z.object({ url_prefix: z.string(), key: z.string() }).nullable(),
  more: z.boolean(),
});
export type Sync = z.input<typeof syncSchema>;

export const tradeTypeSchema = z.enum(['sale', 'return', 'void']);
export type TradeType = z.infer<typeof tradeTypeSchema>;

/**
 * One sale as the scale recorded it. Money in fen (`unit_price` is the price charged, after any
 * discount, per the good's weight unit), weight in grams. A by-weight sale carries `weight_g`, a
 * by-count one `quantity`.
 */
export const deviceTradeSchema = z
  .object({
    /** Unique per scale: the same number sent again is the same sale, stored once. */
    trade_no: z.string().trim().min(1).max(64),
    trade_time: isoTimeSchema,
    plu: z.int().min(1).max(PLU_MAX),
    /** The name the scale printed; kept as the sale's name even when the PLU is unknown. */
    name: z.string().trim().max(100).optional(),
    unit_price: z.int().min(0).max(PRICE_MAX_FEN),
    weight_g: z.int().min(1).max(1_000_000).optional(),
    quantity: z.int().min(1).max(100_000).optional(),
    total_price: z.int().min(0).max(999_999_999),
    type: tradeTypeSchema,
    barcode: z.string().trim().max(32).optional(),
    ticket_no: z.string().trim().max(32).optional(),
  })
  .refine((trade) => trade.weight_g !== undefined || trade.quantity !== undefined, {
    error: 'weight_or_quantity',
    path: ['weight_g'],
  });
export type DeviceTrade = z.input<typeof deviceTradeSchema>;

// The item shape for the API documentation only: items are validated one by one by the service.
const { $schema: _draft, ...deviceTradeJsonSchema } = z.toJSONSchema(deviceTradeSchema, { io: 'input' });

/**
 * Items are checked one by one (against `deviceTradeSchema`), so one broken record is reported
 * and the rest of the batch is stored.
 */
export const uploadTradesBodySchema = z.object({
  trades: z
    .array(z.unknown().meta({ ...deviceTradeJsonSchema, description: 'A sale (DeviceTrade), checked on its own' }))
    .max(TRADES_BATCH_MAX),
});
export type UploadTradesBody = { trades: DeviceTrade[] };

export const uploadTradesResultSchema = z.object({
  /** Stored now. */
  accepted: z.int(),
  /** Already stored by an earlier upload (or twice in this one): not stored again. */
  duplicates: z.int(),
  /** Of those stored now, how many have a total that does not match price × amount. */
  flagged: z.int(),
  /** Records that are not valid sales, by their place in `trades`; nothing of them is stored. */
  rejected: z.array(z.object({ index: z.int(), trade_no: z.string().nullable(), reason: z.string() })),
});
export type UploadTradesResult = z.input<typeof uploadTradesResultSchema>;

/** `POST /api/management/scales/register/judge`: is a scale with this id known to the cloud? */
export const judgeScaleBodySchema = z.object({ scale_uuid: scaleUuidSchema }).strict();
export const judgeScaleSchema = z.object({ registered: z.boolean() });

/**
 * `POST /api/management/scales/authorize`: attach the scale that shows this QR code to a shop.
 * `wechat_type` and `code` come from the WeChat mini-program flow of the spec; the caller's session
 * already says who they are, so they are accepted and not needed.
 */
export const authorizeScaleBodySchema = z
  .object({
    request_id: requestIdSchema,
    wechat_type: z.string().trim().max(20).optional(),
    code: z.string().trim().max(200).optional(),
    shop_id: z.int().positive(),
    scale_name: z
      .string()
      .trim()
      .min(1, { error: 'name_required' })
      .max(SCALE_NAME_MAX, { error: 'name_too_long' })
      .optional(),
  })
  .strict();
export type AuthorizeScaleBody = z.input<typeof authorizeScaleBodySchema>;

export const authorizedScaleSchema = z.object({
  id: z.int(),
  company_id: z.int(),
  shop_id: z.int(),
  scale_name: z.string(),
  scale_uuid: z.string(),
  model: scaleModelSchema,
});
export type AuthorizedScale = z.input<typeof authorizedScaleSchema>;
