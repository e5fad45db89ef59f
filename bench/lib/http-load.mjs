// Load from a separate process: autocannon's command line against 127.0.0.1, bounded in time,
// its JSON read back. The server under test and the load generator never share an event loop.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const autocannonBin = require.resolve('autocannon/autocannon.js');

const assertLocal = (url) => {
  if (!/^http:\/\/127\.0\.0\.1[:/]/.test(url)) {
    throw new Error(`load only against 127.0.0.1, not ${url}`);
  }
};

/** The figures of autocannon's result. */
const figuresOf = (result) => ({
  requests_per_s: result.requests.average,
  p50: result.latency.p50,
  p90: result.latency.p90,
  p99: result.latency.p99,
  max: result.latency.max,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
  total: result.requests.total,
});

/**
 * @param {{ url: string, headers?: Record<string, string>, connections?: number, seconds?: number,
 *   rate?: number, method?: string, body?: string }} options  rate: requests per second overall (none: as fast as it goes)
 * @returns {Promise<{ requests_per_s: number, p50: number, p90: number, p99: number, max: number,
 *   errors: number, non2xx: number, total: number }>}
 */
export function httpLoad(options) {
  const { url, headers = {}, connections = 10, seconds = 10, rate, method = 'GET', body } = options;
  assertLocal(url);
  const args = [autocannonBin, '--json', '-c', String(connections), '-d', String(seconds), '-m', method];
  for (const [key, value] of Object.entries(headers)) {
    args.push('-H', `${key}=${value}`);
  }
  if (rate) {
    args.push('-R', String(rate));
  }
  if (body) {
    args.push('-b', body);
  }
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) {
        reject(new Error(`autocannon failed: ${stderr || error.message}`));
        return;
      }
      resolve(figuresOf(JSON.parse(stdout)));
    });
  });
}

/**
 * GET requests whose path changes every time (`pathOf(n)` for the n-th request), so nothing the
 * server remembers of one answers the next. autocannon's command line sends one path only, so this
 * runs its API in this process: the bench's, never the server's.
 * @param {{ url: string, pathOf: (n: number) => string, headers?: Record<string, string>,
 *   connections?: number, seconds?: number }} options  url: the server's origin
 */
export async function httpLoadVaried(options) {
  const { url, pathOf, headers = {}, connections = 10, seconds = 10 } = options;
  assertLocal(url);
  let sent = 0;
  const autocannon = require('autocannon');
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          sent += 1;
          return { ...request, path: pathOf(sent) };
        },
      },
    ],
  });
  return figuresOf(result);
}

/** CPU seconds (user + system) a process has used, from /proc; with the children it has reaped. */
export function cpuSeconds(pid, { withEndedChildren = false } = {}) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime, stime, cutime and cstime are fields 14 to 17 of stat, in clock ticks of 1/100 s on Linux.
  const own = Number(fields[11]) + Number(fields[12]);
  return (withEndedChildren ? own + Number(fields[13]) + Number(fields[14]) : own) / 100;
}

/**
 * CPU seconds the PostgreSQL server of this machine has used (the local one the benches run on): a
 * backend's work for the server's queries is counted there, not in the server's process. Each
 * process's own time, and the time of its children that have ended (the postmaster reaps every
 * backend and worker), so a backend closing between two readings takes none of its time with it.
 */
export function postgresCpuSeconds() {
  let seconds = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') {
        seconds += cpuSeconds(Number(entry), { withEndedChildren: true });
      }
    } catch {
      // The process ended while being read.
    }
  }
  return seconds;
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}
