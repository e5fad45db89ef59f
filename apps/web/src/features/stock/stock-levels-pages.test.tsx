import type { StockCard, StockLevel, StockLevelPage } from '@tm/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../shared/i18n';
import {
  pretendPhone,
  renderAt,
  signInAs,
  okResponse,
  stubFetch,
  type ApiAnswer,
  type ApiCall,
} from '../../shared/page-testing';
import { clearSession } from '../../shared/session';
import { StockCardPage } from './stock-card-page';
import { StockLevelListPage } from './stock-level-list-page';

const NOW = '2026-05-04T02:00:00.000Z';
const SHOP = { id: 2, name: '西湖店' };

const PORK: StockLevel = {
  shop: SHOP,
  good_id: 11,
  plu: 1001,
  good_name: '本地土猪五花肉',
  category: '肉类',
  unit: 'g',
  on_hand: -1250,
  in_transit: 0,
  unit_cost_fen: 3600,
  value_fen: -4500,
  daily_sales: 0,
  days_of_cover: null,
  flags: ['negative'],
  last_movement_time: NOW,
};
const COLA: StockLevel = {
  shop: SHOP,
  good_id: 12,
  plu: 2001,
  good_name: '可口可乐 330ml',
  category: '饮料',
  unit: 'piece',
  on_hand: 18,
  in_transit: 24,
  unit_cost_fen: 180,
  value_fen: 3240,
  daily_sales: 12,
  days_of_cover: 1.5,
  flags: ['low'],
  last_movement_time: NOW,
};
const SHRIMP: StockLevel = {
  shop: { id: 3, name: '滨江店' },
  good_id: 13,
  plu: 1002,
  good_name: '基围虾',
  category: '',
  unit: 'g',
  on_hand: 12_345,
  in_transit: 0,
  unit_cost_fen: 6800,
  value_fen: 83_946,
  daily_sales: 2500,
  days_of_cover: 4.938,
  flags: [],
  last_movement_time: null,
};
const LEVELS: StockLevelPage = {
  list: [PORK, COLA, SHRIMP],
  meta: { total: 3, value_fen: 1_234_567, negative_count: 1, low_count: 4 },
};

const CARD: StockCard = {
  shop: SHOP,
  good: { id: 11, plu: 1001, name: '本地土猪五花肉', unit: 'g' },
  on_hand: -1250,
  unit_cost_fen: 3600,
  value_fen: -4500,
  list: [
    {
      id: 504,
      kind: 'sale',
      quantity: -3250,
      unit_cost_fen: 3600,
      value_fen: -11_700,
      balance: -1250,
      document: null,
      trades_count: 17,
      time: NOW,
    },
    {
      id: 503,
      kind: 'receipt',
      quantity: -5000,
      unit_cost_fen: 3600,
      value_fen: -18_000,
      balance: 2000,
      document: { id: 41, type: 'receipt', number: 'RK000009', is_reversal: true },
      trades_count: 0,
      time: NOW,
    },
    {
      id: 502,
      kind: 'receipt',
      quantity: 5000,
      unit_cost_fen: 3600,
      value_fen: 18_000,
      balance: 7000,
      document: { id: 40, type: 'receipt', number: 'RK000008', is_reversal: false },
      trades_count: 0,
      time: NOW,
    },
  ],
  meta: { total: 23 },
};

const ok = okResponse;

