import type { Office, OfficeDetail, Rider, TopUp } from '@tm/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerPresenter } from '../../shared/feedback';
import { setLanguage } from '../../shared/i18n';
import {
  dialogWith,
  renderAt,
  signInAs,
  okResponse,
  refusedResponse,
  stubFetch,
  type ApiAnswer,
} from '../../shared/page-testing';
import { clearSession } from '../../shared/session';
import { OfficeDetailPage } from './office-detail-page';
import { OfficeListPage } from './office-list-page';
import { RiderListPage } from './rider-list-page';
import { TopUpListPage } from './top-up-list-page';

const NOW = '2026-05-04T02:00:00.000Z';

const OFFICE: Office = {
  id: 3,
  name: '杭州西湖区域中心',
  regions: [
    { province: '浙江省', city: '杭州市', district: '西湖区' },
    { province: '浙江省', city: '湖州市', district: '' },
  ],
  manager: { id: 1, name: '系统管理员' },
  contact_person: '陈站长',
  phone_number: '13800000011',
  status: 'active',
  balance_fen: 2_000_000,
  riders_count: 3,
  created_time: NOW,
  last_modified_time: NOW,
};
const DETAIL: OfficeDetail = { ...OFFICE, active_riders_count: 2, riders_balance_fen: 112_800, top_ups_count: 5 };

const RIDER: Rider = {
  id: 21,
  office_id: 3,
  office_name: '杭州西湖区域中心',
  name: '刘小军',
  phone_number: '13800000021',
  identity_verified: true,
  identity_verified_time: NOW,
  status: 'active',
  balance_fen: 62_800,
  created_time: NOW,
  last_modified_time: NOW,
};

const TOP_UP: TopUp = {
  id: 40,
  account_kind: 'rider',
  office_id: null,
  rider_id: 21,
  account_name: '刘小军',
  account_office_name: '杭州西湖区域中心',
  amount_fen: 50_000,
  method: 'wechat',
  reference_no: 'WX-0001',
  note: '保证金',
  operator: { id: 1, name: '系统管理员' },
  reverses_id: null,
  reversed_by_id: null,
  created_time: NOW,
};

const ok = okResponse;
const refused = (status: number, code: string, fields: Record<string, string>) =>
  refusedResponse(status, code, '请求被拒绝', { fields });

/** A fake API of the delivery calls; `answer` may answer a call first. It records every call. */
function stubApi(answer: ApiAnswer = () => undefined) {
  return stubFetch(answer, (call) => {
    switch (`${call.method} ${call.path}`) {
      case 'GET /api/management/regional_offices':
        return ok({ list: [OFFICE], meta: { total: 1 } });
      case 'GET /api/management/regional_offices/3':
        return ok(DETAIL);
      case 'GET /api/management/riders':
        return ok({ list: [RIDER], meta: { total: 1 } });
      case 'GET /api/management/top_ups':
        return ok({ list: [TOP_UP], meta: { total: 1, amount_fen: 50_000 } });
      case 'GET /api/management/admins':
        return ok({ list: [], meta: { total: 0 } });
      case 'GET /api/management/top_ups/export':
        return new Response('\uFEFF时间\n1\n', {
          headers: { 'content-disposition': "attachment; filename*=UTF-8''top-ups.csv" },
        });
      default:
        return ok(call.body ?? null);
    }
  });
}

/** The error dialogs of the API client, as the console's shell registers them. */
function ErrorDialogs() {
  const { modal, message, notification } = App.useApp();
  useEffect(
    () => registerPresenter({ modal, message, notification, navigate: () => {} }),
    [modal, message, notification],
  );
  return null;
}

const rowOf = async (text: string) => {
  const cell = await screen.findByText(text);
  const row = cell.closest<HTMLElement>('tr');
  if (!row) {
    throw new Error(`no row shows “${text}”`);
  }
  return row;
};

beforeEach(() => signInAs('SUPER_ADMIN'));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  setLanguage('ch');
});

