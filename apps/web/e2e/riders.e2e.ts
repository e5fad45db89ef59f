import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { openAs, shows, useBrowser } from './browser';

const browser = useBrowser();

const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

/** The rider's row on the riders list, found by phone. */
async function riderOnList(page: Page, phone: string) {
  await page.goto('/admin/riderMng/riderList');
  await page.locator('#rider-filters_q').fill(phone);
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  return row(page, phone);
}

describe('delivery, run by a system administrator', () => {
  it('creates an office and a rider, tops the rider up, sees the balance, and reverses it', async () => {
    const stamp = String(Date.now()).slice(-8);
    const officeName = `杭州拱墅区域中心${stamp}`;
    const phone = `199${stamp}`;
    const page = await browser.newPage();
    await openAs(page, 'admin', 'admin1234', '/admin/dashboard');

    // The menu's delivery group leads to the offices.
    await page.getByRole('menuitem', { name: '配送管理' }).click();
    await page.getByRole('link', { name: '区域后台' }).click();
    await page.waitForURL('**/admin/riderMng/adminList');
    await shows(row(page, '杭州西湖区域中心'));

    await page.getByRole('button', { name: '新建区域后台' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await shows(dialog.getByText('请输入名称'));
    await shows(dialog.getByText('请输入省份'));
    await dialog.locator('#office-form_name').fill(officeName);
    await dialog.locator('#office-form_regions_0_province').fill('浙江省');
    await dialog.locator('#office-form_regions_0_city').fill('杭州市');
    await dialog.locator('#office-form_regions_0_district').fill('拱墅区');
    await dialog.locator('#office-form_contact_person').fill('钱站长');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await shows(page.getByText('已创建'));

    await page.locator('#office-filters_q').fill('拱墅');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await shows(row(page, officeName).getByText('浙江省 杭州市 拱墅区'));
    await row(page, officeName).getByRole('link', { name: officeName }).click();
    await page.waitForURL('**/admin/riderMng/adminList/adminDetail/*');
    await shows(page.getByText('区域后台余额'));

    // A rider of this office, from its page.
    await page.getByRole('button', { name: '新建骑手' }).click();
    const riderForm = page.getByRole('dialog');
    await shows(riderForm.getByText(officeName));
    await riderForm.locator('#rider-form_name').fill('郑骑手');
    await riderForm.locator('#rider-form_phone_number').fill('199');
    await riderForm.getByRole('button', { name: /保\s*存/ }).click();
    await shows(riderForm.getByText('请输入正确的手机号'));
    await riderForm.locator('#rider-form_phone_number').fill(phone);
    await riderForm.getByRole('button', { name: /保\s*存/ }).click();
    await shows(row(page, phone));

    // A top-up to the rider, from the rider's row.
    await row(page, phone)
      .getByRole('button', { name: /充\s*值/ })
      .click();
    const topUp = page.getByRole('dialog');
    await shows(topUp.getByText('“郑骑手”当前余额 ¥0.00'));
    await topUp.locator('#top-up-form_amount').fill('88.5');
    await topUp.locator('#top-up-form_method').click();
    await page.locator('.ant-select-item-option', { hasText: '支付宝' }).click();
    await topUp.locator('#top-up-form_reference_no').fill(`ALI-${stamp}`);
    await topUp.getByRole('button', { name: /入\s*账/ }).click();
    await shows(page.getByText('已入账'));
    await shows(row(page, phone).getByText('¥88.50'));
    await shows(page.locator('.ant-statistic', { hasText: '骑手余额合计' }).getByText('¥88.50'));

    // The same reference again is refused, and says why.
    await row(page, phone)
      .getByRole('button', { name: /充\s*值/ })
      .click();
    await topUp.locator('#top-up-form_amount').fill('10');
    await topUp.locator('#top-up-form_reference_no').fill(`ALI-${stamp}`);
    await topUp.getByRole('button', { name: /入\s*账/ }).click();
    await shows(topUp.getByText('该流水号已入账，同一笔款不能重复充值'));
    await topUp.getByRole('button', { name: /取\s*消/ }).click();

    await shows((await riderOnList(page, phone)).getByText('¥88.50'));

    // The top-up reversed from the ledger: the balance goes back.
    await page.goto('/admin/chargeMng/chargeList');
    await page.locator('#top-up-filters_q').fill(`ALI-${stamp}`);
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    const entry = row(page, `ALI-${stamp}`);
    await shows(entry.getByText('¥88.50'));
    await entry.getByRole('button', { name: /冲\s*正/ }).click();
    const reverse = page.getByRole('dialog');
    await shows(reverse.getByText(/将在“郑骑手”的账户记入一笔 -¥88.50 的冲正/));
    await reverse.locator('#reverse-form_reference_no').fill(`RF-${stamp}`);
    await reverse.locator('#reverse-form_note').fill('误充');
    await reverse.getByRole('button', { name: /冲\s*正/ }).click();
    await shows(page.getByText('已冲正').first());
    await shows(entry.getByText('已冲正'));

    await shows((await riderOnList(page, phone)).getByText('¥0.00'));
    await row(page, phone).getByRole('link', { name: officeName }).click();
    await shows(page.locator('.ant-statistic', { hasText: '骑手余额合计' }).getByText('¥0.00'));
    await page.getByRole('tab', { name: /充值记录/ }).click();
    await shows(row(page, `RF-${stamp}`).getByText('-¥88.50'));
  });
});
