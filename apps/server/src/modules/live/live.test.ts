import { ErrorCode } from '@tm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { getOwnConnection, openLiveStream } from '../../../test/live-stream';
import { notify } from '../notices/notices.service';
import { concerns } from './live.events';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => getOwnConnection(origin, path, headers);
const openStream = (token: string) => openLiveStream(origin, token);

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
