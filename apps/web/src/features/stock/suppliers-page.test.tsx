import type { Supplier } from '@tm/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../shared/i18n';
import {
  cardWith,
  dialogWith,
  pretendPhone,
  renderAt,
  signInAs,
  okResponse,
  refusedResponse,
  stubFetch,
  type ApiAnswer,
} from '../../shared/page-testing';
import { clearSession } from '../../shared/session';
import { SupplierListPage } from './supplier-list-page';
import { SupplierPicker } from './supplier-picker';

const NOW = '2026-05-04T02:00:00.000Z';

const USED: Supplier = {
  id: 7,
  company_id: 1,
  name: '嘉兴南湖水产批发',
  contact_person: '王经理',
  phone_number: '0573-82223333',
  address: '嘉兴市南湖区水产市场 12 号',
  tax_number: '91330402MA2B3C4D5E',
  bank_name: '农业银行嘉兴分行',
  bank_account: '6228 4803 1234 5678',
  notes: '',
  status: 'active',
  documents_count: 3,
  created_time: NOW,
  last_modified_time: NOW,
};

const UNUSED: Supplier = {
  ...USED,
  id: 8,
  name: '萧山蔬菜合作社',
  contact_person: '',
  phone_number: '',
  address: '',
  tax_number: '',
  bank_name: '',
  bank_account: '',
  status: 'disabled',
  documents_count: 0,
};

const ok = okResponse;
const refused = (status: number, code: string, fields: Record<string, string>) =>
  refusedResponse(status, code, '请求被拒绝', { fields });

/** A fake API of the supplier calls; `answer` may answer a call first. It records every call. */
function stubApi(answer: ApiAnswer = () => undefined) {
  return stubFetch(answer, (call) => {
    switch (`${call.method} ${call.path}`) {
      case 'GET /api/management/stock/suppliers':
        return ok({ list: [USED, UNUSED], meta: { total: 2 } });
      case 'GET /api/management/stock/suppliers/export':
        return new Response('\uFEFF名称\n1\n', {
          headers: { 'content-disposition': "attachment; filename*=UTF-8''suppliers.csv" },
        });
      default:
        return ok(call.body ?? null);
    }
  });
}

const rowOf = async (text: string) => {
  const cell = await screen.findByText(text);
  const row = cell.closest<HTMLElement>('tr');
  if (!row) {
    throw new Error(`no row shows “${text}”`);
  }
  return row;
};

const SAVE = { name: /^保\s*存$/ };

beforeEach(() => signInAs('USER'));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  setLanguage('ch');
});

