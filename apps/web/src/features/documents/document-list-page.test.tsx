import type { LibraryDocument } from '@tm/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogWith, renderAt, signInAs } from '../../shared/page-testing';
import { setLanguage } from '../../shared/i18n';
import { clearSession } from '../../shared/session';
import { DocumentListPage } from './document-list-page';

const NOW = '2026-03-02T08:00:00.000Z';

const aDocument = (overrides: Partial<LibraryDocument> = {}): LibraryDocument => ({
  id: 5,
  title_ch: 'TM-F 系列说明书',
  title_en: 'TM-F series manual',
  category: 'driver_manual',
  version: 'V2.1',
  file_name: 'tm-f-manual.pdf',
  size: 2_621_440,
  content_type: 'application/pdf',
  is_public: true,
  uploader: { id: 1, name: '系统管理员' },
  created_time: NOW,
  last_modified_time: NOW,
  ...overrides,
});

const ok = (data: unknown) => new Response(JSON.stringify({ code: 1, msg: 'ok', data }));

/** A fake API for the list, download, edit and delete calls; it records every call. */
function stubApi(list: LibraryDocument[]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const path = new URL(url, 'http://test').pathname;
      if (path === '/api/management/web_files/download') {
        return ok({ url: '/files/documents/ab/tm-f-manual.pdf', file_name: 'tm-f-manual.pdf', size: 2_621_440 });
      }
      if (method === 'PUT') {
        return ok({ ...list[0], ...(body as object) });
      }
      if (method === 'DELETE') {
        return ok({ id: 5 });
      }
      return ok({ list, meta: { total: list.length, max_mb: 1 } });
    }),
  );
  return calls;
}

