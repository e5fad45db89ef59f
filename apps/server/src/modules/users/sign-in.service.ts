import { ErrorCode, type Lang, type phoneSignInBodySchema } from '@tm/contracts';
import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx, PublicCtx } from '../../http/context';
import { AppError, isUniqueViolation } from '../../http/errors';
import { acceptInvite } from '../companies/company-users.service';
import { companyUsers } from '../companies/companies.table';
import { consumeCode } from '../sms/sms.service';
import { revokeSession, sessionExpiry } from './sessions.service';
import { readUserInfo, signIn } from './users.service';
import { users } from './users.table';
import type { WechatIdentity } from './wechat.client';

type PhoneSignIn = z.output<typeof phoneSignInBodySchema>;

/** Sign-in by phone and SMS code; a phone seen for the first time becomes a new USER. */
export async function loginWithPhone(
  ctx: PublicCtx,
  { phone_number: phoneNumber, verify_code: verifyCode, privacy_version: privacyVersion }: PhoneSignIn,
) {
  await consumeCode(ctx.db, phoneNumber, verifyCode, ctx.now());
  const [existing] = await ctx.db.select().from(users).where(eq(users.phone_number, phoneNumber)).limit(1);
  if (existing) {
    // A company that invited this phone takes in a user who has none yet.
    if (existing.role_type === 'USER') {
      await acceptInvite(ctx.db, existing.id, phoneNumber, ctx.now());
    }
    return signIn(ctx, existing, privacyVersion);
  }
  const [created] = await ctx.db
    .insert(users)
    .values({ role_type: 'USER', phone_number: phoneNumber, nickname: firstNickname(phoneNumber, ctx.lang) })
    .onConflictDoNothing({ target: users.phone_number })
    .returning();
  // A concurrent first sign-in of the same phone created it a moment ago: use that one.
  const user = created ?? (await ctx.db.select().from(users).where(eq(users.phone_number, phoneNumber)))[0];
  if (!user) {
    throw new AppError(ErrorCode.INTERNAL);
  }
  await acceptInvite(ctx.db, user.id, phoneNumber, ctx.now());
  return signIn(ctx, user, privacyVersion);
}

/** A new user's name until they choose one, in the language they signed up in: 用户1234, User 1234. */
const firstNickname = (phoneNumber: string, lang: Lang) =>
  lang === 'en' ? `User ${phoneNumber.slice(-4)}` : `用户${phoneNumber.slice(-4)}`;

function wechatClient(ctx: PublicCtx) {
  if (!ctx.deps.wechat) {
    throw new AppError(ErrorCode.FORBIDDEN, { fields: { code: 'wechat_disabled' } });
  }
  return ctx.deps.wechat;
}

function identityMatch(identity: WechatIdentity): SQL | undefined {
  return identity.unionid
    ? or(eq(users.wechat_unionid, identity.unionid), eq(users.wechat_openid, identity.openid))
    : eq(users.wechat_openid, identity.openid);
}

/** Sign-in by WeChat code; an unknown WeChat user becomes a USER without phone (bind it next). */
export async function loginWithWechat(ctx: PublicCtx, code: string, privacyVersion: string | undefined) {
  const identity = await wechatClient(ctx).exchange(code);
  const [existing] = await ctx.db.select().from(users).where(identityMatch(identity)).limit(1);
  if (existing) {
    return signIn(ctx, existing, privacyVersion);
  }
  const [created] = await ctx.db
    .insert(users)
    .values({
      role_type: 'USER',
      wechat_openid: identity.openid,
      wechat_unionid: identity.unionid,
      nickname: '微信用户',
    })
    .returning();
  if (!created) {
    throw new AppError(ErrorCode.INTERNAL);
  }
  return signIn(ctx, created, privacyVersion);
}

