import { ErrorCode } from '@tm/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { parseBasic } from '../../http/auth';
import { AppError } from '../../http/errors';
import { hashToken, newToken } from '../users/sessions.service';
import { lockAppAccounts, lockAppSessions } from './repair.table';

/**
 * Sign-in of the lock-repair app. Its accounts are not console users: a repair person never enters
 * the console, and a shop owner's console account is not a repair identity. The app sends its
 * token the way the console does, `Authorization: Basic base64("<token>:")`.
 */
export type LockAppAccount = { id: number; phone_number: string | null; session_id: number };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    /** Set on repair-app routes by `requireLockAppAccount`; null elsewhere. */
    lockAppAccount: LockAppAccount | null;
  }
}

/** A new session for an app account; the token is returned once, only its hash is kept. */
export async function startLockAppSession(
  db: Db,
  accountId: number,
  now: Date,
  ttlSeconds: number,
): Promise<{ token: string; expiration: Date }> {
  const token = newToken();
  const expiration = new Date(now.getTime() + ttlSeconds * 1000);
  await db
    .insert(lockAppSessions)
    .values({ account_id: accountId, token_hash: hashToken(token), created_time: now, expires_at: expiration });
  return { token, expiration };
}

/** The account behind an app token, or null when unknown, expired, revoked or erased. */
export async function authenticateLockApp(
  db: Db,
  header: string | undefined,
  now: Date,
): Promise<LockAppAccount | null> {
  const token = parseBasic(header)?.[0];
  if (!token) {
    return null;
  }
  const [row] = await db
    .select({ id: lockAppAccounts.id, phone_number: lockAppAccounts.phone_number, session_id: lockAppSessions.id })
    .from(lockAppSessions)
    .innerJoin(lockAppAccounts, eq(lockAppAccounts.id, lockAppSessions.account_id))
    .where(
      and(
        eq(lockAppSessions.token_hash, hashToken(token)),
        isNull(lockAppSessions.revoked_at),
        gt(lockAppSessions.expires_at, now),
        isNull(lockAppAccounts.erased_time),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Admits to the routes of the plugin it is added to only a signed-in app account; others get a 401. */
export function requireLockAppAccount(app: FastifyInstance): void {
  app.decorateRequest('lockAppAccount', null);
  app.addHook('onRequest', async (request) => {
    const account = await authenticateLockApp(
      request.publicCtx.db,
      request.headers.authorization,
      request.publicCtx.now(),
    );
    if (!account) {
      throw new AppError(ErrorCode.LOGIN_INVALID);
    }
    request.lockAppAccount = account;
  });
}

/** Signs out: the session's token stops working at once. */
export async function revokeLockAppSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(lockAppSessions).set({ revoked_at: now }).where(eq(lockAppSessions.id, sessionId));
}

/** The signed-in account of a repair-app route (the hook has refused calls without one). */
export function lockAppAccountOf(request: FastifyRequest): LockAppAccount {
  if (!request.lockAppAccount) {
    throw new AppError(ErrorCode.LOGIN_INVALID);
  }
  return request.lockAppAccount;
}
