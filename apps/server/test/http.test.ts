import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
/** The lines the server logged at error level. */
const logged: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    config: { logLevel: 'error' },
    logStream: { write: (line) => logged.push(line) },
    extraApiRoutes: async (api) => {
      // An answer that does not match its own schema, forty times over.
      const misshapen = z.object({ list: z.array(z.object({ n: z.number() })) });
      api.get(
        '/test/misshapen',
        { config: { access: 'public' }, schema: { response: { 200: misshapen } } },
        async () => ({
          list: Array.from({ length: 40 }, (_, i) => ({ n: `not a number ${i}` })),
        }),
      );
      api.get('/test/boom', { config: { access: 'public' } }, async () => {
        throw new Error('secret detail at /srv/app.ts:42');
      });
      api.get('/test/admins', { config: { access: { roles: ['ADMIN', 'SUPER_ADMIN'] } } }, async () => ({ code: 1 }));
    },
  });
});
afterAll(() => t.close());

describe('the API envelope', () => {
  it('answers an unknown /api route with a JSON 404, never the web app', async () => {
    const res = await t.anonymous.get('/api/no/such/route');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ code: 'ERCO000004', msg: '数据不存在', data: null, request_id: expect.any(String) });
  });

  it('answers malformed JSON with 400', async () => {
    const user = await t.seed.user();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shops',
      headers: {
        authorization: `Basic ${Buffer.from(`${user.token}:`).toString('base64')}`,
        'content-type': 'application/json',
      },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ERCO000008', data: null });
  });

  it('answers a multipart body cut short with 400, not a failure of the server', async () => {
    const admin = await t.seed.admin();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/management/goods/imports',
      headers: {
        authorization: `Basic ${Buffer.from(`${admin.token}:`).toString('base64')}`,
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nPLU',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ERCO000008', data: null });
  });

  it('refuses a NUL character in any field, naming it, before it reaches the database', async () => {
    const user = await t.seed.user();
    const res = await t.as(user).get('/api/management/web_files/download?file_name=a%00b');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({ file_name: '不能包含空字符（\\0）' });
  });

  it('names the NUL character deep in a body by its whole path, and stores nothing', async () => {
    const user = await t.seed.user();
    const good = { plu: 7, item_code: '7', name_lines: ['苹果', 'a\u0000b'], unit_price: 100 };
    const res = await t.as(user).post('/api/management/goods', good);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({ 'name_lines.1': '不能包含空字符（\\0）' });
    const list = await t.as(user).get('/api/management/goods');
    expect(list.json().data.list).toEqual([]);
  });

  it('answers an overlong path parameter with the envelope', async () => {
    const user = await t.seed.user();
    const res = await t.as(user).get(`/api/shops/${'9'.repeat(500)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'ERCO000004', msg: '数据不存在', data: null, request_id: expect.any(String) });
  });

  it('answers an unexpected failure with 500 and no detail', async () => {
    const res = await t.anonymous.get('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'ERCO000011', msg: '服务器出错了', data: null, request_id: expect.any(String) });
    expect(res.body).not.toContain('secret');
  });

  it('answers an answer that fails its schema with 500, and logs it in brief: how many issues, the first ones', async () => {
    const res = await t.anonymous.get('/api/test/misshapen');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'ERCO000011', data: null });
    const line = logged.find((text) => text.includes('answer does not match its schema')) ?? '';
    expect(JSON.parse(line)).toMatchObject({
      url: '/api/test/misshapen',
      issue_count: 40,
      issues: [
        { path: 'list.0.n', code: 'invalid_type' },
        { path: 'list.1.n', code: 'invalid_type' },
        { path: 'list.2.n', code: 'invalid_type' },
      ],
    });
    expect(line.length).toBeLessThan(1000);
  });

  it('names the request in every refusal and in its answer header', async () => {
    const forwarded = await t.app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'x-request-id': 'lb-7f3a91c2' },
    });
    expect(forwarded.headers['x-request-id']).toBe('lb-7f3a91c2');
    expect(forwarded.json().request_id).toBe('lb-7f3a91c2');
    // An id that could forge a log line is not taken over.
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/no/such/route',
      headers: { 'x-request-id': 'x"} {"level":60' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(forged.json().request_id).toBe(forged.headers['x-request-id']);
    // Successful answers carry the header too.
    const health = await t.anonymous.get('/api/health');
    expect(health.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a wrong role with 403', async () => {
    const user = await t.seed.user('USER');
    const res = await t.as(user).get('/api/test/admins');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ERCO000003');
    const admin = await t.seed.admin();
    expect((await t.as(admin).get('/api/test/admins')).statusCode).toBe(200);
  });

  it('checks the sign-in before the body, so anonymous callers learn nothing of the schema', async () => {
    const res = await t.anonymous.post('/api/shops', { name: '' });
    expect(res.statusCode).toBe(401);
  });
});

describe('security headers', () => {
  it('go with every answer: the API, its refusals, the console and the catalogue', async () => {
    for (const url of ['/api/health', '/api/no/such/route', '/sign/login', '/', '/api/openapi.json']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { origin: 'https://elsewhere.example' } });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['strict-transport-security'], url).toContain('max-age=');
      // No cross-origin reads: the console and the API are one origin.
      expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });
});

describe('GET /api/health', () => {
  it('answers 200 while the database is reachable', async () => {
    const res = await t.anonymous.get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});

describe('GET /api/openapi.json and /api/docs', () => {
  it('documents the routes from their schemas', async () => {
    const doc = (await t.anonymous.get('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/management/shops', '/api/shops/{id}', '/api/management/users/login/password']),
    );
    expect((await t.anonymous.get('/api/docs/')).statusCode).toBe(200);
  });
});
