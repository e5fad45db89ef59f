import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { trades } from '../src/modules/trades/trades.table';
import { freePort } from './local-services';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const folders: string[] = [];
const stops: (() => void)[] = [];
afterAll(() => {
  stops.forEach((stop) => stop());
  folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

/** Whether a new TCP connection to the port is accepted. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** `npm start` as an operator runs it, on a data folder of its own with the demo data. */
async function startServer(dataDir: string, port: number) {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: '1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null }>((resolve) => child.once('exit', (code) => resolve({ code })));
  stops.push(() => child.kill('SIGKILL'));
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the server did not start:\n${output}`);
    }
    const healthy = await fetch(`${origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) {
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, origin, exited, output: () => output };
}

/**
 * A device upload whose body is held back until `send` is called. It answers once the server has
 * read its head (the server's `100 Continue`), so the request is known to be under way.
 */
function heldUpload(port: number, authorization: string, body: string) {
  return new Promise<{ send: () => Promise<{ status: number; json: unknown }> }>((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/device/v1/trades',
      headers: {
        authorization,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    });
    const answer = new Promise<{ status: number; json: unknown }>((done, fail) => {
      req.once('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      });
      req.once('error', fail);
    });
    req.once('error', reject);
    req.once('continue', () =>
      resolve({
        send: () => {
          req.end(body);
          return answer;
        },
      }),
    );
    req.flushHeaders();
  });
}

const basic = (name: string, secret = '') => `Basic ${Buffer.from(`${name}:${secret}`).toString('base64')}`;

describe('SIGTERM', () => {
  it('finishes the requests under way, refuses new connections, exits with 0 and frees the data folder', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-shutdown-'));
    folders.push(dataDir);
    const port = await freePort();
    const server = await startServer(dataDir, port);
    const call = async (method: 'GET' | 'POST', url: string, authorization: string, body?: unknown) => {
      const res = await fetch(`${server.origin}${url}`, {
        method,
        headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { res, json: () => res.json() as Promise<{ code: number; data: never }> };
    };
    const login = await call('POST', '/api/management/users/login/password', basic('admin', 'admin1234'), {});
    const admin = basic(((await login.json()).data as { token: string }).token);
    // The demo's sales, all before this moment; the upload below sells after it.
    const period = `end_time=${encodeURIComponent(new Date().toISOString())}`;
    const listed = await call('GET', `/api/management/trades?per_page=1&${period}`, admin);
    const sales = ((await listed.json()).data as { meta: { total: number } }).meta.total;
    expect(sales).toBeGreaterThan(10_000);
    const shops = await call('GET', '/api/management/shops?per_page=1', admin);
    const [shop] = ((await shops.json()).data as { list: { id: number }[] }).list;
    const created = await call('POST', '/api/management/scales/create', admin, {
      shop_id: shop?.id,
      scale_name: 'shutdown',
      scale_uuid: 'SHUTDOWN-1',
      model: 'TM-Aa',
    });
    const scale = (await created.json()).data as { id: number; device_key: string };
    const sold = Array.from({ length: 50 }, (_, i) => ({
      trade_no: `S${i}`,
      trade_time: new Date(Date.now() + 1000).toISOString(),
      plu: 1,
      unit_price: 1000,
      weight_g: 500,
      total_price: 500,
      type: 'sale',
    }));

    // Those sales as CSV, three times: answers that stream for seconds on the one PGlite
    // connection, under way once their heads have arrived. And an upload whose head the server has
    // read and whose body comes only after the signal.
    const exports = await Promise.all(
      Array.from({ length: 3 }, () =>
        fetch(`${server.origin}/api/management/trades/export?format=csv&sort=time&${period}`, {
          headers: { authorization: admin },
        }),
      ),
    );
    const bodies = exports.map((res) => res.text());
    let streamed = false;
    void Promise.all(bodies).then(() => (streamed = true));
    const upload = await heldUpload(port, basic('SHUTDOWN-1', scale.device_key), JSON.stringify({ trades: sold }));

    server.child.kill('SIGTERM');
    let refused = false;
    for (const deadline = Date.now() + 5000; !refused && Date.now() < deadline;) {
      refused = !(await accepts(port));
    }
    expect(refused, 'a new connection after SIGTERM is refused').toBe(true);
    expect(streamed, 'the exports were still streaming when new connections were refused').toBe(false);

    expect(await upload.send()).toMatchObject({ status: 200, json: { code: 1, data: { accepted: 50 } } });
    for (const res of exports) {
      expect(res.status).toBe(200);
    }
    for (const text of await Promise.all(bodies)) {
      // A header line and one line a sale, nothing cut off.
      expect(text.trimEnd().split('\n')).toHaveLength(sales + 1);
    }

    // 0: everything under way ended within the grace (`main.ts`); requests cut off exit with 1.
    const exit = await server.exited;
    expect(exit.code, server.output()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    const again = await openDatabase({ url: undefined, dataDir });
    try {
      const stored = await again.db.select({ n: count() }).from(trades).where(eq(trades.scale_id, scale.id));
      expect(stored).toEqual([{ n: 50 }]);
    } finally {
      await again.close();
    }
  }, 120_000);
});
