import {
  DOCUMENT_CATEGORIES,
  formatFileSize,
  LIBRARY_MARKER_CLOSE,
  type DocumentCategory,
  type Lang,
} from '@tm/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../http/context';
import type { PageFiller } from '../../http/web-app';
import { CATALOGUE_DOCUMENTS_MAX, catalogueDocuments, type CatalogueDocument } from './documents.service';

/** The words of a listed document, in the page's language (the catalogue's own copy is in apps/web). */
const WORDS: Record<Lang, { categories: Record<DocumentCategory, string>; version: string }> = {
  ch: {
    categories: { maintenance: '维护文档', driver_manual: '驱动与手册', repair: '维修资料', software: '软件' },
    version: '版本',
  },
  en: {
    categories: {
      maintenance: 'Service document',
      driver_manual: 'Driver or manual',
      repair: 'Repair',
      software: 'Software',
    },
    version: 'version',
  },
};

// <!--library-documents:<lang>:<categories, or *>--> … <!--/library-documents--> (contracts libraryMarkerOpen).
const MARKER = new RegExp(
  `<!--library-documents:(ch|en):([a-z_,*]+)-->([\\s\\S]*?)${LIBRARY_MARKER_CLOSE.replace(/[/]/g, '\\/')}`,
  'g',
);

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const isCategory = (value: string): value is DocumentCategory =>
  (DOCUMENT_CATEGORIES as readonly string[]).includes(value);

function renderList(items: readonly CatalogueDocument[], lang: Lang): string {
  const words = WORDS[lang];
  const lines = items.map((item) => {
    const title = lang === 'en' ? item.title_en || item.title_ch : item.title_ch;
    const facts = [
      words.categories[item.category],
      item.version ? `${words.version} ${item.version}` : '',
      formatFileSize(item.size),
    ].filter(Boolean);
    return (
      `<li><a href="${escapeHtml(item.url)}">${escapeHtml(title)}</a>` +
      `<span class="note"> · ${escapeHtml(facts.join(' · '))}</span></li>`
    );
  });
  return `<ul class="links library-list">${lines.join('')}</ul>`;
}

/**
 * Fills the library sections of a prerendered page: each marker pair gets the newest public
 * documents of its categories, in its language. A section with none keeps the page's own
 * sentence that the library has nothing yet.
 */
export function fillLibraryMarkers(html: string, all: readonly CatalogueDocument[]): string {
  return html.replace(MARKER, (whole, lang: Lang, list: string) => {
    const categories = list === '*' ? null : list.split(',').filter(isCategory);
    const chosen = all
      .filter((item) => categories === null || categories.includes(item.category))
      .slice(0, CATALOGUE_DOCUMENTS_MAX);
    if (chosen.length === 0) {
      return whole;
    }
    return `${whole.slice(0, whole.indexOf('-->') + 3)}${renderList(chosen, lang)}${LIBRARY_MARKER_CLOSE}`;
  });
}

/** The web app's filler for pages that list library documents, reading through the service's cache. */
export function libraryPageFiller(db: Db, clock: Clock): PageFiller {
  return {
    handles: (html) => html.includes('<!--library-documents:'),
    fill: async (html) => fillLibraryMarkers(html, await catalogueDocuments(db, clock)),
  };
}
