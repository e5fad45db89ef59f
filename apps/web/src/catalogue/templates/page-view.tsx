import { findPage } from '../content/registry';
import { SITE } from '../content/site';
import type { CataloguePage, Lang } from '../content/types';
import { localizedPath } from '../paths';
import { Layout, type Crumb } from './layout';
import { ListingPage } from './listing-page';
import { ProductPage } from './product-page';
import { StaticPageView } from './static-page';

export function pageTitle(page: CataloguePage, lang: Lang): string {
  switch (page.kind) {
    case 'product':
      return page[lang].onetitle;
    case 'listing':
    case 'static':
      return page[lang].title;
  }
}

export function pageDescription(page: CataloguePage, lang: Lang): string {
  switch (page.kind) {
    case 'product': {
      const copy = page[lang];
      const separator = lang === 'ch' ? '；' : '; ';
      return [copy.twotitleone, copy.containone, copy.containtwo, copy.containthree].join(separator);
    }
    case 'listing':
    case 'static':
      return page[lang].description;
  }
}

function crumbTo(route: string, lang: Lang): Crumb {
  const target = findPage(route);
  const label = route === '/' || !target ? SITE[lang].homeLabel : pageTitle(target, lang);
  return { label, href: localizedPath(route, lang) };
}

/**
 * Breadcrumbs: a product shows its category then its name (spec §2.4); a listing or other page starts at
 * home or its parent (spec §2.2). Home has none.
 */
function breadcrumbFor(page: CataloguePage, lang: Lang): Crumb[] {
  const current: Crumb = { label: pageTitle(page, lang) };
  switch (page.kind) {
    case 'product':
      return [crumbTo(page.parent, lang), current];
    case 'listing':
      return [crumbTo('/', lang), current];
    case 'static':
      if (page.route === '/') {
        return [];
      }
      return [crumbTo(page.parent ?? '/', lang), current];
  }
}

function PageContent({ page, lang }: { page: CataloguePage; lang: Lang }) {
  switch (page.kind) {
    case 'product':
      return <ProductPage product={page} lang={lang} />;
    case 'listing':
      return <ListingPage listing={page} lang={lang} />;
    case 'static':
      return <StaticPageView page={page} lang={lang} />;
  }
}

export function PageView({ page, lang }: { page: CataloguePage; lang: Lang }) {
  return (
    <Layout
      lang={lang}
      twinPath={localizedPath(page.route, lang === 'ch' ? 'en' : 'ch')}
      breadcrumb={breadcrumbFor(page, lang)}
    >
      <PageContent page={page} lang={lang} />
    </Layout>
  );
}

/** The 404 page (console spec §8: 抱歉，你访问的页面不存在). */
export function NotFoundView({ lang }: { lang: Lang }) {
  const copy = SITE[lang].notFound;
  return (
    <Layout lang={lang} twinPath={localizedPath('/', lang === 'ch' ? 'en' : 'ch')}>
      <header className="page-head not-found">
        <h1>{copy.text}</h1>
        <p>
          <a className="button" href={localizedPath('/', lang)}>
            {copy.homeLink}
          </a>
        </p>
      </header>
    </Layout>
  );
}
