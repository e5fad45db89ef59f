import type { NoticeCounts } from '@tm/contracts';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, openAs, shows, useBrowser } from './browser';

const browser = useBrowser();

/** The unread total the bell announces to screen readers ("通知，3 条未读"), 0 when it says none. */
async function unreadOf(bell: Locator): Promise<number> {
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1] ?? 0);
}

describe('live notices', () => {
  it('the badge of an open console moves the moment an announcement goes out, without a reload', async () => {
    const shop = await browser.newPage();
    // The console is listening once its stream has answered.
    const listening = shop.waitForResponse((response) => response.url().endsWith('/api/live'));
    await openAs(shop, 'xianfeng', 'xianfeng1234', '/project/dashboard');
    const bell = shop.getByTestId('notice-bell');
    await shows(bell);
    await listening;
    // The count to move from: the bell shows it once its first answer is drawn.
    const { total: before } = await (await apiAs('xianfeng', 'xianfeng1234')).get<NoticeCounts>('/notices/counts');
    await expect.poll(() => unreadOf(bell)).toBe(before);

    const title = `今晚 23 点系统维护 ${Date.now()}`;
    const admin = await apiAs('admin', 'admin1234');
    await admin.post('/management/announcements', { title, body: '维护约 30 分钟。', publish_at: 'now' });

    // The bell polls only every two minutes: within seconds, only the live stream can have told it.
    await expect.poll(() => unreadOf(bell), { timeout: 8_000 }).toBe(before + 1);
    await bell.click();
    await shows(shop.locator('.ant-popover').getByText(`新公告：${title}`));
  });
});
