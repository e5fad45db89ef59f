import { createHmac, timingSafeEqual } from 'node:crypto';
import { qrPayloadSchema, type QrDetail, type QrPayload } from '@tm/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { linkSigningSecret } from '../../db/signing-secret';
import type { PublicCtx } from '../../http/context';
import { goods } from '../goods/goods.table';
import { scales } from '../scales/scales.table';
import { shops } from '../shops/shops.table';

/**
 * The shopper's QR link: `/external/qrdetail/<payload>.<mac>`, where payload is base64url JSON
 * (`QrPayload`) and mac the first 16 bytes of HMAC-SHA256(scale key, payload), base64url. Each
 * scale gets its key through its sync (`qr.key`); the key is derived from the installation's
 * secret and the scale id, so the server can check a link without storing anything per sale.
 */
export const QR_PATH = '/external/qrdetail/';
const MAC_BYTES = 16;

export async function qrKeyOfScale(db: Db, scaleId: number): Promise<Buffer> {
  return createHmac('sha256', await linkSigningSecret(db))
    .update(`qr-key:${scaleId}`)
    .digest();
}

export function signQrPayload(key: Buffer, payload: QrPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const mac = createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES).toString('base64url');
  return `${body}.${mac}`;
}

function payloadOf(token: string): { body: string; mac: Buffer; payload: QrPayload } | null {
  const match = /^([\w-]{4,600})\.([\w-]{22})$/.exec(token);
  if (!match?.[1] || !match[2]) {
    return null;
  }
  try {
    const parsed = qrPayloadSchema.safeParse(JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')));
    return parsed.success ? { body: match[1], mac: Buffer.from(match[2], 'base64url'), payload: parsed.data } : null;
  } catch {
    return null;
  }
}

const yyyymmdd = (text: string | undefined) =>
  text ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}` : null;

/**
 * What a genuine link shows, or null for an unknown, forged or outdated one (the good or the
 * scale is gone, or they are not of one company): the page answers 404 alike.
 */
export async function qrDetail(ctx: Pick<PublicCtx, 'db'>, token: string): Promise<QrDetail | null> {
  const read = payloadOf(token);
  if (!read) {
    return null;
  }
  const { payload } = read;
  const expected = createHmac('sha256', await qrKeyOfScale(ctx.db, payload.s))
    .update(read.body)
    .digest()
    .subarray(0, MAC_BYTES);
  if (read.mac.length !== MAC_BYTES || !timingSafeEqual(read.mac, expected)) {
    return null;
  }
  const [good] = await ctx.db
    .select({
      company_id: goods.company_id,
      name_lines: goods.name_lines,
      info_lines: goods.info_lines,
      img_url: goods.img_url,
      plu: goods.plu,
    })
    .from(goods)
    .where(eq(goods.id, payload.g));
  if (!good) {
    return null;
  }
  let shopName: string | null = null;
  if (payload.s !== 0) {
    const [place] = await ctx.db
      .select({ shop_name: shops.name })
      .from(scales)
      .innerJoin(shops, eq(shops.id, scales.shop_id))
      .where(and(eq(scales.id, payload.s), eq(scales.company_id, good.company_id)));
    if (!place) {
      return null;
    }
    shopName = place.shop_name;
  }
  const hasSale = [payload.w, payload.q, payload.u, payload.t, payload.p, payload.b].some((v) => v !== undefined);
  return {
    name_lines: good.name_lines.filter(Boolean),
    info_lines: good.info_lines.filter(Boolean),
    img_url: good.img_url,
    plu: good.plu,
    shop_name: shopName,
    sale: hasSale
      ? {
          weight_g: payload.w ?? null,
          quantity: payload.q ?? null,
          unit_price: payload.u ?? null,
          total_price: payload.t ?? null,
          pack_date: yyyymmdd(payload.p),
          best_before: yyyymmdd(payload.b),
        }
      : null,
  };
}
