import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openAs, savedDownload, searchGoods, shows, useBrowser } from './browser';

const browser = useBrowser();

/** A CSV of `count` good rows from PLU `base`, with a bad price in the row after the header's next. */
function goodsCsv(base: number, count: number): Buffer {
  const lines = ['PLU编号,商品代码,品名1,单价(元),计价方式,分类'];
  for (let i = 0; i < count; i += 1) {
    const plu = base + i;
    lines.push(`${plu},${plu},导入测试商品${plu},${i === 1 ? '3.456' : '9.90'},计件,测试`);
  }
  return Buffer.from(lines.join('\n'));
}

describe('goods import and export', () => {
  it('imports a spreadsheet with live progress, lists its bad row, imports the valid rows, and exports them', async () => {
    const page = await browser.newPage();
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/goodMng/goodList');
    // Above the demo assortment's PLUs (1001-7030) and those of the other goods tests.
    const base = 200_000 + (Date.now() % 400) * 1000;

    await page.getByRole('button', { name: '导入' }).click();
    const dialog = page.getByRole('dialog', { name: '导入商品' });
    const template = page.waitForEvent('download');
    await dialog.getByRole('button', { name: '下载 Excel 模板' }).click();
    expect((await template).suggestedFilename()).toBe('商品导入模板.xlsx');

    await dialog.locator('input[type=file]').setInputFiles({
      name: '商品.csv',
      mimeType: 'text/csv',
      buffer: goodsCsv(base, 3000),
    });
    await dialog.getByRole('button', { name: '开始导入' }).click();
    await shows(dialog.getByText('1 行有误，未做任何更改'));
    const errorRow = dialog.locator('.ant-table-row', { hasText: '3.456' });
    await shows(errorRow.getByText('单价须为 0 到 99999.99 元，最多两位小数'));
    await shows(errorRow.getByText('单价(元)'));

    await dialog.getByRole('button', { name: '只导入 2999 行正确的数据' }).click();
    await shows(dialog.getByText('导入完成'));
    await expect
      .poll(() => dialog.getByRole('progressbar', { name: '导入进度' }).getAttribute('aria-valuenow'))
      .toBe('100');
    await shows(dialog.getByText('新建 2999 个，更新 0 个，0 个无变化'));
    await shows(dialog.getByText('已跳过 1 行有误的数据'));
    await dialog.getByRole('button', { name: '关闭' }).click();

    // The imported goods searched: 300 pages, and a page number typed in. The bad row (base + 1)
    // was skipped, so the 1 491st good found is base + 1 491.
    await searchGoods(page, '导入测试商品');
    await shows(page.getByText('共 2999 条'));
    const jumper = page.locator('.ant-pagination-options-quick-jumper input');
    await jumper.fill('150');
    await jumper.press('Enter');
    await shows(page.locator('.ant-table-row', { hasText: `导入测试商品${base + 1491}` }));
    await shows(page.locator('.ant-table-row', { hasText: `导入测试商品${base + 1500}` }));
    expect(new URL(page.url()).searchParams.get('page')).toBe('150');
    expect(await page.locator('.ant-table-row').count()).toBe(10);

    const plu = String(base + 2500);
    await searchGoods(page, plu);
    await shows(page.locator('.ant-table-row', { hasText: `导入测试商品${plu}` }));

    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).hover();
    await page.getByRole('menuitem', { name: '导出 CSV' }).click();
    const download = await exported;
    expect(download.suggestedFilename()).toMatch(/^商品-\d{8}\.csv$/);
    const text = fs.readFileSync(await savedDownload(download), 'utf8');
    expect(text.trim().split(/\r?\n/)).toHaveLength(2);
    expect(text).toContain(`${plu},${plu},导入测试商品${plu}`);
  });

  it('changes the prices of selected goods in one go', async () => {
    const page = await browser.newPage();
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/goodMng/goodList');
    // Goods of its own, so that the demo assortment other tests read keeps its prices.
    const category = `调价${Date.now() % 100_000}`;
    const base = 800_000 + (Date.now() % 100) * 100;
    const csv = [
      'PLU编号,商品代码,品名1,单价(元),计价方式,计价单位,分类',
      `${base},${base},调价甲,5,计件,,${category}`,
      `${base + 1},${base + 1},调价乙,6,计重,500g,${category}`,
    ];
    await page.getByRole('button', { name: '导入' }).click();
    const importDialog = page.getByRole('dialog', { name: '导入商品' });
    await importDialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'g.csv', mimeType: 'text/csv', buffer: Buffer.from(csv.join('\n')) });
    await importDialog.getByRole('button', { name: '开始导入' }).click();
    await shows(importDialog.getByText('导入完成'));
    await importDialog.getByRole('button', { name: '关闭' }).click();

    await page.goto(`/project/goodMng/goodList?category=${encodeURIComponent(category)}`);
    const rows = page.locator('.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    await rows.nth(0).locator('.ant-checkbox-input').check();
    await rows.nth(1).locator('.ant-checkbox-input').check();
    await shows(page.getByText('已选 2 个商品'));
    await page.getByRole('button', { name: '批量调价' }).click();
    const dialog = page.getByRole('dialog', { name: /批量调价/ });
    await dialog.getByText('统一设为').click();
    // One price for a piece and for 500 g: the dialog says what that means before it is set.
    await shows(dialog.getByText('所选商品的计价单位不同（/500克、/件）'));
    await dialog.locator('#price').fill('8.80');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await shows(page.getByText('已调价 2 个商品，已记入调价记录'));
    await expect.poll(() => rows.filter({ hasText: '¥8.80' }).count()).toBe(2);
  });
});