describe('SupplierListPage', () => {
  it('lists suppliers with the filters of the address', async () => {
    const calls = stubApi();
    renderAt('/project/stockMng/supplierList?q=南湖&status=active', <SupplierListPage />);
    const row = await rowOf('嘉兴南湖水产批发');
    expect(within(row).getByText('王经理')).toBeTruthy();
    expect(within(row).getByText('0573-82223333')).toBeTruthy();
    expect(within(row).getByText('91330402MA2B3C4D5E')).toBeTruthy();
    expect(within(row).getByText('农业银行嘉兴分行')).toBeTruthy();
    expect(within(row).getByText('6228 4803 1234 5678')).toBeTruthy();
    expect(within(row).getByText('正常')).toBeTruthy();
    expect(within(await rowOf('萧山蔬菜合作社')).getByText('已停用')).toBeTruthy();
    const query = calls.find((call) => call.path === '/api/management/stock/suppliers')?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({ q: '南湖', status: 'active', page: '1', per_page: '10' });
  });

  it('on a phone shows each supplier as a card: whom to call with a tap, its status and actions', async () => {
    pretendPhone();
    stubApi();
    renderAt('/project/stockMng/supplierList', <SupplierListPage />);
    const card = await cardWith('嘉兴南湖水产批发');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByRole('link', { name: '0573-82223333' }).getAttribute('href')).toBe('tel:0573-82223333');
    expect(within(card).getByText('嘉兴市南湖区水产市场 12 号')).toBeTruthy();
    expect(within(card).getByText('正常')).toBeTruthy();
    // Named by 3 documents: kept, not deleted.
    expect(
      within(card)
        .getByRole('button', { name: /删\s*除/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    const unused = screen.getByText('萧山蔬菜合作社').closest('li')!;
    expect(within(unused).getByText('已停用')).toBeTruthy();
    expect(within(unused).getByRole('button', { name: /启\s*用/ })).toBeTruthy();
  });

  it('says what is wrong on the form before creating a supplier, then sends every field', async () => {
    const calls = stubApi();
    renderAt('/project/stockMng/supplierList', <SupplierListPage />);
    await rowOf('嘉兴南湖水产批发');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /新建供应商/ }));
    const dialog = (await screen.findByText('供应商名称', { selector: 'label' })).closest<HTMLElement>(
      '[role="dialog"]',
    );
    if (!dialog) {
      throw new Error('no supplier dialog');
    }
    await user.type(within(dialog).getByLabelText('联系电话'), '电话 0571');
    await user.type(within(dialog).getByLabelText('税号'), '9133-0402');
    await user.type(within(dialog).getByLabelText('银行账号'), '6228-4803');
    await user.click(within(dialog).getByRole('button', SAVE));
    expect(await within(dialog).findByText('请输入供应商名称')).toBeTruthy();
    expect(within(dialog).getByText('电话只能包含数字、空格、- 、+ 或括号，最多 20 位')).toBeTruthy();
    expect(within(dialog).getByText('税号为字母或数字，最多 20 位')).toBeTruthy();
    expect(within(dialog).getByText('银行账号为数字（可用空格分隔），最多 34 位')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('供应商名称'), ' 杭州鲜丰肉类 ');
    await user.type(within(dialog).getByLabelText('联系人'), '李师傅');
    await user.clear(within(dialog).getByLabelText('联系电话'));
    await user.type(within(dialog).getByLabelText('联系电话'), '(0571) 8888-6666');
    await user.clear(within(dialog).getByLabelText('税号'));
    await user.type(within(dialog).getByLabelText('税号'), '91330100abc');
    await user.clear(within(dialog).getByLabelText('银行账号'));
    await user.type(within(dialog).getByLabelText('银行账号'), '6222 0212');
    await user.type(within(dialog).getByLabelText('开户银行'), '工商银行');
    await user.type(within(dialog).getByLabelText('地址'), '杭州市余杭区');
    await user.type(within(dialog).getByLabelText('备注'), '每周二、五送货');
    await user.click(within(dialog).getByRole('button', SAVE));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/api/management/stock/suppliers',
        body: {
          name: '杭州鲜丰肉类',
          contact_person: '李师傅',
          phone_number: '(0571) 8888-6666',
          address: '杭州市余杭区',
          tax_number: '91330100ABC',
          bank_name: '工商银行',
          bank_account: '6222 0212',
          notes: '每周二、五送货',
        },
      }),
    );
  });

  it('shows the server’s refusal under the field', async () => {
    stubApi((call) =>
      call.method === 'POST'
        ? refused(400, 'ERCO000004', { tax_number: '税号为字母或数字，最多 20 位（服务器）' })
        : undefined,
    );
    renderAt('/project/stockMng/supplierList', <SupplierListPage />);
    await rowOf('嘉兴南湖水产批发');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /新建供应商/ }));
    const name = await screen.findByLabelText('供应商名称');
    await user.type(name, '杭州鲜丰肉类');
    await user.click(screen.getByRole('button', SAVE));
    expect(await screen.findByText('税号为字母或数字，最多 20 位（服务器）')).toBeTruthy();
  });

  it('edits a supplier with its current values filled in', async () => {
    const calls = stubApi();
    renderAt('/project/stockMng/supplierList', <SupplierListPage />);
    const user = userEvent.setup();
    await user.click(within(await rowOf('嘉兴南湖水产批发')).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await dialogWith('停用或启用请在列表中操作。');
    const contact = within(dialog).getByLabelText('联系人');
    expect((contact as HTMLInputElement).value).toBe('王经理');
    await user.clear(contact);
    await user.type(contact, '王建国');
    await user.click(within(dialog).getByRole('button', SAVE));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/api/management/stock/suppliers/7',
        body: { name: '嘉兴南湖水产批发', contact_person: '王建国', bank_account: '6228 4803 1234 5678' },
      }),
    );
  });

  it('asks before disabling a supplier, and says what stays', async () => {
    const calls = stubApi();
    renderAt('/project/stockMng/supplierList', <SupplierListPage />);
    const user = userEvent.setup();
    await user.click(within(await rowOf('嘉兴南湖水产批发')).getByRole('button', { name: /停\s*用/ }));
    const confirm = await dialogWith(
      '停用“嘉兴南湖水产批发”后，新的采购、入库和退货单据不能再选用它；已有的 3 张单据不受影响，随时可以重新启用。确定停用吗？',
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: /^停\s*用$/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/api/management/stock/suppliers/7',
        body: { status: 'disabled' },
      }),
    );
  });

  it('enables a disabled supplier after asking', async () => {
    const calls = stubApi();
    renderAt('/project/stockMng/supplierList', <SupplierListPage />);
    const user = userEvent.setup();
    await user.click(within(await rowOf('萧山蔬菜合作社')).getByRole('button', { name: /启\s*用/ }));
    const confirm = await dialogWith('确定重新启用“萧山蔬菜合作社”吗？启用后新单据可以再选用它。');
    await user.click(within(confirm).getByRole('button', { name: /^启\s*用$/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/api/management/stock/suppliers/8',
        body: { status: 'active' },
      }),
    );
  });

  it('deletes only a supplier no document names, after asking', async () => {
    const calls = stubApi();
    renderAt('/project/stockMng/supplierList', <SupplierListPage />);
    const user = userEvent.setup();
    const used = within(await rowOf('嘉兴南湖水产批发')).getByRole('button', { name: /删\s*除/ });
    expect((used as HTMLButtonElement).disabled).toBe(true);
    const wrapper = used.parentElement;
    if (!wrapper) {
      throw new Error('no tooltip wrapper');
    }
    await user.hover(wrapper);
    expect(await screen.findByText('已有 3 张单据使用该供应商，不能删除；不再合作请停用。')).toBeTruthy();

    await user.click(within(await rowOf('萧山蔬菜合作社')).getByRole('button', { name: /删\s*除/ }));
    const confirm = await dialogWith('确定删除“萧山蔬菜合作社”吗？删除后无法恢复。');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: /^删\s*除$/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/management/stock/suppliers/8'),
    );
  });

  it('exports what the filters select', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:suppliers', revokeObjectURL: () => {} }));
    const calls = stubApi();
    renderAt('/project/stockMng/supplierList?status=disabled&q=蔬菜', <SupplierListPage />);
    await rowOf('萧山蔬菜合作社');
    await userEvent.click(screen.getByRole('button', { name: /导出 CSV/ }));
    await waitFor(() => {
      const exported = calls.find((call) => call.path === '/api/management/stock/suppliers/export');
      expect(Object.fromEntries(exported?.query ?? [])).toEqual({ q: '蔬菜', status: 'disabled', format: 'csv' });
    });
  });

  it('speaks English', async () => {
    stubApi();
    setLanguage('en');
    renderAt('/project/stockMng/supplierList', <SupplierListPage />);
    const row = await rowOf('嘉兴南湖水产批发');
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByRole('button', { name: /Disable/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /New supplier/ })).toBeTruthy();
    expect(screen.getAllByRole('columnheader', { name: 'Tax number' }).length).toBeGreaterThan(0);
  });
});

describe('SupplierPicker', () => {
  it('searches active suppliers by name, and names the one a document already has', async () => {
    const calls = stubApi();
    renderAt(
      '/project/stockMng/importReceipt',
      <Form initialValues={{ supplier_id: 99 }}>
        <Form.Item name="supplier_id" label="供应商">
          <SupplierPicker known={{ id: 99, name: '已停用的老供应商' }} />
        </Form.Item>
      </Form>,
    );
    expect(await screen.findByText('已停用的老供应商')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox'), '南湖');
    await waitFor(() => {
      const searched = calls.filter((call) => call.path === '/api/management/stock/suppliers').at(-1)?.query;
      expect(Object.fromEntries(searched ?? [])).toMatchObject({ q: '南湖', status: 'active' });
    });
  });

  it('offers disabled suppliers too when it filters documents already written', async () => {
    const calls = stubApi();
    renderAt('/project/stockMng/importReceipt', <SupplierPicker includeDisabled />);
    await userEvent.click(screen.getByRole('combobox'));
    expect(await screen.findByText('萧山蔬菜合作社')).toBeTruthy();
    const query = calls.find((call) => call.path === '/api/management/stock/suppliers')?.query;
    expect(query?.has('status')).toBe(false);
  });
});