/** A fake API of the stock calls; `answer` may answer a call first. It records every call. */
function stubApi(answer: ApiAnswer = () => undefined) {
  return stubFetch(answer, (call) => {
    switch (call.path) {
      case '/api/management/stock/levels':
        return ok(LEVELS);
      case '/api/management/stock/movements':
        return ok(CARD);
      case '/api/management/shops/search':
        return ok({ list: [{ ...SHOP, company_id: 1 }], meta: { total: 1 } });
      case '/api/management/stock/levels/export':
        return new Response('\uFEFFPLU\n1\n', {
          headers: { 'content-disposition': "attachment; filename*=UTF-8''stock.csv" },
        });
      default:
        return ok(null);
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

/** The summary tile titled so. */
const tileOf = async (title: string) => {
  const tile = (await screen.findByText(title)).closest<HTMLElement>('.ant-card');
  if (!tile) {
    throw new Error(`no tile “${title}”`);
  }
  return tile;
};

const queryOf = (calls: ApiCall[], path: string) =>
  Object.fromEntries(calls.filter((call) => call.path === path).at(-1)?.query ?? []);

/** The stock pages under their routes, so that a row can open a card. */
const renderStock = (path: string) =>
  renderAt(
    path,
    <Routes>
      <Route path="/project/stockMng/stockList" element={<StockLevelListPage />} />
      <Route path="/project/stockMng/stockList/card/:shopId/:goodId" element={<StockCardPage />} />
    </Routes>,
  );

beforeEach(() => signInAs('USER'));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  setLanguage('ch');
});

describe('StockLevelListPage', () => {
  it('sums what the filters select, and shows each figure in the good’s unit', async () => {
    const calls = stubApi();
    renderStock('/project/stockMng/stockList?shop_id=2&q=肉&category=肉类&flag=negative');

    const pork = await rowOf('本地土猪五花肉');
    expect(queryOf(calls, '/api/management/stock/levels')).toEqual({
      shop_id: '2',
      q: '肉',
      category: '肉类',
      flag: 'negative',
      page: '1',
      per_page: '10',
    });
    expect(within(await tileOf('库存金额（按成本）')).getByText('¥12,345.67')).toBeTruthy();
    expect(within(await tileOf('负库存商品')).getByText('1')).toBeTruthy();
    expect(within(await tileOf('低库存商品')).getByText('4')).toBeTruthy();

    expect(within(pork).getByText('1001')).toBeTruthy();
    expect(within(pork).getByText('-1.250 kg')).toBeTruthy();
    expect(within(pork).getByText('¥36.00/kg')).toBeTruthy();
    expect(within(pork).getByText('-¥45.00')).toBeTruthy();
    expect(within(pork).getByText('负库存')).toBeTruthy();
    // A negative row is tinted, its on-hand figure red: it stands out at a glance.
    expect(pork.style.background).not.toBe('');
    expect(within(pork).getByText('-1.250 kg').style.color).not.toBe('');

    const cola = await rowOf('可口可乐 330ml');
    expect(within(cola).getByText('18 件')).toBeTruthy();
    expect(within(cola).getByText('24 件')).toBeTruthy();
    expect(within(cola).getByText('¥1.80/件')).toBeTruthy();
    expect(within(cola).getByText('12 件')).toBeTruthy();
    expect(within(cola).getByText('1.5')).toBeTruthy();
    expect(within(cola).getByText('低库存')).toBeTruthy();
    expect(cola.style.background).toBe('');

    const shrimp = await rowOf('基围虾');
    expect(within(shrimp).getByText('12.345 kg')).toBeTruthy();
    expect(within(shrimp).getByText('¥839.46')).toBeTruthy();
    expect(within(shrimp).getByText('2.500 kg')).toBeTruthy();
    expect(within(shrimp).getByText('4.9')).toBeTruthy();
    // One shop chosen: the shop column would only repeat it.
    expect(within(shrimp).queryByText('滨江店')).toBeNull();
  });

  it('names each row’s shop when every shop is listed, and days of cover is “—” when nothing sold', async () => {
    stubApi();
    renderStock('/project/stockMng/stockList');
    expect(within(await rowOf('基围虾')).getByText('滨江店')).toBeTruthy();
    const pork = await rowOf('本地土猪五花肉');
    expect(within(pork).getByText('西湖店')).toBeTruthy();
    expect(within(pork).getAllByText('—').length).toBeGreaterThanOrEqual(2);
  });

  it('narrows the list to the goods below zero from their tile', async () => {
    const calls = stubApi();
    renderStock('/project/stockMng/stockList?shop_id=2');
    await rowOf('本地土猪五花肉');
    await userEvent.click(within(await tileOf('负库存商品')).getByRole('button', { name: /只看这些/ }));
    await waitFor(() =>
      expect(queryOf(calls, '/api/management/stock/levels')).toMatchObject({ shop_id: '2', flag: 'negative' }),
    );
  });

  it('opens the good’s stock card in that shop from its row', async () => {
    const calls = stubApi();
    renderStock('/project/stockMng/stockList');
    const cola = await rowOf('可口可乐 330ml');
    await userEvent.click(within(cola).getByText('18 件'));
    await screen.findByText('库存流水（最新在前）');
    expect(queryOf(calls, '/api/management/stock/movements')).toMatchObject({ shop_id: '2', good_id: '12' });
  });

  it('on a phone, shows a card a good: how much there is, in which shop, how long it lasts', async () => {
    pretendPhone();
    stubApi();
    renderStock('/project/stockMng/stockList');
    const link = await screen.findByRole('link', { name: '可口可乐 330ml' });
    expect(link.closest('table')).toBeNull();
    const card = link.closest<HTMLElement>('.ant-card');
    expect(card).not.toBeNull();
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('PLU 2001')).toBeTruthy();
    expect(inCard.getByText('西湖店')).toBeTruthy();
    expect(inCard.getByText('18 件')).toBeTruthy();
    expect(inCard.getByText('1.5')).toBeTruthy();
    expect(inCard.getByText('低库存')).toBeTruthy();
    await userEvent.click(link);
    await screen.findByText('库存流水（最新在前）');
  });

  it('exports what the filters select', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:stock', revokeObjectURL: () => {} }));
    const calls = stubApi();
    renderStock('/project/stockMng/stockList?flag=low&category=饮料');
    await rowOf('可口可乐 330ml');
    await userEvent.click(screen.getByRole('button', { name: /导出 CSV/ }));
    await waitFor(() =>
      expect(queryOf(calls, '/api/management/stock/levels/export')).toEqual({
        category: '饮料',
        flag: 'low',
        format: 'csv',
      }),
    );
  });

  it('speaks English', async () => {
    stubApi();
    setLanguage('en');
    renderStock('/project/stockMng/stockList');
    const cola = await rowOf('可口可乐 330ml');
    expect(within(cola).getByText('18 pcs')).toBeTruthy();
    expect(within(cola).getByText('¥1.80/pc')).toBeTruthy();
    expect(within(cola).getByText('Low')).toBeTruthy();
    expect(within(await rowOf('本地土猪五花肉')).getByText('Negative')).toBeTruthy();
    expect(await tileOf('Stock value (at cost)')).toBeTruthy();
  });
});

