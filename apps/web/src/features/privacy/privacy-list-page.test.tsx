import type { Page, PrivacyAuditEntry, PrivacySubject } from '@tm/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerPresenter } from '../../shared/feedback';
import { setLanguage } from '../../shared/i18n';
import { renderAt, signInAs } from '../../shared/page-testing';
import { clearSession } from '../../shared/session';
import { LockUserPrivacyPage, MerchantUserPrivacyPage, RepairUserPrivacyPage } from './privacy-pages';

const subject = (fields: Partial<PrivacySubject>): PrivacySubject => ({
  kind: 'merchant_user',
  id: 1,
  name: '',
  username: null,
  phone_masked: null,
  role_type: 'USER',
  company_role: null,
  companies: [],
  face_status: null,
  app_account_id: null,
  privacy_version: null,
  privacy_accepted_time: null,
  privacy_status: 'never',
  is_disabled: false,
  erased_time: null,
  created_time: '2026-03-01T08:00:00.000Z',
  ...fields,
});

const MERCHANTS: PrivacySubject[] = [
  subject({
    id: 7,
    name: '王店长',
    username: 'xianfeng',
    phone_masked: '138****0001',
    company_role: 'ADMIN',
    companies: [{ id: 3, name: '鲜丰生鲜超市' }],
    privacy_version: 'V1.5.3',
    privacy_accepted_time: '2026-03-02T01:00:00.000Z',
    privacy_status: 'current',
  }),
  subject({
    id: 6,
    name: '李收银',
    phone_masked: '139****2222',
    privacy_version: 'V1.5.2',
    privacy_status: 'outdated',
  }),
  subject({ id: 5, is_disabled: true, erased_time: '2026-03-02T02:00:00.000Z' }),
];

const AUDIT: PrivacyAuditEntry[] = [
  {
    id: 2,
    subject_kind: 'merchant_user',
    subject_id: 5,
    subject_name: '',
    action: 'erase',
    operator: { id: 1, name: '系统管理员' },
    detail: {
      fields: ['username', 'phone_number'],
      counts: { sessions_revoked: 2, work_orders_kept_contact_blanked: 1 },
    },
    created_time: '2026-03-02T02:00:00.000Z',
  },
  {
    id: 1,
    subject_kind: 'merchant_user',
    subject_id: 7,
    subject_name: '王店长',
    action: 'export',
    operator: null,
    detail: { counts: { account: 1, work_orders: 3 } },
    created_time: '2026-03-02T01:30:00.000Z',
  },
];

const ok = (data: unknown) => new Response(JSON.stringify({ code: 1, msg: 'ok', data }));
const page = <T,>(list: T[]): Page<T> => ({ list, meta: { total: list.length } });

type Call = { method: string; path: string; query: URLSearchParams };

function stubApi(
  answers: { subjects?: PrivacySubject[]; erase?: () => Response; exportFile?: () => Response } = {},
): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const parsed = new URL(url, 'http://test');
      const method = init?.method ?? 'GET';
      calls.push({ method, path: parsed.pathname, query: parsed.searchParams });
      if (parsed.pathname === '/api/management/privacy/audit') {
        return ok(page(AUDIT));
      }
      if (parsed.pathname.endsWith('/erase')) {
        return answers.erase?.() ?? ok(subject({ id: 6, erased_time: '2026-03-03T00:00:00.000Z' }));
      }
      if (parsed.pathname.endsWith('/export')) {
        return (
          answers.exportFile?.() ??
          new Response('{"format":"tm-privacy-export"}', {
            headers: { 'content-disposition': 'attachment; filename="privacy-merchant_user-7.json"' },
          })
        );
      }
      return ok(page(answers.subjects ?? MERCHANTS));
    }),
  );
  return calls;
}

beforeEach(() => {
  signInAs('SUPER_ADMIN');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:privacy', revokeObjectURL: () => {} }));
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  setLanguage('ch');
});

// Buttons found by their text: role queries work out accessible names from antd's many styles,
// which takes jsdom seconds a query.
const noButtonIn = (scope: HTMLElement, text: RegExp) => within(scope).queryByText(text)?.closest('button') ?? null;
function buttonIn(scope: HTMLElement, text: RegExp): HTMLElement {
  const button = noButtonIn(scope, text);
  if (!button) {
    throw new Error(`no button ${String(text)}`);
  }
  return button;
}

