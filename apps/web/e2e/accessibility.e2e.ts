import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAs, shows, useBrowser } from './browser';

const browser = useBrowser();

// axe-core, the checker behind Lighthouse's accessibility audit, run in the page. Evaluated through
// the browser's protocol: the console's Content-Security-Policy would refuse it as a script tag.
const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2 A and AA, as axe checks them; what it finds, one line a node. */
async function wcagViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    );
  });
}

describe('accessibility (axe, WCAG 2 AA)', () => {
  it('finds nothing on the dashboard and the goods list, nor in a good’s form refused for its empty fields', async () => {
    const page = await browser.newPage();
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/dashboard');
    await shows(page.getByText('今日最新销售'));
    expect(await wcagViolations(page)).toEqual([]);

    await page.goto('/project/goodMng/goodList');
    await expect.poll(() => page.locator('.ant-table-row').count()).toBeGreaterThan(0);
    expect(await wcagViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '新建商品' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await shows(dialog.locator('.ant-form-item-explain-error'));
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('finds nothing on the sales list, the goods ranking, and the administrators’ company list', async () => {
    const page = await browser.newPage();
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/tradeMng/tradeList');
    // The demo's sales are of the days before today.
    await page.locator('#trade-filters').getByText('近7天').click();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBeGreaterThan(0);
    expect(await wcagViolations(page)).toEqual([]);

    // Shares drawn as bars, and the shop picker named by its placeholder.
    await page.goto('/project/statsMng/goodAnalysis?period=last30');
    await expect.poll(() => page.locator('.ant-table-row').count()).toBeGreaterThan(0);
    expect(await wcagViolations(page)).toEqual([]);

    const admin = await browser.newPage();
    await openAs(admin, 'admin', 'admin1234', '/admin/companyMng/companyList');
    await expect.poll(() => admin.locator('.ant-table-row').count()).toBeGreaterThan(0);
    expect(await wcagViolations(admin)).toEqual([]);
  });

  it('finds nothing on a phone in English, where the folded menu leaves its logo as the link home', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/stockMng/stockCheck');
    await shows(page.getByText('Stocktakes'));
    expect(await wcagViolations(page)).toEqual([]);
  });
});
