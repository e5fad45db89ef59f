import type { StatsTotals } from '@tm/contracts';

// What the statistics pages' tests share: a period's totals, zero unless said otherwise.

export const totals = (overrides: Partial<StatsTotals> = {}): StatsTotals => ({
  sale_count: 0,
  sale_amount: 0,
  sale_weight_g: 0,
  sale_pieces: 0,
  return_count: 0,
  return_amount: 0,
  net_amount: 0,
  order_count: 0,
  avg_order: 0,
  ...overrides,
});
