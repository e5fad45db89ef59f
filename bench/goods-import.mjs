// Goods import and export at scale, through the real server and its HTTP API, on PGlite and on
// PostgreSQL: import N new goods (create), import them again with new prices (upsert: every row an
// update with a price history row), export them as CSV and as .xlsx while sampling the server's RSS.
// Run: node bench/goods-import.mjs [--rows=100000] [--db=pglite,postgres]
//      (PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a
//      database of its own is created there and dropped afterwards)
import fs from 'node:fs';
import pg from 'pg';
import ExcelJS from 'exceljs';
import { startServer } from '../scripts/lib/server-process.mjs';

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const ROWS = Number(arg('rows', '100000'));
const DATABASES = arg('db', 'pglite,postgres').split(',');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const rssMb = (pid) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

/** N goods from PLU 100000 (above the demo assortment), prices moved by `priceShift` fen. */
function goodsCsv(rows, priceShift) {
  const lines = ['PLU编号,商品代码,品名1,品名2,附加信息1,单价(元),计价方式,重量单位,皮重(克),保质期(天),分类,在售'];
  for (let i = 0; i < rows; i += 1) {
    const plu = 100_000 + i;
    const fen = 100 + ((i * 37) % 9000) + priceShift;
    lines.push(
      `${plu},${plu},测试商品${i},规格${i % 7},产地：山东,${(fen / 100).toFixed(2)},${i % 3 ? '计重' : '计件'},kg,${i % 5},${i % 30},类别${i % 12},是`,
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function signIn(baseUrl) {
  const res = await fetch(`${baseUrl}/api/management/users/login/password`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('xianfeng:xianfeng1234').toString('base64')}` },
  });
  const { data } = await res.json();
  return `Basic ${Buffer.from(`${data.token}:`).toString('base64')}`;
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
    const name = `bench_goods_${process.pid}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const again = new pg.Client({ connectionString: PG_URL });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    };
  }
  const server = await startServer({ env });
  try {
    const auth = await signIn(server.baseUrl);
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
    for (const format of ['csv', 'xlsx']) {
      const exported = await runExport(server.baseUrl, auth, server.pid, format);
      console.log(
        `${kind}: export ${ROWS + 210} goods as ${format}: ${exported.seconds.toFixed(1)} s, ${exported.mb} MB, server RSS ${exported.rssBefore} → peak ${exported.rssPeak} MB`,
      );
    }
  } catch (error) {
    console.error(server.output());
    throw error;
  } finally {
    await server.stop();
    await dropDatabase();
  }
}

for (const kind of DATABASES) {
  await benchOne(kind);
}
