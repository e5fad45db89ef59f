import { LIBRARY_MARKER_CLOSE, libraryMarkerOpen } from '@tm/contracts';
import type { Lang, Section, StaticPage } from '../content/types';
import { fillPlaceholders } from '../paths';
import { FamilyIllustration } from './illustrations';
import { hrefFor } from './links';
import { TextLinkView, useIsAvailable } from './text-link';

/** A section that offers a download file is replaced by its `whenMissing` text while the file is absent. */
function SectionView({ section, lang }: { section: Section; lang: Lang }) {
  const { whenMissing } = section;
  const hasFile = useIsAvailable(whenMissing?.file ?? '');
  if (whenMissing && !hasFile) {
    return <SectionBody section={{ ...whenMissing.section, id: section.id }} lang={lang} />;
  }
  return <SectionBody section={section} lang={lang} />;
}

function SectionBody({ section, lang }: { section: Section; lang: Lang }) {
  return (
    <section className="section" id={section.id}>
      <h2>{section.heading}</h2>
      {section.paragraphs?.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {section.items ? (
        <ul className="items">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.steps ? (
        <ol className="steps">
          {section.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      ) : null}
      {section.table ? (
        <div className="table-wrap">
          <table className="text-table">
            <thead>
              <tr>
                {section.table.columns.map((column) => (
                  <th scope="col" key={column}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.table.rows.map((row) => (
                <tr key={row.join('|')}>
                  {/* Cells are positional: the first one names the row. */}
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th scope="row" key={index}>
                        {cell}
                      </th>
                    ) : (
                      <td key={index} data-label={section.table?.columns[index]}>
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {section.cards ? (
        <ul className="cards">
          {section.cards.map((card) => (
            <li key={card.href + card.title}>
              <a className="tile" href={hrefFor(card.href, lang)}>
                {card.family ? <FamilyIllustration family={card.family} label={card.title} /> : null}
                <span className="tile-title">{card.title}</span>
                <span className="tile-text">{card.text}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {section.links ? (
        <ul className="links">
          {section.links.map((link) => (
            <li key={link.href}>
              <TextLinkView link={link} lang={lang} />
            </li>
          ))}
        </ul>
      ) : null}
      {section.library ? <LibrarySlot library={section.library} lang={lang} /> : null}
    </section>
  );
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Where the server lists the library's public documents (docs/documents.md): a marker pair around
 * the "none yet" sentence, which stays when there is nothing to list. The markers are HTML comments,
 * which React cannot write but as raw HTML.
 */
function LibrarySlot({ library, lang }: { library: NonNullable<Section['library']>; lang: Lang }) {
  const html = `${libraryMarkerOpen(lang, library.categories)}<p class="note">${escapeText(library.empty)}</p>${LIBRARY_MARKER_CLOSE}`;
  return <div className="library-documents" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Home, downloads, company, legal and app pages: sections of text, links and cards. */
export function StaticPageView({ page, lang }: { page: StaticPage; lang: Lang }) {
  const copy = page[lang];
  const { app, pager } = page;
  // Without its installer the button leads to how to obtain the app, and says so.
  const hasInstaller = useIsAvailable(app?.installer ?? '');
  const downloadLabel = copy.action && (hasInstaller ? copy.action.downloadLabel : copy.action.obtainLabel);
  return (
    <>
      <header className={page.family ? 'page-head hero' : 'page-head'}>
        <div className="hero-text">
          <h1>{copy.title}</h1>
          <p className="lead">{copy.lead}</p>
          {copy.buttons ? (
            <p className="buttons">
              {copy.buttons.map((link, index) => (
                <a
                  className={index === 0 ? 'button' : 'button secondary'}
                  href={hrefFor(link.href, lang)}
                  key={link.href}
                >
                  {link.label}
                </a>
              ))}
            </p>
          ) : null}
          {app && copy.action ? (
            <div
              className="app-action"
              data-app-mode={app.mode}
              data-app-scheme={app.scheme}
              data-app-fallback={app.fallbackHref}
              data-open-label={copy.action.openLabel}
              data-download-label={downloadLabel}
            >
              {/* Without scripts the button leads to the download section. */}
              <a className="button" href={app.fallbackHref} data-app-button="">
                {downloadLabel}
              </a>
              <p className="hint">{copy.action.hint}</p>
            </div>
          ) : null}
        </div>
        {page.family ? (
          <figure className="hero-figure">
            <FamilyIllustration family={page.family} label={copy.title} />
          </figure>
        ) : null}
      </header>
      {copy.sections.map((section) => (
        <SectionView key={section.heading} section={section} lang={lang} />
      ))}
      {pager && copy.pager ? <Pager total={pager.total} pageSize={pager.pageSize} copy={copy.pager} /> : null}
    </>
  );
}

type PagerProps = {
  total: number;
  pageSize: number;
  copy: NonNullable<StaticPage['ch']['pager']>;
};

/** The small pager of spec §2.5; the client script moves between its pages. */
function Pager({ total, pageSize, copy }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const values = { total, size: pageSize, pages, page: 1 };
  return (
    <nav
      className="pager"
      aria-label={fillPlaceholders(copy.summary, values)}
      data-pager=""
      data-pages={pages}
      data-page-label={copy.pageLabel}
      data-total={total}
      data-size={pageSize}
    >
      <span className="pager-summary">{fillPlaceholders(copy.summary, values)}</span>
      <button type="button" data-pager-step="-1" disabled>
        {copy.previous}
      </button>
      <span className="pager-current" aria-live="polite">
        {fillPlaceholders(copy.pageLabel, values)}
      </span>
      <button type="button" data-pager-step="1">
        {copy.next}
      </button>
    </nav>
  );
}
