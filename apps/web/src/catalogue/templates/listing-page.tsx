import { findPage } from '../content/registry';
import { SITE } from '../content/site';
import type { Lang, Listing } from '../content/types';
import { FamilyIllustration } from './illustrations';
import { hrefFor } from './links';

/** Category listing of catalogue spec §2.2: a tile per target, named by the target's own page. */
export function ListingPage({ listing, lang }: { listing: Listing; lang: Lang }) {
  const copy = listing[lang];
  return (
    <>
      <header className="page-head">
        <h1>{copy.title}</h1>
        <p className="lead">{copy.lead}</p>
      </header>
      <ul className="tiles" aria-label={SITE[lang].tilesLabel}>
        {listing.tiles.map((target) => {
          const product = findPage(target);
          if (!product || product.kind !== 'product') {
            return null;
          }
          const tile = product[lang];
          return (
            <li key={target}>
              <a className="tile" href={hrefFor(target, lang)}>
                <FamilyIllustration family={product.family} label={tile.onetitle} />
                <span className="tile-title">{tile.onetitle}</span>
                <span className="tile-text">{tile.twotitleone}</span>
                <span className="tile-more">{SITE[lang].detailsLink}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}
