import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAs, savedDownload, shows, useBrowser } from './browser';

const browser = useBrowser();

async function openShopLabels(page: Page, shop: string) {
  await page.goto('/project/shopMng/shopList');
  await page.getByRole('link', { name: shop }).click();
  await page.waitForURL('**/project/shopMng/shopList/manage/*');
  await page.getByRole('tab', { name: '标签' }).click();
  await page.waitForURL('**/manage/*?tab=labels');
}

describe('label formats', () => {
  it('designs a label with a text, an EAN-13 and a QR code, reopens it read-only, and carries it to another shop by file', async () => {
    const page = await browser.newPage();
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/dashboard');
    await openShopLabels(page, '鲜丰生鲜 西溪店');
    await page.getByRole('button', { name: '新建标签' }).click();
    await page.waitForURL('**/labels/new');

    const name = `熟食标签 ${Date.now() % 100_000}`;
    const save = page.getByRole('button', { name: /保\s*存/ });
    await save.click();
    await shows(page.getByText('请输入名称'));
    await page.locator('#label-form_name').fill(name);
    await save.click();
    await shows(page.getByText('标签数据不能为空'));

    // A text with the good's name, the sale's barcode below it, the shopper's QR code to the right.
    const props = page.locator('.ant-card', { hasText: '选中元素' });
    await page.getByRole('button', { name: '文字' }).click();
    await props.getByLabel('字体').click();
    await page.locator('.ant-select-item-option', { hasText: '22 号：字高 5 mm，旋转 0°' }).click();
    // Dragged 5 mm to the right on the canvas (8 px a millimetre), it lands on the grid.
    // From the top of the page: the notices shown at the top then stay clear of the canvas.
    await page.evaluate(() => window.scrollTo(0, 0));
    const canvas = await page.getByTestId('label-canvas').locator('canvas').first().boundingBox();
    if (!canvas) {
      throw new Error('no canvas');
    }
    await page.mouse.move(canvas.x + 8 + 30, canvas.y + 8 + 15);
    await page.mouse.down();
    await page.mouse.move(canvas.x + 8 + 50, canvas.y + 8 + 15, { steps: 5 });
    await page.mouse.move(canvas.x + 8 + 71, canvas.y + 8 + 15, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => props.getByLabel('X（mm）').inputValue()).toBe('5');
    await page.getByRole('button', { name: '条码' }).click();
    await props.getByLabel('Y（mm）').fill('14');
    await props.getByLabel('Y（mm）').blur();
    await page.getByRole('button', { name: '二维码' }).click();
    await props.getByLabel('X（mm）').fill('28');
    await props.getByLabel('X（mm）').blur();
    const preview = page.getByTestId('label-preview');
    await shows(preview.getByText('西红柿'));
    await expect.poll(() => preview.locator('image').count()).toBe(2);

    // Undo takes the QR code's move back, to where it was put: clear of the name, right of it.
    await page.getByRole('button', { name: '撤销' }).click();
    await expect.poll(() => props.getByLabel('X（mm）').inputValue()).toBe('25');
    await page.getByRole('button', { name: '重做' }).click();
    await expect.poll(() => props.getByLabel('X（mm）').inputValue()).toBe('28');

    // Leaving with the design unsaved asks first; staying keeps it.
    await page.locator('.ant-breadcrumb a').first().click();
    const leave = page.locator('.ant-modal-confirm', { hasText: '标签格式还没有保存' });
    await shows(leave);
    await leave.getByRole('button', { name: '继续编辑' }).click();
    expect(page.url()).toMatch(/\/labels\/new$/);
    await expect.poll(() => props.getByLabel('X（mm）').inputValue()).toBe('28');

    // A text left empty is refused by its number, its reason under its value; removed, the label saves.
    await page.getByRole('button', { name: '文字' }).click();
    await props.getByLabel('内容').fill('');
    await save.click();
    await shows(page.getByText('第 4 个元素（文字）：内容不能为空：写文字或插入字段'));
    await shows(props.getByText('内容不能为空：写文字或插入字段'));
    await page.getByRole('button', { name: '删除元素' }).click();

    await save.click();
    await shows(page.getByText('创建成功'));
    await page.waitForURL('**/manage/*?tab=labels');
    const row = page.locator('.ant-table-row', { hasText: name });
    await shows(row.getByText('40 × 30 mm'));

    await row.getByRole('button', { name: '查看' }).click();
    const info = page.getByRole('dialog', { name });
    const infoPreview = info.getByTestId('label-info-preview');
    await shows(infoPreview.getByText('西红柿'));
    expect(await info.locator('#label-info_name').isDisabled()).toBe(true);
    const drawn = await infoPreview.innerHTML();
    await info.locator('.ant-modal-close').click();

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: '下载' }).click();
    const file = await savedDownload(download);
    const content = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(content).toMatchObject({ format: 'tm-label', version: 1, label: { name, type: 'weight' } });
    expect(content.label.style.itemList.map((item: { itemName: string }) => item.itemName)).toEqual([
      'text',
      'barCode',
      'QRCode',
    ]);

    await openShopLabels(page, '鲜丰生鲜 文三路店');
    await page.getByRole('button', { name: '导入标签' }).click();
    const importer = page.getByRole('dialog', { name: '导入标签' });
    await importer
      .locator('input[type=file]')
      .setInputFiles({ name: 'not-a-label.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"x"}') });
    await shows(importer.getByText('“not-a-label.json”上传失败', { exact: false }));
    await importer.locator('input[type=file]').setInputFiles(file);
    const imported = importer.getByTestId('label-info-preview');
    await shows(imported.getByText('西红柿'));
    expect(await imported.innerHTML()).toBe(drawn);
    await importer.getByRole('button', { name: '保存到门店' }).click();
    await shows(page.getByText('创建成功'));
    await shows(page.locator('.ant-table-row', { hasText: name }));
  });
});
