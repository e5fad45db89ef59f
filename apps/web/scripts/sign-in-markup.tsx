// Loaded by scripts/prerender-sign-in.ts through Vite (the app's modules use import.meta.env).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LoginPage } from '../src/features/sign/login-page';
import { STORAGE_KEYS } from '../src/shared/storage';

export { DEFERRED_STYLES_ATTRIBUTE, DRAWN_ATTRIBUTE } from '../src/features/sign/drawn-page';

/** The sign-in page as the app first draws it, in Chinese: its markup, and the key of the chosen language. */
export function renderSignIn(): { markup: string; languageKey: string } {
  const markup = renderToString(
    <MemoryRouter initialEntries={['/sign/login']}>
      <LoginPage />
    </MemoryRouter>,
  );
  return { markup, languageKey: STORAGE_KEYS.language };
}
