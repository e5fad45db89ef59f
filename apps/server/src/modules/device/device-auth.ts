import { timingSafeEqual } from 'node:crypto';
import { ErrorCode, SCALE_UUID_HEADER } from '@tm/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { perDb } from '../../db/per-db';
import { parseBasic } from '../../http/auth';
import { AppError } from '../../http/errors';
import { authenticateGateway, scaleOfGateway } from '../gateways/gateway-auth';
import { scales } from '../scales/scales.table';
import { hashDeviceKey } from './device-keys';

/** The scale a device call came from: resolved from its key, never from the body or the query. */
export type DeviceScale = {
  id: number;
  company_id: number;
  shop_id: number;
  scale_uuid: string;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    /** Set on device routes by `requireDeviceKey`; null elsewhere. */
    deviceScale: DeviceScale | null;
  }
}

export { hashDeviceKey, newDeviceKey } from './device-keys';

// Compared against when the scale is unknown or has no key, so those answers take as long as a wrong key.
const DECOY_HASH = hashDeviceKey('decoy');

const scaleByUuid = perDb((db) =>
  db
    .select({
      id: scales.id,
      company_id: scales.company_id,
      shop_id: scales.shop_id,
      scale_uuid: scales.scale_uuid,
      device_key_hash: scales.device_key_hash,
    })
    .from(scales)
    .where(eq(scales.scale_uuid, sql.placeholder('uuid')))
    .limit(1)
    .prepare('scale_by_uuid'),
);

/**
 * The scale that `Authorization: Basic base64("<scale_uuid>:<device_key>")` names, if the key is
 * its current one (a regenerated key replaces the hash, so the old key stops at once).
 */
export async function authenticateDevice(db: Db, header: string | undefined): Promise<DeviceScale | null> {
  const credentials = parseBasic(header);
  if (!credentials) {
    return null;
  }
  const [uuid, key] = credentials;
  if (!uuid || !key) {
    return null;
  }
  const [row] = await scaleByUuid(db).execute({ uuid });
  const given = Buffer.from(hashDeviceKey(key), 'hex');
  const stored = Buffer.from(row?.device_key_hash ?? DECOY_HASH, 'hex');
  const matches = given.length === stored.length && timingSafeEqual(given, stored);
  if (!row?.device_key_hash || !matches) {
    return null;
  }
  const { device_key_hash: _hash, ...scale } = row;
  return scale;
}

/**
 * Admits to the routes of the plugin it is added to only a scale with its valid key, or a gateway
 * with its key acting for one of its scales (`X-Scale-Uuid`); others get a 401 in the API's envelope. Runs before the body is read, so a refused call costs no parsing.
 */
export function requireDeviceKey(app: FastifyInstance): void {
  app.decorateRequest('deviceScale', null);
  app.addHook('onRequest', async (request) => {
    const db = request.publicCtx.db;
    const actingFor = request.headers[SCALE_UUID_HEADER];
    // A shop gateway acts for one of its TM scales: its own key, and the scale named in the header.
    const scale =
      typeof actingFor === 'string'
        ? await authenticateGateway(db, request.headers.authorization).then((gateway) =>
            gateway ? scaleOfGateway(db, gateway, actingFor) : null,
          )
        : await authenticateDevice(db, request.headers.authorization);
    if (!scale) {
      throw new AppError(ErrorCode.LOGIN_INVALID);
    }
    request.deviceScale = scale;
  });
}

/** The authenticated scale of a device route (the hook has refused calls without one). */
export function deviceScaleOf(request: FastifyRequest): DeviceScale {
  if (!request.deviceScale) {
    throw new AppError(ErrorCode.LOGIN_INVALID);
  }
  return request.deviceScale;
}
