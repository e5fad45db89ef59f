import { describe, expect, it } from 'vitest';
import { openAs, shows, simulate, useBrowser } from './browser';

const browser = useBrowser();

describe('the big screen', () => {
  it('moves its figures when a scale uploads sales, without a reload', async () => {
    const page = await browser.newPage();
    const listening = page.waitForResponse((response) => response.url().endsWith('/api/live'));
    await openAs(page, 'admin', 'admin1234', '/admin/datadashboard');
    await shows(page.getByRole('heading', { name: '实时数据大屏' }));
    await listening;
    const count = page.getByTestId('sale-count');
    await shows(count);
    const before = Number(await count.textContent());

    await simulate('--scales', '1', '--trades', '6', '--batch', '6');

    // Only the live stream can tell the page this soon: it polls once a minute.
    await expect.poll(async () => Number(await count.textContent()), { timeout: 8_000 }).toBeGreaterThan(before);
    await shows(page.getByTestId('latest-sales').locator('li').first());

    await page.getByRole('button', { name: '退出大屏' }).click();
    await page.waitForURL('**/admin/dashboard');
  });

  it('lists the company’s shops on the ranking screen, with the day’s total', async () => {
    const page = await browser.newPage();
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/dashboard');
    await page.getByRole('menuitem', { name: '门店排行大屏' }).click();
    await page.waitForURL('**/project/dashtwoboard');
    const ranking = page.getByTestId('shop-ranking');
    await shows(ranking.getByText('鲜丰生鲜 西溪店'));
    await shows(ranking.getByText('鲜丰生鲜 文三路店'));
    await shows(page.getByText('2 家门店，今日合计', { exact: false }));
  });

  it('reads in English too', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/datadashboard');
    await shows(page.getByText('Net sales today'));
    await shows(page.getByText('Sales by hour today'));
  });
});
