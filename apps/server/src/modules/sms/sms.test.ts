import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, manualClock, type TestApp } from '../../../test/harness';
import { startFake } from '../../../test/fakes';
import { users } from '../users/users.table';
import { httpSender } from './sms.providers';
import { smsCodes } from './sms.table';

const clock = manualClock(new Date('2026-11-22T08:00:00Z'));
let t: TestApp;
let phoneSerial = 0;
/** Each test its own phone, so the per-phone limits of one test do not touch another. */
const newPhone = () => `139${String(10_000_000 + (phoneSerial += 1)).slice(-8)}`;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

function sendCode(phone: string, ip = '10.0.0.1') {
  return t.app.inject({
    method: 'GET',
    url: `/api/management/users/login/code?phone_number=${phone}`,
    remoteAddress: ip,
    headers: { 'accept-language': 'zh-CN' },
  });
}

function outbox(): { phone_number: string; code: string; sent_at: string }[] {
  const file = path.join(t.config.dataDir, 'sms-outbox.log');
  return fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
}

const lastCode = (phone: string) =>
  outbox()
    .filter((m) => m.phone_number === phone)
    .at(-1)?.code ?? '';

const login = (phone: string, code: string) =>
  t.anonymous.post('/api/management/users/login/phone_number', { phone_number: phone, verify_code: code });

describe('GET /api/management/users/login/code', () => {
  it('sends a 4-digit code to the outbox, one JSON line per message', async () => {
    const phone = newPhone();
    const res = await sendCode(phone);
    expect(res.json()).toEqual({ code: 1, msg: 'ok', data: { resend_after: 30 } });
    const message = outbox().at(-1);
    expect(message).toMatchObject({ phone_number: phone, sent_at: clock().toISOString() });
    expect(message?.code).toMatch(/^\d{4}$/);
  });

  it('stores the code only as a hash', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const [row] = await t.db.select().from(smsCodes).where(eq(smsCodes.phone_number, phone));
    // No column holds the code itself (a substring test would fail by chance: 4 digits in 64 hex).
    expect(Object.values(row ?? {})).not.toContain(lastCode(phone));
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('names the phone when it is not 11 digits starting with 1', async () => {
    for (const bad of ['2380000000', '1380000000', '138000000001', 'abc']) {
      const res = await sendCode(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields.phone_number).toBe('请输入正确的手机号');
    }
    const missing = await t.anonymous.get('/api/management/users/login/code');
    expect(missing.json().data.fields.phone_number).toBe('请输入手机号');
  });

  it('refuses a second send within 30 seconds, saying how long to wait', async () => {
    const phone = newPhone();
    expect((await sendCode(phone)).statusCode).toBe(200);
    clock.advance(10_000);
    const again = await sendCode(phone);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('20');
    expect(again.json()).toMatchObject({
      code: 'ERCO000007',
      msg: '操作过于频繁，请 20 秒后再试',
      data: { retry_after: 20 },
    });
    clock.advance(20_000);
    expect((await sendCode(phone)).statusCode).toBe(200);
  });

  it('allows at most 10 sends an hour to one phone', async () => {
    const phone = newPhone();
    for (let i = 0; i < 10; i += 1) {
      expect((await sendCode(phone, `10.1.0.${i}`)).statusCode).toBe(200);
      clock.advance(31_000);
    }
    const eleventh = await sendCode(phone, '10.1.1.1');
    expect(eleventh.statusCode).toBe(429);
    clock.advance(60 * 60 * 1000);
    expect((await sendCode(phone, '10.1.1.1')).statusCode).toBe(200);
  });

  it('allows at most 30 sends an hour from one client address', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 30; i += 1) {
      expect((await sendCode(newPhone(), ip)).statusCode).toBe(200);
    }
    const refused = await sendCode(newPhone(), ip);
    expect(refused.statusCode).toBe(429);
    expect((await sendCode(newPhone(), '10.2.0.2')).statusCode).toBe(200);
  });
});

