import { describe, expect, it } from 'vitest';
import { openAs, shows, simulate, useBrowser } from './browser';

const browser = useBrowser();

describe('scales come online', () => {
  it('shows a scale online with its sales once the simulator has run it', async () => {
    const output = await simulate('--scales', '1', '--trades', '30', '--batch', '10');
    expect(output).toMatch(/30 accepted, 10 duplicates, 0 flagged, 0 rejected/);
    const run = /run (\w+)/.exec(output)?.[1];

    const page = await browser.newPage();
    await openAs(page, 'admin', 'admin1234', '/admin/scaleMng/scaleList?online=1');
    const row = page.locator('.ant-table-row', { hasText: `模拟秤 ${run}-1` });
    await shows(row.getByText('在线'));
    await shows(row.getByText('已同步'));
  });
});
