import { describe, expect, it } from 'vitest';
import { apiAs, shows, signIn, useBrowser } from './browser';

const browser = useBrowser();

/** The instant yesterday began in China's calendar. */
function chinaYesterdayStart(): Date {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00+08:00`) - 86_400_000);
}

const digitsOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

describe('statistics', () => {
  it("shows yesterday's sales count as the sales records add it up, and compares it with the day before", async () => {
    const start = chinaYesterdayStart();
    const owner = await apiAs('xianfeng', 'xianfeng1234');
    // The sales records read the trades themselves; the statistics read the rollups.
    const query = new URLSearchParams({
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 86_400_000 - 1).toISOString(),
      type: 'sale',
      per_page: '1',
    });
    const records = await owner.get<{ meta: { total: number } }>(`/management/trades?${query}`);
    expect(records.meta.total).toBeGreaterThan(0);

    const page = await browser.newPage();
    await signIn(page, 'xianfeng', 'xianfeng1234');
    await page.getByRole('menuitem', { name: '统计分析' }).click();
    await page.getByRole('menuitem', { name: '销售分析' }).click();
    await page.waitForURL('**/project/statsMng/saleAnalysis**');
    await page.getByText('昨天', { exact: true }).click();
    const count = page.getByRole('region', { name: '销售笔数' });
    await expect
      .poll(async () => digitsOf(await count.locator('div').first().textContent()), { timeout: 10_000 })
      .toBe(records.meta.total);
    await shows(count.getByText(/^上期/));
    // The trend is drawn (the charts' library loads on this page) and can be saved as an image.
    await shows(page.locator('canvas'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载图片' }).first().click();
    expect((await download).suggestedFilename()).toMatch(/\.png$/);
  });

  it("ranks the goods, opens the best seller's page with where it sells, and reads in English", async () => {
    const page = await browser.newPage();
    await signIn(page, 'xianfeng', 'xianfeng1234');
    await page.goto('/project/statsMng/goodAnalysis?period=last30');
    const firstRow = page.locator('.ant-table-row').first();
    await shows(firstRow);
    const name = (await firstRow.locator('a').first().textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await firstRow.locator('a').first().click();
    await page.waitForURL('**/project/statsMng/goodAnalysis/*');
    await shows(page.getByText(name).first());
    await shows(page.getByText('鲜丰生鲜 文三路店').or(page.getByText('鲜丰生鲜 西溪店')));

    await page.getByRole('button', { name: 'English' }).click();
    await page.goto('/project/statsMng/shopAnalysis?period=last7');
    await shows(page.getByRole('cell', { name: '鲜丰生鲜 西溪店' }));
    await shows(page.getByText('Net sales').first());
  });
});
