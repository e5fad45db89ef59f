import type { ThemeConfig } from 'antd';
import { useSyncExternalStore } from 'react';
import { BRAND_COLOR } from '../shared/brand';

/**
 * The console's antd theme. Zero-runtime: components take their styles from antd's static
 * stylesheet (imported by antd-providers.tsx) instead of generating them while they render, which
 * was half of the sign-in page's start-up work; only the brand's variables are written at run time.
 * The build leaves antd's CSS generators out on that account (scripts/antd-zero-runtime-styles.ts).
 */
export const APP_THEME: ThemeConfig = {
  zeroRuntime: true,
  token: { colorPrimary: BRAND_COLOR, colorLink: BRAND_COLOR, borderRadius: 6 },
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
