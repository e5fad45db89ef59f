// Gzip bytes of the JavaScript a page makes the browser load, measured in the system Chromium
// against the built app on the real server. Run: npm run build && node bench/web-bundle.mjs
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../scripts/lib/server-process.mjs';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

async function measure(context, url, ready) {
  const page = await context.newPage();
  const scripts = new Map();
  let lastScriptAt = Date.now();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') {
      return;
    }
    lastScriptAt = Date.now();
    try {
      scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
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
  await page.close();
  const bytes = [...scripts.values()].reduce((a, b) => a + b, 0);
  const largest = [...scripts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([file, size]) => `${file.split('/').pop()} ${(size / 1024).toFixed(1)}`);
  return { files: scripts.size, kb: Math.round((bytes / 1024) * 10) / 10, largest };
}

const server = await startServer({ env: { DEMO_DATA: '1' } });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
try {
  const signIn = await measure(await browser.newContext({ baseURL: server.baseUrl }), '/sign/login', (p) =>
    p.locator('#username').waitFor(),
  );

  // The shop list as a signed-in user opens it cold (a reload with the login stored).
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const login = await context.newPage();
  await login.goto('/sign/login');
  await login.locator('#username').fill('xianfeng');
  await login.locator('#password').fill('xianfeng1234');
  await login.locator('button[type=submit]').click();
  await login.waitForURL('**/project/dashboard');
  await login.close();
  const shopList = await measure(context, '/project/shopMng/shopList', (p) =>
    p.locator('.ant-table-row').first().waitFor(),
  );

  // A statistics page: the charts' library comes with it, in a chunk no other page loads.
  const salesStats = await measure(context, '/project/statsMng/saleAnalysis', (p) =>
    p.locator('canvas').first().waitFor(),
  );

  console.log(JSON.stringify({ signInPage: signIn, shopListPage: shopList, salesStatsPage: salesStats }, null, 2));
  console.log(`sign-in page: ${signIn.kb} KB gzip JS in ${signIn.files} files (goal <= 200 KB)`);
  console.log(`shop list page: ${shopList.kb} KB gzip JS in ${shopList.files} files (goal <= 350 KB)`);
  console.log(`sales statistics page: ${salesStats.kb} KB gzip JS in ${salesStats.files} files`);
} finally {
  await browser.close();
  await server.stop();
}
