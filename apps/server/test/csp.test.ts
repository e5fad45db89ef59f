import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/http/content-security';
import { createTestApp, type TestApp } from './harness';

// The smallest valid PNG: 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The policy every answer carries, before a page adds the hashes of its own inline scripts. */
const BASE_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
};

function policyOf(header: unknown): Record<string, string[]> {
  expect(header, 'Content-Security-Policy header').toEqual(expect.any(String));
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** What the browser hashes: the text of each `<script>` without src, read here from the page served. */
function scriptSourcesIn(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code = '']) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
}

/**
 * A built web app: the console page (scripts by URL only), and catalogue pages and 404 pages each
 * with an inline script of its own, as the prerender step writes them; their links name the build
 * origin, which the server replaces at each answer.
 */
function writeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-csp-dist-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  const sitePage = (lang: string, name: string) =>
    [
      `<!doctype html><html data-lang="${lang}"><head>`,
      `<link rel="canonical" href="http://site-origin.invalid/${name}">`,
      `<script>document.documentElement.dataset.page=${JSON.stringify(`${lang}:${name}`)};</script>`,
      `</head><body><h1>${name}</h1></body></html>`,
    ].join('\n');
  write(
    'index.html',
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  write('assets/index.js', 'console.log(1);');
  write('site/routes.json', JSON.stringify(['/', '/en', '/TmA3', '/en/TmA3']));
  write('site/index.html', sitePage('ch', 'home'));
  write('site/en/index.html', sitePage('en', 'home'));
  write('site/TmA3.html', sitePage('ch', 'TmA3'));
  write('site/en/TmA3.html', sitePage('en', 'TmA3'));
  write('site/404.html', sitePage('ch', '404'));
  write('site/en/404.html', sitePage('en', '404'));
  write('site/sitemap.xml', '<urlset/>');
  return dir;
}

let t: TestApp;
let distDir: string;
let imageUrl: string;
beforeAll(async () => {
  distDir = writeDist();
  t = await createTestApp({ config: { webDistDir: distDir } });
  const form = new FormData();
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'a.png');
  const uploaded = await t.as(await t.seed.user()).upload('/api/management/images/upload', form);
  imageUrl = uploaded.json().data.url;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the Content-Security-Policy header', () => {
  it('goes with every answer: the API, its refusals, its docs, files, the QR page, the console and the catalogue', async () => {
    const urls = [
      '/api/health',
      '/api/no/such/route',
      '/api/openapi.json',
      '/api/docs/',
      '/api/docs/static/swagger-initializer.js',
      imageUrl,
      '/external/qrdetail/no-such-label',
      '/sign/login',
      '/project/dashboard',
      '/assets/index.js',
      '/',
      '/en/TmA3',
      '/no-such-page',
    ];
    for (const url of urls) {
      const { ['script-src']: scriptSrc, ...others } = policyOf((await get(url)).headers['content-security-policy']);
      const { ['script-src']: baseScriptSrc, ...baseOthers } = BASE_POLICY;
      expect(others, url).toEqual(baseOthers);
      // This origin, plus at most the hashes of the page's own inline scripts: never inline code at large or eval.
      expect(scriptSrc?.slice(0, 1), url).toEqual(baseScriptSrc);
      for (const source of scriptSrc?.slice(1) ?? []) {
        expect(source, url).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
      }
    }
  });

  it('lets in exactly the inline script of each catalogue page, hashed from the page as served', async () => {
    const hashes = new Set<string>();
    for (const url of ['/', '/en', '/TmA3', '/en/TmA3', '/no-such-page', '/en/no-such-page']) {
      const res = await get(url);
      // The build origin was replaced in the answer, and the script was left as it was built.
      expect(res.body, url).not.toContain('site-origin.invalid');
      const sources = scriptSourcesIn(res.body);
      expect(sources, url).toHaveLength(1);
      expect(policyOf(res.headers['content-security-policy'])['script-src'], url).toEqual(["'self'", ...sources]);
      sources.forEach((source) => hashes.add(source));
    }
    // Each page its own script, each answer its own hash: nothing is a constant.
    expect(hashes.size).toBe(6);
  });

  it('lets no inline script run on the console page', async () => {
    for (const url of ['/sign/login', '/project/shopMng/shopList']) {
      const res = await get(url);
      expect(res.body).toContain('<div id="root">');
      expect(policyOf(res.headers['content-security-policy'])['script-src'], url).toEqual(["'self'"]);
    }
  });

  it('shows images from the S3-compatible file store, when uploads live there', async () => {
    const s3 = await createTestApp({
      config: {
        files: {
          store: 's3',
          endpoint: 'http://127.0.0.1:9',
          bucket: 'scales',
          region: 'cn-east-1',
          accessKeyId: 'AKTEST',
          secretAccessKey: 'secret',
          publicUrl: 'https://cdn.example.test/scales/',
        },
      },
    });
    try {
      const res = await s3.app.inject({ method: 'GET', url: '/api/health' });
      expect(policyOf(res.headers['content-security-policy'])['img-src']).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://cdn.example.test',
      ]);
    } finally {
      await s3.close();
    }
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts as the browser reads them, and skips scripts loaded by URL', () => {
    const lf = inlineScriptHashes('<script>a();\nb();</script>');
    expect(lf).toEqual([`'sha256-${createHash('sha256').update('a();\nb();').digest('base64')}'`]);
    // The HTML parser turns CR LF into LF before the script is read.
    expect(inlineScriptHashes('<script>a();\r\nb();</script>')).toEqual(lf);
    expect(inlineScriptHashes('<script type="module" src="/a.js"></script><script src=/b.js></script>')).toEqual([]);
  });
});
