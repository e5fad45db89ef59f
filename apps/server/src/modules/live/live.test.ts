import http from 'node:http';
import { ErrorCode } from '@tm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicToken, createTestApp, type TestApp } from '../../../test/harness';
import { notify } from '../notices/notices.service';
import { concerns } from './live.events';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

/** A GET on a connection of its own, so that closing it leaves nothing open behind. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.get(`${origin}${path}`, { headers, agent: false }, resolve);
    request.on('error', reject);
  });
}

/** Opens the stream as a console does (with the token) and hands out its events one by one. */
async function openStream(token: string) {
  const response = await get('/api/live', { authorization: basicToken(token) });
  response.setEncoding('utf8');
  const chunks = response[Symbol.asyncIterator]() as AsyncIterator<string>;
  let buffered = '';
  const next = async (): Promise<{ event: string; data: unknown }> => {
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const field = (name: string) => block.match(new RegExp(`^${name}: (.*)$`, 'm'))?.[1];
        if (field('event')) {
          return { event: field('event')!, data: JSON.parse(field('data') ?? 'null') };
        }
        continue;
      }
      const chunk = await chunks.next();
      if (chunk.done) {
        throw new Error('stream ended');
      }
      buffered += chunk.value;
    }
  };
  return { response, next, close: () => response.destroy() };
}

describe('GET /api/live', () => {
  it('tells a signed-in console when its notices change, as the events happen', async () => {
    const { user } = await t.seed.companyWithUser();
    const stream = await openStream(user.token);
    expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(await stream.next()).toEqual({ event: 'ready', data: { user_id: user.id } });

    await notify(t.db, [user.id], { type: 'message', kind: 'test', params: {} }, new Date());
    expect(await stream.next()).toEqual({ event: 'notice', data: {} });

    // An announcement concerns everyone.
    const admin = await t.seed.admin();
    await t.as(admin).post('/api/management/announcements', { title: '直播', body: '正文', publish_at: 'now' });
    expect(await stream.next()).toEqual({ event: 'notice', data: {} });
    stream.close();
  });

  it('is closed to callers without a session', async () => {
    const response = await get('/api/live');
    expect(response.statusCode).toBe(401);
    const body = JSON.parse((await response.toArray()).join('')) as { code: string };
    expect(body.code).toBe(ErrorCode.LOGIN_INVALID);
  });

  it('passes each console only the events that concern it', () => {
    const user = { user_id: 2, company_id: 10, is_admin: false };
    const stranger = { user_id: 3, company_id: 11, is_admin: false };
    const admin = { user_id: 4, company_id: null, is_admin: true };
    expect(concerns({ kind: 'notice', users: [1, 2] }, user)).toBe(true);
    expect(concerns({ kind: 'notice', users: [1, 2] }, stranger)).toBe(false);
    expect(concerns({ kind: 'notice', users: 'all' }, stranger)).toBe(true);
    expect(concerns({ kind: 'notice', users: [1, 2] }, admin)).toBe(false);
    const sales = { kind: 'sales', company_id: 10, shop_id: 5 } as const;
    expect([user, stranger, admin].map((listener) => concerns(sales, listener))).toEqual([true, false, true]);
  });
});
