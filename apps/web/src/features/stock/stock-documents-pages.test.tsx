import type { Good, StockDocumentDetail, StockLine } from '@tm/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { useEffect } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerPresenter } from '../../shared/feedback';
import { setLanguage } from '../../shared/i18n';
import { formatTime } from '../../shared/format';
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
import { PurchaseOrderListPage, ReceiptListPage } from './stock-document-list-page';
import { StockDocumentPage } from './stock-document-page';

const NOW = '2026-05-04T02:00:00.000Z';
const SHOP = { id: 5, name: '文三路店' };
const OTHER_SHOP = { id: 6, name: '西溪店' };
const SUPPLIER = { id: 3, name: '萧山蔬菜合作社' };

const aLine = (over: Partial<StockLine>): StockLine => ({
  id: 1,
  line_no: 1,
  good_id: 7,
  plu: 101,
  good_name: '西红柿',
  category: '蔬菜',
  unit: 'g',
  quantity: 1500,
  unit_cost_fen: 1250,
  amount_fen: 1875,
  book_quantity: null,
  counted_quantity: null,
  difference: null,
  done_quantity: 0,
  order_line_id: null,
  receipt_line_id: null,
  note: '',
  ...over,
});

const aDocument = (over: Partial<StockDocumentDetail>): StockDocumentDetail => ({
  id: 41,
  company_id: 1,
  type: 'receipt',
  number: 'RK000012',
  status: 'posted',
  shop: SHOP,
  target_shop: null,
  supplier: SUPPLIER,
  order: null,
  receipt: null,
  loss_reason: null,
  category: '',
  expected_date: null,
  notes: '',
  lines_count: 2,
  amount_fen: 7275,
  reverses: null,
  reversed_by: null,
  created_by: { id: 1, name: '李店长' },
  posted_by: { id: 1, name: '李店长' },
  created_time: NOW,
  last_modified_time: NOW,
  posted_time: NOW,
  received_time: null,
  lines: [
    aLine({}),
    aLine({
      id: 2,
      line_no: 2,
      good_id: 8,
      plu: 202,
      good_name: '可乐 330ml',
      category: '饮料',
      unit: 'piece',
      quantity: 24,
      unit_cost_fen: 225,
      amount_fen: 5400,
    }),
  ],
  ...over,
});

const RECEIPT = aDocument({ order: { id: 30, number: 'CG000003' } });
const DRAFT_RECEIPT = aDocument({
  id: 42,
  number: null,
  status: 'draft',
  posted_by: null,
  posted_time: null,
  lines_count: 1,
  amount_fen: 1875,
});
const ORDER = aDocument({
  id: 30,
  type: 'purchase_order',
  number: 'CG000003',
  status: 'partly_received',
  expected_date: '2026-05-06',
  lines: [
    aLine({ id: 11, quantity: 2000, amount_fen: 2500, done_quantity: 1500 }),
    aLine({
      id: 12,
      line_no: 2,
      good_id: 8,
      plu: 202,
      good_name: '可乐 330ml',
      unit: 'piece',
      quantity: 24,
      unit_cost_fen: 225,
      amount_fen: 5400,
      done_quantity: 24,
    }),
  ],
});
const TRANSFER = aDocument({
  id: 50,
  type: 'transfer',
  number: null,
  status: 'draft',
  supplier: null,
  target_shop: OTHER_SHOP,
  posted_by: null,
  posted_time: null,
  lines: [aLine({ id: 21, quantity: 1200, unit_cost_fen: null, amount_fen: null })],
});
const STOCKTAKE = aDocument({
  id: 60,
  type: 'stocktake',
  number: null,
  status: 'draft',
  supplier: null,
  category: '蔬菜',
  posted_by: null,
  posted_time: null,
  amount_fen: 0,
  lines: [
    aLine({ id: 31, quantity: null, unit_cost_fen: 1000, amount_fen: null, book_quantity: 2000 }),
    aLine({
      id: 32,
      line_no: 2,
      good_id: 8,
      plu: 202,
      good_name: '可乐 330ml',
      unit: 'piece',
      quantity: null,
      unit_cost_fen: 200,
      amount_fen: null,
      book_quantity: 12,
      counted_quantity: 12,
      difference: 0,
    }),
  ],
});
const DOCUMENTS = [RECEIPT, DRAFT_RECEIPT, ORDER, TRANSFER, STOCKTAKE];

