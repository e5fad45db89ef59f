import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/** A built console: the entry links one chunk itself; the sign-in page is prerendered. */
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
  // The sign-in page as the build prerenders it: the form drawn, and an inline script.
  write(
    'sign-in.html',
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head><body><div id="root">' +
      '<form><input id="username"><button type="submit">登 录</button></form></div>' +
      '<script>if(localStorage.getItem("language")==="en")document.getElementById("root").textContent=""</script>' +
      '</body></html>',
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
  it('answers the sign-in page with its form drawn, letting in its one inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sign/login' });
    expect(res.body).toContain('<input id="username"><button type="submit">登 录</button>');
    const script = /<script>(.*?)<\/script>/.exec(res.body)?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const scriptSources = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSources?.split(' ')).toContain(hash);
    // Served at its path only, not as a file of its own.
    expect((await t.app.inject({ method: 'GET', url: '/sign-in.html' })).body).not.toContain('id="username"');
  });

  it('adds nothing on the other console pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/project/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toEqual(['/assets/react-1.js']);
    expect(res.body).toContain('<div id="root"></div>');
  });
});
