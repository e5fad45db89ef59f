// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAvailableDownloads } from './available-downloads';
import {
  appButtonLabel,
  isAndroid,
  probeAndroidApp,
  probeLockApp,
  type Clock,
  type LaunchOutcome,
  type LeaveSignal,
} from './client/app-launch';
import { hashRouteRedirect, homeRedirect } from './client/home';
import { isConsoleLink, languageRedirect, readLanguage } from './client/language';
import { DOWNLOADS } from './content/downloads';
import { LISTINGS } from './content/listings';
import { findPage, PAGES } from './content/registry';
import { SITE } from './content/site';
import type { CataloguePage, Lang, StaticPage } from './content/types';
import { localizedPath, outputFileFor } from './paths';
import { allPagePaths, renderNotFoundDocument, renderPageBody, renderPageDocument, renderSitemap } from './render';

/** Catalogue spec §2.1, verbatim. */
const SPEC_ROUTES = [
  '/',
  '/weixiu',
  '/pinzhi',
  '/shebei',
  '/chanpincontain',
  '/tmaa',
  '/Tmab',
  '/Tmaa5d',
  '/TmAaP',
  '/TmA3',
  '/Tmaa4d',
  '/TmAa4b',
  '/TmAa4bl',
  '/Tmaa4g',
  '/Syaa1a',
  '/Syaa1b',
  '/Tmaa6a',
  '/TmF',
  '/ai',
  '/tmf65',
  '/tmf66',
  '/tmh65',
  '/packmachine',
  '/tiebiao',
  '/baozhuang',
  '/sya',
  '/syafirst',
  '/syaone',
  '/syafive',
  '/syathree',
  '/tmh',
  '/tmhl',
  '/tmhone',
  '/tmhp',
  '/tmhthree',
  '/tmhtwo',
  '/tmp',
  '/tmpd',
  '/tmpl',
  '/tmpp',
  '/tmptwo',
  '/tcs',
  '/syboned',
  '/sybonel',
  '/tcsa',
  '/tcsb',
  '/Xkm',
  '/Xkthree',
  '/acsq',
  '/acsone',
  '/acstwo',
  '/aAcsthree',
  '/acsfour',
  '/acsfive',
  '/acssix',
  '/acsseven',
  '/acseight',
  '/acsnine',
  '/acsten',
  '/acseleven',
  '/acstwleve',
  '/acspc',
  '/acsaa',
  '/acsabone',
  '/acsabtwo',
  '/dy',
  '/tmaz',
  '/xkb',
  '/tmfdoc',
  '/instructions',
  '/about',
  '/device',
  '/houer',
  '/classjijia',
];
/**
 * The landing pages of spec §2.5, the payment sign landing, payment sign and manual pages of spec §2.1, and
 * the policy pages of console spec §2.
 */
const EXTRA_ROUTES = [
  '/dahualock',
  '/facedowning',
  '/dahuascale',
  '/paymentsign/payment',
  '/dahuascaleweihu',
  '/page/privacy',
  '/page/useragreement',
];

/** Catalogue spec §2.2; the second /syboned tile of /sya is /sybonel (two different products). */
const LISTING_TILES: Record<string, string[]> = {
  '/ai': ['/tmf65', '/tmf66', '/tmh65'],
  '/packmachine': ['/tiebiao', '/baozhuang'],
  '/sya': ['/syafive', '/syaone', '/syathree', '/syafirst', '/syboned', '/sybonel'],
  '/tmh': ['/tmhl', '/tmhone', '/tmhthree', '/tmhp', '/tmhtwo'],
  '/tmp': ['/tmpd', '/tmptwo', '/tmpp'],
  '/tcs': ['/tcsb', '/tcsa', '/Xkthree', '/Xkm', '/acseleven', '/acstwleve', '/acsseven', '/acseight', '/acssix'],
  '/acsq': ['/acsone', '/acstwo', '/aAcsthree', '/acsfour', '/acsfive', '/acsten', '/dy', '/acsnine', '/tmaz'],
  '/acspc': ['/acsaa', '/acsabone', '/acsabtwo', '/xkb'],
  '/chanpincontain': ['/tmaa', '/Tmab', '/Tmaa5d', '/TmA3', '/Tmaa4d', '/Tmaa6a', '/Syaa1a', '/Syaa1b', '/TmF'],
};

