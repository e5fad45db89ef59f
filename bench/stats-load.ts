// The data set of `bench/stats.ts`: a few dozen companies of different sizes, their shops, scales
// and goods, and N sales over the 365 China days ending yesterday, loaded with COPY; then the
// rollups are built from the loaded trades by the app's own definition (trades.rollup.ts).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase } from '../apps/server/src/db/client';
import { addToRollup, ROLLUPS, withOrderOpenings } from '../apps/server/src/modules/trades/trades.rollup';

export const COMPANIES = 36;
export const SHOPS = 300;
export const GOODS = 10_000;
const DAYS = 365;
const DAY_MS = 86_400_000;
/** China is UTC+8 all year. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
/** The key that orders a rollup's rows in time, one of each rollup's keys. */
const TIME_KEYS = ['hour', 'day', 'month'];

/** A small seeded generator (mulberry32): the same shape on every load. */
export function randomOf(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Normal deviate (Box–Muller). */
const gaussian = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** `total` split into integers proportional to `weights` (largest remainder), each at least `min`. */
function apportion(total: number, weights: number[], min = 0): number[] {
  const spare = total - min * weights.length;
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (spare * w) / sum);
  const parts = exact.map((x) => min + Math.floor(x));
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; k < total - parts.reduce((a, b) => a + b, 0); k += 1) {
    const index = order[k]?.[1] ?? 0;
    parts[index] = (parts[index] ?? 0) + 1;
  }
  return parts;
}

/** Cumulative weights, for picking by a uniform draw. */
function cumulative(weights: number[]): Float64Array {
  const cum = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((w, i) => (cum[i] = sum += w));
  for (let i = 0; i < cum.length; i += 1) {
    cum[i] = (cum[i] ?? 0) / sum;
  }
  return cum;
}

function pick(cum: Float64Array, u: number): number {
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cum[mid] ?? 1) < u) {
      lo = mid + 1;
    } else {
      hi = mid;
    }
  }
  return lo;
}

const CATEGORIES: [category: string, words: string[], byCount: number, basePrice: number][] = [
  [
    '水果',
    ['苹果', '香蕉', '橙子', '梨', '葡萄', '西瓜', '草莓', '芒果', '桃子', '柚子', '猕猴桃', '哈密瓜'],
    0.1,
    1200,
  ],
  [
    '蔬菜',
    ['西红柿', '黄瓜', '土豆', '白菜', '青椒', '茄子', '胡萝卜', '菠菜', '芹菜', '洋葱', '西兰花', '豆角'],
    0.05,
    600,
  ],
  ['肉类', ['猪肉', '牛肉', '羊肉', '鸡胸肉', '排骨', '五花肉', '里脊', '鸡翅', '鸭肉', '牛腩'], 0.05, 3500],
  ['水产', ['草鱼', '鲈鱼', '基围虾', '带鱼', '鲫鱼', '扇贝', '蛤蜊', '鱿鱼', '黄花鱼', '梭子蟹'], 0.15, 4500],
  ['熟食', ['卤牛肉', '烤鸭', '酱肘子', '盐水鸭', '卤蛋', '凉拌菜', '烧鸡', '叉烧', '熏鱼', '卤豆干'], 0.5, 4000],
  ['烘焙', ['吐司', '菠萝包', '蛋挞', '法棍', '牛角包', '蛋糕', '餐包', '肉松面包'], 0.8, 1500],
  ['干货', ['香菇', '木耳', '红枣', '枸杞', '腐竹', '粉丝', '海带', '虾皮'], 0.2, 5000],
  ['坚果', ['核桃', '开心果', '腰果', '瓜子', '花生', '杏仁', '碧根果'], 0.2, 6000],
  ['散装零食', ['牛肉干', '话梅', '饼干', '糖果', '果冻', '薯片', '巧克力'], 0.3, 4000],
  ['粮油', ['大米', '小米', '绿豆', '黄豆', '面粉', '燕麦'], 0.3, 800],
  ['豆制品', ['豆腐', '豆皮', '千张', '油豆腐', '香干'], 0.4, 900],
  ['冻品', ['水饺', '汤圆', '鸡块', '虾仁', '肉丸', '馄饨'], 0.6, 2500],
];
const QUALITIES = ['', '精品', '特级', '散装', '有机', '本地', '进口', '新鲜', '冷鲜', '优选'];
const CHAINS = ['华联', '永辉', '物美', '联华', '家家悦', '步步高', '中百', '红旗', '人人乐', '新华都', '美佳', '鲜丰'];
const KINDS = ['超市', '生鲜', '鲜果'];
/** Relative sales by hour of the China day: opening at 7, peaks in the morning and after work. */
const HOURS = [0, 0, 0, 0, 0, 0, 0, 3, 7, 9, 9, 8, 5, 4, 4, 5, 7, 10, 10, 8, 5, 2, 0, 0];
/** Monday … Sunday. */
const WEEKDAYS = [0.9, 0.88, 0.9, 0.93, 1.05, 1.25, 1.2];
/** Items on one ticket of a cash-register scale: 1 to 5. */
const TICKET_SIZES = cumulative([35, 25, 20, 12, 8]);
/** PLUs some scales still hold that no good of the company has: 0.3 % of the sales. */
const UNKNOWN_SHARE = 0.003;
const RETURN_SHARE = 0.01;
const VOID_SHARE = 0.003;

