import fs from 'node:fs';
import path from 'node:path';
import { PRIVACY_POLICY_VERSION } from '@tm/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWechat, wechatTestConfig } from '../../../test/fakes';
import { basicToken, createTestApp, manualClock, type TestApp, type TestUser } from '../../../test/harness';
import { startSession } from '../users/sessions.service';
import { httpWechatClient } from '../users/wechat.client';
import { startLockAppSession } from './repair-app-auth';
import { faceVerifications, lockAppAccounts, repairInviteCodes, repairStaff } from './repair.table';

const DAY_MS = 86_400_000;
const clock = manualClock(new Date('2026-11-22T08:00:00Z'));
let t: TestApp;
let wechat: Awaited<ReturnType<typeof startFakeWechat>>;
let companyAdmin: TestUser;
let companyId: number;

beforeAll(async () => {
  wechat = await startFakeWechat({ 'code-a': { openid: 'o-repair-a' }, 'code-b': { openid: 'o-repair-b' } });
  t = await createTestApp({ clock, deps: { wechat: httpWechatClient(wechatTestConfig(wechat.url)) } });
  const seeded = await t.seed.companyWithUser();
  // A session that outlives the day the expiry test moves the clock by.
  companyAdmin = { ...seeded.user, token: (await startSession(t.db, seeded.user.id, clock(), 30 * 86_400)).token };
  companyId = seeded.company.id;
});
afterAll(async () => {
  await t.close();
  await wechat.close();
});

let phoneSerial = 0;
const newPhone = () =>
  `137${String(Date.now() % 1e6).padStart(6, '0')}${String((phoneSerial += 1) % 100).padStart(2, '0')}`;

/** An app account signed in without SMS (the sign-in itself is proven below). */
async function appAccount() {
  const [row] = await t.db.insert(lockAppAccounts).values({ phone_number: newPhone() }).returning();
  if (!row) {
    throw new Error('account not made');
  }
  const { token } = await startLockAppSession(t.db, row.id, clock(), 365 * 86_400);
  const headers = { authorization: basicToken(token) };
  return {
    id: row.id,
    token,
    get: (url: string) => t.request('GET', `/api/repair-app/v1${url}`, undefined, headers),
    post: (url: string, body: unknown = {}) => t.request('POST', `/api/repair-app/v1${url}`, body, headers),
  };
}

