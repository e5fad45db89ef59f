// Lighthouse scores of the public catalogue (mobile, default settings) in the system Chromium, plus the
// gzip bytes each page sends. Renders the catalogue into a temporary folder, serves it on 127.0.0.1 the
// way the server does (exact page paths, text compressed when accepted), and audits three pages.
//
//   node bench/catalogue-lighthouse.mjs [--runs=N] [--json] [--details] [--pages=/a,/b]     (from the repository root)
//
// The pages are home (/), a listing (/chanpincontain) and a product (/tmaa) unless --pages names others.
// With --runs=N every page is audited N times and the run with the median performance score is kept;
// --details lists the elements behind each audit scoring under 0.9.
// CHROMIUM_PATH overrides /usr/bin/chromium.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIR = path.join(ROOT, 'apps/web');
const PAGES = ['/', '/chanpincontain', '/tmaa'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = /^(text\/|application\/(xml|json)|image\/svg)/;

const args = process.argv.slice(2);
const runs = Math.max(1, Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7)) || 1);
const asJson = args.includes('--json');
const withDetails = args.includes('--details');
const pagesArg = args.find((arg) => arg.startsWith('--pages='))?.slice(8);
const pages = pagesArg ? pagesArg.split(',').filter((item) => item.startsWith('/')) : PAGES;

/** (a) The catalogue as the build writes it. */
function prerender(outDir) {
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/prerender-catalogue.tsx', outDir], {
    cwd: WEB_DIR,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) {
    throw new Error(`prerender failed with status ${result.status}`);
  }
  return result.stdout.toString().trim();
}

/** Page path → file, as the catalogue README gives it; anything with an extension is a file as is. */
function fileFor(pathname) {
  if (pathname === '/') {
    return 'index.html';
  }
  if (pathname === '/en') {
    return 'en/index.html';
  }
  return path.extname(pathname) ? pathname.slice(1) : `${pathname.slice(1)}.html`;
}

/** (b) A static server for the rendered folder; the favicon comes from the web app's public folder. */
async function serve(siteDir) {
  const publicDir = path.join(WEB_DIR, 'public');
  const read = async (dir, relative) => {
    const file = path.resolve(dir, relative);
    if (!file.startsWith(dir + path.sep)) {
      return undefined;
    }
    try {
      return await readFile(file);
    } catch {
      return undefined;
    }
  };
  const server = createServer((request, response) => {
    void (async () => {
      let pathname;
      try {
        pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
      } catch {
        pathname = '/\0';
      }
      const relative = fileFor(pathname);
      let status = 200;
      let type = CONTENT_TYPES[path.extname(relative)] ?? 'application/octet-stream';
      let body = (await read(siteDir, relative)) ?? (await read(publicDir, relative));
      if (!body) {
        status = 404;
        type = CONTENT_TYPES['.html'];
        body = await read(siteDir, pathname.startsWith('/en/') ? 'en/404.html' : '404.html');
      }
      const headers = { 'content-type': type, 'cache-control': 'no-cache', vary: 'accept-encoding' };
      if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        body = gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
      response.writeHead(status, { ...headers, 'content-length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
    })().catch((error) => {
      console.error(error);
      response.destroy();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { server, origin: `http://127.0.0.1:${port}` };
}

/** Gzip bytes of a page's HTML with its inlined CSS, and of its inlined script. */
async function pageBytes(siteDir, pagePath) {
  const html = await readFile(path.join(siteDir, fileFor(pagePath)), 'utf8');
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  const withoutScripts = html.replace(/<script>[\s\S]*?<\/script>/g, '');
  const gz = (text) => gzipSync(text, { level: 9 }).length;
  return { htmlCssGzip: gz(withoutScripts), jsGzip: scripts.length ? gz(scripts.join('\n')) : 0 };
}

function summarise(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const shifted = lhr.audits['layout-shifts']?.details?.items?.length ?? 0;
  const failing = Object.values(lhr.audits)
    .filter(
      (audit) =>
        (audit.scoreDisplayMode !== 'informative' && typeof audit.score === 'number' && audit.score < 0.9) ||
        (withDetails && audit.id === 'layout-shifts' && shifted > 0),
    )
    .filter((audit) => audit.scoreDisplayMode !== 'manual' && audit.scoreDisplayMode !== 'notApplicable')
    .map((audit) => {
      const items = withDetails ? (audit.details?.items ?? []) : [];
      const nodes = items.map((item) => item.node?.snippet ?? item.node?.selector ?? item.url).filter(Boolean);
      return `${audit.id} (${audit.score})${nodes.length ? `\n    ${nodes.join('\n    ')}` : ''}`;
    });
  const metric = (id) => lhr.audits[id]?.numericValue;
  return {
    scores,
    metrics: {
      fcpMs: Math.round(metric('first-contentful-paint') ?? 0),
      lcpMs: Math.round(metric('largest-contentful-paint') ?? 0),
      tbtMs: Math.round(metric('total-blocking-time') ?? 0),
      cls: Number((metric('cumulative-layout-shift') ?? 0).toFixed(3)),
      speedIndexMs: Math.round(metric('speed-index') ?? 0),
    },
    failing,
  };
}

const siteDir = await mkdtemp(path.join(tmpdir(), 'catalogue-lighthouse-'));
let chrome;
let server;
try {
  const note = prerender(siteDir);
  const served = await serve(siteDir);
  server = served.server;
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const results = [];
  let version = 'unknown';
  for (const pagePath of pages) {
    const attempts = [];
    for (let run = 0; run < runs; run += 1) {
      // (c) Default settings: the mobile form factor with simulated throttling.
      const result = await lighthouse(served.origin + pagePath, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result) {
        throw new Error(`no Lighthouse result for ${pagePath}`);
      }
      if (result.lhr.runtimeError) {
        throw new Error(`${pagePath}: ${result.lhr.runtimeError.message}`);
      }
      version = result.lhr.lighthouseVersion;
      attempts.push(summarise(result.lhr));
    }
    attempts.sort((a, b) => a.scores.performance - b.scores.performance);
    const kept = attempts[Math.floor(attempts.length / 2)];
    results.push({ page: pagePath, ...kept, bytes: await pageBytes(siteDir, pagePath) });
  }

  if (asJson) {
    console.log(JSON.stringify({ lighthouse: version, runs, results }, null, 2));
  } else {
    console.log(note);
    console.log(`Lighthouse ${version}, mobile, default settings, ${runs} run(s) per page\n`);
    const rows = results.map((r) => ({
      page: r.page,
      perf: r.scores.performance,
      a11y: r.scores.accessibility,
      bp: r.scores['best-practices'],
      seo: r.scores.seo,
      'FCP ms': r.metrics.fcpMs,
      'LCP ms': r.metrics.lcpMs,
      'TBT ms': r.metrics.tbtMs,
      CLS: r.metrics.cls,
      'HTML+CSS gz B': r.bytes.htmlCssGzip,
      'JS gz B': r.bytes.jsGzip,
    }));
    console.table(rows);
    for (const r of results) {
      if (r.failing.length) {
        console.log(`${r.page}: audits under 0.9: ${r.failing.join(', ')}`);
      }
    }
  }
} finally {
  await chrome?.kill();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
  await rm(siteDir, { recursive: true, force: true });
}