const LABEL_SCALE = [
  '1/3000',
  '25 mm',
  '56 mm',
  '75 mm/s',
  '30*40',
  '37*50',
  '40*50',
  '40*60',
  '3 kg',
  '6 kg',
  '15 kg',
  '30 kg',
];
const INTERFACES = ['RS232', 'RJ45', 'RJ11', 'GPRS', 'Wi-Fi', '4G', 'WCDMA', 'USB'];
const CASH_REGISTER = ['8', '200', '12 mm', '1/3000', ...INTERFACES];
const COUNTING = [
  '1/15000',
  '1/2/5/10 g',
  '0.5/1/2/5 g',
  '0.2/0.5/1/2 g',
  '20/40/100/200 g',
  '3/6/15/30 kg',
  '-10',
  '+55',
  '+40',
  '335*355*130',
];
const TCS_HEAD = ['10000', '5', '10000', '7', '800*480', '154*86', '20', '48 mm'];
const XK3170 = [...TCS_HEAD, '12 mm', '10', '1 kg', '50 T', '85%RH', '0-40'];
const BENCH = ['300 kg', '400*500', '450*600', '600*800'];
const DY2000 = ['USB', '0-45', '300 m', '110 mm', '75 mm/s', 'AC220V 50Hz', 'DC24V', '195*235*305'];

/** Every number of catalogue spec §9, on the page of the model it belongs to. */
const FACTS: Record<string, string[]> = {
  '/classjijia': ['100', '5', '20'],
  '/tmaa': ['4000', '5000', '71', '16', '3', '4', '381*388*160', ...LABEL_SCALE, ...INTERFACES],
  '/Tmab': ['142', '16', ...LABEL_SCALE],
  '/Tmaa5d': ['16', ...LABEL_SCALE],
  '/TmAaP': ['16', '4', ...LABEL_SCALE],
  // The TM-A-3 variants take a 25, 40 or 56 mm label roll (spec §9) instead of the family's 25 mm.
  '/TmA3': ['25', '40', '56', ...LABEL_SCALE.filter((fact) => fact !== '25 mm')],
  '/Tmaa4d': ['381*388*162', '142', '16', ...LABEL_SCALE],
  '/TmAa4b': ['381*388*163', '142', '16', ...LABEL_SCALE],
  '/TmAa4bl': ['381*388*163', '142', '16', ...LABEL_SCALE],
  '/Tmaa4g': ['16', ...LABEL_SCALE],
  '/Tmaa6a': ['16', ...LABEL_SCALE],
  '/Syaa1a': ['381*388*165', '56 mm', ...CASH_REGISTER],
  '/Syaa1b': ['381*388*165', '56 mm', ...CASH_REGISTER],
  '/TmF': ['4000', '5000', '71', '381*388*500', ...LABEL_SCALE],
  '/tmf65': ['381*388*500', ...LABEL_SCALE],
  '/tmf66': ['381*388*500', ...LABEL_SCALE],
  '/tmh65': ['381*388*500', '1/3000'],
  '/tiebiao': [
    '0.2-25 kg',
    '30 kg',
    '100 g',
    '180 mm/s',
    '40-80 mm',
    '60-100 mm',
    '35',
    '12.1',
    '0-40',
    '95%',
    '220V',
    '1 kW',
    '90-400 mm',
    '90-330 mm',
    '15-320 mm',
  ],
  '/baozhuang': [
    '30',
    '100 g',
    '5 kg',
    '400 kg',
    '400 mm',
    '75 mm',
    '12.1',
    '999',
    '220V/50Hz/60Hz-1.5 kW',
    '300-700 mm',
    '125-250 mm',
    '80-200 mm',
    '50-150 mm',
  ],
  '/syafive': ['381*388*165', ...CASH_REGISTER],
  '/syafirst': ['381*388*165', ...CASH_REGISTER],
  '/syaone': ['375*432*570', ...CASH_REGISTER],
  '/syathree': ['375*432*550', ...CASH_REGISTER],
  '/syboned': ['381*388*165', ...CASH_REGISTER],
  '/sybonel': CASH_REGISTER,
  '/tmhl': ['10000', '370*430*540', '1/3000'],
  '/tmhone': ['10000', '1/3000'],
  '/tmhthree': ['10000', '1/3000'],
  '/tmhp': ['10000', '370*430*540'],
  '/tmhtwo': ['9999', '5', '125', '365*470*170'],
  '/tmpd': ['381*388*162', '142', '16', ...LABEL_SCALE],
  '/tmptwo': ['10000', '9999', '71', '48 mm', '40 mm', 'Linux'],
  '/tmpp': ['56 mm', '9999', '71', '507*444*519'],
  '/tmpl': ['56 mm', '48 mm', '9999', '71', '507*444*519'],
  '/tcsa': [...TCS_HEAD, '600*800*1000'],
  '/tcsb': [...TCS_HEAD, '600*800*1000'],
  '/Xkm': XK3170,
  '/Xkthree': XK3170,
  '/acsone': [...COUNTING, '1/3000', '1/7500', '24', '4000'],
  '/acstwo': [...COUNTING, '14', '4000'],
  '/acsfive': [...COUNTING, '14'],
  '/acsfour': [...COUNTING, '5', '6', 'GB/T7722-2005', 'AC 220V 50Hz', 'DC 4V/4A'],
  '/aAcsthree': ['24', '4000', '1/3000', '3 kg', '30 kg'],
  '/acsten': ['142', '10000', '3'],
  '/acsnine': ['10000', '60', '10000', '15', '56 mm', '40 mm'],
  '/tmaz': [
    '1/3000',
    '3 kg',
    '6 kg',
    '15 kg',
    '30 kg',
    '10000',
    '30*40',
    '37*50',
    '40*50',
    '40*60',
    '56 mm',
    'RS232',
    'GPRS',
    'Wi-Fi',
    '4G',
  ],
  '/dy': DY2000,
  '/acsabtwo': DY2000,
  '/acssix': [...BENCH, '7'],
  '/acsseven': [...BENCH, '16', '56 mm', '1/3000'],
  '/acseight': [...BENCH, '16', '56 mm', '1/3000'],
  '/acseleven': [...BENCH, '10', '85%RH'],
  '/acstwleve': [...BENCH, '10', '85%RH'],
  '/acsaa': ['16', '24'],
  '/acsabone': ['16', '14'],
  '/xkb': ['LED', '16', '10'],
  '/page/privacy': ['V1.5.3', '2025-07-03'],
  '/dahuascaleweihu': [
    ...LABEL_SCALE,
    '40',
    '56',
    '12 mm',
    '16',
    '4000',
    '5000',
    '71',
    '142',
    '3',
    '4',
    '8',
    '200',
    'UP',
    'DOWN',
  ],
  '/dahuascale': ['RJ45', 'Wi-Fi', '4G', 'GPRS', '8', '200', '10000'],
};