describe('POST /api/management/users/login/phone_number', () => {
  it('signs in a phone seen for the first time as a new USER with the phone bound', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const res = await login(phone, lastCode(phone));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      phone_number: phone,
      role_type: 'USER',
      if_phone_number: 1,
      if_company: 0,
    });
    expect(res.json().data.token).toBeTruthy();
  });

  it('signs in the existing user of a known phone', async () => {
    const phone = newPhone();
    const existing = await t.seed.user('USER', { phone_number: phone, nickname: '老用户' });
    await sendCode(phone);
    const res = await login(phone, lastCode(phone));
    expect(res.json().data).toMatchObject({ id: existing.id, nickname: '老用户' });
  });

  it('uses a code once', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = lastCode(phone);
    expect((await login(phone, code)).statusCode).toBe(200);
    const again = await login(phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().data.fields.verify_code).toBe('验证码错误或已过期');
  });

  it('refuses a code after 5 minutes', async () => {
    const phone = newPhone();
    await sendCode(phone);
    clock.advance(5 * 60 * 1000 + 1);
    expect((await login(phone, lastCode(phone))).statusCode).toBe(400);
  });

  it('voids a code after 5 wrong tries: then even the right code is refused', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const right = lastCode(phone);
    const wrong = right === '0000' ? '1111' : '0000';
    for (let i = 0; i < 4; i += 1) {
      expect((await login(phone, wrong)).json().data.fields.verify_code).toBe('验证码错误或已过期');
    }
    expect((await login(phone, wrong)).json().data.fields.verify_code).toContain('已失效');
    const refused = await login(phone, right);
    expect(refused.statusCode).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.phone_number, phone))).toHaveLength(0);
  });

  it('refuses a code that is not exactly 4 digits before looking anything up', async () => {
    for (const bad of ['123', '12345', 'abcd', '']) {
      const res = await login(newPhone(), bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields).toEqual({ verify_code: '请输入 4 位短信验证码' });
    }
  });

  it('voids the earlier code when a new one is sent', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const first = lastCode(phone);
    clock.advance(31_000);
    await sendCode(phone);
    const second = lastCode(phone);
    if (first !== second) {
      expect((await login(phone, first)).statusCode).toBe(400);
    }
    expect((await login(phone, second)).statusCode).toBe(200);
  });
});

describe('GET /api/management/sms/outbox', () => {
  it('shows administrators the newest messages first, and nobody else', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const admin = await t.seed.admin();
    const res = await t.as(admin).get('/api/management/sms/outbox?limit=1');
    expect(res.json().data).toEqual([expect.objectContaining({ phone_number: phone, code: lastCode(phone) })]);
    const user = await t.seed.user();
    expect((await t.as(user).get('/api/management/sms/outbox')).statusCode).toBe(403);
  });
});

describe('the HTTP SMS provider', () => {
  it('posts the gateway’s request shape and accepts its OK answer', async () => {
    const received: unknown[] = [];
    const fake = await startFake((app) => {
      app.post('/sms', async (req) => {
        received.push({ auth: req.headers.authorization, body: req.body });
        return { Code: 'OK', Message: 'OK' };
      });
    });
    try {
      const sender = httpSender({ url: `${fake.url}/sms`, apiKey: 'k1', template: 'SMS_001', signName: '秤云' });
      await sender.send('13900000000', '4821', new Date());
      expect(received).toEqual([
        {
          auth: 'APPCODE k1',
          body: {
            PhoneNumbers: '13900000000',
            SignName: '秤云',
            TemplateCode: 'SMS_001',
            TemplateParam: '{"code":"4821"}',
          },
        },
      ]);
    } finally {
      await fake.close();
    }
  });

  it('fails when the gateway refuses', async () => {
    const fake = await startFake((app) => {
      app.post('/sms', async () => ({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limit' }));
    });
    try {
      const sender = httpSender({ url: `${fake.url}/sms`, apiKey: 'k1', template: 'T', signName: 'S' });
      await expect(sender.send('13900000000', '1234', new Date())).rejects.toThrow(/BUSINESS_LIMIT_CONTROL/);
    } finally {
      await fake.close();
    }
  });
});
