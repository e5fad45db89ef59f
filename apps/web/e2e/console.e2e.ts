import { describe, expect, it } from 'vitest';
import { decryptStored } from '../src/shared/storage-cipher';
import { acceptPrivacy, baseUrl, fromUserMenu, openAs, openSignIn, shows, signIn, useBrowser } from './browser';

const browser = useBrowser();
const COMPANY_USER = { username: 'xianfeng', password: 'xianfeng1234' };
const ADMIN = { username: 'admin', password: 'admin1234' };

describe('signing in', () => {
  it('sends old hash links of the console to the same path', async () => {
    const page = await browser.newPage();
    await page.goto('/#/sign/login');
    await page.waitForURL(`${baseUrl()}/sign/login`);
    await expect.poll(() => page.locator('h1').textContent()).toContain('登录');
  });

  it('says what is wrong with an empty form and with a wrong password', async () => {
    const page = await browser.newPage();
    await openSignIn(page);
    await page.locator('button[type=submit]').click();
    await shows(page.getByText('请输入用户名'));
    await shows(page.getByText('请输入密码'));
    await shows(page.getByText('请阅读并勾选同意《隐私政策》后再登录'));
    await page.locator('#username').fill('xianfeng');
    await page.locator('#password').fill('wrong-password-1');
    await acceptPrivacy(page);
    await page.locator('button[type=submit]').click();
    await shows(page.getByText('用户名或密码错误'));
    expect(page.url()).toContain('/sign/login');
  });
});

