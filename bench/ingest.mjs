// Sales ingest on PostgreSQL: the scale simulator uploads trades through the device API of the
// real server, then the same number of rows goes into a copy of the trades table by a raw COPY in
// the same run, on the same database. The API's figure is compared with COPY's.
// Run: npm run bench -- ingest [--runs=3] [--scales=20] [--trades=5000] [--concurrency=8]
//      (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a database of its own
//      is created there and dropped afterwards)
import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { REPO_ROOT, startServer } from '../scripts/lib/server-process.mjs';
import { cpuSeconds, postgresCpuSeconds } from './lib/http-load.mjs';
import { arg, goal, summarize, writeResult } from './lib/results.mjs';
import { scratchDatabase } from './lib/scratch-database.mjs';

const SCALES = Number(arg('scales', '20'));
const TRADES = Number(arg('trades', '5000'));
const CONCURRENCY = Number(arg('concurrency', '8'));
const RUNS = Number(arg('runs', '3'));
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function simulate(origin) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'tools/simulator/simulate.ts',
        '--url',
        origin,
        '--scales',
        String(SCALES),
        '--trades',
        String(TRADES),
        '--batch',
        '1000',
        '--concurrency',
        String(CONCURRENCY),
      ],
      { cwd: REPO_ROOT },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(output))));
  });
}

/** The same rows as the API stored, as CSV lines for COPY. */
function* csvRows(rows) {
  const now = new Date().toISOString();
  for (let i = 0; i < rows; i += 1) {
    const weight = 80 + (i % 3000);
    yield `1,1,${1 + (i % SCALES)},${1 + (i % 200)},copy-${i},${now},${1001 + (i % 200)},商品${i % 200},1280,${weight},,${Math.round((1280 * weight) / 1000)},sale,,${i % 9999},f,${now}\n`;
  }
}

async function rawCopy(url, rows) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE TABLE ingest_copy (LIKE trades INCLUDING ALL)');
    const columns =
      'company_id, shop_id, scale_id, good_id, trade_no, trade_time, plu, name, unit_price, weight_g, quantity, ' +
      'total_price, type, barcode, ticket_no, flagged, received_time';
    const started = performance.now();
    const chunks = [];
    for (const line of csvRows(rows)) {
      chunks.push(line);
    }
    await pipeline(
      Readable.from(chunks),
      client.query(copyFrom(`COPY ingest_copy (${columns}) FROM STDIN WITH (FORMAT csv)`)),
    );
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}

/** CPU seconds of this process's children that have ended (the simulator, once it exits). */
const endedChildrenCpuSeconds = () => cpuSeconds(process.pid, { withEndedChildren: true }) - cpuSeconds(process.pid);

/** One run: a new database with the demo data, the simulator's upload, then COPY of as many rows. */
async function run() {
  const database = await scratchDatabase(PG_URL, 'bench_ingest');
  const server = await startServer({ env: { DEMO_DATA: '1', DATABASE_URL: database.url } });
  try {
    const rows = SCALES * TRADES;
    // Where the machine's CPU goes, per 1000 sales: the whole simulator run, its setup included.
    const perThousand = (seconds) => Math.round((seconds * 1000 * 1000) / rows);
    const before = {
      server: cpuSeconds(server.pid),
      postgres: postgresCpuSeconds(),
      simulator: endedChildrenCpuSeconds(),
    };
    const output = await simulate(server.baseUrl);
    const cpu = {
      server: perThousand(cpuSeconds(server.pid) - before.server),
      postgres: perThousand(postgresCpuSeconds() - before.postgres),
      simulator: perThousand(endedChildrenCpuSeconds() - before.simulator),
    };
    const throughput = Number(/throughput: (\d+) trades\/s/.exec(output)?.[1] ?? 0);
    console.log(output.trim());
    const copyBefore = postgresCpuSeconds();
    const copySeconds = await rawCopy(database.url, rows);
    cpu.postgresCopy = perThousand(postgresCpuSeconds() - copyBefore);
    const copyRate = Math.round(rows / copySeconds);
    console.log(
      `raw COPY of ${rows} rows into a copy of the trades table: ${copySeconds.toFixed(2)} s, ${copyRate} rows/s`,
    );
    console.log(`device API: ${throughput} trades/s = ${Math.round((throughput / copyRate) * 100)}% of COPY`);
    console.log(
      `CPU per 1000 sales: PostgreSQL ${cpu.postgres} ms (COPY ${cpu.postgresCopy} ms), server ${cpu.server} ms, simulator ${cpu.simulator} ms`,
    );
    return { throughput, copyRate, cpu };
  } finally {
    await server.stop();
    await database.drop();
  }
}

const runs = [];
for (let i = 0; i < RUNS; i += 1) {
  runs.push(await run());
}
const api = runs.map((r) => r.throughput);
const copy = runs.map((r) => r.copyRate);
const shares = runs.map((r) => (r.throughput / r.copyRate) * 100);
const cpuOf = (key) => runs.map((r) => r.cpu[key]);
writeResult('ingest', {
  title: 'Sales uploaded by scales through the device API, against a raw COPY',
  command: `npm run bench -- ingest --runs=${RUNS} --scales=${SCALES} --trades=${TRADES} --concurrency=${CONCURRENCY}`,
  database: 'PostgreSQL, a new database with the demo data per run',
  postgresUrl: PG_URL,
  figures: [
    {
      key: 'api_trades_per_s',
      label: `Device API, ${SCALES} scales × ${TRADES} sales in batches of 1000, ${CONCURRENCY} at a time`,
      unit: 'trades/s',
      samples: api,
      reference: { label: 'raw `COPY` of as many rows', unit: 'rows/s', samples: copy },
      goals: [goal('≥ 50 000 trades/s', summarize(api).median >= 50_000)],
    },
    {
      key: 'api_share_of_copy',
      label: 'Device API as a share of COPY, same run',
      unit: '%',
      samples: shares,
      goals: [goal('≥ 50 %', summarize(shares).median >= 50)],
    },
    {
      key: 'postgres_cpu_ms_per_1000',
      label: 'PostgreSQL CPU per 1000 sales through the device API (the simulator run, setup included)',
      unit: 'ms',
      samples: cpuOf('postgres'),
      lower_is_better: true,
      reference: { label: 'PostgreSQL CPU per 1000 rows of the COPY', unit: 'ms', samples: cpuOf('postgresCopy') },
    },
    {
      key: 'server_cpu_ms_per_1000',
      label: 'Server CPU per 1000 sales (same run)',
      unit: 'ms',
      samples: cpuOf('server'),
      lower_is_better: true,
    },
    {
      key: 'simulator_cpu_ms_per_1000',
      label: 'Simulator CPU per 1000 sales (same run)',
      unit: 'ms',
      samples: cpuOf('simulator'),
      lower_is_better: true,
    },
  ],
  notes: [
    'The simulator (`tools/simulator/simulate.ts`, its own process) creates the scales in the demo shops, puts the goods on them, syncs each, uploads sales with weights and totals as a scale computes them, and sends one batch twice. The COPY goes into a copy of the trades table (`LIKE trades INCLUDING ALL`, indexes included) on the same database. Simulator, server and PostgreSQL share the machine; their CPU is read from `/proc` (PostgreSQL: every `postgres` process of this machine). Why an upload does more than COPY: docs/decisions.md, decision 43.',
  ],
});
