import './shared/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/i18n';
import './app/global.css';
import { App } from './app/app';
import { loadStoredSession } from './shared/session';

// Old links of the hash-routed console (`/#/sign/login`) land on the same path.
if (window.location.hash.startsWith('#/')) {
  window.history.replaceState(null, '', window.location.hash.slice(1));
}

const root = document.getElementById('root');
if (root) {
  // An unreadable stored login (its code failed to load) is no login: the app starts signed out.
  void loadStoredSession()
    .catch(() => undefined)
    .then(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
}
