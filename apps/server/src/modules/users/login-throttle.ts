import { ErrorCode } from '@tm/contracts';
import type { PublicCtx } from '../../http/context';
import { AppError } from '../../http/errors';

/**
 * Password guessing limits (OWASP ASVS 2.2.1). Per account: at most 100 failed tries an hour,
 * whether or not the account exists, so the answer tells nothing. Per client address: after 5
 * failures in 15 minutes each further try must wait 1, 2, 4 … up to 60 seconds after the last.
 */
export const LOGIN_LIMITS = {
  accountFailuresPerHour: 100,
  ipWindowSeconds: 15 * 60,
  ipFreeFailures: 5,
  maxDelaySeconds: 60,
} as const;

const accountKey = (username: string) => `login:fail:account:${username.toLowerCase()}`;
const ipKey = (ip: string) => `login:fail:ip:${ip}`;

export function requiredDelaySeconds(failures: number): number {
  if (failures < LOGIN_LIMITS.ipFreeFailures) {
    return 0;
  }
  return Math.min(2 ** (failures - LOGIN_LIMITS.ipFreeFailures), LOGIN_LIMITS.maxDelaySeconds);
}

/** Refuses the attempt with 429 when the account or the address must wait. */
export async function assertLoginAllowed(ctx: PublicCtx, username: string): Promise<void> {
  const now = ctx.now();
  const account = await ctx.deps.limiter.check(
    { key: accountKey(username), limit: LOGIN_LIMITS.accountFailuresPerHour, windowSeconds: 3600 },
    now,
  );
  if (!account.allowed) {
    throw new AppError(ErrorCode.RATE_LIMITED, { retry_after: account.retryAfterSeconds });
  }
  const recent = await ctx.deps.limiter.countRecent(ipKey(ctx.ip), now, LOGIN_LIMITS.ipWindowSeconds);
  const delay = requiredDelaySeconds(recent.count);
  if (delay > 0 && recent.newest) {
    const waitMs = recent.newest.getTime() + delay * 1000 - now.getTime();
    if (waitMs > 0) {
      throw new AppError(ErrorCode.RATE_LIMITED, { retry_after: Math.ceil(waitMs / 1000) });
    }
  }
}

export async function recordLoginFailure(ctx: PublicCtx, username: string): Promise<void> {
  const now = ctx.now();
  await ctx.deps.limiter.record(accountKey(username), now, 3600);
  await ctx.deps.limiter.record(ipKey(ctx.ip), now, LOGIN_LIMITS.ipWindowSeconds);
}

/** A successful sign-in forgets the account's failures (the address keeps its history). */
export async function recordLoginSuccess(ctx: PublicCtx, username: string): Promise<void> {
  await ctx.deps.limiter.clear(accountKey(username));
}