/** The error dialogs of the API client, as the shell lets them open. */
function Dialogs() {
  const { modal, message, notification } = App.useApp();
  useEffect(
    () => registerPresenter({ modal, message, notification, navigate: () => undefined }),
    [modal, message, notification],
  );
  return null;
}

const LAST_LINE = { ch: '此操作不可撤销。', en: 'This cannot be undone.' };
/**
 * The newest confirmation dialog, found by its last line (antd writes its title twice, and leaves
 * a closed dialog in jsdom's page).
 */
async function confirmDialog(): Promise<HTMLElement> {
  const lines = await screen.findAllByText(LAST_LINE[document.documentElement.lang === 'en' ? 'en' : 'ch']);
  const dialog = lines.at(-1)?.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) {
    throw new Error('no confirmation dialog');
  }
  return dialog;
}

const rowOf = async (text: string) => {
  const row = (await screen.findByText(text)).closest<HTMLElement>('tr');
  if (!row) {
    throw new Error(`no row shows ${text}`);
  }
  return row;
};

describe('the merchant users’ privacy list', () => {
  it('shows who accepted which policy version, masked phones, companies and erased people', async () => {
    stubApi();
    renderAt('/admin/privacyMng/merchantuserList', <MerchantUserPrivacyPage />);
    const owner = await rowOf('王店长');
    expect(within(owner).getByText('138****0001')).toBeTruthy();
    expect(within(owner).getByText('鲜丰生鲜超市')).toBeTruthy();
    expect(within(owner).getByText('公司管理员')).toBeTruthy();
    expect(within(owner).getByText('已同意 V1.5.3')).toBeTruthy();
    expect(buttonIn(owner, /^删除个人信息$/)).toBeTruthy();
    expect(within(await rowOf('李收银')).getByText('同意过旧版 V1.5.2')).toBeTruthy();
    const erased = await rowOf('#5');
    expect(within(erased).getByText('已删除个人信息')).toBeTruthy();
    expect(within(erased).getByText('未同意')).toBeTruthy();
    // Nothing left to erase; the export still shows what remains.
    expect(noButtonIn(erased, /^删除个人信息$/)).toBeNull();
    expect(buttonIn(erased, /^导\s*出$/)).toBeTruthy();
    expect(screen.getByText('当前隐私政策：V1.5.3（2025-07-03）。导出和删除个人信息都会记入审计日志。')).toBeTruthy();
  });

  it('searches by text and acceptance status through the address', async () => {
    const calls = stubApi();
    renderAt('/admin/privacyMng/merchantuserList', <MerchantUserPrivacyPage />);
    await screen.findByText('王店长');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('姓名、用户名或手机号'), ' 王 ');
    await user.click(screen.getByLabelText('全部同意状态'));
    await user.click(await screen.findByTitle('同意过旧版'));
    await user.click(buttonIn(document.body, /^搜\s*索$/));
    await waitFor(() => {
      const last = calls.filter((call) => call.path === '/api/management/privacy/subjects').at(-1);
      expect(last?.query.get('kind')).toBe('merchant_user');
      expect(last?.query.get('q')).toBe('王');
      expect(last?.query.get('status')).toBe('outdated');
    });
  });

  it('erases after a confirmation that says what goes, what stays, and that it cannot be undone', async () => {
    const calls = stubApi();
    renderAt('/admin/privacyMng/merchantuserList', <MerchantUserPrivacyPage />);
    const user = userEvent.setup();
    await user.click(buttonIn(await rowOf('李收银'), /^删除个人信息$/));
    const dialog = await confirmDialog();
    expect(within(dialog).getAllByText('删除“李收银”的个人信息？').length).toBeGreaterThan(0);
    expect(within(dialog).getByText(/停用账号并结束所有登录.*工单联系人和电话会被清空/)).toBeTruthy();
    expect(within(dialog).getByText('此操作不可撤销。')).toBeTruthy();
    // Cancelled: nothing is sent.
    await user.click(buttonIn(dialog, /^取\s*消$/));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(buttonIn(await rowOf('李收银'), /^删除个人信息$/));
    const again = await confirmDialog();
    await user.click(buttonIn(again, /^删除个人信息$/));
    expect(await screen.findByText('已删除个人信息，并记入审计日志')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.path).toBe(
      '/api/management/privacy/subjects/merchant_user/6/erase',
    );
  });

  it('says why an erase is refused', async () => {
    stubApi({
      erase: () =>
        new Response(
          JSON.stringify({
            code: 'ERCO000005',
            msg: '数据已存在',
            data: { fields: { id: '这是最后一位超级管理员，不能删除其个人信息' } },
          }),
          { status: 409 },
        ),
    });
    renderAt(
      '/admin/privacyMng/merchantuserList',
      <>
        <Dialogs />
        <MerchantUserPrivacyPage />
      </>,
    );
    const user = userEvent.setup();
    await user.click(buttonIn(await rowOf('王店长'), /^删除个人信息$/));
    await user.click(buttonIn(await confirmDialog(), /^删除个人信息$/));
    expect(await screen.findByText('这是最后一位超级管理员，不能删除其个人信息')).toBeTruthy();
  });

  it('downloads the export, then shows both actions in the audit log with their counts', async () => {
    const calls = stubApi();
    renderAt('/admin/privacyMng/merchantuserList', <MerchantUserPrivacyPage />);
    const user = userEvent.setup();
    await user.click(buttonIn(await rowOf('王店长'), /^导\s*出$/));
    expect(await screen.findByText('已导出，并记入审计日志')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/management/privacy/subjects/merchant_user/7/export')).toBe(true);

    await user.click(screen.getByRole('tab', { name: '审计日志', hidden: true }));
    const erase = await rowOf('#5 （已删除）');
    expect(within(erase).getByText('删除个人信息')).toBeTruthy();
    expect(within(erase).getByText('系统管理员')).toBeTruthy();
    expect(within(erase).getByText('清空 2 项个人信息')).toBeTruthy();
    expect(within(erase).getByText('结束登录 2 · 保留工单（联系人已清空） 1')).toBeTruthy();
    const exported = await rowOf('#7 王店长');
    expect(within(exported).getByText('（账号已不存在）')).toBeTruthy();
    expect(within(exported).getByText('账号 1 · 工单 3')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/management/privacy/audit')?.query.get('kind')).toBe(
      'merchant_user',
    );
  });
});

