/**
 * Scale simulator: plays N scales against a running server through the device API, as real scales
 * would after an administrator set them up in the console.
 *
 *   npm run simulate -- --url http://localhost:8080 --scales 5 --trades 2000 [--concurrency 4]
 *
 * Signs in as an administrator, creates the scales in the shops that sell goods (round robin), puts
 * each shop's goods on its scales, syncs every scale until it holds everything, uploads `--trades`
 * sales per scale in batches, sends one batch again to show it is counted as duplicates, and prints
 * throughput and counts. Exits 1 when a count is not what the server should have answered.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  GRAMS_PER_UNIT,
  TRADES_BATCH_MAX,
  heartbeatSchema,
  loginResultSchema,
  pageOf,
  scaleHoldingsResultSchema,
  syncSchema,
  uploadTradesResultSchema,
  type DeviceTrade,
  type PricingMode,
} from '@tm/contracts';
import { z } from 'zod';
import { runTmShop } from './tm-shop';

const USAGE = `npm run simulate -- [options]
  --url URL          server origin (default http://localhost:8080)
  --scales N         scales to create (default 3)
  --trades M         sales each scale uploads (default 1000)
  --batch B          sales per upload, at most ${TRADES_BATCH_MAX} (default 200)
  --concurrency C    scales working at the same time (default 4)
  --user NAME        administrator to sign in as (default admin)
  --password PASS    its password (default admin1234)
  --reuse            use the scales that already hold goods first (their keys are regenerated),
                     creating only the rest
  --live             afterwards keep every scale online and selling a little, until stopped
  --tm N             instead: N emulated TM LAN scales in the first shop that sells goods, behind a
                     new shop gateway (docs/gateway.md): load, sales read back, reports`;

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8080' },
    scales: { type: 'string', default: '3' },
    trades: { type: 'string', default: '1000' },
    batch: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '4' },
    user: { type: 'string', default: 'admin' },
    password: { type: 'string', default: 'admin1234' },
    reuse: { type: 'boolean', default: false },
    live: { type: 'boolean', default: false },
    tm: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

function positive(name: string, text: string, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`--${name} must be a whole number from 1 to ${max}\n\n${USAGE}`);
    process.exit(2);
  }
  return value;
}

if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const origin = args.url.replace(/\/$/, '');
const scaleCount = positive('scales', args.scales, 10_000);
const tradesPerScale = positive('trades', args.trades);
const batchSize = positive('batch', args.batch, TRADES_BATCH_MAX);
const concurrency = positive('concurrency', args.concurrency, 256);

const successSchema = z.object({ code: z.literal(1), data: z.unknown() });
const basic = (name: string, secret: string) => `Basic ${Buffer.from(`${name}:${secret}`).toString('base64')}`;

/** Calls the API and checks the answer against its contract; a failure names the call and the server's message. */
async function call<T extends z.ZodType>(
  data: T,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  authorization: string,
  body?: unknown,
): Promise<z.output<T>> {
  const res = await fetch(`${origin}/api${path}`, {
    method,
    headers: {
      authorization,
      'accept-language': 'en',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) {
    throw new Error(`${method} ${path}: HTTP ${res.status} ${text.slice(0, 300)}`);
  }
  const parsed = successSchema.safeParse(JSON.parse(text));
  const result = parsed.success ? data.safeParse(parsed.data.data) : parsed;
  if (!result.success) {
    throw new Error(
      `${method} ${path}: the answer does not match the contract\n${z.prettifyError(result.error).slice(0, 600)}`,
    );
  }
  return result.data;
}

const shopRow = z.object({ id: z.int(), name: z.string() });
const idRow = z.object({ id: z.int() });
const scaleRow = z.object({
  id: z.int(),
  shop_id: z.int(),
  shop_name: z.string(),
  scale_uuid: z.string(),
  goods_count: z.int(),
});

/** Every page of a list, 100 at a time. */
async function listAll<T extends z.ZodType>(item: T, path: string, authorization: string) {
  const rows: z.output<T>[] = [];
  for (let page = 1; ; page += 1) {
    const separator = path.includes('?') ? '&' : '?';
    const { list, meta } = await call(
      pageOf(item),
      'GET',
      `${path}${separator}page=${page}&per_page=100`,
      authorization,
    );
    rows.push(...list);
    if (list.length === 0 || rows.length >= meta.total) {
      return rows;
    }
  }
}

type HeldGood = { plu: number; name: string; unit_price: number; pricing_mode: PricingMode; grams_per_unit: number };

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/**
 * A scale's ticket numbers, as its customers come: each buys one to four items (the demo's shops
 * sell about 2.3 a ticket), and each item is one sale on the customer's ticket.
 */
function ticketsOf(): () => string {
  let ticketNo = 0;
  let itemsLeft = 0;
  return () => {
    if (itemsLeft === 0) {
      ticketNo += 1;
      itemsLeft = randomInt(1, 4);
    }
    itemsLeft -= 1;
    return String(ticketNo);
  };
}

/** A sale as a scale prints it: a realistic weight or count, the total as the scale computes it. */
function saleOf(good: HeldGood, tradeNo: string, time: Date, ticketNo: string): DeviceTrade {
  const byWeight = good.pricing_mode === 'by_weight';
  const weight = randomInt(80, 3500);
  const quantity = randomInt(1, 6);
  return {
    trade_no: tradeNo,
    trade_time: time.toISOString(),
    plu: good.plu,
    name: good.name,
    unit_price: good.unit_price,
    ...(byWeight ? { weight_g: weight } : { quantity }),
    total_price: byWeight ? Math.round((good.unit_price * weight) / good.grams_per_unit) : good.unit_price * quantity,
    type: Math.random() < 0.01 ? 'return' : 'sale',
    ticket_no: ticketNo,
  };
}

type ScaleTotals = {
  goods: number;
  syncs: number;
  accepted: number;
  duplicates: number;
  flagged: number;
  rejected: number;
};

/** Fetches every change since `since` into `held`; answers the new version and the calls made. */
async function syncScale(auth: string, held: Map<number, HeldGood>, from: number) {
  let since = from;
  let syncs = 0;
  let changed = false;
  for (;;) {
    const answer = await call(syncSchema, 'GET', `/device/v1/sync?since=${since}`, auth);
    syncs += 1;
    changed ||= answer.goods.length > 0 || answer.removed_plus.length > 0;
    for (const plu of answer.removed_plus) {
      held.delete(plu);
    }
    for (const good of answer.goods) {
      held.set(good.plu, {
        plu: good.plu,
        name: good.name_lines[0] ?? '',
        unit_price: good.unit_price,
        pricing_mode: good.pricing_mode,
        grams_per_unit: GRAMS_PER_UNIT[good.weight_unit],
      });
    }
    // An empty answer confirms to the server that the scale holds everything.
    const done = !answer.more && answer.version === since;
    since = answer.version;
    if (done) {
      if (changed) {
        // As its firmware would after a change: tell the cloud what the memory now holds.
        const goods = [...held.values()].map(({ plu, unit_price, name }) => ({ plu, unit_price, name }));
        await call(scaleHoldingsResultSchema, 'POST', '/device/v1/holdings', auth, { source: 'scale_memory', goods });
      }
      return { since, syncs };
    }
  }
}

/** One scale's working day: heartbeat, sync until complete, upload its sales, resend one batch. */
async function runScale(
  uuid: string,
  key: string,
  resend: boolean,
): Promise<ScaleTotals & { held: HeldGood[]; since: number }> {
  const auth = basic(uuid, key);
  await call(heartbeatSchema, 'POST', '/device/v1/heartbeat', auth, { firmware: 'sim-1.0', status: 'ok' });
  const held = new Map<number, HeldGood>();
  const { since, syncs } = await syncScale(auth, held, 0);
  const goods = [...held.values()];
  if (goods.length === 0) {
    throw new Error(`scale ${uuid} holds no goods after its sync`);
  }
  const totals: ScaleTotals = { goods: goods.length, syncs, accepted: 0, duplicates: 0, flagged: 0, rejected: 0 };
  const start = Date.now() - tradesPerScale * 20_000;
  const nextTicket = ticketsOf();
  let firstBatch: DeviceTrade[] = [];
  for (let sent = 0; sent < tradesPerScale; sent += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, tradesPerScale - sent) }, (_, i) => {
      const good = goods[randomInt(0, goods.length - 1)] ?? goods[0];
      if (!good) {
        throw new Error('no good to sell');
      }
      return saleOf(good, `${uuid}-${sent + i + 1}`, new Date(start + (sent + i) * 20_000), nextTicket());
    });
    if (sent === 0) {
      firstBatch = batch;
    }
    const result = await call(uploadTradesResultSchema, 'POST', '/device/v1/trades', auth, { trades: batch });
    totals.accepted += result.accepted;
    totals.duplicates += result.duplicates;
    totals.flagged += result.flagged;
    totals.rejected += result.rejected.length;
  }
  if (resend) {
    // The scale missed the answer to its first upload and sends it again: nothing is stored twice.
    const again = await call(uploadTradesResultSchema, 'POST', '/device/v1/trades', auth, { trades: firstBatch });
    totals.accepted += again.accepted;
    totals.duplicates += again.duplicates;
  }
  return { ...totals, held: goods, since };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Live mode: every scale stays online (a heartbeat every 30 s), sells one or two items every few
 * seconds, and fetches changes every minute, so a demo's lists and dashboards move. Runs until
 * the process is stopped.
 */