type Good = {
  id: number;
  plu: number;
  name: string;
  category: string;
  byCount: boolean;
  price: number;
  /** The price from `changeDay` on (the same price when it never changed). */
  newPrice: number;
  changeDay: number;
};
export type Shape = ReturnType<typeof shapeOf>;

/** Companies, shops, scales and goods; the same for every load and every number of sales. */
export function shapeOf() {
  const random = randomOf(20_261_124);
  const sizes = Array.from({ length: COMPANIES }, (_, k) => 1 / (k + 1) ** 0.8);
  const shopCounts = apportion(SHOPS, sizes, 2);
  const goodCounts = apportion(
    GOODS,
    shopCounts.map((n) => 0.25 / COMPANIES + (0.75 * n) / SHOPS),
    40,
  );
  const companies = shopCounts.map((shopCount, k) => ({
    id: k + 1,
    name: `${CHAINS[k % CHAINS.length]}${KINDS[Math.floor(k / CHAINS.length) % KINDS.length]}`,
    shopCount,
    goodCount: goodCounts[k] ?? 0,
  }));
  const shops: { id: number; company_id: number; name: string; weight: number; openDay: number }[] = [];
  const scales: { id: number; shop_id: number; company_id: number; isTicket: boolean; weight: number }[] = [];
  const SCALES_PER_SHOP = [1, 2, 2, 3, 3, 3, 4, 4, 5, 6];
  for (const company of companies) {
    for (let n = 1; n <= company.shopCount; n += 1) {
      const id = shops.length + 1;
      const count = SCALES_PER_SHOP[Math.floor(random() * SCALES_PER_SHOP.length)] ?? 3;
      let weight = 0;
      for (let s = 0; s < count; s += 1) {
        // A shop with three scales or more has one at the checkout that prints tickets and sells twice as much.
        const isTicket = count >= 3 && s === 0;
        scales.push({ id: scales.length + 1, shop_id: id, company_id: company.id, isTicket, weight: isTicket ? 2 : 1 });
        weight += isTicket ? 2 : 1;
      }
      // One shop in 25 opened during the year.
      const openDay = random() < 0.04 ? Math.floor(random() * DAYS * 0.8) : 0;
      shops.push({
        id,
        company_id: company.id,
        name: `${company.name}${n}号店`,
        weight: weight * Math.exp(0.4 * gaussian(random)),
        openDay,
      });
    }
  }
  const goods: Good[] = [];
  const popularity: { company_id: number; goods: Good[]; cum: Float64Array }[] = [];
  for (const company of companies) {
    const own: Good[] = [];
    for (let plu = 1; plu <= company.goodCount; plu += 1) {
      const [category, words, byCount, basePrice] =
        CATEGORIES[Math.floor(random() ** 1.5 * CATEGORIES.length)] ?? CATEGORIES[0]!;
      const price = Math.max(100, Math.round((basePrice * Math.exp(0.5 * gaussian(random))) / 10) * 10);
      // One good in 12 changed its price once during the year.
      const changes = random() < 1 / 12;
      own.push({
        id: goods.length + own.length + 1,
        plu,
        name: `${QUALITIES[Math.floor(random() * QUALITIES.length)]}${words[Math.floor(random() * words.length)]}`,
        byCount: random() < byCount,
        price,
        newPrice: changes ? Math.round((price * (0.85 + random() * 0.35)) / 10) * 10 : price,
        changeDay: changes ? 1 + Math.floor(random() * (DAYS - 2)) : DAYS,
        category,
      });
    }
    // Zipf-like popularity (s = 1) over a shuffled order of the company's goods.
    const ranked = [...own];
    for (let i = ranked.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [ranked[i], ranked[j]] = [ranked[j]!, ranked[i]!];
    }
    popularity.push({
      company_id: company.id,
      goods: ranked,
      cum: cumulative(ranked.map((_, rank) => 1 / (rank + 1))),
    });
    goods.push(...own);
  }
  return { companies, shops, scales, goods, popularity };
}

