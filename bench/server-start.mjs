// Cold start of `npm start`'s server to its first healthy answer, and its memory after start:
// on a new data folder (creates and migrates PGlite, seeds the demo) and on an existing one.
// Run: node bench/server-start.mjs [runs]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../scripts/lib/server-process.mjs';

const runs = Number(process.argv[2] ?? 3);

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const fresh = [];
const warm = [];
for (let i = 0; i < runs; i += 1) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-start-'));
  const first = await startServer({ dataDir, env: { DEMO_DATA: '1' } });
  // Let start-up work settle before reading memory.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  fresh.push({ ms: first.startMs, rss: rssMb(first.pid) });
  await first.stop();
  const again = await startServer({ dataDir, env: { DEMO_DATA: '1' } });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  warm.push({ ms: again.startMs, rss: rssMb(again.pid) });
  await again.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const report = (label, rows) =>
  console.log(
    `${label}: start to healthy median ${Math.round(median(rows.map((r) => r.ms)))} ms, RSS median ${median(rows.map((r) => r.rss))} MB (${rows.length} runs)`,
  );
report('new data folder', fresh);
report('existing data folder', warm);