const CJK = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;

function pageOf(route: string): CataloguePage {
  const page = findPage(route);
  if (!page) {
    throw new Error(`no page for ${route}`);
  }
  return page;
}

/** Visible text with tags removed and "10,000" written as "10000", as the fact table writes numbers. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1');
}

function containsFact(text: string, fact: string): boolean {
  const escaped = fact.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  // A number must stand on its own: "16" does not count inside "160" or "1.6"; a full stop may follow.
  return new RegExp(`(?<!\\d|\\d\\.)${escaped}(?!\\d|\\.\\d)`).test(text);
}

type Walked = { path: string; ch: unknown; en: unknown };

/** Pairs every field of the Chinese text with the English one at the same place. */
function walkPair(ch: unknown, en: unknown, path: string, out: Walked[]): void {
  out.push({ path, ch, en });
  if (Array.isArray(ch) && Array.isArray(en)) {
    ch.forEach((item: unknown, index) => walkPair(item, en[index], `${path}[${index}]`, out));
    return;
  }
  if (ch && en && typeof ch === 'object' && typeof en === 'object') {
    const keys = new Set([...Object.keys(ch), ...Object.keys(en)]);
    for (const key of keys) {
      walkPair((ch as Record<string, unknown>)[key], (en as Record<string, unknown>)[key], `${path}.${key}`, out);
    }
  }
}

