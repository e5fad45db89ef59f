import { describe, expect, it } from 'vitest';
import { openAs, searchGoods, shows, useBrowser } from './browser';

const browser = useBrowser();

describe('pre-send checks', () => {
  it('warns in the goods list and on the scale page when a scale cannot print a good’s name, and clears once fixed', async () => {
    const page = await browser.newPage();
    await openAs(page, 'xianfeng', 'xianfeng1234', '/project/goodMng/goodList');
    await searchGoods(page, '1010');
    const row = page.locator('.ant-table-row', { hasText: '菠菜' });
    await shows(row.getByText('¥5.98/500克'));

    const rename = async (name: string) => {
      await row.getByRole('button', { name: /编\s*辑/ }).click();
      await page.getByRole('dialog').locator('#good-form_name1').fill(name);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /保\s*存/ })
        .click();
      await shows(row.getByText(name));
    };

    // 喆 is in GBK but not in GB2312: the label scales have no glyph for it.
    await rename('喆选菠菜');
    // The hypermarket's vegetable scale and the community shop's cash-register scale both hold it
    // (and the simulator's scales, when its tests ran first on this server).
    const warning = row.getByText(/\d+ 台秤无法接收/);
    await shows(warning);
    const popover = page.locator('.ant-popover');
    const vegetableScale = popover.getByText('鲜丰生鲜 西溪店 · 果蔬区 1 号秤').filter({ visible: true });
    // The row redraws as the list's checks come back: a pointer resting on the tag it replaced
    // opens nothing, so it leaves and comes back until the popover opens.
    await expect
      .poll(
        async () => {
          await page.mouse.move(0, 0);
          await warning.hover();
          return vegetableScale
            .first()
            .waitFor({ state: 'visible', timeout: 2_000 })
            .then(
              () => true,
              () => false,
            );
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await shows(popover.getByText('有秤打印不出的字：喆'));

    await page.goto('/project/scaleMng/scaleList');
    await page
      .locator('.ant-table-row', { hasText: '果蔬区 1 号秤' })
      .getByRole('link', { name: '果蔬区 1 号秤' })
      .click();
    const card = page.locator('.ant-card', { hasText: '下发前检查' });
    await shows(card.getByText('个有问题', { exact: false }));
    await shows(card.locator('.ant-table-row', { hasText: '1010' }).getByText('有秤打印不出的字：喆'));

    await page.goto('/project/goodMng/goodList');
    await searchGoods(page, '1010');
    await rename('菠菜');
    await shows(row.locator('td', { hasText: /^—$/ }));
  });
});
