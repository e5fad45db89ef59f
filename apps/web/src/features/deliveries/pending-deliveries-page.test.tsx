import type { PendingDelivery } from '@tm/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '../../shared/format';
import { cardWith, okResponse, pretendPhone, renderAt, signInAs, stubFetch } from '../../shared/page-testing';
import { clearSession } from '../../shared/session';
import { PendingDeliveriesPage } from './pending-deliveries-page';

const CHANGED = '2026-11-30T02:00:00.000Z';
const DELIVERED = '2026-11-29T01:00:00.000Z';

const PENDING: PendingDelivery = {
  scale_id: 3,
  scale_name: '水果秤 1',
  shop_id: 5,
  shop_name: '文三路店',
  online: false,
  last_seen_time: DELIVERED,
  good_id: 7,
  plu: 101,
  name: '西红柿',
  unit_price: 598,
  delivered_price: 650,
  changed_time: CHANGED,
  delivered_time: DELIVERED,
};

/** The pending list's API, answering the one delivery above; the calls made, to read. */
const stubPending = () =>
  stubFetch(({ path }) =>
    path === '/api/management/deliveries/pending' ? okResponse({ list: [PENDING], meta: { total: 1 } }) : undefined,
  );

beforeEach(() => signInAs('USER'));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('PendingDeliveriesPage', () => {
  it('lists the scales still selling at the old price, with both prices, searched in the address', async () => {
    const calls = stubPending();
    renderAt('/project/scaleMng/deliveries?q=西红柿&shop_id=5', <PendingDeliveriesPage />);
    const row = (await screen.findByText('101 西红柿')).closest('tr')!;
    expect(within(row).getByText('文三路店 · 水果秤 1')).toBeTruthy();
    expect(within(row).getByText('¥5.98')).toBeTruthy();
    expect(within(row).getByText('¥6.50')).toBeTruthy();
    const query = calls.find((call) => call.path === '/api/management/deliveries/pending')?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({ q: '西红柿', shop_id: '5', page: '1', per_page: '10' });
  });

  it('on a phone shows each as a card: the good, the scale and whether it is online, both prices named', async () => {
    pretendPhone();
    stubPending();
    renderAt('/project/scaleMng/deliveries', <PendingDeliveriesPage />);
    const card = await cardWith('101 西红柿');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText(`离线，最后联网 ${formatTime(DELIVERED)}`)).toBeTruthy();
    const fact = (name: string) => within(card).getByText(name).nextElementSibling?.textContent;
    expect(fact('现价')).toBe('¥5.98');
    expect(fact('秤上价格')).toBe('¥6.50');
    expect(fact('改动时间')).toBe(formatTime(CHANGED));
  });
});
