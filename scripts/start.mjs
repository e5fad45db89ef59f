// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// server (which serves the API, the console and the site on one port).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtMarker = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/scripts',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) {
    return 0;
  }
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) {
    return stat.mtimeMs;
  }
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const builtAt = fs.existsSync(builtMarker) ? fs.statSync(builtMarker).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (builtAt < changedAt) {
  console.log(builtAt ? 'Web app sources changed: rebuilding…' : 'Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
const children = [server];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
server.on('exit', (code, signal) => {
  children.forEach((child) => child.kill());
  process.exit(code ?? (signal ? 1 : 0));
});

// `npm start -- --live` (or DEMO_LIVE=1): the demo's scales come online and keep selling, played by
// the scale simulator once the server answers.
if (process.argv.includes('--live') || process.env.DEMO_LIVE === '1') {
  const port = process.env.PORT ?? '8080';
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 600; tries += 1) {
    const healthy = await fetch(`${origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) {
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const simulator = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'tools/simulator/simulate.ts'),
      '--url',
      origin,
      '--reuse',
      '--scales',
      '3',
      '--trades',
      '20',
      '--live',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  children.push(simulator);
}
