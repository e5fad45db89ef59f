import type { ReactElement } from 'react';
import type { FeatureIcon, ProductFamily } from '../content/types';

/*
 * One line drawing per product family (catalogue spec §2.4 shows a product image; the site has no photos).
 * Strokes and fills come from catalogue.css classes so every drawing shares one look: `.f` light fill,
 * `.a` accent fill, `.w` white fill.
 */
const FAMILY_DRAWINGS: Record<ProductFamily, ReactElement> = {
  'label-scale': (
    <>
      <rect className="f" x="24" y="112" width="150" height="38" rx="6" />
      <rect x="36" y="100" width="110" height="10" rx="3" />
      <rect className="f" x="174" y="70" width="44" height="80" rx="6" />
      <path d="M196 70V40" />
      <rect className="w" x="162" y="14" width="68" height="28" rx="4" />
      <rect className="a" x="170" y="22" width="26" height="12" rx="2" />
      <rect className="w" x="182" y="92" width="28" height="34" rx="2" />
      <path d="M187 100v18M192 100v18M197 100v18M203 100v18" />
      <circle cx="44" cy="131" r="4" />
      <circle cx="58" cy="131" r="4" />
    </>
  ),
  'cash-register-scale': (
    <>
      <rect className="f" x="20" y="120" width="200" height="32" rx="6" />
      <rect x="32" y="108" width="96" height="10" rx="3" />
      <path className="f" d="M146 118l14-54h58l-10 54z" />
      <rect className="a" x="168" y="74" width="34" height="14" rx="2" />
      <path className="w" d="M150 64c0-16 8-28 22-28v28" />
      <rect x="44" y="152" width="152" height="10" rx="3" />
      <circle cx="120" cy="157" r="2" />
    </>
  ),
  'price-tag-scale': (
    <>
      <rect className="f" x="30" y="110" width="180" height="40" rx="8" />
      <rect x="42" y="96" width="156" height="12" rx="4" />
      <rect className="w" x="86" y="122" width="68" height="18" rx="3" />
      <rect className="a" x="92" y="126" width="30" height="10" rx="2" />
      <path d="M120 96V54" />
      <rect className="w" x="82" y="26" width="76" height="30" rx="4" />
      <rect className="a" x="90" y="34" width="40" height="14" rx="2" />
    </>
  ),
  'counting-scale': (
    <>
      <rect className="f" x="34" y="92" width="172" height="60" rx="8" />
      <rect x="50" y="74" width="140" height="14" rx="4" />
      <rect className="w" x="46" y="104" width="44" height="18" rx="3" />
      <rect className="w" x="98" y="104" width="44" height="18" rx="3" />
      <rect className="w" x="150" y="104" width="44" height="18" rx="3" />
      <rect className="a" x="52" y="109" width="22" height="8" rx="1" />
      <rect className="a" x="104" y="109" width="22" height="8" rx="1" />
      <rect className="a" x="156" y="109" width="22" height="8" rx="1" />
      <path d="M60 138h8M80 138h8M100 138h8M120 138h8M140 138h8M160 138h8M180 138h8" />
    </>
  ),
  'bench-scale': (
    <>
      <path className="f" d="M20 150l30-34h170l-30 34z" />
      <path d="M20 150v8h170v-8M190 158l30-34v-8" />
      <path d="M176 116V50" />
      <rect className="w" x="146" y="18" width="60" height="34" rx="4" />
      <rect className="a" x="153" y="25" width="34" height="12" rx="2" />
      <path d="M153 44h6M163 44h6M173 44h6" />
    </>
  ),
  instrument: (
    <>
      <rect className="f" x="40" y="40" width="160" height="100" rx="10" />
      <rect className="w" x="56" y="56" width="128" height="34" rx="4" />
      <rect className="a" x="64" y="63" width="18" height="20" rx="2" />
      <rect className="a" x="86" y="63" width="18" height="20" rx="2" />
      <rect className="a" x="108" y="63" width="18" height="20" rx="2" />
      <rect className="a" x="130" y="63" width="18" height="20" rx="2" />
      <rect x="60" y="106" width="20" height="14" rx="3" />
      <rect x="88" y="106" width="20" height="14" rx="3" />
      <rect x="116" y="106" width="20" height="14" rx="3" />
      <rect x="144" y="106" width="20" height="14" rx="3" />
      <path d="M200 120c20 0 20 30 0 36H60" />
    </>
  ),
  'label-printer': (
    <>
      <path className="f" d="M50 60h140v80H50z" />
      <path d="M50 60l16-22h108l16 22" />
      <circle className="w" cx="120" cy="92" r="22" />
      <circle cx="120" cy="92" r="7" />
      <rect className="w" x="80" y="140" width="80" height="26" rx="2" />
      <path d="M92 146v14M98 146v14M106 146v14M112 146v14M120 146v14M128 146v14" />
      <rect className="a" x="170" y="70" width="12" height="6" rx="1" />
    </>
  ),
  'labeling-machine': (
    <>
      <rect className="f" x="14" y="112" width="212" height="18" rx="9" />
      <circle cx="26" cy="121" r="5" />
      <circle cx="214" cy="121" r="5" />
      <path d="M40 130l-8 30M200 130l8 30" />
      <rect className="w" x="92" y="86" width="56" height="26" rx="3" />
      <path d="M120 20v30" />
      <rect className="f" x="96" y="50" width="48" height="22" rx="4" />
      <rect className="w" x="108" y="72" width="24" height="10" rx="1" />
      <rect className="f" x="176" y="22" width="44" height="34" rx="4" />
      <rect className="a" x="182" y="28" width="32" height="22" rx="2" />
      <path d="M120 20h78v2" />
    </>
  ),
  'packaging-machine': (
    <>
      <rect className="f" x="40" y="50" width="160" height="104" rx="8" />
      <circle className="w" cx="88" cy="34" r="18" />
      <circle cx="88" cy="34" r="5" />
      <rect className="w" x="136" y="66" width="48" height="34" rx="3" />
      <rect className="a" x="142" y="72" width="36" height="22" rx="2" />
      <rect className="w" x="56" y="112" width="72" height="24" rx="6" />
      <path d="M56 112l72 24M128 112l-72 24" />
      <path d="M40 154v8h160v-8" />
    </>
  ),
};

