// Statistics and the sales list at ten million sales, on PostgreSQL. Loads N sales (COPY) into a
// database of its own with the rollups built from them, starts the real app in-process on it, and
// asks each statistics call a few hundred questions of a realistic mix through app.inject; then
// answers a sample of the same questions with raw GROUP BY queries over `trades` in the same run,
// checks both give the same totals, and pages through the sales list. Figures: docs/performance.md.
// Run: npm run bench -- stats [--trades=10000000] [--reuse | --load-only] [--requests=300] [--raw=30]
//      [--runs=3] [--list-requests=5] [--db=tm_bench_stats] [--seed=1] [--result=stats]   (or npx tsx bench/stats.ts …)
//      --calls=goods/:id,shops asks only those calls and prints their tables, nothing else, and
//      writes no result (a look while working on one call, not a figure for docs/performance.md).
//      Writes bench/results/RESULT.json; `npm run bench -- growth` runs it at 1, 3 and 10 million.
//      --runs=N asks every call's questions (and the raw sample) N times over: each p95 and raw p95
//      is the median of the runs (the questions are the same each time; the machine is not).
//      (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; the database named by
//      --db is dropped and loaded there, and kept; --reuse measures it again without loading,
//      --load-only loads it without measuring)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { newDeviceKey } from '../apps/server/src/modules/device/device-keys';
import { startSession } from '../apps/server/src/modules/users/sessions.service';
import { notePageCache, pageCacheNote } from './lib/page-cache.mjs';
import { goal, median, writeResult } from './lib/results.mjs';
import { tradeCursorAt } from './lib/trade-cursor';
import { COMPANIES, dayText, loadDatabase, randomOf } from './stats-load';
import { apiFigures, rawAnswer, type Call, type Figures, type Question } from './stats-raw';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const TRADES = Number(arg('trades', '10000000'));
const REUSE = process.argv.includes('--reuse');
const REQUESTS = Number(arg('requests', '300'));
const RAW = Number(arg('raw', '30'));
const RUNS = Number(arg('runs', '3'));
const WARM_UP = 20;
const NAME = arg('db', 'tm_bench_stats');
const RESULT = arg('result', 'stats');
const INGEST_BATCHES = Number(arg('ingest-batches', '30'));
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DAY_MS = 86_400_000;

const url = new URL(PG_URL);
url.pathname = `/${NAME}`;
const databaseUrl = REUSE ? url.toString() : await loadDatabase(PG_URL, NAME, TRADES);
if (process.argv.includes('--load-only')) {
  process.exit(0);
}

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const select = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await pool.query<T>(text, values)).rows;

const [facts] = await select<{ last: string; trades: string; version: string }>(
  `SELECT to_char(max(day), 'YYYY-MM-DD') AS last, (SELECT reltuples::bigint FROM pg_class WHERE relname = 'trades') AS trades,
     current_setting('server_version') AS version FROM trade_daily`,
);
if (!facts?.last) {
  throw new Error(`${NAME} holds no sales: run without --reuse to load it`);
}
console.log(`\n${NAME}: about ${facts.trades} sales up to ${facts.last}, PostgreSQL ${facts.version}`);
// The database's share of the page cache before the questions, and after them.
const cached: (number | undefined)[] = [];
await notePageCache(pool, NAME, cached);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-bench-stats-'));
const app = await buildApp(
  loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: '0' }),
);
await app.ready();
// Tables a migration has just filled: analysed and vacuumed, as autovacuum would do before long.
for (const { name } of await select<{ name: string }>(
  `SELECT relname AS name FROM pg_stat_user_tables
   WHERE last_analyze IS NULL AND last_autoanalyze IS NULL AND n_live_tup > 0`,
)) {
  console.log(`VACUUM ANALYZE ${name} (new since the load)`);
  await pool.query(`VACUUM ANALYZE "${name}"`);
}
const basic = (token: string) => `Basic ${Buffer.from(`${token}:`).toString('base64')}`;
const tokenOf = async (userId: number) =>
  basic((await startSession(app.database.db, userId, new Date(), 86_400)).token);

