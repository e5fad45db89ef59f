import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openAs, savedDownload, shows, useBrowser } from './browser';

const browser = useBrowser();

describe('barcode decoding rules', () => {
  it('shows the rule of the format the demo goods print, decodes a scanned code to its good, and exports the rule', async () => {
    const page = await browser.newPage();
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/dashboard');
    await page.getByRole('menuitem', { name: '电子秤管理' }).click();
    await page.getByRole('link', { name: '条码解码规则' }).click();
    await page.waitForURL('**/project/scaleMng/barcodeSpec');

    // The demo goods print the price EAN-13: flag 22, item code, total in fen, check digit.
    const format = page.locator('.barcode-format', { hasText: 'EAN-13 金额码' });
    await shows(format.getByText('总长 13 位'));
    await shows(format.locator('.ant-table-row', { hasText: '8–12' }).getByText('除以 100 得到元'));
    await shows(format.getByText('固定为 22，用来识别这类条码'));
    const example = (await format.getByText('1001 西红柿', { exact: false }).first().textContent()) ?? '';
    expect(example).toContain('1.234 kg');

    const box = page.locator('.ant-card', { hasText: '解读一个条码' });
    await box.getByPlaceholder('扫描或输入条码', { exact: false }).fill('2201001028751');
    await box.getByRole('button', { name: /解\s*读/ }).click();
    await shows(box.getByText('这个条码不符合任何使用中的格式', { exact: false }));
    await shows(box.getByText('应为 0'));

    await box.getByPlaceholder('扫描或输入条码', { exact: false }).fill('2201001028750');
    await box.getByRole('button', { name: /解\s*读/ }).click();
    await shows(box.getByText('校验全部通过'));
    await shows(box.getByText('¥28.75'));
    await shows(box.getByText('1001 · 西红柿', { exact: false }));
    // Emptied and decoded again: it asks for a code, and the last code's reading is gone.
    await box.getByPlaceholder('扫描或输入条码', { exact: false }).fill('');
    await box.getByRole('button', { name: /解\s*读/ }).click();
    await shows(box.getByText('请输入条码'));
    await expect.poll(() => box.getByText('校验全部通过').count()).toBe(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出 JSON' }).click();
    const file = await savedDownload(download);
    const rule = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(rule.formats[0]).toMatchObject({ symbology: 'ean13', length: 13 });
    expect(rule.formats[0].fields[2]).toMatchObject({
      start: 8,
      length: 5,
      content: 'total_price',
      implied_decimals: 2,
    });
  });

  it('fits a phone: the format named whole, its table scrolling inside its card', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/scaleMng/barcodeSpec');
    const format = page.locator('.barcode-format', { hasText: 'EAN-13 金额码' });
    await shows(format.locator('.ant-table-row').first());
    const title = format.locator('.ant-card-head-title');
    // Not cut to "EA…": the whole name shows, on as many lines as it takes.
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });
});
