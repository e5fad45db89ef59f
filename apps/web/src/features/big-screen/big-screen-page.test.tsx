import type { DashboardToday, SalesTotals } from '@tm/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, signInAs } from '../../shared/page-testing';
import { clearSession } from '../../shared/session';
import { BigScreenPage, ShopBoardPage } from './big-screen-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

const totals = (sale_count: number, sale_amount: number, returns = 0): SalesTotals => ({
  sale_count,
  sale_amount,
  sale_weight_g: sale_count * 500,
  sale_pieces: 0,
  return_count: returns ? 1 : 0,
  return_amount: returns,
  net_amount: sale_amount - returns,
  avg_sale: sale_count ? Math.round(sale_amount / sale_count) : 0,
});

function dashboard(saleCount: number): DashboardToday {
  return {
    now: '2026-11-24T02:30:00.000Z',
    today: totals(saleCount, saleCount * 1000, 300),
    yesterday_by_now: totals(4, 4000),
    yesterday: totals(10, 10_000),
    hourly: Array.from({ length: 24 }, (_, i) => ({
      hour: new Date(Date.UTC(2026, 10, 23, 16 + i)).toISOString(),
      sale_amount: i === 9 ? saleCount * 1000 : 0,
      sale_count: i === 9 ? saleCount : 0,
    })),
    scales: { total: 3, online: 2 },
    latest: [
      {
        id: 1,
        trade_time: '2026-11-24T02:20:00.000Z',
        name: '红富士苹果',
        shop_name: '西溪店',
        scale_name: '果蔬区 1 号秤',
        weight_g: 1250,
        quantity: null,
        total_price: 1238,
        type: 'sale',
      },
    ],
  };
}

/** The API with a sale count that grows by one at each call, and a live stream the test feeds. */
function stubServer() {
  let calls = 0;
  let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({ start: (controller) => void (stream = controller) });
  const send = (text: string) => stream?.enqueue(new TextEncoder().encode(text));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/api/live')) {
        send('event: ready\ndata: {}\n\n');
        return new Response(body);
      }
      if (url.includes('/dashboard/shops')) {
        const day = (net_amount: number, sale_count: number) => ({ net_amount, sale_count });
        const shops = [
          {
            shop_id: 7,
            shop_name: '西溪店',
            company_name: '鲜丰',
            today: day(9000, 9),
            yesterday_by_now: day(6000, 5),
          },
          {
            shop_id: 8,
            shop_name: '文三路店',
            company_name: '鲜丰',
            today: day(3000, 3),
            yesterday_by_now: day(4000, 4),
          },
          { shop_id: 9, shop_name: '新店', company_name: '鲜丰', today: day(0, 0), yesterday_by_now: day(0, 0) },
        ];
        return new Response(JSON.stringify({ code: 1, msg: 'ok', data: { now: '2026-11-24T02:30:00.000Z', shops } }));
      }
      if (!url.includes('/dashboard/today')) {
        // The shop picker's options.
        return new Response(JSON.stringify({ code: 1, msg: 'ok', data: { list: [], meta: { total: 0 } } }));
      }
      calls += 1;
      return new Response(JSON.stringify({ code: 1, msg: 'ok', data: dashboard(5 + calls) }));
    }),
  );
  return {
    sale: (shopId: number) => send(`event: sales\ndata: {"company_id":1,"shop_id":${shopId}}\n\n`),
    calls: () => calls,
  };
}

describe('BigScreenPage', () => {
  it('shows today against yesterday, the hours and the latest sales, and moves with a live sale of its shop', async () => {
    signInAs('USER', { company_info: null });
    const server = stubServer();
    renderAt('/project/datadashboard?shop_id=7', <BigScreenPage />);
    await waitFor(() => expect(screen.getByTestId('sale-count').textContent).toBe('6'));
    expect(screen.getByTestId('net-sales').textContent).toBe('¥57.00');
    expect(screen.getByText(/50% 较昨日同时/)).toBeTruthy();
    expect(screen.getByText('退货 1 笔，¥3.00')).toBeTruthy();
    expect(screen.getByText('红富士苹果')).toBeTruthy();
    expect(screen.getByText('1.250 kg')).toBeTruthy();
    expect(screen.getByText('在线电子秤 2 / 3')).toBeTruthy();
    // The hours read in yuan: an axis to ¥100 for the best hour's ¥60, whose figure is over its bar.
    const bars = screen.getByRole('img', { name: '今日每小时销售额' });
    expect([...bars.querySelectorAll('.big-screen__axis text')].map((text) => text.textContent)).toEqual([
      '¥0',
      '¥50',
      '¥100',
    ]);
    expect(bars.querySelector('.big-screen__bar-value')?.textContent).toBe('¥60');

    // A sale in another shop leaves the screen as it is; one in this shop refreshes it.
    server.sale(8);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls()).toBe(1);
    server.sale(7);
    await waitFor(() => expect(screen.getByTestId('sale-count').textContent).toBe('7'));
  });

  it('labels the hours of China’s day 0 to 21, whatever the browser’s time zone', async () => {
    // Node reads TZ again when it changes: the page's dates now run in UTC.
    vi.stubEnv('TZ', 'UTC');
    try {
      signInAs('USER', { company_info: null });
      stubServer();
      renderAt('/project/datadashboard?shop_id=7', <BigScreenPage />);
      await waitFor(() => expect(screen.getByTestId('sale-count').textContent).toBe('6'));
      const bars = screen.getByRole('img', { name: '今日每小时销售额' });
      const hourLabels = [...bars.querySelectorAll('g:not(.big-screen__axis) > text:not(.big-screen__bar-value)')];
      expect(hourLabels.map((text) => text.textContent)).toEqual(['0', '3', '6', '9', '12', '15', '18', '21']);
      expect(bars.querySelector('title')?.textContent).toMatch(/^00:00 /);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('lets an administrator choose a company, and a company user only a shop', async () => {
    signInAs('ADMIN');
    stubServer();
    const admin = renderAt('/admin/datadashboard', <BigScreenPage />);
    expect(await screen.findByText('选择公司')).toBeTruthy();
    expect(screen.getByText('全部门店')).toBeTruthy();
    admin.unmount();
    signInAs('USER');
    renderAt('/project/datadashboard', <BigScreenPage />);
    expect(await screen.findByText('全部门店')).toBeTruthy();
    expect(screen.queryByText('选择公司')).toBeNull();
  });

  it('ranks the shops by today with their share and their change against yesterday by now', async () => {
    signInAs('USER');
    stubServer();
    renderAt('/project/dashtwoboard', <ShopBoardPage />);
    await screen.findByText('西溪店');
    const ranking = screen.getByTestId('shop-ranking');
    const rows = [...ranking.querySelectorAll('li')].map((row) => row.textContent);
    expect(rows).toEqual([
      expect.stringMatching(/^1西溪店.*¥90\.009 笔↑ 50%$/),
      expect.stringMatching(/^2文三路店.*¥30\.003 笔↓ 25%$/),
      expect.stringMatching(/^3新店.*¥0\.000 笔—$/),
    ]);
    expect(screen.getByLabelText('占今日净销售额 75%')).toBeTruthy();
    expect(screen.getByText('3 家门店，今日合计 ¥120.00')).toBeTruthy();
  });
});
