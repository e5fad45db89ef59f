import type { StatsGoodRow, StatsGoods, StatsPoint, StatsSales } from '@tm/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellMessages } from '../../app/shell.messages';
import { registerMessages, setLanguage } from '../../shared/i18n';
import { pretendPhone, renderAt, signInAs } from '../../shared/page-testing';
import { clearSession } from '../../shared/session';
import { GoodAnalysisPage } from './good-analysis-page';
import { SaleAnalysisPage } from './sale-analysis-page';
import { chinaToday, presetRange } from './stats-period';
import { totals } from './stats-testing';

// The page titles are the shell's, which the console layout registers around the pages.
registerMessages('shell', shellMessages);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
  setLanguage('ch');
});

const PERIOD = {
  from: '2026-11-18',
  to: '2026-11-24',
  previous_from: '2026-11-11',
  previous_to: '2026-11-17',
  unit: 'day' as const,
};

const point = (at: string, sale_amount: number): StatsPoint => ({
  at,
  sale_count: sale_amount / 1000,
  sale_amount,
  sale_weight_g: sale_amount,
  return_amount: 0,
  order_count: sale_amount / 2000,
});

const days = (from: number, amounts: number[], month = '11') =>
  amounts.map((amount, index) => point(`2026-${month}-${String(from + index).padStart(2, '0')}`, amount));

const salesAnswer = (): StatsSales => ({
  period: PERIOD,
  current: totals({
    sale_count: 50,
    sale_amount: 125_000,
    sale_weight_g: 31_250,
    return_count: 1,
    return_amount: 500,
    net_amount: 124_500,
    order_count: 40,
    avg_order: 3125,
  }),
  previous: totals({
    sale_count: 40,
    sale_amount: 100_000,
    sale_weight_g: 25_000,
    return_count: 2,
    return_amount: 1000,
    net_amount: 99_000,
    order_count: 0,
    avg_order: 0,
  }),
  trend: days(18, [10_000, 12_000, 20_000, 18_000, 15_000, 25_000, 25_000]),
  previous_trend: days(11, [10_000, 10_000, 20_000, 15_000, 15_000, 15_000, 15_000]),
  heat: [{ weekday: 6, hour: 9, sale_count: 12, sale_amount: 36_000 }],
  categories: [
    { category: '水果', sale_count: 30, sale_amount: 100_000, sale_weight_g: 25_000, sale_pieces: 0 },
    { category: '', sale_count: 20, sale_amount: 25_000, sale_weight_g: 6250, sale_pieces: 4 },
  ],
});

const ok = (data: unknown) => new Response(JSON.stringify({ code: 1, msg: 'ok', data }));

/** The API: the statistics call answers `stats`; pickers get empty pages. Records every URL. */
function stubApi(stats: (url: URL) => Response) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://test');
      urls.push(url);
      return url.pathname.startsWith('/api/management/stats/') ? stats(url) : ok({ list: [], meta: { total: 0 } });
    }),
  );
  return (path: string) => urls.filter((url) => url.pathname === `/api/management/stats/${path}`);
}

