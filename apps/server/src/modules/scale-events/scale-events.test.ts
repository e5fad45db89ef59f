import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, manualClock, type TestApp, type TestUser } from '../../../test/harness';
import { shopWithScales } from '../../../test/scale-fixtures';
import { scales } from '../scales/scales.table';
import { startSession } from '../users/sessions.service';
import { notifyOfflineScales } from './scale-events.service';

const clock = manualClock(new Date('2026-11-24T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const MINUTE = 60_000;

async function later(ms: number, person: TestUser) {
  clock.advance(ms);
  person.token = (await startSession(t.db, person.id, clock(), 3600)).token;
}

const offlineNotices = async (user: TestUser) =>
  (await t.as(user).get('/api/notices?type=event&per_page=100'))
    .json()
    .data.list.filter((notice: { title: string }) => notice.title.endsWith('已离线'));

describe('scales offline for over an hour', () => {
  it('tells the company once per silence, and again after the scale came back and went silent', async () => {
    const { user, first, second } = await shopWithScales(t);
    // Both scales speak now; only the first then falls silent.
    await first.device.post('/api/device/v1/heartbeat', { firmware: '1.0' });
    await second.device.post('/api/device/v1/heartbeat', { firmware: '1.0' });

    await later(50 * MINUTE, user);
    await second.device.post('/api/device/v1/heartbeat', { firmware: '1.0' });
    expect(await notifyOfflineScales(t.db, clock())).toBe(0);

    await later(25 * MINUTE, user);
    await second.device.post('/api/device/v1/heartbeat', { firmware: '1.0' });
    expect(await notifyOfflineScales(t.db, clock())).toBe(1);
    expect(await offlineNotices(user)).toEqual([
      expect.objectContaining({
        title: '电子秤「熟食 1」已离线',
        description: expect.stringContaining('已 1 小时 15 分钟没有联系云端'),
        status: 'urgent',
        link: `/project/scaleMng/scaleList/manage/${first.scale.id}`,
      }),
    ]);
    await later(30 * MINUTE, user);
    await second.device.post('/api/device/v1/heartbeat', { firmware: '1.0' });
    expect(await notifyOfflineScales(t.db, clock())).toBe(0);

    // Back, then silent again: a new notice.
    await first.device.post('/api/device/v1/heartbeat', { firmware: '1.0' });
    await later(61 * MINUTE, user);
    await second.device.post('/api/device/v1/heartbeat', { firmware: '1.0' });
    expect(await notifyOfflineScales(t.db, clock())).toBe(1);
    expect(await offlineNotices(user)).toHaveLength(2);
  });

  it('says nothing of a scale that has never been online', async () => {
    const { first: never } = await shopWithScales(t);
    clock.advance(3 * 60 * MINUTE);
    await notifyOfflineScales(t.db, clock());
    const [row] = await t.db.select().from(scales).where(eq(scales.id, never.scale.id));
    expect(row?.offline_notified_time).toBeNull();
  });
});