describe('OfficeListPage', () => {
  it('lists offices with their regions and balance, and says what is missing before creating one', async () => {
    const calls = stubApi();
    renderAt('/admin/riderMng/adminList', <OfficeListPage />);
    const row = await rowOf('杭州西湖区域中心');
    expect(within(row).getByText('浙江省 杭州市 西湖区')).toBeTruthy();
    expect(within(row).getByText('浙江省 湖州市 全市')).toBeTruthy();
    expect(within(row).getByText('¥20,000.00')).toBeTruthy();
    expect(within(row).getByText('陈站长 13800000011')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /新建区域后台/ }));
    const dialog = await dialogWith('市、区县留空表示整个省或整个市');
    await user.type(within(dialog).getByLabelText('区县 1'), '西湖区');
    await user.click(within(dialog).getByRole('button', { name: /^保\s*存$/ }));
    expect(await within(dialog).findByText('请输入名称')).toBeTruthy();
    expect(within(dialog).getByText('请输入省份')).toBeTruthy();
    expect(within(dialog).getByText('填写区县时须填写所在城市')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('名称'), '杭州余杭区域中心');
    await user.type(within(dialog).getByLabelText('省 1'), '浙江省');
    await user.type(within(dialog).getByLabelText('市 1'), '杭州市');
    await user.click(within(dialog).getByRole('button', { name: /添加区域/ }));
    await user.type(within(dialog).getByLabelText('省 2'), '浙江省');
    await user.type(within(dialog).getByLabelText('市 2'), '湖州市');
    await user.click(within(dialog).getByRole('button', { name: /^保\s*存$/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: '杭州余杭区域中心',
        regions: [
          { province: '浙江省', city: '杭州市', district: '西湖区' },
          { province: '浙江省', city: '湖州市', district: '' },
        ],
        manager_id: null,
        contact_person: '',
        phone_number: '',
      }),
    );
  });

  it('shows the server’s refusal under the field', async () => {
    stubApi((call) => (call.method === 'POST' ? refused(409, 'ERCO000005', { name: '名称已被使用' }) : undefined));
    renderAt('/admin/riderMng/adminList', <OfficeListPage />);
    await rowOf('杭州西湖区域中心');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /新建区域后台/ }));
    const dialog = await dialogWith('市、区县留空表示整个省或整个市');
    await user.type(within(dialog).getByLabelText('名称'), '杭州西湖区域中心');
    await user.type(within(dialog).getByLabelText('省 1'), '浙江省');
    await user.click(within(dialog).getByRole('button', { name: /^保\s*存$/ }));
    expect(await within(dialog).findByText('名称已被使用')).toBeTruthy();
  });

  it('asks before suspending an office', async () => {
    const calls = stubApi();
    renderAt('/admin/riderMng/adminList', <OfficeListPage />);
    const user = userEvent.setup();
    await user.click(within(await rowOf('杭州西湖区域中心')).getByRole('button', { name: /停\s*用/ }));
    const confirm = await dialogWith(
      '停用“杭州西湖区域中心”后，它的账户不能再充值，也不能再加入骑手；已有骑手、余额和充值记录都保留。确定停用吗？',
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: /^停\s*用$/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/api/management/regional_offices/3',
        body: { status: 'suspended' },
      }),
    );
  });
});

