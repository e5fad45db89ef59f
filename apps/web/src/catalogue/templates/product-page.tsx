import { SITE } from '../content/site';
import { productSpecRows } from '../content/spec-rows';
import type { Lang, Product } from '../content/types';
import { FamilyIllustration, FeatureIconGlyph, PlayGlyph } from './illustrations';

/** Product detail of catalogue spec §2.4: texts come from the product's dictionary for `lang`. */
export function ProductPage({ product, lang }: { product: Product; lang: Lang }) {
  const copy = product[lang];
  const site = SITE[lang];
  const [iconOne, iconTwo, iconThree, iconFour] = product.featureIcons;
  const blocks = [
    { icon: iconOne, heading: copy.reheaderone, points: [copy.reheadertwo, copy.reheaderthree] },
    { icon: iconTwo, heading: copy.reheaderfour, points: [copy.reheaderfive, copy.reheadersix] },
    { icon: iconThree, heading: copy.reheaderseven, points: [copy.reheadereight, copy.reheadernine] },
    { icon: iconFour, heading: copy.reheaderten, points: [copy.reheadereleven, copy.reheadertwelve] },
  ];
  return (
    <article className="product">
      <header className="hero">
        <div className="hero-text">
          <h1>{copy.onetitle}</h1>
          <p className="subtitle">{copy.twotitleone}</p>
          {copy.twotitletwo ? <p className="subtitle">{copy.twotitletwo}</p> : null}
          <p className="tagline">{copy.twotitle}</p>
          <ul className="highlights" aria-label={site.highlightsLabel}>
            <li>{copy.containone}</li>
            <li>{copy.containtwo}</li>
            <li>{copy.containthree}</li>
          </ul>
        </div>
        <figure className="hero-figure">
          <FamilyIllustration family={product.family} label={copy.onetitle} />
        </figure>
      </header>
      <section className="spec" aria-labelledby="spec-heading">
        <h2 id="spec-heading">{copy.size}</h2>
        <table>
          <tbody>
            {productSpecRows(copy).map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="video-caption">
        <PlayGlyph />
        <span>{copy.video}</span>
      </p>
      <section className="features" aria-labelledby="features-heading">
        <h2 id="features-heading">{site.featuresLabel}</h2>
        <div className="feature-grid">
          {blocks.map((block) => (
            <div className="feature" key={block.heading}>
              <FeatureIconGlyph icon={block.icon} />
              <h3>{block.heading}</h3>
              <ul>
                {block.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </article>
  );
}
