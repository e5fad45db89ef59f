import type { Diagnostics } from '@tm/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../shared/i18n';
import { renderAt, signInAs } from '../../shared/page-testing';
import { clearSession } from '../../shared/session';
import { DiagnosticsPage } from './diagnostics-page';

const DIAGNOSTICS: Diagnostics = {
  version: '0.1.0',
  node: 'v20.20.2',
  started_time: '2026-03-02T08:00:00.000Z',
  uptime_seconds: 3 * 86_400 + 4 * 3600 + 5 * 60,
  database: {
    status: 'ok',
    kind: 'postgres',
    latency_ms: 1.4,
    detail: 'PostgreSQL',
    migrations_applied: 16,
    migrations_known: 17,
    latest_migration: '0015_trade_hourly',
    size_bytes: 52_428_800,
  },
  redis: { status: 'down', kind: 'redis', latency_ms: null, detail: 'connect ECONNREFUSED 127.0.0.1:6379' },
  file_store: { status: 'ok', kind: 'local', latency_ms: 0.8, detail: '/data/files' },
  sms: { status: 'off', kind: 'outbox', latency_ms: null, detail: '/data/sms-outbox.log' },
  wechat: { status: 'off', kind: 'wechat', latency_ms: null, detail: 'WeChat sign-in is not configured' },
  errors: [{ time: '2026-03-02T09:00:00.000Z', message: 'unexpected error', detail: 'disk quota exceeded' }],
};

const ok = (data: unknown) => new Response(JSON.stringify({ code: 1, msg: 'ok', data }));

function stubApi() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = new URL(url, 'http://test').pathname;
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, body });
      if (path === '/api/management/diagnostics/sms') {
        return ok({ provider: 'outbox', sent_time: '2026-03-02T09:00:00.000Z' });
      }
      if (path === '/api/management/diagnostics/notice') {
        return ok(null);
      }
      if (path === '/api/management/sms/outbox') {
        return ok([]);
      }
      if (path.startsWith('/api/notices')) {
        return ok({ list: [], meta: { total: 0 } });
      }
      return ok(DIAGNOSTICS);
    }),
  );
  return calls;
}

beforeEach(() => signInAs('SUPER_ADMIN'));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  setLanguage('ch');
});

describe('DiagnosticsPage', () => {
  it('shows each part with its state, migrations behind, uptime and the last errors', async () => {
    stubApi();
    renderAt('/admin/test', <DiagnosticsPage />);
    const database = (await screen.findByText('数据库')).closest<HTMLElement>('.ant-card');
    expect(within(database!).getByText('正常')).toBeTruthy();
    expect(within(database!).getByText('已执行 16 / 共 17')).toBeTruthy();
    expect(within(database!).getByText('50.0 MB')).toBeTruthy();
    const redis = screen.getByText('Redis').closest<HTMLElement>('.ant-card');
    expect(within(redis!).getByText('故障')).toBeTruthy();
    expect(within(redis!).getByText('connect ECONNREFUSED 127.0.0.1:6379')).toBeTruthy();
    expect(screen.getByText('3 天 4 小时 5 分钟')).toBeTruthy();
    expect(screen.getByText('disk quota exceeded')).toBeTruthy();
  });

  it('checks the phone before sending a test SMS, then sends it and the test notice', async () => {
    const calls = stubApi();
    renderAt('/admin/test', <DiagnosticsPage />);
    await screen.findByText('数据库');
    const user = userEvent.setup();
    const phone = screen.getByLabelText('手机号');
    await user.type(phone, '123');
    await user.click(screen.getByRole('button', { name: /^发\s*送$/ }));
    expect(await screen.findByText('手机号格式不正确')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/management/diagnostics/sms')).toBe(false);
    await user.clear(phone);
    await user.type(phone, '13912345678');
    await user.click(screen.getByRole('button', { name: /^发\s*送$/ }));
    expect(await screen.findByText('测试短信已交给「outbox」通道')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/management/diagnostics/sms')?.body).toEqual({
      phone_number: '13912345678',
    });
    await user.click(screen.getByRole('button', { name: '发送测试通知' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/management/diagnostics/notice')).toBe(true));
    expect(await screen.findByText('测试通知已发送，请查看右上角的通知')).toBeTruthy();
  });

  it('speaks English', async () => {
    stubApi();
    setLanguage('en');
    renderAt('/admin/test', <DiagnosticsPage />);
    expect(await screen.findByText('Database')).toBeTruthy();
    expect(screen.getByText('16 of 17 applied')).toBeTruthy();
    expect(screen.getByText('3 d 4 h 5 min')).toBeTruthy();
    expect(screen.getByText('Latest errors (this instance)')).toBeTruthy();
  });
});
