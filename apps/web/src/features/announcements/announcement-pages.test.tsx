import { ErrorCode, type Announcement, type PublicAnnouncement } from '@tm/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../shared/i18n';
import { dialogWith, renderAt, signInAs } from '../../shared/page-testing';
import { clearSession } from '../../shared/session';
import { AnnouncementListPage } from './announcement-list-page';
import { AnnouncementsPage } from './announcements-page';

const NOW = '2026-03-02T08:00:00.000Z';

function anAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 3,
    title: '春节期间服务安排',
    body: '春节期间客服照常值班。',
    title_en: null,
    body_en: null,
    status: 'draft',
    publish_at: null,
    withdrawn_time: null,
    notified_time: null,
    author: { id: 1, name: '系统管理员' },
    created_time: NOW,
    last_modified_time: NOW,
    ...overrides,
  };
}

const ok = (data: unknown) => new Response(JSON.stringify({ code: 1, msg: 'ok', data }));
const refused = (fields: Record<string, string>) =>
  new Response(JSON.stringify({ code: ErrorCode.VALIDATION, msg: '参数错误', data: { fields } }), { status: 400 });

type Call = { method: string; url: string; body: unknown; headers: Record<string, string> };

/** A fake API: `answer` gets each call and returns the response (undefined: an empty page). */
function stubApi(answer: (call: Call, url: URL) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call: Call = {
        method: init?.method ?? 'GET',
        url,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: (init?.headers ?? {}) as Record<string, string>,
      };
      calls.push(call);
      return answer(call, new URL(url, 'http://test')) ?? ok({ list: [], meta: { total: 0 } });
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
  setLanguage('ch');
});

