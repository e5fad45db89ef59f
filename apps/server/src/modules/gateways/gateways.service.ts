import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  GATEWAY_ONLINE_SECONDS,
  type createGatewayBodySchema,
  type gatewayReportBodySchema,
  type scaleLanLinkSchema,
} from '@tm/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx, PublicCtx } from '../../http/context';
import { AppError, invalidField, notFound } from '../../http/errors';
import { companyScope } from '../../http/scope';
import { newDeviceKey } from '../device/device-keys';
import type { DeviceGateway } from './gateway-auth';
import { scales } from '../scales/scales.table';
import { isNewSyncError, notifySyncFailure } from '../scale-events/scale-events.service';
import { getShop } from '../shops/shops.service';
import { gateways } from './gateways.table';

type Out<T extends z.ZodType> = z.output<T>;

const scaleCount = sql<number>`(SELECT count(*)::int FROM scales s WHERE s.gateway_id = ${gateways}.id)`;

const gatewaySelection = {
  id: gateways.id,
  company_id: gateways.company_id,
  shop_id: gateways.shop_id,
  name: gateways.name,
  gateway_uuid: gateways.gateway_uuid,
  version: gateways.version,
  last_seen_time: gateways.last_seen_time,
  scale_count: scaleCount,
  created_time: gateways.created_time,
};

/** The gateways of a shop of the caller's scope. */
export async function listGateways(ctx: Ctx, shopId: number) {
  await getShop(ctx, shopId);
  const rows = await ctx.db
    .select(gatewaySelection)
    .from(gateways)
    .where(and(eq(gateways.shop_id, shopId), companyScope(ctx.actor, gateways)))
    .orderBy(asc(gateways.id));
  return rows.map((row) => ({ ...row, online: isOnline(ctx, row.last_seen_time) }));
}

const isOnline = (ctx: PublicCtx, seen: Date | null) =>
  ctx.now().getTime() - (seen?.getTime() ?? 0) <= GATEWAY_ONLINE_SECONDS * 1000;

async function getGateway(ctx: Ctx, shopId: number, id: number) {
  const [row] = await ctx.db
    .select(gatewaySelection)
    .from(gateways)
    .where(and(eq(gateways.id, id), eq(gateways.shop_id, shopId), companyScope(ctx.actor, gateways)));
  if (!row) {
    throw notFound();
  }
  return { ...row, online: isOnline(ctx, row.last_seen_time) };
}

/** A gateway for a shop; its key is answered this once (stored hashed, like a scale's). */
export async function createGateway(ctx: Ctx, shopId: number, body: Out<typeof createGatewayBodySchema>) {
  const shop = await getShop(ctx, shopId);
  const { key, hash } = newDeviceKey();
  const [row] = await ctx.db
    .insert(gateways)
    .values({
      company_id: shop.company_id,
      shop_id: shop.id,
      name: body.name,
      gateway_uuid: `GW${randomBytes(6).toString('hex').toUpperCase()}`,
      key_hash: hash,
      created_time: ctx.now(),
    })
    .returning({ id: gateways.id });
  if (!row) {
    throw new AppError(ErrorCode.INTERNAL);
  }
  return { gateway: await getGateway(ctx, shopId, row.id), gateway_key: key };
}

export async function renameGateway(ctx: Ctx, shopId: number, id: number, name: string) {
  await getGateway(ctx, shopId, id);
  await ctx.db.update(gateways).set({ name }).where(eq(gateways.id, id));
  return getGateway(ctx, shopId, id);
}

/** A new key; the old one stops working at once (a stolen gateway PC is shut out). */
export async function regenerateGatewayKey(ctx: Ctx, shopId: number, id: number) {
  await getGateway(ctx, shopId, id);
  const { key, hash } = newDeviceKey();
  await ctx.db.update(gateways).set({ key_hash: hash }).where(eq(gateways.id, id));
  return { gateway: await getGateway(ctx, shopId, id), gateway_key: key };
}

