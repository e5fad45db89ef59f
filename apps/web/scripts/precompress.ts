/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside each script and style of the build,
 * which the server sends as they are to a browser that accepts them (`preCompressed` in
 * apps/server/src/http/web-app.ts). Compressing at run time has to be quick, so it is done at
 * Brotli's quality 4: about 15 % more bytes for every visitor, and the server's CPU on each first
 * visit (bench/findings.md).
 *
 * Run: tsx scripts/precompress.ts dist/assets
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this the server sends a file as it is (its compression's threshold): no copy is needed. */
const SMALLEST = 1024;
const COMPRESSIBLE = /\.(js|css|svg|json|html)$/;

const encoders = {
  br: (bytes: Buffer) =>
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gz: (bytes: Buffer) => gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

/** Compresses one file into its `.br` and `.gz` copies; a copy no smaller than the file is not kept. */
async function precompress(file: string): Promise<{ raw: number; br: number }> {
  const bytes = await fs.readFile(file);
  let brotliSize = bytes.length;
  for (const [extension, encode] of Object.entries(encoders)) {
    const encoded = await encode(bytes);
    if (encoded.length < bytes.length) {
      await fs.writeFile(`${file}.${extension}`, encoded);
      if (extension === 'br') {
        brotliSize = encoded.length;
      }
    }
  }
  return { raw: bytes.length, br: brotliSize };
}

/** Writes the copies of every script and style in `dir`; answers their bytes before and in Brotli. */
export async function precompressAssets(dir: string): Promise<{ files: number; raw: number; br: number }> {
  const files: string[] = [];
  for (const name of await fs.readdir(dir)) {
    const file = path.join(dir, name);
    if (COMPRESSIBLE.test(name) && (await fs.stat(file)).size >= SMALLEST) {
      files.push(file);
    }
  }
  // zlib's asynchronous calls run on libuv's thread pool: the files are compressed side by side.
  const sizes = await Promise.all(files.map(precompress));
  const sum = (key: 'raw' | 'br') => sizes.reduce((total, size) => total + size[key], 0);
  return { files: files.length, raw: sum('raw'), br: sum('br') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: tsx scripts/precompress.ts DIR');
    process.exit(2);
  }
  const started = performance.now();
  const done = await precompressAssets(dir);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `precompressed ${done.files} files in ${dir}: ${kb(done.raw)} → ${kb(done.br)} Brotli ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
