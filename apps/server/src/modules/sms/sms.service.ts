import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@tm/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PublicCtx } from '../../http/context';
import { AppError } from '../../http/errors';
import type { RateRule } from '../../http/rate-limit';
import { smsCodes } from './sms.table';

/** Console spec §9 and the Sign-in issue: the rules of SMS codes, in one place. */
export const SMS_RULES = {
  codeLength: 4,
  ttlSeconds: 5 * 60,
  maxWrongTries: 5,
  resendSeconds: 30,
  perPhonePerHour: 10,
  perIpPerHour: 30,
} as const;

const HOUR = 60 * 60;

function hashCode(phone: string, code: string, salt: string): Buffer {
  return createHash('sha256').update(`${salt}:${phone}:${code}`).digest();
}

function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError(ErrorCode.RATE_LIMITED, { retry_after: retryAfterSeconds });
}

/**
 * Sends a new login code to a phone, within the limits: one per 30 s and 10 per hour per phone,
 * 30 per hour per client address. A new code replaces any earlier one of the phone.
 */
export async function sendCode(
  ctx: PublicCtx,
  phoneNumber: string,
  clientIp: string,
): Promise<{ resend_after: number }> {
  const now = ctx.now();
  const rules: RateRule[] = [
    { key: `sms:phone:30s:${phoneNumber}`, limit: 1, windowSeconds: SMS_RULES.resendSeconds },
    { key: `sms:phone:1h:${phoneNumber}`, limit: SMS_RULES.perPhonePerHour, windowSeconds: HOUR },
    { key: `sms:ip:1h:${clientIp}`, limit: SMS_RULES.perIpPerHour, windowSeconds: HOUR },
  ];
  // Check every limit before counting any, so a refused send costs no quota.
  for (const rule of rules) {
    const decision = await ctx.deps.limiter.check(rule, now);
    if (!decision.allowed) {
      throw rateLimited(decision.retryAfterSeconds);
    }
  }
  // The 30 s rule is taken atomically: of two sends at the same instant only one passes.
  const first = await ctx.deps.limiter.take(rules[0] as RateRule, now);
  if (!first.allowed) {
    throw rateLimited(first.retryAfterSeconds);
  }
  for (const rule of rules.slice(1)) {
    await ctx.deps.limiter.record(rule.key, now, rule.windowSeconds);
  }

  const code = String(randomInt(0, 10 ** SMS_RULES.codeLength)).padStart(SMS_RULES.codeLength, '0');
  const salt = randomBytes(16).toString('hex');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(smsCodes)
      .set({ consumed_at: now })
      .where(and(eq(smsCodes.phone_number, phoneNumber), isNull(smsCodes.consumed_at)));
    await tx.insert(smsCodes).values({
      phone_number: phoneNumber,
      code_hash: hashCode(phoneNumber, code, salt).toString('hex'),
      salt,
      created_time: now,
      expires_at: new Date(now.getTime() + SMS_RULES.ttlSeconds * 1000),
    });
  });
  try {
    await ctx.deps.sms.send(phoneNumber, code, now);
  } catch (error) {
    ctx.log.error({ err: error, phone: phoneNumber }, 'SMS delivery failed');
    await ctx.db
      .update(smsCodes)
      .set({ consumed_at: now })
      .where(and(eq(smsCodes.phone_number, phoneNumber), isNull(smsCodes.consumed_at)));
    throw new AppError(ErrorCode.UNAVAILABLE, { fields: { phone_number: 'sms_failed' } });
  }
  return { resend_after: SMS_RULES.resendSeconds };
}

/**
 * Uses up the phone's current code if `code` matches. Wrong tries count; after five the code is
 * void and even the right one is refused. Never tells whether a code was sent at all.
 */
export async function consumeCode(db: Db, phoneNumber: string, code: string, now: Date): Promise<void> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.phone_number, phoneNumber), isNull(smsCodes.consumed_at)))
      .orderBy(desc(smsCodes.id))
      .limit(1)
      .for('update');
    if (!row || row.expires_at <= now) {
      return 'invalid' as const;
    }
    if (row.failed_attempts >= SMS_RULES.maxWrongTries) {
      return 'voided' as const;
    }
    const matches = timingSafeEqual(hashCode(phoneNumber, code, row.salt), Buffer.from(row.code_hash, 'hex'));
    if (!matches) {
      const failed = row.failed_attempts + 1;
      await tx.update(smsCodes).set({ failed_attempts: failed }).where(eq(smsCodes.id, row.id));
      return failed >= SMS_RULES.maxWrongTries ? ('voided' as const) : ('invalid' as const);
    }
    await tx.update(smsCodes).set({ consumed_at: now }).where(eq(smsCodes.id, row.id));
    return 'ok' as const;
  });
  if (outcome === 'invalid') {
    throw new AppError(ErrorCode.VALIDATION, { fields: { verify_code: 'code_invalid' } });
  }
  if (outcome === 'voided') {
    throw new AppError(ErrorCode.VALIDATION, { fields: { verify_code: 'code_voided' } });
  }
}
