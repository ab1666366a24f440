// The full page's service worker (registered by www/page.js, never by the element): on install
// it caches every file the site needs, so the page installs and plays offline. Requests go to
// the network first (so an update shows at once) and fall back to the cache when offline.
// scripts/build.sh stamps CACHE_VERSION with a hash of dist/, so each build gets a fresh cache.

const CACHE_VERSION = 'dev';
const CACHE = `othello-${CACHE_VERSION}`;
const FILES = [
  './',
  'index.html',
  'manifest.webmanifest',
  'icons/icon.svg',
  'www/style.css',
  'www/page.js',
  'www/reversi-board.js',
  'www/reversi-board.css',
  'www/board-template.js',
  'www/board-options.js',
  'www/board-view.js',
  'www/eval-graph.js',
  'www/input.js',
  'www/i18n.js',
  'www/engine.js',
  'www/ai-pool.js',
  'www/ai-worker.js',
  'www/pkg/reversi.js',
  'www/pkg/reversi_bg.wasm',
  'www/pkg/reversi_eval.bin',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('othello-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
        }
        return response;
      })
      .catch(() =>
        caches
          .match(request, { ignoreSearch: true })
          .then((cached) => cached ?? Promise.reject(new Error(`offline: ${request.url}`))),
      ),
  );
});