export function FamilyIllustration({ family, label }: { family: ProductFamily; label: string }) {
  return (
    <svg className="illustration" viewBox="0 0 240 180" role="img" aria-label={label}>
      {FAMILY_DRAWINGS[family]}
    </svg>
  );
}

const ICON_PATHS: Record<FeatureIcon, ReactElement> = {
  plu: <path d="M4 5h16v14H4zM8 9h8M8 13h8M8 17h4" />,
  cloud: <path d="M7 18h10a4 4 0 0 0 0-8 6 6 0 0 0-11.5 1.5A3.3 3.3 0 0 0 7 18z" />,
  manual: <path d="M4 5c3-1 6-1 8 1 2-2 5-2 8-1v14c-3-1-6-1-8 1-2-2-5-2-8-1zM12 6v14" />,
  print: <path d="M7 9V3h10v6M6 17H4v-8h16v8h-2M7 14h10v7H7z" />,
  report: <path d="M4 20h16M7 20v-6M12 20V8M17 20v-10" />,
  battery: <path d="M3 8h16v8H3zM19 11h2v2h-2M6 11h5v2H6" />,
  keys: <path d="M4 4h4v4H4zM10 4h4v4h-4zM16 4h4v4h-4zM4 10h4v4H4zM10 10h4v4h-4zM16 10h4v4h-4zM4 16h16v4H4z" />,
  camera: <path d="M3 8h4l2-3h6l2 3h4v11H3zM12 10a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z" />,
  shield: <path d="M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5" />,
  scale: <path d="M3 17h18v3H3zM6 14h12v3H6zM12 14V6M8 6h8" />,
  film: <path d="M5 8a7 3 0 0 0 14 0 7 3 0 0 0-14 0v8a7 3 0 0 0 14 0V8M19 12h2v8" />,
  screen: <path d="M3 4h18v12H3zM9 20h6M12 16v4" />,
};

export function FeatureIconGlyph({ icon }: { icon: FeatureIcon }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
      {ICON_PATHS[icon]}
    </svg>
  );
}

export function LogoMark() {
  return (
    <svg className="logo-mark" viewBox="0 0 32 32" aria-hidden="true">
      <rect x="1" y="1" width="30" height="30" rx="7" />
      <path d="M8 22h16M10 18h12M16 18V9M11 9h10" />
    </svg>
  );
}

export function PlayGlyph() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M10 8.5v7l5.5-3.5z" />
    </svg>
  );
}
