import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { startTabSync } from './session/tabSync.ts';
import { startPrivateEarly } from './app/session/earlyStart.ts';
import './styles/global.css';
import './styles/print.css';

// A new tab of a signed-in browser first takes the session over from an open tab (tabSync.ts), so it
// opens on the page asked for instead of the login page.
void startTabSync().then(() => {
  startPrivateEarly(window.location.pathname);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
