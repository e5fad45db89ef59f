import type { ThemeConfig } from 'antd';

/**
 * The console's antd theme. Zero-runtime: components take their styles from antd's static
 * stylesheet (imported in main.tsx) instead of generating them while they render, which was half of
 * the sign-in page's start-up work; only the brand's variables are written at run time.
 */
export const APP_THEME: ThemeConfig = {
  zeroRuntime: true,
  token: { colorPrimary: '#004494', colorLink: '#004494', borderRadius: 6 },
};
