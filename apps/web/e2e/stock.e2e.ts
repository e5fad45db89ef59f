import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, openAs, shows, useBrowser } from './browser';

const browser = useBrowser();

const SHOP = '鲜丰生鲜 文三路店';
/** 西兰花, sold by weight in the demo's vegetables: the community shop has stock of it already. */
const GOOD = { plu: '1005', name: '西兰花', category: '蔬菜' };

const row = (scope: Page | Locator, text: string | RegExp) => scope.locator('.ant-table-row', { hasText: text });

/** The cell of a table row under the column headed `header`. */
async function cellOf(page: Page, tableRow: Locator, header: string): Promise<Locator> {
  const headers = (await page.locator('.ant-table-thead th').allTextContents()).map((text) => text.trim());
  const index = headers.indexOf(header);
  expect(index, `column ${header} among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return tableRow.locator('td').nth(index);
}

/** "12.345 kg" as grams. */
function grams(text: string): number {
  const match = /^(-?\d+\.\d{3}) kg$/.exec(text.trim());
  if (!match?.[1]) {
    throw new Error(`not a weight in kg: ${text}`);
  }
  return Math.round(Number(match[1]) * 1000);
}

const kg = (g: number) => `${(g / 1000).toFixed(3)} kg`;

/** On the stock list: filtered to the good in the shop as a clerk searches it; answers the good's row. */
async function stockRow(page: Page): Promise<Locator> {
  await page.waitForURL('**/project/stockMng/stockList');
  await shows(page.locator('.ant-table-row'));
  await choose(page, page.locator('#stock-level-filters_shop_id'), '文三路', SHOP);
  await page.locator('#stock-level-filters_q').fill(GOOD.plu);
  await page
    .locator('#stock-level-filters')
    .getByRole('button', { name: /搜\s*索/ })
    .click();
  await page.waitForURL(/shop_id=\d+.*q=1005|q=1005.*shop_id=\d+/);
  // Filtered to one shop: the shop's column goes, and one row is left.
  await expect.poll(() => page.getByRole('columnheader', { name: '门店' }).count()).toBe(0);
  await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
  const level = row(page, GOOD.name);
  await shows(level);
  return level;
}

/** The document's number once posted, from its page's title. */
async function numberOnPage(page: Page, prefix: string): Promise<string> {
  const title = page.locator('.ant-card-head-title').first();
  await expect.poll(() => title.innerText()).toMatch(new RegExp(`${prefix}\\d{6}`));
  return new RegExp(`${prefix}\\d{6}`).exec(await title.innerText())?.[0] ?? '';
}

describe('stock, kept by a shop clerk', () => {
  it('orders from a new supplier, receives part of it, counts the good and reads the figures', async () => {
    const stamp = String(Date.now()).slice(-8);
    const supplier = `良渚蔬菜合作社 ${stamp}`;
    const page = await browser.newPage();
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/dashboard');

    // What the shop has of the good before anything comes.
    await page.getByRole('menuitem', { name: '库存管理' }).click();
    await page.getByRole('link', { name: '库存查询' }).click();
    const before = grams(await (await cellOf(page, await stockRow(page), '库存数量')).innerText());

    // 1. A new supplier, found on the list.
    await page.goto('/project/stockMng/supplierList');
    await page.getByRole('button', { name: '新建供应商' }).click();
    const supplierForm = page.getByRole('dialog');
    await supplierForm.getByRole('button', { name: /保\s*存/ }).click();
    await shows(supplierForm.getByText('请输入供应商名称'));
    await supplierForm.locator('#supplier-form_name').fill(supplier);
    await supplierForm.locator('#supplier-form_contact_person').fill('沈师傅');
    await supplierForm.locator('#supplier-form_phone_number').fill('0571-88001234');
    await supplierForm.getByRole('button', { name: /保\s*存/ }).click();
    await shows(page.getByText('已创建'));
    await page.locator('#supplier-filters_q').fill(stamp);
    await page
      .locator('#supplier-filters')
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    await shows(row(page, supplier).getByText('0571-88001234'));
    await shows(row(page, supplier).getByText('正常'));

    // 2. A purchase order of 12.5 kg at ¥4.20/kg, saved as a draft, then submitted.
    await page.goto('/project/stockMng/importOrder');
    await page.getByRole('button', { name: '新建采购订单' }).click();
    const orderForm = page.getByRole('dialog', { name: '新建采购订单' });
    await choose(page, orderForm.locator('#stock-document-form_shop_id'), '文三路', SHOP);
    await choose(page, orderForm.locator('#stock-document-form_supplier_id'), stamp, supplier);
    await choose(page, orderForm.locator('#stock-document-form_lines_0_good'), GOOD.plu, GOOD.name);
    await orderForm.getByLabel('第 1 行数量').fill('12.5');
    await orderForm.getByLabel('第 1 行进价').fill('4.2');
    await shows(orderForm.getByText('共 1 行，合计 ¥52.50'));
    await orderForm.getByRole('button', { name: '保存草稿' }).click();
    await shows(page.getByText('草稿已保存，核对无误后请点“提交订单”'));
    await page.waitForURL('**/project/stockMng/importOrder/*');
    // Below its list: the breadcrumb leads back to the purchase orders.
    await shows(page.locator('.ant-breadcrumb').getByRole('link', { name: '采购订单' }));
    await shows(page.locator('.ant-tag', { hasText: '草稿' }));
    await shows(row(page, GOOD.name).getByText('12.500 kg'));
    await shows(row(page, GOOD.name).getByText('¥4.20/kg'));

    await page.getByRole('button', { name: '提交订单' }).click();
    const submit = page.getByRole('dialog', { name: '提交采购订单' });
    await submit.getByRole('button', { name: '提交订单' }).click();
    await shows(page.getByText('订单已提交'));
    const order = await numberOnPage(page, 'CG');
    await shows(page.locator('.ant-tag', { hasText: '已提交' }));
    await shows(page.getByText(supplier));

    // 3. Part of it comes: the receipt starts from what is open on the order, 8.25 kg of it arrives.
    await page.getByRole('button', { name: '按订单入库' }).click();
    const receiptForm = page.getByRole('dialog', { name: '新建采购入库单' });
    await shows(receiptForm.getByText(supplier));
    await shows(receiptForm.getByText('未收 12.500 kg'));
    const received = receiptForm.getByLabel('第 1 行数量');
    await expect.poll(() => received.inputValue()).toBe('12.500');
    await expect.poll(() => receiptForm.getByLabel('第 1 行进价').inputValue()).toBe('4.20');
    await received.fill('8.25');
    await shows(receiptForm.getByText('共 1 行，合计 ¥34.65'));
    await receiptForm.getByRole('button', { name: '保存草稿' }).click();
    await shows(page.getByText('草稿已保存，核对无误后请点“过账入库”'));
    await expect.poll(() => page.locator('.ant-card-head-title').first().innerText()).toContain('采购入库单');
    await shows(row(page, GOOD.name).getByText('8.250 kg'));
    await page.getByRole('button', { name: '过账入库' }).click();
    await page.getByRole('dialog', { name: '入库单过账' }).getByRole('button', { name: '过账入库' }).click();
    await shows(page.getByText('已入库'));
    const receipt = await numberOnPage(page, 'RK');
    await shows(page.locator('.ant-tag', { hasText: '已过账' }));

    await page.getByRole('link', { name: order }).click();
    await expect.poll(() => page.locator('.ant-card-head-title').first().innerText()).toContain(order);
    await shows(page.locator('.ant-tag', { hasText: '部分收货' }));
    const orderLine = row(page, GOOD.name);
    await expect.poll(async () => (await cellOf(page, orderLine, '已收')).innerText()).toBe('8.250 kg');
    await expect.poll(async () => (await cellOf(page, orderLine, '未收')).innerText()).toBe('4.250 kg');

    // 4. The shop has exactly what came more, and the good's stock card says where from.
    await page.goto('/project/stockMng/stockList');
    const level = await stockRow(page);
    const afterReceipt = before + 8250;
    await expect.poll(async () => (await cellOf(page, level, '库存数量')).innerText()).toBe(kg(afterReceipt));
    await (await cellOf(page, level, 'PLU')).click();
    await page.waitForURL('**/project/stockMng/stockList/card/*/*');
    await shows(page.getByText(`${GOOD.plu} ${GOOD.name} · ${SHOP}`));
    const movement = row(page, receipt);
    await shows(movement.getByText('入库'));
    await shows(movement.getByText('+8.250 kg'));
    await shows(movement.getByText(kg(afterReceipt)));

    // 5. A stocktake of the good's category: the counted quantity becomes what is on hand.
    await page.goto('/project/stockMng/stockCheck');
    await page.getByRole('button', { name: '新建盘点单' }).click();
    const countForm = page.getByRole('dialog', { name: '新建盘点单' });
    await choose(page, countForm.locator('#stock-document-form_shop_id'), '文三路', SHOP);
    await countForm.locator('#stock-document-form_category').fill(GOOD.category);
    await countForm.locator('#stock-document-form_notes').fill(`蔬菜抽盘 ${stamp}`);
    await countForm.getByRole('button', { name: '保存草稿' }).click();
    await shows(page.getByText('草稿已保存，核对无误后请点“过账盘点”'));
    await expect.poll(() => page.locator('.ant-card-head-title').first().innerText()).toContain('盘点单');
    await shows(page.getByText(`蔬菜抽盘 ${stamp}`));
    await page.getByLabel('按 PLU 或商品名查找').fill(GOOD.plu);
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    const countLine = row(page, GOOD.name);
    const book = grams(await (await cellOf(page, countLine, '账面数量')).innerText());
    expect(book).toBe(afterReceipt);
    // Short by 1.35 kg, or over by 2.5 kg when there is less than that in the book.
    const counted = book >= 1350 ? book - 1350 : book + 2500;
    await page.getByRole('textbox', { name: `${GOOD.name} 实盘数量` }).fill((counted / 1000).toFixed(3));
    await shows(countLine.getByText(book >= 1350 ? '-1.350 kg' : '+2.500 kg'));
    await page.getByRole('button', { name: '保存盘点数量（1 项未保存）' }).click();
    await shows(page.getByText('盘点数量已保存'));
    await shows(page.getByRole('button', { name: /保存盘点数量$/ }));
    await page.getByRole('button', { name: '过账盘点' }).click();
    await page.getByRole('dialog', { name: '盘点单过账' }).getByRole('button', { name: '过账盘点' }).click();
    await shows(page.getByText('盘点已过账'));
    await numberOnPage(page, 'PD');
    await shows(page.locator('.ant-tag', { hasText: '已过账' }));
    await expect.poll(async () => (await cellOf(page, countLine, '实盘数量')).innerText()).toBe(kg(counted));
    // Posted, the whole sheet is listed again: the good counted, the others left as they were.
    const summary = page.getByText(/^已盘 1 \/ \d+ 项，盈亏合计$/);
    const sheetSize = Number(/\/ (\d+) 项/.exec(await summary.innerText())?.[1]);
    expect(sheetSize).toBeGreaterThan(1);
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(sheetSize);
    await shows(row(page, '黄瓜').getByText('未盘'));

    await page.goto('/project/stockMng/stockList');
    const afterCount = await stockRow(page);
    await expect.poll(async () => (await cellOf(page, afterCount, '库存数量')).innerText()).toBe(kg(counted));

    // 6. The same page in English.
    await page.getByRole('button', { name: 'English' }).click();
    await shows(page.locator('.ant-card-head-title', { hasText: 'Stock on hand' }));
    await expect.poll(() => page.getByRole('columnheader', { name: 'On hand' }).count()).toBe(1);
    await expect.poll(async () => (await cellOf(page, afterCount, 'On hand')).innerText()).toBe(kg(counted));
  });

  it('on a phone, shows a stocktake as a card, its title whole above its buttons, and opens it', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/stockMng/stockCheck');
    // The page's title is not cut short beside its export and create buttons.
    const title = page.locator('.ant-card-head-title').first();
    await shows(title);
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    const draft = page.locator('li', { hasText: '早班盘点中' });
    await shows(draft.getByText('盘点范围'));
    await shows(draft.getByText('水产'));
    await shows(draft.getByText('盈亏金额'));
    const edit = draft.getByRole('button', { name: /编\s*辑/ });
    const box = await edit.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);

    const posted = page.locator('li', { has: page.getByRole('link', { name: /^PD\d+$/ }) }).first();
    await shows(posted.getByText('已过账'));
    await posted.getByRole('link', { name: /^PD\d+$/ }).click();
    await page.waitForURL(/\/project\/stockMng\/stockCheck\/\d+/);
  });
});
