// What the fault benchmarks (crash-ingest, pg-restart, soak) share: a throwaway PostgreSQL
// database, the real server as a child process that can be killed and started again on the same
// port, scales that upload through the device API and send again every batch whose answer they
// did not get, and a console that keeps reading. Everything talks to 127.0.0.1 only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GRAMS_PER_UNIT, STATS_TIME_ZONE, type DeviceTrade, type PricingMode, type WeightUnit } from '@tm/contracts';
import pg from 'pg';
import { scratchDatabase } from './lib/scratch-database.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** mulberry32: the same seed gives the same moments and sales on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const between = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A database of its own on PG_URL's server; `drop` removes it (also with sessions still open). */
export const createDatabase = (prefix: string) => scratchDatabase(PG_URL, prefix);

/**
 * A pool on the bench's database. `end()` does not wait for its sockets to close, so the drop that
 * follows may still terminate one: an error no one needs to hear.
 */
export function openPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {});
  return pool;
}

export type ServerProcess = {
  pid: number;
  baseUrl: string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  isRunning: () => boolean;
  output: () => string;
  /** Sends `signal` and waits for the process to end. */
  kill: (signal: NodeJS.Signals) => Promise<number | null>;
};

/**
 * Spawns `apps/server/src/main.ts` in one Node process (tsx as a loader, not as a wrapper: a
 * SIGKILL then ends the server itself, never leaving a child behind) without waiting for it.
 */
export function spawnServer(options: {
  port: number;
  dataDir: string;
  env: Record<string, string>;
  nodeArgs?: string[];
  /** Each chunk of the server's stdout and stderr as it comes. */
  onOutput?: (text: string) => void;
}): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', ...(options.nodeArgs ?? []), 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The last 20 MB: enough to tell why a run failed (an error line holds its query).
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000_000);
    options.onOutput?.(chunk.toString());
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  if (child.pid === undefined) {
    throw new Error('the server did not start');
  }
  return {
    pid: child.pid,
    baseUrl: `http://127.0.0.1:${options.port}`,
    exited,
    isRunning: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
      }
      return exited;
    },
  };
}

/** Waits for `/api/health` to answer 200; answers the milliseconds it took. */
export async function waitHealthy(server: ServerProcess, timeoutMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (!server.isRunning()) {
      throw new Error(`the server exited before it was healthy:\n${server.output().slice(-4000)}`);
    }
    if (performance.now() - started > timeoutMs) {
      throw new Error(`the server was not healthy within ${timeoutMs} ms:\n${server.output().slice(-4000)}`);
    }
    const answer = await request(server.baseUrl, 'GET', '/api/health', '', undefined, 2000);
    if (answer.status === 200) {
      return performance.now() - started;
    }
    await sleep(50);
  }
}

/** An HTTP answer; `status` 0 when the connection failed, -1 when no answer came in time. */
export type Answer = { status: number; ms: number; body: unknown; error: string; started: number; ended: number };

const basic = (name: string, secret: string) => `Basic ${Buffer.from(`${name}:${secret}`).toString('base64')}`;

export async function request(
  origin: string,
  method: 'GET' | 'POST',
  path: string,
  authorization: string,
  body?: unknown,
  timeoutMs = 15_000,
): Promise<Answer> {
  const started = performance.now();
  const done = (status: number, parsed: unknown, error = ''): Answer => {
    const ended = performance.now();
    return { status, ms: ended - started, body: parsed, error, started, ended };
  };
  try {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: {
        ...(authorization ? { authorization } : {}),
        'accept-language': 'en',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: kept as text, which the checks report.
    }
    return done(res.status, parsed);
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return done(timedOut ? -1 : 0, null, error instanceof Error ? `${error.message}${cause}` : String(error));
  }
}

type Envelope = { code: unknown; msg: unknown; data: unknown };
const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && 'code' in body && 'msg' in body && 'data' in body;

/** A failure answer in the API's envelope: `{code: "ERCO…", msg, data}`. */
export const isErrorEnvelope = (body: unknown) =>
  isEnvelope(body) && typeof body.code === 'string' && body.code.startsWith('ERCO') && typeof body.msg === 'string';

