// A long run of one server on PostgreSQL: the scale simulator uploads again and again (new scales
// each round) while consoles read the sales list, statistics, the goods list and the dashboard.
// Every 10 s the server's resident memory (/proc/PID/status) and heap (a probe loaded into it,
// bench/memory-probe.mjs) are sampled. Prints start, end and highest RSS and heap, and the errors;
// exits 1 on any error (a failed simulator round, a console read that did not answer 200).
// Run: npm run bench -- soak [--minutes=30] [--scales=4] [--trades=1000] [--readers=2] [--pause=3]
//      (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a database of its own
//      is created there and dropped afterwards)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import {
  REPO_ROOT,
  arg,
  createDatabase,
  freePort,
  openPool,
  rssMb,
  runBench,
  signIn,
  sleep,
  spawnServer,
  startConsoleReaders,
  tally,
  tempDir,
  waitHealthy,
  type ServerProcess,
} from './fault-load';

const MINUTES = Number(arg('minutes', '30'));
const SCALES = arg('scales', '4');
const TRADES = arg('trades', '1000');
const READERS = Number(arg('readers', '2'));
const PAUSE_SECONDS = Number(arg('pause', '3'));
const SAMPLE_MS = 10_000;

type Sample = { at: number; rssMb: number; heapMb: number };

/** One simulator round; answers its exit code and output. */
function simulate(origin: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'tools/simulator/simulate.ts',
        '--url',
        origin,
        '--scales',
        SCALES,
        '--trades',
        TRADES,
        '--batch',
        '200',
        '--concurrency',
        SCALES,
      ],
      { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 10 * 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const database = await createDatabase('bench_soak');
const dataDir = tempDir('tm-soak-');
let server: ServerProcess | undefined;

await runBench(
  (MINUTES + 10) * 60_000,
  async () => {
    let pending = '';
    let heapWaiter: ((heapMb: number) => void) | undefined;
    server = spawnServer({
      port: await freePort(),
      dataDir,
      env: { DATABASE_URL: database.url, DEMO_DATA: '1' },
      nodeArgs: ['--import', './bench/memory-probe.mjs'],
      onOutput: (text) => {
        pending += text;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          const probe = /^memory-probe (.*)$/.exec(line);
          if (probe?.[1]) {
            const { heapUsed } = JSON.parse(probe[1]) as { heapUsed: number };
            heapWaiter?.(Math.round(heapUsed / 1048576));
          }
        }
      },
    });
    await waitHealthy(server, 180_000);
    const origin = server.baseUrl;
    const running = server;
    const sample = async (): Promise<Sample> => {
      const heap = new Promise<number>((resolve) => {
        heapWaiter = resolve;
        setTimeout(() => resolve(NaN), 5000);
      });
      process.kill(running.pid, 'SIGUSR2');
      return { at: performance.now(), rssMb: rssMb(running.pid), heapMb: await heap };
    };
    const admin = await signIn(origin);

    const errors: string[] = [];
    const readStatuses: number[] = [];
    const stopReaders = startConsoleReaders(origin, admin, READERS, 250, (path, answer) => {
      readStatuses.push(answer.status);
      if (answer.status !== 200) {
        errors.push(`${path}: ${answer.status} ${answer.error || JSON.stringify(answer.body).slice(0, 200)}`);
      }
    });
    const started = performance.now();
    const endAt = started + MINUTES * 60_000;
    const samples: Sample[] = [await sample()];
    let rounds = 0;
    const load = (async () => {
      while (performance.now() < endAt) {
        const round = await simulate(origin);
        rounds += 1;
        if (round.code !== 0) {
          errors.push(`simulator round ${rounds}: exit ${round.code}\n${round.output.slice(-1500)}`);
        }
        await sleep(PAUSE_SECONDS * 1000);
      }
    })();
    let nextLine = started + 60_000;
    while (performance.now() < endAt) {
      await sleep(SAMPLE_MS);
      const now = await sample();
      samples.push(now);
      if (now.at >= nextLine) {
        nextLine += 60_000;
        console.log(
          `${Math.round((now.at - started) / 60_000)} min: RSS ${now.rssMb} MB, heap ${now.heapMb} MB, ` +
            `${rounds} simulator rounds, ${readStatuses.length} reads, ${errors.length} errors`,
        );
      }
    }
    await load;
    await stopReaders();
    samples.push(await sample());

    const pool = openPool(database.url, 1);
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM trades');
    await pool.end();
    const first = samples[0];
    const last = samples.at(-1);
    if (!first || !last) {
      throw new Error('no samples');
    }
    const max = (pick: (s: Sample) => number) => Math.max(...samples.map(pick).filter(Number.isFinite));
    const minutes = (performance.now() - started) / 60_000;
    console.log(
      `soak: ${minutes.toFixed(1)} min on PostgreSQL, ${rounds} simulator rounds of ${SCALES} new scales x ${TRADES} sales, ` +
        `${READERS} consoles reading (${readStatuses.length} reads: ${tally(readStatuses)}); ${rows[0]?.n ?? 0} sales stored`,
    );
    console.log(`RSS: start ${first.rssMb} MB, end ${last.rssMb} MB, max ${max((s) => s.rssMb)} MB`);
    console.log(`heap used: start ${first.heapMb} MB, end ${last.heapMb} MB, max ${max((s) => s.heapMb)} MB`);
    console.log(`samples every ${SAMPLE_MS / 1000} s: ${samples.length}; errors: ${errors.length}`);
    if (errors.length > 0) {
      console.error(errors.slice(0, 10).join('\n'));
      fs.writeFileSync(`${dataDir}.log`, running.output());
      console.error(`server output: ${dataDir}.log`);
      return 1;
    }
    return 0;
  },
  async () => {
    await server?.kill('SIGKILL');
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  },
);
