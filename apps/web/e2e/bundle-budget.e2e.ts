import { describe, expect, it } from 'vitest';
import { BUDGETS_KB, describePage, measurePages } from '../scripts/bundle-budget.mjs';

// The JavaScript each budgeted page loads before it shows, from the build the browser tests run
// against (its Vite manifest; no browser needed). bench/web-bundle.mjs measures the same in Chromium.
const results = measurePages();

describe('the JavaScript a page loads before it shows (gzip)', () => {
  // Pinned: a budget is raised only on purpose, here and with its reason in docs/performance.md.
  it('budgets the sign-in page and the first console pages (KB of 1024 bytes)', () => {
    expect(BUDGETS_KB).toEqual({ 'sign-in': 150, dashboard: 304, 'shop list': 325 });
  });

  it.each(results.map((result) => [result.page, result] as const))('%s stays within its budget', (_, result) => {
    expect(result.bytes, describePage(result)).toBeLessThanOrEqual(result.budgetKb * 1024);
  });
});
