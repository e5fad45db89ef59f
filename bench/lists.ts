// The console's lists and an unchanged scale's sync under load, on the statistics data set (ten
// million sales, `npm run bench -- stats` loads it): the real server in a process of its own,
// autocannon in another, both on 127.0.0.1. Deep pages start from the cursor following the pages
// before would give (bench/lib/trade-cursor.ts). Every figure is set beside the lightest signed-in call
// (`/management/users/info`) measured the same way in the same run. With --runs=N every case and
// the reference are measured N times over (the reference first in each round), each case's share
// taken against its own round's reference, and the medians reported.
// Run: npm run bench -- lists [--runs=3] [--seconds=5] [--connections=2] [--db=tm_bench_stats] [--only=TEXT]
//      (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer } from '../scripts/lib/server-process.mjs';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { startSession } from '../apps/server/src/modules/users/sessions.service';
import { cpuSeconds, httpLoad, httpLoadVaried, postgresCpuSeconds } from './lib/http-load.mjs';
import { notePageCache, pageCacheNote } from './lib/page-cache.mjs';
import { arg, goal, median, writeResult } from './lib/results.mjs';
import { tradeCursorAt } from './lib/trade-cursor';
import { COMPANIES } from './stats-load';

const SECONDS = Number(arg('seconds', '5'));
const WARM_SECONDS = 1;
const CONNECTIONS = Number(arg('connections', '2'));
const RUNS = Number(arg('runs', '3'));
const NAME = arg('db', 'tm_bench_stats');
const ONLY = arg('only', '');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const url = new URL(PG_URL);
url.pathname = `/${NAME}`;
const databaseUrl = url.toString();
const PER_PAGE = 20;
const DEPTHS = [1, 10, 100, 1000];
/** A good's name the loaded sales hold in several of each company's names (bench/stats-load.ts). */
const SEARCHED = '哈密瓜';
// 1000 scales asking every 10 s.
const FLEET_RATE = 100;
const FLEET_SECONDS = 20;

const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const select = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await pool.query<T>(text, values)).rows;
const [facts] = await select<{ trades: string }>(
  `SELECT (SELECT reltuples::bigint FROM pg_class WHERE relname = 'trades') AS trades`,
).catch(() => {
  throw new Error(`database ${NAME} not found: load it first with npm run bench -- stats`);
});
console.log(`${NAME}: about ${facts?.trades} sales`);

const CATALOGUE_GOODS = 100_000;
const CATALOGUE_NAME = 'bench: 100 000 goods';

/** The large catalogue's company, made anew (one left by a run that crashed goes first). */
async function largeCatalogue(): Promise<number> {
  await removeLargeCatalogue();
  const [company] = await select<{ id: number }>('INSERT INTO companies (name) VALUES ($1) RETURNING id', [
    CATALOGUE_NAME,
  ]);
  const words = ['苹果', '香蕉', '猪肉', '白菜', '鸡蛋', '鲈鱼', '土豆', '牛腩'];
  await pool.query(
    `INSERT INTO goods (company_id, plu, item_code, name_lines, name, unit_price, pricing_mode, category,
       last_modified_time)
     SELECT $1, i, i::text, ARRAY[w.word || i], w.word || i, 100 + (i * 7919) % 9900, 'by_weight', w.word,
       now() - (i * 7919 % 100000) * interval '1 minute'
     FROM generate_series(1, $2::int) i
     CROSS JOIN LATERAL (SELECT ($3::text[])[1 + i % cardinality($3::text[])] AS word) w`,
    [company?.id, CATALOGUE_GOODS, words],
  );
  // As a settled database has it: statistics and the visibility map after autovacuum.
  await pool.query('VACUUM ANALYZE goods');
  return company?.id ?? 0;
}

