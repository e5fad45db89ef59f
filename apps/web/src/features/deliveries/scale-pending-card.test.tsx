import type { ScaleDetail, ScalePending } from '@tm/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '../../shared/format';
import { okResponse, pretendPhone, renderAt, signInAs, stubFetch } from '../../shared/page-testing';
import { clearSession } from '../../shared/session';
import { ScalePendingCard } from './scale-pending-card';

const CHANGED = '2026-12-02T15:03:00.000Z';

const PENDING: ScalePending = {
  hot_keys: false,
  labels: true,
  hot_keys_delivered_time: null,
  labels_delivered_time: null,
  goods_total: 1,
  goods: [{ good_id: 7, plu: 1001, name: '西红柿', kind: 'added', unit_price: 398, changed_time: CHANGED }],
};

// The card reads only which scale of which shop it is.
const SCALE = { id: 3, shop_id: 5 } as ScaleDetail;

const showCard = () => {
  stubFetch(({ path }) => (path === '/api/shops/5/scales/3/pending' ? okResponse(PENDING) : undefined));
  renderAt('/project/scaleMng/scaleList/manage/3', <ScalePendingCard scale={SCALE} />);
};

beforeEach(() => signInAs('USER'));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('ScalePendingCard', () => {
  it('says what the scale has not received: its label formats, and each good changed, oldest first', async () => {
    showCard();
    expect(await screen.findByText('标签格式有改动未下发')).toBeTruthy();
    const row = screen.getByText('西红柿').closest('tr')!;
    expect(within(row).getByText('1001')).toBeTruthy();
    expect(within(row).getByText('新放上')).toBeTruthy();
    expect(within(row).getByText('¥3.98')).toBeTruthy();
    expect(within(row).getByText(formatTime(CHANGED))).toBeTruthy();
    expect(screen.getAllByRole('columnheader')).toHaveLength(5);
  });

  it('on a phone keeps three columns, the PLU under the name and the time under the change', async () => {
    pretendPhone();
    showCard();
    expect(await screen.findByText('PLU 1001')).toBeTruthy();
    const row = screen.getByText('西红柿').closest('tr')!;
    expect(within(row).getByText('PLU 1001')).toBeTruthy();
    expect(within(row).getByText(formatTime(CHANGED))).toBeTruthy();
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });
});
