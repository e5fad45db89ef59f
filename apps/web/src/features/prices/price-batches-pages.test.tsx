import type { PriceBatchPreview } from '@tm/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '../../shared/format';
import { setLanguage } from '../../shared/i18n';
import { dialogWith, pretendPhone, renderAt, signInAs } from '../../shared/page-testing';
import { clearSession } from '../../shared/session';
import { PriceBatchListPage } from './price-batch-list-page';
import { PriceBatchPage } from './price-batch-page';
import {
  APPLIED,
  APPLIED_DETAIL,
  choose,
  ErrorDialogs,
  ok,
  refused,
  rowOf,
  SCHEDULED,
  stubPricesApi,
} from './prices-testing';

const SAVE = { name: /保存并计划生效/ };

const PREVIEW: PriceBatchPreview = {
  lines: [
    { good_id: 7, plu: 101, name: '西红柿', zone_id: null, before: 598, after: 550, unit_price: 550 },
    { good_id: 8, plu: 202, name: '可乐 330ml', zone_id: null, before: 300, after: 0, unit_price: 0 },
  ],
  problems: [{ good_id: 8, plu: 202, name: '可乐 330ml', zone_id: null, reason: 'price_not_positive' }],
};

/** Where a page went: the batch page's id, as the route shows it. */
function Opened() {
  return <p>opened {useParams().id}</p>;
}

const renderList = (search = '') =>
  renderAt(
    `/project/goodMng/priceBatches${search}`,
    <>
      <ErrorDialogs />
      <Routes>
        <Route path="/project/goodMng/priceBatches" element={<PriceBatchListPage />} />
        <Route path="/project/goodMng/priceBatches/:id" element={<Opened />} />
      </Routes>
    </>,
  );

const renderBatch = (id: number) =>
  renderAt(
    `/project/goodMng/priceBatches/${id}`,
    <Routes>
      <Route path="/project/goodMng/priceBatches/:id" element={<PriceBatchPage />} />
    </Routes>,
  );

beforeEach(() => signInAs('USER'));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  setLanguage('ch');
});

