import { describe, expect, it } from 'vitest';
import { openAs, shows, useBrowser } from './browser';

const browser = useBrowser();

describe('shop goods', () => {
  it('shows what a shop sells, adds a good from the company’s goods, finds it and removes it after asking', async () => {
    const page = await browser.newPage();
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/shopMng/shopList');
    await page.getByRole('link', { name: '鲜丰生鲜 文三路店' }).click();
    await page.waitForURL('**/project/shopMng/shopList/manage/*');
    await page.getByRole('tab', { name: '商品' }).click();
    await page.waitForURL('**/manage/*?tab=goods');

    // The demo community shop sells vegetables (PLU 1001 first) but has no deli counter.
    const table = page.locator('[role=tabpanel][aria-hidden=false] .ant-table');
    await shows(table.locator('.ant-table-row', { hasText: '西红柿' }).getByText('¥3.98/500克'));
    await page.locator('#shop-goods-filters_q').fill('5001');
    await page
      .locator('#shop-goods-filters')
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    await shows(table.getByText('暂无数据'));

    await page.getByRole('button', { name: '添加商品' }).click();
    const dialog = page.getByRole('dialog');
    // Goods the shop sells already are not offered.
    await dialog.locator('#shop-goods-candidates_q').fill('西红柿');
    await dialog.getByRole('button', { name: /搜\s*索/ }).click();
    await shows(dialog.getByText('没有可添加的商品'));
    await dialog.locator('#shop-goods-candidates_q').fill('杭州酱鸭');
    await dialog.getByRole('button', { name: /搜\s*索/ }).click();
    const duck = dialog.locator('.ant-table-row', { hasText: '杭州酱鸭' });
    await shows(duck);
    await duck.locator('.ant-checkbox-input').check();
    await dialog.getByRole('button', { name: '添加所选（1）' }).click();
    await shows(page.getByText('已添加 1 个商品'));
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // The tab still searches for PLU 5001, and now finds the duck.
    const row = table.locator('.ant-table-row', { hasText: '杭州酱鸭' });
    await shows(row.getByText('¥32.80/500克'));
    await page.locator('#shop-goods-filters_q').fill('杭州酱鸭');
    await page
      .locator('#shop-goods-filters')
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    await shows(row);
    await expect.poll(() => table.locator('.ant-table-row').count()).toBe(1);

    await row.locator('.ant-checkbox-input').check();
    await page.getByRole('button', { name: '移出所选（1）' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await shows(confirm.getByText('确定将选中的 1 个商品移出“鲜丰生鲜 文三路店”吗？', { exact: false }));
    // Cancelling keeps it.
    await confirm.getByRole('button', { name: /取\s*消/ }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    await shows(row);
    await page.getByRole('button', { name: '移出所选（1）' }).click();
    await confirm.getByRole('button', { name: /移\s*出/ }).click();
    await shows(page.getByText('已移出 1 个商品'));
    await shows(table.getByText('暂无数据'));

    // The good itself is still in the company's goods.
    await page.goto('/project/goodMng/goodList?q=5001');
    await shows(page.locator('.ant-table-row', { hasText: '杭州酱鸭' }));
  });
});
