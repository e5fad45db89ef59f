import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { RATE_LIMIT_LOCKS } from '../db/advisory-locks';
import type { Db } from '../db/client';
import { rateEvents } from './rate-limit.table';

/** A sliding-window rule: at most `limit` events per `windowSeconds`. */
export type RateRule = { key: string; limit: number; windowSeconds: number };

/** `allowed`, or how many seconds until the oldest counted event leaves the window. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Limits that hold across server instances: their state lives in the database, or in Redis when
 * REDIS_URL is set. `check` only reads; `record` counts one event; `take` does both at once.
 */
export type RateLimiter = {
  check(rule: RateRule, now: Date): Promise<RateDecision>;
  record(key: string, now: Date, windowSeconds: number): Promise<void>;
  /** Counts the event only when the rule allows it. */
  take(rule: RateRule, now: Date): Promise<RateDecision>;
  /** Events of a key within the last window (for growing delays). */
  countRecent(key: string, now: Date, windowSeconds: number): Promise<{ count: number; newest: Date | null }>;
  clear(key: string): Promise<void>;
};

const windowStart = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000);

/**
 * With `limit` or more events in the window, a slot frees up when the event that is `limit`-th
 * from the newest leaves it.
 */
function decideFromTimes(times: readonly Date[], rule: RateRule, now: Date): RateDecision {
  if (times.length < rule.limit) {
    return { allowed: true };
  }
  const deciding = times[times.length - rule.limit] ?? now;
  const leavesAt = deciding.getTime() + rule.windowSeconds * 1000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((leavesAt - now.getTime()) / 1000)) };
}

export function databaseRateLimiter(db: Db): RateLimiter {
  /** Times of the key's events inside the window, oldest first. */
  async function recentTimes(key: string, now: Date, seconds: number): Promise<Date[]> {
    const rows = await db
      .select({ at: rateEvents.at })
      .from(rateEvents)
      .where(and(eq(rateEvents.key, key), gt(rateEvents.at, windowStart(now, seconds))))
      .orderBy(asc(rateEvents.at));
    return rows.map((row) => row.at);
  }
  const limiter: RateLimiter = {
    async check(rule, now) {
      return decideFromTimes(await recentTimes(rule.key, now, rule.windowSeconds), rule, now);
    },
    async record(key, now, windowSeconds) {
      await db.insert(rateEvents).values({ key, at: now });
      // Older events of this key no longer count for anything.
      await db
        .delete(rateEvents)
        .where(and(eq(rateEvents.key, key), lt(rateEvents.at, windowStart(now, windowSeconds))));
    },
    async take(rule, now) {
      // A transaction holding a lock on the key: two concurrent takers cannot both get the last slot.
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${RATE_LIMIT_LOCKS}, hashtext(${rule.key}))`);
        const inTx = databaseRateLimiter(tx);
        const decision = await inTx.check(rule, now);
        if (decision.allowed) {
          await inTx.record(rule.key, now, rule.windowSeconds);
        }
        return decision;
      });
    },
    async countRecent(key, now, windowSeconds) {
      const times = await recentTimes(key, now, windowSeconds);
      return { count: times.length, newest: times[times.length - 1] ?? null };
    },
    async clear(key) {
      await db.delete(rateEvents).where(eq(rateEvents.key, key));
    },
  };
  return limiter;
}

const TAKE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
  redis.call('PEXPIRE', KEYS[1], ARGV[5])
  return 1
end
return 0`;

/** Sorted sets of event times per key. */
export function redisRateLimiter(redis: Redis, prefix = 'tm:rate:'): RateLimiter {
  const k = (key: string) => prefix + key;
  async function recent(key: string, now: Date, seconds: number): Promise<Date[]> {
    const since = windowStart(now, seconds).getTime();
    const scores = await redis.zrangebyscore(k(key), `(${since}`, '+inf', 'WITHSCORES');
    const times: Date[] = [];
    for (let i = 1; i < scores.length; i += 2) {
      times.push(new Date(Number(scores[i])));
    }
    return times;
  }
  const limiter: RateLimiter = {
    async check(rule, now) {
      return decideFromTimes(await recent(rule.key, now, rule.windowSeconds), rule, now);
    },
    async record(key, now, windowSeconds) {
      const member = `${now.getTime()}:${Math.random().toString(36).slice(2)}`;
      await redis
        .multi()
        .zadd(k(key), now.getTime(), member)
        .pexpire(k(key), windowSeconds * 1000)
        .exec();
    },
    async take(rule, now) {
      // One Lua script runs atomically in Redis: count and add cannot interleave between takers.
      const member = `${now.getTime()}:${Math.random().toString(36).slice(2)}`;
      const since = windowStart(now, rule.windowSeconds).getTime();
      const added = await redis.eval(
        TAKE_SCRIPT,
        1,
        k(rule.key),
        String(since),
        String(rule.limit),
        String(now.getTime()),
        member,
        String(rule.windowSeconds * 1000),
      );
      return added === 1 ? { allowed: true } : limiter.check(rule, now);
    },
    async countRecent(key, now, windowSeconds) {
      const times = await recent(key, now, windowSeconds);
      return { count: times.length, newest: times[times.length - 1] ?? null };
    },
    async clear(key) {
      await redis.del(k(key));
    },
  };
  return limiter;
}

/** Where limits are counted right now (health, diagnostics, logs). */
export type LimiterBackend = 'redis' | 'database';

/**
 * Redis while it answers, the database while it does not: a Redis outage must not stop sign-in.
 * Counts made during the outage stay in the database and are not carried back, so for the length
 * of one window after Redis returns a limit may let through up to twice its events.
 */
export function redisWithDatabaseFallback(
  redis: Redis,
  db: Db,
  onSwitch: (backend: LimiterBackend, error?: unknown) => void,
): RateLimiter & { backend: () => LimiterBackend } {
  const primary = redisRateLimiter(redis);
  const fallback = databaseRateLimiter(db);
  let current: LimiterBackend = 'redis';
  const use = (backend: LimiterBackend, error?: unknown) => {
    if (backend !== current) {
      current = backend;
      onSwitch(backend, error);
    }
  };
  function guarded<A extends unknown[], R>(call: (limiter: RateLimiter, ...args: A) => Promise<R>) {
    return async (...args: A): Promise<R> => {
      // A client that is reconnecting would queue or fail slowly: go straight to the database.
      if (redis.status !== 'ready') {
        use('database');
        return call(fallback, ...args);
      }
      try {
        const result = await call(primary, ...args);
        use('redis');
        return result;
      } catch (error) {
        use('database', error);
        return call(fallback, ...args);
      }
    };
  }
  return {
    check: guarded((limiter, rule: RateRule, now: Date) => limiter.check(rule, now)),
    record: guarded((limiter, key: string, now: Date, seconds: number) => limiter.record(key, now, seconds)),
    take: guarded((limiter, rule: RateRule, now: Date) => limiter.take(rule, now)),
    countRecent: guarded((limiter, key: string, now: Date, seconds: number) => limiter.countRecent(key, now, seconds)),
    clear: guarded((limiter, key: string) => limiter.clear(key)),
    backend: () => (redis.status === 'ready' ? current : 'database'),
  };
}
