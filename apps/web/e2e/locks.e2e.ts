import { PRIVACY_POLICY_VERSION } from '@tm/contracts';
import { describe, expect, it } from 'vitest';
import { baseUrl, openAs, outboxCode, shows, useBrowser } from './browser';

const browser = useBrowser();
/** The demo repair person: verified, serving the demo company, working within 20 km of Hangzhou. */
const REPAIR_PHONE = '13900000088';
const WENSAN = { lat: 30.2765, lng: 120.129 };
const SHANGHAI = { lat: 31.2304, lng: 121.4737 };

async function appCall<T>(path: string, body: unknown, token?: string): Promise<{ status: number; data: T }> {
  const response = await fetch(`${baseUrl()}/api/repair-app/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Basic ${Buffer.from(`${token}:`).toString('base64')}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { data: T & { retry_after?: number } };
  return { status: response.status, data: envelope.data };
}

/** Signs the demo repair person in to the repair app by SMS, as the app does; answers the app token. */
async function repairAppToken(): Promise<string> {
  let sent = await appCall<{ retry_after?: number }>('/sign_in/code', { phone_number: REPAIR_PHONE });
  if (sent.status === 429) {
    // Another test asked for a code for this phone moments ago.
    await new Promise((resolve) => setTimeout(resolve, ((sent.data.retry_after ?? 30) + 1) * 1000));
    sent = await appCall('/sign_in/code', { phone_number: REPAIR_PHONE });
  }
  expect(sent.status).toBe(200);
  const signedIn = await appCall<{ token: string }>('/sign_in/phone', {
    phone_number: REPAIR_PHONE,
    verify_code: outboxCode(REPAIR_PHONE),
    privacy_version: PRIVACY_POLICY_VERSION,
  });
  expect(signedIn.status).toBe(200);
  return signedIn.data.token;
}

describe('bluetooth locks', () => {
  it('an administrator adds a lock and binds it to a shop; the repair app’s openings show in its history', async () => {
    const suffix = (Date.now() % 256).toString(16).padStart(2, '0');
    const mac = `AA:BB:CC:DD:E0:${suffix.toUpperCase()}`;
    const name = `E2E 测试门 ${suffix}`;
    const page = await browser.newPage();
    await openAs(page, 'admin', 'admin1234', '/admin/lockMng/bluetoothList');
    await shows(page.getByText('文三路店 前门'));

    await page.getByRole('button', { name: '新增门锁' }).click();
    const form = page.getByRole('dialog', { name: '新增门锁' });
    await form.locator('#lock-form_mac').fill(mac.toLowerCase().replaceAll(':', '-'));
    await shows(form.getByText(`将保存为 ${mac}`));
    await form.locator('#lock-form_name').fill(name);
    await form.getByRole('button', { name: /保\s*存/ }).click();
    const row = page.locator('tr', { hasText: name });
    await shows(row.getByText(mac));
    await shows(row.getByText('未绑定'));

    await row.getByRole('button', { name: /绑\s*定/ }).click();
    const bind = page.getByRole('dialog', { name: `绑定“${name}”到门店` });
    await bind.locator('#lock-bind_company_id').click();
    await page.locator('.ant-select-item-option', { hasText: '鲜丰生鲜超市' }).click();
    await bind.locator('#lock-bind_shop_id').click();
    await page.locator('.ant-select-item-option', { hasText: '鲜丰生鲜 文三路店' }).click();
    await bind.getByRole('button', { name: /绑\s*定/ }).click();
    await shows(row.getByText('鲜丰生鲜 文三路店'));

    // The repair person stands at the shop, then (with a spoofed location) in Shanghai.
    const token = await repairAppToken();
    const now = new Date().toISOString();
    const lower = mac.toLowerCase();
    const allowed = await appCall<{ decision: string; reason: string | null }>(
      '/locks/openings',
      { mac: lower, ...WENSAN, occurred_time: now },
      token,
    );
    expect(allowed.data).toMatchObject({ decision: 'allowed', reason: null });
    const refused = await appCall<{ decision: string; reason: string | null }>(
      '/locks/openings',
      { mac: lower, ...SHANGHAI, occurred_time: now },
      token,
    );
    expect(refused.data).toMatchObject({ decision: 'refused', reason: 'outside_area' });

    await page.reload();
    await row.getByRole('button', { name: /2 条/ }).click();
    const drawer = page.locator('.ant-drawer', { hasText: `“${name}”的开锁记录` });
    await shows(drawer.locator('.ant-tag', { hasText: '允许' }));
    await shows(drawer.locator('.ant-tag', { hasText: '拒绝' }));
    await shows(drawer.getByText('不在工作区域内'));
    await shows(drawer.getByText('张师傅'));
    await shows(drawer.getByText('31.23040,121.47370'));
    await drawer.getByText('拒绝', { exact: true }).and(drawer.locator('.ant-segmented-item-label')).click();
    await expect.poll(() => drawer.locator('.ant-table-row').count()).toBe(1);
    await page.keyboard.press('Escape');
    // The drawer closes before the row's buttons are used (its closing mask covers them meanwhile).
    await drawer.locator('.ant-drawer-content').waitFor({ state: 'hidden' });

    // A lock with repair records cannot be deleted, only unbound.
    expect(await row.getByRole('button', { name: /删\s*除/ }).isDisabled()).toBe(true);
    await row.getByRole('button', { name: /解\s*绑/ }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /解\s*绑/ })
      .click();
    await shows(row.getByText('未绑定'));
  });
});