/** The data of a successful call; anything else throws, naming the call. */
async function call<T>(origin: string, method: 'GET' | 'POST', path: string, auth: string, body?: unknown) {
  const answer = await request(origin, method, `/api${path}`, auth, body);
  if (answer.status !== 200 || !isEnvelope(answer.body) || answer.body.code !== 1) {
    throw new Error(`${method} ${path}: ${answer.status} ${answer.error || JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return answer.body.data as T;
}

async function listAll<T>(origin: string, path: string, auth: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const { list, meta } = await call<{ list: T[]; meta: { total: number } }>(
      origin,
      'GET',
      `${path}${path.includes('?') ? '&' : '?'}page=${page}&per_page=100`,
      auth,
    );
    rows.push(...list);
    if (list.length === 0 || rows.length >= meta.total) {
      return rows;
    }
  }
}

/** Signs in as the demo's system administrator; answers the Authorization header of the session. */
export async function signIn(origin: string): Promise<string> {
  const login = await call<{ token: string }>(
    origin,
    'POST',
    '/management/users/login/password',
    basic('admin', 'admin1234'),
    {},
  );
  return basic(login.token, '');
}

type HeldGood = { plu: number; name: string; unit_price: number; pricing_mode: PricingMode; grams: number };
type BenchScale = { id: number; uuid: string; auth: string; shopId: number; goods: HeldGood[] };

/**
 * `count` new scales in the shops that sell goods (round robin), each holding its shop's goods and
 * synced as a scale would, so its sales are at the prices it was sent.
 */
export async function setUpScales(origin: string, admin: string, count: number, run: string): Promise<BenchScale[]> {
  const shops = await listAll<{ id: number }>(origin, '/management/shops', admin);
  const stocked: { shopId: number; goodIds: number[] }[] = [];
  for (const shop of shops) {
    const goods = await listAll<{ id: number }>(origin, `/management/shops/${shop.id}/goods`, admin);
    if (goods.length > 0) {
      stocked.push({ shopId: shop.id, goodIds: goods.map((good) => good.id) });
    }
  }
  if (stocked.length === 0) {
    throw new Error('no shop sells goods: the server needs DEMO_DATA=1');
  }
  const scales: BenchScale[] = [];
  for (let i = 0; i < count; i += 1) {
    const place = stocked[i % stocked.length];
    if (!place) {
      throw new Error('no shop');
    }
    const uuid = `FAULT-${run}-${i + 1}`;
    const created = await call<{ id: number; device_key: string }>(origin, 'POST', '/management/scales/create', admin, {
      shop_id: place.shopId,
      scale_name: `fault ${run}-${i + 1}`,
      scale_uuid: uuid,
      model: 'TM-Aa',
    });
    for (let at = 0; at < place.goodIds.length; at += 1000) {
      await call(origin, 'POST', `/scales/${created.id}/goods`, admin, {
        good_ids: place.goodIds.slice(at, at + 1000),
        op_flag: 1,
      });
    }
    const auth = basic(uuid, created.device_key);
    const held = new Map<number, HeldGood>();
    for (let since = 0; ;) {
      const answer = await call<{
        version: number;
        more: boolean;
        removed_plus: number[];
        goods: {
          plu: number;
          name_lines: string[];
          unit_price: number;
          pricing_mode: PricingMode;
          weight_unit: WeightUnit;
        }[];
      }>(origin, 'GET', `/device/v1/sync?since=${since}`, auth);
      answer.removed_plus.forEach((plu) => held.delete(plu));
      for (const good of answer.goods) {
        held.set(good.plu, {
          plu: good.plu,
          name: good.name_lines[0] ?? '',
          unit_price: good.unit_price,
          pricing_mode: good.pricing_mode,
          grams: GRAMS_PER_UNIT[good.weight_unit],
        });
      }
      const done = !answer.more && answer.version === since;
      since = answer.version;
      if (done) {
        break;
      }
    }
    scales.push({ id: created.id, uuid, auth, shopId: place.shopId, goods: [...held.values()] });
  }
  return scales;
}

/**
 * The next `count` sales of a scale from its `serial`-th on, one every `stepMs` from `time`: about
 * 1% returns and 0.5% voids, sales on tickets of one to four items (a ticket's items in time order,
 * sometimes split over two uploads), totals as the scale computes them.
 */
export function salesOf(
  scale: BenchScale,
  serial: number,
  count: number,
  random: () => number,
  time: number,
  stepMs: number,
): DeviceTrade[] {
  return Array.from({ length: count }, (_, i) => {
    const n = serial + i;
    const good = scale.goods[between(random, 0, scale.goods.length - 1)] ?? scale.goods[0];
    if (!good) {
      throw new Error(`scale ${scale.uuid} holds no goods`);
    }
    const byWeight = good.pricing_mode === 'by_weight';
    const weight = between(random, 80, 3500);
    const quantity = between(random, 1, 6);
    const roll = random();
    return {
      trade_no: `${scale.uuid}-${n}`,
      trade_time: new Date(time + i * stepMs).toISOString(),
      plu: good.plu,
      name: good.name,
      unit_price: good.unit_price,
      ...(byWeight ? { weight_g: weight } : { quantity }),
      total_price: byWeight ? Math.round((good.unit_price * weight) / good.grams) : good.unit_price * quantity,
      type: roll < 0.01 ? 'return' : roll < 0.015 ? 'void' : 'sale',
      ticket_no: `T${Math.floor(n / 3)}`,
    };
  });
}

type UploadOutcome = { accepted: number; duplicates: number; attempts: number; answers: Answer[] };

/**
 * Sends a batch until the server acknowledges it, as a scale does: a failed connection, a timeout
 * or a 5xx is followed by the same batch again after a pause; a 4xx is the bench's own mistake and
 * throws. `stop()` true gives up (answers null).
 */
export async function uploadUntilAcknowledged(
  origin: string,
  scale: BenchScale,
  trades: DeviceTrade[],
  onAnswer: (answer: Answer) => void,
  stop: () => boolean = () => false,
): Promise<UploadOutcome | null> {
  const answers: Answer[] = [];
  let pauseMs = 100;
  for (;;) {
    if (stop()) {
      return null;
    }
    const answer = await request(origin, 'POST', '/api/device/v1/trades', scale.auth, { trades }, 20_000);
    answers.push(answer);
    onAnswer(answer);
    if (answer.status === 200 && isEnvelope(answer.body) && answer.body.code === 1) {
      const data = answer.body.data as { accepted: number; duplicates: number; rejected: unknown[] };
      if (data.rejected.length > 0) {
        throw new Error(`${scale.uuid}: ${data.rejected.length} sales rejected: ${JSON.stringify(data.rejected[0])}`);
      }
      return { accepted: data.accepted, duplicates: data.duplicates, attempts: answers.length, answers };
    }
    if (answer.status >= 400 && answer.status < 500) {
      throw new Error(`${scale.uuid}: upload refused ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    }
    await sleep(pauseMs);
    pauseMs = Math.min(pauseMs * 2, 1000);
  }
}