const aGood = (id: number, plu: number, name: string, pricingMode: Good['pricing_mode']): Good => ({
  id,
  company_id: 1,
  plu,
  item_code: String(plu),
  name_lines: [name],
  info_lines: [],
  unit_price: 598,
  pricing_mode: pricingMode,
  weight_unit: 'kg',
  fixed_weight_g: null,
  tare_g: 0,
  shelf_life_days: 0,
  packing_date_offset_days: 0,
  discounts: [],
  category: '',
  label_format_id: null,
  barcode_format_id: null,
  img_url: '',
  on_sale: true,
  version: 1,
  created_time: NOW,
  last_modified_time: NOW,
});
const GOODS = [aGood(7, 101, '西红柿', 'by_weight'), aGood(8, 202, '可乐 330ml', 'by_count')];

const ok = okResponse;
const refused = refusedResponse;

/** A fake API of the stock calls; `answer` may answer a call first. It records every call. */
function stubApi(answer: ApiAnswer = () => undefined) {
  return stubFetch(answer, (call) => {
    const one = /^\/api\/management\/stock\/documents\/(\d+)$/.exec(call.path);
    if (call.method === 'GET' && one) {
      const found = DOCUMENTS.find((document) => document.id === Number(one[1]));
      return found ? ok(found) : refused(404, 'ERCO000004', '单据不存在', null);
    }
    switch (`${call.method} ${call.path}`) {
      case 'GET /api/management/stock/documents': {
        const { type, status } = Object.fromEntries(call.query);
        const list = DOCUMENTS.filter((document) => document.type === type && (!status || document.status === status));
        return ok({ list, meta: { total: list.length } });
      }
      case 'GET /api/management/stock/documents/export':
        return new Response('\uFEFF单号\n1\n', {
          headers: { 'content-disposition': "attachment; filename*=UTF-8''documents.csv" },
        });
      case 'POST /api/management/stock/documents':
        return ok({ ...DRAFT_RECEIPT, id: 99 });
      case 'GET /api/management/shops/search':
        return ok({ list: [SHOP, OTHER_SHOP].map((shop) => ({ ...shop, company_id: 1 })), meta: { total: 2 } });
      case 'GET /api/management/stock/suppliers':
        return ok({ list: [{ ...SUPPLIER, status: 'active' }], meta: { total: 1 } });
      case 'GET /api/management/goods':
        return ok({ list: GOODS, meta: { total: GOODS.length } });
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

/** Where a page went: the document page's id, as the route shows it. */
function Opened() {
  return <p>opened {useParams().id}</p>;
}

const rowOf = async (text: string) => {
  const cell = await screen.findByText(text);
  const row = cell.closest<HTMLElement>('tr');
  if (!row) {
    throw new Error(`no row shows “${text}”`);
  }
  return row;
};

/** Opens an antd Select by its label (or its input) and picks the option that reads `option`. */
async function choose(field: string | HTMLElement, option: string) {
  const input = typeof field === 'string' ? screen.getByLabelText(field) : field;
  fireEvent.mouseDown(input);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((el) =>
      el.textContent.includes(option),
    );
    if (!found) {
      throw new Error(`no option ${option}`);
    }
    return found;
  });
  await userEvent.click(item);
}

const renderDocument = (id: number) =>
  renderAt(
    `/project/stockMng/importReceipt/${id}`,
    <>
      <ErrorDialogs />
      <Routes>
        <Route path="/project/stockMng/:list/:id" element={<StockDocumentPage />} />
        <Route path="/project/stockMng/importReceipt" element={<p>receipt list</p>} />
      </Routes>
    </>,
  );

beforeEach(() =>
  signInAs('USER', {
    company_info: {
      id: 1,
      name: '鲜丰水果',
      contact_person: '',
      phone_number: '',
      address: '',
      role_name: '',
      role_type: 'ADMIN',
      permissions: ['stock'],
    },
  }),
);
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setLanguage('ch');
});