describe('AnnouncementListPage', () => {
  const published = anAnnouncement({
    id: 5,
    title: '系统升级通知',
    status: 'published',
    publish_at: NOW,
    notified_time: NOW,
  });

  it('lists announcements with their status and the actions each allows, and filters by status', async () => {
    signInAs('SUPER_ADMIN');
    const calls = stubApi((call, url) =>
      url.pathname === '/api/management/announcements'
        ? ok({ list: [published, anAnnouncement()], meta: { total: 2 } })
        : undefined,
    );
    renderAt('/admin/noticeMng/announcementList', <AnnouncementListPage />);

    const publishedRow = (await screen.findByText('系统升级通知')).closest('tr');
    const draftRow = screen.getByText('春节期间服务安排').closest('tr');
    if (!publishedRow || !draftRow) {
      throw new Error('rows missing');
    }
    expect(within(publishedRow).getByText('已发布')).toBeTruthy();
    expect(within(publishedRow).getByRole('button', { name: /删除/ }).hasAttribute('disabled')).toBe(true);
    expect(within(publishedRow).getByRole('button', { name: /撤回/ })).toBeTruthy();
    expect(
      within(publishedRow)
        .getByRole('link', { name: /在公告页查看/ })
        .getAttribute('href'),
    ).toBe('/sign/gonggao#announcement-5');
    expect(within(draftRow).getByText('草稿')).toBeTruthy();
    expect(within(draftRow).queryByRole('button', { name: /撤回/ })).toBeNull();
    expect(within(draftRow).getByRole('button', { name: /删除/ }).hasAttribute('disabled')).toBe(false);

    await userEvent.click(screen.getByText('定时发布'));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('status=scheduled'));
  });

  it('asks before withdrawing, saying the notices are taken back', async () => {
    signInAs('SUPER_ADMIN');
    const calls = stubApi((call, url) => {
      if (url.pathname === '/api/management/announcements') {
        return ok({ list: [published], meta: { total: 1 } });
      }
      if (url.pathname === '/api/management/announcements/5/withdraw') {
        return ok({ ...published, status: 'withdrawn', withdrawn_time: NOW });
      }
      return undefined;
    });
    renderAt('/admin/noticeMng/announcementList', <AnnouncementListPage />);

    await userEvent.click(await screen.findByRole('button', { name: /撤\s?回/ }));
    const confirm = (await screen.findByText(/已经发给用户的通知也会收回/)).closest<HTMLElement>('.ant-popover');
    if (!confirm) {
      throw new Error('no confirmation');
    }
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: /撤\s?回/ }));
    expect(await screen.findByText('公告已撤回')).toBeTruthy();
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'PUT', url: '/api/management/announcements/5/withdraw' }),
    );
  });

  it('writes an announcement with a live preview and publishes it at once', async () => {
    signInAs('SUPER_ADMIN');
    const calls = stubApi((call, url) => {
      if (url.pathname === '/api/management/announcements' && call.method === 'POST') {
        return ok(published);
      }
      return undefined;
    });
    renderAt('/admin/noticeMng/announcementList', <AnnouncementListPage />);

    expect(await screen.findByText('还没有公告。点“新建公告”写第一条。')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /新建公告/ }));
    const dialog = await dialogWith('存为草稿');
    await userEvent.type(within(dialog).getByLabelText('标题'), '系统升级通知');
    await userEvent.type(within(dialog).getByLabelText('正文'), '周六晚上升级。{Enter}{Enter}- **秤照常工作**');

    const preview = within(dialog).getByTestId('announcement-preview-ch');
    await waitFor(() => expect(preview.querySelector('li strong')?.textContent).toBe('秤照常工作'));
    expect(preview.querySelector('p')?.textContent).toBe('周六晚上升级。');

    await userEvent.click(within(dialog).getByText('立即发布'));
    expect(await within(dialog).findByText(/所有用户都会收到通知/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /发\s?布/ }));

    expect(await screen.findByText('公告已发布')).toBeTruthy();
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/api/management/announcements',
        body: {
          title: '系统升级通知',
          body: '周六晚上升级。\n\n- **秤照常工作**',
          title_en: null,
          body_en: null,
          publish_at: 'now',
        },
      }),
    );
  });

  it('writes an English version beside the Chinese, and opens it when half of it is missing', async () => {
    signInAs('SUPER_ADMIN');
    const calls = stubApi((call, url) =>
      url.pathname === '/api/management/announcements' && call.method === 'POST' ? ok(anAnnouncement()) : undefined,
    );
    renderAt('/admin/noticeMng/announcementList', <AnnouncementListPage />);
    await userEvent.click(await screen.findByRole('button', { name: /新建公告/ }));
    const dialog = await dialogWith('存为草稿');
    await userEvent.type(within(dialog).getByLabelText('标题'), '系统升级通知');
    await userEvent.type(within(dialog).getByLabelText('正文'), '周六晚上升级。');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'English（可选）' }));
    await userEvent.type(within(dialog).getByLabelText('英文标题'), 'System upgrade');
    await userEvent.click(within(dialog).getByRole('tab', { name: '中文' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存草稿' }));

    // The English tab comes forward with what is missing; nothing was sent.
    expect(await within(dialog).findByText('写了英文标题，也请写英文正文')).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'English（可选）' }).getAttribute('aria-selected')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('英文正文'), 'On Saturday night.');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存草稿' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        title: '系统升级通知',
        body: '周六晚上升级。',
        title_en: 'System upgrade',
        body_en: 'On Saturday night.',
        publish_at: null,
      }),
    );
  });

  it('puts the server’s field errors under their fields, and a published one’s time is read-only', async () => {
    signInAs('SUPER_ADMIN');
    const calls = stubApi((call, url) => {
      if (url.pathname === '/api/management/announcements/5' && call.method === 'PUT') {
        return refused({ title: '标题不能只有空格' });
      }
      if (url.pathname === '/api/management/announcements') {
        return ok({ list: [published], meta: { total: 1 } });
      }
      return undefined;
    });
    renderAt('/admin/noticeMng/announcementList', <AnnouncementListPage />);

    await userEvent.click(await screen.findByRole('button', { name: /编\s?辑/ }));
    const dialog = await dialogWith('编辑公告');
    expect(within(dialog).getByText(/发布时间不能再改/)).toBeTruthy();
    expect(within(dialog).queryByText('立即发布')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));

    expect(await within(dialog).findByText('标题不能只有空格')).toBeTruthy();
    // The published one's own time goes back unchanged: the server refuses any other.
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: '系统升级通知',
      body: '春节期间客服照常值班。',
      title_en: null,
      body_en: null,
      publish_at: NOW,
    });
  });
  it('keeps a scheduled announcement’s time exactly when only its text changes', async () => {
    signInAs('ADMIN');
    const at = new Date(Date.now() + 2 * 86_400_000 + 17_123).toISOString();
    const scheduled = anAnnouncement({ id: 8, status: 'scheduled', publish_at: at });
    const calls = stubApi((call, url) => {
      if (url.pathname === '/api/management/announcements/8') {
        return ok(scheduled);
      }
      if (url.pathname === '/api/management/announcements') {
        return ok({ list: [scheduled], meta: { total: 1 } });
      }
      return undefined;
    });
    renderAt('/admin/noticeMng/announcementList', <AnnouncementListPage />);

    await userEvent.click(await screen.findByRole('button', { name: /编\s?辑/ }));
    const dialog = await dialogWith('编辑公告');
    await userEvent.type(within(dialog).getByLabelText('标题'), '（更新）');
    await userEvent.click(within(dialog).getByRole('button', { name: /^定\s?时\s?发\s?布$/ }));

    expect(await screen.findByText('公告已保存')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: '春节期间服务安排（更新）',
      body: '春节期间客服照常值班。',
      title_en: null,
      body_en: null,
      publish_at: at,
    });
  });
});

