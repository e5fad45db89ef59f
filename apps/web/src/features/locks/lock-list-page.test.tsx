import type { LockDevice, LockImportResult, LockOpening } from '@tm/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../shared/i18n';
import { dialogWith, renderAt, signInAs } from '../../shared/page-testing';
import { clearSession } from '../../shared/session';
import { LockListPage } from './lock-list-page';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const aLock = (overrides: Partial<LockDevice> = {}): LockDevice => ({
  id: 5,
  mac: 'C4:7F:51:0A:21:01',
  name: '文三路店 前门',
  model: 'TM-BL1',
  company_id: 1,
  company_name: '鲜丰生鲜超市',
  shop_id: 11,
  shop_name: '鲜丰生鲜 文三路店',
  battery_pct: 86,
  firmware: '1.3.2',
  last_seen_time: hoursAgo(2),
  opening_count: 2,
  last_opening_time: hoursAgo(27),
  created_time: hoursAgo(720),
  last_modified_time: hoursAgo(720),
  ...overrides,
});

const anOpening = (overrides: Partial<LockOpening> = {}): LockOpening => ({
  id: 1,
  device_id: 5,
  mac: 'C4:7F:51:0A:21:01',
  decision: 'allowed',
  reason: null,
  distance_m: 2130,
  lat: 30.2765,
  lng: 120.129,
  accuracy_m: 12,
  company_id: 1,
  company_name: '鲜丰生鲜超市',
  person: { account_id: 3, staff_id: 2, name: '张师傅', phone_number: '13900001111' },
  occurred_time: hoursAgo(27),
  recorded_time: hoursAgo(27),
  ...overrides,
});

const ok = (data: unknown) => new Response(JSON.stringify({ code: 1, msg: 'ok', data }));
const refuse = (status: number, fields: Record<string, string>) =>
  new Response(JSON.stringify({ code: 'ERCO000005', msg: '数据已存在', data: { fields } }), { status });

type Call = { method: string; url: string; body: unknown };

/** A fake API for the lock calls; `answers` overrides one call by "METHOD path". It records every call. */
function stubApi(list: LockDevice[], answers: Record<string, () => Response> = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const path = new URL(url, 'http://test').pathname;
      const answer = answers[`${method} ${path}`];
      if (answer) {
        return answer();
      }
      if (path === '/api/management/companies/search') {
        return ok({ list: [{ id: 1, name: '鲜丰生鲜超市' }], meta: { total: 1 } });
      }
      if (path === '/api/management/shops/search') {
        return ok({ list: [{ id: 12, name: '鲜丰生鲜 西溪店', company_id: 1 }], meta: { total: 1 } });
      }
      if (path.endsWith('/openings')) {
        return ok({ list: [], meta: { total: 0 } });
      }
      if (method === 'GET') {
        return ok({ list, meta: { total: list.length } });
      }
      return ok(list[0]);
    }),
  );
  return calls;
}

const renderPage = (path = '/admin/lockMng/bluetoothList') => renderAt(path, <LockListPage />);

async function rowOf(text: string): Promise<HTMLElement> {
  const row = (await screen.findByText(text)).closest<HTMLElement>('tr');
  if (!row) {
    throw new Error(`no row shows “${text}”`);
  }
  return row;
}

