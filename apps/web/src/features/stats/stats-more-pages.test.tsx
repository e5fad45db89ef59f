import type { StatsGood, StatsOrders, StatsShop, StatsShops } from '@tm/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { shellMessages } from '../../app/shell.messages';
import { registerMessages } from '../../shared/i18n';
import { cardWith, pretendPhone, renderAt, signInAs } from '../../shared/page-testing';
import { clearSession } from '../../shared/session';
import { GoodDetailPage } from './good-detail-page';
import { OrderAnalysisPage } from './order-analysis-page';
import { ShopAnalysisPage } from './shop-analysis-page';
import { bestHours, ShopDetailPage } from './shop-detail-page';
import { csvOf, type StatsColumn } from './stats-table';
import { totals } from './stats-testing';

// The page titles are the shell's, which the console layout registers around the pages.
registerMessages('shell', shellMessages);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

const PERIOD = {
  from: '2026-11-24',
  to: '2026-11-24',
  previous_from: '2026-11-23',
  previous_to: '2026-11-23',
  unit: 'hour' as const,
};

const ok = (data: unknown) => new Response(JSON.stringify({ code: 1, msg: 'ok', data }));

function stubApi(stats: unknown) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://test');
      urls.push(url);
      return ok(url.pathname.startsWith('/api/management/stats/') ? stats : { list: [], meta: { total: 0 } });
    }),
  );
  return (path: string) => urls.filter((url) => url.pathname === `/api/management/stats/${path}`);
}

const rowOf = async (text: string) => {
  const row = (await screen.findByText(text)).closest('tr');
  if (!row) {
    throw new Error(`no row shows “${text}”`);
  }
  return row;
};

describe('OrderAnalysisPage', () => {
  it('shows orders, goods per order with one decimal and the average order, and orders by shop', async () => {
    signInAs('USER');
    const orders: StatsOrders = {
      period: PERIOD,
      current: totals({ order_count: 40, sale_count: 130, sale_amount: 200_000, avg_order: 5000 }),
      previous: totals({ order_count: 50, sale_count: 100, sale_amount: 150_000, avg_order: 3000 }),
      trend: [],
      previous_trend: [],
      shops: [
        { shop_id: 7, shop_name: '西溪店', order_count: 10, sale_count: 25, sale_amount: 40_000, avg_order: 4000 },
        { shop_id: 8, shop_name: '文三路店', order_count: 30, sale_count: 105, sale_amount: 160_000, avg_order: 5333 },
      ],
    };
    stubApi(orders);
    renderAt('/project/statsMng/orderAnalysis', <OrderAnalysisPage />);
    const perOrder = await screen.findByRole('region', { name: '每单商品数' });
    expect(within(perOrder).getByText('3.3')).toBeTruthy();
    expect(within(perOrder).getByText('上期 2.0')).toBeTruthy();
    expect(within(perOrder).getByText('↑ 62.5%')).toBeTruthy();
    // Fewer orders is worse: down, in red.
    expect(within(screen.getByRole('region', { name: '订单数' })).getByText('↓ 20.0%').className).toContain('danger');
    // Most orders first.
    const first = await rowOf('文三路店');
    expect(first.textContent).toBe('文三路店301053.5¥1,600.00¥53.33');
    expect(first.nextElementSibling?.textContent).toBe('西溪店10252.5¥400.00¥40.00');
  });
});