async function runLive(scales: { uuid: string; key: string; held: HeldGood[]; since: number }[]): Promise<never> {
  let sold = 0;
  let serial = 0;
  const runLiveScale = async (scale: (typeof scales)[number]) => {
    const auth = basic(scale.uuid, scale.key);
    const held = new Map(scale.held.map((good) => [good.plu, good]));
    let since = scale.since;
    let lastBeat = 0;
    let lastSync = Date.now();
    for (;;) {
      try {
        if (Date.now() - lastBeat >= 30_000) {
          await call(heartbeatSchema, 'POST', '/device/v1/heartbeat', auth, { firmware: 'sim-1.0', status: 'ok' });
          lastBeat = Date.now();
        }
        if (Date.now() - lastSync >= 60_000) {
          since = (await syncScale(auth, held, since)).since;
          lastSync = Date.now();
        }
        const goods = [...held.values()];
        // One customer: one or two items on one ticket, numbered by the time (a scale sells a
        // ticket every few seconds, so no two share it).
        const ticketNo = String(Date.now());
        const trades = Array.from({ length: randomInt(1, 2) }, () => {
          serial += 1;
          const good = goods[randomInt(0, goods.length - 1)];
          return good ? saleOf(good, `${scale.uuid}-live-${Date.now()}-${serial}`, new Date(), ticketNo) : null;
        }).filter((trade) => trade !== null);
        if (trades.length > 0) {
          sold += (await call(uploadTradesResultSchema, 'POST', '/device/v1/trades', auth, { trades })).accepted;
        }
      } catch (error) {
        // A restarting server or a dropped connection: the scale keeps trying, as real ones do.
        console.error(`${scale.uuid}: ${error instanceof Error ? error.message : String(error)}`);
      }
      await sleep(randomInt(3000, 8000));
    }
  };
  setInterval(() => console.log(`live: ${scales.length} scale(s) online, ${sold} sales since start`), 60_000).unref();
  await Promise.all(scales.map(runLiveScale));
  throw new Error('live scales stopped');
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      const item = items[index];
      if (item !== undefined) {
        results[index] = await work(item, index);
      }
    }
  });
  await Promise.all(workers);
  return results;
}