describe('the other kinds', () => {
  it('lists repair users with the companies they serve and their face check', async () => {
    const calls = stubApi({
      subjects: [
        subject({
          kind: 'repair_user',
          id: 4,
          name: '赵师傅',
          role_type: null,
          companies: [
            { id: 3, name: '鲜丰生鲜超市' },
            { id: 8, name: '联华超市' },
          ],
          face_status: 'verified',
        }),
      ],
    });
    renderAt('/admin/privacyMng/repairuserList', <RepairUserPrivacyPage />);
    const row = await rowOf('赵师傅');
    expect(within(row).getByText('鲜丰生鲜超市、联华超市')).toBeTruthy();
    expect(within(row).getByText('已核验')).toBeTruthy();
    expect(calls[0]?.query.get('kind')).toBe('repair_user');
  });

  it('speaks English, and says what erasing an app user does', async () => {
    stubApi({
      subjects: [subject({ kind: 'lock_user', id: 9, name: 'Lin', role_type: null, phone_masked: '137****9999' })],
    });
    setLanguage('en');
    renderAt('/admin/privacyMng/lockList', <LockUserPrivacyPage />);
    const row = await rowOf('Lin');
    expect(within(row).getByText('Not accepted')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(buttonIn(row, /^Erase data$/));
    const dialog = await confirmDialog();
    expect(within(dialog).getAllByText('Erase the personal data of “Lin”?').length).toBeGreaterThan(0);
    expect(within(dialog).getByText(/every lock app sign-in ends/)).toBeTruthy();
    expect(within(dialog).getByText('This cannot be undone.')).toBeTruthy();
  });
});
