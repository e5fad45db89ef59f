import type { Page as PageOf, PriceBatch, PriceBatchDetail } from '@tm/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, choose, openAs, shows, useBrowser } from './browser';

const browser = useBrowser();

/** 猪五花肉 on the demo's meat and fish scale, ¥19.80 a 500 g at the base price. */
const GOOD = { plu: '3001', name: '猪五花肉' };
const SCALE = '肉品水产秤';

const row = (scope: Page | Locator, text: string | RegExp) => scope.locator('.ant-table-row', { hasText: text });

const pad = (n: number) => String(n).padStart(2, '0');
/** A whole minute ten minutes away, as the form's time field takes it: a change planned ahead. */
function minuteAhead(): string {
  const at = new Date(Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The good's row on the scale's goods tab, as the page shows it now. */
async function goodOnScale(page: Page, scaleUrl: string): Promise<Locator> {
  await page.goto(scaleUrl);
  await page.getByRole('tab', { name: '秤上商品' }).click();
  const good = row(page, GOOD.name);
  await shows(good);
  return good;
}

describe('prices across a chain, set by the chain’s owner', () => {
  it('puts a scale in a new zone, schedules a zone price and withdraws it, then sees a zone price on the scale when its time comes', async () => {
    const stamp = String(Date.now()).slice(-6);
    const zone = `E2E商圈${stamp}`;
    const batchName = `E2E调价${stamp}`;
    const soonName = `E2E改价${stamp}`;
    const page = await browser.newPage();
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/dashboard');

    // 1. A zone of one scale, made on the zones page.
    await page.getByRole('menuitem', { name: '商品管理' }).click();
    await page.getByRole('link', { name: '价格区域' }).click();
    await page.getByRole('button', { name: '新建价格区域' }).click();
    const zoneForm = page.getByRole('dialog');
    await zoneForm.locator('#price-zone-form_name').fill(zone);
    await choose(
      page,
      zoneForm.locator('#price-zone-form_scale_ids'),
      '肉品',
      SCALE,
      zoneForm.locator('#price-zone-form_name'),
    );
    await zoneForm.getByRole('button', { name: /保\s*存/ }).click();
    await shows(row(page, zone).getByText(SCALE));

    // The scale sells at the base price: its zone has no price of its own yet.
    await page.goto('/project/scaleMng/scaleList');
    await row(page, SCALE).getByRole('link', { name: SCALE }).click();
    await page.waitForURL('**/scaleMng/scaleList/manage/**');
    const scaleUrl = page.url();
    const before = await goodOnScale(page, scaleUrl);
    await shows(before.getByText('基础价'));
    await shows(before.getByText('¥19.80/500克'));

    // 2. The good picked in the goods list, its new zone price planned for later.
    await page.goto('/project/goodMng/goodList');
    await page.locator('#good-filters_q').fill(GOOD.plu);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    await row(page, GOOD.name).locator('.ant-checkbox-input').check();
    await page.getByRole('button', { name: '定时调价' }).click();
    await page.waitForURL('**/goodMng/priceBatches?**');
    const form = page.getByRole('dialog', { name: '新建调价' });
    await shows(row(form, GOOD.plu));
    await form.locator('#price-change-form_name').fill(batchName);
    await form.locator('#price-change-form_base').uncheck();
    await choose(
      page,
      form.locator('#price-change-form_zone_ids'),
      stamp,
      zone,
      form.locator('#price-change-form_name'),
    );
    await form.locator('#price-change-form_starts_time').click();
    await form.locator('#price-change-form_starts_time').fill(minuteAhead());
    await page.keyboard.press('Enter');
    await form.getByLabel('第 1 行新价格').fill('21.80');
    // The preview says what the zone's scales will sell at.
    const preview = form.getByRole('region', { name: '价格预览' });
    await shows(row(preview, GOOD.name).getByText('¥21.80'));
    await shows(row(preview, GOOD.name).getByText('¥19.80'));
    await form.getByRole('button', { name: '保存并计划生效' }).click();
    // Saved, the batch's own page opens, waiting for its time.
    await page.waitForURL('**/goodMng/priceBatches/*');
    await shows(page.locator('.ant-card-head', { hasText: batchName }).getByText('待生效'));

    // 3. The calendar shows it on its day.
    await page.goto('/project/goodMng/priceCalendar');
    await shows(page.getByRole('link', { name: new RegExp(batchName) }));

    // Before its time nothing changes on the scale.
    const waiting = await goodOnScale(page, scaleUrl);
    await shows(waiting.getByText('¥19.80/500克'));

    // 4. Withdrawn after asking: it never changes a price.
    await page.goto('/project/goodMng/priceBatches');
    await row(page, batchName).getByRole('button', { name: '取消调价' }).click();
    const ask = page.getByRole('dialog').filter({ hasText: '取消调价批次' });
    await shows(ask.getByText(batchName));
    await ask.getByRole('button', { name: '取消调价' }).click();
    await shows(row(page, batchName).getByText('已取消'));

    // 5. The same zone price, planned (through the API, to the second) to start in a few seconds.
    const api = await apiAs('xianfeng', 'xianfeng1234');
    const [withdrawn] = (
      await api.get<PageOf<PriceBatch>>(`/management/prices/batches?q=${encodeURIComponent(batchName)}`)
    ).list;
    if (withdrawn?.status !== 'cancelled') {
      throw new Error(`${batchName} should read as withdrawn: ${JSON.stringify(withdrawn)}`);
    }
    const { lines } = await api.get<PriceBatchDetail>(`/management/prices/batches/${withdrawn.id}`);
    const startsAt = Date.now() + 3_000;
    await api.post('/management/prices/batches', {
      kind: 'change',
      name: soonName,
      starts_time: new Date(startsAt).toISOString(),
      zone_ids: withdrawn.zone_ids,
      items: lines.map(({ good_id, unit_price }) => ({ good_id, unit_price })),
    });

    // 6. Its time comes: the scale's page shows the zone's price, and the batch is in force.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt - Date.now() + 1000)));
    const after = await goodOnScale(page, scaleUrl);
    await shows(after.getByText('区域价'));
    await shows(after.getByText('¥21.80/500克'));
    // The job that tells the scales runs every few seconds: then the batch reads as in force.
    await page.goto('/project/goodMng/priceBatches');
    await expect
      .poll(
        async () => {
          await page.reload();
          await shows(row(page, soonName));
          return row(page, soonName).getByText('已生效').count();
        },
        { timeout: 30_000, interval: 3_000 },
      )
      .toBe(1);
    await row(page, soonName).getByRole('link', { name: soonName }).click();
    await page.waitForURL(/priceBatches\/\d+$/);
    // The delivery audit lists the scale in its zone.
    await shows(row(page, SCALE).getByText(zone));
  }, 90_000);

  it('reads the zones page in English', async () => {
    const page = await browser.newPage();
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/goodMng/priceZones');
    await page.getByRole('button', { name: 'English' }).click();
    await shows(page.getByRole('button', { name: 'New price zone' }));
    await shows(page.getByRole('columnheader', { name: 'Zone name' }));
    await page.goto('/project/goodMng/priceBatches');
    await shows(page.getByRole('button', { name: 'New markdown' }));
  });
});
