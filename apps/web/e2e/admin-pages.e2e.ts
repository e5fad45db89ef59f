import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAs, shows, useBrowser } from './browser';

const browser = useBrowser();
const SUPER_ADMIN = { username: 'admin', password: 'admin1234' };
const DEMO_COMPANY = '鲜丰生鲜超市';

const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

describe('adminMng/adminList', () => {
  it('lets the super administrator create, reset and disable an administrator, who reads the list only', async () => {
    const page = await browser.newPage();
    await openAs(page, SUPER_ADMIN.username, SUPER_ADMIN.password, '/admin/adminMng/adminList');
    await shows(row(page, '系统管理员'));
    // Neither a super administrator's row nor one's own offers actions.
    await expect.poll(() => row(page, '系统管理员').getByRole('button').count()).toBe(0);
    await shows(row(page, '系统管理员').getByText('超级管理员'));

    // The form's own rules first, then the server's answer under its field.
    await page.getByRole('button', { name: '新建管理员' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#admin-form_username').fill('a b');
    await dialog.locator('#admin-form_password').fill('letters-only');
    await dialog.locator('#admin-form_phone_number').fill('2345');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await shows(dialog.getByText('用户名为 3–32 位字母、数字或 _ . @ -'));
    await shows(dialog.getByText('密码至少 8 位，且同时包含字母和数字'));
    await shows(dialog.getByText('请输入正确的手机号'));
    await dialog.locator('#admin-form_username').fill('admin');
    await dialog.locator('#admin-form_password').fill('secret123');
    await dialog.locator('#admin-form_phone_number').fill('');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await shows(dialog.getByText('请输入手机号'));
    await dialog.locator('#admin-form_phone_number').fill(`138${String(Date.now()).slice(-8)}`);
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await shows(dialog.getByText('用户名已被使用'));

    await page.route('**/api/management/admins', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'ERCO000003', msg: '无权进行此操作', data: null }),
      }),
    );
    // A refusal without fields: one error dialog, the form stays open.
    await dialog.locator('#admin-form_username').fill('someone');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await shows(page.getByText('无权进行此操作'));
    await page.waitForTimeout(300);
    expect(await page.locator('.ant-modal-confirm-error').count()).toBe(1);
    await page
      .locator('.ant-modal-confirm-error')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => page.locator('.ant-modal-confirm-error').count()).toBe(0);
    await page.unroute('**/api/management/admins');

    const username = `e2e_admin_${Date.now()}`;
    await dialog.locator('#admin-form_username').fill(username);
    await dialog.locator('#admin-form_nickname').fill('E2E 管理员');
    await dialog.locator('#admin-form_phone_number').fill(`139${String(Date.now()).slice(-8)}`);
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await shows(row(page, username));
    await expect.poll(() => row(page, username).textContent()).toContain('E2E 管理员');
    await shows(row(page, username).getByText('正常'));

    // Found by search; the filter stays in the address.
    await page.locator('#admin-filters_q').fill(username);
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    expect(page.url()).toContain(`q=${username}`);

    // Reset its password; the new administrator signs in with it and sees the list read-only.
    await row(page, username).getByRole('button', { name: '重置密码' }).click();
    const reset = page.getByRole('dialog');
    await reset.locator('#admin-password_password').fill('short1');
    await reset.getByRole('button', { name: /保\s*存/ }).click();
    await shows(reset.getByText('密码至少 8 位，且同时包含字母和数字'));
    await reset.locator('#admin-password_password').fill('fresh-pass-42');
    await reset.getByRole('button', { name: /保\s*存/ }).click();
    await shows(page.getByText('密码已重置，该管理员需要用新密码重新登录'));
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    const other = await browser.newPage();
    await openAs(other, username, 'fresh-pass-42', '/admin/adminMng/adminList');
    await shows(row(other, username));
    await shows(other.getByText('只有超级管理员可以新建、禁用管理员或重置其密码。'));
    expect(await other.getByRole('button', { name: '新建管理员' }).count()).toBe(0);
    expect(await other.getByRole('columnheader', { name: '操作' }).count()).toBe(0);
    expect(await other.locator('.ant-table-row').getByRole('button').count()).toBe(0);

    // Disable it after confirming: its session ends at once.
    await row(page, username).getByRole('button', { name: '禁用' }).click();
    await shows(page.getByText('确认禁用'));
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /禁\s*用/ })
      .click();
    await shows(row(page, username).getByText('已禁用'));
    await shows(row(page, username).getByRole('button', { name: '启用' }));

    await other.reload();
    await shows(other.getByText('登录信息失效，请重新登录'));
  });
});

