import { databaseRateLimiter } from '../../http/rate-limit';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { basicCredentials, basicToken, createTestApp, manualClock, type TestApp } from '../../../test/harness';
import { startFakeWechat, wechatTestConfig } from '../../../test/fakes';
import { PRIVACY_POLICY_VERSION } from '@tm/contracts';
import { httpWechatClient } from './wechat.client';
import { createUser } from './users.service';
import { users } from './users.table';

const clock = manualClock(new Date('2026-11-22T08:00:00Z'));
let t: TestApp;
let wechat: Awaited<ReturnType<typeof startFakeWechat>>;

beforeAll(async () => {
  wechat = await startFakeWechat({
    'code-new': { openid: 'o-new', unionid: 'u-new' },
    'code-merge': { openid: 'o-merge' },
    'code-taken': { openid: 'o-taken' },
    'code-bind': { openid: 'o-bind', unionid: 'u-bind' },
    'code-conflict': { openid: 'o-conflict' },
    'code-privacy': { openid: 'o-privacy' },
  });
  t = await createTestApp({ clock, deps: { wechat: httpWechatClient(wechatTestConfig(wechat.url)) } });
});
afterAll(async () => {
  await t.close();
  await wechat.close();
});

async function codeFor(phone: string): Promise<string> {
  clock.advance(31_000);
  const sent = await t.anonymous.get(`/api/management/users/login/code?phone_number=${phone}`);
  expect(sent.statusCode).toBe(200);
  const lines = fs.readFileSync(path.join(t.config.dataDir, 'sms-outbox.log'), 'utf8').trim().split('\n');
  return (JSON.parse(lines.at(-1) ?? '{}') as { code: string }).code;
}

const wechatLogin = (code: string) =>
  t.anonymous.post('/api/management/users/login/wechat', { code, wechat_type: 'web' });
const tokenUser = (token: string) => ({ id: 0, token, company_id: null });

describe('GET /api/management/users/login/options', () => {
  it('offers WeChat with the configured app and authorize page', async () => {
    const res = await t.anonymous.get('/api/management/users/login/options');
    expect(res.json().data).toEqual({
      wechat: { app_id: 'wx-test-app', authorize_url: `${wechat.url}/connect/qrconnect` },
      sms_outbox: true,
    });
  });
});

describe('POST /api/management/users/login/wechat', () => {
  it('makes an unknown WeChat user a USER without phone, and signs the same one in next time', async () => {
    const first = (await wechatLogin('code-new')).json().data;
    expect(first).toMatchObject({ role_type: 'USER', if_wechat: 1, if_phone_number: 0, phone_number: null });
    const second = (await wechatLogin('code-new')).json().data;
    expect(second.id).toBe(first.id);
  });

  it('refuses a code WeChat does not accept', async () => {
    const res = await wechatLogin('forged');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields.code).toBe('微信授权已失效，请重新扫码');
  });

  it('answers 403 when WeChat is not configured', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.anonymous.post('/api/management/users/login/wechat', { code: 'x' });
      expect(res.statusCode).toBe(403);
      expect(res.json().data.fields.code).toBe('未启用微信登录');
    } finally {
      await plain.close();
    }
  });
});

