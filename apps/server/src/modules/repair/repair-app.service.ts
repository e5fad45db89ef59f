import { createHash } from 'node:crypto';
import { ErrorCode, type faceVerificationBodySchema, type redeemInviteCodeBodySchema } from '@tm/contracts';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { PublicCtx } from '../../http/context';
import { AppError, invalidField } from '../../http/errors';
import { consumeCode } from '../sms/sms.service';
import { type LockAppAccount, revokeLockAppSession, startLockAppSession } from './repair-app-auth';
import { staffProfile, withCompanies } from './repair-staff.service';
import {
  faceVerifications,
  lockAppAccounts,
  repairInviteCodes,
  repairStaff,
  repairStaffCompanies,
} from './repair.table';

/*
 * The repair app's calls (docs/repair.md): sign-in by SMS or WeChat, joining a company with an
 * invite code, face verification. An app account reaches only its own rows, so these need no
 * company scope: every query is keyed by the signed-in account.
 */

export type AppCtx = PublicCtx & { account: LockAppAccount };

type AccountRow = typeof lockAppAccounts.$inferSelect;

function accountInfo(row: AccountRow) {
  return {
    id: row.id,
    phone_number: row.phone_number,
    has_wechat: row.wechat_openid !== null,
    nickname: row.nickname,
    privacy_version: row.privacy_version,
    privacy_accepted_time: row.privacy_accepted_time,
    created_time: row.created_time,
  };
}

/** Records the accepted policy and starts a session: the end of both ways of signing in. */
async function startSession(ctx: PublicCtx, account: AccountRow | undefined, privacyVersion: string) {
  if (!account) {
    throw new AppError(ErrorCode.INTERNAL);
  }
  if (account.erased_time) {
    throw new AppError(ErrorCode.ACCOUNT_DISABLED);
  }
  const now = ctx.now();
  const [updated] = await ctx.db
    .update(lockAppAccounts)
    .set({ privacy_version: privacyVersion, privacy_accepted_time: now, last_seen_time: now })
    .where(eq(lockAppAccounts.id, account.id))
    .returning();
  const session = await startLockAppSession(ctx.db, account.id, now, ctx.config.tokenTtlSeconds);
  return { ...session, account: accountInfo(updated ?? account) };
}

/** `POST sign_in/phone`: an SMS code proves the phone; a phone seen the first time becomes an account. */
export async function signInWithPhone(ctx: PublicCtx, phoneNumber: string, verifyCode: string, privacyVersion: string) {
  await consumeCode(ctx.db, phoneNumber, verifyCode, ctx.now());
  await ctx.db
    .insert(lockAppAccounts)
    .values({ phone_number: phoneNumber, nickname: `维修${phoneNumber.slice(-4)}`, created_time: ctx.now() })
    .onConflictDoNothing({ target: lockAppAccounts.phone_number });
  const [account] = await ctx.db.select().from(lockAppAccounts).where(eq(lockAppAccounts.phone_number, phoneNumber));
  return startSession(ctx, account, privacyVersion);
}

/** `POST sign_in/wechat`: the OAuth code names a WeChat user; an unknown one becomes an account without phone. */
export async function signInWithWechat(ctx: PublicCtx, code: string, privacyVersion: string) {
  if (!ctx.deps.wechat) {
    throw new AppError(ErrorCode.FORBIDDEN, { fields: { code: 'wechat_disabled' } });
  }
  const { openid } = await ctx.deps.wechat.exchange(code);
  await ctx.db
    .insert(lockAppAccounts)
    .values({ wechat_openid: openid, nickname: '微信用户', created_time: ctx.now() })
    .onConflictDoNothing({ target: lockAppAccounts.wechat_openid });
  const [account] = await ctx.db.select().from(lockAppAccounts).where(eq(lockAppAccounts.wechat_openid, openid));
  return startSession(ctx, account, privacyVersion);
}

export async function signOut(ctx: AppCtx): Promise<void> {
  await revokeLockAppSession(ctx.db, ctx.account.session_id, ctx.now());
}

async function staffOf(db: Db, accountId: number) {
  const [row] = await db.select().from(repairStaff).where(eq(repairStaff.account_id, accountId));
  return row;
}

/** `GET me`: the account, its repair-staff profile and the companies it serves. */
export async function readMe(ctx: AppCtx) {
  const [account] = await ctx.db.select().from(lockAppAccounts).where(eq(lockAppAccounts.id, ctx.account.id));
  if (!account) {
    throw new AppError(ErrorCode.LOGIN_INVALID);
  }
  const staff = await staffOf(ctx.db, account.id);
  const [withLinks] = staff ? await withCompanies(ctx.db, [staff]) : [];
  return {
    account: accountInfo(account),
    staff: staff ? staffProfile(staff) : null,
    companies: withLinks?.companies ?? [],
  };
}