describe('StockDocumentListPage', () => {
  it('lists the documents of its type as the address filters them, drafts without a number', async () => {
    const calls = stubApi();
    renderAt(
      '/project/stockMng/importReceipt?status=posted&shop_id=5&from=2026-05-01&to=2026-05-04&q=西红柿&bogus=1',
      <ReceiptListPage />,
    );
    const row = await rowOf('RK000012');
    expect(within(row).getByText('已过账')).toBeTruthy();
    expect(within(row).getByText('萧山蔬菜合作社')).toBeTruthy();
    expect(within(row).getByText('CG000003')).toBeTruthy();
    expect(within(row).getByText('¥72.75')).toBeTruthy();

    const query = calls.find((call) => call.path === '/api/management/stock/documents')?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      type: 'receipt',
      status: 'posted',
      shop_id: '5',
      from: '2026-05-01',
      to: '2026-05-04',
      q: '西红柿',
      page: '1',
      per_page: '10',
    });
  });

  it('on a phone shows each document as a card: number and status, shop, supplier, order and amount', async () => {
    pretendPhone();
    stubApi();
    renderAt('/project/stockMng/importReceipt', <ReceiptListPage />);
    const card = await cardWith('RK000012');
    expect(screen.queryByRole('table')).toBeNull();
    const fact = (name: string) => within(card).getByText(name).nextElementSibling?.textContent;
    expect(within(card).getByText('已过账')).toBeTruthy();
    expect(fact('供应商')).toBe('萧山蔬菜合作社');
    expect(fact('采购订单')).toBe('CG000003');
    expect(fact('金额')).toBe('¥72.75');
    // A posted receipt is kept as it is; a draft offers its edit and delete.
    expect(within(card).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    const draft = screen.getByText('¥18.75').closest('li')!;
    expect(within(draft).getByRole('button', { name: /删\s*除/ })).toBeTruthy();
  });

  it('exports what the filters select', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:documents', revokeObjectURL: () => {} }));
    const calls = stubApi();
    renderAt('/project/stockMng/importReceipt?status=posted', <ReceiptListPage />);
    await rowOf('RK000012');
    await userEvent.click(screen.getByRole('button', { name: /导出 CSV/ }));
    await waitFor(() => {
      const exported = calls.find((call) => call.path === '/api/management/stock/documents/export');
      expect(Object.fromEntries(exported?.query ?? [])).toEqual({ type: 'receipt', status: 'posted', format: 'csv' });
    });
  });

  it('asks before deleting a draft', async () => {
    const calls = stubApi();
    renderAt('/project/stockMng/importReceipt', <ReceiptListPage />);
    const draft = (await screen.findByText('¥18.75')).closest<HTMLElement>('tr');
    if (!draft) {
      throw new Error('no draft row');
    }
    // No number yet, the number column says; the status says why.
    expect(within(draft).getByText('未编号')).toBeTruthy();
    expect(within(draft).getByText('草稿')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(draft).getByRole('button', { name: /删\s*除/ }));
    const confirm = await dialogWith(`确定删除“文三路店 ${formatTime(NOW)} 的采购入库单草稿”吗？删除后无法恢复。`);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: /^删\s*除$/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/management/stock/documents/42'),
    );
  });

  it('creates a purchase order: says what is missing, then sends kilograms as grams and yuan as fen', async () => {
    const calls = stubApi();
    renderAt(
      '/project/stockMng/importOrder',
      <Routes>
        <Route path="/project/stockMng/importOrder" element={<PurchaseOrderListPage />} />
        <Route path="/project/stockMng/:list/:id" element={<Opened />} />
      </Routes>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /新建采购订单/ }));
    const dialog = await dialogWith('添加商品');
    await user.click(within(dialog).getByRole('button', { name: /保存草稿/ }));
    expect(await within(dialog).findByText('请选择门店')).toBeTruthy();
    expect(within(dialog).getByText('请选择供应商')).toBeTruthy();
    expect(within(dialog).getByText('请选择商品')).toBeTruthy();
    expect(within(dialog).getByText('请输入数量')).toBeTruthy();
    expect(within(dialog).getByText('请输入进价')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await choose('门店', '文三路店');
    await choose('供应商', '萧山蔬菜合作社');
    const goodBox = dialog.querySelector<HTMLElement>('#stock-document-form_lines_0_good');
    if (!goodBox) {
      throw new Error('no good box');
    }
    await choose(goodBox, '西红柿');
    // Too much is said to be too much, not to be a malformed weight.
    await user.type(within(dialog).getByLabelText('第 1 行数量'), '99999999999');
    await user.click(within(dialog).getByRole('button', { name: /保存草稿/ }));
    expect(await within(dialog).findByText('重量不能超过 1,000,000 kg')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('第 1 行数量'));
    await user.type(within(dialog).getByLabelText('第 1 行数量'), '1.5');
    await user.type(within(dialog).getByLabelText('第 1 行进价'), '12.5');
    expect(within(dialog).getByText('共 1 行，合计 ¥18.75')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: /保存草稿/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        type: 'purchase_order',
        shop_id: 5,
        supplier_id: 3,
        expected_date: null,
        notes: '',
        lines: [{ good_id: 7, quantity: 1500, unit_cost_fen: 1250, note: '' }],
      }),
    );
    expect(await screen.findByText('opened 99')).toBeTruthy();
  });

  it('shows the server’s refusal under the line it names', async () => {
    stubApi((call) =>
      call.method === 'POST'
        ? refused(400, 'ERCO000002', '提交的内容有误', { fields: { 'lines.0.quantity': '数量过大' } })
        : undefined,
    );
    renderAt('/project/stockMng/importOrder', <PurchaseOrderListPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /新建采购订单/ }));
    const dialog = await dialogWith('添加商品');
    await choose('门店', '文三路店');
    await choose('供应商', '萧山蔬菜合作社');
    const goodBox = dialog.querySelector<HTMLElement>('#stock-document-form_lines_0_good');
    if (!goodBox) {
      throw new Error('no good box');
    }
    await choose(goodBox, '可乐');
    await user.type(within(dialog).getByLabelText('第 1 行数量'), '900000');
    await user.type(within(dialog).getByLabelText('第 1 行进价'), '2');
    await user.click(within(dialog).getByRole('button', { name: /保存草稿/ }));
    expect(await within(dialog).findByText('数量过大')).toBeTruthy();
  });

  it('fills a new receipt from the open order picked on its form', async () => {
    const calls = stubApi();
    renderAt('/project/stockMng/importReceipt', <ReceiptListPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /新建采购入库单/ }));
    const dialog = await dialogWith('选择订单后按未收数量和进价填入商品行');
    await choose('采购订单', 'CG000003');
    expect(await screen.findByText('已按 CG000003 填入 1 行')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('第 1 行数量').value).toBe('0.500');
    const asked = calls.filter((call) => call.query.get('type') === 'purchase_order').map((c) => c.query.get('status'));
    expect(asked.sort()).toEqual(['partly_received', 'submitted']);
    await user.click(within(dialog).getByRole('button', { name: /保存草稿/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        type: 'receipt',
        shop_id: 5,
        supplier_id: 3,
        order_id: 30,
        lines: [{ good_id: 7, quantity: 500, unit_cost_fen: 1250, order_line_id: 11, note: '' }],
      }),
    );
  });

  it('speaks English', async () => {
    stubApi();
    setLanguage('en');
    renderAt('/project/stockMng/importReceipt', <ReceiptListPage />);
    const row = await rowOf('RK000012');
    expect(within(row).getByText('Posted')).toBeTruthy();
    expect(screen.getByRole('button', { name: /New goods receipt/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Supplier' })).toBeTruthy();
    expect(screen.getByText('No number yet')).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
  });
});

describe('StockDocumentPage', () => {
  it('shows a receipt’s lines in kilograms or pieces, links its order, and prints', async () => {
    stubApi();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderDocument(41);
    const tomatoes = await rowOf('西红柿');
    expect(within(tomatoes).getByText('1.500 kg')).toBeTruthy();
    expect(within(tomatoes).getByText('¥12.50/kg')).toBeTruthy();
    expect(within(tomatoes).getByText('¥18.75')).toBeTruthy();
    const cola = await rowOf('可乐 330ml');
    expect(within(cola).getByText('24 件')).toBeTruthy();
    expect(within(cola).getByText('¥2.25/件')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CG000003' }).getAttribute('href')).toBe(
      '/project/stockMng/importOrder/30',
    );
    expect(screen.getByText('合计（2 行）')).toBeTruthy();
    // The sheet's own heading and signature lines, shown on paper only.
    expect(screen.getByText('鲜丰水果')).toBeTruthy();
    expect(screen.getByText('收货人:')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /打\s*印/ }));
    expect(print).toHaveBeenCalled();
  });

  it('reverses a posted receipt after saying what it does, then opens the reversal', async () => {
    const reversal = aDocument({ id: 77, number: 'RK000013', reverses: { id: 41, number: 'RK000012' } });
    const calls = stubApi((call) => {
      if (call.path === '/api/management/stock/documents/41/reverse') {
        return ok(reversal);
      }
      return call.path === '/api/management/stock/documents/77' ? ok(reversal) : undefined;
    });
    renderDocument(41);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /冲\s*销/ }));
    const dialog = await dialogWith('将生成一张冲销单，把本单入库的商品从门店库存中减回，关联的采购订单恢复未收数量。');
    await user.type(within(dialog).getByLabelText('冲销原因'), '数量录错');
    await user.click(within(dialog).getByRole('button', { name: /^冲\s*销$/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/api/management/stock/documents/41/reverse',
        body: { notes: '数量录错', allow_negative: false },
      }),
    );
    expect((await screen.findAllByText(/RK000013/)).length).toBeGreaterThan(0);
    expect((await screen.findAllByRole('link', { name: 'RK000012' })).length).toBeGreaterThan(0);
    // The reversal takes the receipt's value back: its amounts count against it.
    expect(await screen.findByText('-¥72.75')).toBeTruthy();
    expect(screen.getByText('-¥54.00')).toBeTruthy();
  });

  it('lists the goods short when a transfer is sent, and sends it anyway once the clerk agrees', async () => {
    const posts: unknown[] = [];
    stubApi((call) => {
      if (call.path !== '/api/management/stock/documents/50/post') {
        return undefined;
      }
      posts.push(call.body);
      return posts.length === 1
        ? refused(409, 'ERCO000005', '部分商品库存不足，过账后将为负库存', {
            short: [{ good_id: 7, good_name: '西红柿', shop_id: 5, on_hand: 500, needed: 1200 }],
          })
        : ok({ ...TRANSFER, status: 'in_transit', number: 'DB000001' });
    });
    renderDocument(50);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /发\s*出$/ }));
    const confirm = await dialogWith(
      '发出后商品从调出门店减少库存，在调入门店收货前显示为“在途”；单据不能再修改，只能冲销。确定发出吗？',
    );
    await user.click(within(confirm).getByRole('button', { name: /^发\s*出$/ }));
    const short = await dialogWith('以下商品现有库存少于本单所需，继续将使库存变为负数。请核对实物后再决定：');
    expect(within(short).getByText('0.500 kg')).toBeTruthy();
    expect(within(short).getByText('1.200 kg')).toBeTruthy();
    expect(within(short).getByText('文三路店')).toBeTruthy();
    expect(screen.queryByText('错误信息')).toBeNull();
    await user.click(within(short).getByRole('button', { name: /仍然继续/ }));
    await waitFor(() => expect(posts).toEqual([{ allow_negative: false }, { allow_negative: true }]));
  });

  it('makes a receipt from an open order with what is still to come, at the order’s prices', async () => {
    const calls = stubApi();
    renderAt(
      '/project/stockMng/importOrder/30',
      <Routes>
        <Route path="/project/stockMng/:list/:id" element={<StockDocumentPage />} />
      </Routes>,
    );
    expect(within(await rowOf('西红柿')).getByText('0.500 kg')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /按订单入库/ }));
    const dialog = await dialogWith('新建采购入库单');
    expect(within(dialog).getByLabelText<HTMLInputElement>('第 1 行数量').value).toBe('0.500');
    expect(within(dialog).getByLabelText<HTMLInputElement>('第 1 行进价').value).toBe('12.50');
    expect(within(dialog).queryByLabelText('第 2 行数量')).toBeNull();
    expect(within(dialog).getByText('未收 0.500 kg')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /保存草稿/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        type: 'receipt',
        shop_id: 5,
        supplier_id: 3,
        order_id: 30,
        notes: '',
        lines: [{ good_id: 7, quantity: 500, unit_cost_fen: 1250, order_line_id: 11, note: '' }],
      }),
    );
  });

  it('asks before closing an order that will not be filled', async () => {
    const calls = stubApi();
    renderDocument(30);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /关闭订单/ }));
    const confirm = await dialogWith(
      '关闭采购订单 CG000003？未收的数量不再等待，已入库的商品不受影响；关闭后不能恢复。',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: /关闭订单/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.path).toBe('/api/management/stock/documents/30/close'),
    );
  });

  it('takes a stocktake’s counts typed in place and saves the changed ones', async () => {
    const calls = stubApi();
    renderDocument(60);
    const user = userEvent.setup();
    const counted = await screen.findByLabelText('西红柿 实盘数量');
    expect(screen.getByText('已盘 1 / 2 项')).toBeTruthy();
    await user.type(counted, '2.5');
    expect(within(await rowOf('西红柿')).getByText('+0.500 kg')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /保存盘点数量（1 项未保存）/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/api/management/stock/documents/60',
        body: {
          lines: [{ good_id: 7, counted_quantity: 2500, note: '' }],
        },
      }),
    );
  });

  it('shows a stocktake on a phone as a card a good, the counted box as wide as the card', async () => {
    pretendPhone();
    const calls = stubApi();
    renderDocument(60);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('西红柿 实盘数量').closest('table')).toBeNull());
    const counted = screen.getByLabelText('西红柿 实盘数量');
    const card = counted.closest<HTMLElement>('.ant-card');
    expect(card && within(card).getByText('PLU 101')).toBeTruthy();
    expect(card && within(card).getByText(/账面数量 2\.000 kg/)).toBeTruthy();
    await user.type(counted, '2.5{Enter}');
    expect(card && within(card).getByText('+0.500 kg')).toBeTruthy();
    // Enter went on to the next good's box.
    expect(document.activeElement).toBe(screen.getByLabelText('可乐 330ml 实盘数量'));
    await user.click(screen.getByRole('button', { name: /保存盘点数量（1 项未保存）/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        lines: [{ good_id: 7, counted_quantity: 2500, note: '' }],
      }),
    );
  });

  it('refuses a count that is not a quantity of the good’s unit', async () => {
    const calls = stubApi();
    renderDocument(60);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('可乐 330ml 实盘数量'), '{Backspace}{Backspace}1.5');
    await user.click(screen.getByRole('button', { name: /保存盘点数量/ }));
    expect(await screen.findByText(/有 1 项实盘数量不正确/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('imports a filled count sheet with its progress, and lists the rows it could not read', async () => {
    class FakeXhr {
      static last: FakeXhr | null = null;
      url = '';
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
      send() {
        FakeXhr.last = this;
      }
      abort() {}
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    stubApi();
    renderDocument(60);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /导入盘点数量/ }));
    const dialog = await dialogWith('先下载本单的盘点表，在“实盘数量”列填写后上传；按 PLU 对应商品，留空的行不改动。');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) {
      throw new Error('no file input');
    }
    await user.upload(input, new File(['PLU,实盘数量\n101,2.5\n'], 'counts.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: /开始导入/ }));

    const xhr = await waitFor(() => {
      if (!FakeXhr.last) {
        throw new Error('nothing sent');
      }
      return FakeXhr.last;
    });
    expect(xhr.url).toBe('/api/management/stock/documents/60/counts');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    expect(await within(dialog).findByText('正在上传 counts.csv…')).toBeTruthy();
    xhr.status = 200;
    xhr.responseText = JSON.stringify({
      code: 1,
      msg: 'ok',
      data: { updated: 1, errors: [{ row: 3, field: 'PLU', message: '商品不存在' }] },
    });
    xhr.onload?.();
    expect(await within(dialog).findByText('已更新 1 项实盘数量')).toBeTruthy();
    expect(within(dialog).getByText('商品不存在')).toBeTruthy();
  });

  it('deletes a draft after asking, and goes back to its list', async () => {
    const calls = stubApi();
    renderDocument(42);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /删\s*除/ }));
    const confirm = await dialogWith(`确定删除“文三路店 ${formatTime(NOW)} 的采购入库单草稿”吗？删除后无法恢复。`);
    await user.click(within(confirm).getByRole('button', { name: /^删\s*除$/ }));
    expect(await screen.findByText('receipt list')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/management/stock/documents/42');
  });

  it('says when the document does not exist', async () => {
    stubApi();
    renderDocument(404);
    expect(await screen.findByText('单据不存在或已删除')).toBeTruthy();
  });
});