describe('POST /api/users/bind/wechat/phone_number', () => {
  it('binds a free phone to the WeChat user and keeps its token', async () => {
    const signedIn = (await wechatLogin('code-bind')).json().data;
    const phone = '13711110001';
    const res = await t.as(tokenUser(signedIn.token)).post('/api/users/bind/wechat/phone_number', {
      phone_number: phone,
      verify_code: await codeFor(phone),
    });
    expect(res.json().data).toMatchObject({
      id: signedIn.id,
      phone_number: phone,
      if_phone_number: 1,
      token: signedIn.token,
    });
  });

  it('moves the WeChat identity to the account that already owns the phone', async () => {
    const phone = '13711110002';
    const owner = await createUser(t.db, {
      username: 'phoneowner',
      password: 'secret123',
      role_type: 'USER',
      phone_number: phone,
    });
    const signedIn = (await wechatLogin('code-merge')).json().data;
    const res = await t.as(tokenUser(signedIn.token)).post('/api/users/bind/wechat/phone_number', {
      phone_number: phone,
      verify_code: await codeFor(phone),
    });
    const merged = res.json().data;
    expect(merged).toMatchObject({ id: owner.id, username: 'phoneowner', if_wechat: 1, if_phone_number: 1 });
    expect(merged.token).not.toBe(signedIn.token);
    // The blank account made by the WeChat sign-in is gone, and its token with it.
    expect(await t.db.select().from(users).where(eq(users.id, signedIn.id))).toHaveLength(0);
    expect((await t.as(tokenUser(signedIn.token)).get('/api/management/users/info')).statusCode).toBe(401);
    // Next WeChat sign-in lands on the phone's account.
    expect((await wechatLogin('code-merge')).json().data.id).toBe(owner.id);
  });

  it('refuses a phone whose account has another WeChat already', async () => {
    const phone = '13711110003';
    await t.seed.user('USER', { phone_number: phone, wechat_openid: 'someone-else' });
    const signedIn = (await wechatLogin('code-taken')).json().data;
    const res = await t.as(tokenUser(signedIn.token)).post('/api/users/bind/wechat/phone_number', {
      phone_number: phone,
      verify_code: await codeFor(phone),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().data.fields.phone_number).toBe('手机号已被其他账号绑定');
  });
});

describe('POST /api/management/users/bind/phone_number', () => {
  it('changes the own phone with a code sent to the new one', async () => {
    const user = await t.seed.user('USER', { phone_number: '13711110010' });
    const phone = '13711110011';
    const res = await t
      .as(user)
      .post('/api/management/users/bind/phone_number', { phone_number: phone, verify_code: await codeFor(phone) });
    expect(res.json().data.phone_number).toBe(phone);
  });

  it('refuses a phone bound to someone else and changes nothing', async () => {
    await t.seed.user('USER', { phone_number: '13711110020' });
    const user = await t.seed.user('USER', { phone_number: '13711110021' });
    const res = await t.as(user).post('/api/management/users/bind/phone_number', {
      phone_number: '13711110020',
      verify_code: await codeFor('13711110020'),
    });
    expect(res.statusCode).toBe(409);
    expect((await t.as(user).get('/api/management/users/info')).json().data.phone_number).toBe('13711110021');
  });

  it('refuses a wrong code', async () => {
    const user = await t.seed.user();
    await codeFor('13711110030');
    const res = await t
      .as(user)
      .post('/api/management/users/bind/phone_number', { phone_number: '13711110030', verify_code: '0000' });
    // 1 in 10 000 that 0000 is the code sent; then the bind succeeds, which is also right.
    expect([200, 400]).toContain(res.statusCode);
    if (res.statusCode === 400) {
      expect(res.json().data.fields.verify_code).toBeTruthy();
    }
  });
});

describe('POST /api/management/users/bind/wechat', () => {
  it('binds a WeChat identity, and refuses one bound to someone else', async () => {
    const user = await t.seed.user();
    const res = await t
      .as(user)
      .post('/api/management/users/bind/wechat', { code: 'code-conflict', wechat_type: 'web' });
    expect(res.json().data.if_wechat).toBe(1);
    const other = await t.seed.user();
    const refused = await t.as(other).post('/api/management/users/bind/wechat', { code: 'code-conflict' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.fields.code).toBe('该微信已绑定其他账号');
  });
});

describe('password sign-in throttling', () => {
  const attempt = (name: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/management/users/login/password',
      remoteAddress: ip,
      headers: { authorization: basicCredentials(name, password) },
    });

  it('refuses an account after 100 failed tries in an hour, whether or not it exists, even with the right password', async () => {
    await createUser(t.db, { username: 'target', password: 'right-pass1', role_type: 'USER' });
    const limiter = databaseRateLimiter(t.db);
    // 95 earlier failures stand in the limiter's table (a real try costs a password hash); the
    // last five come over HTTP, each from another address, so only the per-account limit applies.
    const failHundredTimes = async (name: string, net: string) => {
      for (let i = 0; i < 95; i += 1) {
        await limiter.record(`login:fail:account:${name}`, clock(), 3600);
      }
      for (let i = 0; i < 5; i += 1) {
        expect((await attempt(name, 'wrong-pass1', `${net}.${i}`)).statusCode).toBe(401);
      }
    };
    await failHundredTimes('target', '10.9.0');
    const locked = await attempt('target', 'right-pass1', '10.9.200.1');
    expect(locked.statusCode).toBe(429);
    await failHundredTimes('ghost', '10.8.0');
    const ghost = await attempt('ghost', 'wrong-pass1', '10.8.200.1');
    expect(ghost.statusCode).toBe(429);
    expect(ghost.json().code).toBe(locked.json().code);
    clock.advance(60 * 60 * 1000);
    expect((await attempt('target', 'right-pass1', '10.9.200.1')).statusCode).toBe(200);
  });

  it('makes an address wait longer after each failure beyond five', async () => {
    await createUser(t.db, { username: 'slowpoke', password: 'right-pass1', role_type: 'USER' });
    const ip = '10.7.0.1';
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt('slowpoke', 'bad-pass-1', ip)).statusCode).toBe(401);
    }
    // Fifth failure recorded: the next try must wait 1 s.
    const tooSoon = await attempt('slowpoke', 'right-pass1', ip);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().data.retry_after).toBe(1);
    clock.advance(1000);
    expect((await attempt('slowpoke', 'bad-pass-1', ip)).statusCode).toBe(401);
    const waitTwo = await attempt('slowpoke', 'right-pass1', ip);
    expect(waitTwo.json().data.retry_after).toBe(2);
    clock.advance(2000);
    expect((await attempt('slowpoke', 'right-pass1', ip)).statusCode).toBe(200);
    // Other addresses are not slowed.
    expect((await attempt('slowpoke', 'right-pass1', '10.7.0.2')).statusCode).toBe(200);
  });
});

