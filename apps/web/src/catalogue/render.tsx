import { renderToString } from 'react-dom/server';
import { PAGES } from './content/registry';
import { SITE } from './content/site';
import type { CataloguePage, Lang } from './content/types';
import { localizedPath } from './paths';
import { NotFoundView, PageView, pageDescription, pageTitle } from './templates/page-view';
import { AvailableDownloads } from './templates/text-link';

export const LANGS: readonly Lang[] = ['ch', 'en'];

const HTML_LANG: Record<Lang, string> = { ch: 'zh-CN', en: 'en' };

/**
 * What every document carries besides its page: inlined CSS and script, the origin for absolute URLs, and
 * the names of the files present under /downloads/ (only those are linked; none when left out).
 */
export type DocumentAssets = { css: string; script: string; origin: string; downloads?: ReadonlySet<string> };

const NO_DOWNLOADS: ReadonlySet<string> = new Set();

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A `</` inside inlined code would end its element early. */
function escapeInline(code: string): string {
  return code.replace(/<\/(style|script)/gi, '<\\/$1');
}

type Head = {
  lang: Lang;
  title: string;
  description: string;
  /** Present for real pages: canonical, hreflang alternates and the twin for the language redirect. */
  route?: string;
};

function renderHead(head: Head, assets: DocumentAssets): string {
  const { lang, route } = head;
  const lines = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
  ];
  if (route === undefined) {
    lines.push('<meta name="robots" content="noindex">');
  } else {
    const chUrl = assets.origin + localizedPath(route, 'ch');
    const enUrl = assets.origin + localizedPath(route, 'en');
    lines.push(
      `<link rel="canonical" href="${escapeHtml(lang === 'ch' ? chUrl : enUrl)}">`,
      `<link rel="alternate" hreflang="zh-CN" href="${escapeHtml(chUrl)}">`,
      `<link rel="alternate" hreflang="en" href="${escapeHtml(enUrl)}">`,
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(chUrl)}">`,
    );
  }
  lines.push('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
  if (assets.css) {
    lines.push(`<style>${escapeInline(assets.css)}</style>`);
  }
  // In the head so that a visitor who chose English is sent on before the Chinese page paints.
  if (assets.script) {
    lines.push(`<script>${escapeInline(assets.script)}</script>`);
  }
  return lines.join('\n');
}

function renderShell(head: Head, body: string, assets: DocumentAssets): string {
  // The 404 page has no twin to redirect to: a visitor who chose English keeps seeing the Chinese 404.
  const twin =
    head.route === undefined
      ? ''
      : ` data-twin="${escapeHtml(localizedPath(head.route, head.lang === 'ch' ? 'en' : 'ch'))}"`;
  return [
    '<!doctype html>',
    `<html lang="${HTML_LANG[head.lang]}" data-lang="${head.lang}"${twin}>`,
    '<head>',
    renderHead(head, assets),
    '</head>',
    `<body>${body}</body>`,
    '</html>',
    '',
  ].join('\n');
}

export function renderPageBody(page: CataloguePage, lang: Lang, downloads = NO_DOWNLOADS): string {
  return renderToString(
    <AvailableDownloads value={downloads}>
      <PageView page={page} lang={lang} />
    </AvailableDownloads>,
  );
}

export function renderPageDocument(page: CataloguePage, lang: Lang, assets: DocumentAssets): string {
  const siteName = SITE[lang].siteName;
  const title = pageTitle(page, lang);
  const head: Head = {
    lang,
    // The home title already names the site.
    title: page.route === '/' ? title : `${title} | ${siteName}`,
    description: pageDescription(page, lang),
    route: page.route,
  };
  return renderShell(head, renderPageBody(page, lang, assets.downloads), assets);
}

export function renderNotFoundDocument(lang: Lang, assets: DocumentAssets): string {
  const copy = SITE[lang];
  const head: Head = {
    lang,
    title: `${copy.notFound.title} | ${copy.siteName}`,
    description: copy.notFound.text,
  };
  const body = renderToString(
    <AvailableDownloads value={assets.downloads ?? NO_DOWNLOADS}>
      <NotFoundView lang={lang} />
    </AvailableDownloads>,
  );
  return renderShell(head, body, assets);
}

/** Every generated page path, Chinese then English: what the server treats as catalogue pages. */
export function allPagePaths(): string[] {
  return LANGS.flatMap((lang) => PAGES.map((page) => localizedPath(page.route, lang)));
}

export function renderSitemap(origin: string): string {
  const urls = PAGES.map((page) => {
    const ch = escapeHtml(origin + localizedPath(page.route, 'ch'));
    const en = escapeHtml(origin + localizedPath(page.route, 'en'));
    const alternates =
      `<xhtml:link rel="alternate" hreflang="zh-CN" href="${ch}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>`;
    return `<url><loc>${ch}</loc>${alternates}</url>\n<url><loc>${en}</loc>${alternates}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