async function removeLargeCatalogue(): Promise<void> {
  await pool.query('DELETE FROM goods WHERE company_id IN (SELECT id FROM companies WHERE name = $1)', [
    CATALOGUE_NAME,
  ]);
  await pool.query('DELETE FROM companies WHERE name = $1', [CATALOGUE_NAME]);
  // Written compactly again: the next catalogue would otherwise go after the pages this one left
  // empty, and every other run would read a goods table twice the size through its scans.
  await pool.query('VACUUM FULL goods');
}

// Sessions are made the way sign-in makes them, by the app's own service, then the app is closed.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-bench-lists-'));
const inProcess = await buildApp(
  loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: '0' }),
);
await inProcess.ready();
const basic = (user: string, password = '') => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const tokenOf = async (userId: number) =>
  basic((await startSession(inProcess.database.db, userId, new Date(), 86_400)).token);
const [large] = await select<{ company_id: number }>(
  `SELECT company_id FROM trade_daily GROUP BY 1 ORDER BY sum(sale_count + return_count) DESC LIMIT 1`,
);
if (!large) {
  throw new Error(`${NAME} holds no sales`);
}
const companyAuth = await tokenOf(large.company_id);
const adminAuth = await tokenOf(COMPANIES + 1);
await inProcess.close();

const server = await startServer({ dataDir, env: { DATABASE_URL: databaseUrl, DEMO_DATA: '0' } });
const api = (target: string) => `${server.baseUrl}/api${target}`;

async function getJson(auth: string, target: string) {
  const res = await fetch(api(target), { headers: { authorization: auth } });
  if (!res.ok) {
    throw new Error(`GET ${target}: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
  }
  return (await res.json()) as { data: unknown };
}

/** A case's latency and throughput, and the CPU one request cost the server and PostgreSQL. */
type Measured = { p50: number; p99: number; requests_per_s: number; server_cpu_ms: number; postgres_cpu_ms: number };
/** `targetOf`: a target for every request instead of `target` again (nothing remembered answers it). */
type Case = { label: string; auth: string; target: string; depth?: number; targetOf?: (n: number) => string };
async function load({ label, auth, target, depth, targetOf }: Case, seconds = SECONDS): Promise<Measured> {
  const options = { headers: { authorization: auth }, connections: CONNECTIONS, seconds };
  const serverBefore = cpuSeconds(server.pid);
  const postgresBefore = postgresCpuSeconds();
  const result = targetOf
    ? await httpLoadVaried({ ...options, url: server.baseUrl, pathOf: (n: number) => `/api${targetOf(n)}` })
    : await httpLoad({ ...options, url: api(target) });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${label}: ${result.errors} errors and ${result.non2xx} answers other than 2xx`);
  }
  const msPerRequest = (cpu: number) => Math.round((cpu * 1000 * 100) / Math.max(1, result.total)) / 100;
  const server_cpu_ms = msPerRequest(cpuSeconds(server.pid) - serverBefore);
  const postgres_cpu_ms = msPerRequest(postgresCpuSeconds() - postgresBefore);
  console.log(
    `${label}${depth ? `, page ${depth}` : ''}: p50 ${result.p50} ms, p99 ${result.p99} ms, ${Math.round(result.requests_per_s)} req/s; CPU a request: server ${server_cpu_ms} ms, PostgreSQL ${postgres_cpu_ms} ms`,
  );
  return { p50: result.p50, p99: result.p99, requests_per_s: result.requests_per_s, server_cpu_ms, postgres_cpu_ms };
}

