import type { Label } from '@tm/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../shared/i18n';
import { renderAt, signInAs } from '../../shared/page-testing';
import { clearSession } from '../../shared/session';
import { MarkdownLabelPreview } from './markdown-label-preview';
import { GOODS, ok, stubPricesApi } from './prices-testing';

/** A 40 × 30 mm format printing the unit price and the total. */
const PRICE_LABEL: Label = {
  id: 9,
  company_id: 1,
  shop_id: 5,
  shop_name: '文三路店',
  name: '称重标签',
  type: 'weight',
  style: {
    size: { width: 40, height: 30 },
    itemList: [
      { itemName: 'text', value: '单价 {unit_price}', style: { x: 1, y: 1, w: 30, h: 5, font: 21 } },
      { itemName: 'text', value: '总价 {total_price}', style: { x: 1, y: 8, w: 30, h: 5, font: 21 } },
    ],
  },
  scale_count: 1,
  good_count: 0,
  created_time: '2026-05-04T02:00:00.000Z',
  last_modified_time: '2026-05-04T02:00:00.000Z',
};

beforeEach(() => {
  signInAs('USER');
  setLanguage('ch');
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('MarkdownLabelPreview', () => {
  it('prints a marked-down good’s label at its regular price and at the price marked down', async () => {
    stubPricesApi((call) => {
      if (call.path === '/api/management/labels') {
        return ok({ list: [PRICE_LABEL], meta: { total: 1 } });
      }
      return call.path === '/api/management/goods/7' ? ok(GOODS[0]) : undefined;
    });
    renderAt(
      '/',
      <MarkdownLabelPreview
        lines={[{ good_id: 7, plu: 101, name: '西红柿', zone_id: null, before: 598, after: 419, unit_price: null }]}
        companyId={undefined}
      />,
    );
    await waitFor(() => expect(screen.getByTestId('label-after').textContent).toContain('单价 4.19'));
    // 1.234 kg at ¥5.98 and at ¥4.19 a kilogram.
    expect(screen.getByTestId('label-before').textContent).toContain('总价 7.38');
    expect(screen.getByTestId('label-after').textContent).toContain('总价 5.17');
    expect(screen.getByText('降价后 ¥4.19')).toBeTruthy();
  });
});
