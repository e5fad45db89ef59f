import type { ReactNode } from 'react';
import { SITE } from '../content/site';
import type { Lang } from '../content/types';
import { LogoMark } from './illustrations';
import { hrefFor } from './links';
import { TextLinkView } from './text-link';

export type Crumb = { label: string; href?: string };

type LayoutProps = {
  lang: Lang;
  /** Path of the same page in the other language, for the language switch. */
  twinPath: string;
  breadcrumb?: readonly Crumb[];
  children: ReactNode;
};

/** Header with the site menu of catalogue spec §2.3, breadcrumb, contact block and footer on every page. */
export function Layout({ lang, twinPath, breadcrumb, children }: LayoutProps) {
  const site = SITE[lang];
  const otherLang: Lang = lang === 'ch' ? 'en' : 'ch';
  return (
    <>
      <a className="skip" href="#main">
        {site.skipLink}
      </a>
      <header className="site-header">
        <div className="bar wrap">
          <a className="logo" href={hrefFor('/', lang)}>
            <LogoMark />
            <span>{site.siteName}</span>
          </a>
          {/* Shown only when the client script runs (.js); without scripts the menu is simply always open. */}
          <button className="menu-toggle" type="button" aria-controls="site-menu" aria-expanded="false">
            {site.menuToggle}
          </button>
          <nav id="site-menu" className="menu" aria-label={site.menuLabel}>
            <ul className="menu-list">
              {site.menuGroups.map((group) => (
                <li className="menu-group" key={group.title}>
                  <span className="menu-title">{group.title}</span>
                  <ul>
                    {group.links.map((link) => (
                      <li key={link.href}>
                        <a href={hrefFor(link.href, lang)}>{link.label}</a>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
              {site.menuLinks.map((link) => (
                <li className="menu-item" key={link.href}>
                  <a href={hrefFor(link.href, lang)}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <a
            className="lang-switch"
            href={twinPath}
            hrefLang={otherLang === 'ch' ? 'zh-CN' : 'en'}
            lang={otherLang === 'ch' ? 'zh-CN' : 'en'}
            data-lang-switch={otherLang}
          >
            {site.languageSwitch}
          </a>
        </div>
      </header>
      {breadcrumb && breadcrumb.length > 0 ? (
        <nav className="breadcrumb wrap" aria-label={site.breadcrumbLabel}>
          <ol>
            {breadcrumb.map((crumb) => (
              <li key={crumb.label}>
                {crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span aria-current="page">{crumb.label}</span>}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <main id="main" className="wrap">
        {children}
      </main>
      <aside className="contact" aria-labelledby="contact-heading">
        <div className="wrap">
          <h2 id="contact-heading">{site.contact.heading}</h2>
          <p>{site.contact.text}</p>
          <ul>
            {site.contact.links.map((link) => (
              <li key={link.href}>
                <TextLinkView link={link} lang={lang} />
              </li>
            ))}
          </ul>
        </div>
      </aside>
      <footer className="site-footer">
        <div className="wrap footer-columns">
          {site.footer.columns.map((column) => (
            <section key={column.heading}>
              <h2>{column.heading}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <TextLinkView link={link} lang={lang} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <p className="wrap footer-note">
          {site.siteName} · {site.footer.note}
        </p>
      </footer>
    </>
  );
}