describe('OfficeDetailPage', () => {
  const renderDetail = () =>
    renderAt(
      '/admin/riderMng/adminList/adminDetail/3',
      <Routes>
        <Route path="/admin/riderMng/adminList/adminDetail/:id" element={<OfficeDetailPage />} />
      </Routes>,
    );

  it('shows the office’s balance, its riders and its top-ups at a glance', async () => {
    const calls = stubApi();
    renderDetail();
    expect(await screen.findByText('区域后台余额')).toBeTruthy();
    expect(screen.getByText('¥20,000.00')).toBeTruthy();
    expect(screen.getByText('¥1,128.00')).toBeTruthy();
    expect(screen.getByText('/ 3')).toBeTruthy();
    expect(within(await rowOf('刘小军')).getByText('¥628.00')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/management/riders')?.query.get('office_id')).toBe('3');

    await userEvent.click(screen.getByRole('tab', { name: '充值记录（本后台及其骑手）' }));
    expect(within(await rowOf('WX-0001')).getByText('¥500.00')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/management/top_ups')?.query.get('office_id')).toBe('3');
  });

  it('tops the office up: the amount in yuan is checked, then posted in fen', async () => {
    const calls = stubApi();
    renderDetail();
    const user = userEvent.setup();
    await screen.findByText('区域后台余额');
    // The page's own button comes before the riders' rows.
    const [topUp] = await screen.findAllByText(/^充\s*值$/);
    if (!topUp) {
      throw new Error('no top-up button');
    }
    await user.click(topUp);
    const dialog = await dialogWith('“杭州西湖区域中心”当前余额 ¥20,000.00');
    const amount = within(dialog).getByLabelText('金额（元）');
    await user.type(amount, '0');
    await user.type(within(dialog).getByLabelText('流水号'), 'BANK 1');
    await user.click(within(dialog).getByRole('button', { name: /^入\s*账$/ }));
    expect(await within(dialog).findByText('请输入大于 0 的金额（最多两位小数）')).toBeTruthy();
    expect(within(dialog).getByText('流水号为字母、数字或 - _ / . : #，最多 64 位')).toBeTruthy();

    // A comma is not a decimal point here: "12,5" is refused, never booked as ¥125.
    await user.clear(amount);
    await user.type(amount, '12,5');
    await user.click(within(dialog).getByRole('button', { name: /^入\s*账$/ }));
    expect(await within(dialog).findByText('请输入大于 0 的金额（最多两位小数）')).toBeTruthy();
    expect((amount as HTMLInputElement).value).toBe('12,5');

    await user.clear(amount);
    await user.type(amount, '99999999999');
    await user.click(within(dialog).getByRole('button', { name: /^入\s*账$/ }));
    expect(await within(dialog).findByText('单笔充值最多 ¥1,000,000.00')).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '1200.5');
    await user.clear(within(dialog).getByLabelText('流水号'));
    await user.type(within(dialog).getByLabelText('流水号'), 'BANK-0501');
    await user.click(within(dialog).getByRole('button', { name: /^入\s*账$/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        account_kind: 'office',
        office_id: 3,
        amount_fen: 120_050,
        method: 'wechat',
        reference_no: 'BANK-0501',
        note: '',
      }),
    );
  });
});

describe('RiderListPage', () => {
  it('filters by the address, and asks before suspending a rider', async () => {
    const calls = stubApi();
    renderAt('/admin/riderMng/riderList?status=active&identity_verified=true&q=刘', <RiderListPage />);
    const row = await rowOf('刘小军');
    expect(within(row).getByText('已认证')).toBeTruthy();
    const query = calls.find((call) => call.path === '/api/management/riders')?.query;
    expect(Object.fromEntries(query ?? [])).toMatchObject({ status: 'active', identity_verified: 'true', q: '刘' });

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: /停\s*用/ }));
    const confirm = await dialogWith(
      '停用“刘小军”后，其账户不能再充值；余额 ¥628.00 和充值记录保留，已有充值仍可冲正。确定停用吗？',
    );
    await user.click(within(confirm).getByRole('button', { name: /^停\s*用$/ }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path === '/api/management/riders/21/suspend')).toBe(
        true,
      ),
    );
  });

  it('says why a refused top-up was refused', async () => {
    stubApi((call) =>
      call.method === 'POST' && call.path === '/api/management/top_ups'
        ? refused(409, 'ERCO000005', { reference_no: '该流水号已入账，同一笔款不能重复充值' })
        : undefined,
    );
    renderAt('/admin/riderMng/riderList', <RiderListPage />);
    const user = userEvent.setup();
    await user.click(within(await rowOf('刘小军')).getByRole('button', { name: /充\s*值/ }));
    const dialog = await dialogWith('“刘小军”当前余额 ¥628.00');
    await user.type(within(dialog).getByLabelText('金额（元）'), '50');
    await user.type(within(dialog).getByLabelText('流水号'), 'WX-0001');
    await user.click(within(dialog).getByRole('button', { name: /^入\s*账$/ }));
    expect(await within(dialog).findByText('该流水号已入账，同一笔款不能重复充值')).toBeTruthy();
  });
});

