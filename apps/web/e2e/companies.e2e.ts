import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { acceptPrivacy, apiAs, openAs, openSignIn, outboxCode, shows, useBrowser } from './browser';

const browser = useBrowser();
const IMAGE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/avatar.png');
const uniquePhone = (prefix: string) => `${prefix}${String(Date.now()).slice(-8)}`;

async function smsSignIn(page: Page, phone: string) {
  await openSignIn(page);
  await page.getByText('手机验证码').click();
  await page.locator('#sms-login_phone_number').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await shows(page.getByText('验证码发送成功'));
  await page.locator('#sms-login_verify_code').fill(outboxCode(phone));
  await acceptPrivacy(page, 'sms-login');
  await page.locator('button[type=submit]').click();
  await page.waitForURL('**/project/dashboard');
}

describe('companies, run by a system administrator', () => {
  it('creates, finds, edits and disables a company, and invites a member', async () => {
    const page = await browser.newPage();
    await openAs(page, 'admin', 'admin1234', '/admin/companyMng/companyList');
    const name = `测试公司${Date.now()}`;

    await page.getByRole('button', { name: '新建公司' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await shows(dialog.getByText('请输入名称'));
    // The demo company's name is taken: said at the field.
    await dialog.locator('#company-form_name').fill('鲜丰生鲜超市');
    await dialog.locator('#company-form_phone_number').fill('13611112222');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await shows(dialog.getByText('名称已被使用'));
    await dialog.locator('#company-form_name').fill(name);
    await dialog.locator('#company-form_phone_number').fill('12');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await shows(dialog.getByText('请输入正确的手机号'));
    await dialog.locator('#company-form_phone_number').fill('13611112222');
    await dialog.locator('#company-form_contact_person').fill('周经理');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await shows(page.getByText('已创建'));

    await page.locator('#company-filters_name').fill(name);
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    const row = page.locator('.ant-table-row', { hasText: name });
    await shows(row);

    await row.getByRole('button', { name: /编\s*辑/ }).click();
    await page.getByRole('dialog').locator('#company-form_contact_person').fill('吴经理');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await shows(row.getByText('吴经理'));

    await row.getByRole('button', { name: '成员' }).click();
    const drawer = page.locator('.ant-drawer');
    await shows(drawer.getByText('还没有成员'));
    await drawer.getByLabel('邀请手机号').fill('13522223333');
    await drawer.getByRole('button', { name: '发送邀请' }).click();
    await shows(page.getByText('已邀请 13522223333'));
    await shows(drawer.getByText('待加入的邀请'));
    await drawer.locator('.ant-drawer-close').click();

    await row.getByRole('button', { name: '停用' }).click();
    await shows(page.getByText('停用公司'));
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /停\s*用/ })
      .click();
    await shows(row.getByText('已停用'));
  });
});

describe('users of a company, run by its administrator', () => {
  it('invites a phone that then joins at its SMS sign-in, and changes its role', async () => {
    const owner = await browser.newPage();
    await openAs(owner, 'xianfeng', 'xianfeng1234', '/project/dashboard');
    await owner.getByRole('menuitem', { name: '用户管理' }).click();
    await owner.getByRole('link', { name: '用户列表' }).click();
    await owner.waitForURL('**/project/userMng/userList');
    await shows(owner.getByText('王店长'));

    const phone = uniquePhone('135');
    await owner.getByLabel('邀请手机号').fill(phone);
    await owner.getByRole('button', { name: '发送邀请' }).click();
    await shows(owner.getByText(`已邀请 ${phone}`));

    const invitee = await browser.newPage();
    await smsSignIn(invitee, phone);
    await shows(invitee.getByText('鲜丰生鲜超市 · 员工'));

    await owner.reload();
    const row = owner.locator('.ant-table-row', { hasText: phone });
    await shows(row.getByText('员工'));
    const confirmRole = owner.locator('.ant-modal-confirm');
    await row.getByRole('button', { name: '设为管理员' }).click();
    await shows(confirmRole.getByText('设为管理员吗？', { exact: false }));
    await confirmRole.getByRole('button', { name: /确\s*定/ }).click();
    await shows(row.getByText('公司管理员'));

    // Back to staff, and the company keeps its other administrator.
    await row.getByRole('button', { name: '设为员工' }).click();
    await confirmRole.getByRole('button', { name: /确\s*定/ }).click();
    await shows(row.getByText('员工'));
  });

  it('says why the last administrator cannot be made staff, and only that', async () => {
    const owner = await browser.newPage();
    await openAs(owner, 'xianfeng', 'xianfeng1234', '/project/userMng/userList');
    const row = owner.locator('.ant-table-row', { hasText: '王店长' });
    await row.getByRole('button', { name: '设为员工' }).click();
    await owner
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    const refusal = owner.locator('.ant-modal-confirm-error');
    await shows(refusal.getByText('公司至少需要保留一位管理员'));
    expect(await refusal.getByText('数据已存在').count()).toBe(0);
    await refusal.getByRole('button', { name: /确\s*定/ }).click();
    await shows(row.getByText('公司管理员'));
  });
});

describe('merchant registration', () => {
  it('turns a new user into the administrator of a new company', async () => {
    const page = await browser.newPage();
    await smsSignIn(page, uniquePhone('134'));
    await shows(page.getByText('你的账号尚未加入公司'));
    await page.goto('/page/shanghuResign');
    await page.locator('button[type=submit]').click();
    await shows(page.getByText('请上传营业执照照片'));
    const name = `新商户${Date.now()}`;
    await page.locator('#merchant_name').fill(name);
    await page.locator('#merchant_contact_person').fill('郑老板');
    await page.locator('#merchant_phone_number').fill('13700001111');
    await page.locator('#merchant_address').fill('温州市鹿城区 6 号');
    await page.locator('input[type=file]').setInputFiles(IMAGE);
    await shows(page.getByText('avatar.png 上传成功'));
    await page.locator('button[type=submit]').click();
    await page.waitForURL('**/project/dashboard');
    await shows(page.getByText(`${name} · 公司管理员`));
  });
});

/** Sets the demo company's payment permission as the demo system administrator would. */
async function setDemoPayPermission(permissionsType: 0 | 1 | 2) {
  const admin = await apiAs('admin', 'admin1234');
  const found = await admin.get<{ list: { id: number }[] }>(
    `/management/companies/search?name=${encodeURIComponent('鲜丰生鲜超市')}`,
  );
  await admin.put(`/management/companies/${found.list[0]?.id}/pay_permission`, { permissions_type: permissionsType });
}

describe('the merchant registration button', () => {
  it('explains a missing permission, and opens the payment service with a signed token once granted', async () => {
    const page = await browser.newPage();
    // The payment service's pages, answered here.
    await page
      .context()
      .route('http://127.0.0.1:9/**', (route) => route.fulfill({ status: 200, body: 'payment service' }));
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/dashboard');
    await setDemoPayPermission(0);
    await page.getByRole('button', { name: '商户注册' }).click();
    await shows(page.getByText('尚未开通商户权限'));
    await page.getByRole('button', { name: /确\s*定/ }).click();

    await setDemoPayPermission(1);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: '商户注册' }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/^http:\/\/127\.0\.0\.1:9\/merchant\/register\?token=[\w-]+\.[\w-]+$/);

    await setDemoPayPermission(2);
    const [signInPopup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: '商户注册' }).click(),
    ]);
    await signInPopup.waitForLoadState();
    expect(signInPopup.url()).toBe('http://127.0.0.1:9/merchant/login');
    await setDemoPayPermission(0);
  });
});
