import type { ThemeConfig } from 'antd';
import { useSyncExternalStore } from 'react';
import { BRAND_COLOR } from '../shared/brand';

/**
 * Text that reads at WCAG's 4.5:1 on white and on the page's grey (decision 46). antd's own greys
 * and reds for hints, placeholders, errors and a day's rise are 1.8 to 3.4:1: a shop's bright light
 * or a phone's screen in daylight washes them out.
 */
export const READABLE_TEXT = {
  // Hints, breadcrumbs, figures' titles, a list's "no data": 5.3:1 (antd: 0.45, 3.4:1).
  colorTextDescription: 'rgba(0, 0, 0, 0.58)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
  // A filter's drop-down names itself by its placeholder: 4.6:1 (antd: 0.25, 1.8:1).
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.54)',
  // Form errors, a fall, a delete button's text: antd's red-7, 5.6:1 (antd: #ff4d4f, 3.3:1).
  colorError: '#cf1322',
  // A rise, a success's text: antd's green-8, 5.6:1 (antd: #52c41a, 2.3:1). The text alone: from a
  // seed this dark antd would derive grey backgrounds for success alerts and tags.
  colorSuccessText: '#237804',
  // A warning's text ("not bound"): antd's orange-8, 5.4:1 (antd: #faad14, 1.9:1).
  colorWarningText: '#ad4e00',
} as const;

/**
 * The console's antd theme. Zero-runtime: components take their styles from antd's static
 * stylesheet (imported by antd-providers.tsx) instead of generating them while they render, which
 * was half of the sign-in page's start-up work; only the brand's variables are written at run time.
 * The build leaves antd's CSS generators out on that account (scripts/antd-zero-runtime-styles.ts).
 */
export const APP_THEME: ThemeConfig = {
  zeroRuntime: true,
  token: { colorPrimary: BRAND_COLOR, colorLink: BRAND_COLOR, borderRadius: 6, ...READABLE_TEXT },
};

/** The same theme without antd's motion: dialogs, drawers and messages appear and go at once. */
const STILL_THEME: ThemeConfig = { ...APP_THEME, token: { ...APP_THEME.token, motion: false } };

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The theme for this visitor: people who asked their system for less motion (vestibular
 * disorders, or a slow machine) get no zooming or sliding, as WCAG 2.3.3 asks.
 */
export function useAppTheme(): ThemeConfig {
  const reduced = useSyncExternalStore(
    subscribeToMotionPreference,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  return reduced ? STILL_THEME : APP_THEME;
}
