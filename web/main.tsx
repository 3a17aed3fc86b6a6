import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { initErrorReporting } from './app/errorReporting.ts';
import { startApp } from './app/prefetch.ts';
import { createRelayEnvironment } from './app/RelayEnvironment.ts';

void initErrorReporting();

// The app shell's service worker (web/public/sw.js: installable, opens offline), registered once
// the page has loaded so the first paint waits for nothing; it never keeps API answers.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => {}));
}

// The session and the route at the address start before React renders (web/app/prefetch.ts).
const environment = createRelayEnvironment();
startApp(environment, window.location);

// Rendered as a transition: React yields to the browser every few milliseconds instead of holding
// the main thread for the whole first render (a long task on a slow phone), and the prerendered
// landing screen (landing.html) stays on show until the app's is ready to replace it.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App environment={environment} />
    </StrictMode>,
  );
});
