import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parseBasic } from '../../http/auth';
import { hashDeviceKey } from '../device/device-keys';
import { scales } from '../scales/scales.table';
import { gateways } from './gateways.table';

/** The gateway a call came from: resolved from its key, never from the body. */
export type DeviceGateway = { id: number; company_id: number; shop_id: number };

/** A scale the gateway acts for: the device API's caller, as when the scale calls itself. */
type GatewayScale = { id: number; company_id: number; shop_id: number; scale_uuid: string };

// Compared against when the gateway is unknown, so that answer takes as long as a wrong key.
const DECOY_HASH = hashDeviceKey('decoy');

/** The gateway that `Authorization: Basic base64("<gateway_uuid>:<gateway_key>")` names, if its key is current. */
export async function authenticateGateway(db: Db, header: string | undefined): Promise<DeviceGateway | null> {
  const [uuid, key] = parseBasic(header) ?? [];
  if (!uuid || !key || !uuid.startsWith('GW')) {
    return null;
  }
  const [row] = await db
    .select({
      id: gateways.id,
      company_id: gateways.company_id,
      shop_id: gateways.shop_id,
      key_hash: gateways.key_hash,
    })
    .from(gateways)
    .where(eq(gateways.gateway_uuid, uuid))
    .limit(1);
  const given = Buffer.from(hashDeviceKey(key), 'hex');
  const stored = Buffer.from(row?.key_hash ?? DECOY_HASH, 'hex');
  if (!row || given.length !== stored.length || !timingSafeEqual(given, stored)) {
    return null;
  }
  return { id: row.id, company_id: row.company_id, shop_id: row.shop_id };
}

/** A scale this gateway drives, as the device API's caller when the gateway acts for it. */
export async function scaleOfGateway(db: Db, gateway: DeviceGateway, scaleUuid: string): Promise<GatewayScale | null> {
  const [row] = await db
    .select({ id: scales.id, company_id: scales.company_id, shop_id: scales.shop_id, scale_uuid: scales.scale_uuid })
    .from(scales)
    .where(and(eq(scales.scale_uuid, scaleUuid), eq(scales.gateway_id, gateway.id)))
    .limit(1);
  return row ?? null;
}
