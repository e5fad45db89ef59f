/**
 * Shapes of the catalogue content. Every page holds its Chinese (`ch`) and English (`en`) text side by
 * side; templates render these objects and hold no copy of their own (STYLE.md (b) "Catalogue").
 */

export type Lang = 'ch' | 'en';

/** One drawing per family; a product page shows the drawing of its family (catalogue spec §2.4). */
export type ProductFamily =
  | 'label-scale'
  | 'cash-register-scale'
  | 'price-tag-scale'
  | 'counting-scale'
  | 'bench-scale'
  | 'instrument'
  | 'label-printer'
  | 'labeling-machine'
  | 'packaging-machine';

/** Small drawings beside each feature block heading. */
export type FeatureIcon =
  | 'plu'
  | 'cloud'
  | 'manual'
  | 'print'
  | 'report'
  | 'battery'
  | 'keys'
  | 'camera'
  | 'shield'
  | 'scale'
  | 'film'
  | 'screen';

/** The nine category listings of catalogue spec §2.2. */
export type ListingRoute =
  '/ai' | '/packmachine' | '/sya' | '/tmh' | '/tmp' | '/tcs' | '/acsq' | '/acspc' | '/chanpincontain';

/**
 * Specification rows in display order. The first nine are the scale rows of catalogue spec §3 under the
 * keys of the page dictionaries (§2.4); the rest cover the extra rows of some models, the labeling machine
 * and the packaging machine.
 */
export const SPEC_ROW_KEYS = [
  'appear',
  'jiekou',
  'jingdu',
  'label',
  'cashiershaft',
  'maxprint',
  'printspeed',
  'labelsize',
  'spec',
  'outsize',
  'division',
  'mincapacity',
  'plu',
  'records',
  'shortcuts',
  'labelformats',
  'keyboard',
  'screen',
  'system',
  'digits',
  'standard',
  'range',
  'battery',
  'power',
  'temperature',
  'storagetemp',
  'humidity',
  'weighrange',
  'maxweigh',
  'minweigh',
  'printmethod',
  'labellength',
  'labelwidth',
  'throughput',
  'material',
  'packform',
  'filmwidth',
  'filmdiameter',
  'shaft',
  'packweight',
  'packlength',
  'packwidth',
  'packheight',
  'goodscount',
  'machineweight',
  'ribbon',
] as const;

export type SpecRowKey = (typeof SPEC_ROW_KEYS)[number];

/** `appear` is a row's label, `appearcontain` its value, as in the page dictionaries of spec §2.4. */
export type SpecFields = { [K in SpecRowKey]?: string } & { [K in SpecRowKey as `${K}contain`]?: string };

/** The four feature blocks: heading then two bullets each, `reheaderone` … `reheadertwelve`. */
export type FeatureFields = {
  reheaderone: string;
  reheadertwo: string;
  reheaderthree: string;
  reheaderfour: string;
  reheaderfive: string;
  reheadersix: string;
  reheaderseven: string;
  reheadereight: string;
  reheadernine: string;
  reheaderten: string;
  reheadereleven: string;
  reheadertwelve: string;
};

export type ProductCopy = {
  /** Product name: page title and the last breadcrumb item. */
  onetitle: string;
  /** Subtitle. */
  twotitleone: string;
  /** Second subtitle line, on the pages that have one. */
  twotitletwo?: string;
  /** Tagline under the subtitle(s). */
  twotitle: string;
  /** The three highlight bullets. */
  containone: string;
  containtwo: string;
  containthree: string;
  /** Watch-video caption; no player is shown (spec §2.4). */
  video: string;
  /** Heading of the specification table. */
  size: string;
} & SpecFields &
  FeatureFields;

export type Product = {
  kind: 'product';
  route: string;
  /** Breadcrumb parent: the listing the product belongs to. */
  parent: ListingRoute;
  family: ProductFamily;
  featureIcons: readonly [FeatureIcon, FeatureIcon, FeatureIcon, FeatureIcon];
  ch: ProductCopy;
  en: ProductCopy;
};

export type ListingCopy = { title: string; description: string; lead: string };