describe('ShopAnalysisPage', () => {
  it('ranks the shops with their share, orders and change, each linking to its own analysis', async () => {
    signInAs('ADMIN');
    const row = (shop_id: number, shop_name: string, net_amount: number, previous_net_amount: number) => ({
      ...totals({ net_amount, sale_amount: net_amount, order_count: 3 }),
      shop_id,
      shop_name,
      company_name: shop_id === 7 ? '鲜丰' : '果多',
      previous_net_amount,
    });
    const shops: StatsShops = {
      period: PERIOD,
      totals: totals({ net_amount: 100_000 }),
      list: [row(7, '西溪店', 75_000, 50_000), row(9, '新店', 25_000, 0)],
    };
    const calls = stubApi(shops);
    renderAt('/admin/statsMng/shopAnalysis?period=yesterday&shop_id=7', <ShopAnalysisPage />);
    const first = await rowOf('西溪店');
    expect(first.textContent).toContain('鲜丰');
    expect(first.textContent).toContain('75.0%');
    expect(first.textContent).toContain('↑ 50.0%');
    expect(within(first).getByRole('link').getAttribute('href')).toBe(
      '/admin/statsMng/shopAnalysis/7?period=yesterday&shop_id=7',
    );
    expect((await rowOf('新店')).textContent).toMatch(/—$/);
    expect(screen.getByText('2 家门店，合计净销售额 ¥1,000.00')).toBeTruthy();
    // The shop filter is not on the shop pages.
    expect(calls('shops')[0]?.searchParams.has('shop_id')).toBe(false);
  });

  it('on a phone ranks the shops as cards: rank and shop as the title, its company beside it, each figure named', async () => {
    signInAs('ADMIN');
    pretendPhone();
    const shops: StatsShops = {
      period: PERIOD,
      totals: totals({ net_amount: 100_000 }),
      list: [
        {
          ...totals({ net_amount: 75_000, sale_amount: 80_000, order_count: 3 }),
          shop_id: 7,
          shop_name: '西溪店',
          company_name: '鲜丰',
          previous_net_amount: 50_000,
        },
      ],
    };
    stubApi(shops);
    renderAt('/admin/statsMng/shopAnalysis?period=yesterday', <ShopAnalysisPage />);
    // The window's width is known once the page is drawn.
    const card = await cardWith('西溪店');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText('鲜丰')).toBeTruthy();
    const figure = (name: string) => within(card).getByText(name).nextElementSibling?.textContent;
    expect(figure('净销售额')).toBe('¥750.00');
    expect(figure('占比')).toBe('75.0%');
    expect(figure('订单数')).toBe('3');
  });
});

describe('GoodDetailPage', () => {
  it('shows the good, its prices sold at by day, its price changes, and the shops and scales selling it', async () => {
    signInAs('USER');
    const good: StatsGood = {
      period: { ...PERIOD, from: '2026-11-23', unit: 'day', previous_from: '2026-11-21', previous_to: '2026-11-22' },
      good: {
        good_id: 5,
        plu: 12,
        name: '红富士苹果',
        category: '水果',
        pricing_mode: 'by_weight',
        img_url: '',
        unit_price: 1280,
        weight_unit: 'kg',
      },
      current: totals({ sale_count: 4, sale_amount: 4000, sale_weight_g: 3200, net_amount: 4000 }),
      previous: totals({ sale_count: 2, sale_amount: 2000, sale_weight_g: 1600, net_amount: 2000 }),
      trend: [
        {
          at: '2026-11-23',
          sale_count: 0,
          sale_amount: 0,
          sale_weight_g: 0,
          sale_pieces: 0,
          return_amount: 0,
          order_count: 0,
          min_unit_price: null,
          max_unit_price: null,
        },
        {
          at: '2026-11-24',
          sale_count: 4,
          sale_amount: 4000,
          sale_weight_g: 3200,
          sale_pieces: 0,
          return_amount: 0,
          order_count: 4,
          min_unit_price: 1180,
          max_unit_price: 1280,
        },
      ],
      price_changes: [{ changed_time: '2026-11-24T02:00:00.000Z', zone_name: null, old_price: 1180, new_price: 1280 }],
      shops: [
        { shop_id: 7, shop_name: '西溪店', sale_count: 4, sale_amount: 4000, sale_weight_g: 3200, sale_pieces: 0 },
      ],
      scales: [
        {
          scale_id: 3,
          scale_name: '果蔬区 1 号秤',
          shop_name: '西溪店',
          sale_count: 3,
          sale_amount: 3000,
          sale_weight_g: 2400,
          sale_pieces: 0,
        },
        {
          scale_id: 4,
          scale_name: '收银秤',
          shop_name: '西溪店',
          sale_count: 1,
          sale_amount: 1000,
          sale_weight_g: 800,
          sale_pieces: 0,
        },
      ],
    };
    const calls = stubApi(good);
    renderAt(
      '/project/statsMng/goodAnalysis/5?from=2026-11-23&to=2026-11-24&shop_id=7',
      <Routes>
        <Route path="/project/statsMng/goodAnalysis/:id" element={<GoodDetailPage />} />
      </Routes>,
    );
    expect(await screen.findByText('商品详情分析 · 红富士苹果')).toBeTruthy();
    expect(screen.getByText('¥12.80/kg')).toBeTruthy();
    expect((await rowOf('2026-11-24')).textContent).toBe('2026-11-24¥40.0043.200 kg¥11.80¥12.80¥0.00');
    expect((await rowOf('2026-11-23')).textContent).toContain('—');
    expect((await rowOf('↑ 8.5%')).textContent).toContain('¥12.80');
    expect((await rowOf('果蔬区 1 号秤')).textContent).toContain('75.0%');
    expect((await rowOf('收银秤')).textContent).toContain('25.0%');
    expect(calls('goods/5')[0]?.searchParams.get('shop_id')).toBe('7');
  });
});

