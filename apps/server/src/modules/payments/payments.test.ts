import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, manualClock, type TestApp } from '../../../test/harness';
import { verifyMerchantToken } from './payments.service';

const clock = manualClock(new Date('2026-11-22T08:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe('payment permission and merchant tokens', () => {
  it('answers permissionsType to the company’s users, and an administrator sets it', async () => {
    const admin = await t.seed.admin();
    const { user, company } = await t.seed.companyWithUser();
    const query = `/api/management/companies/permissions/query?companyId=${company.id}`;
    expect((await t.as(user).get(query)).json().data).toEqual({ permissionsType: 0 });
    await t.as(admin).put(`/api/management/companies/${company.id}/pay_permission`, { permissions_type: 1 });
    expect((await t.as(user).get(query)).json().data).toEqual({ permissionsType: 1 });
    const other = await t.seed.companyWithUser();
    expect((await t.as(other.user).get(query)).statusCode).toBe(404);
    expect(
      (await t.as(admin).put(`/api/management/companies/${company.id}/pay_permission`, { permissions_type: 3 }))
        .statusCode,
    ).toBe(400);
  });

  it('signs a merchant token that expires after 30 minutes and cannot be forged', async () => {
    const admin = await t.seed.admin();
    const { user, company } = await t.seed.companyWithUser();
    const refused = await t.as(user).post('/api/pay/serve/token/encryption', { company_id: company.id });
    expect(refused.statusCode).toBe(403);
    await t.as(admin).put(`/api/management/companies/${company.id}/pay_permission`, { permissions_type: 1 });
    const token = (await t.as(user).post('/api/pay/serve/token/encryption', { company_id: company.id })).json()
      .data as string;
    expect(await verifyMerchantToken(t.db, token, clock())).toEqual({ company_id: company.id });
    const [payload, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ company_id: 999, exp: 9_999_999_999 })).toString('base64url')}.${signature}`;
    expect(await verifyMerchantToken(t.db, forged, clock())).toBeNull();
    expect(payload).toBeTruthy();
    expect(await verifyMerchantToken(t.db, token, new Date(clock().getTime() + 31 * 60 * 1000))).toBeNull();
  });
});

describe('POST /api/management/merchants/register', () => {
  const merchant = {
    name: '东海水产',
    contact_person: '林老板',
    phone_number: '13700000001',
    address: '舟山市定海区 3 号',
    licence_img_url: '/files/images/licence.png',
  };

  it('turns a user without a company into the administrator of a new company', async () => {
    const user = await t.seed.user();
    const res = await t.as(user).post('/api/management/merchants/register', merchant);
    expect(res.json().data).toMatchObject({
      name: '东海水产',
      licence_img_url: '/files/images/licence.png',
      pay_permission: 0,
      user_count: 1,
    });
    const info = (await t.as(user).get('/api/management/users/info')).json().data;
    expect(info.company_info).toMatchObject({ name: '东海水产', role_type: 'ADMIN' });
  });

  it('refuses a user who already has a company, and names missing fields', async () => {
    const { user } = await t.seed.companyWithUser();
    expect((await t.as(user).post('/api/management/merchants/register', merchant)).statusCode).toBe(409);
    const loner = await t.seed.user();
    const res = await t
      .as(loner)
      .post('/api/management/merchants/register', { ...merchant, licence_img_url: '', address: '' });
    expect(res.json().data.fields).toEqual({ licence_img_url: '请上传营业执照照片', address: '必填' });
  });
});

describe('GET /api/management/pay/links', () => {
  it('answers the configured payment pages, or null', async () => {
    const user = await t.seed.user();
    expect((await t.as(user).get('/api/management/pay/links')).json().data).toEqual({
      merchant_url: null,
      login_url: null,
    });
    const configured = await createTestApp({
      config: {
        payment: { merchantUrl: 'https://pay.example.test/merchant', loginUrl: 'https://pay.example.test/login' },
      },
    });
    try {
      const someone = await configured.seed.user();
      expect((await configured.as(someone).get('/api/management/pay/links')).json().data).toEqual({
        merchant_url: 'https://pay.example.test/merchant',
        login_url: 'https://pay.example.test/login',
      });
    } finally {
      await configured.close();
    }
  });
});
