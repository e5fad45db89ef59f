import type { ReactNode } from 'react';
import { BRAND_STYLE } from './brand';
import { LanguageToggle } from './language-toggle';
import './card-page-layout.css';

/** The frame of the sign-in and other stand-alone pages: logo, title, a card in the middle, the language switch. */
export function CardPageLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="card-page" style={BRAND_STYLE}>
      <div className="card-page-language">
        <LanguageToggle />
      </div>
      <div className="card-page-card">
        <div className="card-page-head">
          <img src="/favicon.svg" alt="" width={44} height={44} />
          <h1>{title}</h1>
          {subtitle && <p>{subtitle}</p>}
        </div>
        {children}
      </div>
    </div>
  );
}
