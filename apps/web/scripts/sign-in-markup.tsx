// Loaded by scripts/prerender-sign-in.ts through Vite (the app's modules use import.meta.env).
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { APP_THEME } from '../src/app/theme';
import { LoginPage } from '../src/features/sign/login-page';
import { STORAGE_KEYS } from '../src/shared/storage';

export { DEFERRED_STYLES_ATTRIBUTE, DRAWN_ATTRIBUTE } from '../src/features/sign/drawn-page';

/**
 * The sign-in page as the app first draws it, in Chinese: its markup, and the style element of the
 * brand's variables (colours, radius), which antd writes at run time even without run-time styles.
 */
export function renderSignIn(): { markup: string; styles: string; languageKey: string } {
  const cache = createCache();
  const markup = renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider locale={zhCN} theme={APP_THEME}>
        <MemoryRouter initialEntries={['/sign/login']}>
          <LoginPage />
        </MemoryRouter>
      </ConfigProvider>
    </StyleProvider>,
  );
  return { markup, styles: extractStyle(cache), languageKey: STORAGE_KEYS.language };
}
