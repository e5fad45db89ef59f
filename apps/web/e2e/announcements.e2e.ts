import type { Announcement } from '@tm/contracts';
import { describe, expect, it } from 'vitest';
import { apiAs, openAs, shows, useBrowser } from './browser';

const browser = useBrowser();

describe('announcements', () => {
  it('an administrator publishes one; a visitor reads it on /sign/gonggao and a company user’s bell leads there', async () => {
    const title = `系统维护通知 ${Date.now()}`;
    const admin = await browser.newPage();
    await openAs(admin, 'admin', 'admin1234', '/admin/noticeMng/announcementList');
    await admin.getByRole('button', { name: '新建公告' }).click();
    const form = admin.getByRole('dialog', { name: '新建公告' });
    await form.getByRole('button', { name: /保存草稿/ }).click();
    await shows(form.getByText('请输入标题'));
    await shows(form.getByText('请输入正文'));

    await form.locator('#announcement-form_title').fill(title);
    await form
      .locator('#announcement-form_body')
      .fill('本周六 22:00 起系统维护两小时。\n\n- 电子秤照常称重和打印\n- 详情见 https://example.com/maintenance');
    await shows(form.getByTestId('announcement-preview-ch').locator('li', { hasText: '电子秤照常称重和打印' }));
    // And in English, for readers of the English console.
    await form.getByRole('tab', { name: 'English（可选）' }).click();
    await form.locator('#announcement-form_title_en').fill(`Maintenance ${title.slice(7)}`);
    await form.locator('#announcement-form_body_en').fill('Two hours of maintenance from 22:00 on Saturday.');
    await form.getByText('立即发布').click();
    await form.getByRole('button', { name: /^发\s*布$/ }).click();
    await shows(admin.getByText('公告已发布'));
    const row = admin.locator('tr', { hasText: title });
    await shows(row.locator('.ant-tag', { hasText: '已发布' }));
    const href = await row.getByRole('link', { name: /在公告页查看/ }).getAttribute('href');
    const id = /#announcement-(\d+)$/.exec(href ?? '')?.[1];
    expect(id).toBeDefined();

    // A visitor, not signed in, reads it first on the public page, with its list and link.
    const visitor = await browser.newPage();
    await visitor.goto('/sign/gonggao');
    await shows(visitor.getByRole('heading', { level: 1, name: '公告' }));
    const article = visitor.locator(`#announcement-${id}`);
    await shows(article.getByRole('heading', { name: title }));
    await shows(article.locator('li', { hasText: '电子秤照常称重和打印' }));
    expect(await article.locator('a[href="https://example.com/maintenance"]').getAttribute('rel')).toContain(
      'noopener',
    );
    await shows(visitor.getByRole('link', { name: /登\s*录/ }));
    await visitor.getByRole('button', { name: 'English' }).click();
    await shows(article.getByRole('heading', { name: `Maintenance ${title.slice(7)}` }));
    await shows(article.getByText('Two hours of maintenance from 22:00 on Saturday.'));

    // A company user hears of it under the bell; the notice opens the public page at it.
    const shop = await browser.newPage();
    await openAs(shop, 'xianfeng', 'xianfeng1234', '/project/dashboard');
    const bell = shop.getByTestId('notice-bell');
    await shows(bell.locator('.ant-badge-count'));
    await bell.click();
    const notice = shop.locator('.ant-popover').getByText(`新公告：${title}`);
    await shows(notice);
    await notice.click();
    await shop.waitForURL(`**/sign/gonggao#announcement-${id}`);
    await shows(shop.locator(`#announcement-${id}`).getByRole('heading', { name: title }));
    await shows(shop.getByRole('link', { name: /返回控制台/ }));
  });

  it('withdrawing asks first and takes the announcement off the public page', async () => {
    const title = `临时通知 ${Date.now()}`;
    const api = await apiAs('admin', 'admin1234');
    const created = await api.post<Announcement>('/management/announcements', {
      title,
      body: '这条公告稍后撤回。',
      publish_at: 'now',
    });

    const visitor = await browser.newPage();
    await visitor.goto(`/sign/gonggao#announcement-${created.id}`);
    await shows(visitor.locator(`#announcement-${created.id}`).getByRole('heading', { name: title }));

    const admin = await browser.newPage();
    await openAs(admin, 'admin', 'admin1234', `/admin/noticeMng/announcementList?q=${encodeURIComponent(title)}`);
    const row = admin.locator('tr', { hasText: title });
    await row.getByRole('button', { name: /撤\s*回/ }).click();
    const confirm = admin.locator('.ant-popover', { hasText: '已经发给用户的通知也会收回' });
    await shows(confirm);
    await confirm.getByRole('button', { name: /撤\s*回/ }).click();
    await shows(admin.getByText('公告已撤回'));
    await shows(row.locator('.ant-tag', { hasText: '已撤回' }));
    expect(await row.getByRole('button', { name: /删\s*除/ }).isDisabled()).toBe(false);

    await visitor.reload();
    await shows(visitor.getByText('找不到这条公告，它可能已被撤回。'));
    expect(await visitor.getByRole('heading', { name: title }).count()).toBe(0);
  });
});
