import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, shows, useBrowser } from './browser';

const browser = useBrowser();
const IMAGE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/avatar.png');

/** Takes the step the drawer offers, confirming it in its dialog with a note. */
async function takeStep(page: Page, step: string, note = '') {
  await page.locator('.ant-drawer').getByRole('button', { name: step }).click();
  const dialog = page.getByRole('dialog', { name: step });
  if (note) {
    await dialog.locator('textarea').fill(note);
  }
  await dialog.getByRole('button', { name: step }).click();
}

describe('work orders', () => {
  it('a shop opens an order with a photo, the service side assigns and resolves it, and the shop hears of it and closes it', async () => {
    const title = `电子秤显示 8888 ${Date.now()}`;
    const shop = await browser.newPage();
    await openAs(shop, 'xianfeng', 'xianfeng1234', '/project/workorderMng/workorderList');
    await shop.getByRole('button', { name: '新建工单' }).click();
    const form = shop.getByRole('dialog', { name: '新建工单' });
    await form.getByRole('button', { name: /提\s*交/ }).click();
    await shows(form.getByText('请输入标题'));
    await shows(form.getByText('请描述问题'));

    await form.locator('#workorder-form_category').click();
    await shop.locator('.ant-select-item-option', { hasText: '故障报修' }).click();
    await form.locator('#workorder-form_title').fill(title);
    await form.locator('#workorder-form_description').fill('开机后屏幕一直显示 8888，称不了重量');
    await form.locator('input[type=file]').setInputFiles(IMAGE);
    await shows(shop.getByText('avatar.png 上传成功'));
    await form.locator('#workorder-form_contact_name').fill('王店长');
    await form.locator('#workorder-form_contact_phone').fill('13800000001');
    await form.getByRole('button', { name: /提\s*交/ }).click();
    await shows(shop.getByText('工单已提交'));
    const drawer = shop.locator('.ant-drawer');
    await shows(drawer.getByText(title));
    const id = /工单 #(\d+)/.exec((await drawer.locator('.ant-drawer-title').textContent()) ?? '')?.[1];
    expect(id).toBeDefined();

    // The service side sees it under the bell and in its queue, assigns it to itself and resolves it.
    const service = await browser.newPage();
    await openAs(service, 'admin', 'admin1234', '/admin/dashboard');
    await shows(service.getByTestId('notice-bell').locator('.ant-badge-count'));
    await service.goto(`/admin/workorderMng/workorderProcessList?id=${id}`);
    const serviceDrawer = service.locator('.ant-drawer');
    await shows(serviceDrawer.getByText(title));
    await serviceDrawer.locator('.ant-select').filter({ hasText: '指派给' }).click();
    await service.locator('.ant-select-item-option', { hasText: '系统管理员' }).click();
    await shows(serviceDrawer.locator('.ant-tag', { hasText: '已指派' }).first());
    await serviceDrawer.getByRole('button', { name: '开始处理' }).click();
    await shows(serviceDrawer.locator('.ant-tag', { hasText: '处理中' }).first());
    await serviceDrawer.getByRole('checkbox', { name: '内部备注（客户看不到）' }).check();
    await serviceDrawer.locator('textarea').fill('称重模块需要重新标定');
    await serviceDrawer.getByRole('button', { name: /发\s*送/ }).click();
    await shows(serviceDrawer.getByText('称重模块需要重新标定'));
    await takeStep(service, '标记已解决', '已远程重新标定，请开机试一下');
    await shows(serviceDrawer.locator('.ant-tag', { hasText: '已解决' }).first());

    // The shop's bell says so; the notice leads to the order, which the shop confirms and closes.
    await shop.goto('/project/dashboard');
    const bell = shop.getByTestId('notice-bell');
    await shows(bell.locator('.ant-badge-count'));
    await bell.click();
    const notice = shop.locator('.ant-popover').getByText(`工单 #${id} 已解决`);
    await shows(notice);
    await notice.click();
    await shop.waitForURL(`**/project/workorderMng/workorderList?id=${id}`);
    await shows(drawer.getByText('已远程重新标定，请开机试一下'));
    expect(await drawer.getByText('称重模块需要重新标定').count()).toBe(0);
    await takeStep(shop, '确认解决并关闭');
    await shows(drawer.locator('.ant-tag', { hasText: '已关闭' }).first());
  });
});
