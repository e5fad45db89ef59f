import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../src/catalogue/content/registry';
import { openAs, openSignIn, shows, signIn, useBrowser } from './browser';

const browser = useBrowser();
const IMAGE = path.join(import.meta.dirname, 'fixtures/avatar.png');
const english = (route: string) => (route === '/' ? '/en' : `/en${route}`);

/**
 * A page that keeps every Content-Security-Policy violation it meets: the `securitypolicyviolation`
 * event, heard by a script that runs before each document's own, and Chromium's console line.
 */
async function watchedPage(): Promise<{ page: Page; violations: string[] }> {
  const page = await browser.newPage();
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const refused = event.blockedURI || 'inline code';
      console.error(
        `Content Security Policy violation: ${event.effectiveDirective} refused ${refused} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
  return { page, violations };
}

/** Gives late reports (they come after the page's work, as their own task) the time to arrive. */
async function expectNoViolation(page: Page, violations: string[], where: string): Promise<void> {
  await page.waitForTimeout(300);
  expect(violations, where).toEqual([]);
}

describe('the Content-Security-Policy in the browser', () => {
  it('is enforced, and a refused inline script is heard', async () => {
    const { page, violations } = await watchedPage();
    await openSignIn(page);
    await shows(page.locator('#username'));
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "yes";';
      document.body.append(script);
    });
    await expect.poll(() => violations.some((text) => /script-src(-elem)? refused inline/.test(text))).toBe(true);
    expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
  });

  it('blocks nothing on the catalogue: home, a listing, a product page, the document library and the 404 page, in Chinese and English', async () => {
    const listing = PAGES.find((page) => page.kind === 'listing');
    const product = PAGES.find((page) => page.kind === 'product');
    if (!listing || !product) {
      throw new Error('the catalogue has no listing or no product page');
    }
    const { page, violations } = await watchedPage();
    for (const route of ['/', listing.route, product.route, '/tmfdoc', '/no-such-page']) {
      for (const url of [route, english(route)]) {
        await page.goto(url);
        // The inline script ran: it marks the document before the body paints.
        await expect
          .poll(() => page.evaluate(() => document.documentElement.classList.contains('js')), { message: url })
          .toBe(true);
        await expectNoViolation(page, violations, url);
      }
    }
  });

  it('blocks nothing on the sign-in page and the console pages of a company user', async () => {
    const { page, violations } = await watchedPage();
    await signIn(page, 'xianfeng', 'xianfeng1234');
    await expectNoViolation(page, violations, 'sign-in');

    await page.goto('/project/dashboard');
    await shows(page.getByText('今日净销售额'));
    await expectNoViolation(page, violations, 'dashboard');

    // The big screen reads the live events stream.
    const listening = page.waitForResponse((response) => response.url().endsWith('/api/live'));
    await page.goto('/project/datadashboard');
    await shows(page.getByRole('heading', { name: /实时数据大屏/ }));
    await listening;
    await shows(page.getByTestId('sale-count'));
    await expectNoViolation(page, violations, 'big screen');

    await page.goto('/project/dashtwoboard');
    await shows(page.getByTestId('shop-ranking'));
    await expectNoViolation(page, violations, 'ranking screen');

    // Charts drawn on canvas, saved as a PNG data URL.
    await page.goto('/project/statsMng/saleAnalysis');
    await shows(page.locator('canvas'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载图片' }).first().click();
    await download;
    await expectNoViolation(page, violations, 'sales analysis');

    // An image picked for upload: antd draws its thumbnail from a blob: URL, then shows the stored file.
    await page.goto('/project/goodMng/goodList');
    await page.getByRole('button', { name: '新建商品' }).click();
    const form = page.getByRole('dialog');
    await form.locator('input[type=file]').setInputFiles(IMAGE);
    await shows(page.getByText('avatar.png 上传成功'));
    await shows(form.locator('img[src^="/files/images/"]'));
    await form.getByRole('button', { name: /取\s*消/ }).click();
    // The phone-upload link as a QR code, drawn on a canvas.
    await page.locator('.ant-table-row').first().getByRole('button', { name: '拍照' }).click();
    await shows(page.getByRole('dialog', { name: '手机拍摄商品图片' }).getByText('等待手机上传…'));
    await expectNoViolation(page, violations, 'goods');

    await page.goto('/project/tradeMng/tradeList');
    await shows(page.getByRole('columnheader', { name: /交易时间/ }));
    await expectNoViolation(page, violations, 'sales records');
  });

  it('blocks nothing in the label designer, with a text, a barcode and a QR code drawn', async () => {
    const { page, violations } = await watchedPage();
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/shopMng/shopList');
    await page.getByRole('link', { name: '鲜丰生鲜 西溪店' }).click();
    await page.getByRole('tab', { name: '标签' }).click();
    await page.getByRole('button', { name: '新建标签' }).click();
    await page.waitForURL('**/labels/new');
    await shows(page.getByTestId('label-canvas').locator('canvas'));
    await page.getByRole('button', { name: '文字' }).click();
    await page.getByRole('button', { name: '条码' }).click();
    await page.getByRole('button', { name: '二维码' }).click();
    // The barcode and the QR code are SVG data: URLs, in the preview and on the canvas.
    const preview = page.getByTestId('label-preview');
    await shows(preview.getByText('西红柿'));
    await expect.poll(() => preview.locator('image').count()).toBe(2);
    await expectNoViolation(page, violations, 'label designer');
  });

  it('blocks nothing on the API docs and the page a label’s QR code opens', async () => {
    const { page, violations } = await watchedPage();
    await page.goto('/api/docs/');
    await shows(page.getByText('TM Scale Cloud API'));
    await shows(page.locator('.opblock').first());
    await expectNoViolation(page, violations, 'API docs');

    await page.goto('/external/qrdetail/not-a-label?lang=ch');
    await shows(page.getByText('抱歉，你访问的页面不存在'));
    await expectNoViolation(page, violations, 'QR detail');
  });
});
