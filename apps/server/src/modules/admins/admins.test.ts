import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicCredentials, createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (name: string, password: string) =>
  t.request('POST', '/api/management/users/login/password', undefined, {
    authorization: basicCredentials(name, password),
  });

describe('administrators', () => {
  it('lets SUPER_ADMIN create, disable, re-enable and reset an ADMIN', async () => {
    const boss = await t.seed.admin('SUPER_ADMIN');
    const created = await t.as(boss).post('/api/management/admins', {
      username: 'ops1',
      password: 'first-pass1',
      nickname: '运维一',
      phone_number: '13100000001',
    });
    expect(created.json().data).toMatchObject({ username: 'ops1', role_type: 'ADMIN', is_disabled: false });
    const id = created.json().data.id as number;
    expect((await login('ops1', 'first-pass1')).statusCode).toBe(200);

    expect(
      (await t.as(boss).put(`/api/management/admins/${id}/status`, { is_disabled: true })).json().data.is_disabled,
    ).toBe(true);
    expect((await login('ops1', 'first-pass1')).json().code).toBe('ERCO000012');
    await t.as(boss).put(`/api/management/admins/${id}/status`, { is_disabled: false });

    await t.as(boss).put(`/api/management/admins/${id}/password`, { password: 'second-pass2' });
    expect((await login('ops1', 'first-pass1')).statusCode).toBe(401);
    expect((await login('ops1', 'second-pass2')).statusCode).toBe(200);
  });

  it('lets an ADMIN see the list but not change it', async () => {
    const admin = await t.seed.admin('ADMIN');
    expect((await t.as(admin).get('/api/management/admins')).statusCode).toBe(200);
    expect(
      (await t.as(admin).post('/api/management/admins', { username: 'ops2', password: 'first-pass1' })).statusCode,
    ).toBe(403);
  });

  it('refuses a weak password and a taken name, naming the field', async () => {
    const boss = await t.seed.admin('SUPER_ADMIN');
    const weak = await t
      .as(boss)
      .post('/api/management/admins', { username: 'ops3', password: 'short', phone_number: '13100000003' });
    expect(weak.json().data.fields.password).toBe('密码至少 8 位，且须同时包含字母和数字');
    const noPhone = await t.as(boss).post('/api/management/admins', { username: 'ops5', password: 'good-pass1' });
    expect(noPhone.json().data.fields.phone_number).toBe('请输入手机号');
    await t.as(boss).post('/api/management/admins', {
      username: 'ops4',
      password: 'good-pass1',
      phone_number: '13100000004',
      nickname: '',
    });
    const taken = await t
      .as(boss)
      .post('/api/management/admins', { username: 'ops4', password: 'good-pass1', phone_number: '13100000005' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.fields.username).toBe('用户名已被使用');
    const lookAlike = await t
      .as(boss)
      .post('/api/management/admins', { username: 'OPS4', password: 'good-pass1', phone_number: '13100000006' });
    expect(lookAlike.statusCode).toBe(409);
    expect(lookAlike.json().data.fields.username).toBe('用户名已被使用');
  });

  it('does not let a super administrator disable itself', async () => {
    const boss = await t.seed.admin('SUPER_ADMIN');
    expect((await t.as(boss).put(`/api/management/admins/${boss.id}/status`, { is_disabled: true })).statusCode).toBe(
      403,
    );
  });

  it('refuses company users', async () => {
    const { user } = await t.seed.companyWithUser();
    expect((await t.as(user).get('/api/management/admins')).statusCode).toBe(403);
  });
});
