import type { Good, GoodPrices, PriceBatch, PriceBatchDetail, PriceZone } from '@tm/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { useEffect } from 'react';
import { registerPresenter } from '../../shared/feedback';
import { okResponse, refusedResponse, stubFetch, type ApiAnswer } from '../../shared/page-testing';

// What the prices pages' tests share: a company's zones, batches and goods, and a fake API of them.

const NOW = '2026-05-04T02:00:00.000Z';

const WEST: PriceZone = {
  id: 3,
  company_id: 1,
  name: '城西片区',
  note: '高端社区店',
  shops: [
    { id: 5, name: '文三路店' },
    { id: 6, name: '西溪店' },
  ],
  scales: [{ id: 21, scale_name: '水果秤 2', shop_id: 9 }],
  overrides_count: 12,
  created_time: NOW,
};
const EAST: PriceZone = {
  ...WEST,
  id: 4,
  name: '城东片区',
  note: '',
  shops: [],
  scales: [],
  overrides_count: 0,
};

export const aBatch = (over: Partial<PriceBatch>): PriceBatch => ({
  id: 41,
  company_id: 1,
  kind: 'change',
  name: '6 月蔬菜调价',
  status: 'scheduled',
  starts_time: '2026-06-01T04:00:00.000Z',
  ends_time: null,
  base: true,
  zone_ids: [3],
  zone_names: ['城西片区'],
  percent_off: null,
  categories: [],
  goods_count: 2,
  rollback_of: null,
  rolled_back_by: null,
  created_by_name: '李店长',
  created_time: NOW,
  applied_time: null,
  cancelled_time: null,
  ...over,
});

export const SCHEDULED = aBatch({});
export const APPLIED = aBatch({
  id: 40,
  name: '4 月水果调价',
  status: 'applied',
  starts_time: '2026-04-20T04:00:00.000Z',
  applied_time: '2026-04-20T04:00:00.000Z',
  goods_count: 1,
});
export const MARKDOWN = aBatch({
  id: 42,
  kind: 'markdown',
  name: '周五晚间清货',
  status: 'active',
  starts_time: '2026-05-08T11:00:00.000Z',
  ends_time: '2026-05-08T14:00:00.000Z',
  base: false,
  zone_ids: [4],
  zone_names: ['城东片区'],
  percent_off: 30,
  categories: ['蔬菜'],
  goods_count: 15,
});
const BATCHES = [SCHEDULED, APPLIED, MARKDOWN];

export const APPLIED_DETAIL: PriceBatchDetail = {
  ...APPLIED,
  lines: [
    { good_id: 7, plu: 101, name: '西红柿', zone_id: null, before: 598, after: 550, unit_price: 550 },
    { good_id: 7, plu: 101, name: '西红柿', zone_id: 3, before: 650, after: 600, unit_price: 600 },
  ],
  delivery: [
    {
      scale_id: 21,
      scale_name: '水果秤 2',
      shop_name: '西溪店',
      zone_id: 3,
      zone_name: '西溪商圈',
      goods: 20,
      delivered: 12,
      last_sync_time: NOW,
    },
  ],
};

const pricesOf = (id: number, plu: number, name: string, unitPrice: number): GoodPrices => ({
  good: { id, company_id: 1, plu, name, unit_price: unitPrice, pricing_mode: 'by_weight', weight_unit: 'kg' },
  base: { price: unitPrice, regular: unitPrice, source: 'base', markdown_id: null, percent_off: null },
  zones: [],
  upcoming: [],
});
const GOOD_PRICES = [pricesOf(7, 101, '西红柿', 598), pricesOf(8, 202, '可乐 330ml', 300)];

const aGood = (id: number, plu: number, name: string, unitPrice: number): Good => ({
  id,
  company_id: 1,
  plu,
  item_code: String(plu),
  name_lines: [name],
  info_lines: [],
  unit_price: unitPrice,
  pricing_mode: 'by_weight',
  weight_unit: 'kg',
  fixed_weight_g: null,
  tare_g: 0,
  shelf_life_days: 0,
  packing_date_offset_days: 0,
  discounts: [],
  category: '',
  label_format_id: null,
  barcode_format_id: null,
  img_url: '',
  on_sale: true,
  version: 1,
  created_time: NOW,
  last_modified_time: NOW,
});
export const GOODS = [aGood(7, 101, '西红柿', 598), aGood(8, 202, '可乐 330ml', 300)];

export const ok = okResponse;
export const refused = (status: number, code: string, msg: string, fields: Record<string, string>) =>
  refusedResponse(status, code, msg, { fields });

/** A fake API of the prices calls; `answer` may answer a call first. It records every call. */
export function stubPricesApi(answer: ApiAnswer = () => undefined) {
  return stubFetch(answer, (call) => {
    const batch = /^\/api\/management\/prices\/batches\/(\d+)$/.exec(call.path);
    if (call.method === 'GET' && batch) {
      return Number(batch[1]) === APPLIED.id
        ? ok(APPLIED_DETAIL)
        : refusedResponse(404, 'ERCO000004', '数据不存在', null);
    }
    const good = /^\/api\/management\/prices\/goods\/(\d+)$/.exec(call.path);
    if (call.method === 'GET' && good) {
      const found = GOOD_PRICES.find((prices) => prices.good.id === Number(good[1]));
      return found ? ok(found) : refusedResponse(404, 'ERCO000004', '数据不存在', null);
    }
    switch (`${call.method} ${call.path}`) {
      case 'GET /api/management/prices/zones':
        return ok({ list: [WEST, EAST], meta: { total: 2 } });
      case 'GET /api/management/prices/batches':
        return ok({ list: BATCHES, meta: { total: BATCHES.length } });
      case 'GET /api/management/prices/calendar':
        return ok({ events: [] });
      case 'POST /api/management/prices/batches/preview':
        return ok({ lines: [], problems: [] });
      case 'GET /api/management/shops/search':
        return ok({
          list: [
            { id: 5, name: '文三路店', company_id: 1 },
            { id: 6, name: '西溪店', company_id: 1 },
            { id: 7, name: '古墩路店', company_id: 1 },
          ],
          meta: { total: 3 },
        });
      case 'GET /api/management/goods':
        return ok({ list: GOODS, meta: { total: GOODS.length } });
      case 'GET /api/management/scales':
        return ok({ list: [], meta: { total: 0 } });
      default:
        return ok(call.body ?? null);
    }
  });
}

/** The error dialogs of the API client, as the console's shell registers them. */
export function ErrorDialogs() {
  const { modal, message, notification } = App.useApp();
  useEffect(
    () => registerPresenter({ modal, message, notification, navigate: () => {} }),
    [modal, message, notification],
  );
  return null;
}

export const rowOf = async (text: string) => {
  const cell = await screen.findByText(text);
  const row = cell.closest<HTMLElement>('tr');
  if (!row) {
    throw new Error(`no row shows “${text}”`);
  }
  return row;
};

/** Opens an antd Select by its label (or its input) and picks the option that reads `option`. */
export async function choose(field: string | HTMLElement, option: string) {
  const input = typeof field === 'string' ? screen.getByLabelText(field) : field;
  fireEvent.mouseDown(input);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((element) =>
      element.textContent.includes(option),
    );
    if (!found) {
      throw new Error(`no option ${option}`);
    }
    return found;
  });
  await userEvent.click(item);
}
