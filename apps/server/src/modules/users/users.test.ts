import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { basicCredentials, basicToken, createTestApp, manualClock, type TestApp } from '../../../test/harness';
import { linkUserToCompany } from '../companies/companies.service';
import { LOGIN_LIMITS } from './login-throttle';
import { createUser } from './users.service';
import { sessions } from './users.table';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

async function passwordUser(username: string, password = 'secret123') {
  const company = await t.seed.company();
  const user = await createUser(t.db, { username, password, role_type: 'USER', phone_number: undefined });
  await linkUserToCompany(t.db, company.id, user.id, 1);
  return { user, company };
}

const login = (name: string, password: string) =>
  t.request('POST', '/api/management/users/login/password', undefined, {
    authorization: basicCredentials(name, password),
  });

describe('POST /api/management/users/login/password', () => {
  it('signs in with the right password and returns the user info with a token', async () => {
    const { company } = await passwordUser('alice');
    const res = await login('alice', 'secret123');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      code: 1,
      data: {
        username: 'alice',
        role_type: 'USER',
        if_company: 1,
        if_phone_number: 0,
        company_info: { id: company.id, name: company.name, role_type: 'ADMIN', role_name: '公司管理员' },
      },
    });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.data.expiration).getTime()).toBeGreaterThan(clock().getTime());
    const info = await t.request('GET', '/api/management/users/info', undefined, {
      authorization: basicToken(body.data.token),
    });
    expect(info.json().data.username).toBe('alice');
  });

  it('stores only a hash of the token', async () => {
    await passwordUser('hashcheck');
    const { token } = (await login('hashcheck', 'secret123')).json().data;
    const rows = await t.db.select().from(sessions);
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('refuses a wrong password and an unknown name with the same answer', async () => {
    await passwordUser('bob');
    const wrong = await login('bob', 'nottheone1');
    const unknown = await login('nobody-here', 'nottheone1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    // The same answer but for the id of each request.
    const { request_id: _wrongId, ...wrongAnswer } = wrong.json();
    const { request_id: _unknownId, ...unknownAnswer } = unknown.json();
    expect(wrongAnswer).toEqual(unknownAnswer);
    expect(wrong.json()).toMatchObject({ code: 'ERCO000006', msg: '用户名或密码错误', data: null });
  });

  it('answers in English when the caller asks for it', async () => {
    const res = await t.request('POST', '/api/management/users/login/password', undefined, {
      authorization: basicCredentials('nobody', 'x'),
      'accept-language': 'en-US,en;q=0.9',
    });
    expect(res.json().msg).toBe('Wrong user name or password');
  });

  it('refuses a call without credentials', async () => {
    const res = await t.request('POST', '/api/management/users/login/password');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('ERCO000006');
  });
});

describe('token checks on GET /api/management/users/info', () => {
  it('refuses a missing token with ERCO000001', async () => {
    const res = await t.anonymous.get('/api/management/users/info');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'ERCO000001',
      msg: '登录信息失效，请重新登录',
      data: null,
      request_id: expect.any(String),
    });
  });

  it('refuses a forged token', async () => {
    const res = await t.request('GET', '/api/management/users/info', undefined, {
      authorization: basicToken('A'.repeat(43)),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('ERCO000001');
  });

  it('refuses a garbled Authorization header', async () => {
    const res = await t.request('GET', '/api/management/users/info', undefined, { authorization: 'Bearer x' });
    expect(res.json().code).toBe('ERCO000001');
  });

  it('refuses an expired token', async () => {
    const user = await t.seed.user();
    expect((await t.as(user).get('/api/management/users/info')).statusCode).toBe(200);
    clock.advance(3601 * 1000);
    const res = await t.as(user).get('/api/management/users/info');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('ERCO000001');
  });

  it('refuses a token after logout, and only that token', async () => {
    await passwordUser('carol');
    const first = (await login('carol', 'secret123')).json().data.token as string;
    const second = (await login('carol', 'secret123')).json().data.token as string;
    const out = await t.request('POST', '/api/management/users/logout', undefined, {
      authorization: basicToken(first),
    });
    expect(out.json()).toEqual({ code: 1, msg: 'ok', data: null });
    const revoked = await t.request('GET', '/api/management/users/info', undefined, {
      authorization: basicToken(first),
    });
    expect(revoked.json().code).toBe('ERCO000001');
    const other = await t.request('GET', '/api/management/users/info', undefined, {
      authorization: basicToken(second),
    });
    expect(other.statusCode).toBe(200);
  });

  it('refuses the token of a disabled user', async () => {
    const user = await t.seed.user('USER', { is_disabled: true });
    const res = await t.as(user).get('/api/management/users/info');
    expect(res.json().code).toBe('ERCO000001');
  });
});

describe('GET /api/management/users/info', () => {
  it('returns every field of the spec’s user info', async () => {
    const { user, company } = await t.seed.companyWithUser(2);
    const res = await t.as(user).get('/api/management/users/info');
    expect(Object.keys(res.json().data).sort()).toEqual(
      [
        'id',
        'username',
        'nickname',
        'img_url',
        'phone_number',
        'role_type',
        'if_phone_number',
        'if_company',
        'if_wechat',
        'created_time',
        'last_modified_time',
        'company_info',
      ].sort(),
    );
    expect(res.json().data.company_info).toMatchObject({ id: company.id, role_type: 'USER', role_name: '员工' });
    expect(res.json().data.created_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
  });

  it('gives a system administrator no company', async () => {
    const admin = await t.seed.admin('SUPER_ADMIN');
    const res = await t.as(admin).get('/api/management/users/info');
    expect(res.json().data).toMatchObject({ role_type: 'SUPER_ADMIN', if_company: 0, company_info: null });
  });
});

describe('PUT /api/users/info', () => {
  it('changes the nickname and the avatar', async () => {
    const user = await t.seed.user();
    const res = await t.as(user).put('/api/users/info', { nickname: '  小王  ', img_url: '/files/a.png' });
    expect(res.json().data).toMatchObject({ nickname: '小王', img_url: '/files/a.png' });
  });

  it('names the field when the nickname is empty and changes nothing', async () => {
    const user = await t.seed.user('USER', { nickname: '原名' });
    const res = await t.as(user).put('/api/users/info', { nickname: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ERCO000002', data: { fields: { nickname: '必填' } } });
    expect((await t.as(user).get('/api/management/users/info')).json().data.nickname).toBe('原名');
  });

  it('refuses fields that cannot be changed here', async () => {
    const user = await t.seed.user();
    const res = await t.as(user).put('/api/users/info', { role_type: 'ADMIN' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toHaveProperty('role_type');
    expect((await t.as(user).get('/api/management/users/info')).json().data.role_type).toBe('USER');
  });
});

describe('PUT /api/management/users/password', () => {
  const change = (token: string, body: object) =>
    t.request('PUT', '/api/management/users/password', body, { authorization: basicToken(token) });

  it('changes one’s own password with the current one, and ends the other sessions only', async () => {
    await passwordUser('dora', 'secret123');
    const here = (await login('dora', 'secret123')).json().data.token as string;
    const elsewhere = (await login('dora', 'secret123')).json().data.token as string;
    const res = await change(here, { current_password: 'secret123', password: 'newer4567' });
    expect(res.json()).toEqual({ code: 1, msg: 'ok', data: null });
    const info = (token: string) =>
      t.request('GET', '/api/management/users/info', undefined, { authorization: basicToken(token) });
    expect((await info(here)).statusCode).toBe(200);
    expect((await info(elsewhere)).json().code).toBe('ERCO000001');
    expect((await login('dora', 'secret123')).statusCode).toBe(401);
    expect((await login('dora', 'newer4567')).statusCode).toBe(200);
  });

  it('names what is wrong: the current password, a weak or unchanged new one, and keeps the old', async () => {
    await passwordUser('emil', 'secret123');
    const token = (await login('emil', 'secret123')).json().data.token as string;
    const cases: [object, Record<string, string>][] = [
      [{ current_password: 'wrong1234', password: 'newer4567' }, { current_password: '当前密码不正确' }],
      [{ current_password: 'secret123', password: 'short1' }, { password: '密码至少 8 位，且须同时包含字母和数字' }],
      [{ current_password: 'secret123', password: 'secret123' }, { password: '新密码不能与当前密码相同' }],
      [{ current_password: '', password: 'newer4567' }, { current_password: '必填' }],
    ];
    for (const [body, fields] of cases) {
      const res = await change(token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ERCO000002', data: { fields } });
    }
    expect((await login('emil', 'secret123')).statusCode).toBe(200);
  });

  it('counts wrong current passwords as failed sign-ins', async () => {
    await passwordUser('fritz', 'secret123');
    const token = (await login('fritz', 'secret123')).json().data.token as string;
    let last = 0;
    for (let attempt = 0; attempt < 8 && last !== 429; attempt += 1) {
      last = (await change(token, { current_password: `wrong${attempt}xyz`, password: 'newer4567' })).statusCode;
    }
    expect(last).toBe(429);
    // The address's failures are forgotten, so later sign-ins of this file go through.
    clock.advance((LOGIN_LIMITS.ipWindowSeconds + 1) * 1000);
  });

  it('refuses an account that signs in without a password', async () => {
    const user = await t.seed.user();
    const res = await t.as(user).put('/api/management/users/password', {
      current_password: 'anything1',
      password: 'newer4567',
    });
    expect(res.json()).toMatchObject({ code: 'ERCO000002', data: { fields: { current_password: '当前密码不正确' } } });
  });
});

describe('sessions table', () => {
  it('keeps the revoked time of a logged-out session', async () => {
    const user = await t.seed.user();
    await t.as(user).post('/api/management/users/logout');
    const rows = await t.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(rows[0]?.revoked_at).toBeInstanceOf(Date);
  });
});

describe('GET /api/management/users/search', () => {
  it('finds company users by phone for administrators, with their company', async () => {
    const admin = await t.seed.admin();
    const { user, company } = await t.seed.companyWithUser();
    const { users } = await import('./users.table');
    await t.db.update(users).set({ phone_number: '13377778888' }).where(eq(users.id, user.id));
    const res = await t.as(admin).get('/api/management/users/search?q=1337777');
    expect(res.json().data.list).toEqual([
      expect.objectContaining({ id: user.id, company_id: company.id, phone_number: '13377778888' }),
    ]);
    expect((await t.as(user).get('/api/management/users/search?q=1')).statusCode).toBe(403);
  });
});