describe('routes', () => {
  it('has exactly the pages of spec §2.1 plus the landing and policy pages', () => {
    const routes = PAGES.map((page) => page.route);
    expect(new Set(routes).size).toBe(routes.length);
    expect([...routes].sort()).toEqual([...SPEC_ROUTES, ...EXTRA_ROUTES].sort());
  });

  it('lists every page in both languages in routes.json', () => {
    const paths = allPagePaths();
    for (const route of [...SPEC_ROUTES, ...EXTRA_ROUTES]) {
      expect(paths).toContain(route);
      expect(paths).toContain(route === '/' ? '/en' : `/en${route}`);
    }
    expect(paths).toHaveLength(2 * PAGES.length);
  });

  it('writes /a/b to a/b.html, home to index.html and English under en/', () => {
    expect(outputFileFor('/')).toBe('index.html');
    expect(outputFileFor('/en')).toBe('en/index.html');
    expect(outputFileFor('/tmaa')).toBe('tmaa.html');
    expect(outputFileFor('/en/Tmab')).toBe('en/Tmab.html');
    expect(outputFileFor('/page/privacy')).toBe('page/privacy.html');
    expect(localizedPath('/page/privacy', 'en')).toBe('/en/page/privacy');
  });

  it('renders every page as a complete document in both languages, with alternates both ways', () => {
    const assets = { css: '', script: '', origin: 'https://scales.example' };
    for (const page of PAGES) {
      const ch = renderPageDocument(page, 'ch', assets);
      const en = renderPageDocument(page, 'en', assets);
      const enPath = localizedPath(page.route, 'en');
      expect(ch).toMatch(/^<!doctype html>\n<html lang="zh-CN"/);
      expect(en).toMatch(/^<!doctype html>\n<html lang="en"/);
      expect(ch).toContain(`<link rel="canonical" href="https://scales.example${page.route}">`);
      expect(en).toContain(`<link rel="canonical" href="https://scales.example${enPath}">`);
      for (const html of [ch, en]) {
        expect(html).toContain(`hreflang="zh-CN" href="https://scales.example${page.route}"`);
        expect(html).toContain(`hreflang="en" href="https://scales.example${enPath}"`);
        expect(html).toMatch(/<title>[^<]+<\/title>/);
        expect(html).toMatch(/<meta name="description" content="[^"]+">/);
      }
    }
  });

  it('lists both languages of every page in the sitemap', () => {
    const sitemap = renderSitemap('https://scales.example');
    for (const path of allPagePaths()) {
      expect(sitemap).toContain(`<loc>https://scales.example${path}</loc>`);
    }
  });

  it('says the page does not exist on the 404 pages', () => {
    const assets = { css: '', script: '', origin: '' };
    expect(renderNotFoundDocument('ch', assets)).toContain('抱歉，你访问的页面不存在');
    expect(renderNotFoundDocument('en', assets)).toContain('Sorry, the page you visited does not exist');
  });
});

describe('text', () => {
  const sources: { name: string; ch: unknown; en: unknown }[] = [
    ...PAGES.map((page) => ({ name: page.route, ch: page.ch, en: page.en })),
    { name: 'site', ch: SITE.ch, en: SITE.en },
  ];

  it.each(sources)('$name has every Chinese field in English and no empty text', ({ ch, en }) => {
    const fields: Walked[] = [];
    walkPair(ch, en, '', fields);
    for (const field of fields) {
      expect(typeof field.en, `${field.path} in English`).toBe(typeof field.ch);
      if (Array.isArray(field.ch)) {
        expect(field.en, field.path).toHaveLength(field.ch.length);
      }
      if (typeof field.ch === 'string' && typeof field.en === 'string') {
        expect(field.ch.trim(), `${field.path} in Chinese`).not.toBe('');
        expect(field.en.trim(), `${field.path} in English`).not.toBe('');
        // The language switch is the one English-page text written in Chinese: it offers 中文.
        if (field.path !== '.languageSwitch') {
          expect(field.en, `${field.path} is translated`).not.toMatch(CJK);
        }
        expect(`${field.ch} ${field.en}`).not.toMatch(/lorem|ipsum|XXX/i);
      }
    }
  });

  it.each(PAGES.map((page) => [page.route, page] as const))('%s has a Chinese title', (_route, page) => {
    const title = page.kind === 'product' ? page.ch.onetitle : page.ch.title;
    expect(title).toMatch(CJK);
  });
});

describe('listings', () => {
  it('has the tile targets of the spec §2.2 table, in order', () => {
    const actual = Object.fromEntries(LISTINGS.map((listing) => [listing.route, [...listing.tiles]]));
    expect(actual).toEqual(LISTING_TILES);
  });

  it('links each tile to its product page and names it by that page', () => {
    for (const listing of LISTINGS) {
      for (const lang of ['ch', 'en'] as const) {
        const html = renderPageBody(listing, lang);
        for (const target of listing.tiles) {
          const product = pageOf(target);
          expect(product.kind).toBe('product');
          expect(html).toContain(`href="${localizedPath(target, lang)}"`);
          if (product.kind === 'product') {
            expect(html).toContain(product[lang].onetitle);
          }
        }
      }
    }
  });

  it('gives every product a breadcrumb parent that lists it, when a listing does', () => {
    for (const page of PAGES) {
      if (page.kind !== 'product') {
        continue;
      }
      const listedIn = LISTINGS.filter((listing) => listing.tiles.includes(page.route)).map((l) => l.route);
      expect(pageOf(page.parent).kind).toBe('listing');
      if (listedIn.length > 0) {
        expect(listedIn).toContain(page.parent);
      }
    }
  });
});

