import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/modules/users/users.table';
import { hashPassword } from '../src/modules/users/password';
import { basicCredentials, basicToken, createTestApp, multipartBody, type TestApp } from './harness';
import { openLiveStream } from './live-stream';
import { connectRedis, freePort } from './local-services';
import { deviceAuth, saleRecords, shopWithScales } from './scale-fixtures';

/**
 * Two real server processes on one PostgreSQL and one Redis, as behind a balancer: whatever one
 * instance did, the other sees (docs/operations.md). Runs with the PostgreSQL suite.
 */
const BASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const METRICS_TOKEN = 'two-instances-metrics-token';

type Instance = { origin: string; process: ChildProcess; log: () => string[] };

async function startInstance(databaseUrl: string, dataDir: string): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      TEST_DATABASE_URL: '',
      REDIS_URL,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      METRICS_TOKEN,
      // API only: the built web app is not what is tested here.
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => lines.push(...chunk.split('\n')));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => lines.push(...chunk.split('\n')));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) {
      throw new Error(`instance exited: ${lines.join('\n')}`);
    }
    const healthy = await fetch(`${origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) {
      return { origin, process: child, log: () => lines };
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`instance did not become healthy: ${lines.join('\n')}`);
}

async function stopInstance(instance: Instance | undefined): Promise<number | null> {
  if (!instance || instance.process.exitCode !== null) {
    return instance?.process.exitCode ?? null;
  }
  const exited = new Promise<number | null>((resolve) => instance.process.once('exit', resolve));
  instance.process.kill('SIGTERM');
  return exited;
}

const call = (instance: Instance, url: string, init: RequestInit = {}) =>
  fetch(`${instance.origin}${url}`, { ...init, headers: { 'accept-language': 'zh-CN', ...init.headers } });

let t: TestApp;
let first: Instance | undefined;
let second: Instance | undefined;
const dataDirs: string[] = [];

describe.skipIf(!BASE_URL)('two server instances on one PostgreSQL and one Redis', () => {
  beforeAll(async () => {
    const redis = await connectRedis(REDIS_URL);
    if (!redis) {
      throw new Error(`Redis is not reachable at ${REDIS_URL}; this test needs it`);
    }
    redis.disconnect();
    // The test's own database, migrated; the two instances open it like any deployment would.
    t = await createTestApp();
    const databaseUrl = t.config.databaseUrl ?? '';
    for (let i = 0; i < 2; i += 1) {
      dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'tm-instance-')));
    }
    [first, second] = await Promise.all(dataDirs.map((dir) => startInstance(databaseUrl, dir)));
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopInstance(first), stopInstance(second)]);
    await t?.close();
    dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
  });

  const both = () => {
    if (!first || !second) {
      throw new Error('instances not started');
    }
    return [first, second] as const;
  };

  it('share sessions: signed in through one, known to the other; signed out through it, gone on both', async () => {
    const [a, b] = both();
    const { company, user } = await t.seed.companyWithUser();
    const username = `two${company.id}`;
    await t.db
      .update(users)
      .set({ username, password_hash: await hashPassword('Shared-pass-1') })
      .where(eq(users.id, user.id));
    const login = await call(a, '/api/management/users/login/password', {
      method: 'POST',
      headers: { authorization: basicCredentials(username, 'Shared-pass-1'), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(login.status).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const me = await call(b, '/api/management/users/info', { headers: { authorization: basicToken(token) } });
    expect(me.status).toBe(200);
    const logout = await call(b, '/api/management/users/logout', {
      method: 'POST',
      headers: { authorization: basicToken(token), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(logout.status).toBe(200);
    expect(
      (await call(a, '/api/management/users/info', { headers: { authorization: basicToken(token) } })).status,
    ).toBe(401);
  });

  it('share rate limits: a code sent through one instance holds back a resend through the other', async () => {
    const [a, b] = both();
    const phone = `137${String(Date.now()).slice(-8)}`;
    expect((await call(a, `/api/management/users/login/code?phone_number=${phone}`)).status).toBe(200);
    const again = await call(b, `/api/management/users/login/code?phone_number=${phone}`);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('share import progress: an import started on one instance is followed to its end on the other', async () => {
    const [a, b] = both();
    const { user } = await t.seed.companyWithUser();
    const header = 'PLU编号,商品代码,品名1,品名2,单价(元),计价方式,重量单位,定重(克),分类,在售';
    const rows = Array.from({ length: 5000 }, (_, i) => `${i + 1},${i + 1},商品${i + 1},,3.5,称重,kg,,水果,是`);
    const form = new FormData();
    form.append('mode', 'upsert');
    form.append('file', new File([`${[header, ...rows].join('\r\n')}\r\n`], 'goods.csv', { type: 'text/csv' }));
    const { payload, contentType } = await multipartBody(form);
    const auth = { authorization: basicToken(user.token) };
    const started = await call(a, '/api/management/goods/imports', {
      method: 'POST',
      headers: { ...auth, 'content-type': contentType },
      body: payload,
    });
    expect(started.status).toBe(200);
    const { id } = ((await started.json()) as { data: { id: string } }).data;
    // The other instance refuses a second import of the company while this one runs.
    const second = await call(b, '/api/management/goods/imports', {
      method: 'POST',
      headers: { ...auth, 'content-type': contentType },
      body: payload,
    });
    if (second.status === 200) {
      // Only when the first had already finished: then this one runs on its own.
      const firstJob = (await (await call(b, `/api/management/goods/imports/${id}`, { headers: auth })).json()) as {
        data: { status: string };
      };
      expect(firstJob.data.status).toBe('done');
    } else {
      expect(second.status).toBe(409);
    }
    const seen = new Set<string>();
    let job = { status: 'running', phase: 'reading', created: 0, done: 0 };
    for (let i = 0; i < 600 && job.status === 'running'; i += 1) {
      job = (
        (await (await call(b, `/api/management/goods/imports/${id}`, { headers: auth })).json()) as { data: typeof job }
      ).data;
      seen.add(job.phase);
      await sleep(50);
    }
    expect(job).toMatchObject({ status: 'done', phase: 'finished', created: 5000 });
    expect(seen.has('finished')).toBe(true);
  });

  it('share live events: a sale uploaded through one instance reaches a console streaming from the other', async () => {
    const [a, b] = both();
    const { user, shop, first: scale } = await shopWithScales(t);
    const stream = await openLiveStream(b.origin, user.token);
    try {
      expect((await stream.next()).event).toBe('ready');
      const upload = await call(a, '/api/device/v1/trades', {
        method: 'POST',
        headers: {
          authorization: deviceAuth(scale.scale.scale_uuid, scale.key),
          'content-type': 'application/json',
        },
        body: JSON.stringify({ trades: saleRecords(1) }),
      });
      expect(upload.status).toBe(200);
      expect(await stream.next()).toEqual({ event: 'sales', data: { company_id: user.company_id, shop_id: shop.id } });
    } finally {
      stream.close();
    }
  });

  it('name each request in the log line and the refusal alike, and each count their own requests', async () => {
    const [a, b] = both();
    const refused = await call(a, '/api/management/shops', { headers: { 'x-request-id': 'balancer-req-000123' } });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { request_id: string }).request_id).toBe('balancer-req-000123');
    await sleep(200);
    const line = a
      .log()
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { request_id?: string; status?: number })
      .find((entry) => entry.request_id === 'balancer-req-000123');
    expect(line).toMatchObject({ status: 401 });

    for (const instance of [a, b]) {
      const metrics = await call(instance, '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(metrics.status).toBe(200);
      const text = await metrics.text();
      expect(text).toMatch(/^tm_db_pool_connections\{state="total"\} \d+$/m);
      expect(text).toMatch(/^tm_jobs_due\{job="price batches"\} 0$/m);
    }
  });

  it('stop gracefully on SIGTERM', async () => {
    const [a, b] = both();
    expect(await stopInstance(a)).toBe(0);
    expect(await stopInstance(b)).toBe(0);
  });
});