describe('TopUpListPage', () => {
  it('sums what the filters select, and reverses an entry after saying what will happen', async () => {
    const calls = stubApi();
    renderAt('/admin/chargeMng/chargeList?method=wechat&from=2026-05-01&to=2026-05-04', <TopUpListPage />);
    expect(await screen.findByText('所选 1 笔，合计 ¥500.00')).toBeTruthy();
    const query = calls.find((call) => call.path === '/api/management/top_ups')?.query;
    expect(query?.get('method')).toBe('wechat');
    expect(query?.get('start_time')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(await rowOf('WX-0001')).getByRole('button', { name: /冲\s*正/ }));
    const dialog = await dialogWith(
      '将在“刘小军”的账户记入一笔 -¥500.00 的冲正，抵消流水号 WX-0001 的 ¥500.00。原记录保留，冲正后不能再次冲正，也不能撤销。',
    );
    await user.click(within(dialog).getByRole('button', { name: /^冲\s*正$/ }));
    expect(await within(dialog).findByText('请输入流水号')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('冲正流水号'), 'RF-0001');
    await user.type(within(dialog).getByLabelText('冲正原因'), '重复充值');
    await user.click(within(dialog).getByRole('button', { name: /^冲\s*正$/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/api/management/top_ups/40/reverse',
        body: { reference_no: 'RF-0001', note: '重复充值' },
      }),
    );
  });

  it('offers only active accounts to top up, while the filters offer all', async () => {
    const calls = stubApi();
    renderAt('/admin/chargeMng/chargeList', <TopUpListPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /新建充值/ }));
    const dialog = await dialogWith('金额（元）');
    const riderBox = dialog.querySelector('#top-up-form_rider_id');
    if (!riderBox) {
      throw new Error('no rider picker');
    }
    await user.click(riderBox);
    await waitFor(() =>
      expect(
        calls.some((call) => call.path === '/api/management/riders' && call.query.get('status') === 'active'),
      ).toBe(true),
    );
    expect(
      calls.filter((call) => call.path === '/api/management/riders').map((call) => call.query.get('status')),
    ).toContain(null);
  });

  it('shows a reversal’s refusal with its reason, not only its code', async () => {
    stubApi((call) =>
      call.method === 'POST' ? refused(409, 'ERCO000005', { id: '这笔充值已经冲正过了' }) : undefined,
    );
    renderAt(
      '/admin/chargeMng/chargeList',
      <>
        <ErrorDialogs />
        <TopUpListPage />
      </>,
    );
    const user = userEvent.setup();
    await user.click(within(await rowOf('WX-0001')).getByRole('button', { name: /冲\s*正/ }));
    const dialog = await dialogWith('冲正这笔充值');
    await user.type(within(dialog).getByLabelText('冲正流水号'), 'RF-0002');
    await user.click(within(dialog).getByRole('button', { name: /^冲\s*正$/ }));
    expect(await screen.findByText('这笔充值已经冲正过了')).toBeTruthy();
  });

  it('exports what the filters select', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:top-ups', revokeObjectURL: () => {} }));
    const calls = stubApi();
    renderAt('/admin/chargeMng/chargeList?account_kind=rider', <TopUpListPage />);
    await screen.findByText('WX-0001');
    await userEvent.click(screen.getByRole('button', { name: /导出 CSV/ }));
    await waitFor(() => {
      const exported = calls.find((call) => call.path === '/api/management/top_ups/export');
      expect(Object.fromEntries(exported?.query ?? [])).toEqual({ account_kind: 'rider', format: 'csv' });
    });
  });

  it('speaks English', async () => {
    stubApi();
    setLanguage('en');
    renderAt('/admin/chargeMng/chargeList', <TopUpListPage />);
    expect(await screen.findByText('1 entry selected, ¥500.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: /New top-up/ })).toBeTruthy();
    expect(within(await rowOf('WX-0001')).getByText('WeChat')).toBeTruthy();
  });
});
