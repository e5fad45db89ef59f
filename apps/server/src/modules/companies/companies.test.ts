import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { companies } from './companies.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stored = async (id: number) => (await t.db.select().from(companies).where(eq(companies.id, id)))[0];

describe('PUT /api/companies/{id}', () => {
  it('lets the company administrator save one field at a time', async () => {
    const { user, company } = await t.seed.companyWithUser(1);
    const res = await t.as(user).put(`/api/companies/${company.id}`, { address: '杭州市西湖区 1 号' });
    expect(res.json().data).toMatchObject({ id: company.id, address: '杭州市西湖区 1 号', name: company.name });
    const info = await t.as(user).get('/api/management/users/info');
    expect(info.json().data.company_info.address).toBe('杭州市西湖区 1 号');
  });

  it('lets a system administrator save any company', async () => {
    const admin = await t.seed.admin();
    const company = await t.seed.company();
    const res = await t.as(admin).put(`/api/companies/${company.id}`, { contact_person: '赵经理' });
    expect(res.json().data.contact_person).toBe('赵经理');
  });

  it('refuses staff with 403 and other companies with 404, changing nothing', async () => {
    const { user: staff, company } = await t.seed.companyWithUser(2);
    const before = await stored(company.id);
    expect((await t.as(staff).put(`/api/companies/${company.id}`, { name: '改名' })).statusCode).toBe(403);
    const outsider = await t.seed.companyWithUser(1);
    expect((await t.as(outsider.user).put(`/api/companies/${company.id}`, { name: '改名' })).statusCode).toBe(404);
    expect(await stored(company.id)).toEqual(before);
  });

  it('names an invalid field and refuses an empty body or unknown fields', async () => {
    const { user, company } = await t.seed.companyWithUser(1);
    const bad = await t.as(user).put(`/api/companies/${company.id}`, { phone_number: '123' });
    expect(bad.json().data.fields.phone_number).toBe('请输入正确的手机号');
    expect((await t.as(user).put(`/api/companies/${company.id}`, {})).statusCode).toBe(400);
    expect((await t.as(user).put(`/api/companies/${company.id}`, { if_analysis_open: 1 })).statusCode).toBe(400);
  });
});

describe('GET /api/management/companies/search', () => {
  it('finds companies by name for administrators, 10 per page, and refuses company users', async () => {
    const admin = await t.seed.admin();
    for (let i = 0; i < 12; i += 1) {
      await t.seed.company(`搜索测试${i}`);
    }
    const res = (
      await t.as(admin).get(`/api/management/companies/search?name=${encodeURIComponent('搜索测试')}`)
    ).json().data;
    expect(res.meta.total).toBe(12);
    expect(res.list).toHaveLength(10);
    const a = await t.seed.companyWithUser();
    expect((await t.as(a.user).get('/api/management/companies/search')).statusCode).toBe(403);
  });
});
