import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../shared/i18n';
import { cardWith, dialogWith, pretendPhone, renderAt, signInAs } from '../../shared/page-testing';
import { clearSession } from '../../shared/session';
import { PriceZoneListPage } from './price-zone-list-page';
import { choose, ErrorDialogs, refused, rowOf, stubPricesApi } from './prices-testing';

const SAVE = { name: /^保\s*存$/ };

beforeEach(() => signInAs('USER'));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  setLanguage('ch');
});

describe('PriceZoneListPage', () => {
  it('lists the zones the address searches for, with their shops, scales and own prices', async () => {
    const calls = stubPricesApi();
    renderAt('/project/goodMng/priceZones?q=城&page=2', <PriceZoneListPage />);
    const west = await rowOf('城西片区');
    expect(within(west).getByText('高端社区店')).toBeTruthy();
    expect(within(west).getByText('文三路店')).toBeTruthy();
    expect(within(west).getByText('西溪店')).toBeTruthy();
    expect(within(west).getByText('水果秤 2')).toBeTruthy();
    expect(within(west).getByText('12')).toBeTruthy();
    expect(within(await rowOf('城东片区')).getByText('无门店')).toBeTruthy();
    const query = calls.find((call) => call.path === '/api/management/prices/zones')?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({ q: '城', page: '2', per_page: '10' });
  });

  it('on a phone shows each zone as a card: its shops, scales and own prices, named, and its actions', async () => {
    pretendPhone();
    stubPricesApi();
    renderAt('/project/goodMng/priceZones', <PriceZoneListPage />);
    const west = await cardWith('城西片区');
    expect(screen.queryByRole('table')).toBeNull();
    const fact = (name: string) => within(west).getByText(name).nextElementSibling!;
    expect(within(fact('门店') as HTMLElement).getByText('文三路店')).toBeTruthy();
    expect(within(fact('单独加入的秤') as HTMLElement).getByText('水果秤 2')).toBeTruthy();
    expect(fact('区域定价商品数').textContent).toBe('12');
    expect(within(west).getByRole('button', { name: /删\s*除/ })).toBeTruthy();
    expect(within(await cardWith('城东片区')).getByText('无门店')).toBeTruthy();
  });

  it('says what is wrong on the form before creating a zone, then sends the shops chosen', async () => {
    const calls = stubPricesApi();
    renderAt('/project/goodMng/priceZones', <PriceZoneListPage />);
    await rowOf('城西片区');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /新建价格区域/ }));
    const dialog = await dialogWith('这些门店的秤按本区域价格销售；一个门店只能属于一个区域。');
    await user.click(within(dialog).getByRole('button', SAVE));
    expect(await within(dialog).findByText('请输入区域名称')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('区域名称'), '城北片区'.repeat(13));
    expect(await within(dialog).findByText('名称最多 50 个字符')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByLabelText('区域名称'));
    await user.type(within(dialog).getByLabelText('区域名称'), ' 城北片区 ');
    await user.type(within(dialog).getByLabelText('备注'), '新开门店');
    await choose(within(dialog).getByLabelText('门店'), '古墩路店');
    await user.click(within(dialog).getByRole('button', SAVE));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/api/management/prices/zones',
        body: { name: '城北片区', note: '新开门店', shop_ids: [7], scale_ids: [] },
      }),
    );
  });

  it('shows the server’s refusal under the field it names', async () => {
    stubPricesApi((call) =>
      call.method === 'POST'
        ? refused(400, 'ERCO000002', '提交的内容有误', { 'shop_ids.0': '文三路店已属于价格区域“城西片区”' })
        : undefined,
    );
    renderAt('/project/goodMng/priceZones', <PriceZoneListPage />);
    await rowOf('城西片区');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /新建价格区域/ }));
    const dialog = await dialogWith('这些门店的秤按本区域价格销售；一个门店只能属于一个区域。');
    await user.type(within(dialog).getByLabelText('区域名称'), '城北片区');
    await choose(within(dialog).getByLabelText('门店'), '文三路店');
    await user.click(within(dialog).getByRole('button', SAVE));
    expect(await within(dialog).findByText('文三路店已属于价格区域“城西片区”')).toBeTruthy();
  });

  it('edits a zone with its shops and scales filled in', async () => {
    const calls = stubPricesApi();
    renderAt('/project/goodMng/priceZones', <PriceZoneListPage />);
    const user = userEvent.setup();
    await user.click(within(await rowOf('城西片区')).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await dialogWith('编辑价格区域');
    expect(within(dialog).getByLabelText<HTMLInputElement>('区域名称').value).toBe('城西片区');
    await user.click(within(dialog).getByRole('button', SAVE));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/api/management/prices/zones/3',
        body: { name: '城西片区', note: '高端社区店', shop_ids: [5, 6], scale_ids: [21] },
      }),
    );
  });

  it('asks before deleting a zone, and says why the server refuses', async () => {
    const calls = stubPricesApi((call) =>
      call.method === 'DELETE'
        ? refused(409, 'ERCO000013', '数据仍在使用中，无法删除', {
            id: '有尚未结束的调价或降价使用该区域，请先取消',
          })
        : undefined,
    );
    renderAt(
      '/project/goodMng/priceZones',
      <>
        <ErrorDialogs />
        <PriceZoneListPage />
      </>,
    );
    const user = userEvent.setup();
    await user.click(within(await rowOf('城西片区')).getByRole('button', { name: /删\s*除/ }));
    const confirm = await dialogWith(
      '删除“城西片区”后，它的门店和秤改按基础价销售，12 个商品的区域价一并删除，并下发到秤。删除后无法恢复。',
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: /^删\s*除$/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/management/prices/zones/3'),
    );
    expect(await screen.findByText('有尚未结束的调价或降价使用该区域，请先取消')).toBeTruthy();
  });

  it('lets administrators choose the company of the list', async () => {
    signInAs('ADMIN');
    const calls = stubPricesApi();
    renderAt('/admin/goodMng/priceZones?company_id=2', <PriceZoneListPage />);
    await rowOf('城西片区');
    expect(document.querySelector('#price-zone-filters_company_id')).toBeTruthy();
    const query = calls.find((call) => call.path === '/api/management/prices/zones')?.query;
    expect(query?.get('company_id')).toBe('2');
  });

  it('speaks English', async () => {
    stubPricesApi();
    setLanguage('en');
    renderAt('/project/goodMng/priceZones', <PriceZoneListPage />);
    const east = await rowOf('城东片区');
    expect(within(east).getByText('No shops')).toBeTruthy();
    expect(screen.getByRole('button', { name: /New price zone/ })).toBeTruthy();
    expect(screen.getAllByRole('columnheader', { name: 'Goods with a zone price' }).length).toBeGreaterThan(0);
  });
});
