import type { Shop } from '@tm/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../shared/i18n';
import {
  dialogWith,
  okResponse,
  pretendPhone,
  renderAt,
  signInAs,
  stubFetch,
  type ApiCall,
} from '../../shared/page-testing';
import { clearSession } from '../../shared/session';
import { ShopListPage } from './shop-list-page';

const NOW = '2026-03-02T08:00:00.000Z';

const aShop = (id: number, overrides: Partial<Shop> = {}): Shop => ({
  id,
  company_id: 7,
  company_name: '鲜丰生鲜超市',
  name: `文三路店 ${id}`,
  contact_person: '王店长',
  phone_number: '13900000000',
  img_url: '',
  address: '杭州市西湖区文三路 1 号',
  telephone: '',
  desc: '',
  categories: ['蔬菜', '水果'],
  created_time: NOW,
  last_modified_time: NOW,
  ...overrides,
});

/** The shop list API over `total` shops, a page of them at a time. */
const shopsApi =
  (total: number) =>
  ({ path, query }: ApiCall) => {
    if (path !== '/api/management/shops') {
      return undefined;
    }
    const page = Number(query.get('page') ?? 1);
    const perPage = Number(query.get('per_page') ?? 10);
    const ids = Array.from({ length: total }, (_, index) => index + 1).slice((page - 1) * perPage, page * perPage);
    return okResponse({ list: ids.map((id) => aShop(id)), meta: { total } });
  };

const listCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.path === '/api/management/shops').map((call) => Object.fromEntries(call.query));

beforeEach(() => signInAs('USER'));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
  setLanguage('ch');
});

