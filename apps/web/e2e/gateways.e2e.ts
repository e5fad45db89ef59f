import { describe, expect, it } from 'vitest';
import { baseUrl, openAs, shows, useBrowser } from './browser';

const browser = useBrowser();

/** What a running gateway would send: the state of the scales it drives, under its own key. */
async function reportAsGateway(credentials: string, body: unknown): Promise<void> {
  const response = await fetch(`${baseUrl()}/api/device/v1/gateway/report`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

describe('shop gateways', () => {
  it('adds a gateway with its one-time key, puts a scale behind it, shows what the gateway reports, and puts the scale back to direct', async () => {
    const page = await browser.newPage();
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/dashboard');
    await page.getByRole('menuitem', { name: '门店管理' }).click();
    await page.getByRole('link', { name: '门店列表' }).click();
    await page.getByRole('link', { name: '鲜丰生鲜 西溪店' }).click();
    await page.getByRole('tab', { name: '网关' }).click();
    await page.waitForURL('**/manage/*?tab=gateways');

    const name = `收银台电脑 ${Date.now() % 100_000}`;
    await page.getByRole('button', { name: '添加网关' }).click();
    const form = page.getByRole('dialog', { name: '添加网关' });
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await shows(form.getByText('请输入网关名称'));
    await form.getByLabel('网关名称').fill(name);
    await form.getByRole('button', { name: /保\s*存/ }).click();

    const keyDialog = page.getByRole('dialog', { name: '网关密钥' });
    await shows(keyDialog.getByText('密钥只显示这一次'));
    // The key's text is followed by its copy button's label.
    const key = /[\w-]{32,}/.exec((await keyDialog.getByTestId('gateway-key').textContent()) ?? '')?.[0] ?? '';
    const uuid = /GW\w+/.exec((await keyDialog.getByText(/^GW/).first().textContent()) ?? '')?.[0] ?? '';
    expect(key).not.toBe('');
    await shows(keyDialog.getByText(`--key ${uuid}:${key}`, { exact: false }));
    await keyDialog.getByRole('button', { name: '我已记下' }).click();
    const row = page.locator('.ant-table-row', { hasText: name });
    await shows(row.getByText('从未连接'));

    // The meat counter's scale is an old TM scale on the shop's network.
    await page.goto('/project/scaleMng/scaleList');
    await page.locator('.ant-table-row', { hasText: '肉品水产秤' }).getByRole('link', { name: '肉品水产秤' }).click();
    await shows(page.getByText('直连云端'));
    await page.getByRole('button', { name: '修改连接方式' }).click();
    const connection = page.getByRole('dialog', { name: '秤的连接方式' });
    await connection.getByText('通过店内网关（TM 局域网协议）').click();
    await connection.getByLabel('秤的 IP 地址').fill('192.168.1.300');
    await connection.getByRole('button', { name: /保\s*存/ }).click();
    await shows(connection.getByText('IP 地址格式不对，应像 192.168.1.20'));
    await shows(connection.getByText('请选择网关'));
    await connection.getByLabel('秤的 IP 地址').fill('192.168.1.20');
    await connection.getByLabel('网关', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: name }).click();
    await connection.getByRole('button', { name: /保\s*存/ }).click();
    await shows(page.getByText(`通过网关“${name}” 192.168.1.20:4001`));
    await shows(page.getByText('网关尚未报告'));

    await reportAsGateway(`${uuid}:${key}`, {
      version: '1.0.0',
      scales: [
        {
          scale_uuid: 'TMDEMO000002',
          reachable: true,
          last_contact_time: new Date().toISOString(),
          queued: 2,
          last_error: null,
        },
      ],
    });
    await page.reload();
    await shows(page.getByText('可连接'));
    await shows(page.getByText('待下发 2 项'));

    // The shop's gateway list now counts the scale and shows the gateway online.
    await page.goto('/project/shopMng/shopList');
    await page.getByRole('link', { name: '鲜丰生鲜 西溪店' }).click();
    await page.getByRole('tab', { name: '网关' }).click();
    const online = page.locator('.ant-table-row', { hasText: name });
    await shows(online.getByText('在线'));
    await shows(online.getByText('1.0.0'));

    await page.goto('/project/scaleMng/scaleList');
    await page.locator('.ant-table-row', { hasText: '肉品水产秤' }).getByRole('link', { name: '肉品水产秤' }).click();
    await page.getByRole('button', { name: '修改连接方式' }).click();
    await connection.getByText('直连（秤自带联网，直接访问云端）').click();
    await connection.getByRole('button', { name: /保\s*存/ }).click();
    await shows(page.getByText('直连云端'));
  });
});