// Companies by their sales: the largest, one of the middle and a small one.
const ranked = await select<{ company_id: number; shops: number; goods: number; trades: string }>(
  `SELECT c.id AS company_id, (SELECT count(*)::int FROM shops WHERE company_id = c.id) AS shops,
     (SELECT count(*)::int FROM goods WHERE company_id = c.id) AS goods,
     (SELECT sum(sale_count + return_count) FROM trade_daily WHERE company_id = c.id) AS trades
   FROM companies c ORDER BY 4 DESC NULLS LAST`,
);
type Actor = { label: string; auth: string; companyId: number | undefined; named?: number };
const sized = [
  ['large', ranked[0]],
  ['medium', ranked[Math.floor(ranked.length / 6)]],
  ['small', ranked[Math.floor((ranked.length * 2) / 3)]],
] as const;
const actors: Actor[] = [];
for (const [label, company] of sized) {
  if (!company) {
    throw new Error('too few companies');
  }
  console.log(
    `${label} company #${company.company_id}: ${company.shops} shops, ${company.goods} goods, ${company.trades} sales`,
  );
  actors.push({ label, auth: await tokenOf(company.company_id), companyId: company.company_id });
}
const adminAuth = await tokenOf(COMPANIES + 1);

const shopsOf = new Map<number, number[]>();
for (const row of await select<{ id: number; company_id: number }>('SELECT id, company_id FROM shops ORDER BY id')) {
  shopsOf.set(row.company_id, [...(shopsOf.get(row.company_id) ?? []), row.id]);
}
const shopCompany = new Map([...shopsOf].flatMap(([company, shops]) => shops.map((shop) => [shop, company])));
// Goods by sales over the data's year: the ten best sellers and the slowest tenth of each company.
// (The year alone: the ingest step below stores its sales years before it.)
const goodsByCompany = new Map<number, { id: number; sold: number }[]>();
for (const row of await select<{ id: number; company_id: number; sold: string }>(
  `SELECT g.id, g.company_id, coalesce(s.sold, 0) AS sold FROM goods g
   LEFT JOIN (SELECT good_id, sum(sale_count) AS sold FROM trade_daily_goods WHERE day > $1::date - 365 GROUP BY 1) AS s
     ON s.good_id = g.id
   ORDER BY g.company_id, 3 DESC, g.id`,
  [facts.last],
)) {
  goodsByCompany.set(row.company_id, [
    ...(goodsByCompany.get(row.company_id) ?? []),
    { id: row.id, sold: Number(row.sold) },
  ]);
}
const goodCompany = new Map([...goodsByCompany].flatMap(([company, goods]) => goods.map((g) => [g.id, company])));
const WORDS = ['苹果', '香蕉', '猪肉', '草鱼', '精品', '卤牛肉', '核桃', '西红柿'];
const CATEGORY_NAMES = ['水果', '蔬菜', '肉类', '水产', '熟食'];

/** The periods a console asks for, with how often: today is the day after the data's last. */
const today = Date.parse(facts.last) + DAY_MS;
const monthStart = (ms: number) => Date.parse(`${dayText(ms).slice(0, 7)}-01`);
const PERIODS: [label: string, weight: number, from: number, to: number][] = [
  ['today', 10, today, today],
  ['yesterday', 15, today - DAY_MS, today - DAY_MS],
  ['7 days', 25, today - 6 * DAY_MS, today],
  ['30 days', 20, today - 29 * DAY_MS, today],
  ['this month', 10, monthStart(today), today],
  ['last month', 8, monthStart(monthStart(today) - DAY_MS), monthStart(today) - DAY_MS],
  ['90 days', 7, today - 89 * DAY_MS, today],
  ['365 days', 5, today - 364 * DAY_MS, today],
];

const random = randomOf(Number(arg('seed', '1')));
const choose = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
function weighted<T>(items: readonly [T, number][]): T {
  let u = random() * items.reduce((sum, [, w]) => sum + w, 0);
  for (const [item, w] of items) {
    if ((u -= w) < 0) {
      return item;
    }
  }
  return items[0]![0];
}

type Asked = { question: Question; url: string; auth: string; period: string; actor: string };

/**
 * One question of `call`: company users of the three sizes 30 % each, an administrator 10 % (all
 * companies, or naming the large one for the rankings); a shop named in 30 % of the company users'
 * questions where the call takes one.
 */