describe('POST /api/management/users/password/reset', () => {
  const reset = (body: Record<string, string>) => t.anonymous.post('/api/management/users/password/reset', body);
  /** A reset with the code just sent to the phone. */
  const resetWithCode = async (phone: string, password: string) =>
    reset({ phone_number: phone, verify_code: await codeFor(phone), password });
  const signInWith = (name: string, password: string) =>
    t.request('POST', '/api/management/users/login/password', undefined, {
      authorization: basicCredentials(name, password),
    });

  it('sets a forgotten password with a code sent to the account’s phone, and signs the account out everywhere', async () => {
    await createUser(t.db, {
      username: 'forgetful',
      password: 'old-pass1',
      role_type: 'USER',
      phone_number: '13900000031',
    });
    const before = (await signInWith('forgetful', 'old-pass1')).json().data.token as string;
    const res = await resetWithCode('13900000031', 'new-pass2');
    expect(res.json()).toMatchObject({ code: 1, data: { username: 'forgetful' } });

    const info = await t.request('GET', '/api/management/users/info', undefined, { authorization: basicToken(before) });
    expect(info.statusCode).toBe(401);
    expect((await signInWith('forgetful', 'old-pass1')).statusCode).toBe(401);
    expect((await signInWith('forgetful', 'new-pass2')).statusCode).toBe(200);
  });

  it('names what is wrong and changes nothing: a wrong code, a weak password, a phone of no account or of one without a name', async () => {
    await createUser(t.db, {
      username: 'careful',
      password: 'kept-pass1',
      role_type: 'USER',
      phone_number: '13900000032',
    });
    const code = await codeFor('13900000032');
    const wrong = await reset({
      phone_number: '13900000032',
      verify_code: code === '0000' ? '0001' : '0000',
      password: 'new-pass2',
    });
    expect(wrong.json().data.fields).toEqual({ verify_code: '验证码错误或已过期' });
    const weak = await reset({ phone_number: '13900000032', verify_code: code, password: 'short' });
    expect(weak.json().data.fields).toEqual({ password: '密码至少 8 位，且须同时包含字母和数字' });
    expect((await signInWith('careful', 'kept-pass1')).statusCode).toBe(200);

    const nobody = await resetWithCode('13900000033', 'new-pass2');
    expect(nobody.json().data.fields).toEqual({ phone_number: '这个手机号还没有账号，用手机验证码登录即可开通' });

    // An account opened by an SMS sign-in has no user name, so no password to forget.
    const opened = await t.anonymous.post('/api/management/users/login/phone_number', {
      phone_number: '13900000034',
      verify_code: await codeFor('13900000034'),
    });
    expect(opened.statusCode).toBe(200);
    const nameless = await resetWithCode('13900000034', 'new-pass2');
    expect(nameless.json().data.fields).toEqual({
      phone_number: '这个手机号的账号没有用户名，不用密码登录：请用手机验证码登录',
    });
  });
});