/** A gateway that still drives scales stays: they would silently stop receiving changes. */
export async function deleteGateway(ctx: Ctx, shopId: number, id: number) {
  const gateway = await getGateway(ctx, shopId, id);
  if (gateway.scale_count > 0) {
    throw new AppError(ErrorCode.IN_USE, { fields: { id: 'gateway_has_scales' } });
  }
  await ctx.db.delete(gateways).where(eq(gateways.id, id));
}

/**
 * Marks a scale as a TM scale behind a gateway of its shop at a LAN address, or as direct again
 * (`gateway_id` null). Its status from an earlier gateway is forgotten.
 */
export async function setScaleLanLink(ctx: Ctx, shopId: number, scaleId: number, link: Out<typeof scaleLanLinkSchema>) {
  const [scale] = await ctx.db
    .select({ id: scales.id, shop_id: scales.shop_id })
    .from(scales)
    .where(and(eq(scales.id, scaleId), eq(scales.shop_id, shopId), companyScope(ctx.actor, scales)));
  if (!scale) {
    throw notFound();
  }
  if (link.gateway_id !== null) {
    const [gateway] = await ctx.db
      .select({ id: gateways.id })
      .from(gateways)
      .where(and(eq(gateways.id, link.gateway_id), eq(gateways.shop_id, scale.shop_id)));
    if (!gateway) {
      throw invalidField('gateway_id', 'gateway_not_in_shop');
    }
  }
  await ctx.db
    .update(scales)
    .set({ gateway_id: link.gateway_id, lan_ip: link.lan_ip, lan_port: link.lan_port, lan_status: null })
    .where(eq(scales.id, scale.id));
}

/** The scales a gateway drives, with their LAN addresses. */
export async function gatewayConfig(ctx: PublicCtx, gateway: DeviceGateway) {
  const driven = await ctx.db
    .select({
      scale_id: scales.id,
      scale_uuid: scales.scale_uuid,
      scale_name: scales.scale_name,
      model: scales.model,
      lan_ip: scales.lan_ip,
      lan_port: scales.lan_port,
    })
    .from(scales)
    .where(eq(scales.gateway_id, gateway.id))
    .orderBy(asc(scales.id));
  return {
    gateway_id: gateway.id,
    shop_id: gateway.shop_id,
    server_time: ctx.now(),
    scales: driven.map((scale) => ({ ...scale, lan_ip: scale.lan_ip ?? '' })),
  };
}

/** Stores what the gateway says of each scale it drives; scales it does not drive are named back. */
export async function gatewayReport(ctx: PublicCtx, gateway: DeviceGateway, body: Out<typeof gatewayReportBodySchema>) {
  const now = ctx.now();
  await ctx.db.update(gateways).set({ last_seen_time: now, version: body.version }).where(eq(gateways.id, gateway.id));
  const uuids = body.scales.map((scale) => scale.scale_uuid);
  const driven =
    uuids.length === 0
      ? []
      : await ctx.db
          .select({
            id: scales.id,
            scale_uuid: scales.scale_uuid,
            company_id: scales.company_id,
            shop_id: scales.shop_id,
            scale_name: scales.scale_name,
            lan_status: scales.lan_status,
          })
          .from(scales)
          .where(and(eq(scales.gateway_id, gateway.id), inArray(scales.scale_uuid, uuids)));
  const scaleOf = new Map(driven.map((scale) => [scale.scale_uuid, scale]));
  for (const report of body.scales) {
    const scale = scaleOf.get(report.scale_uuid);
    if (scale === undefined) {
      continue;
    }
    const id = scale.id;
    if (report.last_error) {
      ctx.log.info({ scale_id: id, error: report.last_error }, 'gateway reports a scale error');
    }
    if (isNewSyncError(scale.lan_status?.last_error, report.last_error)) {
      await notifySyncFailure(ctx.db, scale, report.last_error ?? '', now);
    }
    await ctx.db
      .update(scales)
      .set({
        lan_status: {
          reachable: report.reachable,
          last_contact_time: report.last_contact_time?.toISOString() ?? null,
          queued: report.queued,
          last_error: report.last_error,
          reported_time: now.toISOString(),
        },
      })
      .where(eq(scales.id, id));
  }
  return { server_time: now, unknown_scales: uuids.filter((uuid) => !scaleOf.has(uuid)) };
}