function ask(call: Call): Asked {
  const [period, , fromMs, toMs] = weighted(PERIODS.map((p) => [p, p[1]] as [typeof p, number]));
  const from = dayText(fromMs);
  const to = dayText(toMs);
  const isAdmin = random() < 0.1;
  const actor = isAdmin ? undefined : choose(actors);
  const named =
    isAdmin && random() < 0.5 && (call === 'goods' || call === 'shops' || call === 'sales' || call === 'orders')
      ? actors[0]?.companyId
      : undefined;
  const companyId = actor?.companyId ?? named;
  const params = new URLSearchParams({ from, to });
  if (named) {
    params.set('company_id', String(named));
  }
  const question: Question = { call, from, to, companyId };
  const ownCompany = companyId ?? choose([...shopsOf.keys()]);
  if (actor && call !== 'shops' && call !== 'shops/:id' && random() < 0.3) {
    question.shopId = choose(shopsOf.get(ownCompany) ?? []);
    params.set('shop_id', String(question.shopId));
  }
  let pathname: string = call;
  if (call === 'goods/:id') {
    const goods = goodsByCompany.get(ownCompany) ?? [];
    // Six in ten: one of the ten best sellers; else one of the slowest tenth.
    const good = random() < 0.6 ? choose(goods.slice(0, 10)) : choose(goods.slice(Math.floor(goods.length * 0.9)));
    question.id = good.id;
    question.ownerCompanyId = goodCompany.get(good.id);
    pathname = `goods/${good.id}`;
  }
  if (call === 'shops/:id') {
    question.id = choose(shopsOf.get(ownCompany) ?? []);
    question.ownerCompanyId = shopCompany.get(question.id);
    pathname = `shops/${question.id}`;
  }
  if (question.shopId !== undefined) {
    question.ownerCompanyId = ownCompany;
  }
  if (call === 'goods') {
    const perPage = 20;
    const count = companyId ? (goodsByCompany.get(companyId)?.length ?? 0) : goodCompany.size;
    const lastPage = Math.max(1, Math.ceil(count / perPage));
    const page = Math.min(
      lastPage,
      weighted([
        [1, 70],
        [2 + Math.floor(random() * 4), 20],
        [10 + Math.floor(random() * 41), 10],
      ]),
    );
    const goods: NonNullable<Question['goods']> = {
      sort: weighted([
        ['amount', 70],
        ['count', 15],
        ['weight', 10],
        ['pieces', 5],
      ] as const),
      order: random() < 0.8 ? 'desc' : 'asc',
      page,
      perPage,
    };
    const filter = random();
    if (filter < 0.2) {
      goods.q = random() < 0.7 ? choose(WORDS) : String(1 + Math.floor(random() * 150));
      goods.page = 1;
    } else if (filter < 0.35) {
      goods.category = choose(CATEGORY_NAMES);
      goods.page = Math.min(goods.page, 3);
    }
    question.goods = goods;
    params.set('sort', goods.sort);
    params.set('order', goods.order);
    params.set('page', String(goods.page));
    params.set('per_page', String(perPage));
    if (goods.q !== undefined) {
      params.set('q', goods.q);
    }
    if (goods.category !== undefined) {
      params.set('category', goods.category);
    }
  }
  return {
    question,
    url: `/api/management/stats/${pathname}?${params.toString()}`,
    auth: actor?.auth ?? adminAuth,
    period,
    actor: actor?.label ?? (named ? 'admin, one company' : 'admin, all'),
  };
}

async function get(auth: string, target: string) {
  const started = performance.now();
  const res = await app.inject({ method: 'GET', url: target, headers: { authorization: auth } });
  const ms = performance.now() - started;
  if (res.statusCode !== 200) {
    throw new Error(`${target}: ${res.statusCode} ${res.body.slice(0, 500)}`);
  }
  return { ms, data: res.json<{ data: Record<string, unknown> }>().data };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;
}
const ms = (value: number) => (Number.isNaN(value) ? '–' : value >= 100 ? value.toFixed(0) : value.toFixed(1));

/**
 * Whether both answers agree. A good's `order_count` is left out: the rollup credits a ticket to
 * the good of its first item, where counting the tickets that hold the good gives more.
 */
