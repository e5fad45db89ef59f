import { describe, expect, it } from 'vitest';
import { apiAs, openAs, shows, useBrowser } from './browser';

const browser = useBrowser();

/** The instant today began in China's calendar. */
function chinaTodayStart(): Date {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  return new Date(`${today}T00:00:00+08:00`);
}

/** The China calendar day (YYYY-MM-DD) of an instant. */
const chinaDayOf = (instant: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(instant));

const digitsOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

describe('statistics', () => {
  it("shows the demo's last day of sales counted as the sales records add it up, and compares it with the day before", async () => {
    const owner = await apiAs('xianfeng', 'xianfeng1234');
    // The demo sells until the day before it was seeded: yesterday, unless this server seeded it
    // before China's midnight. Its last day is the day of the newest sale before today.
    type Records = { list: { trade_info: { trade_time: string } }[]; meta: { total: number } };
    const beforeToday = new URLSearchParams({
      end_time: new Date(chinaTodayStart().getTime() - 1).toISOString(),
      type: 'sale',
      per_page: '1',
    });
    const newest = await owner.get<Records>(`/management/trades?${beforeToday}`);
    const lastDay = chinaDayOf(newest.list[0]?.trade_info.trade_time ?? '');
    // The sales records read the trades themselves; the statistics read the rollups.
    const ofLastDay = new URLSearchParams({
      start_time: new Date(`${lastDay}T00:00:00+08:00`).toISOString(),
      end_time: new Date(`${lastDay}T23:59:59.999+08:00`).toISOString(),
      type: 'sale',
      per_page: '1',
    });
    const records = await owner.get<Records>(`/management/trades?${ofLastDay}`);
    expect(records.meta.total).toBeGreaterThan(0);

    const page = await browser.newPage();
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/dashboard');
    await page.getByRole('menuitem', { name: '统计分析' }).click();
    await page.getByRole('menuitem', { name: '销售分析' }).click();
    await page.waitForURL('**/project/statsMng/saleAnalysis**');
    // A period picked is kept in the address (a link to it opens the same period).
    await page.goto(`/project/statsMng/saleAnalysis?from=${lastDay}&to=${lastDay}`);
    const count = page.getByRole('region', { name: '销售笔数' });
    await expect
      .poll(async () => digitsOf(await count.locator('div').first().textContent()), { timeout: 10_000 })
      .toBe(records.meta.total);
    await shows(count.getByText(/^上期/));
    // A quick period replaces the days picked.
    await page.getByText('昨天', { exact: true }).click();
    await page.waitForURL(/saleAnalysis\?period=yesterday$/);
    // The trend is drawn (the charts' library loads on this page) and can be saved as an image.
    await shows(page.locator('canvas'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载图片' }).first().click();
    expect((await download).suggestedFilename()).toMatch(/\.png$/);
  });

  it("ranks the goods, opens the best seller's page with where it sells, and reads in English", async () => {
    const page = await browser.newPage();
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/statsMng/goodAnalysis?period=last30');
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
