import { describe, expect, it } from 'vitest';
import { PAGES } from '../src/catalogue/content/registry';
import { LISTINGS } from '../src/catalogue/content/listings';
import { baseUrl, shows, signIn, useBrowser } from './browser';

const browser = useBrowser();
const english = (route: string) => (route === '/' ? '/en' : `/en${route}`);

async function get(path: string) {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
  return { status: response.status, html: await response.text(), type: response.headers.get('content-type') ?? '' };
}

describe('every catalogue route through the built server', () => {
  it.each(PAGES.map((page) => [page.route, page] as const))(
    '%s answers in Chinese and in English',
    async (route, page) => {
      for (const [path, lang, twin] of [
        [route, 'zh-CN', english(route)],
        [english(route), 'en', route],
      ] as const) {
        const { status, html, type } = await get(path);
        expect(status, path).toBe(200);
        expect(type).toContain('text/html');
        expect(html).toContain(`<html lang="${lang}"`);
        expect(html).toMatch(/<title>[^<]{3,}<\/title>/);
        expect(html).toMatch(/<meta name="description" content="[^"]{10,}"/);
        // hreflang both ways and the canonical URL, on the origin the page was asked on.
        const [zhPath, enPath] = lang === 'en' ? [twin, path] : [path, twin];
        expect(html).toContain(`hreflang="zh-CN" href="${baseUrl()}${zhPath}"`);
        expect(html).toContain(`hreflang="en" href="${baseUrl()}${enPath}"`);
        expect(html).toContain(`rel="canonical" href="${baseUrl()}${path}"`);
        // No untranslated key or placeholder ever reaches a visitor.
        expect(html).not.toMatch(/\{\{|\bundefined\b|XXX|lorem/i);
        if (page.kind === 'product') {
          const parent = lang === 'en' ? english(page.parent) : page.parent;
          expect(html, 'breadcrumb to the listing').toMatch(new RegExp(`class="breadcrumb[^]*?href="${parent}"`));
        }
      }
    },
  );

  it('links every listing tile exactly as the catalogue table says', async () => {
    for (const listing of LISTINGS) {
      const { html } = await get(listing.route);
      for (const tile of listing.tiles) {
        expect(html, `${listing.route} → ${tile}`).toContain(`href="${tile}"`);
      }
    }
  });

  it('answers an unknown path with the 404 page and status 404, in the path’s language', async () => {
    const zh = await get('/no-such-product');
    expect(zh.status).toBe(404);
    expect(zh.html).toContain('抱歉，你访问的页面不存在');
    const en = await get('/en/no-such-product');
    expect(en.status).toBe(404);
    expect(en.html).toContain('<html lang="en"');
    // Routes are case-sensitive: /Tmab exists, /tmab does not.
    expect((await get('/Tmab')).status).toBe(200);
    expect((await get('/tmab')).status).toBe(404);
    // A page written with a trailing slash is sent to the page.
    for (const [asked, page] of [
      ['/en/', '/en'],
      ['/tmaa/?from=mail', '/tmaa?from=mail'],
    ]) {
      const response = await fetch(`${baseUrl()}${asked}`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(page);
    }
    expect((await get('/no-such-product/')).status).toBe(404);
  });

  it('lists every page in both languages in the sitemap', async () => {
    const { status, html } = await get('/sitemap.xml');
    expect(status).toBe(200);
    for (const page of PAGES) {
      expect(html).toContain(`<loc>${baseUrl()}${page.route}</loc>`);
      expect(html).toContain(`<loc>${baseUrl()}${english(page.route)}</loc>`);
    }
  });

  it('keeps every page light: no console code, HTML with inline CSS and script within budget', async () => {
    const { gzipSync } = await import('node:zlib');
    for (const page of PAGES) {
      const { html } = await get(page.route);
      // Scripts are inline only: nothing of the console (antd, router) is ever fetched.
      expect(html, page.route).not.toMatch(/<script[^>]+src=/);
      expect(html).not.toContain('/assets/');
      expect(gzipSync(html).length, `${page.route} gzip bytes`).toBeLessThanOrEqual(60 * 1024);
    }
  });

  it('still serves the console at its paths', async () => {
    const signIn = await get('/sign/login');
    expect(signIn.status).toBe(200);
    // Drawn by the build (scripts/prerender-sign-in.ts); the other console pages are drawn by the app.
    expect(signIn.html).toContain('<div id="root" data-drawn>');
    expect(signIn.html).toContain('id="username"');
    const dashboard = await get('/project/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.html).toContain('<div id="root"></div>');
  });
});

describe('the catalogue in the browser', () => {
  it('is readable without scripts, and the language switch lands on the twin page', async () => {
    const page = await browser.newPage();
    await page.goto('/tmaa');
    await shows(page.getByRole('heading', { level: 1 }));
    await page.getByRole('link', { name: 'English' }).first().click();
    await page.waitForURL('**/en/tmaa');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    // A visitor who chose English is sent to the English twin of a Chinese page.
    await page.goto('/tcsa');
    await page.waitForURL('**/en/tcsa');
  });

  it('opens the console in the language of the page its link was on', async () => {
    const page = await browser.newPage();
    await page.goto('/en/tmaa');
    await page.locator('a[href="/sign/login"]').first().click();
    await page.waitForURL('**/sign/login');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await shows(page.getByText('Privacy Policy', { exact: false }));
  });

  it('follows a listing tile to its product page', async () => {
    const page = await browser.newPage();
    await page.goto('/chanpincontain');
    await page.locator('main a[href="/Tmab"]').first().click();
    await page.waitForURL('**/Tmab');
    await shows(page.locator('a[href="/chanpincontain"]'));
  });

  it('sends a signed-in visitor from / to the console, and shows others the site', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await shows(page.locator('a[href="/sign/login"]'));
    await signIn(page, 'xianfeng', 'xianfeng1234');
    await page.goto('/');
    await page.waitForURL('**/project/dashboard');
  });

  it('on the lock page, sends a visitor without the app to how to get it after 800 ms', async () => {
    const page = await browser.newPage();
    await page.goto('/dahualock');
    const button = page.locator('[data-app-button]');
    await button.click();
    await page.waitForURL('**/dahualock#download');
    expect(await page.evaluate(() => localStorage.getItem('lockAppInstalled'))).toBe('0');
    expect(await button.textContent()).toBe('获取 App');
  });

  it('on the lock page, believes the app opened when the page loses focus, and then offers to open it', async () => {
    const page = await browser.newPage();
    await page.goto('/dahualock');
    await page.locator('[data-app-button]').click();
    // The app taking over the screen: the page loses focus right away.
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lockAppInstalled'))).toBe('1');
    expect(page.url()).not.toContain('#download');
    await page.reload();
    expect(await page.locator('[data-app-button]').textContent()).toBe('打开 App');
  });
});