function sameFigures(call: Call, api: Figures, raw: Figures): boolean {
  const shown = (figures: Figures) =>
    JSON.stringify(figures, (key, value: unknown) =>
      call === 'goods/:id' && key === 'order_count' ? undefined : value,
    );
  return shown(api) === shown(raw);
}

type Measured = {
  call: Call;
  /** The last run's times, for the tables by period and by caller. */
  times: { ms: number; period: string; actor: string }[];
  raw: number[];
  paired: number[];
  /** Per run: the p50, p95 and p99 of the API's times and the raw sample's p95. */
  runs: { p50: number; p95: number; p99: number; rawP95: number }[];
};
/** Each sampled question: its period, and how long the raw query and the API took on it. */
const pairs: { period: string; raw: number; api: number }[] = [];
const ALL_CALLS: Call[] = ['sales', 'orders', 'goods', 'goods/:id', 'shops', 'shops/:id'];
const ONLY = arg('calls', '');
const CALLS = ONLY
  ? ONLY.split(',').map((name) => ALL_CALLS.find((call) => call === name) ?? unknownCall(name))
  : ALL_CALLS;
function unknownCall(name: string): never {
  throw new Error(`--calls: no call ${name} (the calls: ${ALL_CALLS.join(', ')})`);
}
const measured: Measured[] = [];
for (const call of CALLS) {
  const asked = Array.from({ length: REQUESTS }, () => ask(call));
  for (const warm of Array.from({ length: WARM_UP }, () => ask(call))) {
    await get(warm.auth, warm.url);
  }
  const step = Math.max(1, Math.floor(REQUESTS / RAW));
  const sampledIndexes = asked
    .map((_, index) => index)
    .filter((index) => index % step === 0)
    .slice(0, RAW);
  const runs: Measured['runs'] = [];
  let times: Measured['times'] = [];
  let raw: number[] = [];
  let paired: number[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const sampled = new Map<number, Figures>();
    times = [];
    for (const [index, item] of asked.entries()) {
      const answer = await get(item.auth, item.url);
      times.push({ ms: answer.ms, period: item.period, actor: item.actor });
      if (run === 1 && sampledIndexes.includes(index)) {
        sampled.set(index, apiFigures(call, answer.data));
      }
    }
    for (const index of sampledIndexes.slice(0, 3)) {
      await rawAnswer(pool, asked[index]!.question);
    }
    raw = [];
    paired = [];
    for (const index of sampledIndexes) {
      const item = asked[index]!;
      const answer = await rawAnswer(pool, item.question);
      raw.push(answer.ms);
      paired.push(times[index]?.ms ?? NaN);
      if (run === RUNS) {
        pairs.push({ period: item.period, raw: answer.ms, api: times[index]?.ms ?? NaN });
      }
      const api = sampled.get(index);
      if (api && !sameFigures(call, api, answer.figures)) {
        console.error('API:', JSON.stringify(api), '\nraw:', JSON.stringify(answer.figures));
        throw new Error(`${item.url} (${item.actor}): the rollups and the raw query disagree`);
      }
    }
    const all = times.map((t) => t.ms);
    runs.push({
      p50: percentile(all, 0.5),
      p95: percentile(all, 0.95),
      p99: percentile(all, 0.99),
      rawP95: percentile(raw, 0.95),
    });
    console.log(
      `${call}, run ${run} of ${RUNS}: ${REQUESTS} requests p50 ${ms(percentile(all, 0.5))} p95 ${ms(percentile(all, 0.95))} p99 ${ms(percentile(all, 0.99))} ms; ` +
        `raw on ${raw.length} of them p50 ${ms(percentile(raw, 0.5))} p95 ${ms(percentile(raw, 0.95))} ms${run === 1 ? '; totals equal' : ''}`,
    );
  }
  measured.push({ call, times, raw, paired, runs });
}