beforeEach(() => signInAs('SUPER_ADMIN', { token: 'admin-token' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
  setLanguage('ch');
});

describe('LockListPage', () => {
  it('shows each lock’s MAC, shop and company, battery (red when low), firmware and when it was last seen', async () => {
    stubApi([
      aLock(),
      aLock({ id: 6, mac: 'C4:7F:51:0A:21:02', name: '冷库门', battery_pct: 14, opening_count: 0 }),
      aLock({
        id: 7,
        mac: 'C4:7F:51:0A:29:99',
        name: '备用门锁',
        shop_id: null,
        shop_name: null,
        company_id: null,
        company_name: null,
        battery_pct: null,
        last_seen_time: null,
        opening_count: 0,
      }),
    ]);
    renderPage();
    const row = within(await rowOf('文三路店 前门'));
    expect(row.getByText('C4:7F:51:0A:21:01')).toBeTruthy();
    expect(row.getByText('鲜丰生鲜 文三路店')).toBeTruthy();
    expect(row.getByText('鲜丰生鲜超市')).toBeTruthy();
    expect(row.getByText('86%')).toBeTruthy();
    expect(row.getByText('TM-BL1 · 固件 1.3.2')).toBeTruthy();
    expect(row.getByRole('button', { name: /2 条/ })).toBeTruthy();
    expect(row.getByText('2 小时前')).toBeTruthy();
    expect(row.getByRole('button', { name: /换\s?绑/ })).toBeTruthy();

    const low = within(await rowOf('冷库门')).getByText('14%');
    expect(low.closest('.ant-typography-danger')).toBeTruthy();

    const spare = within(await rowOf('备用门锁'));
    expect(spare.getByText('未绑定')).toBeTruthy();
    expect(spare.getByText('未上报')).toBeTruthy();
    expect(spare.getByText('从未在线')).toBeTruthy();
    expect(spare.queryByRole('button', { name: /解\s?绑/ })).toBeNull();
  });

  it('searches by text, binding and low battery, through the address', async () => {
    const calls = stubApi([aLock()]);
    renderPage();
    await screen.findByText('文三路店 前门');
    await userEvent.type(screen.getByLabelText('MAC 地址或名称'), 'c4-7f');
    fireEvent.mouseDown(screen.getByLabelText('全部绑定状态'));
    await userEvent.click(await screen.findByTitle('未绑定'));
    await userEvent.click(screen.getByRole('checkbox', { name: '只看电量低' }));
    await userEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/management/locks?q=c4-7f&bound=false&low_battery=true&page=1&per_page=10'),
    );
  });

  it('says what is missing, shows the MAC as it will be stored, and puts the server’s refusal under the MAC', async () => {
    const calls = stubApi([aLock()], {
      'POST /api/management/locks': () => refuse(409, { mac: '该 MAC 地址的门锁已登记' }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /新增门锁/ }));
    const dialog = await dialogWith('可填 AA:BB:CC:DD:EE:FF、aa-bb-cc-dd-ee-ff 或 AABBCCDDEEFF');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    expect(await within(dialog).findByText('请输入 MAC 地址')).toBeTruthy();
    expect(within(dialog).getByText('请输入门锁名称')).toBeTruthy();

    await userEvent.type(within(dialog).getByLabelText('MAC 地址'), 'aa-bb-cc-dd');
    expect(await within(dialog).findByText('MAC 地址须为 6 组十六进制数')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('MAC 地址'), '-ee-ff');
    expect(await within(dialog).findByText('将保存为 AA:BB:CC:DD:EE:FF')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('名称'), '后门');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: '/api/management/locks',
        body: { mac: 'aa-bb-cc-dd-ee-ff', name: '后门', model: '', firmware: '', shop_id: null },
      }),
    );
    expect(await within(dialog).findByText('该 MAC 地址的门锁已登记')).toBeTruthy();
  });

  it('binds a lock to a shop chosen under its company', async () => {
    const calls = stubApi([aLock({ shop_id: null, shop_name: null, company_id: null, company_name: null })]);
    renderPage();
    await userEvent.click(within(await rowOf('文三路店 前门')).getByRole('button', { name: /绑\s?定/ }));
    const dialog = await dialogWith('绑定“文三路店 前门”到门店');
    await userEvent.click(within(dialog).getByRole('button', { name: /绑\s?定/ }));
    expect(await within(dialog).findByText('请选择公司')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByLabelText('公司'));
    await userEvent.click(await screen.findByTitle('鲜丰生鲜超市'));
    fireEvent.mouseDown(within(dialog).getByLabelText('门店'));
    await userEvent.click(await screen.findByTitle('鲜丰生鲜 西溪店'));
    await userEvent.click(within(dialog).getByRole('button', { name: /绑\s?定/ }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'POST', url: '/api/management/locks/5/bind', body: { shop_id: 12 } }),
    );
    expect(
      calls.some((call) => call.url.includes('/api/management/shops/search') && call.url.includes('company_id=1')),
    ).toBe(true);
  });

  it('asks before unbinding', async () => {
    const calls = stubApi([aLock()]);
    renderPage();
    const used = within(await rowOf('文三路店 前门'));
    await userEvent.click(used.getByRole('button', { name: /解\s?绑/ }));
    expect(await screen.findByText('解绑后维修人员不能再打开这把锁，直到重新绑定门店。')).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/unbind'))).toBe(false);
    const confirmUnbind = screen.getAllByRole('button', { name: /解\s?绑/ }).at(-1);
    if (!confirmUnbind) {
      throw new Error('no confirm button');
    }
    await userEvent.click(confirmUnbind);
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'POST', url: '/api/management/locks/5/unbind', body: {} }),
    );
  });

  it('deletes only a lock without records, after asking', async () => {
    const calls = stubApi([aLock(), aLock({ id: 6, name: '冷库门', opening_count: 0 })]);
    renderPage();
    const used = within(await rowOf('文三路店 前门'));
    expect(used.getByRole('button', { name: /删\s?除/ }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(await rowOf('冷库门')).getByRole('button', { name: /删\s?除/ }));
    const confirm = await dialogWith('确定删除“冷库门”吗？删除后无法恢复。');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'DELETE', url: '/api/management/locks/6', body: undefined }),
    );
  });

  it('shows a lock’s history with decisions, reasons in words, person, distance and location', async () => {
    const calls = stubApi([aLock()], {
      'GET /api/management/locks/5/openings': () =>
        ok({
          list: [
            anOpening({
              id: 2,
              decision: 'refused',
              reason: 'outside_area',
              distance_m: 52_400,
              lat: 30,
              lng: 120.58,
              accuracy_m: null,
            }),
            anOpening(),
          ],
          meta: { total: 2 },
        }),
    });
    renderPage();
    await userEvent.click(within(await rowOf('文三路店 前门')).getByRole('button', { name: /2 条/ }));
    const drawer = await dialogWith('“文三路店 前门”的开锁记录');
    expect(await within(drawer).findByText('不在工作区域内')).toBeTruthy();
    expect(within(drawer).getByText('拒绝', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(drawer).getByText('52.4 km')).toBeTruthy();
    expect(within(drawer).getByText('30.00000,120.58000')).toBeTruthy();
    expect(within(drawer).getByText('30.27650,120.12900 ±12 m')).toBeTruthy();
    expect(within(drawer).getAllByText('张师傅')).toHaveLength(2);
    expect(within(drawer).getByText('2.1 km')).toBeTruthy();
    expect(within(drawer).getByText('允许', { selector: '.ant-tag' })).toBeTruthy();

    await userEvent.click(within(drawer).getByText('拒绝', { selector: '.ant-segmented-item-label' }));
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/management/locks/5/openings?page=1&per_page=10&decision=refused'),
    );
  });

  it('speaks English too', async () => {
    setLanguage('en');
    stubApi([aLock({ battery_pct: 9 })]);
    renderPage();
    const row = within(await rowOf('文三路店 前门'));
    expect(row.getByText('2 hours ago')).toBeTruthy();
    expect(screen.getByRole('button', { name: /New lock/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Low battery only' })).toBeTruthy();
  });
});

/** XMLHttpRequest as the import's upload uses it: the test sends its progress, then its answer. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  finish(result: LockImportResult) {
    this.status = 200;
    this.responseText = JSON.stringify({ code: 1, msg: 'ok', data: result });
    this.onload?.();
  }
}

describe('LockImportModal', () => {
  it('uploads the file with a progress bar, then names every row it did not import', async () => {
    stubApi([aLock()]);
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    FakeUpload.sent = [];
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /导\s?入/ }));
    const dialog = await dialogWith('导入门锁');
    await userEvent.click(within(dialog).getByRole('button', { name: /开始导入/ }));
    expect(await within(dialog).findByText('请选择要导入的文件')).toBeTruthy();

    const input = dialog.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) {
      throw new Error('no file input');
    }
    await userEvent.upload(input, new File(['MAC地址,名称\n'], 'locks.csv'));
    await userEvent.click(within(dialog).getByRole('button', { name: /开始导入/ }));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const xhr = FakeUpload.sent[0];
    if (!xhr?.body) {
      throw new Error('nothing sent');
    }
    expect(xhr.url).toBe('/api/management/locks/import');
    expect((xhr.body.get('file') as File).name).toBe('locks.csv');

    act(() => {
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
    });
    expect((await within(dialog).findByRole('progressbar')).getAttribute('aria-valuenow')).toBe('40');
    expect(within(dialog).getByText('正在上传 40%')).toBeTruthy();

    act(() => {
      xhr.finish({
        total_rows: 3,
        imported: 1,
        failed: 2,
        errors: [
          { row: 3, mac: 'not-a-mac', reason: 'MAC地址: MAC 地址须为 6 组十六进制数' },
          { row: 4, mac: 'C4:7F:51:0A:21:01', reason: '该 MAC 地址的门锁已登记' },
        ],
      });
    });
    expect(await within(dialog).findByText('导入完成：新增 1 把，共 3 行')).toBeTruthy();
    expect(within(dialog).getByText('2 行未导入，原因如下；改好后可只导入这些行')).toBeTruthy();
    expect(within(dialog).getByText('not-a-mac')).toBeTruthy();
    expect(within(dialog).getByText('该 MAC 地址的门锁已登记')).toBeTruthy();
  });
});
