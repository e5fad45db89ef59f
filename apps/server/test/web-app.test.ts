import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/** A built console: the entry links one chunk itself; sign-in and the dashboard are lazy chunks. */
function writeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-web-dist-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write(
    'index.html',
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head><body><div id="root"></div></body></html>',
  );
  write(
    '.vite/manifest.json',
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_form.js': { file: 'assets/form-1.js', imports: ['_react.js'] },
      'src/features/sign/login-page.tsx': { file: 'assets/login-page-1.js', imports: ['_form.js', '_react.js'] },
      'src/features/dashboard/dashboard-page.tsx': { file: 'assets/dashboard-page-1.js', imports: ['_react.js'] },
    }),
  );
  return dir;
}

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(([, href]) => href);

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = writeDist();
  t = await createTestApp({ config: { webDistDir: distDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('the console page', () => {
  it('names the sign-in page’s own chunks as preloads on the sign-in page, once each', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sign/login?redirect=%2Fproject%2Fdashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(preloads(res.body)).toEqual(['/assets/react-1.js', '/assets/login-page-1.js', '/assets/form-1.js']);
  });

  it('adds nothing on the other console pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/project/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toEqual(['/assets/react-1.js']);
  });
});
