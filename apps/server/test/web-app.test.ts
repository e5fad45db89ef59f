import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

const CHART = `export const series = [${Array.from({ length: 300 }, (_, i) => i * 3).join(', ')}];\n`;

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
  write('assets/index-1.js', 'console.log("console");');
  // A script the build wrote compressed copies of, each telling which one was sent, and one without.
  write('assets/chart-1.js', CHART);
  fs.writeFileSync(path.join(dir, 'assets/chart-1.js.br'), zlib.brotliCompressSync(`${CHART}// br`));
  fs.writeFileSync(path.join(dir, 'assets/chart-1.js.gz'), zlib.gzipSync(`${CHART}// gzip`));
  write('assets/table-1.js', CHART);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
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

describe('the built files', () => {
  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

  it('answers an asset with its bytes, cached for a year since its name changes with its content', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await get('/assets/index-1.js', method);
      expect(res.statusCode, method).toBe(200);
      expect(res.headers['content-type'], method).toMatch(/javascript/);
      expect(res.headers['cache-control'], method).toBe('public, max-age=31536000, immutable');
      expect(res.body, method).toBe(method === 'GET' ? 'console.log("console");' : '');
    }
  });

  it("sends the build's compressed copy the browser accepts, Brotli first, as it is", async () => {
    const asked = (encodings: string) =>
      t.app.inject({ method: 'GET', url: '/assets/chart-1.js', headers: { 'accept-encoding': encodings } });
    const brotli = await asked('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(`${CHART}// br`);
    const gzip = await asked('gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(`${CHART}// gzip`);
    const plain = await asked('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHART);
    for (const res of [brotli, gzip, plain]) {
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // A shared cache must not give one browser's encoding to another.
      expect(res.headers.vary).toContain('accept-encoding');
    }
  });

  it('compresses on the way out a script the build wrote no copies of', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/table-1.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(CHART);
  });

  it("answers the files at the top without the assets' year of caching", async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(res.headers['cache-control']).not.toContain('immutable');
  });

  it('answers 404 for an asset the build does not have, and the assets folder as any unknown path', async () => {
    const missing = await get('/assets/index-2.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
    const folder = await get('/assets/');
    const unknown = await get('/no-such-folder/');
    expect([folder.statusCode, folder.body]).toEqual([unknown.statusCode, unknown.body]);
  });
});
