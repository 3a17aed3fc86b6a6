/*
 * The app shell's service worker: the app opens and moves between screens without a connection.
 * It keeps only the static shell: the HTML page, the built assets (named by content hash, so a
 * copy never goes stale) and the icons. It never touches the API: /graphql and /api/ requests
 * (answers, keys, anything personal) go to the network as if it were not here, so no answer key
 * is ever stored on the device. Hand-written and small; not part of any page's bundle.
 */
const CACHE = 'cissp-shell-v1';
const SHELL = '/index.html';
const STATIC = ['/favicon.svg', '/icon-192.png', '/icon-512.png', '/manifest.webmanifest'];

const isApi = (url) => url.pathname.startsWith('/graphql') || url.pathname.startsWith('/api/');

/** The page and the assets it names (its entry script and style sheets), fetched fresh. */
async function cacheShell() {
  const cache = await caches.open(CACHE);
  const page = await fetch(SHELL, { cache: 'no-cache' });
  if (!page.ok) return;
  const html = await page.clone().text();
  await cache.put(SHELL, page);
  const assets = [...new Set(html.match(/\/assets\/[^"'\s)]+/g) ?? [])];
  await cache.addAll([...STATIC, ...assets]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url)) return;
  // A screen of the app: the network's page when there is one (a new build shows at once), else the kept shell.
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok && url.pathname !== '/') {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(SHELL, copy));
          }
          return response;
        })
        .catch(() => caches.match(SHELL)),
    );
    return;
  }
  // Built assets never change: the kept copy, else the network's, kept for next time.
  if (url.pathname.startsWith('/assets/') || STATIC.includes(url.pathname)) {
    event.respondWith(
      caches.match(request).then(
        (kept) =>
          kept ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
