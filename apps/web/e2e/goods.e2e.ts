import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, savedDownload, searchGoods, shows, useBrowser } from './browser';

const browser = useBrowser();

/** Fills the new good's form with what it needs and saves it. */
async function createGood(page: Page, good: { plu: string; itemCode?: string; price: string; name: string }) {
  await page.getByRole('button', { name: '新建商品' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#good-form_plu').fill(good.plu);
  await dialog.locator('#good-form_item_code').fill(good.itemCode ?? good.plu);
  await dialog.locator('#good-form_price').fill(good.price);
  await dialog.locator('#good-form_name1').fill(good.name);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
}

describe('goods (PLU records)', () => {
  it('creates a good with its rules said first, finds it, reprices it, reads its price history and deletes it', async () => {
    const page = await browser.newPage();
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/dashboard');
    await page.getByRole('menuitem', { name: '商品管理' }).click();
    await page.getByRole('link', { name: '商品列表' }).click();
    await page.waitForURL('**/project/goodMng/goodList');

    // Above the demo assortment's PLUs (1001-7030).
    const plu = String(10_000 + (Date.now() % 80_000));
    await page.getByRole('button', { name: '新建商品' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#good-form_item_code').fill('12a');
    await dialog.locator('#good-form_price').fill('5.999');
    await dialog.locator('#good-form_name1').fill('这是一个远远超过秤头打印宽度的很长很长的商品名称');
    await dialog.locator('#good-form_tare_g').fill('-10');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await shows(dialog.getByText('商品代码须为 1 到 6 位数字'));
    // A negative tare is said to be wrong, not quietly made 0.
    await shows(dialog.getByText('请输入 0 到 30000 的整数'));
    expect(await dialog.locator('#good-form_tare_g').inputValue()).toBe('-10');
    await shows(dialog.getByText('请输入 0 到 99999.99 的金额，最多两位小数'));
    await shows(dialog.getByText('每行最多 36 个半角字符（汉字算 2 个）'));

    await dialog.locator('#good-form_plu').fill(plu);
    await dialog.locator('#good-form_item_code').fill(plu);
    await dialog.locator('#good-form_price').fill('5.98');
    await dialog.locator('#good-form_name1').fill('西红柿');
    await dialog.locator('#good-form_info1').fill('产地：山东寿光');
    await dialog.locator('#good-form_category').fill('蔬菜');
    await dialog.locator('#good-form_tare_g').fill('10');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await shows(page.getByText('已创建'));

    await searchGoods(page, plu);
    const row = page.locator('.ant-table-row', { hasText: '西红柿' });
    await shows(row.getByText('¥5.98/公斤'));

    await row.getByRole('button', { name: /编\s*辑/ }).click();
    await page.getByRole('dialog').locator('#good-form_price').fill('6.50');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await shows(row.getByText('¥6.50/公斤'));

    await row.getByRole('button', { name: '调价记录' }).click();
    const drawer = page.locator('.ant-drawer');
    const history = drawer.getByRole('region', { name: '基础价变动记录' });
    await shows(history.getByText('¥6.50'));
    await expect.poll(() => history.locator('.ant-table-row').count()).toBe(2);
    await drawer.locator('.ant-drawer-close').click();

    await row.getByRole('button', { name: /删\s*除/ }).click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await shows(page.getByText('还没有商品'));
  });

  it('on a phone, shows a good as a card with its price in view, reprices it and takes it off sale', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/goodMng/goodList');
    // The new good's dialog is several screens long: saved empty from its foot, it goes back up to
    // the first field in error and puts the cursor there.
    await page.getByRole('button', { name: '新建商品' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('good-form_plu');
    const said = dialog.getByText('PLU 编号须为 1 到 999999 的整数');
    await expect
      .poll(async () => {
        const box = await said.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= 844;
      })
      .toBe(true);
    await dialog.getByRole('button', { name: /取\s*消/ }).click();

    const plu = String(10_000 + ((Date.now() + 13) % 80_000));
    await createGood(page, { plu, price: '12.80', name: '手机上架的苹果' });
    await shows(page.getByText('已创建'));

    await searchGoods(page, plu);
    const card = page.locator('li', { hasText: `PLU ${plu}` });
    await shows(card.getByText('手机上架的苹果'));
    await shows(card.getByText('¥12.80/公斤'));
    // The card fits the screen: nothing to scroll sideways to reach its price or its actions.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const price = await card.getByText('¥12.80/公斤').boundingBox();
    expect(price && price.x + price.width).toBeLessThanOrEqual(390);

    await card.getByRole('button', { name: /编\s*辑/ }).click();
    await page.getByRole('dialog').locator('#good-form_price').fill('11.50');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await shows(card.getByText('¥11.50/公斤'));

    await card.getByRole('switch', { name: `在售 ${plu}` }).click();
    await expect.poll(() => card.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    await page.reload();
    await expect.poll(() => card.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it('says when a PLU is already used in the company', async () => {
    const page = await browser.newPage();
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/goodMng/goodList');
    const plu = String(10_000 + ((Date.now() + 7) % 80_000));
    for (const itemCode of [plu, String(Number(plu) + 1)]) {
      await createGood(page, { plu, itemCode, price: '1', name: '土豆' });
    }
    await shows(page.getByRole('dialog').getByText('该 PLU 编号已被本公司其他商品使用'));
  });

  it('sorts by price either way and by last change, from the column headers, in Chinese and English', async () => {
    const page = await browser.newPage();
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/goodMng/goodList');
    const prices = async () =>
      (
        await page
          .locator('.ant-table-row td')
          .filter({ hasText: /^¥[\d,.]+\// })
          .allInnerTexts()
      ).map((text) => Number(text.replace(/[¥,]/g, '').split('/')[0]));
    const inOrder = (values: number[], direction: 1 | -1) =>
      values.length > 1 && values.every((value, i) => i === 0 || direction * (value - (values[i - 1] ?? 0)) >= 0);

    await page.locator('th', { hasText: '单价' }).click();
    await page.waitForURL(/sort=price/);
    await expect.poll(async () => inOrder(await prices(), 1)).toBe(true);
    await page.locator('th', { hasText: '单价' }).click();
    await page.waitForURL(/sort=-price/);
    await expect.poll(async () => inOrder(await prices(), -1)).toBe(true);
    const mostExpensive = (await prices())[0];

    await page.locator('th', { hasText: '更新时间' }).click();
    await page.waitForURL(/sort=updated/);
    await shows(page.locator('th[aria-sort="ascending"]', { hasText: '更新时间' }));

    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto('/project/goodMng/goodList?sort=-price');
    await shows(page.locator('th[aria-sort="descending"]', { hasText: 'Unit price' }));
    await expect.poll(async () => (await prices())[0]).toBe(mostExpensive);

    // The export writes the goods in the order the list shows.
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).hover();
    await page.getByRole('menuitem', { name: 'Export CSV' }).click();
    const csv = fs.readFileSync(await savedDownload(exported), 'utf8').replace(/^\uFEFF/, '');
    const cellsOf = (line: string) =>
      [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((match) => (match[1] ?? '').replace(/^"|"$/g, ''));
    const [header = [], ...rows] = csv.trim().split(/\r?\n/).map(cellsOf);
    const priceColumn = header.findIndex((title) => /price/i.test(title));
    const exportedPrices = rows.map((row) => Number(row[priceColumn]));
    expect(exportedPrices[0]).toBe(mostExpensive);
    expect(inOrder(exportedPrices, -1)).toBe(true);
  });

  it('photographs a good with a phone through the QR code link, and the console sees the new image', async () => {
    const page = await browser.newPage();
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/goodMng/goodList');
    const row = page.locator('.ant-table-row').first();
    await row.getByRole('button', { name: '拍照' }).click();
    const dialog = page.getByRole('dialog', { name: '手机拍摄商品图片' });
    await shows(dialog.getByText('等待手机上传…'));
    const link = await dialog.getByRole('link', { name: '在本机打开链接' }).getAttribute('href');
    expect(link).toMatch(/\/page\/goodPhotoUpload\?token=/);

    const phone = await browser.newPage();
    await phone.goto(link ?? '');
    await shows(phone.getByText(/链接有效至/));
    await phone.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await shows(phone.getByText('图片已保存'));
    await shows(dialog.getByText('已收到新图片'));

    await phone.goto('/page/goodPhotoUpload?token=1.1.forged');
    const refused = phone.getByText('该拍照上传链接无效或已过期，请在电脑上重新打开二维码');
    await shows(refused);
    // Said once, on the page; no error dialog on top of it.
    expect(await refused.count()).toBe(1);
    expect(await phone.getByRole('dialog').count()).toBe(0);
  });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