describe('companyMng/permissionList', () => {
  it('saves a company’s feature at once, keeps it after a reload, and puts it back when saving fails', async () => {
    const page = await browser.newPage();
    await openAs(page, SUPER_ADMIN.username, SUPER_ADMIN.password, '/admin/companyMng/permissionList');
    await page.locator('#permission-filters_name').fill('鲜丰');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    await expect.poll(() => page.getByRole('columnheader', { name: '库存管理' }).count()).toBe(1);

    // The demo has every feature; the big screen is turned off and on again (it only hides pages).
    const bigScreen = page.getByRole('checkbox', { name: `${DEMO_COMPANY} 数据大屏` });
    const analysis = page.getByRole('checkbox', { name: `${DEMO_COMPANY} 统计分析` });
    expect(await bigScreen.isChecked()).toBe(true);
    expect(await analysis.isChecked()).toBe(true);
    // The box follows the save a moment later (optimistic update), so click and then read it.
    await bigScreen.click();
    await expect.poll(() => bigScreen.isChecked()).toBe(false);
    await shows(page.getByText(`已保存“${DEMO_COMPANY}”的功能权限`));

    await page.reload();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    await expect.poll(() => bigScreen.isChecked()).toBe(false);
    await expect.poll(() => analysis.isChecked()).toBe(true);

    // A refused save: one error dialog, and the checkbox goes back.
    await page.route('**/api/management/companies/permissions', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'ERCO000003', msg: '无权进行此操作', data: null }),
      }),
    );
    const repair = page.getByRole('checkbox', { name: `${DEMO_COMPANY} 维修邀请码` });
    await repair.click();
    await shows(page.getByText('无权进行此操作'));
    await expect.poll(() => repair.isChecked()).toBe(true);
    await expect.poll(() => page.locator('.ant-modal-confirm-error').count()).toBe(1);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await page.unroute('**/api/management/companies/permissions');
    await expect.poll(() => page.locator('.ant-modal-confirm-error').count()).toBe(0);

    // Back to the demo's features.
    await bigScreen.click();
    await expect.poll(() => bigScreen.isChecked()).toBe(true);
    await shows(page.getByText(`已保存“${DEMO_COMPANY}”的功能权限`));
    await page.reload();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    await expect.poll(() => bigScreen.isChecked()).toBe(true);
  });
});

describe('PayPermission/companyList', () => {
  it('changes a company’s payment permission after confirming, in English', async () => {
    const page = await browser.newPage();
    await openAs(page, SUPER_ADMIN.username, SUPER_ADMIN.password, '/admin/dashboard');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('link', { name: 'Payment permissions' }).click();
    await page.waitForURL('**/admin/PayPermission/companyList');
    await page.locator('#pay-permission-filters_name').fill('鲜丰');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    await expect.poll(() => page.getByRole('columnheader', { name: 'Pay permission' }).count()).toBe(1);
    const company = row(page, DEMO_COMPANY);
    await expect.poll(() => company.textContent()).toContain('Not enabled');

    const choose = async (label: string) => {
      await page.getByRole('combobox', { name: `Pay permission ${DEMO_COMPANY}` }).click();
      await page
        .locator('.ant-select-item-option')
        .and(page.getByTitle(label, { exact: true }))
        .click();
      await shows(page.getByText('Confirm payment permission'));
    };

    // Cancelled: nothing changes.
    await choose('Merchant');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => company.textContent()).toContain('Not enabled');

    await choose('May register as merchant');
    await shows(page.getByText(`Change the payment permission of “${DEMO_COMPANY}” to “May register as merchant”?`));
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await shows(page.getByText('Saved'));

    await page.reload();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    await expect.poll(() => company.textContent()).toContain('May register as merchant');

    // The feature names of the permission list come in English too.
    await page.getByRole('link', { name: 'Permission list' }).click();
    await expect.poll(() => page.getByRole('columnheader', { name: 'Stock' }).count()).toBe(1);
    await page.goBack();

    // Back to the demo's value.
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    await choose('Not enabled');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => company.textContent()).toContain('Not enabled');
  });
});

describe('on a phone', () => {
  it('reads the company list as cards, and a company’s members as cards in its drawer', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, SUPER_ADMIN.username, SUPER_ADMIN.password, '/admin/companyMng/companyList');
    const card = page.locator('li', { hasText: DEMO_COMPANY });
    await shows(card.getByText('联系人'));
    await shows(card.getByText('王建国'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await card.getByRole('button', { name: /成\s*员/ }).click();
    const drawer = page.locator('.ant-drawer', { hasText: `“${DEMO_COMPANY}”的成员` });
    const member = drawer.locator('li', { hasText: '公司管理员' }).first();
    await shows(member.getByRole('button', { name: '设为员工' }));
  });

  it('keeps a long status switch in English within the screen, scrolling sideways on its own', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, SUPER_ADMIN.username, SUPER_ADMIN.password, '/admin/dashboard');
    await page.getByRole('button', { name: 'English' }).click();
    await page.goto('/admin/noticeMng/announcementList');
    const statuses = page.getByRole('radiogroup', { name: 'Status' });
    await shows(statuses.getByText('Withdrawn'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await statuses.evaluate((el) => el.closest('.ant-segmented')!.scrollWidth > el.clientWidth)).toBe(true);
  });
});