describe('facts of spec §9', () => {
  it.each(Object.entries(FACTS))('%s shows its numbers in both languages', (route, facts) => {
    const page = pageOf(route);
    for (const lang of ['ch', 'en'] as const satisfies readonly Lang[]) {
      const text = visibleText(renderPageBody(page, lang));
      const missing = facts.filter((fact) => !containsFact(text, fact));
      expect(missing, `${route} (${lang})`).toEqual([]);
    }
  });

  it('shows no product count for the ACS-Ab-2a+ (the spec gives none)', () => {
    expect(visibleText(renderPageBody(pageOf('/acsfive'), 'en'))).not.toContain('4000');
  });

  it('draws breadcrumb links in #004494', () => {
    expect(readFileSync(new URL('./catalogue.css', import.meta.url), 'utf8')).toMatch(
      /\.breadcrumb a\s*\{[^}]*color:\s*#004494/,
    );
  });

  it('keeps a product page with its CSS under 60 KB gzipped', () => {
    const css = readFileSync(new URL('./catalogue.css', import.meta.url), 'utf8');
    const html = renderPageDocument(pageOf('/tmaa'), 'ch', { css, script: '', origin: 'http://localhost:8080' });
    expect(gzipSync(html).length).toBeLessThan(60 * 1024);
  });
});

describe('payment sign landing, payment sign and manual pages', () => {
  /** Console routes the catalogue may link to (console spec §2); every other link is a catalogue page. */
  const CONSOLE_LINKS = ['/sign/login', '/page/shanghuResign'];
  const ALL_DOWNLOADS: ReadonlySet<string> = new Set(Object.values(DOWNLOADS).map((item) => item.file));

  function hrefsOf(html: string): string[] {
    return [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1] ?? '');
  }

  function staticPage(route: string): StaticPage {
    const page = pageOf(route);
    if (page.kind !== 'static') {
      throw new Error(`${route} is not a static page`);
    }
    return page;
  }

  it('links every page only to catalogue pages in its own language, downloads, anchors or console routes', () => {
    const pagePaths = new Set(allPagePaths());
    for (const page of PAGES) {
      for (const lang of ['ch', 'en'] as const) {
        const html = renderPageBody(page, lang, ALL_DOWNLOADS);
        // The language switch is the one link to the other language.
        const twin = localizedPath(page.route, lang === 'ch' ? 'en' : 'ch');
        for (const href of hrefsOf(html)) {
          const where = `${page.route} (${lang}) → ${href}`;
          if (pagePaths.has(href)) {
            const isEnglish = href === '/en' || href.startsWith('/en/');
            expect(isEnglish === (lang === 'en') || href === twin, where).toBe(true);
          } else {
            const isOther = CONSOLE_LINKS.includes(href) || href.startsWith('#') || href.startsWith('/downloads/');
            expect(isOther, where).toBe(true);
          }
        }
      }
    }
  });

  it('points the landing page to the three listings, the payment sign page and the manual', () => {
    for (const lang of ['ch', 'en'] as const) {
      const hrefs = hrefsOf(renderPageBody(pageOf('/dahuascale'), lang));
      for (const route of ['/chanpincontain', '/sya', '/tmh', '/paymentsign/payment', '/dahuascaleweihu']) {
        expect(hrefs, `${route} (${lang})`).toContain(localizedPath(route, lang));
      }
    }
  });

  it('asks shop owners to sign in and register as a merchant, and names no price, fee or bank', () => {
    for (const lang of ['ch', 'en'] as const) {
      const html = renderPageBody(pageOf('/paymentsign/payment'), lang);
      expect(html).toContain('<a class="button" href="/sign/login">');
      expect(html).toContain('<a class="button secondary" href="/page/shanghuResign">');
      const main = visibleText(html.slice(html.indexOf('<main'), html.indexOf('</main>')));
      expect(main).not.toMatch(/[¥￥$€]|元|费|银行|\bfees?\b|\bbanks?\b|\bcharges?\b/i);
      expect(main).toContain(lang === 'ch' ? '营业执照' : 'business licence');
    }
  });

  it('leads back from the payment sign page to the landing page, and from the manual to the downloads', () => {
    expect(renderPageBody(pageOf('/paymentsign/payment'), 'en')).toMatch(
      /<nav class="breadcrumb[^>]*>.*href="\/en\/dahuascale".*aria-current="page"/s,
    );
    expect(renderPageBody(pageOf('/dahuascaleweihu'), 'ch')).toMatch(/<nav class="breadcrumb[^>]*>.*href="\/tmfdoc"/s);
    expect(hrefsOf(renderPageBody(pageOf('/tmfdoc'), 'en'))).toContain('/en/dahuascaleweihu');
  });

  it('has a symptom, cause and remedy table in the manual, with the faults the issue names', () => {
    const manual = staticPage('/dahuascaleweihu');
    for (const lang of ['ch', 'en'] as const) {
      const table = manual[lang].sections.find((section) => section.id === 'troubleshooting')?.table;
      expect(table?.columns).toHaveLength(3);
      expect(table?.rows.length).toBeGreaterThanOrEqual(5);
      for (const row of table?.rows ?? []) {
        expect(row).toHaveLength(3);
      }
      const html = renderPageBody(manual, lang);
      expect(html).toContain('<table class="text-table">');
      expect(hrefsOf(html)).toEqual(
        expect.arrayContaining([localizedPath('/tmfdoc', lang), localizedPath('/instructions', lang), '/sign/login']),
      );
    }
    const symptoms = manual.en.sections.flatMap((section) => section.table?.rows.map((row) => row[0]) ?? []).join('|');
    for (const symptom of ['Nothing prints', 'blank', 'drifts', 'Not zero', 'offline']) {
      expect(symptoms).toContain(symptom);
    }
  });
});

