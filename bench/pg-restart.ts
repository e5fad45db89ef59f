// A PostgreSQL restart under load: scales upload sales, consoles read lists and statistics and
// hold the live-event stream open, and /api/health is polled, while the bench stops PostgreSQL,
// waits, and starts it again. While it is down every answer must be a 503 (health) or a 503 with
// the error envelope (API), none a 500 and none slower than a bound; afterwards the same server
// process must recover by itself (health 200, uploads accepted, live events flowing again over a
// new LISTEN connection), and every sale whose upload was acknowledged must be stored.
// Run: npm run bench -- pg-restart [--down=5] [--mode=fast|immediate] [--scales=4] [--batch=50] [--seed=1]
//      Needs root on the machine of PG_URL's server: it runs `pg_ctlcluster <version> main stop`
//      and `start` (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a
//      database of its own is created there and dropped afterwards).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { promisify } from 'node:util';
import {
  arg,
  createDatabase,
  freePort,
  openPool,
  isErrorEnvelope,
  request,
  runBench,
  salesOf,
  seededRandom,
  setUpScales,
  signIn,
  sleep,
  spawnServer,
  startConsoleReaders,
  tally,
  tempDir,
  uploadUntilAcknowledged,
  waitHealthy,
  type Answer,
  type ServerProcess,
} from './fault-load';

const DOWN_SECONDS = Number(arg('down', '5'));
/** `fast` (the default of a stop: sessions are told, then closed) or `immediate` (no checkpoint, as a crash). */
const MODE = arg('mode', 'fast');
const SCALES = Number(arg('scales', '4'));
const BATCH = Number(arg('batch', '50'));
const SEED = Number(arg('seed', '1'));
/** An answer slower than this while the database is away counts as hanging. */
const BOUND_MS = 5000;
const RECOVERY_LIMIT_MS = 60_000;

const run = promisify(execFile);
const version = fs.readdirSync('/etc/postgresql').sort().at(-1);
if (!version) {
  throw new Error('no PostgreSQL cluster in /etc/postgresql');
}
const cluster = (action: 'stop' | 'start') =>
  run(
    'pg_ctlcluster',
    ['--skip-systemctl-redirect', version, 'main', action, ...(action === 'stop' ? ['-m', MODE] : [])],
    {
      timeout: 60_000,
    },
  );

type Kind = 'health' | 'upload' | 'read';
type Logged = Answer & { kind: Kind; path: string };

const database = await createDatabase('bench_pgrestart');
const dataDir = tempDir('tm-pgrestart-');
let server: ServerProcess | undefined;
let postgresStopped = false;

