import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // Errors are logged (and so remembered); nothing below error level is written.
    config: { logLevel: 'error' },
    extraApiRoutes: async (api) => {
      api.get('/test/broken', async () => {
        throw new Error('disk quota exceeded while writing a report');
      });
    },
  });
});
afterAll(() => t.close());

describe('diagnostics (/admin/test)', () => {
  it('shows an administrator the version, database with its migrations, file store, providers and last errors', async () => {
    const admin = t.as(await t.seed.admin());
    expect((await admin.get('/api/test/broken')).statusCode).toBe(500);
    const data = (await admin.get('/api/management/diagnostics')).json().data;
    expect(data.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(data.node).toBe(process.version);
    expect(data.database).toMatchObject({ status: 'ok', kind: expect.stringMatching(/^(pglite|postgres)$/) });
    expect(data.database.latency_ms).toBeGreaterThanOrEqual(0);
    const journal = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, '../../db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    expect(data.database.migrations_applied).toBe(journal.entries.length);
    expect(data.database.migrations_known).toBe(journal.entries.length);
    expect(data.database.latest_migration).toBe(journal.entries.at(-1)?.tag);
    expect(data.database.size_bytes).toBeGreaterThan(0);
    // Said in the caller's language (the test calls in Chinese).
    expect(data.redis).toMatchObject({ status: 'off', kind: 'redis', detail: '未配置：限流计数保存在数据库中' });
    expect(data.file_store).toMatchObject({ status: 'ok', kind: 'local' });
    expect(data.sms).toMatchObject({ status: 'off', kind: 'outbox' });
    expect(data.wechat).toMatchObject({ status: 'off', detail: '未配置微信登录' });
    expect(data.errors[0].detail).toContain('disk quota exceeded while writing a report');
  });

  it('sends a test SMS through the provider, and refuses a wrong number naming it', async () => {
    const admin = t.as(await t.seed.admin());
    const sent = await admin.post('/api/management/diagnostics/sms', { phone_number: '13912345678' });
    expect(sent.json().data).toMatchObject({ provider: 'outbox' });
    const outbox = fs.readFileSync(path.join(t.config.dataDir, 'sms-outbox.log'), 'utf8');
    expect(outbox).toContain('"phone_number":"13912345678"');
    const refused = await admin.post('/api/management/diagnostics/sms', { phone_number: '123' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().data.fields)).toEqual(['phone_number']);
  });

  it('sends the caller a test notice that the bell counts', async () => {
    const user = await t.seed.admin();
    const admin = t.as(user);
    expect((await admin.post('/api/management/diagnostics/notice')).statusCode).toBe(200);
    const notices = (await admin.get('/api/notices?type=notification')).json().data;
    expect(notices.list[0]).toMatchObject({ title: '测试通知' });
    expect(notices.list[0].description).toContain('通知与实时推送工作正常');
  });

  it('is for system administrators only', async () => {
    const { user } = await t.seed.companyWithUser();
    for (const call of [
      t.as(user).get('/api/management/diagnostics'),
      t.as(user).post('/api/management/diagnostics/notice'),
      t.as(user).post('/api/management/diagnostics/sms', { phone_number: '13912345678' }),
    ]) {
      expect((await call).statusCode).toBe(403);
    }
  });
});