/** The first and last China day of the data: the 365 days ending yesterday. */
export function daysEndingYesterday(now = new Date()): { first: string; last: string; firstMs: number } {
  const todayMs = Math.floor((now.getTime() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS;
  const firstMs = todayMs - DAYS * DAY_MS;
  return { first: dayText(firstMs), last: dayText(todayMs - DAY_MS), firstMs };
}

export const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Relative sales of each day: weekly rhythm, a year's swell and growth, and a promotion day a month. */
function dayWeights(firstMs: number, random: () => number): number[] {
  const promotions = new Set(Array.from({ length: 12 }, (_, m) => m * 30 + Math.floor(random() * 30)));
  return Array.from({ length: DAYS }, (_, d) => {
    const weekday = (new Date(firstMs + d * DAY_MS).getUTCDay() + 6) % 7;
    const season = 1 + 0.1 * Math.sin((2 * Math.PI * d) / DAYS) + (0.15 * d) / DAYS;
    return (WEEKDAYS[weekday] ?? 1) * season * (promotions.has(d) ? 1.5 : 1);
  });
}

/**
 * The sales as CSV chunks for COPY, day by day (the order scales upload in), exactly `total` of
 * them: each shop's day gets its share by the shop's and the day's weights.
 */
async function* tradeCsv(shape: Shape, total: number, firstMs: number): AsyncGenerator<string> {
  const random = randomOf(7);
  const days = dayWeights(firstMs, random);
  const hours = cumulative(HOURS);
  const byCompany = new Map(shape.popularity.map((p) => [p.company_id, p]));
  const shopScales = new Map<number, { scales: Shape['scales']; cum: Float64Array }>();
  for (const shop of shape.shops) {
    const own = shape.scales.filter((s) => s.shop_id === shop.id);
    shopScales.set(shop.id, { scales: own, cum: cumulative(own.map((s) => s.weight)) });
  }
  const cells: number[] = [];
  let weightSum = 0;
  for (let d = 0; d < DAYS; d += 1) {
    for (const shop of shape.shops) {
      const w = d >= shop.openDay ? shop.weight * (days[d] ?? 1) : 0;
      cells.push(w);
      weightSum += w;
    }
  }
  const tradeNo = new Int32Array(shape.scales.length + 1);
  const ticketNo = new Int32Array(shape.scales.length + 1);
  let owed = 0;
  let emitted = 0;
  let cell = 0;
  for (let d = 0; d < DAYS; d += 1) {
    const dayStartMs = firstMs + d * DAY_MS - CHINA_OFFSET_MS;
    let chunk = '';
    for (const shop of shape.shops) {
      // Running rounding: the counts add up to exactly `total`.
      owed += ((cells[cell] ?? 0) * total) / weightSum;
      cell += 1;
      let count = Math.round(owed - emitted);
      if (d === DAYS - 1 && shop === shape.shops.at(-1)) {
        count = total - emitted;
      }
      if (count <= 0) {
        continue;
      }
      emitted += count;
      const { scales, cum } = shopScales.get(shop.id)!;
      const goods = byCompany.get(shop.company_id)!;
      const perScale = new Int32Array(scales.length);
      for (let i = 0; i < count; i += 1) {
        perScale[pick(cum, random())]! += 1;
      }
      scales.forEach((scale, index) => {
        let left = perScale[index] ?? 0;
        while (left > 0) {
          const size = scale.isTicket ? Math.min(left, pick(TICKET_SIZES, random()) + 1) : 1;
          let timeMs = dayStartMs + (pick(hours, random()) + random()) * 3_600_000;
          const ticket = scale.isTicket ? `K${(ticketNo[scale.id] = (ticketNo[scale.id] ?? 0) + 1)}` : '';
          for (let item = 0; item < size; item += 1) {
            timeMs += item === 0 ? 0 : 3000 + random() * 12_000;
            const r = random();
            const type = r < RETURN_SHARE ? 'return' : r < RETURN_SHARE + VOID_SHARE ? 'void' : 'sale';
            let goodId = '';
            let plu: number;
            let name: string;
            let price: number;
            let byCount = false;
            if (random() < UNKNOWN_SHARE) {
              plu = 90_001 + Math.floor(random() * 40);
              name = '未建档商品';
              price = 1000;
            } else {
              const good = goods.goods[pick(goods.cum, random())]!;
              goodId = String(good.id);
              plu = good.plu;
              name = good.name;
              price = d >= good.changeDay ? good.newPrice : good.price;
              byCount = good.byCount;
            }
            let weight = '';
            let quantity = '';
            let totalPrice: number;
            if (byCount) {
              const pieces = 1 + Math.floor(random() ** 2 * 5);
              quantity = String(pieces);
              totalPrice = price * pieces;
            } else {
              const grams = Math.min(10_000, Math.max(20, Math.round(600 * Math.exp(0.6 * gaussian(random)))));
              weight = String(grams);
              totalPrice = Math.round((price * grams) / 1000);
            }
            const time = new Date(timeMs).toISOString();
            const received = new Date(timeMs + 5000 + random() * 55_000).toISOString();
            tradeNo[scale.id] = (tradeNo[scale.id] ?? 0) + 1;
            chunk += `${shop.company_id},${shop.id},${scale.id},${goodId},${tradeNo[scale.id]},${time},${plu},${name},${price},${weight},${quantity},${totalPrice},${type},,${type === 'return' ? '' : ticket},f,${received}\n`;
          }
          left -= size;
        }
      });
      if (chunk.length > 256_000) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) {
      yield chunk;
    }
  }
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

const json = (rows: unknown[]) => JSON.stringify(rows);

/** Drops and recreates `name` on the server of `baseUrl`, migrates it and loads the data set. */
export async function loadDatabase(baseUrl: string, name: string, trades: number): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  console.log(`loading ${trades} sales into ${name}`);
  await timed('migrations', async () => (await openDatabase({ url: url.toString(), dataDir: '' })).close());

  const shape = shapeOf();
  const { first, last, firstMs } = daysEndingYesterday();
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    // This session only: room to sort and aggregate the whole table in memory where it can.
    await client.query(`SET maintenance_work_mem = '1GB'; SET work_mem = '512MB'`);
    await timed(`companies, shops, scales, goods (${shape.scales.length} scales)`, async () => {
      await client.query(
        `INSERT INTO companies (id, name, contact_person, phone_number, if_analysis_open)
         SELECT id, name, '联系人', '13900000000', 1 FROM jsonb_to_recordset($1::jsonb) AS x(id int, name text)`,
        [json(shape.companies)],
      );
      await client.query(
        `INSERT INTO users (id, role_type, username, nickname)
         SELECT id, 'USER', 'bench' || id, 'bench' FROM generate_series(1, $1::int) AS id
         UNION ALL SELECT $1::int + 1, 'ADMIN', 'bench-admin', 'bench'`,
        [COMPANIES],
      );
      await client.query(
        `INSERT INTO company_users (company_id, user_id, join_type) SELECT id, id, 1 FROM generate_series(1, $1::int) AS id`,
        [COMPANIES],
      );
      await client.query(
        `INSERT INTO shops (id, company_id, name) SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(id int, company_id int, name text)`,
        [json(shape.shops)],
      );
      await client.query(
        `INSERT INTO scales (id, company_id, shop_id, scale_name, scale_uuid, model)
         SELECT id, company_id, shop_id, CASE WHEN is_ticket THEN '收银秤' ELSE '电子秤' END || id, 'bench-' || id, 'TM-Ab'
         FROM jsonb_to_recordset($1::jsonb) AS x(id int, company_id int, shop_id int, is_ticket boolean)`,
        [json(shape.scales.map((s) => ({ ...s, is_ticket: s.isTicket })))],
      );
      const companyOf = new Map(shape.popularity.flatMap((p) => p.goods.map((g) => [g.id, p.company_id])));
      const goods = shape.goods.map((g) => ({
        id: g.id,
        company_id: companyOf.get(g.id),
        plu: g.plu,
        name: g.name,
        unit_price: g.newPrice,
        pricing_mode: g.byCount ? 'by_count' : 'by_weight',
        category: g.category,
      }));
      await client.query(
        `INSERT INTO goods (id, company_id, plu, item_code, name_lines, name, unit_price, pricing_mode, category)
         SELECT id, company_id, plu, plu::text, ARRAY[name], name, unit_price, pricing_mode, category
         FROM jsonb_to_recordset($1::jsonb) AS x(id int, company_id int, plu int, name text, unit_price int, pricing_mode text, category text)`,
        [json(goods)],
      );
      await client.query(
        `INSERT INTO good_price_changes (good_id, company_id, old_price, new_price, changed_time)
         SELECT id, company_id, old_price, new_price, changed_time FROM jsonb_to_recordset($1::jsonb)
           AS x(id int, company_id int, old_price int, new_price int, changed_time timestamptz)`,
        [
          json(
            shape.goods
              .filter((g) => g.changeDay < DAYS)
              .map((g) => ({
                id: g.id,
                company_id: companyOf.get(g.id),
                old_price: g.price,
                new_price: g.newPrice,
                changed_time: new Date(firstMs + g.changeDay * DAY_MS - CHINA_OFFSET_MS).toISOString(),
              })),
          ),
        ],
      );
      for (const table of ['companies', 'users', 'shops', 'scales', 'goods']) {
        await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
      }
    });

    // COPY into the bare table, then build its indexes and constraint once: the same definitions
    // the migrations made, read back from the catalogue.
    const { rows: indexes } = await client.query<{ name: string; def: string }>(
      `SELECT indexname AS name, indexdef AS def FROM pg_indexes
       WHERE tablename = 'trades' AND indexname <> 'trades_pkey'`,
    );
    const { rows: constraints } = await client.query<{ name: string; def: string }>(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
       WHERE conrelid = 'trades'::regclass AND contype = 'f'`,
    );
    for (const c of constraints) {
      await client.query(`ALTER TABLE trades DROP CONSTRAINT "${c.name}"`);
    }
    for (const i of indexes) {
      await client.query(`DROP INDEX "${i.name}"`);
    }
    // The names of the sales are added once below, not by the trigger from ten million rows kept aside.
    await client.query('ALTER TABLE trades DISABLE TRIGGER USER');
    const columns =
      'company_id, shop_id, scale_id, good_id, trade_no, trade_time, plu, name, unit_price, weight_g, quantity, ' +
      'total_price, type, barcode, ticket_no, flagged, received_time';
    await timed(`COPY ${trades} sales (${first} to ${last}, China days)`, () =>
      pipeline(
        Readable.from(tradeCsv(shape, trades, firstMs)),
        client.query(copyFrom(`COPY trades (${columns}) FROM STDIN WITH (FORMAT csv)`)),
      ),
    );
    await timed(`trades indexes and constraint (${indexes.map((i) => i.name).join(', ')})`, async () => {
      for (const i of indexes) {
        await client.query(i.def);
      }
      for (const c of constraints) {
        await client.query(`ALTER TABLE trades ADD CONSTRAINT "${c.name}" ${c.def}`);
      }
    });
    await client.query('ALTER TABLE trades ENABLE TRIGGER USER');
    await timed('trade_names', () =>
      client.query('INSERT INTO trade_names (company_id, name, plu) SELECT DISTINCT company_id, name, plu FROM trades'),
    );

    const db = drizzle(client);
    await timed('rollups: trade_tickets', () =>
      db.execute(sql`INSERT INTO trade_tickets (scale_id, ticket_no)
        SELECT DISTINCT scale_id, ticket_no FROM trades WHERE type = 'sale' AND ticket_no IS NOT NULL`),
    );
    // The sales with their order openings, worked out once and read by the three rollups.
    await timed('rollups: order openings', () =>
      db.execute(sql`CREATE TEMPORARY TABLE opened AS SELECT * FROM ${withOrderOpenings(sql`trades`)}`),
    );
    for (const rollup of Object.values(ROLLUPS)) {
      await timed(`rollups: ${rollup.table}`, () => db.execute(addToRollup(rollup, sql`opened`)));
    }
    await client.query('DROP TABLE opened');
    // Ingest writes a rollup's rows as their hours and days come, so they lie in time order;
    // one bulk insert leaves them in hash order. Put every rollup back in time order: left in hash
    // order, the categories' days were read by a scan of the whole table where a console reads a
    // few pages (a week of every company's categories, 8.7 → 1.1 ms; bench/findings.md).
    await timed('rollups in time order (CLUSTER)', async () => {
      for (const { table, keys } of Object.values(ROLLUPS)) {
        const column = TIME_KEYS.find((key) => key in keys);
        if (!column) {
          throw new Error(`${table} has no time key`);
        }
        await client.query(`CREATE INDEX bench_time_order ON ${table} (${column})`);
        await client.query(`CLUSTER ${table} USING bench_time_order`);
        await client.query('DROP INDEX bench_time_order');
      }
    });
    await timed('VACUUM ANALYZE', () => client.query('VACUUM ANALYZE'));
    const { rows: sizes } = await client.query<{ name: string; rows: string; size: string }>(
      `SELECT relname AS name, reltuples::bigint AS rows, pg_size_pretty(pg_total_relation_size(oid)) AS size
       FROM pg_class WHERE relname LIKE 'trade%' AND relkind = 'r'
       ORDER BY pg_total_relation_size(oid) DESC`,
    );
    for (const s of sizes) {
      console.log(`  ${s.name}: ${s.rows} rows, ${s.size} with indexes`);
    }
  } finally {
    await client.end();
  }
  return url.toString();
}
