// A scale's first full sync of many goods, with prices resolved for its zone (`priceInForceSql`:
// `effective_price()` for goods repriced)
// (docs/prices.md), against the same goods read without it in the same run: what the price
// resolution costs the sync. On the embedded PGlite, and on PostgreSQL when --pg is given
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a database of its own,
// dropped after). Figures: docs/performance.md.
// Run: npm run bench -- price-sync [--goods=10000] [--runs=5] [--pg]   (or npx tsx bench/price-sync.ts …)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { insertCompany } from '../apps/server/src/modules/companies/companies.service';
import { newDeviceKey } from '../apps/server/src/modules/device/device-auth';
import { goods } from '../apps/server/src/modules/goods/goods.table';
import {
  priceBatches,
  priceBatchGoods,
  priceZones,
  priceZoneScales,
  zonePriceChanges,
} from '../apps/server/src/modules/prices/prices.table';
import { priceInForceSql } from '../apps/server/src/modules/prices/prices.resolve';
import { scaleGoods, scales } from '../apps/server/src/modules/scales/scales.table';
import { shops } from '../apps/server/src/modules/shops/shops.table';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const GOODS = Number(arg('goods', '10000'));
const RUNS = Number(arg('runs', '5'));
const ON_PG = process.argv.includes('--pg');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const NAME = 'tm_bench_price_sync';

async function pgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${NAME}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${NAME}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
      await client.end();
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const database = ON_PG ? await pgDatabase() : undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-bench-price-sync-'));
const app = await buildApp(
  loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: '0',
    ...(database ? { DATABASE_URL: database.url } : {}),
  }),
);
await app.ready();
const db = app.database.db;

// A company with GOODS goods on one scale in a zone: a tenth with a zone price, a twentieth with a
// base price changed by a batch, and a markdown of a twentieth running now.
const company = await insertCompany(db, { name: '压测公司', contact_person: '压测', phone_number: '13900000000' });
const [shop] = await db.insert(shops).values({ company_id: company.id, name: '压测门店' }).returning();
const { key, hash } = newDeviceKey();
const [scale] = await db
  .insert(scales)
  .values({
    company_id: company.id,
    shop_id: shop?.id ?? 0,
    scale_name: '压测秤',
    scale_uuid: 'BENCHPRICE01',
    model: 'TM-Aa',
    device_key_hash: hash,
  })
  .returning();
if (!shop || !scale) {
  throw new Error('not seeded');
}
const stored: { id: number }[] = [];
for (let from = 1; from <= GOODS; from += 2000) {
  const slice = Array.from({ length: Math.min(2000, GOODS - from + 1) }, (_, i) => from + i);
  stored.push(
    ...(await db
      .insert(goods)
      .values(
        slice.map((plu) => ({
          company_id: company.id,
          plu,
          item_code: String(plu),
          name_lines: [`商品${plu}`],
          name: `商品${plu}`,
          unit_price: 500 + (plu % 1000),
          pricing_mode: 'by_weight' as const,
        })),
      )
      .returning({ id: goods.id })),
  );
  await db.insert(scaleGoods).values(
    slice.map((plu, i) => ({
      scale_id: scale.id,
      good_id: stored[from - 1 + i]?.id ?? 0,
      company_id: company.id,
      plu,
    })),
  );
}
const [zone] = await db.insert(priceZones).values({ company_id: company.id, name: '压测区' }).returning();
if (!zone) {
  throw new Error('not seeded');
}
await db.insert(priceZoneScales).values({ scale_id: scale.id, zone_id: zone.id, company_id: company.id });
const now = new Date();
const hourAgo = new Date(now.getTime() - 3_600_000);
await db.insert(zonePriceChanges).values(
  stored
    .filter((_, i) => i % 10 === 0)
    .map((good) => ({
      company_id: company.id,
      good_id: good.id,
      zone_id: zone.id,
      new_price: 999,
      changed_time: hourAgo,
    })),
);
for (const [kind, every] of [
  ['change', 20],
  ['markdown', 20],
] as const) {
  const [batch] = await db
    .insert(priceBatches)
    .values({
      company_id: company.id,
      kind,
      name: kind,
      status: kind === 'change' ? 'applied' : 'active',
      starts_time: hourAgo,
      ends_time: kind === 'markdown' ? new Date(now.getTime() + 3_600_000) : null,
      base: kind === 'change',
      zone_ids: kind === 'markdown' ? [zone.id] : [],
      percent_off: kind === 'markdown' ? 30 : null,
      created_time: hourAgo,
    })
    .returning();
  const chosen = stored.filter((_, i) => i % every === (kind === 'change' ? 1 : 2));
  for (let at = 0; at < chosen.length; at += 2000) {
    await db.insert(priceBatchGoods).values(
      chosen.slice(at, at + 2000).map((good) => ({
        batch_id: batch?.id ?? 0,
        good_id: good.id,
        zone_key: kind === 'change' ? 0 : zone.id,
        company_id: company.id,
        unit_price: kind === 'change' ? 777 : null,
      })),
    );
  }
}
await db.execute(sql`ANALYZE`);

const authorization = `Basic ${Buffer.from(`${scale.scale_uuid}:${key}`).toString('base64')}`;
/** Every page of a sync from scratch, as a new scale makes it: the goods received. */
async function fullSync(): Promise<number> {
  let since = 0;
  let received = 0;
  for (;;) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/device/v1/sync?since=${since}`,
      headers: { authorization },
    });
    const answer = res.json<{ data: { version: number; goods: unknown[]; more: boolean } }>().data;
    received += answer.goods.length;
    if (!answer.more) {
      return received;
    }
    since = answer.version;
  }
}
/** The same goods read plainly, the stored price, no resolution: the reference. */
const plainRead = () =>
  db.execute(sql`SELECT g.* FROM scale_goods sg JOIN goods g ON g.id = sg.good_id
    WHERE sg.scale_id = ${scale.id} AND NOT sg.removed ORDER BY g.plu`);
/** The same read with each price resolved as the sync resolves it. */
const resolvedRead = () =>
  db.execute(sql`SELECT g.*, ${priceInForceSql(sql`g.id`, zone.id, sql`now()`)} AS sells_at
    FROM scale_goods sg JOIN goods g ON g.id = sg.good_id
    WHERE sg.scale_id = ${scale.id} AND NOT sg.removed ORDER BY g.plu`);

const time = async (work: () => Promise<unknown>) => {
  const samples: number[] = [];
  await work();
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return { median: median(samples), min: Math.min(...samples), max: Math.max(...samples) };
};

const received = await fullSync();
if (received !== GOODS) {
  throw new Error(`the sync sent ${received} goods of ${GOODS}`);
}
const figures = {
  'full sync through the device API': await time(fullSync),
  'the goods read, prices resolved': await time(resolvedRead),
  'the goods read, stored prices (reference)': await time(plainRead),
};
console.log(
  `\n${ON_PG ? 'PostgreSQL' : 'PGlite'}, ${GOODS} goods on one scale in a zone (a tenth with a zone price, ` +
    `a twentieth changed by a batch, a twentieth marked down), ${RUNS} runs after one warm-up, ${os.cpus().length} cores`,
);
for (const [name, figure] of Object.entries(figures)) {
  console.log(
    `${name.padEnd(44)} median ${figure.median.toFixed(0).padStart(6)} ms  (${figure.min.toFixed(0)}–${figure.max.toFixed(0)})`,
  );
}
await app.close();
await database?.drop();
fs.rmSync(dataDir, { recursive: true, force: true });