/** A leave signal the test fires by hand, standing in for blur and visibilitychange. */
function fakeLeaveSignal() {
  let listener: (() => void) | undefined;
  const signal: LeaveSignal = (onLeave) => {
    listener = onLeave;
    return () => {
      listener = undefined;
    };
  };
  return { signal, leave: () => listener?.() };
}

/** Date.now() under fake timers, plus a jump for the time a backgrounded page's timers lose. */
function fakeClock() {
  let frozenFor = 0;
  const clock: Clock = {
    now: () => Date.now() + frozenFor,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
  };
  return { clock, freeze: (ms: number) => (frozenFor += ms) };
}

describe('lock page open-app button', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start() {
    const open = vi.fn();
    const done = vi.fn<(outcome: LaunchOutcome) => void>();
    const leave = fakeLeaveSignal();
    const time = fakeClock();
    probeLockApp({ open, done, clock: time.clock, onLeave: leave.signal });
    return { open, done, leave, time };
  }

  it('tries the scheme at once and decides 800 ms later', () => {
    const { open, done } = start();
    expect(open).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(799);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('sends the visitor to the download when the page stayed visible', () => {
    const { done } = start();
    vi.advanceTimersByTime(800);
    expect(done).toHaveBeenCalledWith('not-installed');
  });

  it('believes the app opened when the page lost focus', () => {
    const { done, leave } = start();
    vi.advanceTimersByTime(300);
    leave.leave();
    vi.advanceTimersByTime(500);
    expect(done).toHaveBeenCalledWith('opened');
  });

  it('believes the app opened when the check ran 1000 ms or more after the attempt', () => {
    const { done, time } = start();
    time.freeze(200);
    vi.advanceTimersByTime(800);
    expect(done).toHaveBeenCalledWith('opened');
  });

  it('still sends to the download when the check ran late but under 1000 ms', () => {
    const { done, time } = start();
    time.freeze(199);
    vi.advanceTimersByTime(800);
    expect(done).toHaveBeenCalledWith('not-installed');
  });

  it('stops listening once it has decided', () => {
    const { done, leave } = start();
    vi.advanceTimersByTime(800);
    leave.leave();
    expect(done).toHaveBeenCalledTimes(1);
    expect(done).toHaveBeenCalledWith('not-installed');
  });

  it('reads "open app" only when the app is believed installed', () => {
    const labels = { open: 'Open app', download: 'Download app' };
    expect(appButtonLabel(true, labels)).toBe('Open app');
    expect(appButtonLabel(false, labels)).toBe('Download app');
  });
});

describe('face-verification page on Android', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start() {
    const done = vi.fn<(outcome: LaunchOutcome) => void>();
    const leave = fakeLeaveSignal();
    const time = fakeClock();
    probeAndroidApp({ open: vi.fn(), done, clock: time.clock, onLeave: leave.signal });
    return { done, leave, time };
  }

  it('decides after 1000 ms: download when nothing happened', () => {
    const { done } = start();
    vi.advanceTimersByTime(999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledWith('not-installed');
  });

  it('shows "open app" when the timer ran 1500 ms or more after the attempt', () => {
    const { done, time } = start();
    time.freeze(500);
    vi.advanceTimersByTime(1000);
    expect(done).toHaveBeenCalledWith('opened');
  });

  it('does not count a timer late by under 1500 ms as the app opening', () => {
    const { done, time } = start();
    time.freeze(499);
    vi.advanceTimersByTime(1000);
    expect(done).toHaveBeenCalledWith('not-installed');
  });

  it('shows "open app" when the page was hidden', () => {
    const { done, leave } = start();
    leave.leave();
    vi.advanceTimersByTime(1000);
    expect(done).toHaveBeenCalledWith('opened');
  });

  it('recognises Android browsers', () => {
    expect(isAndroid('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile')).toBe(true);
    expect(isAndroid('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15')).toBe(false);
  });
});

describe('language choice', () => {
  const storage = (value: string | null) => ({ getItem: () => value });

  it('sends a visitor who chose English from a Chinese page to its twin', () => {
    expect(languageRedirect('ch', readLanguage(storage('en')), '/en/tmaa')).toBe('/en/tmaa');
  });

  it('keeps Chinese by default and on English pages', () => {
    expect(languageRedirect('ch', readLanguage(storage(null)), '/en/tmaa')).toBeUndefined();
    expect(languageRedirect('ch', readLanguage(storage('fr')), '/en/tmaa')).toBeUndefined();
    expect(languageRedirect('en', readLanguage(storage('ch')), '/tmaa')).toBeUndefined();
    expect(languageRedirect('ch', 'en', undefined)).toBeUndefined();
  });

  it('knows the links that lead into the console, which opens in the page’s language', () => {
    for (const href of ['/sign/login', '/page/shanghuResign', '/project/dashboard']) {
      expect(isConsoleLink(href)).toBe(true);
    }
    for (const href of [
      '/tmaa',
      '/en/tmaa',
      '/signs',
      '/paymentsign/payment',
      'https://example.com/sign/login',
      null,
    ]) {
      expect(isConsoleLink(href)).toBe(false);
    }
  });

  it('offers the twin page in the header switch', () => {
    const html = renderPageBody(pageOf('/tmaa'), 'ch');
    expect(html).toMatch(/<a class="lang-switch" href="\/en\/tmaa"[^>]*data-lang-switch="en"/);
    const home = renderPageBody(pageOf('/'), 'en');
    expect(home).toMatch(/<a class="lang-switch" href="\/"[^>]*data-lang-switch="ch"/);
  });
});

describe('home page of a signed-in user', () => {
  it('sends the home pages to the console home the console saved', () => {
    expect(homeRedirect('/', '/project')).toBe('/project');
    expect(homeRedirect('/en', '/admin')).toBe('/admin');
  });

  it('stays when nothing or anything else is saved', () => {
    expect(homeRedirect('/', null)).toBeUndefined();
    expect(homeRedirect('/', undefined)).toBeUndefined();
    expect(homeRedirect('/', '')).toBeUndefined();
    expect(homeRedirect('/en', '/project/')).toBeUndefined();
    expect(homeRedirect('/', 'https://elsewhere.example/project')).toBeUndefined();
    expect(homeRedirect('/', '//elsewhere.example')).toBeUndefined();
  });

  it('leaves every other page alone', () => {
    expect(homeRedirect('/tmaa', '/project')).toBeUndefined();
    expect(homeRedirect('/en/tmaa', '/admin')).toBeUndefined();
    expect(homeRedirect('/en/', '/admin')).toBeUndefined();
  });
});

describe('downloads', () => {
  const assets = { css: '', script: '', origin: 'https://scales.example' };
  const DOWNLOAD_HREF = /href="\/downloads\/([^"]*)"/g;
  /** The pages that list documents: downloads, manuals, product-centre side menu, maintenance, quality. */
  const DOCUMENT_PAGES = ['/tmfdoc', '/instructions', '/shebei', '/weixiu', '/pinzhi'];
  let emptyDir = '';
  let oneFileDir = '';

  beforeAll(() => {
    emptyDir = mkdtempSync(path.join(tmpdir(), 'catalogue-downloads-'));
    oneFileDir = mkdtempSync(path.join(tmpdir(), 'catalogue-downloads-'));
    writeFileSync(path.join(oneFileDir, DOWNLOADS.tmF.file), 'pdf');
  });
  afterAll(() => {
    rmSync(emptyDir, { recursive: true, force: true });
    rmSync(oneFileDir, { recursive: true, force: true });
  });

  /** Every `/downloads/…` link target on every page, both languages, 404 pages included. */
  function linkedFiles(downloads: ReadonlySet<string>): string[] {
    const html = [
      ...PAGES.flatMap((page) => [
        renderPageDocument(page, 'ch', { ...assets, downloads }),
        renderPageDocument(page, 'en', { ...assets, downloads }),
      ]),
      renderNotFoundDocument('ch', { ...assets, downloads }),
      renderNotFoundDocument('en', { ...assets, downloads }),
    ].join('\n');
    return [...html.matchAll(DOWNLOAD_HREF)].map((match) => match[1] ?? '');
  }

  it('links to no download when the downloads folder is empty or missing', async () => {
    expect(await readAvailableDownloads(emptyDir)).toEqual(new Set());
    expect(await readAvailableDownloads(path.join(emptyDir, 'missing'))).toEqual(new Set());
    expect(linkedFiles(await readAvailableDownloads(emptyDir))).toEqual([]);
  });

  it('links exactly the files that are there', async () => {
    const downloads = await readAvailableDownloads(oneFileDir);
    expect(downloads).toEqual(new Set([DOWNLOADS.tmF.file]));
    const linked = linkedFiles(downloads);
    expect(linked.length).toBeGreaterThan(0);
    expect(new Set(linked)).toEqual(new Set([DOWNLOADS.tmF.file]));
    const tmfdoc = renderPageBody(pageOf('/tmfdoc'), 'en', downloads);
    expect(tmfdoc).toContain(`<a href="/downloads/${DOWNLOADS.tmF.file}">${DOWNLOADS.tmF.en}</a>`);
  });

  it('names a missing document without a link and says it is being prepared, in both languages', () => {
    for (const lang of ['ch', 'en'] as const) {
      for (const route of DOCUMENT_PAGES) {
        const html = renderPageBody(pageOf(route), lang);
        expect(html, route).toContain(SITE[lang].downloadPending);
        expect(html, route).not.toMatch(/href="#"/);
      }
      const tmfdoc = renderPageBody(pageOf('/tmfdoc'), lang);
      expect(tmfdoc).toContain(DOWNLOADS.tmF[lang]);
      expect(tmfdoc).not.toMatch(new RegExp(`<a[^>]*>${DOWNLOADS.tmF[lang]}</a>`));
    }
    expect(SITE.ch.downloadPending).toBe('资料整理中，如需请联系客服');
  });

  it('sends the app buttons to how to obtain the app while the installer is missing', () => {
    for (const [route, id] of [
      ['/dahualock', 'lockApp'],
      ['/facedowning', 'faceApp'],
    ] as const) {
      const page = pageOf(route);
      if (page.kind !== 'static' || !page.app || !page.ch.action) {
        throw new Error(`${route} has no app button`);
      }
      for (const lang of ['ch', 'en'] as const) {
        const action = page[lang].action;
        const without = renderPageBody(page, lang);
        expect(without).toMatch(/<a class="button" href="#download" data-app-button="">/);
        expect(without).toContain(`data-download-label="${action?.obtainLabel}"`);
        expect(without).toContain('id="download"');
        expect(without).toContain(`data-app-scheme="${page.app.scheme}"`);
        expect(without).not.toContain('.apk');

        const withFile = renderPageBody(page, lang, new Set([DOWNLOADS[id].file]));
        expect(withFile).toContain(`data-download-label="${action?.downloadLabel}"`);
        expect(withFile).toContain(`href="/downloads/${DOWNLOADS[id].file}"`);
        expect(withFile).toContain('id="download"');
      }
    }
  });
});