describe('ShopListPage', () => {
  it('lists the shops a page at a time, each linking to its page, with the total', async () => {
    const calls = stubFetch(shopsApi(23));
    renderAt('/project/shopMng/shopList', <ShopListPage />);
    const first = await screen.findByRole('link', { name: '文三路店 1' });
    expect(first.getAttribute('href')).toBe('/project/shopMng/shopList/manage/1');
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('共 23 条')).toBeTruthy();
    const row = first.closest('tr')!;
    expect(within(row).getByText('蔬菜')).toBeTruthy();
    expect(within(row).getByTitle('杭州市西湖区文三路 1 号')).toBeTruthy();

    fireEvent.click(screen.getByTitle('3'));
    expect(await screen.findByRole('link', { name: '文三路店 21' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(listCalls(calls).at(-1)).toMatchObject({ page: '3', per_page: '10' });
  });

  it('on a phone shows each shop as a card: its name, whom to call with a tap, where it is, its actions', async () => {
    pretendPhone();
    const calls = stubFetch(shopsApi(23));
    renderAt('/project/shopMng/shopList', <ShopListPage />);
    const first = await screen.findByRole('link', { name: '文三路店 1' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = first.closest('li')!;
    expect(within(card).getByRole('link', { name: '13900000000' }).getAttribute('href')).toBe('tel:13900000000');
    expect(within(card).getByText('王店长')).toBeTruthy();
    expect(within(card).getByText('杭州市西湖区文三路 1 号')).toBeTruthy();
    expect(within(card).getByText('水果')).toBeTruthy();
    expect(within(card).getByRole('button', { name: /编\s*辑/ })).toBeTruthy();
    expect(screen.getAllByRole('listitem').filter((item) => item.closest('.list-pager') === null)).toHaveLength(10);

    fireEvent.click(screen.getByTitle('3'));
    expect(await screen.findByRole('link', { name: '文三路店 21' })).toBeTruthy();
    expect(listCalls(calls).at(-1)).toMatchObject({ page: '3', per_page: '10' });
  });

  it('searches by name and contact from the first page; Reset shows every shop again', async () => {
    const calls = stubFetch(shopsApi(23));
    renderAt('/project/shopMng/shopList?page=2', <ShopListPage />);
    await screen.findByRole('link', { name: '文三路店 11' });
    fireEvent.change(screen.getByRole('textbox', { name: '门店名称' }), { target: { value: ' 文三 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: '联系人或手机' }), { target: { value: '王' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toEqual({ name: '文三', contact: '王', page: '1', per_page: '10' }),
    );

    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: '1', per_page: '10' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '门店名称' }).value).toBe('');
  });

  it('says what to do when there is no shop, and that none matches the filters of the address', async () => {
    stubFetch(shopsApi(0));
    renderAt('/project/shopMng/shopList', <ShopListPage />);
    expect(await screen.findByText('还没有门店。新建第一家门店后，就可以为它添加电子秤和商品。')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
    cleanup();

    renderAt('/project/shopMng/shopList?name=%E6%96%87%E4%B8%89', <ShopListPage />);
    expect(await screen.findByText('没有符合条件的门店')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '门店名称' }).value).toBe('文三');
  });

  it('opens the dialog to create a shop', async () => {
    stubFetch(shopsApi(3));
    renderAt('/project/shopMng/shopList', <ShopListPage />);
    await screen.findByRole('link', { name: '文三路店 1' });
    fireEvent.click(screen.getByRole('button', { name: /新建门店/ }));
    const created = await screen.findByRole('dialog');
    expect(within(created).getByText('新建门店')).toBeTruthy();
    expect(within(created).getByRole<HTMLInputElement>('textbox', { name: /门店名称/ }).value).toBe('');
  });

  it('opens the dialog to edit a shop, with its details', async () => {
    stubFetch(shopsApi(3));
    renderAt('/project/shopMng/shopList', <ShopListPage />);
    await screen.findByRole('link', { name: '文三路店 1' });
    const row = screen.getByRole('link', { name: '文三路店 2' }).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const edited = await dialogWith('编辑门店');
    expect(within(edited).getByRole<HTMLInputElement>('textbox', { name: /门店名称/ }).value).toBe('文三路店 2');
  });

  it("shows administrators each shop's company, and filters by the company chosen", async () => {
    signInAs('ADMIN');
    const calls = stubFetch(shopsApi(3), ({ path }) =>
      path === '/api/management/companies/search'
        ? okResponse({ list: [{ id: 7, name: '鲜丰生鲜超市' }], meta: { total: 1 } })
        : undefined,
    );
    renderAt('/admin/shopMng/shopList?company_id=7', <ShopListPage />);
    const link = await screen.findByRole('link', { name: '文三路店 1' });
    expect(link.getAttribute('href')).toBe('/admin/shopMng/shopList/manage/1');
    expect(screen.getByRole('columnheader', { name: '所属公司' })).toBeTruthy();
    expect(within(link.closest('tr')!).getByText('鲜丰生鲜超市')).toBeTruthy();
    // The picker, loaded once the page shows, holds the company of the address.
    await waitFor(() => expect(document.getElementById('shop-filters_company_id')).not.toBeNull());
    expect(listCalls(calls).at(-1)).toMatchObject({ company_id: '7' });
  });

  it('offers deleting a shop to the company’s administrator, not to its staff', async () => {
    const company = {
      id: 7,
      name: '鲜丰生鲜超市',
      contact_person: '王店长',
      phone_number: '13900000000',
      address: '',
      role_name: '公司管理员',
      role_type: 'ADMIN' as const,
      permissions: [],
    };
    for (const [role, deletes] of [
      ['ADMIN', 1],
      ['USER', 0],
    ] as const) {
      signInAs('USER', { company_info: { ...company, role_type: role } });
      stubFetch(shopsApi(1));
      renderAt('/project/shopMng/shopList', <ShopListPage />);
      const row = (await screen.findByRole('link', { name: '文三路店 1' })).closest('tr')!;
      expect(within(row).queryAllByRole('button', { name: /删\s*除/ })).toHaveLength(deletes);
      cleanup();
    }
  });

  it('speaks English', async () => {
    setLanguage('en');
    stubFetch(shopsApi(23));
    renderAt('/project/shopMng/shopList', <ShopListPage />);
    await screen.findByRole('link', { name: '文三路店 1' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toContain('Contact person');
    expect(screen.getByText('23 in total')).toBeTruthy();
    expect(screen.getByTitle('Next page')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Shop name' })).toBeTruthy();
  });
});
