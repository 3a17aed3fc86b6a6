import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { initErrorReporting } from './app/errorReporting.ts';
import { prefetchRoute, startRoute } from './app/prefetch.ts';
import { USER_STORAGE_KEY } from './app/session.ts';

void initErrorReporting();

// The app shell's service worker (web/public/sw.js: installable, opens offline), registered once
// the page has loaded so the first paint waits for nothing; it never keeps API answers.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => {}));
}

// A returning learner's screen starts loading now, not once the session has been refreshed.
const hasSession = (() => {
  try {
    return localStorage.getItem(USER_STORAGE_KEY) !== null;
  } catch {
    return false; // storage blocked: the screen loads after the refresh, as before
  }
})();
const first = startRoute(window.location.pathname, hasSession);
if (first) void prefetchRoute(first)?.catch(() => {});

// Rendered as a transition: React yields to the browser every few milliseconds instead of holding
// the main thread for the whole first render (a long task on a slow phone), and the prerendered
// landing screen (landing.html) stays on show until the app's is ready to replace it.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
