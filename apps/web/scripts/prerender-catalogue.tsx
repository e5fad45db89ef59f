/**
 * Renders the public catalogue to static HTML.
 *
 *   NODE_ENV=production npx tsx scripts/prerender-catalogue.tsx <outDir>     (from apps/web)
 *
 * Writes, for every page, `<outDir>/<route>.html` (Chinese) and `<outDir>/en/<route>.html` (English), home
 * as `index.html` and `en/index.html`, plus `404.html`, `en/404.html`, `sitemap.xml` and `routes.json`
 * (every page path, both languages). Optional environment:
 *   SITE_ORIGIN      origin for canonical, hreflang and sitemap URLs (default http://localhost:8080)
 *   LOCK_APP_SCHEME  custom scheme of the lock-repair app (default tmlock://open)
 *   FACE_APP_SCHEME  custom scheme of the face-verification app (default tmface://open)
 *   DOWNLOADS_DIR    folder of the files served under /downloads/ (default public/downloads in apps/web;
 *                    a relative path is taken from the current folder). Only files present there are
 *                    linked; the folder may be missing, and then every document is listed without a link.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, transform } from 'esbuild';
import { readAvailableDownloads } from '../src/catalogue/available-downloads';
import { DOWNLOADS } from '../src/catalogue/content/downloads';
import { FACE_APP_SCHEME, LOCK_APP_SCHEME } from '../src/catalogue/content/pages';
import { PAGES } from '../src/catalogue/content/registry';
import type { CataloguePage } from '../src/catalogue/content/types';
import { outputFileFor, localizedPath } from '../src/catalogue/paths';
import {
  allPagePaths,
  LANGS,
  renderNotFoundDocument,
  renderPageDocument,
  renderSitemap,
  type DocumentAssets,
} from '../src/catalogue/render';

const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CATALOGUE_DIR = path.join(WEB_DIR, 'src/catalogue');
/** Issue budget for the inlined client script. */
const SCRIPT_BUDGET_BYTES = 5 * 1024;

type Options = { outDir: string; origin: string; lockScheme: string; faceScheme: string; downloadsDir: string };

function readOptions(): Options {
  const outArg = process.argv[2];
  if (!outArg) {
    console.error('usage: tsx scripts/prerender-catalogue.tsx <outDir>');
    process.exit(2);
  }
  const origin = (process.env.SITE_ORIGIN ?? 'http://localhost:8080').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(origin)) {
    console.error(`SITE_ORIGIN must be an origin such as https://example.com, got "${origin}"`);
    process.exit(2);
  }
  return {
    outDir: path.resolve(outArg),
    origin,
    lockScheme: process.env.LOCK_APP_SCHEME ?? LOCK_APP_SCHEME,
    faceScheme: process.env.FACE_APP_SCHEME ?? FACE_APP_SCHEME,
    downloadsDir: process.env.DOWNLOADS_DIR
      ? path.resolve(process.env.DOWNLOADS_DIR)
      : path.join(WEB_DIR, 'public/downloads'),
  };
}

async function bundleCss(): Promise<string> {
  const source = await readFile(path.join(CATALOGUE_DIR, 'catalogue.css'), 'utf8');
  const { code } = await transform(source, { loader: 'css', minify: true });
  return code.trim();
}

async function bundleScript(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(CATALOGUE_DIR, 'client/site.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2019',
    write: false,
    legalComments: 'none',
  });
  const code = result.outputFiles[0]?.text.trim() ?? '';
  const size = Buffer.byteLength(code);
  if (size > SCRIPT_BUDGET_BYTES) {
    throw new Error(`client script is ${size} bytes, over the ${SCRIPT_BUDGET_BYTES} budget`);
  }
  return code;
}

/** Deployment may rename the app schemes; the page data keeps the defaults. */
function withSchemes(page: CataloguePage, options: Options): CataloguePage {
  if (page.kind !== 'static' || !page.app) {
    return page;
  }
  const scheme = page.app.mode === 'lock' ? options.lockScheme : options.faceScheme;
  return { ...page, app: { ...page.app, scheme } };
}

async function writeOut(outDir: string, relativeFile: string, content: string): Promise<void> {
  const file = path.join(outDir, relativeFile);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/**
 * Deletes the pages a previous run wrote that no longer exist. Only files named in the previous
 * routes.json are touched, because the output folder may be shared with other build output.
 */
async function removeStalePages(outDir: string, currentPaths: readonly string[]): Promise<void> {
  let previous: unknown;
  try {
    previous = JSON.parse(await readFile(path.join(outDir, 'routes.json'), 'utf8'));
  } catch {
    return;
  }
  if (!Array.isArray(previous)) {
    return;
  }
  const current = new Set(currentPaths);
  const stale = previous.filter(
    (item): item is string => typeof item === 'string' && !item.includes('..') && !current.has(item),
  );
  await Promise.all(stale.map((pagePath) => rm(path.join(outDir, outputFileFor(pagePath)), { force: true })));
}

async function main(): Promise<void> {
  const options = readOptions();
  const [css, script, downloads] = await Promise.all([
    bundleCss(),
    bundleScript(),
    readAvailableDownloads(options.downloadsDir),
  ]);
  const assets: DocumentAssets = { css, script, origin: options.origin, downloads };
  const offered = Object.values(DOWNLOADS).map((item) => item.file);
  const linked = offered.filter((file) => downloads.has(file));

  await mkdir(options.outDir, { recursive: true });
  await removeStalePages(options.outDir, allPagePaths());

  const writes: Promise<void>[] = [];
  for (const page of PAGES) {
    for (const lang of LANGS) {
      const html = renderPageDocument(withSchemes(page, options), lang, assets);
      writes.push(writeOut(options.outDir, outputFileFor(localizedPath(page.route, lang)), html));
    }
  }
  writes.push(writeOut(options.outDir, '404.html', renderNotFoundDocument('ch', assets)));
  writes.push(writeOut(options.outDir, 'en/404.html', renderNotFoundDocument('en', assets)));
  writes.push(writeOut(options.outDir, 'sitemap.xml', renderSitemap(options.origin)));
  const paths = allPagePaths();
  writes.push(writeOut(options.outDir, 'routes.json', `${JSON.stringify(paths, null, 2)}\n`));
  await Promise.all(writes);

  console.log(
    `catalogue: ${paths.length} pages + 2 not-found pages in ${options.outDir} ` +
      `(css ${Buffer.byteLength(css)} B, script ${Buffer.byteLength(script)} B); ` +
      `${linked.length} of ${offered.length} download files present in ${options.downloadsDir}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
