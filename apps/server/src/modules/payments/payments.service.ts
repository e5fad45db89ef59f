import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ErrorCode, JOIN_TYPE, PAY_PERMISSION, isAdminRole, type registerMerchantBodySchema } from '@tm/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { appMeta } from '../../db/meta.table';
import type { Ctx } from '../../http/context';
import { AppError } from '../../http/errors';
import { getCompany, insertCompany, linkUserToCompany } from '../companies/companies.service';
import { companyUsers } from '../companies/companies.table';

/** How long a merchant registration token is good for. */
export const PAY_TOKEN_TTL_SECONDS = 30 * 60;
const SECRET_KEY = 'merchant_token_secret';

/** The installation's signing key, made once and kept in the database (shared by all instances). */
async function signingKey(db: Db): Promise<Buffer> {
  await db
    .insert(appMeta)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SECRET_KEY));
  if (!row) {
    throw new AppError(ErrorCode.INTERNAL);
  }
  return Buffer.from(row.value, 'hex');
}

/** A company's own user, or a system administrator, may ask about the company; others get 404. */
function assertCompanyReadable(ctx: Ctx, companyId: number): void {
  if (!isAdminRole(ctx.actor.role_type) && ctx.actor.company_id !== companyId) {
    throw new AppError(ErrorCode.NOT_FOUND);
  }
}

export async function payPermissionOf(ctx: Ctx, companyId: number) {
  assertCompanyReadable(ctx, companyId);
  const company = await getCompany(ctx.db, companyId);
  return { permissionsType: company.pay_permission };
}

/**
 * `POST /api/pay/serve/token/encryption`: a signed token, good for 30 minutes, that carries the
 * company to the merchant registration of the payment service. Only for companies allowed to register.
 */
export async function issueMerchantToken(ctx: Ctx, companyId: number): Promise<string> {
  const { permissionsType } = await payPermissionOf(ctx, companyId);
  if (permissionsType !== PAY_PERMISSION.ALLOWED) {
    throw new AppError(ErrorCode.FORBIDDEN, { fields: { company_id: 'pay_not_allowed' } });
  }
  const payload = Buffer.from(
    JSON.stringify({
      company_id: companyId,
      user_id: ctx.actor.user_id,
      exp: Math.floor(ctx.now().getTime() / 1000) + PAY_TOKEN_TTL_SECONDS,
    }),
  ).toString('base64url');
  const signature = createHmac('sha256', await signingKey(ctx.db))
    .update(payload)
    .digest('base64url');
  return `${payload}.${signature}`;
}

/** The company a merchant token stands for, or null when it is forged or expired. */
export async function verifyMerchantToken(db: Db, token: string, now: Date): Promise<{ company_id: number } | null> {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) {
    return null;
  }
  const expected = createHmac('sha256', await signingKey(db))
    .update(payload)
    .digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return null;
  }
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    company_id?: unknown;
    exp?: unknown;
  };
  if (typeof claims.company_id !== 'number' || typeof claims.exp !== 'number') {
    return null;
  }
  return claims.exp * 1000 > now.getTime() ? { company_id: claims.company_id } : null;
}

/**
 * `/page/shanghuResign`: a USER without a company registers a merchant, which becomes a company
 * with that user as its administrator (payment permission still to be granted by an administrator).
 */
export async function registerMerchant(ctx: Ctx, body: z.output<typeof registerMerchantBodySchema>) {
  if (ctx.actor.role_type !== 'USER') {
    throw new AppError(ErrorCode.FORBIDDEN);
  }
  return ctx.db.transaction(async (tx) => {
    const [link] = await tx.select().from(companyUsers).where(eq(companyUsers.user_id, ctx.actor.user_id)).limit(1);
    if (link) {
      throw new AppError(ErrorCode.CONFLICT, { fields: { name: 'already_in_company' } });
    }
    const now = ctx.now();
    const company = await insertCompany(tx, {
      ...body,
      if_analysis_open: 1,
      created_time: now,
      last_modified_time: now,
    });
    await linkUserToCompany(tx, company.id, ctx.actor.user_id, JOIN_TYPE.ADMIN);
    return getCompany(tx, company.id);
  });
}