describe('tokens of WeChat users', () => {
  it('work as Basic tokens like any other', async () => {
    const signedIn = (await wechatLogin('code-new')).json().data;
    const res = await t.request('GET', '/api/management/users/info', undefined, {
      authorization: basicToken(signedIn.token),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('privacy policy acceptance at sign-in', () => {
  const acceptance = async (id: number) => {
    const [row] = await t.db
      .select({ version: users.privacy_version, time: users.privacy_accepted_time })
      .from(users)
      .where(eq(users.id, id));
    return row;
  };
  const passwordLogin = (name: string, password: string, body?: unknown) =>
    t.request('POST', '/api/management/users/login/password', body, {
      authorization: basicCredentials(name, password),
    });

  it('records the version and its time when a password sign-in sends the current one', async () => {
    const user = await createUser(t.db, { username: 'reader', password: 'reader-pass1', role_type: 'USER' });
    const res = await passwordLogin('reader', 'reader-pass1', { privacy_version: PRIVACY_POLICY_VERSION });
    expect(res.statusCode).toBe(200);
    expect(await acceptance(user.id)).toEqual({ version: PRIVACY_POLICY_VERSION, time: clock() });
  });

  it('signs an older client in without a version and records nothing', async () => {
    const user = await createUser(t.db, { username: 'oldclient', password: 'oldclient-1', role_type: 'USER' });
    expect((await passwordLogin('oldclient', 'oldclient-1')).statusCode).toBe(200);
    expect((await passwordLogin('oldclient', 'oldclient-1', {})).statusCode).toBe(200);
    expect(await acceptance(user.id)).toEqual({ version: null, time: null });
  });

  it('refuses another version, naming privacy_version, and starts no session', async () => {
    const user = await createUser(t.db, { username: 'stale', password: 'stale-pass1', role_type: 'USER' });
    const res = await passwordLogin('stale', 'stale-pass1', { privacy_version: 'V1.5.2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({ privacy_version: '隐私政策已更新，请阅读并同意新版本' });
    expect(await acceptance(user.id)).toEqual({ version: null, time: null });
    const sms = await t.anonymous.post('/api/management/users/login/phone_number', {
      phone_number: '13711110040',
      verify_code: '1234',
      privacy_version: 'V9',
    });
    expect(sms.json().data.fields.privacy_version).toBe('隐私政策已更新，请阅读并同意新版本');
  });

  it('records the acceptance of SMS and WeChat sign-ins, the later one replacing the earlier', async () => {
    const phone = '13711110041';
    const first = await t.anonymous.post('/api/management/users/login/phone_number', {
      phone_number: phone,
      verify_code: await codeFor(phone),
      privacy_version: PRIVACY_POLICY_VERSION,
    });
    const acceptedAt = clock();
    expect(await acceptance(first.json().data.id)).toEqual({ version: PRIVACY_POLICY_VERSION, time: acceptedAt });
    expect(first.json().data.nickname).toBe('用户0041');
    // Someone new signing up in English is named in English until they choose a name.
    const englishPhone = '13711110042';
    const english = await t.as(null, { 'accept-language': 'en' }).post('/api/management/users/login/phone_number', {
      phone_number: englishPhone,
      verify_code: await codeFor(englishPhone),
    });
    expect(english.json().data.nickname).toBe('User 0042');
    // A later sign-in without the version keeps what was accepted.
    await t.anonymous.post('/api/management/users/login/phone_number', {
      phone_number: phone,
      verify_code: await codeFor(phone),
    });
    expect(await acceptance(first.json().data.id)).toEqual({ version: PRIVACY_POLICY_VERSION, time: acceptedAt });

    const wechatUser = (
      await t.anonymous.post('/api/management/users/login/wechat', {
        code: 'code-privacy',
        privacy_version: PRIVACY_POLICY_VERSION,
      })
    ).json().data;
    expect(await acceptance(wechatUser.id)).toEqual({ version: PRIVACY_POLICY_VERSION, time: clock() });
  });
});