/** Binds or changes the signed-in user's phone, proven by an SMS code. */
export async function bindPhone(ctx: Ctx, phoneNumber: string, verifyCode: string) {
  await consumeCode(ctx.db, phoneNumber, verifyCode, ctx.now());
  const [other] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone_number, phoneNumber), ne(users.id, ctx.actor.user_id)))
    .limit(1);
  if (other) {
    throw new AppError(ErrorCode.CONFLICT, { fields: { phone_number: 'phone_taken' } });
  }
  try {
    await ctx.db
      .update(users)
      .set({ phone_number: phoneNumber, last_modified_time: ctx.now() })
      .where(eq(users.id, ctx.actor.user_id));
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(ErrorCode.CONFLICT, { fields: { phone_number: 'phone_taken' } });
    }
    throw error;
  }
  return readUserInfo(ctx.db, ctx.actor.user_id, ctx.lang);
}

/**
 * A user who came in by WeChat binds a phone. If the phone already belongs to an account without
 * WeChat, that account is the person's real one: the WeChat identity moves to it, the empty
 * account made by the WeChat sign-in is removed, and the answer is a sign-in of the phone's account.
 */
export async function bindPhoneAfterWechat(ctx: Ctx, phoneNumber: string, verifyCode: string, currentToken: string) {
  await consumeCode(ctx.db, phoneNumber, verifyCode, ctx.now());
  const [me] = await ctx.db.select().from(users).where(eq(users.id, ctx.actor.user_id));
  if (!me) {
    throw new AppError(ErrorCode.LOGIN_INVALID);
  }
  const [owner] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.phone_number, phoneNumber), ne(users.id, me.id)))
    .limit(1);

  if (!owner) {
    await ctx.db
      .update(users)
      .set({ phone_number: phoneNumber, last_modified_time: ctx.now() })
      .where(eq(users.id, me.id));
    const expiration = await sessionExpiry(ctx.db, ctx.actor.session_id);
    return { ...(await readUserInfo(ctx.db, me.id, ctx.lang)), token: currentToken, expiration };
  }
  const [link] = await ctx.db.select().from(companyUsers).where(eq(companyUsers.user_id, me.id)).limit(1);
  const isBlankWechatAccount = !me.phone_number && !me.username && !link && me.role_type === 'USER';
  if (owner.wechat_openid || owner.wechat_unionid || !me.wechat_openid || !isBlankWechatAccount) {
    throw new AppError(ErrorCode.CONFLICT, { fields: { phone_number: 'phone_taken' } });
  }
  const merged = await ctx.db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, me.id));
    const [row] = await tx
      .update(users)
      .set({
        wechat_openid: me.wechat_openid,
        wechat_unionid: me.wechat_unionid,
        // The policy the person accepted at the WeChat sign-in a moment ago moves along.
        ...(me.privacy_version
          ? { privacy_version: me.privacy_version, privacy_accepted_time: me.privacy_accepted_time }
          : {}),
        last_modified_time: ctx.now(),
      })
      .where(eq(users.id, owner.id))
      .returning();
    return row;
  });
  if (!merged) {
    throw new AppError(ErrorCode.INTERNAL);
  }
  await revokeSession(ctx.db, ctx.actor.session_id, ctx.now());
  return signIn(ctx, merged, undefined);
}

/** Binds a WeChat identity to the signed-in user; one bound to someone else is refused. */
export async function bindWechat(ctx: Ctx, code: string) {
  const identity = await wechatClient(ctx).exchange(code);
  const [other] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(identityMatch(identity), ne(users.id, ctx.actor.user_id)))
    .limit(1);
  if (other) {
    throw new AppError(ErrorCode.CONFLICT, { fields: { code: 'wechat_taken' } });
  }
  await ctx.db
    .update(users)
    .set({ wechat_openid: identity.openid, wechat_unionid: identity.unionid, last_modified_time: ctx.now() })
    .where(eq(users.id, ctx.actor.user_id));
  return readUserInfo(ctx.db, ctx.actor.user_id, ctx.lang);
}
