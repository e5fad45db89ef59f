// `npm start`: builds the web app and the server's bundle when missing or older than their sources,
// then runs the server (which serves the API, the console and the site on one port).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from './lib/server-node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Rebuilds a part when its output is missing or older than any of its sources. */
function buildWhenStale({ label, output, sources, command }) {
  const builtAt = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
  if (builtAt >= changedAt) {
    return;
  }
  console.log(builtAt ? `${label} sources changed: rebuilding…` : `Building the ${label} (first start)…`);
  const build = spawnSync('npm', command, { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
}

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

buildWhenStale({
  label: 'web app',
  output: path.join(root, 'apps/web/dist/index.html'),
  sources: [
    'apps/web/src',
    'apps/web/scripts',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/contracts/src',
  ],
  command: ['run', 'build'],
});
// The server runs from one bundled file (apps/server/scripts/build.mjs): it starts faster than
// from its TypeScript sources and the packages' own files.
const serverBundle = path.join(root, 'apps/server/dist/main.mjs');
buildWhenStale({
  label: 'server',
  output: serverBundle,
  // The lock file too: the bundle holds the packages, so one updated means a new bundle.
  sources: ['apps/server/src', 'apps/server/scripts', 'packages/contracts/src', 'package-lock.json'],
  command: ['run', 'build', '-w', '@tm/server'],
});

const server = spawn(process.execPath, [...serverNodeFlags(process.env), serverBundle], {
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