/** Why a code could not be taken, for the person who typed it. */
async function refusalOf(db: Db, code: string, now: Date): Promise<AppError> {
  const [row] = await db.select().from(repairInviteCodes).where(eq(repairInviteCodes.code, code));
  if (!row) {
    return invalidField('code', 'invite_code_unknown');
  }
  if (row.revoked_time) {
    return invalidField('code', 'invite_code_revoked');
  }
  if (row.use_count >= row.max_uses) {
    return invalidField('code', 'invite_code_used_up');
  }
  if (row.expires_at <= now) {
    return invalidField('code', 'invite_code_expired');
  }
  return invalidField('code', 'invite_code_unknown');
}

/**
 * `POST redeem`: joins the code's company. One UPDATE takes a use only while one is left
 * (`use_count < max_uses`), so of two people racing for the last use exactly one gets it; a
 * refusal later in the transaction (already serving the company) gives the use back.
 */
export async function redeemInviteCode(ctx: AppCtx, body: z.output<typeof redeemInviteCodeBodySchema>) {
  const now = ctx.now();
  const existing = await staffOf(ctx.db, ctx.account.id);
  if (existing?.status === 'suspended') {
    throw new AppError(ErrorCode.FORBIDDEN, { fields: { code: 'staff_suspended' } });
  }
  if (!existing && !body.name) {
    throw invalidField('name', 'staff_name_required');
  }
  const [account] = await ctx.db.select().from(lockAppAccounts).where(eq(lockAppAccounts.id, ctx.account.id));
  await ctx.db.transaction(async (tx) => {
    const [code] = await tx
      .update(repairInviteCodes)
      .set({ use_count: sql`${repairInviteCodes.use_count} + 1` })
      .where(
        and(
          eq(repairInviteCodes.code, body.code),
          isNull(repairInviteCodes.revoked_time),
          gt(repairInviteCodes.expires_at, now),
          lt(repairInviteCodes.use_count, repairInviteCodes.max_uses),
        ),
      )
      .returning({ id: repairInviteCodes.id, company_id: repairInviteCodes.company_id });
    if (!code) {
      throw await refusalOf(tx, body.code, now);
    }
    await tx
      .insert(repairStaff)
      .values({
        account_id: ctx.account.id,
        name: body.name ?? '',
        phone_number: account?.phone_number ?? '',
        created_time: now,
        last_modified_time: now,
      })
      .onConflictDoNothing({ target: repairStaff.account_id });
    const staff = await staffOf(tx, ctx.account.id);
    if (!staff) {
      throw new AppError(ErrorCode.INTERNAL);
    }
    const [joined] = await tx
      .insert(repairStaffCompanies)
      .values({ staff_id: staff.id, company_id: code.company_id, invite_code_id: code.id, joined_time: now })
      .onConflictDoNothing()
      .returning({ staff_id: repairStaffCompanies.staff_id });
    if (!joined) {
      throw new AppError(ErrorCode.CONFLICT, { fields: { code: 'already_serving' } });
    }
  });
  return readMe(ctx);
}

const FACE_RULE = { limit: 20, windowSeconds: 60 * 60 };

/**
 * `POST face_verification`: asks the provider, keeps the request and answer (a digest of the
 * image, never the image) and sets the person's face status from the answer.
 */
export async function verifyFace(ctx: AppCtx, body: z.output<typeof faceVerificationBodySchema>) {
  const staff = await staffOf(ctx.db, ctx.account.id);
  if (!staff) {
    throw new AppError(ErrorCode.FORBIDDEN, { fields: { account: 'repair_join_first' } });
  }
  const now = ctx.now();
  const decision = await ctx.deps.limiter.take({ key: `face:staff:${staff.id}`, ...FACE_RULE }, now);
  if (!decision.allowed) {
    throw new AppError(ErrorCode.RATE_LIMITED, { retry_after: decision.retryAfterSeconds });
  }
  const image = body.image_base64 ? Buffer.from(body.image_base64.replace(/^data:[^,]*,/, ''), 'base64') : null;
  const provider = ctx.deps.face;
  let answer;
  try {
    answer = await provider.verifyFace({ staff_id: staff.id, image, provider_token: body.provider_token ?? null });
  } catch (error) {
    ctx.log.error({ err: error, staff_id: staff.id }, 'face verification failed');
    throw new AppError(ErrorCode.UNAVAILABLE, { fields: { image_base64: 'face_unavailable' } });
  }
  const faceStatus = answer.passed ? ('verified' as const) : ('failed' as const);
  const [updated] = await ctx.db.transaction(async (tx) => {
    await tx.insert(faceVerifications).values({
      staff_id: staff.id,
      provider: provider.name,
      request_id: answer.request_id,
      passed: answer.passed ? 1 : 0,
      score: answer.score,
      detail: image
        ? { input: 'image', image_bytes: image.length, image_sha256: createHash('sha256').update(image).digest('hex') }
        : { input: 'provider_token' },
      created_time: now,
    });
    return tx
      .update(repairStaff)
      .set({ face_status: faceStatus, face_verified_time: now, last_modified_time: now })
      .where(eq(repairStaff.id, staff.id))
      .returning();
  });
  return {
    passed: answer.passed,
    score: answer.score,
    face_status: updated?.face_status ?? faceStatus,
    face_verified_time: updated?.face_verified_time ?? now,
  };
}