async function main(): Promise<void> {
  const login = await call(
    loginResultSchema,
    'POST',
    '/management/users/login/password',
    basic(args.user, args.password),
    {},
  );
  const admin = basic(login.token, '');

  const shops = await listAll(shopRow, '/management/shops', admin);
  const stocked: { shop: z.output<typeof shopRow>; goodIds: number[] }[] = [];
  for (const shop of shops) {
    const goods = await listAll(idRow, `/management/shops/${shop.id}/goods`, admin);
    if (goods.length > 0) {
      stocked.push({ shop, goodIds: goods.map((good) => good.id) });
    }
  }
  if (stocked.length === 0) {
    throw new Error('no shop sells any goods: start the server with its demo data, or give a shop goods first');
  }

  const run = randomBytes(3).toString('hex');
  if (args.tm !== undefined && stocked[0]) {
    const result = await runTmShop({
      origin,
      admin,
      call,
      shop: stocked[0].shop,
      goodIds: stocked[0].goodIds,
      count: positive('tm', args.tm, 50),
      run,
    });
    process.exit(result.ok ? 0 : 1);
  }
  const setupStart = performance.now();
  // With --reuse, the scales already set up (the demo's, or an earlier run's) come first: a new key
  // for each, the old one stops working.
  const reused = args.reuse
    ? await pool(
        (await listAll(scaleRow, '/management/scales', admin))
          .filter((scale) => scale.goods_count > 0)
          .slice(0, scaleCount),
        concurrency,
        async (scale) => {
          const { device_key } = await call(
            z.object({ device_key: z.string() }),
            'POST',
            `/shops/${scale.shop_id}/scales/${scale.id}/device_key`,
            admin,
            {},
          );
          return { uuid: scale.scale_uuid, key: device_key, shop: scale.shop_name };
        },
      )
    : [];
  const made = await pool(
    Array.from({ length: scaleCount - reused.length }, (_, i) => i),
    concurrency,
    async (i) => {
      const place = stocked[i % stocked.length];
      if (!place) {
        throw new Error('no shop');
      }
      const uuid = `SIM-${run}-${i + 1}`;
      const created = await call(
        z.object({ id: z.int(), device_key: z.string() }),
        'POST',
        '/management/scales/create',
        admin,
        {
          shop_id: place.shop.id,
          scale_name: `模拟秤 ${run}-${i + 1}`,
          scale_uuid: uuid,
          model: 'TM-Aa',
        },
      );
      for (let at = 0; at < place.goodIds.length; at += 1000) {
        await call(z.object({ changed: z.int() }), 'POST', `/scales/${created.id}/goods`, admin, {
          good_ids: place.goodIds.slice(at, at + 1000),
          op_flag: 1,
        });
      }
      return { uuid, key: created.device_key, shop: place.shop.name };
    },
  );
  const scales = [...reused, ...made];
  const setupSeconds = (performance.now() - setupStart) / 1000;

  const workStart = performance.now();
  const totals = await pool(scales, concurrency, (scale, i) => runScale(scale.uuid, scale.key, i === 0));
  const workSeconds = (performance.now() - workStart) / 1000;

  const sum = (field: keyof ScaleTotals) => totals.reduce((acc, row) => acc + row[field], 0);
  const expectedDuplicates = Math.min(batchSize, tradesPerScale);
  const uploaded = scaleCount * tradesPerScale + expectedDuplicates;
  console.log(`server ${origin}, run ${run}`);
  console.log(
    `scales: ${scaleCount} in ${new Set(scales.map((s) => s.shop)).size} shop(s), set up in ${setupSeconds.toFixed(1)} s`,
  );
  console.log(`sync: ${sum('goods')} goods held, ${sum('syncs')} sync calls`);
  console.log(
    `trades: ${uploaded} sent in batches of ${batchSize} (one batch sent twice): ` +
      `${sum('accepted')} accepted, ${sum('duplicates')} duplicates, ${sum('flagged')} flagged, ${sum('rejected')} rejected`,
  );
  console.log(
    `throughput: ${(uploaded / workSeconds).toFixed(0)} trades/s over ${workSeconds.toFixed(1)} s ` +
      `with ${Math.min(concurrency, scaleCount)} scale(s) at a time`,
  );

  const problems = [
    sum('accepted') !== scaleCount * tradesPerScale &&
      `accepted ${sum('accepted')}, expected ${scaleCount * tradesPerScale}`,
    sum('duplicates') !== expectedDuplicates && `duplicates ${sum('duplicates')}, expected ${expectedDuplicates}`,
    sum('flagged') !== 0 && `${sum('flagged')} flagged, expected none (totals are computed as the server checks them)`,
    sum('rejected') !== 0 && `${sum('rejected')} rejected, expected none`,
  ].filter(Boolean);
  if (problems.length > 0) {
    console.error(`not as expected:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  if (args.live) {
    console.log('live: the scales stay online and keep selling; stop with Ctrl+C');
    await runLive(scales.map((scale, i) => ({ ...scale, held: totals[i]?.held ?? [], since: totals[i]?.since ?? 0 })));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