describe('ShopDetailPage', () => {
  it('marks the best hours of the day and shares the sales among the scales', async () => {
    signInAs('USER');
    const shop: StatsShop = {
      period: PERIOD,
      shop: { id: 7, name: '西溪店', company_name: '鲜丰' },
      current: totals({ sale_amount: 10_000, net_amount: 10_000 }),
      previous: totals(),
      trend: [],
      previous_trend: [],
      scales: [
        {
          scale_id: 3,
          scale_name: '果蔬区 1 号秤',
          sale_count: 5,
          sale_amount: 10_000,
          sale_weight_g: 5000,
          sale_pieces: 0,
        },
      ],
      hours: Array.from({ length: 24 }, (_, hour) => ({
        hour,
        sale_count: hour === 9 ? 3 : hour === 18 ? 2 : 0,
        sale_amount: hour === 9 ? 6000 : hour === 18 ? 4000 : 0,
      })),
    };
    const calls = stubApi(shop);
    renderAt(
      '/project/statsMng/shopAnalysis/7?period=today&shop_id=3',
      <Routes>
        <Route path="/project/statsMng/shopAnalysis/:id" element={<ShopDetailPage />} />
      </Routes>,
    );
    expect((await rowOf('高峰 1')).textContent).toContain('09:00–10:00');
    expect((await rowOf('高峰 2')).textContent).toContain('18:00–19:00');
    expect(screen.queryByText('高峰 3')).toBeNull();
    expect((await rowOf('果蔬区 1 号秤')).textContent).toContain('100.0%');
    const asked = calls('shops/7')[0]?.searchParams;
    expect([...(asked?.keys() ?? [])]).toEqual(['from', 'to']);
  });

  it('ranks hours by their sales, leaving out hours without any', () => {
    expect(
      bestHours([
        { hour: 8, sale_amount: 100 },
        { hour: 9, sale_amount: 300 },
        { hour: 10, sale_amount: 0 },
        { hour: 11, sale_amount: 300 },
      ]),
    ).toEqual([9, 11, 8]);
  });
});

describe('csvOf', () => {
  it('writes UTF-8 with a byte-order mark, yuan and kilograms as plain numbers, quoting where needed', () => {
    type Row = { name: string; fen: number; grams: number; change: number | null };
    const columns: StatsColumn<Row>[] = [
      { key: 'name', title: '商品', kind: 'text', value: (row) => row.name },
      { key: 'fen', title: '销售额', kind: 'fen', value: (row) => row.fen },
      { key: 'grams', title: '重量', kind: 'grams', value: (row) => row.grams },
      { key: 'change', title: '变化', kind: 'change', value: (row) => row.change },
    ];
    const text = csvOf(
      columns,
      [
        { name: '苹果, "红富士"', fen: 123_456, grams: 1250, change: 0.25 },
        { name: '梨', fen: 5, grams: 0, change: null },
        // A name a spreadsheet would run as a formula stays text.
        { name: '=HYPERLINK("http://x")', fen: 1, grams: 0, change: -0.5 },
      ],
      (column) => (column.kind === 'fen' ? `${column.title}（元）` : column.title),
    );
    expect(text).toBe(
      '\uFEFF商品,销售额（元）,重量,变化\r\n"苹果, ""红富士""",1234.56,1.250,+25.0%\r\n梨,0.05,0.000,\r\n' +
        `"'=HYPERLINK(""http://x"")",0.01,0.000,-50.0%\r\n`,
    );
  });
});
