import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import type { Notice, NoticeCounts } from '@tm/contracts';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../shared/i18n';
import { clearSession, setSession } from '../../shared/session';
import { NoticeBell } from './notice-bell';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

const counts: NoticeCounts = { notification: 12, message: 0, event: 1, total: 13 };
const notice: Notice = {
  id: 7,
  type: 'notification',
  title: '工单 #12 已受理',
  description: '工程师会在今天下午联系你',
  datetime: new Date().toISOString(),
  extra: '处理中',
  status: null,
  read: false,
  avatar: '',
  link: '/project/workorderMng/workorderList?id=12',
};

/** The server: the counts, one notification, and an answer to every change. */
function stubServer() {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://console.test').pathname;
    const method = init?.method ?? 'GET';
    const data =
      method === 'GET' && path.endsWith('/notices/counts')
        ? counts
        : method === 'GET'
          ? { list: [notice], meta: { total: 1 } }
          : method === 'PUT' && path.endsWith('/notices/7/read')
            ? { ...notice, read: true }
            : { ...counts, notification: 0, total: 1 };
    return new Response(JSON.stringify({ code: 1, msg: 'ok', data }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderBell() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <MemoryRouter initialEntries={['/project/dashboard']}>
          <NoticeBell area="project" />
          <Routes>
            <Route path="/project/dashboard" element={<p>dashboard</p>} />
            <Route path="/project/workorderMng/workorderList" element={<p>work orders</p>} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

const calls = (fetchMock: ReturnType<typeof stubServer>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${new URL(url, 'http://console.test').pathname}`);

/** A signed-in console: the bell also listens to the live stream; the test says when it tells of a notice. */
function signedInWithLiveStream(fetchMock: ReturnType<typeof stubServer>) {
  setSession({
    id: 7,
    username: 'li',
    nickname: '李店长',
    img_url: '',
    phone_number: '13900000000',
    role_type: 'USER',
    if_phone_number: 1,
    if_company: 1,
    if_wechat: 0,
    created_time: notice.datetime,
    last_modified_time: notice.datetime,
    company_info: null,
    token: 'token',
    expiration: notice.datetime,
  });
  const answer = fetchMock.getMockImplementation()!;
  let streamed = false;
  let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({ start: (controller) => void (stream = controller) });
  const send = (text: string) => stream?.enqueue(new TextEncoder().encode(text));
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (!url.endsWith('/api/live')) {
      return answer(url, init);
    }
    if (streamed) {
      // Later reconnections wait quietly.
      return new Promise<Response>(() => {});
    }
    streamed = true;
    send('event: ready\ndata: {"user_id":7}\n\n');
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  });
  return { sendNotice: () => send('event: notice\ndata: {}\n\n') };
}

describe('NoticeBell', () => {
  it('refreshes its counts as soon as the live stream says the notices changed', async () => {
    const fetchMock = stubServer();
    const live = signedInWithLiveStream(fetchMock);
    const view = renderBell();
    await waitFor(() => expect(view.getByText('10+')).toBeTruthy());
    live.sendNotice();
    await waitFor(() => expect(calls(fetchMock).filter((call) => call === 'GET /api/notices/counts')).toHaveLength(2));
    const stream = fetchMock.mock.calls.find(([url]) => url.endsWith('/api/live'));
    expect(new Headers(stream?.[1]?.headers).get('authorization')).toBe(`Basic ${btoa('token:')}`);
  });

  it('shows more than 10 unread as "10+", and the unread count in each tab', async () => {
    stubServer();
    const view = renderBell();
    await waitFor(() => expect(view.getByText('10+')).toBeTruthy());
    fireEvent.click(view.getByTestId('notice-bell'));
    await waitFor(() => expect(view.getByText('通知 (10+)')).toBeTruthy());
    expect(view.getByText('消息')).toBeTruthy();
    expect(view.getByText('待办 (1)')).toBeTruthy();
  });

  it('marks a clicked notice read and goes to its link', async () => {
    const fetchMock = stubServer();
    const view = renderBell();
    fireEvent.click(view.getByTestId('notice-bell'));
    fireEvent.click(await view.findByText('工单 #12 已受理'));
    await waitFor(() => expect(view.getByText('work orders')).toBeTruthy());
    await waitFor(() => expect(calls(fetchMock)).toContain('PUT /api/notices/7/read'));
  });

  it('clears a tab only after the user confirms, and says what was cleared', async () => {
    const fetchMock = stubServer();
    const view = renderBell();
    fireEvent.click(view.getByTestId('notice-bell'));
    await view.findByText('工单 #12 已受理');
    fireEvent.click(view.getByRole('button', { name: '清空' }));
    expect(calls(fetchMock)).not.toContain('DELETE /api/notices');
    // The confirm's own red button: antd spaces out a two-character Chinese label.
    fireEvent.click(await view.findByRole('button', { name: '清 空' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('DELETE /api/notices'));
    expect(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')?.[0])).toContain(
      'type=notification',
    );
    await waitFor(() => expect(view.getByText('清空了 通知')).toBeTruthy());
  });
});
