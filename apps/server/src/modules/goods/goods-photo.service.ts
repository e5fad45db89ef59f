import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCode, PHOTO_LINK_MINUTES } from '@tm/contracts';
import { eq, sql } from 'drizzle-orm';
import { linkSigningSecret } from '../../db/signing-secret';
import type { Ctx, PublicCtx } from '../../http/context';
import { AppError } from '../../http/errors';
import { getGood } from './goods.service';
import { goods } from './goods.table';

/** Phone-photo links: `<good id>.<expiry in unix seconds>.<HMAC>`. */
const signature = (secret: Buffer, goodId: number, expires: number) =>
  createHmac('sha256', secret).update(`good-photo:${goodId}:${expires}`).digest();

/** A link for a good of the caller's scope, valid for PHOTO_LINK_MINUTES. */
export async function createPhotoLink(ctx: Ctx, goodId: number) {
  await getGood(ctx, goodId);
  const expires = Math.floor(ctx.now().getTime() / 1000) + PHOTO_LINK_MINUTES * 60;
  const mac = signature(await linkSigningSecret(ctx.db), goodId, expires).toString('base64url');
  const token = `${goodId}.${expires}.${mac}`;
  return {
    token,
    url: ctx.config.publicUrl ? `${ctx.config.publicUrl}/page/goodPhotoUpload?token=${token}` : null,
    expires_time: new Date(expires * 1000),
  };
}

/** The good a link names, if the link is genuine and not expired. */
async function goodOfToken(ctx: PublicCtx, token: string) {
  const invalid = new AppError(ErrorCode.VALIDATION, { fields: { token: 'photo_link_invalid' } });
  const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) {
    throw invalid;
  }
  const goodId = Number(match[1]);
  const expires = Number(match[2]);
  const given = Buffer.from(match[3] ?? '', 'base64url');
  const expected = signature(await linkSigningSecret(ctx.db), goodId, expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || expires * 1000 < ctx.now().getTime()) {
    throw invalid;
  }
  const [good] = await ctx.db
    .select({ id: goods.id, plu: goods.plu, name_lines: goods.name_lines, img_url: goods.img_url })
    .from(goods)
    .where(eq(goods.id, goodId));
  if (!good) {
    throw invalid;
  }
  return { ...good, expires_time: new Date(expires * 1000) };
}

export async function photoTarget(ctx: PublicCtx, token: string) {
  const { id: _id, ...target } = await goodOfToken(ctx, token);
  return target;
}

/** Sets the good's image to one stored by the photo page; the scales see a new version. */
export async function setPhotoByLink(ctx: PublicCtx, token: string, store: () => Promise<{ url: string }>) {
  const good = await goodOfToken(ctx, token);
  const { url } = await store();
  await ctx.db
    .update(goods)
    .set({ img_url: url, version: sql`${goods.version} + 1`, last_modified_time: ctx.now() })
    .where(eq(goods.id, good.id));
  return { plu: good.plu, name_lines: good.name_lines, img_url: url, expires_time: good.expires_time };
}
