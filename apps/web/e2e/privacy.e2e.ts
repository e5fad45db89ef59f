import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { acceptPrivacy, baseUrl, openSignIn, outboxCode, savedDownload, shows, useBrowser } from './browser';

const browser = useBrowser();
const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

/** The API's answer data, or a thrown error naming the call. */
async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Basic ${Buffer.from(`${token}:`).toString('base64')}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: unknown; data: T };
  if (envelope.code !== 1) {
    throw new Error(`${method} ${path}: ${JSON.stringify(envelope)}`);
  }
  return envelope.data;
}

/**
 * A shop owner who signed in by SMS (accepting the policy) and registered a merchant: a merchant
 * user with a company, made for this test.
 */
async function merchantUser(stamp: string) {
  const phone = `135${stamp.slice(-8)}`;
  await call('GET', `/management/users/login/code?phone_number=${phone}`);
  const signedIn = await call<{ id: number; token: string }>('POST', '/management/users/login/phone_number', {
    phone_number: phone,
    verify_code: outboxCode(phone),
    privacy_version: 'V1.5.3',
  });
  const nickname = `隐私测试${stamp.slice(-6)}`;
  await call('PUT', '/users/info', { nickname }, signedIn.token);
  await call(
    'POST',
    '/management/merchants/register',
    {
      name: `隐私测试商户${stamp.slice(-6)}`,
      contact_person: nickname,
      phone_number: phone,
      address: '杭州市西湖区 1 号',
      licence_img_url: '/files/images/licence.png',
    },
    signedIn.token,
  );
  return { id: signedIn.id, phone, nickname };
}

describe('privacy lists', () => {
  it('asks for the policy at sign-in, then exports and erases a merchant user, with both in the audit log', async () => {
    const person = await merchantUser(String(Date.now()));
    const page = await browser.newPage();

    // The sign-in goes only with the policy accepted.
    await openSignIn(page);
    await page.locator('#username').fill('admin');
    await page.locator('#password').fill('admin1234');
    await page.locator('button[type=submit]').click();
    await shows(page.getByText('请阅读并勾选同意《隐私政策》后再登录'));
    await page.waitForTimeout(300);
    expect(page.url()).toContain('/sign/login');
    expect(await page.locator('a[href="/page/privacy"]').textContent()).toBe('《隐私政策》');
    await acceptPrivacy(page);
    await page.locator('button[type=submit]').click();
    await page.waitForURL('**/admin/dashboard');

    // The administrator's own acceptance is on record.
    await page.getByRole('menuitem', { name: '隐私管理' }).click();
    await page.getByRole('link', { name: '管理员', exact: true }).click();
    await page.waitForURL('**/admin/privacyMng/adminList');
    await shows(row(page, '系统管理员').getByText('已同意 V1.5.3'));

    await page.getByRole('link', { name: '商户用户', exact: true }).click();
    await page.waitForURL('**/admin/privacyMng/merchantuserList');
    // The merchant list has replaced the administrators' (the address changes first).
    await expect.poll(() => page.getByRole('columnheader', { name: '所属公司' }).count()).toBe(1);
    await page.locator('#privacy-filters_q').fill(person.nickname);
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    const mine = row(page, person.nickname);
    await shows(mine.getByText(`${person.phone.slice(0, 3)}****${person.phone.slice(-4)}`));
    await shows(mine.getByText('公司管理员'));
    await shows(mine.getByText('已同意 V1.5.3'));
    expect(await mine.textContent()).not.toContain(person.phone);

    // Export: a JSON file of everything held, with the phone the page only shows masked.
    const download = page.waitForEvent('download');
    await mine.getByRole('button', { name: /导\s*出/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`privacy-merchant_user-${person.id}.json`);
    const exported = JSON.parse(fs.readFileSync(await savedDownload(file), 'utf8')) as {
      data: { account: { phone_number: string; nickname: string }; company_membership: { company_name: string } };
    };
    expect(exported.data.account).toMatchObject({ phone_number: person.phone, nickname: person.nickname });
    expect(exported.data.company_membership.company_name).toContain('隐私测试商户');
    expect(JSON.stringify(exported)).not.toContain('password_hash');
    await shows(page.getByText('已导出，并记入审计日志'));

    // Erase, after a confirmation that says it cannot be undone.
    await mine.getByRole('button', { name: /删除个人信息/ }).click();
    const dialog = page.getByRole('dialog');
    await shows(dialog.getByText(`删除“${person.nickname}”的个人信息？`));
    await shows(dialog.getByText('此操作不可撤销。'));
    await dialog.getByRole('button', { name: /删除个人信息/ }).click();
    await shows(page.getByText('已删除个人信息，并记入审计日志'));

    // Nothing of the name is left to find; the newest merchant user is the anonymised row.
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(0);
    await page.getByRole('button', { name: /重\s*置/ }).click();
    const erased = page.locator('.ant-table-row').first();
    await shows(erased.getByText(`#${person.id}`));
    await shows(erased.getByText('已删除个人信息'));
    expect(await erased.textContent()).not.toContain(person.nickname);
    expect(await erased.getByRole('button', { name: /删除个人信息/ }).count()).toBe(0);

    // The audit log of merchant users: the erase, then the export, both by the administrator.
    await page.getByRole('tab', { name: '审计日志' }).click();
    const entries = page
      .getByRole('tabpanel', { name: '审计日志' })
      .locator('.ant-table-row', { hasText: `#${person.id}` });
    await expect.poll(() => entries.count()).toBe(2);
    await shows(entries.nth(0).getByText('删除个人信息'));
    await shows(entries.nth(0).getByText('系统管理员'));
    await shows(entries.nth(1).getByText('导出'));
    await shows(entries.nth(1).getByText(/工单 0/));
  });
});
