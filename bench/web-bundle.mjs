// Gzip bytes of the JavaScript a page makes the browser load, measured in the system Chromium
// against the built app on the real server, beside what the build's manifest says the page loads
// before it shows (apps/web/scripts/bundle-budget.mjs, which the browser tests assert), and the
// bytes the server actually sent for those scripts (Brotli where the browser accepts it).
// Run: npm run build && npm run bench -- web-bundle
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { measurePages } from '../apps/web/scripts/bundle-budget.mjs';
import { startServer } from '../scripts/lib/server-process.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { goal, writeResult } from './lib/results.mjs';

async function measure(context, url, ready) {
  const page = await context.newPage();
  const scripts = new Map();
  const sent = new Map();
  let lastScriptAt = Date.now();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') {
      return;
    }
    lastScriptAt = Date.now();
    try {
      scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
      sent.set(response.url(), (await response.request().sizes()).responseBodySize);
    } catch {
      // a redirected or aborted response has no body
    }
  });
  await page.goto(url);
  await ready(page);
  // The console keeps its live-event stream open, so the network never goes quiet: wait instead
  // until no script has arrived for a second (lazy chunks included).
  while (Date.now() - lastScriptAt < 1000) {
    await page.waitForTimeout(200);
  }
  await context.close();
  const total = (sizes) => [...sizes.values()].reduce((a, b) => a + b, 0);
  const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
  const largest = [...scripts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([file, size]) => `${file.split('/').pop()} ${(size / 1024).toFixed(1)}`);
  return { files: scripts.size, kb: kb(total(scripts)), sentKb: kb(total(sent)), largest };
}

const server = await startServer({ env: { DEMO_DATA: '1' } });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const signIn = await measure(await browser.newContext({ baseURL: server.baseUrl }), '/sign/login', (p) =>
    p.locator('#username').waitFor(),
  );

  // The console's pages as a signed-in user opens them cold: each in a context of its own with the
  // login stored and nothing in the browser's cache, so every script is sent.
  const login = await (await browser.newContext({ baseURL: server.baseUrl })).newPage();
  await login.goto('/sign/login');
  await login.locator('#username').fill('xianfeng');
  await login.locator('#password').fill('xianfeng1234');
  await login.locator('#password-login_privacy_agreed').check();
  await login.locator('button[type=submit]').click();
  await login.waitForURL('**/project/dashboard');
  const storageState = await login.context().storageState();
  await login.context().close();
  const cold = () => browser.newContext({ baseURL: server.baseUrl, storageState });
  const dashboard = await measure(await cold(), '/project/dashboard', (p) => p.locator('.ant-card').first().waitFor());
  const shopList = await measure(await cold(), '/project/shopMng/shopList', (p) =>
    p.getByRole('link', { name: '鲜丰生鲜 西溪店' }).waitFor(),
  );

  // A statistics page: the charts' library comes with it, in a chunk no other page loads.
  const salesStats = await measure(await cold(), '/project/statsMng/saleAnalysis', (p) =>
    p.locator('canvas').first().waitFor(),
  );

  const measured = { 'sign-in': signIn, dashboard, 'shop list': shopList };
  const manifest = measurePages();
  const figures = manifest.map((page) => {
    const inBrowser = measured[page.page];
    return {
      key: page.page.replace(/[^a-z]+/g, '_'),
      label: `${page.page} \`${page.path}\`, before it shows (build manifest, ${page.files.length} files)${inBrowser ? `; Chromium loaded ${inBrowser.kb} KB in ${inBrowser.files} files, lazy chunks included` : ''}`,
      unit: 'KB gzip',
      samples: [page.bytes / 1024],
      lower_is_better: true,
      ceiling_kb: page.budgetKb,
      goals: [goal(`≤ ${page.goalKb} KB`, page.meetsGoal)],
    };
  });
  for (const [page, result] of Object.entries(measured)) {
    figures.push({
      key: `${page.replace(/[^a-z]+/g, '_')}_sent`,
      label: `${page}: the same scripts as the server sent them to Chromium (the build's Brotli copies), bodies only`,
      unit: 'KB',
      samples: [result.sentKb],
      lower_is_better: true,
    });
  }
  figures.push({
    key: 'sales_statistics_chromium',
    label: 'sales statistics `/project/statsMng/saleAnalysis` in Chromium, charts included',
    unit: 'KB gzip',
    samples: [salesStats.kb],
    lower_is_better: true,
  });
  console.log(JSON.stringify({ signInPage: signIn, shopListPage: shopList, salesStatsPage: salesStats }, null, 2));
  writeResult('web-bundle', {
    title: 'JavaScript a console page loads (gzip level 9)',
    command: 'npm run build && npm run bench -- web-bundle',
    figures,
    notes: [
      "The goal is issue 14's; the browser tests hold each page to a ceiling near its size today (`apps/web/scripts/bundle-budget.mjs`), so it can only shrink. The figure is what the build manifest says the page loads before it shows: the entry and its static imports, then the route chunks the router loads for that page and theirs; `apps/web/e2e/bundle-budget.e2e.ts` asserts the same budgets on every browser test run. Chromium loads the page from the real server (demo data) and every script response is counted until no new one arrives for a second, so it also counts the chunks a page loads after it shows. The catalogue pages carry their JavaScript inline: see lighthouse.",
    ],
  });
} finally {
  await browser.close();
  await server.stop();
}
