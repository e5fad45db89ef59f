// @vitest-environment node
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressAssets } from './precompress';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function assetsWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-precompress-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('precompressAssets', () => {
  it('writes a Brotli and a gzip copy of each script and style that read back to the same bytes', async () => {
    const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ plu: ${i}, name: "商品${i}" }`).join(', ')}];`;
    const style = `.row{color:#123}\n`.repeat(200);
    const dir = assetsWith({ 'index-1.js': script, 'index-1.css': style });

    const done = await precompressAssets(dir);

    expect(done.files).toBe(2);
    expect(done.br).toBeLessThan(done.raw / 4);
    for (const [name, text] of [
      ['index-1.js', script],
      ['index-1.css', style],
    ] as const) {
      const file = path.join(dir, name);
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString(), name).toBe(text);
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString(), name).toBe(text);
    }
  });

  it('leaves alone what the server sends as it is: small files, images, and copies no smaller than the file', async () => {
    const dir = assetsWith({ 'tiny-1.js': 'export {};', 'logo-1.png': 'x'.repeat(4096) });
    // Random bytes do not compress: both copies would come out a little larger.
    fs.writeFileSync(path.join(dir, 'noise-1.js'), crypto.randomBytes(4096));

    const done = await precompressAssets(dir);

    expect(fs.readdirSync(dir).sort()).toEqual(['logo-1.png', 'noise-1.js', 'tiny-1.js']);
    expect(done).toEqual({ files: 1, raw: 4096, br: 4096 });
  });
});
