import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRateLimiter, redisRateLimiter, type RateLimiter } from '../src/http/rate-limit';
import { createTestApp, type TestApp } from './harness';
import { connectRedis } from './local-services';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let t: TestApp;
let redis: Redis | null;
beforeAll(async () => {
  t = await createTestApp();
  redis = await connectRedis(REDIS_URL);
});
afterAll(async () => {
  await t.close();
  await redis?.quit();
});

const backends: [string, () => RateLimiter | null][] = [
  ['database', () => databaseRateLimiter(t.db)],
  ['redis', () => (redis ? redisRateLimiter(redis, `tm:test:${process.pid}:${Date.now()}:`) : null)],
];

describe.each(backends)('the %s rate limiter', (name, make) => {
  it('allows `limit` events per sliding window and says when the next one may come', async (context) => {
    const limiter = make();
    // CI and the development machines run Redis; a machine without it says so here.
    if (!limiter) {
      return context.skip(`${name} not reachable at ${REDIS_URL}`);
    }
    const rule = { key: `k-${name}`, limit: 3, windowSeconds: 60 };
    const start = new Date('2026-11-22T08:00:00Z');
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    expect(await limiter.take(rule, at(0))).toEqual({ allowed: true });
    expect(await limiter.take(rule, at(10))).toEqual({ allowed: true });
    expect(await limiter.take(rule, at(20))).toEqual({ allowed: true });
    expect(await limiter.take(rule, at(30))).toEqual({ allowed: false, retryAfterSeconds: 30 });
    // The refused take was not counted: at 61 s the first event left the window.
    expect(await limiter.take(rule, at(61))).toEqual({ allowed: true });
    expect(await limiter.countRecent(rule.key, at(61), 60)).toEqual({ count: 3, newest: at(61) });
    await limiter.clear(rule.key);
    expect(await limiter.check(rule, at(62))).toEqual({ allowed: true });
  });

  it('lets only one of many simultaneous takers have the last slot', async (context) => {
    const limiter = make();
    if (!limiter) {
      return context.skip(`${name} not reachable at ${REDIS_URL}`);
    }
    const rule = { key: `race-${name}`, limit: 1, windowSeconds: 30 };
    const now = new Date('2026-11-22T09:00:00Z');
    const decisions = await Promise.all(Array.from({ length: 8 }, () => limiter.take(rule, now)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(1);
  });
});
