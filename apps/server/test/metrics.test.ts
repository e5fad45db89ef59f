import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { saleRecords, shopWithScales } from './scale-fixtures';

const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { metricsToken: TOKEN } });
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
};

/** The value of one series, by its name and labels as Prometheus prints them. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : Number.NaN;
}

describe('GET /metrics', () => {
  it('answers only the bearer of the metrics token', async () => {
    expect((await t.anonymous.get('/metrics')).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('tm_');
  });

  it('is absent when no token is configured', async () => {
    const closed = await createTestApp();
    try {
      expect((await closed.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it('counts requests per route template, sales ingested, and the work waiting for the jobs', async () => {
    const { user, first: scale } = await shopWithScales(t);
    for (let i = 0; i < 3; i += 1) {
      expect((await t.as(user).get(`/api/management/shops?page=${i + 1}`)).statusCode).toBe(200);
    }
    const trades = saleRecords(4);
    const before = valueOf(await scrape(), 'tm_trades_ingested_total');
    expect((await scale.device.post('/api/device/v1/trades', { trades })).json().data.accepted).toBe(4);
    // A resent batch is not counted again.
    await scale.device.post('/api/device/v1/trades', { trades });

    const text = await scrape();
    expect(valueOf(text, 'tm_trades_ingested_total') - before).toBe(4);
    expect(
      valueOf(text, 'tm_http_request_duration_seconds_count{method="GET",route="/api/management/shops",status="2xx"}'),
    ).toBe(3);
    expect(text).toContain('tm_http_request_duration_seconds_bucket{le="0.05",method="GET"');
    for (const job of ['scheduled announcements', 'offline scales', 'price batches']) {
      expect(valueOf(text, `tm_jobs_due{job="${job}"}`)).toBeGreaterThanOrEqual(0);
    }
    // Each upload is answered once its sales are folded into the rollups: none wait.
    expect(valueOf(text, 'tm_jobs_due{job="sales rollups"}')).toBe(0);
    expect(valueOf(text, 'tm_goods_imports_running')).toBe(0);
    expect(valueOf(text, 'tm_live_streams')).toBe(0);
    expect(text).toContain('tm_process_resident_memory_bytes');
  });
});
