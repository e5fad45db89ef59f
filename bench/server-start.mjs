// Cold start of `npm start`'s server (embedded PGlite) to its first healthy answer, and its memory:
// after start, and under load (the console's goods list and the catalogue home asked by autocannon
// from another process). On a new data folder (creates and migrates PGlite, seeds the demo) and on
// an existing one (the everyday start).
// Run: npm run bench -- server-start [--runs=3] [--seconds=10]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, startServer } from '../scripts/lib/server-process.mjs';
import { signInDemo } from './lib/demo-login.mjs';
import { httpLoad, rssMb } from './lib/http-load.mjs';
import { arg, goal, summarize, writeResult } from './lib/results.mjs';

const RUNS = Number(arg('runs', '3'));
const SECONDS = Number(arg('seconds', '10'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

/** The highest RSS of a process while `work` runs, sampled every 100 ms. */
async function peakRss(pid, work) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, rssMb(pid));
}

// As `npm start` runs it: from the bundle, built first.
if (spawnSync('npm', ['run', 'build', '-w', '@tm/server'], { cwd: REPO_ROOT, stdio: 'inherit' }).status !== 0) {
  process.exit(1);
}
const fresh = { ms: [], rss: [] };
const existing = { ms: [], rss: [], loaded: [] };
for (let i = 0; i < RUNS; i += 1) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-start-'));
  const first = await startServer({ dataDir, bundled: true, env: { DEMO_DATA: '1' } });
  await settle();
  fresh.ms.push(first.startMs);
  fresh.rss.push(rssMb(first.pid));
  await first.stop();

  const again = await startServer({ dataDir, bundled: true, env: { DEMO_DATA: '1' } });
  await settle();
  existing.ms.push(again.startMs);
  existing.rss.push(rssMb(again.pid));
  const auth = await signInDemo(again.baseUrl);
  existing.loaded.push(
    await peakRss(again.pid, () =>
      Promise.all([
        httpLoad({
          url: `${again.baseUrl}/api/management/goods?page=1&per_page=20`,
          headers: { authorization: auth },
          connections: 4,
          seconds: SECONDS,
        }),
        httpLoad({ url: `${again.baseUrl}/`, connections: 2, seconds: SECONDS }),
      ]),
    ),
  );
  await again.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

writeResult('server-start', {
  title: 'Start of `npm start` (embedded PGlite, demo data) and its memory',
  command: `npm run bench -- server-start --runs=${RUNS} --seconds=${SECONDS}`,
  database: 'PGlite (embedded)',
  figures: [
    {
      key: 'start_existing_ms',
      label: 'Cold start to healthy, demo data already present',
      unit: 'ms',
      samples: existing.ms,
      lower_is_better: true,
      goals: [goal('< 2 000 ms', summarize(existing.ms).median < 2000)],
    },
    {
      key: 'rss_after_start_mb',
      label: 'RSS one second after that start',
      unit: 'MB',
      samples: existing.rss,
      lower_is_better: true,
      goals: [goal('< 300 MB', summarize(existing.rss).median < 300)],
    },
    {
      key: 'rss_under_load_mb',
      label: `Highest RSS under load (goods list, 4 connections, and catalogue home, 2, for ${SECONDS} s)`,
      unit: 'MB',
      samples: existing.loaded,
      lower_is_better: true,
      goals: [goal('< 300 MB', summarize(existing.loaded).median < 300)],
    },
    {
      key: 'start_new_ms',
      label: 'First start on a new data folder (creates the database, migrates, seeds the demo)',
      unit: 'ms',
      samples: fresh.ms,
      lower_is_better: true,
    },
    {
      key: 'rss_first_start_mb',
      label: 'RSS after the first start',
      unit: 'MB',
      samples: fresh.rss,
      lower_is_better: true,
    },
  ],
  notes: [
    'The server is spawned as `npm start` runs it (`node apps/server/dist/main.mjs`, the bundle) on a temporary data folder; start is timed to the first 200 of `/api/health`, RSS read from `/proc/PID/status`.',
  ],
});