describe('SaleAnalysisPage', () => {
  it('shows the totals against the previous period, with the change coloured by good or bad news', async () => {
    signInAs('USER');
    const calls = stubApi(() => ok(salesAnswer()));
    renderAt('/project/statsMng/saleAnalysis?from=2026-11-18&to=2026-11-24&shop_id=7', <SaleAnalysisPage />);

    const amount = await screen.findByRole('region', { name: '销售额' });
    expect(within(amount).getByText('¥1,250.00')).toBeTruthy();
    expect(within(amount).getByText('↑ 25.0%').className).toContain('success');
    expect(within(amount).getByText('上期 ¥1,000.00')).toBeTruthy();

    // Fewer returns is good news: down, and green.
    const returns = screen.getByRole('region', { name: '退货金额' });
    expect(within(returns).getByText('↓ 50.0%').className).toContain('success');
    // Nothing before to compare with.
    expect(within(screen.getByRole('region', { name: '客单价' })).getByText('—')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '销售重量' })).getByText('31.250 kg')).toBeTruthy();

    const query = calls('sales')[0]?.searchParams;
    expect(query?.get('from')).toBe('2026-11-18');
    expect(query?.get('to')).toBe('2026-11-24');
    expect(query?.get('shop_id')).toBe('7');
    expect(query?.has('company_id')).toBe(false);
    expect(screen.getByText('2026-11-18 至 2026-11-24（7 天），对比上期 2026-11-11 至 2026-11-17')).toBeTruthy();
    expect(screen.queryByText(/本期含今天/)).toBeNull();
  });

  it('lists the numbers of every chart in tables, whether or not the chart can draw', async () => {
    signInAs('USER');
    stubApi(() => ok(salesAnswer()));
    renderAt('/project/statsMng/saleAnalysis?from=2026-11-18&to=2026-11-24', <SaleAnalysisPage />);

    const trendRow = (await screen.findByText('2026-11-24')).closest('tr');
    expect(trendRow?.textContent).toContain('¥250.00');
    expect(trendRow?.textContent).toContain('2026-11-17');
    expect(trendRow?.textContent).toContain('↑ 66.7%');
    expect(screen.getByText('09:00–10:00').closest('tr')?.textContent).toBe('周六09:00–10:00¥360.0012');
    expect(screen.getByText('水果').closest('tr')?.textContent).toContain('80.0%');
    expect(screen.getByText('未分类').closest('tr')?.textContent).toContain('¥250.00');
    expect(screen.getAllByRole('button', { name: /下载图片/ })).toHaveLength(3);
  });

  it('lists today by hour up to now: the hour under way has no change, and the figures say today is not over', async () => {
    // 05:30 in China.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T21:30:00Z'));
    signInAs('USER');
    const hours = (day: string, amount: (hour: number) => number) =>
      Array.from({ length: 24 }, (_, hour) => point(`${day} ${String(hour).padStart(2, '0')}:00`, amount(hour)));
    stubApi(() =>
      ok({
        ...salesAnswer(),
        period: {
          from: '2026-11-24',
          to: '2026-11-24',
          previous_from: '2026-11-23',
          previous_to: '2026-11-23',
          unit: 'hour',
        },
        trend: hours('2026-11-24', (hour) => (hour === 4 ? 5000 : hour === 5 ? 1000 : 0)),
        previous_trend: hours('2026-11-23', () => 2000),
      }),
    );
    try {
      renderAt('/project/statsMng/saleAnalysis?period=today', <SaleAnalysisPage />);
      expect((await screen.findByText('2026-11-24 04:00')).closest('tr')?.textContent).toContain('↑ 150.0%');
      expect(screen.getByText('2026-11-24 05:00').closest('tr')?.textContent).toContain('进行中');
      expect(screen.queryByText('2026-11-24 06:00')).toBeNull();
      expect(screen.getByText('本期含今天，今天的数字还在增加；上期按完整的日子计算。')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks again for the period of a quick choice', async () => {
    signInAs('USER');
    const calls = stubApi(() => ok(salesAnswer()));
    renderAt('/project/statsMng/saleAnalysis', <SaleAnalysisPage />);
    await screen.findByRole('region', { name: '销售额' });
    const today = chinaToday();
    expect(calls('sales')[0]?.searchParams.get('from')).toBe(presetRange('last7', today).from);

    await userEvent.click(screen.getByText('上月'));
    const lastMonth = presetRange('lastMonth', today);
    await waitFor(() => expect(calls('sales').at(-1)?.searchParams.get('from')).toBe(lastMonth.from));
    expect(calls('sales').at(-1)?.searchParams.get('to')).toBe(lastMonth.to);
  });

  it('says plainly when the company has not got statistics', async () => {
    signInAs('USER');
    stubApi(
      () =>
        new Response(
          JSON.stringify({
            code: 'ERCO000003',
            msg: '无权进行此操作',
            data: { fields: { feature: '贵公司未开通此功能，请联系系统管理员' } },
          }),
          { status: 403 },
        ),
    );
    renderAt('/project/statsMng/saleAnalysis', <SaleAnalysisPage />);
    expect(await screen.findByText('统计分析未开通')).toBeTruthy();
    expect(screen.getByText('贵公司未开通统计分析功能，请联系系统管理员开通后再查看。')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '销售额' })).toBeNull();
  });

  it('shows the period the server refuses, and never sends a period it would refuse', async () => {
    signInAs('USER');
    const calls = stubApi(() => ok(salesAnswer()));
    renderAt('/project/statsMng/saleAnalysis?from=2026-11-24&to=2026-11-01', <SaleAnalysisPage />);
    expect(await screen.findByText(/结束日期早于开始日期/)).toBeTruthy();
    await waitFor(() => expect(calls('sales')).toHaveLength(1));
    expect(calls('sales')[0]?.searchParams.get('from')).toBe(presetRange('last7', chinaToday()).from);
  });

  it('says which period the server refuses, in its words', async () => {
    signInAs('USER');
    stubApi(
      () =>
        new Response(
          JSON.stringify({
            code: 'ERCO000002',
            msg: '提交的内容有误',
            data: { fields: { to: '统计时段最长 366 天' } },
          }),
          { status: 400 },
        ),
    );
    renderAt('/project/statsMng/saleAnalysis', <SaleAnalysisPage />);
    expect(await screen.findByText('服务器拒绝了这个时段')).toBeTruthy();
    expect(screen.getByText('统计时段最长 366 天')).toBeTruthy();
  });

  it('speaks English', async () => {
    setLanguage('en');
    signInAs('USER');
    stubApi(() => ok(salesAnswer()));
    renderAt('/project/statsMng/saleAnalysis?from=2026-11-18&to=2026-11-24', <SaleAnalysisPage />);
    const amount = await screen.findByRole('region', { name: 'Sales amount' });
    expect(within(amount).getByText('Previous ¥1,000.00')).toBeTruthy();
    expect(screen.getByText('Sales analysis')).toBeTruthy();
    expect(screen.getByText('Last 7 days')).toBeTruthy();
    expect(screen.getByText('Sales by weekday and hour')).toBeTruthy();
    expect(screen.getByText('Sat')).toBeTruthy();
    expect(screen.getByText('Uncategorised')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Export data/ }).length).toBeGreaterThan(0);
    expect(screen.queryByText('销售额')).toBeNull();
  });
});

