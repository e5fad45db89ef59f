// Sales ingest through server crashes, on PostgreSQL: scales upload sales in batches while the
// bench kills the server with SIGKILL at seeded random moments (some while it is starting again)
// and starts it again on the same port. Each scale sends again every batch it got no answer to, as
// a real scale does. Afterwards every sale must be stored exactly once, and the rollups, tickets and
// stock levels must equal a recomputation from the stored sales. Exits 1 on any difference.
// Run: npm run bench -- crash-ingest [--kills=5] [--scales=6] [--batch=200] [--seed=1]
//      [--after=3] (batches each scale sends after the last restart)
//      (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a database of its own
//      is created there and dropped afterwards)
import fs from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { columnsOf, ROLLUPS, rollupOf, withOrderOpenings } from '../apps/server/src/modules/trades/trades.rollup';
import {
  arg,
  between,
  createDatabase,
  freePort,
  openPool,
  runBench,
  salesOf,
  seededRandom,
  setUpScales,
  signIn,
  sleep,
  spawnServer,
  tally,
  tempDir,
  uploadUntilAcknowledged,
  waitHealthy,
  type Answer,
  type ServerProcess,
} from './fault-load';

const KILLS = Number(arg('kills', '5'));
const SCALES = Number(arg('scales', '6'));
const BATCH = Number(arg('batch', '200'));
const SEED = Number(arg('seed', '1'));
const AFTER = Number(arg('after', '3'));
/** Sales are one every 5 s from four days ago: far enough back for ~69,000 a scale. */
const STEP_MS = 5000;
const T0 = Date.now() - 4 * 86_400_000;

const random = seededRandom(SEED);
const database = await createDatabase('bench_crash');
const dataDir = tempDir('tm-crash-');
const port = await freePort();
const env = { DATABASE_URL: database.url, DEMO_DATA: '1' };
let server: ServerProcess;
const servers: ServerProcess[] = [];
let pool: pg.Pool | undefined;

