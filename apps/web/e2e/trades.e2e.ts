import fs from 'node:fs';
import { eanCheckDigit } from '@tm/contracts';
import { describe, expect, it } from 'vitest';
import { baseUrl, openAs, savedDownload, shows, useBrowser } from './browser';

const browser = useBrowser();

describe('sales records', () => {
  it('lists the sales a scale uploaded today, filters them by shop, shows a sale with its barcode read, and exports them', async () => {
    const page = await browser.newPage();
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/dashboard');

    // The hypermarket's vegetable scale gets a key and uploads three sales, as its firmware would.
    await page.goto('/project/scaleMng/scaleList');
    await page
      .locator('.ant-table-row', { hasText: '果蔬区 1 号秤' })
      .getByRole('link', { name: '果蔬区 1 号秤' })
      .click();
    await page.getByRole('button', { name: '重新生成密钥' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '重新生成密钥' }).click();
    const keyDialog = page.getByRole('dialog', { name: '电子秤的设备密钥' });
    const key = /[\w-]{32,}/.exec((await keyDialog.getByTestId('device-key').textContent()) ?? '')?.[0] ?? '';
    await keyDialog.getByRole('button', { name: '我已保存密钥' }).click();

    const run = Date.now() % 1_000_000;
    const digits = `2201001${String(1234 + (run % 1000)).padStart(5, '0')}`;
    const barcode = `${digits}${eanCheckDigit(digits)}`;
    const total = 1234 + (run % 1000);
    const sales = [
      { trade_no: `E2E-${run}-1`, plu: 1001, unit_price: 398, weight_g: 3100, total_price: total, barcode },
      { trade_no: `E2E-${run}-2`, plu: 1002, unit_price: 350, weight_g: 1000, total_price: 350 },
      { trade_no: `E2E-${run}-3`, plu: 1003, unit_price: 198, weight_g: 500, total_price: 99 },
      // Two 500 g packs of a fixed-weight good: sold by the pack, weighed too.
      { trade_no: `E2E-${run}-4`, plu: 3014, unit_price: 3990, quantity: 2, weight_g: 1000, total_price: 7980 },
    ].map((sale) => ({ ...sale, trade_time: new Date().toISOString(), type: 'sale' }));
    const upload = await fetch(`${baseUrl()}/api/device/v1/trades`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`TMDEMO000001:${key}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ trades: sales }),
    });
    expect(upload.status).toBe(200);

    await page.getByRole('menuitem', { name: '销售管理' }).click();
    await page.getByRole('link', { name: '销售记录' }).click();
    await page.waitForURL('**/project/tradeMng/tradeList');
    const filters = page.locator('#trade-filters');
    await filters.getByLabel('商品名称或 PLU').fill('1001');
    await filters.getByRole('button', { name: /搜\s*索/ }).click();
    const row = page.locator('.ant-table-row', {
      hasText: `¥${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`,
    });
    await shows(row.getByText('西红柿'));
    await shows(row.getByText('3.100 kg'));
    // Its price with what it is per (the demo's tomatoes are priced per 500 g), as the scale charged.
    await shows(row.getByText('¥3.98/500克'));
    await shows(row.getByText('果蔬区 1 号秤'));
    // A period applies as soon as it is chosen: yesterday has not this sale, today has it again.
    await filters.getByText('昨天').click();
    await expect.poll(() => row.count()).toBe(0);
    await filters.getByText('今天').click();
    await shows(row.getByText('西红柿'));
    // A part of the name finds it too, and no other good's sales.
    await filters.getByLabel('商品名称或 PLU').fill('红柿');
    await filters.getByRole('button', { name: /搜\s*索/ }).click();
    await shows(row.getByText('西红柿'));
    await expect.poll(() => page.locator('.ant-table-row', { hasText: '黄瓜' }).count()).toBe(0);

    await row.click();
    const drawer = page.locator('.ant-drawer', { hasText: '交易详情' });
    await shows(drawer.getByText(barcode));
    await shows(drawer.getByText('EAN-13 金额码', { exact: false }));
    await shows(drawer.locator('.ant-table-row', { hasText: '01001' }));
    await drawer.locator('.ant-drawer-close').click();

    await filters.getByLabel('商品名称或 PLU').fill('3014');
    await filters.getByRole('button', { name: /搜\s*索/ }).click();
    await shows(page.locator('.ant-table-row', { hasText: '¥79.80' }).getByText('2 件（1.000 kg）'));

    await filters.getByLabel('商品名称或 PLU').fill('');
    await filters.locator('#trade-filters_shop_id').click();
    await page.locator('.ant-select-item-option', { hasText: '鲜丰生鲜 文三路店' }).click();
    await filters.getByRole('button', { name: /搜\s*索/ }).click();
    await expect.poll(() => page.locator('.ant-table-row', { hasText: '果蔬区 1 号秤' }).count()).toBe(0);

    await filters.locator('#trade-filters_shop_id').click();
    await page.locator('.ant-select-item-option', { hasText: '鲜丰生鲜 西溪店' }).click();
    await filters.getByRole('button', { name: /搜\s*索/ }).click();
    await shows(page.locator('.ant-table-row', { hasText: '黄瓜' }));
    // A total typed with a comma is said to be wrong, not read as ten times as much.
    await filters.getByLabel('最低金额').fill('12,5');
    await filters.getByRole('button', { name: /搜\s*索/ }).click();
    await shows(filters.getByText('金额最多两位小数，如 12.5'));
    // A range the wrong way round is said, not quietly turned round.
    await filters.getByLabel('最低金额').fill('100');
    await filters.getByLabel('最高金额').fill('50');
    await filters.getByRole('button', { name: /搜\s*索/ }).click();
    await shows(filters.getByText('最高金额不能低于最低金额'));
    await filters.getByLabel('最低金额').fill('');
    await filters.getByLabel('最高金额').fill('');
    await filters.getByRole('button', { name: /搜\s*索/ }).click();
    await shows(page.locator('.ant-table-row', { hasText: '黄瓜' }));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出 CSV' }).click();
    const file = await savedDownload(download);
    const csv = fs.readFileSync(file, 'utf8');
    for (const sale of sales) {
      expect(csv).toContain(sale.trade_no);
    }
  });

  it('shows an administrator every company’s sales by total, largest first, page after page, in Chinese and English', async () => {
    const page = await browser.newPage();
    await openAs(page, 'admin', 'admin1234', '/admin/tradeMng/tradeList');
    await page.locator('#trade-filters').getByText('近7天').click();
    // Every company's sales say whose they are.
    await shows(page.locator('.ant-table-row').first().getByText('鲜丰生鲜超市'));
    // The totals column's amounts, read by the header's place in the table.
    const totals = async (title: string) => {
      const column = await page
        .locator('thead th')
        .evaluateAll((cells, name) => cells.findIndex((cell) => cell.textContent?.trim() === name), title);
      return (await page.locator(`.ant-table-row td:nth-child(${column + 1})`).allInnerTexts()).map((text) =>
        Number(text.replace(/[¥,]/g, '')),
      );
    };
    const descending = (values: number[]) =>
      values.length > 1 && values.every((v, i) => i === 0 || v <= (values[i - 1] ?? 0));

    await page.locator('th', { hasText: '总价' }).click();
    await page.locator('th', { hasText: '总价' }).click();
    await shows(page.locator('th[aria-sort="descending"]', { hasText: '总价' }));
    await expect.poll(async () => descending(await totals('总价'))).toBe(true);
    const firstPage = await totals('总价');
    await page.getByRole('button', { name: '下一页' }).click();
    await expect.poll(async () => (await totals('总价'))[0] ?? Infinity).toBeLessThanOrEqual(firstPage.at(-1) ?? 0);
    expect(descending(await totals('总价'))).toBe(true);

    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await page.locator('#trade-filters').getByText('Last 7 days').click();
    await page.locator('th', { hasText: 'Total' }).click();
    await page.locator('th', { hasText: 'Total' }).click();
    await expect.poll(async () => (await totals('Total'))[0]).toBe(firstPage[0]);
  });

  it('on a phone, lists a sale a line, its good and total first, and opens it with a tap', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/tradeMng/tradeList');
    await page.locator('#trade-filters').getByText('近7天').click();
    const first = page.locator('.trade-lines button').first();
    await shows(first);
    // The line's first words are the good's name and its PLU, its last the total; no table to scroll.
    expect(await page.locator('.ant-table').count()).toBe(0);
    const [what = '', total = ''] = (await first.locator('strong').allInnerTexts()).map((text) => text.trim());
    expect(what).toMatch(/ · \d+$/);
    expect(total).toMatch(/^¥[\d,]+\.\d{2}$/);
    const box = await first.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);

    await first.click();
    const drawer = page.locator('.ant-drawer', { hasText: '交易详情' });
    await shows(drawer.getByText(what.split(' · ')[0] ?? ''));
    await shows(drawer.getByText(total));
  });
});
