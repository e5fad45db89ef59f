import { theme } from 'antd';
import type { ReactNode } from 'react';
import { LanguageToggle } from './language-toggle';

/**
 * The look of antd's outlined Card, drawn from the theme's tokens. Not the Card itself: it imports
 * Tabs and Skeleton for features these pages never use, about 20 KB of gzip on the sign-in page.
 */
function PlainCard({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        boxSizing: 'border-box',
        position: 'relative',
        width: '100%',
        maxWidth: 420,
        margin: 0,
        padding: token.paddingLG,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      {children}
    </div>
  );
}

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
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        background: 'linear-gradient(160deg, #e8f0fb 0%, #f5f7fa 60%)',
      }}
    >
      <div style={{ position: 'absolute', top: 16, right: 16 }}>
        <LanguageToggle />
      </div>
      <PlainCard>
        <div style={{ textAlign: 'center', marginBottom: 16 }}>
          <img src="/favicon.svg" alt="" width={44} height={44} />
          <h1 style={{ fontSize: 22, margin: '8px 0 4px' }}>{title}</h1>
          {subtitle && <p style={{ color: '#666', margin: 0 }}>{subtitle}</p>}
        </div>
        {children}
      </PlainCard>
    </div>
  );
}
