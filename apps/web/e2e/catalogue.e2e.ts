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
  });

  it('lists every page in both languages in the sitemap', async () => {
    const { status, html } = await get('/sitemap.xml');
    expect(status).toBe(200);
    for (const page of PAGES) {
      expect(html).toContain(`<loc>${baseUrl()}${page.route}</loc>`);
      expect(html).toContain(`<loc>${baseUrl()}${english(page.route)}</loc>`);
    }
  });

  it('still serves the console at its paths', async () => {
    const { status, html } = await get('/sign/login');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root">');
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

  it('follows a listing tile to its product page', async () => {
    const page = await browser.newPage();
    await page.goto('/chanpincontain');
    await page.locator('a[href="/Tmab"]').first().click();
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
});
