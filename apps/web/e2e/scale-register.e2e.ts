import { describe, expect, it } from 'vitest';
import { acceptPrivacy, baseUrl, shows, useBrowser } from './browser';

const browser = useBrowser();

/** What a new scale does at power-on: says hello and gets a registration to show as a QR code. */
async function newScaleHello(uuid: string) {
  const res = await fetch(`${baseUrl()}/api/device/v1/hello`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scale_uuid: uuid, model: 'TM-F', firmware: '3.2.1' }),
  });
  return (await res.json()).data as { request_id: string; register_url: string };
}

describe('scale registration by QR code', () => {
  it('registers a new scale from its QR code on a phone, and the scale then picks up its key', async () => {
    const uuid = `TMQR${Date.now()}`;
    const registration = await newScaleHello(uuid);
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    // The QR code opens the page before anyone is signed in on the phone.
    await page.goto(new URL(registration.register_url).pathname + new URL(registration.register_url).search);
    await shows(page.getByText('请先登录，再为公司注册这台秤。'));
    // Signing in from there comes back to the scale's page.
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL('**/sign/login');
    await page.locator('#root:not([data-drawn])').waitFor({ state: 'attached' });
    await page.locator('#username').fill('xianfeng');
    await page.locator('#password').fill('xianfeng1234');
    await acceptPrivacy(page);
    await page.locator('button[type=submit]').click();
    await page.waitForURL('**/page/scales/register?**');
    await shows(page.getByText(uuid));
    await shows(page.getByText('TM-F 条码打印秤'));

    await page.getByRole('button', { name: '下一步' }).click();
    await shows(page.getByText('请选择门店'));
    await page.locator('#scale-register_shop_id').click();
    await page.locator('.ant-select-item-option', { hasText: '鲜丰生鲜 西溪店' }).click();
    await page.locator('#scale-register_scale_name').fill('熟食区秤');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.waitForURL('**/page/scales/authorize?**');
    await shows(page.getByText('熟食区秤'));
    await shows(page.getByText('鲜丰生鲜 西溪店'));
    await page.getByRole('button', { name: '确认注册' }).click();
    await shows(page.getByText('注册成功'));

    const pickup = await fetch(`${baseUrl()}/api/device/v1/registration/${registration.request_id}`);
    expect((await pickup.json()).data).toMatchObject({ status: 'done', scale_uuid: uuid });

    // Next: its goods, on the new scale's own page.
    await page.getByRole('button', { name: '给这台秤放商品' }).click();
    await page.waitForURL('**/project/scaleMng/scaleList/manage/*?shop=*&tab=goods');
    await shows(page.getByText('熟食区秤'));

    // The same QR code again: the scale is known now.
    await page.goto(new URL(registration.register_url).pathname + new URL(registration.register_url).search);
    await shows(page.getByText('这台秤已经注册过了。如需移到其他门店，请在后台的电子秤列表中修改。'));
  });
});