describe('AnnouncementsPage', () => {
  const item = (id: number): PublicAnnouncement => ({
    id,
    title: `公告 ${id}`,
    body: `第 ${id} 条公告\n\n- 要点 ${id}`,
    // Every other one has an English version.
    title_en: id % 2 === 0 ? `Announcement ${id}` : null,
    body_en: id % 2 === 0 ? `Number ${id}` : null,
    publish_at: NOW,
  });
  /** 25 published announcements, ids 25 down to 1, ten a page. */
  const answerPages = (_call: Call, url: URL) => {
    if (url.pathname !== '/api/announcements') {
      return undefined;
    }
    const page = Number(url.searchParams.get('page') ?? 1);
    const ids = Array.from({ length: 25 }, (_, i) => 25 - i).slice((page - 1) * 10, page * 10);
    return ok({ list: ids.map(item), meta: { total: 25 } });
  };

  it('shows the published announcements with their formatting and pages through them', async () => {
    signInAs('USER');
    const calls = stubApi(answerPages);
    renderAt('/sign/gonggao', <AnnouncementsPage />);

    expect(await screen.findByRole('heading', { name: '公告 25' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '公告' })).toBeTruthy();
    expect(document.getElementById('announcement-16')?.querySelector('li')?.textContent).toBe('要点 16');
    expect(screen.getByText('返回控制台')).toBeTruthy();
    // Public: the stored login is not sent, so an expired one cannot bring up the sign-in dialog.
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(calls[0]?.url).toContain('per_page=10');

    await userEvent.click(screen.getByTitle('3'));
    expect(await screen.findByRole('heading', { name: '公告 5' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '公告 25' })).toBeNull();
    expect(calls.at(-1)?.url).toContain('page=3');
  });

  it('shows English readers the English version where there is one, and the Chinese otherwise', async () => {
    setLanguage('en');
    stubApi(answerPages);
    renderAt('/sign/gonggao', <AnnouncementsPage />);
    expect(await screen.findByRole('heading', { name: 'Announcement 24' })).toBeTruthy();
    expect(document.getElementById('announcement-24')?.textContent).toContain('Number 24');
    expect(screen.getByRole('heading', { name: '公告 25' })).toBeTruthy();
  });

  it('finds the announcement a notice links to on a later page', async () => {
    clearSession();
    const calls = stubApi(answerPages);
    renderAt('/sign/gonggao#announcement-12', <AnnouncementsPage />);

    expect(await screen.findByRole('heading', { name: '公告 12' })).toBeTruthy();
    expect(calls.map((call) => new URL(call.url, 'http://test').searchParams.get('page'))).toEqual(['1', '2']);
    expect(screen.getByRole('link', { name: /登\s?录/ }).getAttribute('href')).toBe('/sign/login');
  });

  it('says when there are none, and when the linked one is gone', async () => {
    stubApi(() => undefined);
    renderAt('/sign/gonggao#announcement-99', <AnnouncementsPage />);

    expect(await screen.findByText('暂无公告')).toBeTruthy();
    expect(screen.getByText('找不到这条公告，它可能已被撤回。')).toBeTruthy();
  });
});