await runBench(
  15 * 60_000,
  async () => {
    server = spawnServer({ port, dataDir, env });
    servers.push(server);
    const firstStartMs = await waitHealthy(server, 180_000);
    const origin = server.baseUrl;
    const admin = await signIn(origin);
    const scales = await setUpScales(origin, admin, SCALES, `c${SEED}`);
    pool = openPool(database.url, 2);
    const db = drizzle(pool);
    const rows = async <T>(query: SQL) => (await db.execute(query)).rows as T[];
    const stockBefore = await rows<{ shop_id: number; good_id: number; on_hand: string }>(
      sql`SELECT shop_id, good_id, on_hand::text FROM stock_levels`,
    );
    const [{ last_movement: lastMovementBefore } = { last_movement: '0' }] = await rows<{ last_movement: string }>(
      sql`SELECT coalesce(max(id), 0)::text AS last_movement FROM stock_movements`,
    );

    // Uploads: every scale sends batch after batch until the kills are over, then AFTER more.
    let killsDone = false;
    const answers: Answer[] = [];
    const sent = new Map<number, number>();
    const resent = { batches: 0, storedUnanswered: 0, partly: 0 };
    const uploads = Promise.all(
      scales.map(async (scale, index) => {
        const sales = seededRandom(SEED * 1000 + index + 1);
        let serial = 0;
        let after = 0;
        while (!killsDone || after < AFTER) {
          if (killsDone) {
            after += 1;
          }
          const batch = salesOf(scale, serial, BATCH, sales, T0 + serial * STEP_MS, STEP_MS);
          serial += BATCH;
          sent.set(scale.id, serial);
          const outcome = await uploadUntilAcknowledged(origin, scale, batch, (answer) => answers.push(answer));
          if (!outcome) {
            throw new Error('upload given up');
          }
          if (outcome.attempts > 1) {
            resent.batches += 1;
            // Sent again after a kill: stored before it (all duplicates), not at all, or, which a
            // statement that is one transaction rules out, in part.
            if (outcome.duplicates === batch.length) {
              resent.storedUnanswered += 1;
            } else if (outcome.duplicates > 0) {
              resent.partly += 1;
            }
          }
        }
      }),
    );
    // Awaited after the kills; handled from now on, so a failed upload ends the run there (with
    // its cleanup) rather than as an unhandled rejection.
    void uploads.catch(() => {});

    // Kills at random moments: while uploads run, or (one in four) while the server starts again.
    const restartMs: number[] = [];
    let killedStarting = 0;
    let starting = false;
    const started = performance.now();
    for (let kill = 1; kill <= KILLS; kill += 1) {
      await sleep(starting ? between(random, 0, 1500) : between(random, 400, 4000));
      if (starting && !(await isHealthy(origin))) {
        killedStarting += 1;
      }
      await server.kill('SIGKILL');
      server = spawnServer({ port, dataDir, env });
      servers.push(server);
      starting = kill < KILLS && random() < 0.25;
      if (!starting) {
        restartMs.push(await waitHealthy(server, 120_000));
      }
    }
    killsDone = true;
    await uploads;
    const uploadSeconds = (performance.now() - started) / 1000;

    // Exactly once: the count, the distinct trade numbers, and each number sent, per scale.
    let generated = 0;
    let stored = 0;
    let duplicates = 0;
    let lost = 0;
    let unexpected = 0;
    for (const scale of scales) {
      const count = sent.get(scale.id) ?? 0;
      generated += count;
      const numbers = sql`(SELECT ${scale.uuid} || '-' || n AS no FROM generate_series(0, ${count}::int - 1) AS n)`;
      const [row] = await rows<{ stored: number; distinct: number; missing: number; foreign: number }>(sql`
        SELECT (SELECT count(*)::int FROM trades WHERE scale_id = ${scale.id}) AS stored,
          (SELECT count(DISTINCT trade_no)::int FROM trades WHERE scale_id = ${scale.id}) AS distinct,
          (SELECT count(*)::int FROM ${numbers} AS n
            WHERE NOT EXISTS (SELECT 1 FROM trades t WHERE t.scale_id = ${scale.id} AND t.trade_no = n.no)) AS missing,
          (SELECT count(*)::int FROM trades WHERE scale_id = ${scale.id} AND trade_no NOT IN (SELECT no FROM ${numbers} AS n)) AS foreign`);
      stored += row?.stored ?? 0;
      duplicates += (row?.stored ?? 0) - (row?.distinct ?? 0);
      lost += row?.missing ?? 0;
      unexpected += row?.foreign ?? 0;
    }

    const rollupMismatches: string[] = [];
    for (const rollup of Object.values(ROLLUPS)) {
      const columns = sql.raw(columnsOf(rollup).join(', '));
      const recomputed = rollupOf(rollup, withOrderOpenings(sql`trades`));
      const [diff] = await rows<{ n: number; rows: number }>(sql`
        WITH stored AS (SELECT ${columns} FROM ${sql.identifier(rollup.table)}), recomputed AS (${recomputed})
        SELECT (SELECT count(*)::int FROM ((SELECT * FROM stored EXCEPT ALL SELECT * FROM recomputed)
          UNION ALL (SELECT * FROM recomputed EXCEPT ALL SELECT * FROM stored)) AS d) AS n,
          (SELECT count(*)::int FROM stored) AS rows`);
      if ((diff?.n ?? 1) !== 0) {
        rollupMismatches.push(`${rollup.table}: ${diff?.n} rows differ of ${diff?.rows}`);
      }
    }
    const [tickets] = await rows<{ n: number }>(sql`
      WITH recomputed AS (SELECT DISTINCT scale_id, ticket_no FROM trades WHERE type = 'sale' AND ticket_no IS NOT NULL)
      SELECT (SELECT count(*)::int FROM ((SELECT scale_id, ticket_no FROM trade_tickets EXCEPT SELECT * FROM recomputed)
        UNION ALL (SELECT * FROM recomputed EXCEPT SELECT scale_id, ticket_no FROM trade_tickets)) AS d) AS n`);
    if ((tickets?.n ?? 1) !== 0) {
      rollupMismatches.push(`trade_tickets: ${tickets?.n} rows differ`);
    }

    // Stock: each level is the sum of its movements, and what the bench's sales moved equals what
    // they add up to (by weight in grams, by count in pieces; returns put back), once each.
    const scaleIds = scales.map((scale) => scale.id);
    const before = new Map(stockBefore.map((level) => [`${level.shop_id}:${level.good_id}`, BigInt(level.on_hand)]));
    const expected = await rows<{ shop_id: number; good_id: number; moved: string; trades: number }>(sql`
      SELECT t.shop_id, t.good_id,
        sum((CASE WHEN t.type = 'sale' THEN -1 ELSE 1 END)
          * (CASE WHEN g.pricing_mode = 'by_weight' THEN coalesce(t.weight_g, 0) ELSE coalesce(t.quantity, 0) END))::text AS moved,
        count(*)::int AS trades
      FROM trades t JOIN goods g ON g.id = t.good_id
      JOIN companies c ON c.id = t.company_id AND 'stock' = ANY(c.features)
      WHERE t.scale_id IN ${scaleIds} AND t.type IN ('sale', 'return')
      GROUP BY 1, 2`);
    const levels = await rows<{ shop_id: number; good_id: number; on_hand: string; ledger: string }>(sql`
      SELECT l.shop_id, l.good_id, l.on_hand::text,
        (SELECT coalesce(sum(m.quantity), 0) FROM stock_movements m WHERE m.shop_id = l.shop_id AND m.good_id = l.good_id)::text AS ledger
      FROM stock_levels l`);
    const [movedNow] = await rows<{ trades: number }>(sql`
      SELECT coalesce(sum(trades_count), 0)::int AS trades FROM stock_movements
      WHERE id > ${lastMovementBefore}::bigint AND kind IN ('sale', 'sale_return')`);
    const levelOf = new Map(levels.map((level) => [`${level.shop_id}:${level.good_id}`, level]));
    let stockMismatches = levels.filter((level) => level.on_hand !== level.ledger).length;
    let stockTrades = 0;
    for (const want of expected) {
      const key = `${want.shop_id}:${want.good_id}`;
      const now = BigInt(levelOf.get(key)?.on_hand ?? '0');
      stockTrades += want.trades;
      if (now - (before.get(key) ?? 0n) !== BigInt(want.moved)) {
        stockMismatches += 1;
      }
    }
    if ((movedNow?.trades ?? -1) !== stockTrades) {
      stockMismatches += 1;
    }

    const statuses = tally(answers.map((answer) => answer.status));
    console.log(`server on PostgreSQL, first start (migrations, demo data) ${(firstStartMs / 1000).toFixed(1)} s`);
    console.log(
      `kills: ${KILLS} SIGKILL (${killedStarting} while the server was starting again), ` +
        `restart to healthy ${restartMs.map((ms) => (ms / 1000).toFixed(1)).join(' / ')} s`,
    );
    console.log(
      `uploads: ${SCALES} scales, batches of ${BATCH}, ${answers.length} requests over ${uploadSeconds.toFixed(1)} s ` +
        `(${statuses}; 0 = connection refused or reset); ${resent.batches} batches sent again: ` +
        `${resent.storedUnanswered} had been stored before the kill (all duplicates), ${resent.partly} in part`,
    );
    console.log(
      `trades: ${generated} sent, ${stored} stored, ${duplicates} duplicates, ${lost} lost, ${unexpected} not sent by the bench`,
    );
    console.log(
      `rollups: ${Object.keys(ROLLUPS).length} tables and trade_tickets recomputed from all ${await count(rows, 'trades')} ` +
        `stored trades, ${rollupMismatches.length} mismatches${rollupMismatches.length ? `: ${rollupMismatches.join('; ')}` : ''}`,
    );
    console.log(
      `stock: ${levels.length} levels equal their movements; the bench's ${stockTrades} sales and returns of stocked goods ` +
        `moved ${expected.length} levels by their sum, ${stockMismatches} mismatches`,
    );
    const status500 = answers.filter((answer) => answer.status === 500).length;
    const failed =
      stored !== generated ||
      duplicates !== 0 ||
      lost !== 0 ||
      unexpected !== 0 ||
      resent.partly !== 0 ||
      rollupMismatches.length > 0 ||
      stockMismatches > 0 ||
      status500 > 0;
    if (failed) {
      console.error(`NOT AS EXPECTED${status500 ? ` (${status500} answers 500)` : ''}`);
      fs.writeFileSync(`${dataDir}.log`, servers.map((one) => one.output()).join('\n--- restart ---\n'));
      console.error(`server output: ${dataDir}.log`);
    }
    return failed ? 1 : 0;
  },
  async () => {
    await Promise.all(servers.map((one) => one.kill('SIGKILL')));
    await pool?.end();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  },
);

async function isHealthy(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(500) })).ok;
  } catch {
    return false;
  }
}

async function count(rows: <T>(query: SQL) => Promise<T[]>, table: string): Promise<number> {
  const [row] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
  return row?.n ?? 0;
}
