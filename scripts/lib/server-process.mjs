// Starts the real server as a child process on a free port and waits for /api/health.
// Used by the browser tests and the benchmarks.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from './server-node-flags.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(address.port));
    });
  });
}

/**
 * @param {{ dataDir?: string, env?: Record<string, string>, bundled?: boolean }} [options]
 *   bundled: run apps/server/dist/main.mjs as `npm start` does (built by `npm run build -w @tm/server`)
 *   instead of the TypeScript sources
 * @returns {Promise<{ baseUrl: string, pid: number, dataDir: string, startMs: number, stop: () => Promise<void> }>}
 */
export async function startServer(options = {}) {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tm-server-'));
  const ownsDataDir = !options.dataDir;
  const port = await freePort();
  const started = performance.now();
  let output = '';
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const entry = options.bundled
    ? [...serverNodeFlags(env), 'apps/server/dist/main.mjs']
    : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server exited early:\n${output}`);
    }
    if (Date.now() > deadline) {
      throw new Error(`server not healthy in time:\n${output}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) {
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startMs = performance.now() - started;
  return {
    baseUrl,
    pid: child.pid,
    dataDir,
    startMs,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      if (ownsDataDir) {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
