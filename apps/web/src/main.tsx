import './shared/zod-config';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import './shared/i18n';
import './app/global.css';
import { App } from './app/app';
import { router } from './app/router';
import { applyDeferredStyles, DRAWN_ATTRIBUTE, takeTypedAhead } from './features/sign/drawn-page';
import { loadStoredSession } from './shared/session';

// Old links of the hash-routed console (`/#/sign/login`) land on the same path.
if (window.location.hash.startsWith('#/')) {
  window.history.replaceState(null, '', window.location.hash.slice(1));
}

/** Resolves once the router has loaded the first page's route (routes load lazily). */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        resolve();
      }
    });
  });
}

const root = document.getElementById('root');
if (root) {
  // The sign-in page comes with its form drawn (scripts/prerender-sign-in.ts): the app draws over it
  // once its page has loaded, not a loading spinner first, and keeps what was typed meanwhile.
  const prerendered = root.hasAttribute(DRAWN_ATTRIBUTE);
  // An unreadable stored login (its code failed to load) is no login: the app starts signed out.
  void loadStoredSession()
    .catch(() => undefined)
    .then(() => Promise.all([applyDeferredStyles(), prerendered ? routerReady() : undefined]))
    .then(() => {
      if (prerendered) {
        takeTypedAhead(root);
      }
      // Drawn and committed in this same task: a key pressed (or a password filled in) after the drawn
      // form was read and before the app's form replaced it would otherwise be lost.
      const app = createRoot(root);
      flushSync(() =>
        app.render(
          <StrictMode>
            <App />
          </StrictMode>,
        ),
      );
    });
}
