import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAs, shows, useBrowser } from './browser';

const browser = useBrowser();

/** A drag as a hand makes it: press, move in small steps (the board waits for a few pixels), let go. */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) {
    throw new Error('drag source or target not on screen');
  }
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 12, start.y + start.height / 2 + 12, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 20 });
  await page.mouse.up();
}

describe('scales', () => {
  it('adds a scale with its one-time key, puts goods on it, sets hot keys by dragging and clicking, keeps them, and deletes it', async () => {
    const page = await browser.newPage();
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/dashboard');
    await page.getByRole('menuitem', { name: '电子秤管理' }).click();
    await page.getByRole('link', { name: '电子秤列表' }).click();
    await page.waitForURL('**/project/scaleMng/scaleList');

    // A name of its own: other tests look for the demo scale 收银台秤.
    const name = `新装电子秤 ${Date.now() % 100_000}`;
    await page.getByRole('button', { name: '添加电子秤' }).click();
    const form = page.getByRole('dialog', { name: '添加电子秤' });
    // The console honours the system's wish for reduced motion, which these tests express: the
    // dialog is there at once, without antd's zoom.
    expect(await page.locator('.ant-modal').first().getAttribute('class')).not.toContain('zoom');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await shows(form.getByText('请选择门店'));
    await shows(form.getByText('请输入秤名称'));
    await form.locator('#scale-form_scale_uuid').fill('bad id!');
    await shows(form.getByText('秤编号须为 6 到 64 位字母、数字、- 或 _'));
    await form.locator('#scale-form_scale_uuid').fill('');

    await form.locator('#scale-form_shop_id').click();
    await page.locator('.ant-select-item-option', { hasText: '鲜丰生鲜 文三路店' }).click();
    await form.locator('#scale-form_scale_name').fill(name);
    await shows(form.getByText('可存 4000 个商品'));
    await form.getByRole('button', { name: /保\s*存/ }).click();

    const keyDialog = page.getByRole('dialog', { name: '电子秤的设备密钥' });
    await shows(keyDialog.getByText('密钥只显示这一次'));
    await shows(keyDialog.getByText(name));
    const deviceKey = (await keyDialog.getByTestId('device-key').textContent()) ?? '';
    expect(deviceKey).toMatch(/[A-Za-z0-9_-]{32,}/);
    await keyDialog.getByRole('button', { name: '我已保存密钥' }).click();
    await expect.poll(() => keyDialog.isVisible()).toBe(false);

    const row = page.locator('.ant-table-row', { hasText: name });
    await shows(row.getByText('从未连接'));
    await shows(row.getByText('0 / 4000'));
    await shows(row.getByText('鲜丰生鲜 文三路店'));
    await row.getByRole('link', { name }).click();
    await page.waitForURL('**/project/scaleMng/scaleList/manage/*?shop=*');
    await shows(page.getByText('秤用“秤编号 + 设备密钥”连接云端', { exact: false }));

    // Two vegetables of the shop go on the scale, picked across two searches.
    await page.getByRole('tab', { name: '秤上商品' }).click();
    await shows(page.getByText('已放 0 / 最多 4000 个商品'));
    await page.getByRole('button', { name: '放商品到秤上' }).first().click();
    const picker = page.getByRole('dialog');
    for (const plu of ['1001', '1002']) {
      await picker.locator('#scale-goods-candidates_q').fill(plu);
      await picker.getByRole('button', { name: /搜\s*索/ }).click();
      await expect.poll(() => picker.locator('.ant-table-row').count()).toBe(1);
      await shows(picker.locator('.ant-table-row', { hasText: plu }));
      await picker.locator('.ant-table-row', { hasText: plu }).locator('.ant-checkbox-input').check();
    }
    await picker.getByRole('button', { name: '放上所选（2）' }).click();
    await shows(page.getByText('已放上 2 个商品，秤上共 2 个'));
    await shows(page.getByText('已放 2 / 最多 4000 个商品'));
    // Opened again, the picker no longer offers what the scale holds, and says why.
    await page.getByRole('button', { name: '放商品到秤上' }).first().click();
    const again = page.getByRole('dialog');
    await again.locator('#scale-goods-candidates_q').fill('1001');
    await again.getByRole('button', { name: /搜\s*索/ }).click();
    await shows(again.getByText('秤上已有的商品不在此列', { exact: false }));
    await again.getByRole('button', { name: /取\s*消/ }).click();

    await page.getByRole('tab', { name: '快捷键' }).click();
    await page.waitForURL('**/manage/*?shop=*&tab=hotKeys');
    const tomato = page.getByRole('listitem').filter({ hasText: '西红柿' }).getByRole('button');
    const cucumber = page.getByRole('listitem').filter({ hasText: '黄瓜' }).getByRole('button');
    const key = (n: number) => page.getByRole('button', { name: new RegExp(`^上层 ${n} 号键:`) });
    await shows(page.getByRole('button', { name: '上层 1 号键: 空' }));

    await drag(page, tomato, key(1));
    await shows(page.getByRole('button', { name: '上层 1 号键: 西红柿 (PLU 1001)' }));
    await shows(page.getByText('有未保存的修改'));

    // Without dragging: the good, then the key.
    await cucumber.click();
    await shows(page.getByText('已选“黄瓜”：点一个按键放上去'));
    await key(2).click();
    await shows(page.getByRole('button', { name: '上层 2 号键: 黄瓜 (PLU 1002)' }));

    // A key dragged onto another swaps them.
    await drag(page, key(1), key(2));
    await shows(page.getByRole('button', { name: '上层 1 号键: 黄瓜 (PLU 1002)' }));
    await shows(page.getByRole('button', { name: '上层 2 号键: 西红柿 (PLU 1001)' }));
    await shows(page.getByText('上层 (2/71)'));

    await page.getByRole('button', { name: '保存快捷键' }).click();
    await shows(page.getByText('快捷键已保存', { exact: false }));

    await page.reload();
    await shows(page.getByRole('button', { name: '上层 1 号键: 黄瓜 (PLU 1002)' }));
    await shows(page.getByRole('button', { name: '上层 2 号键: 西红柿 (PLU 1001)' }));
    await expect.poll(() => page.getByRole('button', { name: '保存快捷键' }).isDisabled()).toBe(true);

    // The status tab counts the keys; the list counts the goods.
    await page.getByRole('tab', { name: '状态' }).click();
    await shows(page.getByText('2 / 142'));
    // A link that lost its shop still opens the scale, and the address gets the shop back.
    const address = new URL(page.url());
    await page.goto(`${address.pathname}?tab=hotKeys`);
    await page.waitForURL(new RegExp(`tab=hotKeys&shop=${address.searchParams.get('shop')}$`));
    await shows(page.getByRole('button', { name: '上层 1 号键: 黄瓜 (PLU 1002)' }));
    await page.goto('/project/scaleMng/scaleList');
    await shows(row.getByText('2 / 4000'));
    await row.getByRole('button', { name: /删\s*除/ }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await shows(confirm.getByText(`确定删除“${name}”吗？`, { exact: false }));
    await confirm.getByRole('button', { name: /删\s*除/ }).click();
    await shows(page.getByText('已删除'));
    await expect.poll(() => row.count()).toBe(0);
  });

  it('on a phone, shows each scale as a card saying whether it is online and up to date, and opens it', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/scaleMng/scaleList');
    const card = page.locator('li', { has: page.getByRole('link', { name: '肉品水产秤' }) });
    await shows(card.getByText('鲜丰生鲜 西溪店'));
    await shows(card.getByText(/^(在线|离线)$/));
    await shows(card.getByText(/项待同步|^已同步$/));
    const manage = card.getByRole('button', { name: /管\s*理/ });
    const box = await manage.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await manage.click();
    await page.waitForURL(/\/project\/scaleMng\/scaleList\/manage\/\d+/);
  });
});