const aGood = (index: number): StatsGoodRow => ({
  good_id: 100 + index,
  plu: 1000 + index,
  name: `商品 ${index}`,
  category: '水果',
  pricing_mode: 'by_weight',
  img_url: '',
  sale_count: 10,
  sale_amount: 5000 - index * 100,
  sale_weight_g: 2500,
  sale_pieces: 0,
  return_amount: 0,
  previous_sale_amount: 2000,
});

function goodsAnswer(url: URL): StatsGoods {
  const page = Number(url.searchParams.get('page'));
  const perPage = Number(url.searchParams.get('per_page'));
  const first = (page - 1) * perPage;
  return {
    period: PERIOD,
    totals: totals({ sale_count: 250, sale_amount: 100_000, sale_weight_g: 62_500 }),
    list: Array.from({ length: Math.max(0, Math.min(perPage, 25 - first)) }, (_, i) => aGood(first + i + 1)),
    meta: { total: 25 },
  };
}

describe('GoodAnalysisPage', () => {
  it('sends the ranking’s sort, order, search and page, and pages through it on the server', async () => {
    signInAs('ADMIN');
    const calls = stubApi((url) => ok(goodsAnswer(url)));
    renderAt(
      '/admin/statsMng/goodAnalysis?from=2026-11-01&to=2026-11-24&company_id=3&sort=weight&order=asc&q=苹果&page=2',
      <GoodAnalysisPage />,
    );
    const row = (await screen.findByText('商品 11')).closest('tr');
    expect(row?.textContent).toMatch(/^11/);
    // 2.500 kg of 62.500 kg sold in all; ¥39.00 against ¥20.00 before.
    expect(row?.textContent).toContain('4.0%');
    expect(row?.textContent).toContain('↑ 95.0%');
    expect(
      within(row as HTMLElement)
        .getByRole('link', { name: '商品 11' })
        .getAttribute('href'),
    ).toBe('/admin/statsMng/goodAnalysis/111?from=2026-11-01&to=2026-11-24&company_id=3');

    const list = () =>
      calls('goods').filter((url) => url.searchParams.get('per_page') === '10' && url.searchParams.get('page') !== '1');
    const asked = list()[0]?.searchParams;
    expect(Object.fromEntries(asked ?? [])).toEqual({
      from: '2026-11-01',
      to: '2026-11-24',
      company_id: '3',
      sort: 'weight',
      order: 'asc',
      q: '苹果',
      page: '2',
      per_page: '10',
    });

    await userEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(list().at(-1)?.searchParams.get('page')).toBe('3'));
    expect(await screen.findByText('商品 21')).toBeTruthy();

    // A new search starts again at page 1.
    const search = screen.getByLabelText('商品名称或 PLU');
    await userEvent.clear(search);
    await userEvent.type(search, '1005{Enter}');
    await waitFor(() => expect(calls('goods').at(-1)?.searchParams.get('q')).toBe('1005'));
    expect(calls('goods').at(-1)?.searchParams.get('page')).toBe('1');

    await userEvent.click(screen.getByText('畅销榜'));
    await waitFor(() => expect(calls('goods').at(-1)?.searchParams.get('order')).toBe('desc'));
  });

  it('charts the first ten of the ranking with their table', async () => {
    signInAs('USER');
    stubApi((url) => ok(goodsAnswer(url)));
    renderAt('/project/statsMng/goodAnalysis?from=2026-11-01&to=2026-11-24', <GoodAnalysisPage />);
    expect(await screen.findByText('销售额前 10 名商品')).toBeTruthy();
    // Rank 1 in both the chart's table and the ranking.
    expect(screen.getAllByText('商品 1')).toHaveLength(2);
    expect(screen.getByText('共 25 条')).toBeTruthy();
  });

  it('on a phone ranks the goods as cards: rank and name, the PLU beside them, each figure named', async () => {
    signInAs('USER');
    pretendPhone();
    stubApi((url) => ok(goodsAnswer(url)));
    renderAt('/project/statsMng/goodAnalysis?from=2026-11-01&to=2026-11-24', <GoodAnalysisPage />);
    const ranking = await screen.findByRole('region', { name: '商品排行' });
    // The ten best are drawn in the chart, and listed once: in the ranking below it.
    const top = (await screen.findByText('销售额前 10 名商品')).closest<HTMLElement>('.ant-card');
    expect(within(top!).queryByRole('link', { name: '商品 1' })).toBeNull();
    const card = await waitFor(() => {
      const item = within(ranking).getByRole('link', { name: '商品 1' }).closest('li');
      expect(item).not.toBeNull();
      return item!;
    });
    expect(within(card).getByText('PLU 1001')).toBeTruthy();
    expect(within(card).getByText('销售额').nextElementSibling?.textContent).toBe('¥49.00');
    expect(within(card).getByText('销售额变化').nextElementSibling?.textContent).toBe('↑ 145.0%');
    expect(within(ranking).queryByRole('table')).toBeNull();
  });

  it('exports the whole ranking, not the page on screen', async () => {
    signInAs('USER');
    const calls = stubApi((url) => ok(goodsAnswer(url)));
    const saved: Blob[] = [];
    // jsdom has no object URLs: these take the file (and let it go later, as a browser would).
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:ranking'),
      revokeObjectURL: () => undefined,
    });
    renderAt('/project/statsMng/goodAnalysis?from=2026-11-01&to=2026-11-24', <GoodAnalysisPage />);
    await userEvent.click(await screen.findByRole('button', { name: /导出全部 25 个商品/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls('goods').at(-1)?.searchParams.get('per_page')).toBe('100');
    const lines = (await saved[0]!.text()).trim().split('\r\n');
    // A header and the 25 goods, ranked from 1, though the page shows ten.
    expect(lines).toHaveLength(26);
    expect(lines[1]).toMatch(/^1,/);
    expect(lines[25]).toMatch(/^25,/);
  });
});