async function inviteCode(
  maxUses = 1,
  days = 7,
  admin: TestUser = companyAdmin,
): Promise<{ id: number; code: string }> {
  const res = await t
    .as(admin)
    .post('/api/management/repair/invite_codes', { max_uses: maxUses, expires_in_days: days });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function useCountOf(id: number) {
  const [row] = await t.db.select().from(repairInviteCodes).where(eq(repairInviteCodes.id, id));
  return row?.use_count;
}

async function smsCodeFor(phone: string): Promise<string> {
  clock.advance(31_000);
  const sent = await t.anonymous.post('/api/repair-app/v1/sign_in/code', { phone_number: phone });
  expect(sent.statusCode).toBe(200);
  const lines = fs.readFileSync(path.join(t.config.dataDir, 'sms-outbox.log'), 'utf8').trim().split('\n');
  return (JSON.parse(lines.at(-1) ?? '{}') as { code: string }).code;
}

describe('POST /api/repair-app/v1/sign_in/phone', () => {
  it('makes an account on the first sign-in and records the accepted policy, then signs the same one in', async () => {
    const phone = newPhone();
    const first = await t.anonymous.post('/api/repair-app/v1/sign_in/phone', {
      phone_number: phone,
      verify_code: await smsCodeFor(phone),
      privacy_version: PRIVACY_POLICY_VERSION,
    });
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data.account).toMatchObject({
      phone_number: phone,
      has_wechat: false,
      privacy_version: PRIVACY_POLICY_VERSION,
    });
    expect(data.account.privacy_accepted_time).toBe(clock().toISOString());

    const me = await t.request('GET', '/api/repair-app/v1/me', undefined, { authorization: basicToken(data.token) });
    expect(me.json().data).toMatchObject({ account: { id: data.account.id }, staff: null, companies: [] });

    const again = await t.anonymous.post('/api/repair-app/v1/sign_in/phone', {
      phone_number: phone,
      verify_code: await smsCodeFor(phone),
      privacy_version: PRIVACY_POLICY_VERSION,
    });
    expect(again.json().data.account.id).toBe(data.account.id);
    expect(again.json().data.account.privacy_accepted_time).toBe(clock().toISOString());
  });

  it('refuses another policy version, naming privacy_version, and makes no account', async () => {
    const phone = newPhone();
    for (const privacy_version of ['V1.0.0', undefined]) {
      const res = await t.anonymous.post('/api/repair-app/v1/sign_in/phone', {
        phone_number: phone,
        verify_code: '1234',
        privacy_version,
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().data.fields)).toEqual(['privacy_version']);
    }
    expect(await t.db.select().from(lockAppAccounts).where(eq(lockAppAccounts.phone_number, phone))).toEqual([]);
  });

  it('refuses a wrong SMS code', async () => {
    const phone = newPhone();
    const right = await smsCodeFor(phone);
    const res = await t.anonymous.post('/api/repair-app/v1/sign_in/phone', {
      phone_number: phone,
      verify_code: right === '0000' ? '0001' : '0000',
      privacy_version: PRIVACY_POLICY_VERSION,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toHaveProperty('verify_code');
  });
});

describe('POST /api/repair-app/v1/sign_in/wechat', () => {
  it('makes an account for a new WeChat user and signs the same one in again', async () => {
    const body = { code: 'code-a', privacy_version: PRIVACY_POLICY_VERSION };
    const first = (await t.anonymous.post('/api/repair-app/v1/sign_in/wechat', body)).json().data;
    expect(first.account).toMatchObject({
      has_wechat: true,
      phone_number: null,
      privacy_version: PRIVACY_POLICY_VERSION,
    });
    const second = (await t.anonymous.post('/api/repair-app/v1/sign_in/wechat', body)).json().data;
    expect(second.account.id).toBe(first.account.id);
    expect(second.token).not.toBe(first.token);
  });

  it('refuses an outdated policy version and a forged code', async () => {
    const outdated = await t.anonymous.post('/api/repair-app/v1/sign_in/wechat', {
      code: 'code-b',
      privacy_version: 'V1.5.2',
    });
    expect(outdated.statusCode).toBe(400);
    expect(outdated.json().data.fields).toHaveProperty('privacy_version');
    expect(await t.db.select().from(lockAppAccounts).where(eq(lockAppAccounts.wechat_openid, 'o-repair-b'))).toEqual(
      [],
    );
    const forged = await t.anonymous.post('/api/repair-app/v1/sign_in/wechat', {
      code: 'forged',
      privacy_version: PRIVACY_POLICY_VERSION,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().data.fields).toHaveProperty('code');
  });
});

describe('app tokens and console tokens', () => {
  it('keeps the two apart and signs out', async () => {
    const person = await appAccount();
    expect((await t.anonymous.get('/api/repair-app/v1/me')).statusCode).toBe(401);
    expect((await t.as(companyAdmin).get('/api/repair-app/v1/me')).statusCode).toBe(401);
    const consoleCall = await t.request('GET', '/api/management/users/info', undefined, {
      authorization: basicToken(person.token),
    });
    expect(consoleCall.statusCode).toBe(401);
    expect((await person.post('/sign_out')).statusCode).toBe(200);
    expect((await person.get('/me')).statusCode).toBe(401);
  });
});

describe('POST /api/repair-app/v1/redeem', () => {
  it('joins the company on the first use, making the repair person, and counts the use', async () => {
    const person = await appAccount();
    const code = await inviteCode(2);
    const noName = await person.post('/redeem', { code: code.code });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().data.fields).toHaveProperty('name');
    expect(await useCountOf(code.id)).toBe(0);

    const res = await person.post('/redeem', { code: code.code.toLowerCase(), name: '李师傅' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      staff: { name: '李师傅', face_status: 'unverified', status: 'active', area: null },
      companies: [{ company_id: companyId, invite_code: code.code }],
    });
    expect(await useCountOf(code.id)).toBe(1);

    const detail = (await t.as(companyAdmin).get(`/api/management/repair/invite_codes/${code.id}`)).json().data;
    expect(detail.joined).toEqual([expect.objectContaining({ name: '李师傅' })]);
  });

  it('refuses to join a company already served, and gives the use back', async () => {
    const person = await appAccount();
    expect((await person.post('/redeem', { code: (await inviteCode()).code, name: '周师傅' })).statusCode).toBe(200);
    const second = await inviteCode();
    const res = await person.post('/redeem', { code: second.code });
    expect(res.statusCode).toBe(409);
    expect(res.json().data.fields).toHaveProperty('code');
    expect(await useCountOf(second.id)).toBe(0);
  });

  it('serves a second company with a code of that company, keeping the first name', async () => {
    const other = await t.seed.companyWithUser();
    const person = await appAccount();
    await person.post('/redeem', { code: (await inviteCode()).code, name: '吴师傅' });
    const res = await person.post('/redeem', { code: (await inviteCode(1, 7, other.user)).code, name: '改名' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.staff.name).toBe('吴师傅');
    expect(res.json().data.companies.map((c: { company_id: number }) => c.company_id)).toEqual([
      companyId,
      other.company.id,
    ]);
  });

  it('refuses a code whose uses are all taken', async () => {
    const code = await inviteCode(2);
    const people = [await appAccount(), await appAccount(), await appAccount()];
    const answers = [];
    for (const [i, person] of people.entries()) {
      answers.push((await person.post('/redeem', { code: code.code, name: `师傅${i}` })).statusCode);
    }
    expect(answers).toEqual([200, 200, 400]);
    const refused = await people[2]?.post('/redeem', { code: code.code, name: '师傅' });
    expect(refused?.json().data.fields.code).toMatch(/用完/);
    expect(await useCountOf(code.id)).toBe(2);
  });

  it('gives the last use to exactly one of two people redeeming at the same time', async () => {
    for (let round = 0; round < 3; round += 1) {
      const code = await inviteCode(1);
      const [a, b] = [await appAccount(), await appAccount()];
      const answers = await Promise.all([
        a.post('/redeem', { code: code.code, name: '甲' }),
        b.post('/redeem', { code: code.code, name: '乙' }),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
      expect(await useCountOf(code.id)).toBe(1);
      const detail = (await t.as(companyAdmin).get(`/api/management/repair/invite_codes/${code.id}`)).json().data;
      expect(detail.joined).toHaveLength(1);
      expect(detail.invite_code.status).toBe('used_up');
    }
  });

  it('refuses an expired code, naming code', async () => {
    const code = await inviteCode(5, 1);
    const person = await appAccount();
    clock.advance(DAY_MS - 1000);
    const listed = await t.as(companyAdmin).get('/api/management/repair/invite_codes?status=active');
    expect(listed.json().data.list.map((c: { id: number }) => c.id)).toContain(code.id);
    // A day later the code is over; the clock goes back after, for the console sessions of the other tests.
    clock.advance(2000);
    const res = await person
      .post('/redeem', { code: code.code, name: '郑师傅' })
      .finally(() => clock.advance(-DAY_MS - 1000));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields.code).toMatch(/过期/);
    expect(await useCountOf(code.id)).toBe(0);
  });

  it('refuses a revoked code and an unknown one', async () => {
    const code = await inviteCode(5);
    expect((await t.as(companyAdmin).post(`/api/management/repair/invite_codes/${code.id}/revoke`)).statusCode).toBe(
      200,
    );
    const person = await appAccount();
    const revoked = await person.post('/redeem', { code: code.code, name: '钱师傅' });
    expect(revoked.statusCode).toBe(400);
    expect(revoked.json().data.fields.code).toMatch(/作废/);
    const unknown = await person.post('/redeem', { code: 'ZZZZ2222', name: '钱师傅' });
    expect(unknown.json().data.fields.code).toMatch(/不存在/);
    const malformed = await person.post('/redeem', { code: 'O0I1', name: '钱师傅' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data.fields).toHaveProperty('code');
  });

  it('refuses a suspended repair person', async () => {
    const admin = await t.seed.admin();
    const person = await appAccount();
    const joined = (await person.post('/redeem', { code: (await inviteCode()).code, name: '孙师傅' })).json().data;
    await t.as(admin).post(`/api/management/repair/staff/${joined.staff.id}/suspend`);
    const other = await t.seed.companyWithUser();
    const res = await person.post('/redeem', { code: (await inviteCode(1, 7, other.user)).code });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/repair-app/v1/face_verification', () => {
  it('needs a joined repair person', async () => {
    const res = await (await appAccount()).post('/face_verification', { provider_token: 'sdk-token' });
    expect(res.statusCode).toBe(403);
    expect(res.json().data.fields).toHaveProperty('account');
  });

  it('takes exactly one of image and provider token', async () => {
    const person = await appAccount();
    for (const body of [{}, { image_base64: 'aGVsbG8=', provider_token: 'x' }, { image_base64: 'not base64!' }]) {
      const res = await person.post('/face_verification', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields).toHaveProperty('image_base64');
    }
  });

  it('verifies the face with the provider, records the request without the image and sets the status', async () => {
    const person = await appAccount();
    const joined = (await person.post('/redeem', { code: (await inviteCode()).code, name: '冯师傅' })).json().data;
    const image = Buffer.from('a face picture').toString('base64');
    const res = await person.post('/face_verification', { image_base64: `data:image/jpeg;base64,${image}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      passed: true,
      face_status: 'verified',
      face_verified_time: clock().toISOString(),
    });
    const [record] = await t.db.select().from(faceVerifications).where(eq(faceVerifications.staff_id, joined.staff.id));
    expect(record).toMatchObject({ provider: 'dev', passed: 1, detail: { input: 'image', image_bytes: 14 } });
    expect(JSON.stringify(record)).not.toContain(image);
    expect((await person.get('/me')).json().data.staff.face_status).toBe('verified');
  });
});

describe('a face provider that answers fail', () => {
  let failing: TestApp;
  beforeAll(async () => {
    failing = await createTestApp({ config: { face: { provider: 'dev', devResult: 'fail' } } });
  });
  afterAll(() => failing.close());

  it('marks the person failed and records the answer', async () => {
    const [account] = await failing.db.insert(lockAppAccounts).values({ phone_number: newPhone() }).returning();
    if (!account) {
      throw new Error('account not made');
    }
    const [staff] = await failing.db.insert(repairStaff).values({ account_id: account.id, name: '失败' }).returning();
    const { token } = await startLockAppSession(failing.db, account.id, new Date(), 3600);
    const res = await failing.request(
      'POST',
      '/api/repair-app/v1/face_verification',
      { provider_token: 'sdk-token' },
      { authorization: basicToken(token) },
    );
    expect(res.json().data).toMatchObject({ passed: false, face_status: 'failed' });
    const records = await failing.db.select().from(faceVerifications);
    expect(records).toEqual([
      expect.objectContaining({ staff_id: staff?.id, passed: 0, detail: { input: 'provider_token' } }),
    ]);
  });
});
