import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import type { Notice } from '@tm/contracts';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '../../shared/format';
import '../../shared/i18n';
import { cardWith, pretendPhone } from '../../shared/page-testing';
import { NoticeListPage } from './notice-list-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const event: Notice = {
  id: 3,
  type: 'event',
  title: '校准 3 号秤',
  description: '文三路店的 3 号秤到了校准日期',
  datetime: '2026-11-20T09:00:00+08:00',
  extra: '',
  status: 'urgent',
  read: false,
  avatar: '',
  link: null,
};

/** The page at `path`, its notices the one to-do above; the calls made, to read. */
function renderNotices(path: string) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const data = url.includes('/notices/counts')
      ? { notification: 0, message: 0, event: 1, total: 1 }
      : init?.method === 'PUT' || init?.method === 'POST'
        ? null
        : { list: [event], meta: { total: 1 } };
    return new Response(JSON.stringify({ code: 1, msg: 'ok', data }));
  });
  vi.stubGlobal('fetch', fetchMock);
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <NoticeListPage />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
  return { view, fetchMock };
}

describe('NoticeListPage', () => {
  it('asks for the type and unread filters in the address, and shows a to-do with its state', async () => {
    const { view, fetchMock } = renderNotices('/project/notices?type=event');
    await view.findByText('校准 3 号秤');
    expect(view.getByText('马上到期')).toBeTruthy();
    const listUrls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => !url.includes('counts'));
    expect(listUrls()[0]).toContain('type=event');

    fireEvent.click(view.getByRole('switch'));
    await waitFor(() => expect(listUrls().some((url) => url.includes('unread=true'))).toBe(true));
    expect(listUrls().at(-1)).toContain('type=event');
  });

  it('on a phone shows each notice as a card: its title, what it says, when, its state, and "mark read"', async () => {
    pretendPhone();
    const { view, fetchMock } = renderNotices('/project/notices');
    const card = await cardWith('校准 3 号秤');
    expect(view.queryByRole('table')).toBeNull();
    expect(within(card).getByText('文三路店的 3 号秤到了校准日期')).toBeTruthy();
    expect(within(card).getByText(formatTime(event.datetime))).toBeTruthy();
    expect(within(card).getByText('马上到期')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: /标为已读/ }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/notices/3/read') && init?.method === 'PUT'),
      ).toBe(true),
    );
  });
});
