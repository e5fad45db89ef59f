import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allowInlineScripts, inlineScriptHashes } from './content-security';
import { sendNotFound } from './errors';

/** Paths of the console app (console spec §2); everything else that is not a site page is a 404. */
const CONSOLE_PREFIXES = [
  '/sign',
  '/project',
  '/admin',
  '/external/',
  '/page/',
  '/paymentsign/',
  '/403',
  '/404',
  '/500',
];

/** Where the build puts its hashed scripts and styles (Vite's `build.assetsDir`). */
const ASSETS_DIR = 'assets';

const isConsolePath = (pathname: string) =>
  CONSOLE_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );

/**
 * A built HTML page and the hashes of its inline scripts, taken when the page is read: the policy
 * of its answer lets in those scripts and no other inline code.
 */
type BuiltPage = { html: string; scriptHashes: string[] };

const builtPage = (html: string): BuiltPage => ({ html, scriptHashes: inlineScriptHashes(html) });

type Site = { pages: Map<string, BuiltPage>; notFound: { ch: BuiltPage; en: BuiltPage } };

/**
 * The parts of prerendered pages that change while the server runs (the document library's
 * lists): `handles` picks the pages once at start, `fill` completes one at each request.
 */
export type PageFiller = { handles: (html: string) => boolean; fill: (html: string) => Promise<string> };

/**
 * The prerendered public site (`dist/site`, written by the catalogue's prerender step): every page
 * path of routes.json mapped to its HTML, read once at start.
 */
function loadSite(siteDir: string): Site | null {
  const routesFile = path.join(siteDir, 'routes.json');
  if (!fs.existsSync(routesFile)) {
    return null;
  }
  const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8')) as string[];
  const fileOf = (route: string) =>
    route === '/' ? 'index.html' : route === '/en' ? 'en/index.html' : `${route.slice(1)}.html`;
  const read = (file: string) => builtPage(fs.readFileSync(path.join(siteDir, file), 'utf8'));
  return {
    pages: new Map(routes.map((route) => [route, read(fileOf(route))])),
    notFound: { ch: read('404.html'), en: read('en/404.html') },
  };
}

/** The origin the site is prerendered with; each answer carries the real one instead. */
const BUILD_ORIGIN = 'http://site-origin.invalid';

function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

const withOrigin = (html: string, origin: string) => html.replaceAll(BUILD_ORIGIN, origin);

// The origin and the live lists filled in at each answer touch no script: the hashes still hold.
function sendHtml(reply: FastifyReply, page: BuiltPage, html = page.html, status = 200) {
  allowInlineScripts(reply, page.scriptHashes);
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}

/**
 * Serves the built web app on the API's port: the public site's pages at their exact,
 * case-sensitive paths; the console app (index.html) for console paths, which it routes itself;
 * the hashed assets; and the site's 404 page, with status 404, for anything else.
 * (Unknown /api paths get the API's own JSON 404.)
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  publicUrl: string | undefined,
  filler?: PageFiller,
): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.log.warn({ distDir }, 'web app not built; serving the API only');
    app.setNotFoundHandler(sendNotFound);
    return;
  }
  // The few files at the top (the icon, robots.txt) by exact path, each a route of its own. The
  // prerendered pages are answered by exact path below, not as files.
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    globIgnore: [`${ASSETS_DIR}/**`, 'site/**', 'sign-in.html'],
  });
  // The assets, looked up when asked for under one route: a route for each file of the build cost
  // every start about 0.2 s (bench/findings.md). Vite puts a content hash in every asset name: they
  // never change, so they are cached for a year. The build also writes each script and style
  // compressed at the highest levels (apps/web/scripts/precompress.ts): those copies are sent as they
  // are; a file without them is compressed on the way out as any other answer.
  await app.register(fastifyStatic, {
    root: path.join(distDir, ASSETS_DIR),
    prefix: `/${ASSETS_DIR}/`,
    decorateReply: false,
    index: false,
    preCompressed: true,
    // The folder itself is no file: it is answered as any other unknown path.
    allowedPath: (pathname) => !pathname.endsWith('/'),
    maxAge: '365d',
    immutable: true,
  });
  const consoleHtml = fs.readFileSync(indexPath, 'utf8');
  const consolePage = builtPage(consoleHtml);
  // The page most visits start on, with its form drawn by the build (apps/web/scripts/
  // prerender-sign-in.ts, which also has it load its own chunks beside the entry).
  const signInPath = path.join(distDir, 'sign-in.html');
  const signInPage = fs.existsSync(signInPath) ? builtPage(fs.readFileSync(signInPath, 'utf8')) : consolePage;
  app.get('/sign/login', (_request, reply) => sendHtml(reply, signInPage));
  const site = loadSite(path.join(distDir, 'site'));
  if (site) {
    const sitemap = fs.readFileSync(path.join(distDir, 'site/sitemap.xml'), 'utf8');
    app.get('/sitemap.xml', (request, reply) =>
      reply.type('application/xml; charset=utf-8').send(withOrigin(sitemap, originOf(request, publicUrl))),
    );
    for (const [route, page] of site.pages) {
      const fill = filler?.handles(page.html) ? filler.fill : undefined;
      app.get(route, async (request, reply) => {
        // Without the live part (the database is away, say) the page is still served as built.
        const html = fill
          ? await fill(page.html).catch((error: unknown) => {
              request.log.warn({ err: error }, 'page served without its live part');
              return page.html;
            })
          : page.html;
        return sendHtml(reply, page, withOrigin(html, originOf(request, publicUrl)));
      });
    }
  } else {
    app.log.warn('public site not prerendered; / goes to the console');
    app.get('/', (_request, reply) => sendHtml(reply, consolePage));
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (request.method === 'GET' && !path.extname(pathname) && (isConsolePath(pathname) || !site)) {
      return sendHtml(reply, consolePage);
    }
    // A page asked for with a trailing slash (/en/, /tmaa/), as people and other sites often write it.
    const withoutSlash = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (request.method === 'GET' && site?.pages.has(withoutSlash) && withoutSlash !== pathname) {
      const query = request.url.slice(pathname.length);
      return reply.redirect(withoutSlash + query, 301);
    }
    if (request.method === 'GET' && site) {
      const isEnglish = pathname === '/en' || pathname.startsWith('/en/');
      const page = isEnglish ? site.notFound.en : site.notFound.ch;
      return sendHtml(reply, page, withOrigin(page.html, originOf(request, publicUrl)), 404);
    }
    return sendNotFound(request, reply);
  });
}
