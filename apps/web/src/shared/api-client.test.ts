import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, HandledApiError } from './api-client';
import { registerPresenter } from './feedback';
import { getSession, setSession, type Session } from './session';
import { STORAGE_KEYS } from './storage';

const dialogs: { title: unknown; onOk?: () => void }[] = [];
const navigations: string[] = [];
// Files share a worker's modules (isolate: false): this presenter, which shows no notification,
// must not outlive the file, or the next file's pages would fail to show theirs through it.
let unregisterPresenter = () => {};

function respond(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })),
  );
}

beforeEach(() => {
  dialogs.length = 0;
  navigations.length = 0;
  unregisterPresenter = registerPresenter({
    modal: { error: (config: { title: unknown; onOk?: () => void }) => dialogs.push(config) } as never,
    message: {} as never,
    notification: {} as never,
    navigate: (path) => navigations.push(path),
  });
  setSession({ token: 'tok', role_type: 'USER', if_phone_number: 1 } as Session);
});

afterEach(() => {
  unregisterPresenter();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('api client', () => {
  it('sends the stored token as Basic base64("<token>:") and returns data', async () => {
    respond(200, { code: 1, msg: 'ok', data: { id: 1 } });
    await expect(api.get('/x')).resolves.toEqual({ id: 1 });
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect((init?.headers as Record<string, string>).authorization).toBe(`Basic ${btoa('tok:')}`);
  });

  it('throws the server message and field messages of a business failure', async () => {
    respond(400, { code: 'ERCO000002', msg: '提交的内容有误', data: { fields: { name: '请输入名称' } } });
    const error = await api.post('/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'ERCO000002', message: '提交的内容有误', fields: { name: '请输入名称' } });
  });

  it('keeps the failure’s whole data for callers that read more than the fields', async () => {
    const short = [{ good_id: 7, good_name: '西红柿', shop_id: 2, on_hand: 500, needed: 1200 }];
    respond(409, { code: 'ERCO000005', msg: '部分商品库存不足', data: { short } });
    const error = await api.post('/x', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, fields: {}, data: { short } });
  });

  it('on ERCO000001 clears the stored login, shows the login dialog once, and goes to sign-in on OK', async () => {
    respond(401, { code: 'ERCO000001', msg: '登录信息失效，请重新登录', data: null });
    await expect(api.get('/a')).rejects.toBeInstanceOf(HandledApiError);
    await expect(api.get('/b')).rejects.toBeInstanceOf(HandledApiError);
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(dialogs).toHaveLength(1);
    dialogs[0]?.onOk?.();
    expect(getSession()).toBeNull();
    expect(navigations).toEqual(['/sign/login']);
  });

  it('reports a network failure in a dialog', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/x')).rejects.toMatchObject({ code: 'NETWORK' });
    expect(dialogs).toHaveLength(1);
  });

  it('rejects an empty or non-JSON answer as abnormal data', async () => {
    respond(502, '<html>Bad gateway</html>');
    await expect(api.get('/x')).rejects.toMatchObject({ code: 'ABNORMAL_RESPONSE' });
    respond(200, '');
    await expect(api.get('/x')).rejects.toMatchObject({ code: 'ABNORMAL_RESPONSE' });
  });
});

describe('api.uploadWithProgress', () => {
  /** XMLHttpRequest as the upload uses it; the test plays the network. */
  class FakeXhr {
    static last: FakeXhr | null = null;
    headers: Record<string, string> = {};
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send() {
      FakeXhr.last = this;
    }
    abort() {
      this.onabort?.();
    }
  }
  const sent = () => {
    if (!FakeXhr.last) {
      throw new Error('nothing sent');
    }
    return FakeXhr.last;
  };

  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('reports the bytes sent and returns the data, with the stored token', async () => {
    const seen: number[] = [];
    const done = api.uploadWithProgress('/up', new FormData(), (p) => seen.push(p.loaded / p.total));
    const xhr = sent();
    expect(xhr.headers.authorization).toBe(`Basic ${btoa('tok:')}`);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    xhr.status = 200;
    xhr.responseText = JSON.stringify({ code: 1, msg: 'ok', data: { id: 3 } });
    xhr.onload?.();
    await expect(done).resolves.toEqual({ id: 3 });
    expect(seen).toEqual([0.25, 1]);
  });

  it('handles an expired login as every call does, and says when the network fails', async () => {
    const expired = api.uploadWithProgress('/up', new FormData(), () => {});
    sent().status = 401;
    sent().responseText = JSON.stringify({ code: 'ERCO000001', msg: '登录信息失效', data: null });
    sent().onload?.();
    await expect(expired).rejects.toBeInstanceOf(HandledApiError);
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    dialogs[0]?.onOk?.();

    const offline = api.uploadWithProgress('/up', new FormData(), () => {});
    sent().onerror?.();
    await expect(offline).rejects.toMatchObject({ code: 'NETWORK' });
    expect(dialogs).toHaveLength(2);
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const upload = api.uploadWithProgress('/up', new FormData(), () => {}, controller.signal);
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('api.download', () => {
  it('tells what has arrived as the file streams in, then saves it under the server’s name', async () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('时间,商品,金额\n'));
        controller.enqueue(encoder.encode('09:00,苹果,12.38\n09:01,'));
        controller.enqueue(encoder.encode('香蕉,6.50\n'));
        controller.close();
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(body, {
            headers: { 'content-disposition': "attachment; filename*=UTF-8''%E9%94%80%E5%94%AE.csv" },
          }),
      ),
    );
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const heard: { bytes: number; lines: number }[] = [];
    await api.download('/management/trades/export', { format: 'csv' }, (progress) => heard.push(progress));
    expect(heard.map((progress) => progress.lines)).toEqual([1, 2, 3]);
    expect(heard.at(-1)?.bytes).toBe(encoder.encode('时间,商品,金额\n09:00,苹果,12.38\n09:01,香蕉,6.50\n').length);
    expect(saved).toEqual(['销售.csv']);
    click.mockRestore();
  });
});