await runBench(
  10 * 60_000,
  async () => {
    server = spawnServer({ port: await freePort(), dataDir, env: { DATABASE_URL: database.url, DEMO_DATA: '1' } });
    await waitHealthy(server, 180_000);
    const origin = server.baseUrl;
    const admin = await signIn(origin);
    const scales = await setUpScales(origin, admin, SCALES, `p${SEED}`);
    const log: Logged[] = [];
    let stopping = false;

    // The live stream, read as the console reads it; opened again if it ends.
    const liveEvents: number[] = [];
    let liveStopped = false;
    let liveRequest: http.ClientRequest | undefined;
    const live = (async () => {
      while (!liveStopped) {
        await new Promise<void>((resolve) => {
          liveRequest = http.get(`${origin}/api/live`, { headers: { authorization: admin } }, (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => {
              text += chunk.toString();
              const events = text.split('\n\n');
              text = events.pop() ?? '';
              liveEvents.push(
                ...events.filter((event) => event.startsWith('event: sales')).map(() => performance.now()),
              );
            });
            res.once('close', resolve);
          });
          // Stopped at the end, or the server went away: opened again below.
          liveRequest.once('error', () => resolve());
        });
        await sleep(500);
      }
    })();

    // Scales: batch after batch, each sent until acknowledged; what was acknowledged is counted.
    const acknowledged = new Map<number, number>();
    const uploads = Promise.all(
      scales.map(async (scale, index) => {
        const random = seededRandom(SEED * 1000 + index + 1);
        for (let serial = 0; !stopping; serial += BATCH) {
          const batch = salesOf(scale, serial, BATCH, random, Date.now() - 3_600_000, 10);
          const outcome = await uploadUntilAcknowledged(
            origin,
            scale,
            batch,
            (answer) => log.push({ ...answer, kind: 'upload', path: '/api/device/v1/trades' }),
            () => stopping,
          );
          if (outcome) {
            acknowledged.set(scale.id, serial + BATCH);
          }
          await sleep(50);
        }
      }),
    );
    // Awaited at the end; handled from now on, so a failed upload ends the run there (with its
    // cleanup, which starts PostgreSQL again) rather than as an unhandled rejection.
    void uploads.catch(() => {});
    const stopReaders = startConsoleReaders(origin, admin, 2, 100, (path, answer) =>
      log.push({ ...answer, kind: 'read', path }),
    );
    const health = (async () => {
      while (!stopping) {
        log.push({ ...(await request(origin, 'GET', '/api/health', '', undefined, 15_000)), kind: 'health', path: '' });
        await sleep(200);
      }
    })();

    await sleep(5000);
    const stopAt = performance.now();
    postgresStopped = true;
    await cluster('stop');
    const stoppedAt = performance.now();
    await sleep(DOWN_SECONDS * 1000);
    const startAt = performance.now();
    await cluster('start');
    postgresStopped = false;
    const startedAt = performance.now();

    // Recovered: health 200, an upload acknowledged, a live event heard, each after the start.
    const firstAfter = (test: (entry: Logged) => boolean) =>
      log.find((entry) => entry.started >= startedAt && test(entry))?.ended;
    const recovered = () => ({
      health: firstAfter((entry) => entry.kind === 'health' && entry.status === 200),
      upload: firstAfter((entry) => entry.kind === 'upload' && entry.status === 200),
      live: liveEvents.find((at) => at >= startedAt),
    });
    while (performance.now() - startedAt < RECOVERY_LIMIT_MS) {
      const now = recovered();
      if (now.health && now.upload && now.live) {
        break;
      }
      await sleep(200);
    }
    await sleep(5000);
    stopping = true;
    await Promise.all([uploads, health, stopReaders()]);
    liveStopped = true;
    liveRequest?.destroy();
    await live;

    // Every acknowledged sale is stored.
    const pool = openPool(database.url, 1);
    let acked = 0;
    let lost = 0;
    try {
      for (const scale of scales) {
        const count = acknowledged.get(scale.id) ?? 0;
        acked += count;
        const { rows } = await pool.query<{ missing: number }>(
          `SELECT count(*)::int AS missing FROM generate_series(0, $2::int - 1) AS n
           WHERE NOT EXISTS (SELECT 1 FROM trades t WHERE t.scale_id = $1 AND t.trade_no = $3 || '-' || n)`,
          [scale.id, count, scale.uuid],
        );
        lost += rows[0]?.missing ?? 0;
      }
    } finally {
      await pool.end();
    }

    // What was answered while the database was away (requests that overlap the outage).
    const during = log.filter((entry) => entry.ended >= stopAt && entry.started <= startedAt);
    const down = log.filter((entry) => entry.started >= stoppedAt && entry.ended <= startAt);
    const byKind = (kind: Kind) => tally(during.filter((entry) => entry.kind === kind).map((entry) => entry.status));
    const apiNot503Envelope = down.filter(
      (entry) => entry.kind !== 'health' && !(entry.status === 503 && isErrorEnvelope(entry.body)),
    );
    const healthNot503 = down.filter((entry) => entry.kind === 'health' && entry.status !== 503);
    const slow = during.filter((entry) => entry.ms > BOUND_MS || entry.status === -1);
    const errors500 = log.filter((entry) => entry.status >= 500 && entry.status !== 503);
    const slowest = Math.max(0, ...down.map((entry) => entry.ms));
    const back = recovered();
    // Before the stop and once everything is back, every call succeeds.
    const backAt = Math.max(back.health ?? Infinity, back.upload ?? Infinity, back.live ?? Infinity);
    const outside = log.filter((entry) => (entry.ended < stopAt || entry.started > backAt) && entry.status !== 200);
    const seconds = (at: number | undefined) =>
      at === undefined ? 'never' : `${((at - startedAt) / 1000).toFixed(1)} s`;

    console.log(
      `PostgreSQL ${version} stopped (${MODE}) in ${((stoppedAt - stopAt) / 1000).toFixed(1)} s, down ${DOWN_SECONDS} s, ` +
        `started in ${((startedAt - startAt) / 1000).toFixed(1)} s; server process ${server.pid} never restarted`,
    );
    console.log(`requests overlapping the outage (${during.length}), by status:`);
    console.log(`  health: ${byKind('health')}`);
    console.log(`  uploads: ${byKind('upload')}`);
    console.log(`  console reads: ${byKind('read')}`);
    console.log(
      `while down: ${down.length} answers, slowest ${Math.round(slowest)} ms; ${apiNot503Envelope.length} API answers ` +
        `other than 503 with the envelope, ${healthNot503.length} health answers other than 503`,
    );
    console.log(
      `recovery after the start: health 200 ${seconds(back.health)}, upload acknowledged ${seconds(back.upload)}, ` +
        `live event ${seconds(back.live)}`,
    );
    console.log(
      `sales acknowledged ${acked}, lost ${lost}; answers 5xx other than 503 in the whole run: ${errors500.length}; ` +
        `slower than ${BOUND_MS} ms during the outage: ${slow.length}; failed before the stop or after recovery: ${outside.length}`,
    );
    const problems = [
      ...apiNot503Envelope
        .slice(0, 5)
        .map((e) => `API ${e.path} answered ${e.status} ${e.error || JSON.stringify(e.body)}`),
      ...healthNot503.slice(0, 5).map((e) => `health answered ${e.status} ${e.error}`),
      ...errors500.slice(0, 5).map((e) => `${e.kind} ${e.path} answered ${e.status} ${JSON.stringify(e.body)}`),
      ...outside.slice(0, 5).map((e) => `${e.kind} ${e.path} answered ${e.status} outside the outage`),
      ...slow.slice(0, 5).map((e) => `${e.kind} ${e.path} took ${Math.round(e.ms)} ms (${e.status})`),
      !down.some((entry) => entry.kind === 'health') && 'no health check while down',
      (!back.health || !back.upload || !back.live) && 'no recovery',
      lost > 0 && `${lost} acknowledged sales lost`,
    ].filter(Boolean);
    if (problems.length > 0) {
      console.error(`NOT AS EXPECTED:\n  ${problems.join('\n  ')}`);
      fs.writeFileSync(`${dataDir}.log`, server.output());
      console.error(`server output: ${dataDir}.log`);
      return 1;
    }
    return 0;
  },
  async () => {
    if (postgresStopped) {
      await cluster('start').catch((error: unknown) => console.error('starting PostgreSQL again failed:', error));
    }
    await server?.kill('SIGKILL');
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  },
);
