import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { ShopPicker } from './shop-picker';

afterEach(() => vi.unstubAllGlobals());

function Harness({ onShop }: { onShop: (id: number | undefined) => void }) {
  const [companyId, setCompanyId] = useState<number | undefined>(1);
  const [shopId, setShopId] = useState<number | undefined>(5);
  return (
    <>
      <button onClick={() => setCompanyId(2)}>switch company</button>
      <ShopPicker
        companyId={companyId}
        value={shopId}
        onChange={(id) => {
          setShopId(id);
          onShop(id);
        }}
      />
    </>
  );
}

describe('ShopPicker', () => {
  it('asks for 10 shops of the chosen company and clears the shop when the company changes', async () => {
    const fetchMock = vi.fn(
      async (_url: string) =>
        new Response(
          JSON.stringify({
            code: 1,
            msg: 'ok',
            data: { list: [{ id: 5, name: '文三路店', company_id: 1 }], meta: { total: 1 } },
          }),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onShop = vi.fn();
    const view = render(
      <QueryClientProvider client={new QueryClient()}>
        <Harness onShop={onShop} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const url = String(fetchMock.mock.calls[0]?.[0]);
    expect(url).toContain('/api/management/shops/search');
    expect(url).toContain('company_id=1');
    expect(url).toContain('per_page=10');
    await waitFor(() => expect(view.getByText('文三路店')).toBeTruthy());

    view.getByText('switch company').click();
    await waitFor(() => expect(onShop).toHaveBeenCalledWith(undefined));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).includes('company_id=2'))).toBe(true));
  });

  it('is named by its placeholder in a filter bar, where no label stands beside it', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 1, msg: 'ok', data: { list: [], meta: { total: 0 } } }))),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ShopPicker filter />
        <label htmlFor="shop">门店</label>
        <ShopPicker id="shop" />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('combobox', { name: '选择门店' })).toBeTruthy();
    // Beside a label, the label names it.
    expect(screen.getByRole('combobox', { name: '门店' }).id).toBe('shop');
  });
});