export type Listing = {
  kind: 'listing';
  route: ListingRoute;
  family: ProductFamily;
  /** Tile targets in display order (spec §2.2); the tile text comes from each product's own page. */
  tiles: readonly string[];
  ch: ListingCopy;
  en: ListingCopy;
};

/**
 * A link inside page text. A catalogue route (`/tmaa`) is rendered as the page in the reader's language
 * (`/en/tmaa` on English pages); anything else (`/downloads/…`, `/sign/login`, `#download`) is kept as is.
 * A `/downloads/…` link is rendered only while its file is available; otherwise its label is shown
 * without a link, followed by the site's "being prepared" note.
 */
export type TextLink = { label: string; href: string; note?: string };

/** A card on the home page and other overview pages. */
export type Card = { href: string; title: string; text: string; family?: ProductFamily };

/** A small table in page text, such as symptom, cause and remedy: a header row, then rows of as many cells. */
export type TextTable = { columns: readonly string[]; rows: readonly (readonly string[])[] };

export type Section = {
  /** Anchor id, for in-page targets such as `#download`. */
  id?: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  /** Numbered steps. */
  steps?: readonly string[];
  links?: readonly TextLink[];
  cards?: readonly Card[];
  table?: TextTable;
  /**
   * The newest public documents of the document library in these categories (none listed: all), filled
   * in by the server at each request; `empty` is what the section says while there are none.
   */
  library?: { categories: readonly LibraryCategory[]; empty: string };
  /** Shown in this section's place (same anchor) while the download file `file` is not available. */
  whenMissing?: { file: string; section: Omit<Section, 'id' | 'whenMissing'> };
};

/**
 * Labels of the app button on the lock-repair and face-verification pages: `downloadLabel` while the
 * installer can be downloaded, `obtainLabel` while it cannot and the button leads to how to get the app.
 */
export type AppActionCopy = { openLabel: string; downloadLabel: string; obtainLabel: string; hint: string };

/** `{total}`, `{size}`, `{pages}` and `{page}` are filled in by the template. */
export type PagerCopy = { summary: string; previous: string; next: string; pageLabel: string };

export type StaticCopy = {
  title: string;
  description: string;
  lead: string;
  /** Call-to-action buttons under the lead, the first one primary. */
  buttons?: readonly TextLink[];
  sections: readonly Section[];
  action?: AppActionCopy;
  pager?: PagerCopy;
};

/** How the app button behaves (spec §2.5): the lock page on click, the face page by detection on Android. */
export type AppLaunch = {
  mode: 'lock' | 'android';
  /** Custom link scheme that opens the installed app. */
  scheme: string;
  /** Where a visitor without the app is sent: the in-page section on downloading or obtaining it. */
  fallbackHref: string;
  /** The installer's file name under /downloads/; the button's label depends on whether it is there. */
  installer: string;
};

export type StaticPage = {
  kind: 'static';
  route: string;
  /** Breadcrumb parent other than home. */
  parent?: string;
  family?: ProductFamily;
  app?: AppLaunch;
  pager?: { total: number; pageSize: number };
  ch: StaticCopy;
  en: StaticCopy;
};

/** The document library's categories (contracts DOCUMENT_CATEGORIES). */
export type LibraryCategory = 'maintenance' | 'driver_manual' | 'repair' | 'software';

export type CataloguePage = Product | Listing | StaticPage;

export type MenuLink = { href: string; label: string };
export type MenuGroup = { title: string; links: readonly MenuLink[] };

/** Shared text of the layout: menu, breadcrumb, footer, contact block, 404. */
export type SiteCopy = {
  siteName: string;
  homeLabel: string;
  skipLink: string;
  menuToggle: string;
  menuLabel: string;
  breadcrumbLabel: string;
  languageSwitch: string;
  highlightsLabel: string;
  featuresLabel: string;
  tilesLabel: string;
  detailsLink: string;
  menuGroups: readonly MenuGroup[];
  menuLinks: readonly MenuLink[];
  contact: { heading: string; text: string; links: readonly TextLink[] };
  footer: { columns: readonly { heading: string; links: readonly TextLink[] }[]; note: string };
  notFound: { title: string; text: string; homeLink: string };
  /** After the name of a document whose file is not available yet. */
  downloadPending: string;
};
