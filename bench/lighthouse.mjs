// Lighthouse scores (mobile, default settings) in the system Chromium of the pages a visitor meets
// first: the public catalogue's home, a listing and a product page, and the console's sign-in page,
// all served by the real server from the build; plus the gzip bytes each catalogue page sends.
//
//   npm run build && npm run bench -- lighthouse [--runs=3] [--details] [--pages=/a,/b]
//
// Every page is audited --runs times and the run with the median performance score is kept;
// --details lists the elements behind each audit scoring under 0.9; --pages audits only those pages
// and prints their figures without writing the results (which hold every page of one run).
// CHROMIUM_PATH overrides /usr/bin/chromium.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../scripts/lib/server-process.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { arg, goal, writeResult } from './lib/results.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The goal of each page's performance score: the catalogue's pages, then the sign-in page.
const PAGES = [
  { path: '/', label: 'catalogue home', goal: 95 },
  { path: '/chanpincontain', label: 'catalogue listing', goal: 95 },
  { path: '/tmaa', label: 'catalogue product', goal: 95 },
  { path: '/sign/login', label: 'console sign-in', goal: 90 },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const runs = Math.max(1, Number(arg('runs', '3')) || 1);
const withDetails = process.argv.includes('--details');
const pagesArg = arg('pages', undefined);
const pages = pagesArg
  ? pagesArg.split(',').map((item) => PAGES.find((p) => p.path === item) ?? { path: item, label: item })
  : PAGES;

/** Gzip bytes of a page's HTML with its inlined CSS, and of its inlined script, as served. */
async function pageBytes(origin, pagePath) {
  const html = await (await fetch(origin + pagePath)).text();
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

/** One audit; Chromium sometimes records no navigation start (NO_NAVSTART): asked again, twice at most. */
async function audit(url, port) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (result?.lhr.runtimeError?.code !== 'NO_NAVSTART' || attempt === 3) {
      return result;
    }
  }
}

if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/site'))) {
  throw new Error('no build: run npm run build first');
}
const server = await startServer({ env: { DEMO_DATA: '1' } });
let chrome;
try {
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const results = [];
  let version = 'unknown';
  for (const page of pages) {
    const attempts = [];
    for (let run = 0; run < runs; run += 1) {
      // Default settings: the mobile form factor with simulated throttling.
      const result = await audit(server.baseUrl + page.path, chrome.port);
      if (!result) {
        throw new Error(`no Lighthouse result for ${page.path}`);
      }
      if (result.lhr.runtimeError) {
        throw new Error(`${page.path}: ${result.lhr.runtimeError.message}`);
      }
      version = result.lhr.lighthouseVersion;
      attempts.push(summarise(result.lhr));
    }
    const performances = attempts.map((a) => a.scores.performance);
    attempts.sort((a, b) => a.scores.performance - b.scores.performance);
    const kept = attempts[Math.floor(attempts.length / 2)];
    results.push({ page, performances, ...kept, bytes: await pageBytes(server.baseUrl, page.path) });
  }

  console.log(`Lighthouse ${version}, mobile, default settings, ${runs} run(s) per page\n`);
  console.table(
    results.map((r) => ({
      page: r.page.path,
      perf: r.scores.performance,
      runs: r.performances.join(' '),
      a11y: r.scores.accessibility,
      bp: r.scores['best-practices'],
      seo: r.scores.seo,
      'LCP ms': r.metrics.lcpMs,
      'TBT ms': r.metrics.tbtMs,
      CLS: r.metrics.cls,
    })),
  );
  for (const r of results) {
    if (r.failing.length) {
      console.log(`${r.page.path}: audits under 0.9: ${r.failing.join(', ')}`);
    }
  }
  if (pagesArg) {
    console.log('\n--pages: results not written (a run of every page writes them)');
  } else {
    writeResult('lighthouse', {
      title: `Lighthouse ${version}, mobile, default settings, in the system Chromium`,
      command: `npm run build && npm run bench -- lighthouse --runs=${runs}`,
      figures: results.map((r) => ({
        key: r.page.path === '/' ? 'home' : r.page.path.replace(/[^a-z]+/g, '_').replace(/^_/, ''),
        label: `${r.page.label} \`${r.page.path}\`: performance (accessibility ${r.scores.accessibility}, best practices ${r.scores['best-practices']}, SEO ${r.scores.seo}; LCP ${r.metrics.lcpMs} ms, TBT ${r.metrics.tbtMs} ms, CLS ${r.metrics.cls}${r.page.path.startsWith('/sign') ? '' : `; HTML+CSS ${(r.bytes.htmlCssGzip / 1024).toFixed(1)} KB, JS ${(r.bytes.jsGzip / 1024).toFixed(1)} KB gzip`})`,
        unit: 'score',
        samples: r.performances,
        goals: r.page.goal ? [goal(`≥ ${r.page.goal}`, r.scores.performance >= r.page.goal)] : undefined,
      })),
      notes: [
        'The real server (`apps/server/src/main.ts`, demo data) serves the build: the prerendered catalogue and the console, compressed as in production. Simulated mobile throttling, so the scores depend little on the machine; the kept run is the median-performance one.',
      ],
    });
  }
} finally {
  await chrome?.kill();
  await server.stop();
}
