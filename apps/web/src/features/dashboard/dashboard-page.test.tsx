import type { DashboardToday, SalesTotals } from '@tm/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okResponse, renderAt, signInAs, stubFetch, type ApiCall } from '../../shared/page-testing';
import { clearSession } from '../../shared/session';
import { DashboardPage } from './dashboard-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

const totals = (sale_count: number, sale_amount: number): SalesTotals => ({
  sale_count,
  sale_amount,
  sale_weight_g: 0,
  sale_pieces: 0,
  return_count: 0,
  return_amount: 0,
  net_amount: sale_amount,
  avg_sale: sale_count ? Math.round(sale_amount / sale_count) : 0,
});

const sale = (id: number, name: string, minutes: number, total_price: number) => ({
  id,
  trade_time: new Date(Date.UTC(2026, 10, 24, 2, minutes)).toISOString(),
  name,
  shop_name: '西溪店',
  scale_name: '果蔬区 1 号秤',
  weight_g: 1250,
  quantity: null,
  total_price,
  type: 'sale' as const,
});

function today(latest: DashboardToday['latest'], yesterdayAmount: number): DashboardToday {
  return {
    now: '2026-11-24T02:30:00.000Z',
    today: totals(latest.length, 5000),
    yesterday_by_now: totals(4, yesterdayAmount),
    yesterday: totals(10, 10_000),
    hourly: [],
    scales: { total: 3, online: 2 },
    latest,
  };
}

/** The dashboard's calls answered: today's figures, the shop count, and a live stream that stays open. */
const answers = (data: DashboardToday) => (call: ApiCall) =>
  call.path.endsWith('/dashboard/today')
    ? okResponse(data)
    : call.path.endsWith('/management/shops')
      ? okResponse({ list: [], meta: { total: 2 } })
      : call.path.endsWith('/live')
        ? new Response(new ReadableStream())
        : undefined;

const company = {
  id: 1,
  name: '鲜丰水果',
  contact_person: '',
  phone_number: '',
  address: '',
  role_name: '公司管理员',
  role_type: 'ADMIN' as const,
  permissions: [],
};

describe('DashboardPage', () => {
  it('greets the user and lists today’s latest sales with their time, shop, scale and amount', async () => {
    signInAs('USER', { company_info: company });
    stubFetch(answers(today([sale(2, '红富士苹果', 20, 1238), sale(1, '西芹', 5, 342)], 4000)));
    renderAt('/project/dashboard', <DashboardPage />);
    expect(screen.getByText('你好，李店长')).toBeTruthy();
    expect(screen.getByText('鲜丰水果 · 公司管理员')).toBeTruthy();
    const latest = (await screen.findByText('红富士苹果')).closest('ul');
    if (!latest) {
      throw new Error('the latest sales are not a list');
    }
    const rows = within(latest).getAllByRole('listitem');
    // The time as the browser's clock reads it (China's, for the console's users).
    const at = (minutes: number) => {
      const time = new Date(Date.UTC(2026, 10, 24, 2, minutes));
      return `${String(time.getHours()).padStart(2, '0')}:${String(time.getMinutes()).padStart(2, '0')}`;
    };
    expect(rows.map((row) => row.textContent)).toEqual([
      `红富士苹果${at(20)} · 西溪店 · 果蔬区 1 号秤¥12.38`,
      `西芹${at(5)} · 西溪店 · 果蔬区 1 号秤¥3.42`,
    ]);
    // ¥50.00 against ¥40.00 by the same hour yesterday.
    expect(screen.getByText('较昨日同时 ↑ 25%').className).toBe('dashboard-up');
  });

  it('says when nothing has sold yet today, and marks a fall against yesterday', async () => {
    signInAs('USER', { company_info: company });
    stubFetch(answers(today([], 10_000)));
    renderAt('/project/dashboard', <DashboardPage />);
    expect(await screen.findByText('今天还没有销售')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('较昨日同时 ↓ 50%').className).toBe('dashboard-down');
  });
});