describe('PriceBatchListPage', () => {
  it('lists the batches the address filters, with their targets and what they change', async () => {
    const calls = stubPricesApi();
    renderList('?kind=markdown&status=active&zone_id=4&q=清货&bogus=1');
    const markdown = await rowOf('周五晚间清货');
    expect(within(markdown).getByText('降价中')).toBeTruthy();
    expect(within(markdown).getByText('降价 30%（7 折）')).toBeTruthy();
    expect(within(markdown).getByText('分类：蔬菜')).toBeTruthy();
    expect(within(markdown).getByText('城东片区')).toBeTruthy();
    const change = await rowOf('6 月蔬菜调价');
    expect(within(change).getByText('待生效')).toBeTruthy();
    expect(within(change).getByText('基础价')).toBeTruthy();
    expect(within(change).getByText('城西片区')).toBeTruthy();
    const query = calls.find((call) => call.path === '/api/management/prices/batches')?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      kind: 'markdown',
      status: 'active',
      zone_id: '4',
      q: '清货',
      page: '1',
      per_page: '10',
    });
  });

  it('on a phone, shows a batch as a card: its kind, status, what it changes and where, and its actions', async () => {
    pretendPhone();
    const calls = stubPricesApi();
    renderList();
    const link = await screen.findByRole('link', { name: '6 月蔬菜调价' });
    expect(link.closest('table')).toBeNull();
    const card = within(link.closest<HTMLElement>('.ant-card') as HTMLElement);
    expect(card.getByText('待生效')).toBeTruthy();
    expect(card.getByText('基础价')).toBeTruthy();
    expect(card.getByText('城西片区')).toBeTruthy();
    await userEvent.click(card.getByRole('button', { name: /取消调价/ }));
    await dialogWith(
      `取消“6 月蔬菜调价”？它原定于 ${formatTime(SCHEDULED.starts_time)} 生效，取消后不会改变任何价格，也不能恢复。`,
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks before cancelling a scheduled batch, and offers no cancel once one applied', async () => {
    const calls = stubPricesApi();
    renderList();
    const user = userEvent.setup();
    expect(within(await rowOf('4 月水果调价')).queryByRole('button', { name: /取消调价/ })).toBeNull();
    await user.click(within(await rowOf('6 月蔬菜调价')).getByRole('button', { name: /取消调价/ }));
    const confirm = await dialogWith(
      `取消“6 月蔬菜调价”？它原定于 ${formatTime(SCHEDULED.starts_time)} 生效，取消后不会改变任何价格，也不能恢复。`,
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: /^取消调价$/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.path).toBe('/api/management/prices/batches/41/cancel'),
    );
  });

  it('asks before ending a running markdown early', async () => {
    const calls = stubPricesApi();
    renderList();
    const user = userEvent.setup();
    expect(within(await rowOf('6 月蔬菜调价')).queryByRole('button', { name: /立即结束/ })).toBeNull();
    await user.click(within(await rowOf('周五晚间清货')).getByRole('button', { name: /立即结束/ }));
    const confirm = await dialogWith('“周五晚间清货”的商品马上恢复原价，秤下次同步时收到。');
    await user.click(within(confirm).getByRole('button', { name: /^立即结束$/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.path).toBe('/api/management/prices/batches/42/end'),
    );
  });

  it('rolls an applied change back after saying what it does, then opens the new batch', async () => {
    const calls = stubPricesApi((call) =>
      call.path === '/api/management/prices/batches/40/rollback'
        ? ok({ ...APPLIED_DETAIL, id: 43, name: '回滚：4 月水果调价', status: 'scheduled', rollback_of: 40 })
        : undefined,
    );
    renderList();
    const user = userEvent.setup();
    await user.click(within(await rowOf('4 月水果调价')).getByRole('button', { name: /回\s*滚/ }));
    const dialog = await dialogWith('将新建一个调价批次，把本批次的 1 个商品恢复为调价前的价格，并重新下发到秤。');
    await user.click(within(dialog).getByRole('button', { name: /^回\s*滚$/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/api/management/prices/batches/40/rollback',
        body: {},
      }),
    );
    expect(await screen.findByText('opened 43')).toBeTruthy();
  });

  it('opens a price change of the goods the link names, previews it, and shows the server’s refusal on its line', async () => {
    const calls = stubPricesApi((call) => {
      if (call.path === '/api/management/prices/batches/preview') {
        return ok(PREVIEW);
      }
      return call.method === 'POST' && call.path === '/api/management/prices/batches'
        ? refused(400, 'ERCO000002', '提交的内容有误', { 'items.1.unit_price': '价格须大于 0（服务器）' })
        : undefined;
    });
    renderList('?new=change&goods=7,8,99');
    const dialog = await dialogWith('当前基础价');
    expect(within(await rowOf('西红柿')).getByText('¥5.98')).toBeTruthy();
    expect(within(await rowOf('可乐 330ml')).getByText('¥3.00')).toBeTruthy();
    expect(within(dialog).getByText('链接中有 1 个商品不存在或已删除，已略过')).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/api/management/prices/goods/')).map((c) => c.path)).toEqual([
      '/api/management/prices/goods/7',
      '/api/management/prices/goods/8',
      '/api/management/prices/goods/99',
    ]);

    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('批次名称'), '6 月蔬菜调价');
    await user.type(within(dialog).getByLabelText('第 1 行新价格'), '5.5');
    await user.type(within(dialog).getByLabelText('第 2 行新价格'), '0.001');
    await user.click(within(dialog).getByRole('button', SAVE));
    expect(await within(dialog).findByText('请输入金额，例如 12.5（最多两位小数）')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/management/prices/batches')).toBe(false);

    await user.clear(within(dialog).getByLabelText('第 2 行新价格'));
    await user.type(within(dialog).getByLabelText('第 2 行新价格'), '0.00');
    const preview = await screen.findByRole('region', { name: '价格预览' });
    expect(await within(preview).findByText('-¥0.48 (-8.0%)')).toBeTruthy();
    expect(within(preview).getByText(/可乐 330ml · 基础价: 价格须大于 0/)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/management/prices/batches/preview')?.body).toMatchObject({
      kind: 'change',
      name: '6 月蔬菜调价',
      base: true,
      zone_ids: [],
      items: [
        { good_id: 7, unit_price: 550 },
        { good_id: 8, unit_price: 0 },
      ],
    });

    // The form says a zero price is wrong itself; the server's word on a line is shown the same way.
    await user.click(within(dialog).getByRole('button', SAVE));
    expect(await within(dialog).findByText('价格须大于 0')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('第 2 行新价格'));
    await user.type(within(dialog).getByLabelText('第 2 行新价格'), '3.5');
    await user.click(within(dialog).getByRole('button', SAVE));
    expect(await within(dialog).findByText('价格须大于 0（服务器）')).toBeTruthy();
    const sent = calls.find((call) => call.method === 'POST' && call.path === '/api/management/prices/batches');
    expect(sent?.body).toMatchObject({
      kind: 'change',
      items: [
        { good_id: 7, unit_price: 550 },
        { good_id: 8, unit_price: 350 },
      ],
    });
  });

  it('shows under the start time the batch it conflicts with', async () => {
    stubPricesApi((call) =>
      call.method === 'POST' && call.path === '/api/management/prices/batches'
        ? refused(409, 'ERCO000005', '数据已存在', {
            starts_time: '与“6 月蔬菜调价”冲突：同一商品同一区域在同一时间有两次调价',
          })
        : undefined,
    );
    renderList('?new=change&goods=7');
    const dialog = await dialogWith('当前基础价');
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('批次名称'), '补充调价');
    await user.type(within(dialog).getByLabelText('第 1 行新价格'), '5.5');
    await user.click(within(dialog).getByRole('button', SAVE));
    expect(await within(dialog).findByText('与“6 月蔬菜调价”冲突：同一商品同一区域在同一时间有两次调价')).toBeTruthy();
  });

  it('makes an administrator’s change in the company of the goods the link names', async () => {
    signInAs('ADMIN');
    const calls = stubPricesApi();
    renderAt(
      '/admin/goodMng/priceBatches?new=change&goods=7',
      <Routes>
        <Route path="/admin/goodMng/priceBatches" element={<PriceBatchListPage />} />
        <Route path="/admin/goodMng/priceBatches/:id" element={<Opened />} />
      </Routes>,
    );
    const dialog = await dialogWith('当前基础价');
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('批次名称'), '总部调价');
    await user.type(within(dialog).getByLabelText('第 1 行新价格'), '6');
    await user.click(within(dialog).getByRole('button', SAVE));
    await waitFor(() =>
      expect(
        calls.find((call) => call.method === 'POST' && call.path === '/api/management/prices/batches')?.body,
      ).toMatchObject({ company_id: 1, kind: 'change', items: [{ good_id: 7, unit_price: 600 }] }),
    );
  });

  it('says what a new change lacks, and adds goods found by the search box', async () => {
    const calls = stubPricesApi();
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /新建调价/ }));
    const dialog = await dialogWith('当前基础价');
    await user.click(within(dialog).getByRole('button', SAVE));
    expect(await within(dialog).findByText('请输入批次名称')).toBeTruthy();
    expect(within(dialog).getByText('请至少添加一个商品')).toBeTruthy();

    await user.click(within(dialog).getByLabelText('基础价'));
    await user.click(within(dialog).getByRole('button', SAVE));
    expect(await within(dialog).findByText('请勾选基础价或至少选择一个价格区域')).toBeTruthy();

    await choose(within(dialog).getByLabelText('添加商品'), '西红柿');
    const added = (await within(dialog).findByRole('cell', { name: '西红柿' })).closest('tr');
    expect(added?.textContent).toContain('¥5.98');
    await user.click(within(dialog).getByRole('button', SAVE));
    expect(await within(dialog).findByText('请输入新价格')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/management/prices/batches')).toBe(false);
  });

  it('takes a markdown in percent, says it in 折, and previews its prices', async () => {
    const calls = stubPricesApi((call) =>
      call.path === '/api/management/prices/batches/preview'
        ? ok({
            lines: [{ good_id: 7, plu: 101, name: '西红柿', zone_id: null, before: 598, after: 419, unit_price: null }],
            problems: [],
          })
        : undefined,
    );
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /新建降价/ }));
    const dialog = await dialogWith('降价幅度');
    await user.type(within(dialog).getByLabelText('批次名称'), '周五晚间清货');
    await user.type(within(dialog).getByLabelText('降价幅度'), '30');
    expect(await within(dialog).findByText('即打 7 折（按原价的 30% 减价）')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('降价分类'), '蔬菜{enter}');
    const preview = await screen.findByRole('region', { name: '价格预览' });
    expect(await within(preview).findByText('¥4.19')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/management/prices/batches/preview')?.body).toMatchObject({
      kind: 'markdown',
      name: '周五晚间清货',
      base: true,
      percent_off: 30,
      good_ids: [],
      categories: ['蔬菜'],
    });
  });

  it('speaks English', async () => {
    stubPricesApi();
    setLanguage('en');
    renderList();
    const row = await rowOf('周五晚间清货');
    expect(within(row).getByText('Running')).toBeTruthy();
    expect(within(row).getByText('30% off')).toBeTruthy();
    expect(screen.getByRole('button', { name: /New price change/ })).toBeTruthy();
    expect(within(await rowOf('4 月水果调价')).getByRole('button', { name: /Roll back/ })).toBeTruthy();

    // A markdown is said as the share taken off and the share still paid, not in 折.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /New markdown/ }));
    const dialog = await dialogWith('Percent off');
    await user.type(within(dialog).getByLabelText('Percent off'), '30');
    expect(await within(dialog).findByText('Customers pay 70% of the regular price')).toBeTruthy();
  });
});

describe('PriceBatchPage', () => {
  it('shows a batch’s prices at each target and how far its delivery got', async () => {
    stubPricesApi();
    renderBatch(APPLIED.id);
    expect(await screen.findByText('4 月水果调价')).toBeTruthy();
    expect(screen.getByText('已生效')).toBeTruthy();
    const base = await rowOf('¥5.50');
    expect(within(base).getByText('基础价')).toBeTruthy();
    expect(within(base).getByText('¥5.98')).toBeTruthy();
    const zone = await rowOf('¥6.50');
    expect(within(zone).getByText('城西片区')).toBeTruthy();
    const scale = await rowOf('水果秤 2');
    expect(within(scale).getByText('12 / 20 个商品')).toBeTruthy();
    expect(within(scale).getByText('西溪店')).toBeTruthy();
    expect(screen.getByRole('button', { name: /回\s*滚/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /取消调价/ })).toBeNull();
  });

  it('says when the batch does not exist', async () => {
    stubPricesApi();
    renderBatch(404);
    expect(await screen.findByText('批次不存在或无权查看')).toBeTruthy();
  });
});
