import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, openAs, searchGoods, shows, useBrowser } from './browser';

const browser = useBrowser();

type HeldGood = { plu: number; unit_price: number; name: string };
const deviceHeaders = (credentials: string) => ({
  authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
});

/** The community shop's cash-register scale syncs as its firmware would: fetch, then confirm. */
async function syncScale(credentials: string): Promise<HeldGood[]> {
  const held = new Map<number, HeldGood>();
  let since = 0;
  for (;;) {
    const response = await fetch(`${baseUrl()}/api/device/v1/sync?since=${since}`, {
      headers: deviceHeaders(credentials),
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: { version: number; goods: { plu: number; unit_price: number; name_lines: string[] }[] };
    };
    for (const good of data.goods) {
      held.set(good.plu, { plu: good.plu, unit_price: good.unit_price, name: good.name_lines[0] ?? '' });
    }
    if (data.version === since) {
      return [...held.values()];
    }
    since = data.version;
  }
}

/** The scale tells the cloud what its memory holds. */
async function reportHoldings(credentials: string, goods: HeldGood[]): Promise<void> {
  const response = await fetch(`${baseUrl()}/api/device/v1/holdings`, {
    method: 'POST',
    headers: { ...deviceHeaders(credentials), 'content-type': 'application/json' },
    body: JSON.stringify({ source: 'scale_memory', goods }),
  });
  expect(response.status).toBe(200);
}

async function openPotatoDelivery(page: Page) {
  await page.goto('/project/goodMng/goodList');
  await searchGoods(page, '1003');
  const row = page.locator('.ant-table-row', { hasText: '土豆' });
  await row.getByRole('button', { name: '下发情况' }).click();
  return page.locator('.ant-drawer', { hasText: '“土豆”的下发情况' });
}

describe('delivery tracking', () => {
  it('shows which scales hold a good’s price since when, and lists the scale still selling at the old price until it syncs', async () => {
    const page = await browser.newPage();
    // Give the cash-register scale a key, as a technician setting it up would.
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/scaleMng/scaleList');
    await page
      .locator('.ant-table-row', { hasText: '收银台秤' })
      .getByRole('link', { name: '收银台秤', exact: true })
      .first()
      .click();
    await page.getByRole('button', { name: '重新生成密钥' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '重新生成密钥' }).click();
    const keyDialog = page.getByRole('dialog', { name: '电子秤的设备密钥' });
    const key = /[\w-]{32,}/.exec((await keyDialog.getByTestId('device-key').textContent()) ?? '')?.[0] ?? '';
    await keyDialog.getByRole('button', { name: '我已保存密钥' }).click();
    const card = page.locator('.ant-card', { hasText: '待下发' });
    await shows(card.getByText('个商品改动未下发', { exact: false }));

    const held = await syncScale(`TMDEMO000003:${key}`);
    await page.reload();
    await shows(card.getByText('秤上的商品、快捷键和标签都是最新的'));

    // The scale's memory holds the potato at a price the cloud never sent: the comparison shows it.
    const compare = page.locator('.ant-card', { hasText: '秤与云端核对' });
    await shows(compare.getByText('这台秤还没有上报秤上存的商品', { exact: false }));
    await reportHoldings(
      `TMDEMO000003:${key}`,
      held.map((good) => (good.plu === 1003 ? { ...good, unit_price: 150 } : good)),
    );
    await page.reload();
    const wrongPrice = compare.locator('.ant-table-row', { hasText: '土豆' });
    await shows(wrongPrice.getByText('价格不同'));
    await shows(wrongPrice.getByText('¥1.50'));
    await shows(wrongPrice.getByText('¥1.98'));

    let drawer = await openPotatoDelivery(page);
    // Of the demo's two scales holding it, or more when the simulator's tests added theirs.
    await shows(drawer.getByText(/已到 1 \/ \d+ 台秤/));
    await shows(drawer.locator('.ant-table-row', { hasText: '收银台秤' }).getByText('已到', { exact: false }));
    // The produce scale has not synced this price (whether or not another test brought it online).
    await shows(drawer.locator('.ant-table-row', { hasText: '果蔬区 1 号秤' }).getByText('未到', { exact: true }));
    await drawer.locator('.ant-drawer-close').click();

    const row = page.locator('.ant-table-row', { hasText: '土豆' });
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    await page.getByRole('dialog').locator('#good-form_price').fill('2.38');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await shows(row.getByText('¥2.38/500克'));
    drawer = await openPotatoDelivery(page);
    await shows(drawer.getByText('单价 ¥2.38', { exact: false }));
    await shows(drawer.getByText(/已到 0 \/ \d+ 台秤/));

    await page.goto('/project/scaleMng/deliveries');
    await page.getByPlaceholder('品名或 PLU').fill('1003');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    const stale = page.locator('.ant-table-row', { hasText: '收银台秤' });
    await shows(stale.getByText('¥1.98'));
    await shows(stale.getByText('¥2.38'));

    await syncScale(`TMDEMO000003:${key}`);
    await page.reload();
    await expect.poll(() => page.locator('.ant-table-row', { hasText: '收银台秤' }).count()).toBe(0);
    await shows(page.locator('.ant-table-row', { hasText: '果蔬区 1 号秤' }));
  });
});
