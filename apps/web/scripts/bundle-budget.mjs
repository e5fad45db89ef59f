// Gzip bytes of the JavaScript each budgeted page loads before it shows, computed from the built
// app's Vite manifest (apps/web/dist/.vite/manifest.json): the entry's static imports, then the
// route chunks the router loads for that page and their static imports. Dynamic imports a page
// makes later (charts, dialogs) are not counted. bench/web-bundle.mjs measures the same in Chromium.
// Run: npm run build && node apps/web/scripts/bundle-budget.mjs [--json]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

const KB = 1024;
// The console's lazy layouts: the providers (TanStack Query, antd App), then the shell.
const CONSOLE_LAYOUTS = ['src/app/providers-layout.tsx', 'src/app/shell/console-layout.tsx'];

// What a console page loads lazily as it starts: the cipher of the stored login, read before the
// first render (src/shared/storage.ts), and the dialogs' presenter (src/app/providers-layout.tsx).
const CONSOLE_START = ['src/shared/storage-cipher.ts', 'src/app/presenter-host.tsx'];

/**
 * The budgeted pages. `routeChunks` are the source modules of what the page loads lazily as it
 * starts (the lazy routes the router loads for it, outermost first: src/app/router.tsx); each must
 * be a chunk of its own. `budgetKb` is the ceiling the browser tests hold every build to: today's
 * size with a little room, lowered as cuts land, never raised without a reason in
 * docs/performance.md. `goalKb` is where the page should get to (issue 14), reported by
 * `npm run bench -- web-bundle`; where it is not met, bench/findings.md says what stands in the way.
 */
export const PAGES = [
  {
    page: 'sign-in',
    path: '/sign/login',
    routeChunks: ['src/features/sign/login-page.tsx'],
    budgetKb: 150,
    goalKb: 200,
  },
  {
    page: 'dashboard',
    path: '/project/dashboard',
    routeChunks: [...CONSOLE_START, ...CONSOLE_LAYOUTS, 'src/features/dashboard/dashboard-page.tsx'],
    budgetKb: 304,
    goalKb: 350,
  },
  {
    page: 'shop list',
    path: '/project/shopMng/shopList',
    routeChunks: [...CONSOLE_START, ...CONSOLE_LAYOUTS, 'src/features/shops/shop-list-page.tsx'],
    budgetKb: 325,
    goalKb: 350,
  },
];

/** The budget of each page in KB (1 KB = 1024 bytes of gzip), by page name. */
export const BUDGETS_KB = Object.fromEntries(PAGES.map(({ page, budgetKb }) => [page, budgetKb]));

/** @param {string} distDir */
function readManifest(distDir) {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: build the web app first (npm run build)`);
  }
  /** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} */
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  return manifest;
}

/**
 * @param {string} [distDir]
 * @returns {{ page: string, path: string, budgetKb: number, bytes: number, kb: number,
 *   withinBudget: boolean, goalKb: number, meetsGoal: boolean, files: { file: string, bytes: number }[] }[]}
 *   files sorted largest first.
 */
export function measurePages(distDir = DIST_DIR) {
  const manifest = readManifest(distDir);
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) {
    throw new Error(`expected one entry in the manifest, found ${entries.length}: ${entries.join(', ')}`);
  }
  const gzipCache = new Map();
  const gzipBytes = (file) => {
    if (!gzipCache.has(file)) {
      gzipCache.set(file, gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length);
    }
    return gzipCache.get(file);
  };

  return PAGES.map(({ page, path: pagePath, routeChunks, budgetKb, goalKb }) => {
    for (const key of routeChunks) {
      if (!manifest[key]) {
        throw new Error(`${page}: ${key} is not a chunk of its own in the manifest (is it still lazily loaded?)`);
      }
    }
    const seen = new Set();
    const stack = [...entries, ...routeChunks];
    while (stack.length > 0) {
      const key = stack.pop();
      if (!seen.has(key)) {
        seen.add(key);
        stack.push(...(manifest[key].imports ?? []));
      }
    }
    const files = [...seen]
      .map((key) => ({ file: manifest[key].file, bytes: gzipBytes(manifest[key].file) }))
      .sort((a, b) => b.bytes - a.bytes);
    const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
    return {
      page,
      path: pagePath,
      budgetKb,
      bytes,
      kb: Math.round((bytes / KB) * 10) / 10,
      withinBudget: bytes <= budgetKb * KB,
      goalKb,
      meetsGoal: bytes <= goalKb * KB,
      files,
    };
  });
}

/** One line per page and its five largest files, for a test's failure message. */
export function describePage(result) {
  const largest = result.files
    .slice(0, 5)
    .map(({ file, bytes }) => `${path.basename(file)} ${(bytes / KB).toFixed(1)} KB`)
    .join(', ');
  return `${result.page} (${result.path}): ${result.kb} KB gzip in ${result.files.length} files, budget ${result.budgetKb} KB; largest: ${largest}`;
}

function printTable(results) {
  for (const result of results) {
    const verdict = result.withinBudget ? 'ok' : 'OVER BUDGET';
    console.log(
      `${result.page} ${result.path}: ${result.kb} KB gzip in ${result.files.length} files (budget ${result.budgetKb} KB) ${verdict}`,
    );
    for (const { file, bytes } of result.files) {
      console.log(`  ${(bytes / KB).toFixed(1).padStart(7)} KB  ${path.basename(file)}`);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = measurePages();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(results, null, 2));
  } else {
    printTable(results);
    process.exitCode = results.every((result) => result.withinBudget) ? 0 : 1;
  }
}