/** XMLHttpRequest as the upload uses it: the test sends its progress and its answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const renderPage = () => renderAt('/admin/systemMng/documentList', <DocumentListPage />);

beforeEach(() => {
  signInAs('ADMIN', { token: 'admin-token' });
  FakeXhr.sent = [];
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
  setLanguage('ch');
});

describe('DocumentListPage', () => {
  it('shows each document in the reader’s language with the other beneath, its file, size and visibility', async () => {
    stubApi([aDocument(), aDocument({ id: 6, file_name: 'internal.zip', is_public: false, uploader: null })]);
    renderPage();
    const row = (await screen.findByText('tm-f-manual.pdf')).closest('tr');
    if (!row) {
      throw new Error('no row for the manual');
    }
    const cells = within(row);
    expect(cells.getByText('TM-F 系列说明书')).toBeTruthy();
    expect(cells.getByText('TM-F series manual')).toBeTruthy();
    expect(cells.getByText('驱动与手册')).toBeTruthy();
    expect(cells.getByText('2.5 MB')).toBeTruthy();
    expect(cells.getByText('公开')).toBeTruthy();
    expect(cells.getByText('由 系统管理员 上传')).toBeTruthy();
    expect(screen.getByText('仅登录用户')).toBeTruthy();

    setLanguage('en');
    cleanup();
    renderPage();
    const english = (await screen.findByText('tm-f-manual.pdf')).closest('tr');
    expect(english?.querySelector('strong')?.textContent).toBe('TM-F series manual');
  });

  it('asks the server where the file is and opens it in a new window', async () => {
    const calls = stubApi([aDocument()]);
    const popup = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => popup);
    vi.stubGlobal('open', open);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /下载/ }));
    await waitFor(() =>
      expect(popup.location.href).toBe(`${window.location.origin}/files/documents/ab/tm-f-manual.pdf`),
    );
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(popup.opener).toBeNull();
    expect(calls.map((call) => call.url)).toContain('/api/management/web_files/download?file_name=tm-f-manual.pdf');
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    const calls = stubApi([aDocument()]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /删\s?除/ }));
    expect(await screen.findByText('删除“tm-f-manual.pdf”？')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    const confirm = screen.getAllByRole('button', { name: /删\s?除/ }).at(-1);
    if (!confirm) {
      throw new Error('no confirm button');
    }
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'DELETE', url: '/api/management/documents/5', body: undefined }),
    );
  });

  it('edits the metadata in a dialog and saves it', async () => {
    const calls = stubApi([aDocument()]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /编\s?辑/ }));
    const dialog = await dialogWith('修改“tm-f-manual.pdf”');
    const version = within(dialog).getByDisplayValue('V2.1');
    await userEvent.clear(version);
    await userEvent.type(version, 'V2.2');
    await userEvent.click(within(dialog).getByRole('switch'));
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        url: '/api/management/documents/5',
        body: {
          title_ch: 'TM-F 系列说明书',
          title_en: 'TM-F series manual',
          category: 'driver_manual',
          version: 'V2.2',
          is_public: false,
        },
      }),
    );
  });
});

describe('DocumentUploadModal', () => {
  async function openUpload() {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /上传文件/ }));
    return dialogWith('上传到资料库');
  }

  async function fill(dialog: HTMLElement, file: File) {
    await userEvent.type(within(dialog).getByLabelText('中文标题'), '秤管理软件 4.0');
    await userEvent.type(within(dialog).getByLabelText('英文标题'), 'Scale software 4.0');
    fireEvent.mouseDown(within(dialog).getByLabelText('类别'));
    await userEvent.click(await screen.findByTitle('软件'));
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) {
      throw new Error('no file input');
    }
    await userEvent.upload(input, file);
  }

  it('says what is missing before anything is sent', async () => {
    stubApi([]);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const dialog = await openUpload();
    await userEvent.click(within(dialog).getByRole('button', { name: /开始上传/ }));
    expect(await within(dialog).findByText('请输入中文标题')).toBeTruthy();
    expect(within(dialog).getByText('请输入英文标题')).toBeTruthy();
    expect(within(dialog).getByText('请选择类别')).toBeTruthy();
    expect(within(dialog).getByText('请选择要上传的文件')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses a file over the server’s limit before sending it', async () => {
    stubApi([]);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const dialog = await openUpload();
    await fill(dialog, new File([new Uint8Array(1024 * 1024 + 1)], 'big.pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: /开始上传/ }));
    expect(await within(dialog).findByText('文件不能超过 1 MB')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('sends the fields and the file with the sign-in, shows the progress, and puts the server’s refusal under the file', async () => {
    stubApi([]);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const dialog = await openUpload();
    await fill(dialog, new File(['%PDF-1.4'], 'setup.pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: /开始上传/ }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0];
    if (!xhr?.body) {
      throw new Error('nothing sent');
    }
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/management/documents');
    expect(xhr.headers.authorization).toBe(`Basic ${btoa('admin-token:')}`);
    expect(Object.fromEntries([...xhr.body.entries()].filter(([name]) => name !== 'file'))).toEqual({
      title_ch: '秤管理软件 4.0',
      title_en: 'Scale software 4.0',
      category: 'software',
      version: '',
      is_public: 'true',
    });
    expect((xhr.body.get('file') as File).name).toBe('setup.pdf');

    act(() => xhr.progress(512 * 1024, 2 * 1024 * 1024));
    const progress = await within(dialog).findByRole('progressbar');
    expect(progress.getAttribute('aria-valuenow')).toBe('25');
    expect(within(dialog).getByText('正在上传 512 KB / 2 MB')).toBeTruthy();

    act(() =>
      xhr.answer(400, {
        code: 'ERCO000002',
        msg: '提交的内容有误',
        data: { fields: { file: '只能上传 PDF、ZIP、RAR、7Z、EXE、APK、MP4、DOCX 或 XLSX 文件（按文件内容判断）' } },
      }),
    );
    expect(
      await within(dialog).findByText('只能上传 PDF、ZIP、RAR、7Z、EXE、APK、MP4、DOCX 或 XLSX 文件（按文件内容判断）'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
  });
});