/** A China day `daysAgo` days before today, as the statistics take it. */
function chinaDay(daysAgo: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: STATS_TIME_ZONE }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );
}

/** The reads of a console left open: the sales list, a week's statistics, the goods list, the dashboard. */
const CONSOLE_READS = [
  () => '/api/management/trades?per_page=20',
  () => `/api/management/stats/sales?from=${chinaDay(6)}&to=${chinaDay(0)}`,
  () => `/api/management/stats/goods?from=${chinaDay(6)}&to=${chinaDay(0)}&per_page=20`,
  () => '/api/management/goods?per_page=100',
  () => `/api/management/dashboard/today?from=${encodeURIComponent(`${chinaDay(0)}T00:00:00+08:00`)}`,
];

/**
 * `readers` consoles reading in turn, each with a pause of `pauseMs` between calls, until the
 * returned `stop` is called (which waits for the calls under way).
 */
export function startConsoleReaders(
  origin: string,
  admin: string,
  readers: number,
  pauseMs: number,
  onAnswer: (path: string, answer: Answer) => void,
): () => Promise<void> {
  let stopped = false;
  const loops = Array.from({ length: readers }, async (_, reader) => {
    for (let i = reader; !stopped; i += 1) {
      const read = CONSOLE_READS[i % CONSOLE_READS.length];
      if (read) {
        const path = read();
        onAnswer(path.split('?')[0] ?? path, await request(origin, 'GET', path, admin, undefined, 15_000));
      }
      await sleep(pauseMs);
    }
  });
  return async () => {
    stopped = true;
    await Promise.all(loops);
  };
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** Counts by key, printed as `503: 12, 0: 3`. */
export function tally(values: (string | number)[]): string {
  const counts = new Map<string, number>();
  for (const value of values) {
    counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, n]) => `${key}: ${n}`)
    .join(', ');
}

/**
 * Runs `body`, and `cleanup` afterwards whatever happens, also on Ctrl+C or a kill of the bench,
 * then exits with the body's code. A deadline bounds the whole run.
 */
export async function runBench(
  deadlineMs: number,
  body: () => Promise<number>,
  cleanup: () => Promise<void>,
): Promise<never> {
  let cleaned: Promise<void> | undefined;
  const cleanOnce = () => (cleaned ??= cleanup().catch((error: unknown) => console.error('cleanup failed:', error)));
  const abort = (why: string) => {
    console.error(why);
    void cleanOnce().then(() => process.exit(1));
  };
  process.once('SIGINT', () => abort('interrupted'));
  process.once('SIGTERM', () => abort('terminated'));
  const deadline = setTimeout(() => abort(`not done within ${Math.round(deadlineMs / 1000)} s`), deadlineMs);
  let code = 1;
  try {
    code = await body();
  } catch (error) {
    // A failed query's message holds its whole text and parameters: the start says enough.
    console.error((error instanceof Error ? (error.stack ?? error.message) : String(error)).slice(0, 3000));
  } finally {
    clearTimeout(deadline);
    await cleanOnce();
  }
  process.exit(code);
}
