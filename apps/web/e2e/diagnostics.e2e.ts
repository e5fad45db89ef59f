import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAs, outboxCode, shows, useBrowser } from './browser';

const browser = useBrowser();

const unreadOf = async (bell: Locator) => Number(/(\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

describe('diagnostics (/admin/test)', () => {
  it('shows the database and its migrations, sends a test SMS and a test notice the bell hears', async () => {
    const page = await browser.newPage();
    const listening = page.waitForResponse((response) => response.url().endsWith('/api/live'));
    await openAs(page, 'admin', 'admin1234', '/admin/test');
    const database = page.locator('.ant-card').filter({ has: page.getByText('数据库', { exact: true }) });
    await shows(database.getByText('正常'));
    await shows(database.getByText(/^已执行 (\d+) \/ 共 \1$/));

    const phone = '13700001234';
    await page.getByLabel('手机号').fill(phone);
    await page.getByRole('button', { name: /^发\s*送$/ }).click();
    await shows(page.getByText('测试短信已交给「outbox」通道'));
    // The code went out through the outbox, which the same page lists.
    expect(outboxCode(phone)).toMatch(/^\d{6}$/);
    await shows(page.getByText(phone));

    const bell = page.getByTestId('notice-bell');
    await listening;
    const before = await unreadOf(bell);
    await page.getByRole('button', { name: '发送测试通知' }).click();
    await expect.poll(() => unreadOf(bell), { timeout: 8_000 }).toBe(before + 1);
  });

  it('reads in English', async () => {
    const page = await browser.newPage();
    await openAs(page, 'admin', 'admin1234', '/admin/test');
    await page.getByRole('button', { name: 'English' }).click();
    await shows(page.getByText('Latest errors (this instance)'));
    const database = page.locator('.ant-card').filter({ has: page.getByText('Database', { exact: true }) });
    await shows(database.getByText('OK'));
    await shows(page.getByRole('button', { name: 'Send a test notice' }));
  });
});