describe('StockCardPage', () => {
  it('shows the figures and every movement signed, with its document or its sales', async () => {
    const calls = stubApi();
    renderStock('/project/stockMng/stockList/card/2/11?page=2');
    expect(await screen.findByText('1001 本地土猪五花肉 · 西湖店')).toBeTruthy();
    expect(queryOf(calls, '/api/management/stock/movements')).toEqual({
      shop_id: '2',
      good_id: '11',
      page: '2',
      per_page: '10',
    });
    expect(screen.getByText('共 23 条')).toBeTruthy();

    const sale = await rowOf('17 笔销售');
    expect(within(sale).getByText('销售')).toBeTruthy();
    expect(within(sale).getByText('-3.250 kg').style.color).toBe('rgb(207, 19, 34)');
    expect(within(sale).getByText('-1.250 kg')).toBeTruthy();
    expect(within(sale).getByText('-¥117.00')).toBeTruthy();

    const reversal = await rowOf('RK000009');
    expect(within(reversal).getByText('冲销')).toBeTruthy();
    expect(within(reversal).getByRole('link', { name: 'RK000009' }).getAttribute('href')).toBe(
      '/project/stockMng/importReceipt/41',
    );

    const receipt = await rowOf('RK000008');
    expect(within(receipt).getByText('入库')).toBeTruthy();
    expect(within(receipt).getByText('+5.000 kg').style.color).toBe('rgb(56, 158, 13)');
    expect(within(receipt).getByText('¥36.00/kg')).toBeTruthy();
    expect(within(receipt).getByText('7.000 kg')).toBeTruthy();
    expect(within(receipt).queryByText('冲销')).toBeNull();
  });

  it('says so when the shop or the good is not there', async () => {
    stubApi((call) =>
      call.path === '/api/management/stock/movements'
        ? new Response(JSON.stringify({ code: 'ERCO000003', msg: '商品不存在', data: null }), { status: 404 })
        : undefined,
    );
    renderStock('/project/stockMng/stockList/card/2/999');
    expect(await screen.findByText('找不到这个商品在该门店的库存卡')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回库存列表' }).getAttribute('href')).toBe(
      '/project/stockMng/stockList?shop_id=2',
    );
  });

  it('speaks English', async () => {
    stubApi();
    setLanguage('en');
    renderStock('/project/stockMng/stockList/card/2/11');
    expect(await screen.findByText('17 sales records')).toBeTruthy();
    expect(within(await rowOf('RK000009')).getByText('Reversal')).toBeTruthy();
    expect(screen.getAllByText('Receipt').length).toBe(2);
    expect(screen.getByText('Movements (newest first)')).toBeTruthy();
  });
});
