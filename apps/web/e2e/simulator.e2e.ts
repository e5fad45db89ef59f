import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseUrl, shows, signIn, useBrowser } from './browser';

const browser = useBrowser();
const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Runs the scale simulator against the test server and answers what it printed. */
function simulate(...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tools/simulator/simulate.ts', '--url', baseUrl(), ...args],
      { cwd: ROOT },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`simulator exited ${code}:\n${output}`)),
    );
  });
}

describe('scales come online', () => {
  it('shows a scale online with its sales once the simulator has run it', async () => {
    const output = await simulate('--scales', '1', '--trades', '30', '--batch', '10');
    expect(output).toMatch(/30 accepted, 10 duplicates, 0 flagged, 0 rejected/);
    const run = /run (\w+)/.exec(output)?.[1];

    const page = await browser.newPage();
    await signIn(page, 'admin', 'admin1234');
    await page.goto('/admin/scaleMng/scaleList?online=1');
    const row = page.locator('.ant-table-row', { hasText: `模拟秤 ${run}-1` });
    await shows(row.getByText('在线'));
    await shows(row.getByText('已同步'));
  });
});
