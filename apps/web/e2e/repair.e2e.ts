import { PRIVACY_POLICY_VERSION } from '@tm/contracts';
import { describe, expect, it } from 'vitest';
import { baseUrl, openAs, outboxCode, shows, useBrowser } from './browser';

const browser = useBrowser();

/** A call of the repair app's API, as the app makes it; answers the envelope's data. */
async function appCall<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/repair-app/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Basic ${Buffer.from(`${token}:`).toString('base64')}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: unknown; data: T };
  if (envelope.code !== 1) {
    throw new Error(`POST ${path}: ${JSON.stringify(envelope)}`);
  }
  return envelope.data;
}

describe('repair invite codes', () => {
  it('a company administrator generates a code, a repair person joins with it in the app, and both sides see it', async () => {
    const note = `冷柜维修 ${Date.now()}`;
    const page = await browser.newPage();
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/dashboard');
    await page.getByRole('menuitem', { name: '门锁管理' }).click();
    await page.getByRole('menuitem', { name: '维修邀请码' }).click();
    await page.waitForURL('**/project/lockMng/lock');
    await shows(page.getByText('XFWXHZ26'));

    await page.getByRole('button', { name: '生成邀请码' }).click();
    const dialog = page.getByRole('dialog', { name: '生成维修邀请码' });
    await dialog.locator('#invite-code-form_expires_in_days').fill('');
    await dialog.getByRole('button', { name: '生成邀请码' }).click();
    await shows(dialog.getByText('请输入 1 到 365 的整数'));
    await dialog.locator('#invite-code-form_expires_in_days').fill('3');
    await dialog.locator('#invite-code-form_note').fill(note);
    await dialog.getByRole('button', { name: '生成邀请码' }).click();
    const done = page.getByText(/^邀请码已生成：[A-Z2-9]{8}$/);
    await shows(done);
    const code = /[A-Z2-9]{8}$/.exec((await done.textContent()) ?? '')?.[0] ?? '';
    const row = page.locator('tr', { hasText: note });
    await shows(row.getByText('可用'));
    await shows(row.getByText('0 / 1'));

    // The repair person signs in to the app by SMS and joins with the code.
    const phone = `139${String(Date.now()).slice(-8)}`;
    await appCall('/sign_in/code', { phone_number: phone });
    const signedIn = await appCall<{ token: string }>('/sign_in/phone', {
      phone_number: phone,
      verify_code: outboxCode(phone),
      privacy_version: PRIVACY_POLICY_VERSION,
    });
    const name = `浏览器师傅${phone.slice(-4)}`;
    const joined = await appCall<{ companies: { company_name: string }[] }>(
      '/redeem',
      { code: code.toLowerCase(), name },
      signedIn.token,
    );
    expect(joined.companies.map((c) => c.company_name)).toContain('鲜丰生鲜超市');
    await appCall('/face_verification', { provider_token: 'e2e-sdk-token' }, signedIn.token);

    // The administrator sees the code used up and who joined with it.
    await page.reload();
    await shows(row.getByText('已用完'));
    await shows(row.getByText('1 / 1'));
    await row.getByRole('button', { name: /加入的人/ }).click();
    const drawer = page.locator('.ant-drawer');
    await shows(drawer.getByText(`用邀请码 ${code} 加入的维修人员`));
    await shows(drawer.getByText(name));
    await shows(drawer.getByText(phone));
    await drawer.locator('.ant-drawer-close').click();

    // Revoking asks first.
    await row.getByRole('button', { name: /作\s*废/ }).click();
    await page
      .locator('.ant-popover')
      .getByRole('button', { name: /作\s*废/ })
      .click();
    await shows(row.getByText('已作废'));

    // The system administrator finds the person verified, with the company, and suspends them.
    const admin = await browser.newPage();
    await openAs(admin, 'admin', 'admin1234', '/admin/lockMng/repairUserList');
    await admin.getByLabel('搜索姓名或手机号').fill(phone);
    await admin.getByRole('button', { name: /搜\s*索/ }).click();
    const person = admin.locator('tr', { hasText: name });
    await shows(person.getByText('已核验'));
    await shows(person.getByText('鲜丰生鲜超市'));
    await shows(person.getByText('未设置'));
    await person.getByRole('button', { name: /暂\s*停/ }).click();
    await admin
      .locator('.ant-popover')
      .getByRole('button', { name: /暂\s*停/ })
      .click();
    await shows(person.getByText('已暂停'));
  });
});