console.log(
  `\n## Statistics calls (${REQUESTS} requests each, one at a time; raw GROUP BY on a sample of ${RAW}; median of ${RUNS} runs, the last run's for max and the same-question ratios)\n`,
);
console.log(
  '| call | p50 | p95 | p99 | max | raw p50 | raw p95 | raw p50 / p50 | raw p95 / p95 | same question: median raw / rollup, ≥ 50× | goals met |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const speedUp = (ratio: number) => `${ratio.toFixed(ratio < 10 ? 1 : 0)}×`;
for (const { call, times, raw, paired, runs } of measured) {
  const all = times.map((t) => t.ms);
  const [p50, p95, p99] = [
    median(runs.map((r) => r.p50)),
    median(runs.map((r) => r.p95)),
    median(runs.map((r) => r.p99)),
  ];
  const [r50, r95] = [percentile(raw, 0.5), median(runs.map((r) => r.rawP95))];
  const ratios = raw.map((r, i) => r / (paired[i] ?? NaN));
  const met = [p95 < 50 ? 'p95' : '', r95 / p95 >= 50 ? '50×' : ''].filter(Boolean).join(', ') || 'none';
  console.log(
    `| ${call} | ${ms(p50)} | ${ms(p95)} | ${ms(p99)} | ${ms(Math.max(...all))} | ${ms(r50)} | ${ms(r95)} | ` +
      `${speedUp(r50 / p50)} | ${speedUp(r95 / p95)} | ${speedUp(percentile(ratios, 0.5))}, ${ratios.filter((r) => r >= 50).length} of ${ratios.length} | ${met} |`,
  );
}
console.log(`\n## The same question, raw GROUP BY against the API, by period (the samples of every call)\n`);
console.log('| period | questions | raw p50 | API p50 | raw / API, median | ≥ 50× |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [label] of PERIODS) {
  const of = pairs.filter((pair) => pair.period === label);
  const ratios = of.map((pair) => pair.raw / pair.api);
  console.log(
    `| ${label} | ${of.length} | ${ms(
      percentile(
        of.map((pair) => pair.raw),
        0.5,
      ),
    )} | ${ms(
      percentile(
        of.map((pair) => pair.api),
        0.5,
      ),
    )} | ` + `${of.length ? speedUp(percentile(ratios, 0.5)) : '–'} | ${ratios.filter((r) => r >= 50).length} |`,
  );
}
for (const [by, labels] of [
  ['period', PERIODS.map((p) => p[0])],
  ['caller', [...actors.map((a) => a.label), 'admin, all', 'admin, one company']],
] as const) {
  console.log(`\n## p50 / p95 (ms) by ${by}\n`);
  console.log(`| call | ${labels.join(' | ')} |`);
  console.log(`| --- |${labels.map(() => ' --- |').join('')}`);
  for (const { call, times } of measured) {
    const cells = labels.map((label) => {
      const of = times.filter((t) => (by === 'period' ? t.period : t.actor) === label).map((t) => t.ms);
      return of.length ? `${ms(percentile(of, 0.5))} / ${ms(percentile(of, 0.95))}` : '';
    });
    console.log(`| ${call} | ${cells.join(' | ')} |`);
  }
}

async function finish() {
  await app.close();
  await pool.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (ONLY) {
  await finish();
  process.exit(0);
}

// The sales list: pages 1, 10, 100 and 1000 of each filter, the deep ones from a cursor made for
// that position (as `next_cursor` would be after following the pages before).
const PER_PAGE = 20;
const largest = actors[0]!;
const largeShops = shopsOf.get(largest.companyId!) ?? [];
const weekAgo = new Date(today - 7 * DAY_MS - 8 * 3_600_000).toISOString();
type ListCase = { label: string; auth: string; companyId?: number; params: Record<string, string> };
const LIST_CASES: ListCase[] = [
  { label: 'large company, newest first', auth: largest.auth, companyId: largest.companyId, params: {} },
  {
    label: 'large company, one shop',
    auth: largest.auth,
    companyId: largest.companyId,
    params: { shop_id: String(largeShops[0]) },
  },
  {
    label: 'large company, last 7 days',
    auth: largest.auth,
    companyId: largest.companyId,
    params: { start_time: weekAgo },
  },
  { label: 'large company, returns', auth: largest.auth, companyId: largest.companyId, params: { type: 'return' } },
  {
    label: 'large company, by total, largest first',
    auth: largest.auth,
    companyId: largest.companyId,
    params: { sort: '-total' },
  },
  {
    label: 'large company, by total, smallest first',
    auth: largest.auth,
    companyId: largest.companyId,
    params: { sort: 'total' },
  },
  { label: 'small company, newest first', auth: actors[2]!.auth, companyId: actors[2]!.companyId, params: {} },
  { label: 'administrator, every company', auth: adminAuth, params: {} },
];
const DEPTHS = [1, 10, 100, 1000];
const PER_DEPTH = Number(arg('list-requests', '5'));

const listTimes: { label: string; depth: number; ms: number }[] = [];
for (const listCase of LIST_CASES) {
  const base = new URLSearchParams({ ...listCase.params, per_page: String(PER_PAGE) });
  // The cursor made here for page 2 is the listCase the API hands out after page 1.
  const first = await get(listCase.auth, `/api/management/trades?${base.toString()}`);
  const total = (first.data.meta as { total: number }).total;
  const cursorAt = (offset: number) => tradeCursorAt(pool, listCase, offset, total);
  const made = await cursorAt(PER_PAGE);
  if ((first.data.meta as { next_cursor: string | null }).next_cursor !== (made ?? null)) {
    throw new Error(`${listCase.label}: the made cursor differs from the API's`);
  }
  for (const depth of DEPTHS) {
    for (let k = 0; k < PER_DEPTH; k += 1) {
      const offset = (depth - 1 + k) * PER_PAGE;
      const cursor = await cursorAt(offset);
      if (offset > 0 && !cursor) {
        // The filter has fewer pages than that: nothing to measure at this depth.
        break;
      }
      const params = new URLSearchParams(base);
      if (cursor) {
        params.set('cursor', cursor);
      }
      const answer = await get(listCase.auth, `/api/management/trades?${params.toString()}`);
      listTimes.push({ label: listCase.label, depth, ms: answer.ms });
    }
  }
}
console.log(
  `\n## Sales list (${PER_PAGE} a page; ${PER_DEPTH} requests at each of pages ${DEPTHS.join(', ')} and the pages after)\n`,
);
console.log(`| filter | ${DEPTHS.map((d) => `page ${d} p50`).join(' | ')} | p95 | p99 |`);
console.log(`| --- |${DEPTHS.map(() => ' --- |').join('')} --- | --- |`);
for (const one of LIST_CASES) {
  const of = listTimes.filter((t) => t.label === one.label);
  const byDepth = DEPTHS.map((d) =>
    ms(
      percentile(
        of.filter((t) => t.depth === d).map((t) => t.ms),
        0.5,
      ),
    ),
  );
  const all = of.map((t) => t.ms);
  console.log(
    `| ${one.label} | ${byDepth.join(' | ')} | ${ms(percentile(all, 0.95))} | ${ms(percentile(all, 0.99))} |`,
  );
}

// Ingest at this size: batches of 1000 sales from one more scale of the large company, through the
// device API in-process, one batch at a time, so its cost can be set beside the table's size. The
// sales are dated three years before the data's last day, outside every period asked and the one
// before it: a later run of this bench on the same database asks the same questions of the same
// figures (they were dated on the last day, and each run added 30 000 sales to it).
const [ingestScale] = await select<{ id: number; shop_id: number; scale_uuid: string }>(
  `SELECT id, shop_id, scale_uuid FROM scales WHERE company_id = $1 ORDER BY id LIMIT 1`,
  [largest.companyId],
);
const [ingestGood] = await select<{ plu: number; unit_price: number }>(
  `SELECT plu, unit_price FROM goods WHERE company_id = $1 ORDER BY id LIMIT 1`,
  [largest.companyId],
);
const deviceKey = newDeviceKey();
await pool.query('UPDATE scales SET device_key_hash = $1 WHERE id = $2', [deviceKey.hash, ingestScale!.id]);
const scaleAuth = `Basic ${Buffer.from(`${ingestScale!.scale_uuid}:${deviceKey.key}`).toString('base64')}`;
const ingestStarted = performance.now();
const ingestRun = `${Date.now().toString(36)}`;
for (let batch = 0; batch < INGEST_BATCHES; batch += 1) {
  const trades = Array.from({ length: 1000 }, (_, i) => ({
    trade_no: `bench-${ingestRun}-${batch}-${i}`,
    trade_time: new Date(today - 3 * 365 * DAY_MS + 10 * 3_600_000 + batch * 1000 + i).toISOString(),
    plu: ingestGood!.plu,
    unit_price: ingestGood!.unit_price,
    weight_g: 500,
    total_price: Math.round(ingestGood!.unit_price / 2),
    type: 'sale',
  }));
  const res = await app.inject({
    method: 'POST',
    url: '/api/device/v1/trades',
    headers: { authorization: scaleAuth, 'content-type': 'application/json' },
    payload: JSON.stringify({ trades }),
  });
  if (res.statusCode !== 200 || res.json<{ data: { accepted: number } }>().data.accepted !== 1000) {
    throw new Error(`ingest: ${res.statusCode} ${res.body.slice(0, 300)}`);
  }
}
const ingestRate = (INGEST_BATCHES * 1000) / ((performance.now() - ingestStarted) / 1000);
console.log(
  `\ningest at this size: ${INGEST_BATCHES} batches of 1000, one at a time: ${Math.round(ingestRate)} sales/s`,
);

const [size] = await select<{ size: string }>(`SELECT pg_size_pretty(pg_database_size(current_database())) AS size`);
console.log(`\n${NAME} kept: ${size?.size}`);

const millions = `${Math.round(Number(facts.trades) / 100_000) / 10} M`;
await notePageCache(pool, NAME, cached);
writeResult(RESULT, {
  title: `Statistics and the sales list at ${millions} sales`,
  command: `npm run bench -- stats --reuse --db=${NAME} --requests=${REQUESTS} --raw=${RAW} --runs=${RUNS}${RESULT === 'stats' ? '' : ` --result=${RESULT}`} (after loading it: the same without --reuse${TRADES === 10_000_000 ? '' : ` and --trades=${TRADES}`})`,
  database: `PostgreSQL, ${NAME}: about ${facts.trades} sales, ${size?.size}`,
  postgresUrl: PG_URL,
  figures: [
    ...measured.map(({ call, runs }) => {
      const [p95, rawP95] = [median(runs.map((r) => r.p95)), median(runs.map((r) => r.rawP95))];
      return {
        key: `${call.replace(/[^a-z]+/g, '_')}_p95`,
        label: `\`${call}\` p95 of ${REQUESTS} questions (p50 ${ms(median(runs.map((r) => r.p50)))} ms, p99 ${ms(median(runs.map((r) => r.p99)))} ms)`,
        unit: 'ms',
        samples: runs.map((r) => r.p95),
        lower_is_better: true,
        reference: {
          label: `raw \`GROUP BY\` p95 on ${RAW} of them`,
          unit: 'ms',
          samples: runs.map((r) => r.rawP95),
        },
        // The goals are set at ten million sales; the smaller sizes are for the growth figures.
        goals:
          Number(facts.trades) >= 9_000_000
            ? [goal('< 50 ms', p95 < 50), goal('≥ 50× faster than raw (p95)', rawP95 / p95 >= 50)]
            : undefined,
      };
    }),
    ...LIST_CASES.map((one) => {
      const all = listTimes.filter((t) => t.label === one.label).map((t) => t.ms);
      return {
        key: `list_${one.label.replace(/[^a-z]+/gi, '_').toLowerCase()}`,
        label: `sales list, ${one.label}: p99 over pages ${DEPTHS.join(', ')} (in-process)`,
        unit: 'ms',
        samples: [percentile(all, 0.99)],
        lower_is_better: true,
      };
    }),
    {
      key: 'ingest_in_process',
      label: `ingest at this size: ${INGEST_BATCHES} batches of 1000 through the device API, one at a time, in-process`,
      unit: 'sales/s',
      samples: [ingestRate],
    },
  ],
  notes: [
    `The app in-process (\`app.inject\`: routing, session, validation, serialisation; no network), ${REQUESTS} questions a call of a realistic mix after ${WARM_UP} to warm up, one at a time, asked ${RUNS} times over (each p95 the median of the runs); every tenth answered also by the raw \`GROUP BY\` over \`trades\` one would write without rollups, and both answers compared (equal). The data set and the mix of questions: bench/stats-load.ts and bench/stats.ts.`,
    pageCacheNote(cached, 'before the questions and after them'),
  ],
});
await finish();
