// Goods import and export at scale, through the real server and its HTTP API, on PGlite and on
// PostgreSQL: import N new goods (create), import them again with new prices (upsert: every row an
// update with a price history row), export them as CSV and as .xlsx while sampling the server's RSS.
// On PostgreSQL the references are COPY of the same rows, into and out of the same database.
// Run: npm run bench -- goods-import [--rows=100000] [--db=pglite,postgres] [--runs=1]
//      (PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a
//      database of its own is created there and dropped afterwards)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import pg from 'pg';
import ExcelJS from 'exceljs';
import { startServer } from '../scripts/lib/server-process.mjs';
import { signInDemo } from './lib/demo-login.mjs';
import { rssMb } from './lib/http-load.mjs';
import { arg, goal, summarize, writeResult } from './lib/results.mjs';
import { scratchDatabase } from './lib/scratch-database.mjs';

const RUNS = Number(arg('runs', '1'));
const ROWS = Number(arg('rows', '100000'));
const DATABASES = arg('db', 'pglite,postgres').split(',');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** N goods from PLU 100000 (above the demo assortment), prices moved by `priceShift` fen. */
function goodsCsv(rows, priceShift) {
  const lines = ['PLU编号,商品代码,品名1,品名2,特殊信息1,单价(元),计价方式,计价单位,皮重(克),保质期(天),分类,在售'];
  for (let i = 0; i < rows; i += 1) {
    const plu = 100_000 + i;
    const fen = 100 + ((i * 37) % 9000) + priceShift;
    lines.push(
      `${plu},${plu},测试商品${i},规格${i % 7},产地：山东,${(fen / 100).toFixed(2)},${i % 3 ? '计重' : '计件'},kg,${i % 5},${i % 30},类别${i % 12},是`,
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function runImport(baseUrl, auth, file, fileName, mode) {
  const form = new FormData();
  form.append('mode', mode);
  form.append('file', new Blob([file]), fileName);
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/management/goods/imports`, {
    method: 'POST',
    headers: { authorization: auth },
    body: form,
  });
  let job = (await res.json()).data;
  const phases = {};
  while (job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 100));
    job = (
      await (
        await fetch(`${baseUrl}/api/management/goods/imports/${job.id}`, { headers: { authorization: auth } })
      ).json()
    ).data;
    phases[job.phase] ??= performance.now() - started;
  }
  const seconds = (performance.now() - started) / 1000;
  if (job.status !== 'done') {
    throw new Error(`import ${job.status}: ${job.message} ${JSON.stringify(job.errors.slice(0, 3))}`);
  }
  return { seconds, rowsPerSecond: Math.round(ROWS / seconds), created: job.created, updated: job.updated, phases };
}

async function runExport(baseUrl, auth, pid, format) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/management/goods/export?format=${format}`, {
    headers: { authorization: auth, 'accept-encoding': 'identity' },
  });
  let bytes = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { seconds, mb: (bytes / 1024 / 1024).toFixed(1), rssBefore: before, rssPeak: peak };
}

/**
 * The references: the imported goods copied out with `COPY … TO STDOUT` (timed: what an export
 * costs the database) and the same bytes into a copy of the goods table (timed: what the import's
 * writing costs at the least).
 */
async function copyReference(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const chunks = [];
    let started = performance.now();
    await pipeline(
      client.query(copyTo('COPY (SELECT * FROM goods WHERE plu >= 100000) TO STDOUT')),
      new Writable({
        write(chunk, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      }),
    );
    const outSeconds = (performance.now() - started) / 1000;
    await client.query('CREATE TABLE goods_copy (LIKE goods INCLUDING ALL)');
    started = performance.now();
    await pipeline(Readable.from(chunks), client.query(copyFrom('COPY goods_copy FROM STDIN')));
    return { inSeconds: (performance.now() - started) / 1000, outSeconds };
  } finally {
    await client.end();
  }
}

async function xlsxOf(csv) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('商品');
  for (const line of csv.toString().trim().split('\n')) {
    sheet.addRow(line.split(','));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function benchOne(kind) {
  let dropDatabase = async () => {};
  const env = { DEMO_DATA: '1' };
  if (kind === 'postgres') {
    const database = await scratchDatabase(PG_URL, 'bench_goods');
    env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  }
  // The exports are measured on the server started again on the same data, so that what the imports
  // left to collect does not count as the export's memory.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-bench-goods-'));
  let server = await startServer({ env, dataDir });
  const figures = {};
  try {
    let auth = await signInDemo(server.baseUrl);
    const created = await runImport(server.baseUrl, auth, goodsCsv(ROWS, 0), 'goods.csv', 'create');
    console.log(
      `${kind}: import ${ROWS} new goods (CSV, create): ${created.seconds.toFixed(1)} s, ${created.rowsPerSecond} rows/s`,
      created.phases,
    );
    const updated = await runImport(server.baseUrl, auth, goodsCsv(ROWS, 11), 'goods.csv', 'upsert');
    console.log(
      `${kind}: import ${ROWS} changed prices (CSV, upsert): ${updated.seconds.toFixed(1)} s, ${updated.rowsPerSecond} rows/s`,
      updated.phases,
    );
    const xlsx = await xlsxOf(goodsCsv(ROWS, 22));
    const fromXlsx = await runImport(server.baseUrl, auth, xlsx, 'goods.xlsx', 'upsert');
    console.log(
      `${kind}: import ${ROWS} changed prices (.xlsx ${(xlsx.length / 1024 / 1024).toFixed(1)} MB, upsert): ${fromXlsx.seconds.toFixed(1)} s, ${fromXlsx.rowsPerSecond} rows/s`,
    );
    Object.assign(figures, { created, updated, fromXlsx });
    await server.stop();
    server = await startServer({ env, dataDir });
    auth = await signInDemo(server.baseUrl);
    for (const format of ['csv', 'xlsx']) {
      const exported = await runExport(server.baseUrl, auth, server.pid, format);
      console.log(
        `${kind}: export ${ROWS + 210} goods as ${format}: ${exported.seconds.toFixed(1)} s, ${exported.mb} MB, server RSS ${exported.rssBefore} → peak ${exported.rssPeak} MB`,
      );
      figures[format] = exported;
    }
    if (env.DATABASE_URL) {
      figures.copy = await copyReference(env.DATABASE_URL);
      console.log(
        `${kind}: COPY of the same rows in ${figures.copy.inSeconds.toFixed(2)} s, out ${figures.copy.outSeconds.toFixed(2)} s`,
      );
    }
    return figures;
  } catch (error) {
    console.error(server.output());
    throw error;
  } finally {
    await server.stop();
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const KINDS = { pglite: 'PGlite', postgres: 'PostgreSQL' };
const measured = [];
for (const kind of DATABASES) {
  for (let i = 0; i < RUNS; i += 1) {
    measured.push({ kind, ...(await benchOne(kind)) });
  }
}

const figures = [];
for (const kind of DATABASES) {
  const runs = measured.filter((m) => m.kind === kind);
  const onPostgres = kind === 'postgres';
  const copyIn = onPostgres
    ? {
        label: 'COPY of the same rows into a copy of the table',
        unit: 'rows/s',
        samples: runs.map((r) => ROWS / r.copy.inSeconds),
      }
    : undefined;
  const copyOut = onPostgres
    ? { label: 'COPY of the same rows out', unit: 's', samples: runs.map((r) => r.copy.outSeconds) }
    : undefined;
  const importRate = runs.map((r) => r.created.rowsPerSecond);
  figures.push(
    {
      key: `${kind}_import_create`,
      label: `${KINDS[kind]}: import ${ROWS} new goods (CSV, create)`,
      unit: 'rows/s',
      samples: importRate,
      reference: copyIn,
      goals: onPostgres ? [goal('≥ 20 000 rows/s', summarize(importRate).median >= 20_000)] : undefined,
    },
    {
      key: `${kind}_import_upsert_csv`,
      label: `${KINDS[kind]}: import ${ROWS} changed prices (CSV, upsert)`,
      unit: 'rows/s',
      samples: runs.map((r) => r.updated.rowsPerSecond),
    },
    {
      key: `${kind}_import_upsert_xlsx`,
      label: `${KINDS[kind]}: import ${ROWS} changed prices (.xlsx, upsert)`,
      unit: 'rows/s',
      samples: runs.map((r) => r.fromXlsx.rowsPerSecond),
    },
  );
  for (const format of ['csv', 'xlsx']) {
    const seconds = runs.map((r) => r[format].seconds);
    const growth = runs.map((r) => r[format].rssPeak - r[format].rssBefore);
    figures.push(
      {
        key: `${kind}_export_${format}_s`,
        label: `${KINDS[kind]}: export ${ROWS + 210} goods as ${format === 'csv' ? 'CSV' : '.xlsx'}`,
        unit: 's',
        samples: seconds,
        lower_is_better: true,
        reference: copyOut,
        goals: onPostgres ? [goal('≤ 5 s', summarize(seconds).median <= 5)] : undefined,
      },
      {
        key: `${kind}_export_${format}_rss`,
        label: `${KINDS[kind]}: server RSS growth during that export`,
        unit: 'MB',
        samples: growth,
        lower_is_better: true,
        // Flat: what a few batches in flight take, not a copy of the file.
        goals: onPostgres ? [goal('flat (≤ 64 MB)', summarize(growth).median <= 64)] : undefined,
      },
    );
  }
}
writeResult('goods-import', {
  title: `Goods import and export, ${ROWS} PLUs, through the HTTP API`,
  command: `npm run bench -- goods-import --rows=${ROWS} --db=${DATABASES.join(',')} --runs=${RUNS}`,
  database: DATABASES.map((kind) => KINDS[kind]).join(' and '),
  postgresUrl: DATABASES.includes('postgres') ? PG_URL : undefined,
  figures,
  notes: [
    'The real server with its demo data on a new database per run; the import is timed from the upload to the job reading done (polled every 100 ms), the export to the last byte, RSS sampled every 50 ms. The exports run on the server started again on the same data after the imports.',
  ],
});