try {
  const reference: Case = {
    label: 'reference: /management/users/info',
    auth: companyAuth,
    target: '/management/users/info',
  };
  const listCases: Case[] = [];

  // The sales list: follows the API's own cursors to reach the deep pages.
  const [shop] = await select<{ id: number }>('SELECT id FROM shops WHERE company_id = $1 ORDER BY id LIMIT 1', [
    large.company_id,
  ]);
  const [last] = await select<{ last: Date }>('SELECT max(trade_time) AS last FROM trades WHERE company_id = $1', [
    large.company_id,
  ]);
  const weekAgo = new Date((last?.last.getTime() ?? Date.now()) - 7 * 86_400_000).toISOString();
  const tradeCases: { label: string; auth: string; params: Record<string, string> }[] = [
    { label: 'sales, large company, newest first', auth: companyAuth, params: {} },
    { label: 'sales, large company, last 7 days', auth: companyAuth, params: { start_time: weekAgo } },
    { label: 'sales, large company, one shop', auth: companyAuth, params: { shop_id: String(shop?.id) } },
    { label: 'sales, large company, returns', auth: companyAuth, params: { type: 'return' } },
    { label: 'sales, large company, by total', auth: companyAuth, params: { sort: '-total' } },
    { label: 'sales, large company, name searched', auth: companyAuth, params: { q: SEARCHED } },
    // The console always asks for a period (today unless another is chosen).
    {
      label: 'sales, large company, last 7 days, name searched',
      auth: companyAuth,
      params: { start_time: weekAgo, q: SEARCHED },
    },
    {
      label: 'sales, large company, one shop, name searched',
      auth: companyAuth,
      params: { shop_id: String(shop?.id), q: SEARCHED },
    },
    { label: 'sales, large company, a name sold nowhere', auth: companyAuth, params: { q: '榴莲' } },
    { label: 'sales, administrator, every company', auth: adminAuth, params: {} },
    { label: 'sales, administrator, every company, name searched', auth: adminAuth, params: { q: SEARCHED } },
    { label: 'sales, administrator, every company by total', auth: adminAuth, params: { sort: '-total' } },
  ];
  for (const tradeCase of tradeCases) {
    const params = new URLSearchParams({ ...tradeCase.params, per_page: String(PER_PAGE) });
    const first = (await getJson(tradeCase.auth, `/management/trades?${params.toString()}`)) as {
      data: { meta: { total: number } };
    };
    const filter = {
      companyId: tradeCase.auth === companyAuth ? large.company_id : undefined,
      params: tradeCase.params,
    };
    for (const depth of DEPTHS) {
      const cursor = await tradeCursorAt(pool, filter, (depth - 1) * PER_PAGE, first.data.meta.total);
      if (depth > 1 && !cursor) {
        break;
      }
      const pageParams = new URLSearchParams(params);
      if (cursor) {
        pageParams.set('cursor', cursor);
      }
      listCases.push({ ...tradeCase, target: `/management/trades?${pageParams.toString()}`, depth });
    }
  }

  // A search's names are remembered for the same words again (trade-names-remembered.ts), so each
  // searched case above is one search paged through. Here every request is a first page of words
  // not searched just before: each of the large company's names in turn, more than are remembered.
  const soldNames = (
    await select<{ name: string }>('SELECT DISTINCT name FROM trade_names WHERE company_id = $1 ORDER BY name', [
      large.company_id,
    ])
  ).map((row) => row.name);
  const salesSearchedAnew = (n: number) =>
    `/management/trades?${new URLSearchParams({ q: soldNames[n % soldNames.length] ?? SEARCHED, per_page: String(PER_PAGE) }).toString()}`;
  listCases.push({
    label: `sales, large company, one of its ${soldNames.length} names searched anew each time`,
    auth: companyAuth,
    target: salesSearchedAnew(0),
    targetOf: salesSearchedAnew,
  });

  // The goods list: numbered pages.
  const [goods] = await select<{ count: number }>('SELECT count(*)::int AS count FROM goods WHERE company_id = $1', [
    large.company_id,
  ]);
  const lastPage = Math.max(1, Math.ceil((goods?.count ?? 0) / PER_PAGE));
  const goodsCases: { label: string; auth: string; query: string; depth?: number }[] = [
    { label: 'goods, large company', auth: companyAuth, query: `page=1&per_page=${PER_PAGE}`, depth: 1 },
    {
      label: 'goods, large company',
      auth: companyAuth,
      query: `page=${lastPage}&per_page=${PER_PAGE}`,
      depth: lastPage,
    },
    { label: 'goods, large company, name searched', auth: companyAuth, query: `q=${encodeURIComponent('苹果')}` },
    { label: 'goods, administrator, every company', auth: adminAuth, query: `page=1&per_page=${PER_PAGE}`, depth: 1 },
    {
      label: 'goods, administrator, every company',
      auth: adminAuth,
      query: `page=500&per_page=${PER_PAGE}`,
      depth: 500,
    },
  ];
  // A company with a catalogue the size of the import bench's, 100 000 goods (the data set's
  // companies hold about 1 000 each), seen as an administrator choosing that company.
  const catalogue = await largeCatalogue();
  const lastCataloguePage = Math.ceil(CATALOGUE_GOODS / PER_PAGE);
  const ofCatalogue = `company_id=${catalogue}&per_page=${PER_PAGE}`;
  // Deep numbered pages: the middle one (the most index entries to pass over either way) and the last.
  const deepPages = (label: string, sort: string) =>
    [Math.ceil(lastCataloguePage / 2), lastCataloguePage].map((page) => ({
      label,
      auth: adminAuth,
      query: `${ofCatalogue}${sort}&page=${page}`,
      depth: page,
    }));
  goodsCases.push(
    { label: 'goods, 100 000 of one company', auth: adminAuth, query: `${ofCatalogue}&page=1`, depth: 1 },
    ...deepPages('goods, 100 000 of one company', ''),
    { label: 'goods, 100 000 of one company, cheapest first', auth: adminAuth, query: `${ofCatalogue}&sort=price` },
    ...deepPages('goods, 100 000 of one company, cheapest first', '&sort=price'),
    {
      label: 'goods, 100 000 of one company, last changed first',
      auth: adminAuth,
      query: `${ofCatalogue}&sort=-updated`,
    },
    {
      label: 'goods, 100 000 of one company, name searched',
      auth: adminAuth,
      query: `${ofCatalogue}&q=${encodeURIComponent('苹果')}`,
    },
  );
  for (const goodsCase of goodsCases) {
    listCases.push({ ...goodsCase, target: `/management/goods?${goodsCase.query}` });
  }
  // A searched total is remembered until the goods change (goods-remembered.ts), so the case above is
  // one search paged through. Here every request is a search not made before: one good's name
  // (果1000 … 果9999, more than are remembered; one or two found), so the count reads every good,
  // and so does the page, as no PLU order finds 20 of them early.
  const searchedAnew = (n: number) =>
    `/management/goods?${ofCatalogue}&q=${encodeURIComponent(`果${1000 + (n % 9000)}`)}`;
  listCases.push({
    label: 'goods, 100 000 of one company, a name searched anew each time',
    auth: adminAuth,
    target: searchedAnew(0),
    targetOf: searchedAnew,
  });

  // An unchanged scale: a scale of the large company's first shop holding that shop's goods, synced
  // to its latest change; every poll after that answers "nothing new".
  const created = (await (
    await fetch(api('/management/scales/create'), {
      method: 'POST',
      headers: { authorization: companyAuth, 'content-type': 'application/json' },
      body: JSON.stringify({
        shop_id: shop?.id,
        scale_name: `bench ${process.pid}`,
        scale_uuid: `BENCH-${process.pid}`,
        model: 'TM-Aa',
      }),
    })
  ).json()) as { data: { id: number; device_key: string } };
  const goodIds = (
    await select<{ id: number }>('SELECT id FROM goods WHERE company_id = $1 ORDER BY id LIMIT 1000', [
      large.company_id,
    ])
  ).map((row) => row.id);
  const added = await fetch(api(`/scales/${created.data.id}/goods`), {
    method: 'POST',
    headers: { authorization: companyAuth, 'content-type': 'application/json' },
    body: JSON.stringify({ good_ids: goodIds, op_flag: 1 }),
  });
  if (!added.ok) {
    throw new Error(`goods onto the scale: HTTP ${added.status} ${await added.text()}`);
  }
  const scaleAuth = basic(`BENCH-${process.pid}`, created.data.device_key);
  let since = 0;
  for (;;) {
    const answer = (await getJson(scaleAuth, `/device/v1/sync?since=${since}`)) as {
      data: { version: number; more: boolean };
    };
    since = answer.data.version;
    if (!answer.data.more) {
      break;
    }
  }
  const syncCase: Case = {
    label: `device sync, unchanged scale holding ${goodIds.length} goods`,
    auth: scaleAuth,
    target: `/device/v1/sync?since=${since}`,
  };

  // --only=TEXT measures the cases whose label holds TEXT (the figures of record take every case).
  const measured = ONLY ? listCases.filter((listCase) => listCase.label.includes(ONLY)) : listCases;

  // The server has answered a few calls only: measured first, the reference answered 299 and 436
  // req/s against 720–735 in the rounds after (bench/findings.md). Every case once, unrecorded,
  // brings each route's code to its warm speed before the first round.
  console.log(`\n# warm-up: every case for ${WARM_SECONDS} s, not recorded`);
  for (const warmCase of [reference, ...measured, syncCase]) {
    await load(warmCase, WARM_SECONDS);
  }
  // Rounds: the reference, every list, the sync, then the fleet; each list's share against its
  // own round's reference, which moves with whatever else the machine is doing.
  const rounds: { reference: Measured; lists: Measured[]; sync: Measured; fleetCorePct: number }[] = [];
  // The database's share of the page cache as each round begins, and once they have all ended.
  const cached: (number | undefined)[] = [];
  for (let round = 1; round <= RUNS; round += 1) {
    console.log(`\n# round ${round} of ${RUNS}`);
    await notePageCache(pool, NAME, cached);
    const referenceRun = await load(reference);
    const lists: Measured[] = [];
    for (const listCase of measured) {
      lists.push(await load(listCase));
    }
    const sync = await load(syncCase);
    // The fleet: 1000 scales polling every 10 s is 100 syncs a second; the server's CPU over that time.
    const cpuBefore = cpuSeconds(server.pid);
    const fleet = await httpLoad({
      url: api(syncCase.target),
      headers: { authorization: scaleAuth },
      connections: 10,
      seconds: FLEET_SECONDS,
      rate: FLEET_RATE,
    });
    const fleetCorePct = ((cpuSeconds(server.pid) - cpuBefore) / FLEET_SECONDS) * 100;
    console.log(
      `fleet: ${Math.round(fleet.requests_per_s)} syncs/s for ${FLEET_SECONDS} s used ${fleetCorePct.toFixed(1)} % of one core (p99 ${fleet.p99} ms)`,
    );
    rounds.push({ reference: referenceRun, lists, sync, fleetCorePct });
  }

  await notePageCache(pool, NAME, cached);

  const byCase = measured.map((listCase, index) => {
    const runs = rounds.map((round) => round.lists[index]!);
    const shares = rounds.map((round) => (round.lists[index]!.requests_per_s / round.reference.requests_per_s) * 100);
    return { ...listCase, runs, shares, p99: median(runs.map((run) => run.p99)), share: median(shares) };
  });
  const worst = byCase.reduce((a, b) => (b.p99 > a.p99 ? b : a));
  const slowest = byCase.reduce((a, b) => (b.share < a.share ? b : a));
  const referenceRps = rounds.map((round) => round.reference.requests_per_s);
  const syncP99 = rounds.map((round) => round.sync.p99);
  const fleetPct = rounds.map((round) => round.fleetCorePct);
  const nameOf = (c: Case) => `${c.label}${c.depth ? `, page ${c.depth}` : ''}`;
  const cpuOf = (c: (typeof byCase)[number], key: 'server_cpu_ms' | 'postgres_cpu_ms') =>
    median(c.runs.map((run) => run[key]));
  const figureOf = (c: (typeof byCase)[number]) => ({
    key: nameOf(c)
      .replace(/[^a-z0-9]+/gi, '_')
      .toLowerCase(),
    label: `${nameOf(c)}: ${Math.round(median(c.runs.map((run) => run.requests_per_s)))} req/s, ${Math.round(c.share)} % of the reference; CPU a request: server ${cpuOf(c, 'server_cpu_ms')} ms, PostgreSQL ${cpuOf(c, 'postgres_cpu_ms')} ms`,
    unit: 'ms p99',
    samples: c.runs.map((run) => run.p99),
    lower_is_better: true,
    p50_ms: median(c.runs.map((run) => run.p50)),
    requests_per_s: Math.round(median(c.runs.map((run) => run.requests_per_s))),
    share_of_reference_pct: Math.round(c.share),
    server_cpu_ms: cpuOf(c, 'server_cpu_ms'),
    postgres_cpu_ms: cpuOf(c, 'postgres_cpu_ms'),
  });
  if (ONLY) {
    console.log('\n--only: bench/results/lists.json left as it was');
  } else {
    writeResult('lists', {
      title: 'Lists and device sync under load (ten million sales)',
      command: `npm run bench -- lists --runs=${RUNS} --seconds=${SECONDS} --connections=${CONNECTIONS}`,
      database: `PostgreSQL, ${NAME} (about ${facts?.trades} sales)`,
      postgresUrl: PG_URL,
      figures: [
        {
          key: 'list_p99_worst',
          label: `Sales and goods lists, p99 of the slowest case (${nameOf(worst)})`,
          unit: 'ms',
          samples: worst.runs.map((run) => run.p99),
          lower_is_better: true,
          goals: [goal('< 25 ms', worst.p99 < 25)],
        },
        {
          key: 'list_throughput_share',
          label: `Lists' throughput against the reference, lowest case (${nameOf(slowest)})`,
          unit: '% of reference',
          samples: slowest.shares,
          reference: { label: '`/management/users/info`', unit: 'req/s', samples: referenceRps },
          goals: [goal('≥ 30 %', slowest.share >= 30)],
        },
        {
          key: 'sync_unchanged_p99',
          label: 'Device sync of an unchanged scale, p99',
          unit: 'ms',
          samples: syncP99,
          lower_is_better: true,
          reference: {
            label: '`/management/users/info` p99',
            unit: 'ms',
            samples: rounds.map((round) => round.reference.p99),
          },
          requests_per_s: Math.round(median(rounds.map((round) => round.sync.requests_per_s))),
          goals: [goal('< 5 ms', median(syncP99) < 5)],
        },
        {
          key: 'sync_fleet_core',
          label: `1000 scales polling every 10 s (${FLEET_RATE} syncs/s for ${FLEET_SECONDS} s): server CPU`,
          unit: '% of one core',
          samples: fleetPct,
          lower_is_better: true,
          goals: [goal('< 10 %', median(fleetPct) < 10)],
        },
        ...byCase.map(figureOf),
      ],
      notes: [
        `autocannon with ${CONNECTIONS} connections for ${SECONDS} s per case, in a process of its own; the server is \`apps/server/src/main.ts\` in another. ${RUNS} rounds of every case after one unrecorded second of each to warm the server, each round opening with the reference; a case's share is its throughput against its round's reference, and each figure the median of the rounds. Deep sales pages start from the cursor that following the pages before gives; the sync figures ask the same scale again and again. A case's CPU a request is what the server's process and every PostgreSQL process used over its seconds (from /proc), divided by the requests answered; the load generator's own is not counted.`,
        pageCacheNote(cached, 'as each round began and after the last'),
      ],
    });
  }
} finally {
  await server.stop();
  await removeLargeCatalogue();
  await pool.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
