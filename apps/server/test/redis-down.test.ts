import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { freePort } from './local-services';

const REDIS_SERVER = '/usr/bin/redis-server';

/** A Redis of this test's own, so that it can be stopped without touching anyone else's. */
function startRedis(port: number): ChildProcess {
  return spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
}

async function waitFor(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await condition()) {
      return;
    }
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const available = fs.existsSync(REDIS_SERVER);
let t: TestApp;
let redis: ChildProcess | undefined;
let port: number;

beforeAll(async () => {
  if (!available) {
    return;
  }
  port = await freePort();
  redis = startRedis(port);
  t = await createTestApp({ config: { redisUrl: `redis://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t?.close();
  redis?.kill('SIGKILL');
});

const health = async () => (await t.anonymous.get('/api/health')).json<{ status: string; redis: string }>();
const sendCode = (phone: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/management/users/login/code?phone_number=${phone}`,
    remoteAddress: '10.9.0.1',
  });

describe.skipIf(!available)('with Redis down', () => {
  it('keeps signing in going with limits in the database, says so in health, and goes back to Redis', async () => {
    await waitFor(async () => (await health()).redis === 'ok', 'Redis to be connected');
    expect((await sendCode('13911110001')).statusCode).toBe(200);
    // Counted in Redis: the resend limit holds.
    expect((await sendCode('13911110001')).statusCode).toBe(429);

    redis?.kill('SIGKILL');
    await waitFor(async () => (await health()).redis === 'unavailable', 'health to report Redis down');
    const down = await t.anonymous.get('/api/health');
    // The instance still serves: load balancers keep it.
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ status: 'ok', redis: 'unavailable' });
    // Limits still hold, now counted in the database.
    expect((await sendCode('13911110002')).statusCode).toBe(200);
    expect((await sendCode('13911110002')).statusCode).toBe(429);

    redis = startRedis(port);
    await waitFor(async () => (await health()).redis === 'ok', 'Redis to be reconnected');
    expect((await sendCode('13911110003')).statusCode).toBe(200);
    expect((await sendCode('13911110003')).statusCode).toBe(429);
  }, 30_000);
});