describe('document library sections', () => {
  const LIBRARY_PAGES = { '/tmfdoc': '*', '/instructions': '*', '/weixiu': 'maintenance,repair' } as const;

  it('mark where the server lists public documents, in the page’s language, with a sentence for none', () => {
    for (const [route, categories] of Object.entries(LIBRARY_PAGES)) {
      for (const lang of ['ch', 'en'] as const) {
        const html = renderPageBody(pageOf(route), lang);
        const slot = new RegExp(
          `<h2>${lang === 'ch' ? '资料库最新文件' : 'Latest from the document library'}</h2>` +
            `<div class="library-documents"><!--library-documents:${lang}:${categories.replace('*', '\\*')}-->` +
            '<p class="note">[^<]+</p><!--/library-documents--></div>',
        );
        expect(html, `${route} ${lang}`).toMatch(slot);
      }
    }
    expect(renderPageBody(pageOf('/weixiu'), 'en')).toContain(
      'The document library has no public service or repair documents yet.',
    );
  });

  it('appear on no other page', () => {
    const others = PAGES.filter((page) => !(page.route in LIBRARY_PAGES));
    for (const page of others) {
      expect(renderPageBody(page, 'ch'), page.route).not.toContain('library-documents');
    }
  });
});

describe('old hash links of the console', () => {
  it('go on from the home page to the same console path', () => {
    expect(hashRouteRedirect('/', '#/sign/login')).toBe('/sign/login');
    expect(hashRouteRedirect('/', '#/project/shopMng/shopList')).toBe('/project/shopMng/shopList');
  });

  it('are ignored anywhere else, and never lead off the console', () => {
    expect(hashRouteRedirect('/tmaa', '#/sign/login')).toBeUndefined();
    expect(hashRouteRedirect('/', '#download')).toBeUndefined();
    expect(hashRouteRedirect('/', '#//elsewhere.example')).toBeUndefined();
    expect(hashRouteRedirect('/', '#/signature')).toBeUndefined();
  });
});