describe('the company console', () => {
  it('shows the shell, switches to English, and runs a shop from creation to deletion', async () => {
    const page = await browser.newPage();
    await signIn(page, COMPANY_USER.username, COMPANY_USER.password);
    expect(page.url()).toContain('/project/dashboard');
    await shows(page.getByText('你好，王店长'));
    await expect.poll(() => page.getByRole('menuitem', { name: '首页' }).count()).toBe(1);

    await page.getByRole('button', { name: 'English' }).click();
    await shows(page.getByText('Hello, 王店长'));
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

    await page.getByRole('menuitem', { name: 'Shops' }).click();
    await page.getByRole('link', { name: 'Shop list' }).click();
    await page.waitForURL('**/project/shopMng/shopList');
    await expect.poll(() => page.locator('.list-table-row').count()).toBe(2);

    // Create, with a validation message first.
    const name = `E2E Shop ${Date.now()}`;
    await page.getByRole('button', { name: 'New shop' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#shop-form_phone_number').fill('12345');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await shows(dialog.getByText('Please enter name'));
    await shows(dialog.getByText('Please enter a correct phone number'));
    await dialog.locator('#shop-form_name').fill(name);
    await dialog.locator('#shop-form_phone_number').fill('13912345678');
    await dialog.locator('#shop-form_address').fill('1 Market Street');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.locator('.list-table-row').count()).toBe(3);

    // Find it by search.
    await page.locator('#shop-filters_name').fill('E2E Shop');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.locator('.list-table-row').count()).toBe(1);
    await expect.poll(() => page.locator('.list-table-row').first().textContent()).toContain(name);

    // Edit it.
    await page.locator('.list-table-row').first().getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('dialog').locator('#shop-form_name').fill(`${name} (edited)`);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.locator('.list-table-row').first().textContent()).toContain('(edited)');

    // Its details page.
    await page.getByRole('link', { name: `${name} (edited)` }).click();
    await page.waitForURL(/\/project\/shopMng\/shopList\/manage\/\d+$/);
    await shows(page.getByText('1 Market Street'));
    await page.goBack();

    // Delete it, after confirming.
    await page.locator('.list-table-row').first().getByRole('button', { name: 'Delete' }).click();
    await shows(page.getByText('Confirm deletion'));
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.locator('.list-table-row').count()).toBe(0);

    // Sign out, after confirming.
    await fromUserMenu(page, 'Log out');
    await shows(page.getByText('Exit confirmation'));
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/sign/login');
    await page.goto('/project/dashboard');
    await page.waitForURL('**/sign/login');
  });

  it('on a phone, folds the menu away, fits the top bar, and folds the menu again once a page is chosen', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, COMPANY_USER.username, COMPANY_USER.password, '/project/dashboard');
    await shows(page.getByText('今日最新销售'));
    const menuWidth = () => page.locator('.ant-layout-sider').evaluate((sider) => sider.getBoundingClientRect().width);
    expect(await menuWidth()).toBe(0);
    // Every button of the top bar within the screen, each still named (the words beside some icons are left out).
    const header = page.locator('header');
    expect(await header.evaluate((bar) => bar.scrollWidth - bar.clientWidth)).toBe(0);
    await shows(header.getByRole('button', { name: '商户注册' }));
    await page.getByRole('button', { name: '展开菜单' }).click();
    await expect.poll(menuWidth).toBe(216);
    await page.getByRole('menuitem', { name: '门店管理' }).click();
    await page.getByRole('link', { name: '门店列表' }).click();
    await page.waitForURL('**/shopMng/shopList');
    await expect.poll(menuWidth).toBe(0);
    await shows(page.getByRole('button', { name: /新建门店/ }));
  });

  it('on a tablet in English, starts with the menu folded to its icons and keeps the top bar on one line', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 800, height: 1024 });
    await openAs(page, COMPANY_USER.username, COMPANY_USER.password, '/project/dashboard');
    await page.getByRole('button', { name: 'English' }).click();
    await page.goto('/project/goodMng/goodList');
    await shows(page.getByRole('button', { name: /New good/ }));
    const menuWidth = () => page.locator('.ant-layout-sider').evaluate((sider) => sider.getBoundingClientRect().width);
    expect(await menuWidth()).toBe(80);
    // Folded, the current page's group stays closed: open, it would be a popup over the page.
    expect(await page.locator('.ant-menu-submenu-popup').filter({ visible: true }).count()).toBe(0);
    const header = page.locator('header');
    expect(await header.evaluate((bar) => bar.scrollWidth - bar.clientWidth)).toBe(0);
    expect(await header.evaluate((bar) => bar.getBoundingClientRect().height)).toBe(64);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await expect.poll(menuWidth).toBe(216);
  });

  it('shows a company user the 403 page in the admin area', async () => {
    const page = await browser.newPage();
    await openAs(page, COMPANY_USER.username, COMPANY_USER.password, '/admin/dashboard');
    await shows(page.getByText('抱歉，你无权访问该页面'));
    await expect.poll(() => page.getByRole('button', { name: '返回登录' }).count()).toBe(1);
  });

  it('shows the 404 page for a route that does not exist', async () => {
    const page = await browser.newPage();
    await openAs(page, COMPANY_USER.username, COMPANY_USER.password, '/project/no-such-page');
    await shows(page.getByText('抱歉，你访问的页面不存在'));
  });

  it('asks for a new sign-in when the login expires, then returns to the page', async () => {
    const page = await browser.newPage();
    await openAs(page, COMPANY_USER.username, COMPANY_USER.password, '/project/shopMng/shopList');
    await expect.poll(() => page.locator('.list-table-row').count()).toBeGreaterThan(0);
    // Revoke the token behind the page's back, as an expiry would.
    const stored = await page.evaluate(() => localStorage.getItem('tm.user'));
    const token = decryptStored<{ token: string }>(stored ?? '')?.token;
    expect(token).toBeTruthy();
    await fetch(`${baseUrl()}/api/management/users/logout`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${token}:`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    await page.reload();
    await shows(page.getByText('用户登录错误'));
    await shows(page.getByText('登录信息失效，请重新登录'));
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await page.waitForURL('**/sign/login');
    await page.locator('#username').fill(COMPANY_USER.username);
    await page.locator('#password').fill(COMPANY_USER.password);
    await acceptPrivacy(page);
    await page.locator('button[type=submit]').click();
    await page.waitForURL('**/project/shopMng/shopList');
  });
});

describe('the administration console', () => {
  it('shows an administrator every company’s shops and goods, each with its company', async () => {
    const page = await browser.newPage();
    await signIn(page, ADMIN.username, ADMIN.password);
    expect(page.url()).toContain('/admin/dashboard');
    for (const list of ['/admin/shopMng/shopList', '/admin/goodMng/goodList']) {
      await page.goto(list);
      await expect.poll(() => page.getByRole('columnheader', { name: '所属公司' }).count(), { message: list }).toBe(1);
      await shows(page.getByRole('row').filter({ hasText: '鲜丰生鲜超市' }).first().getByText('鲜丰生鲜超市'));
    }
  });
});
