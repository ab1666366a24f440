// The full page's service worker (registered by www/page.js, never by the element): it keeps
// one whole build of the site in a cache of its own, so that the page plays offline and, above
// all, so that a visit never runs files of two builds.
//
// - Install fetches every file of this build past the HTTP cache (`cache: 'reload'`): a host
//   that sends only Last-Modified lets browsers keep files for days, and the install must
//   not fill the new cache with old files. The computer's evaluation is not among them: it is
//   fetched the first time a visit needs it (see below), then kept.
// - A new build waits until no tab runs the old one, or until the page asks it to take over
//   (the person pressed "Update now": www/page.js reloads once it has).
// - Every file of the build is answered from the cache: the page, its scripts, the wasm and
//   its glue always come from one build. The evaluation comes from the network the first
//   time; it is kept only if its SHA-256 is this build's (a newer deploy's table would not
//   fit this build's engine), else the page is told the site has changed. The page fetches
//   it gzipped (www/engine.js): that file's hash, or the table's when the host sent it with
//   `Content-Encoding: gzip` (the browser has then unpacked it); a browser that cannot unpack
//   gzip fetches the plain table.
// scripts/build.sh stamps CACHE_VERSION, EVALUATION_SHA256 and EVALUATION_GZIP_SHA256 for
// each build.

const CACHE_VERSION = 'dev';
const EVALUATION_SHA256 = 'dev';
const EVALUATION_GZIP_SHA256 = 'dev';
const CACHE = `othello-${CACHE_VERSION}`;
const FILES = [
  './',
  'index.html',
  'manifest.webmanifest',
  'icons/icon.svg',
  'www/style.css',
  'www/page.js',
  'www/page-words.js',
  'www/reversi-board.js',
  'www/board-schedule.js',
  'www/board-controller.js',
  'www/board-state.js',
  'www/game-line.js',
  'www/hint-book.js',
  'www/board-style.js',
  'www/board-template.js',
  'www/board-options.js',
  'www/board-view.js',
  'www/panel-view.js',
  'www/moves-view.js',
  'www/eval-graph.js',
  'www/input.js',
  'www/i18n.js',
  'www/engine.js',
  'www/ai-pool.js',
  'www/ai-worker.js',
  'www/game-review.js',
  'www/puzzle-session.js',
  'www/board-controls.js',
  'www/line-view.js',
  'www/line-style.js',
  'www/line-keeper.js',
  'www/board-review.js',
  'www/board-puzzle.js',
  'www/board-hints.js',
  'www/computer-turn.js',
  'www/move-report.js',
  'www/board-editor.js',
  'www/editor-view.js',
  'www/puzzle-set.js',
  'www/puzzles.obf',
  'www/pkg/reversi.js',
  // Both builds of the engine: the page runs the one this browser can (www/engine.js). The
  // other costs one download a deploy, and spares this worker a copy of that choice.
  'www/pkg/reversi_bg.wasm',
  'www/pkg/reversi_simd_bg.wasm',
];

/** The URL of a file of the site, relative to this worker. */
const siteUrl = (file) => new URL(file, self.location).href;
const BUILD_FILES = new Set(FILES.map(siteUrl));
/** The evaluation's files, each with the SHA-256 hashes its bytes may have in this build. */
const EVALUATIONS = new Map([
  [siteUrl('www/pkg/gzip/reversi_eval.bin'), [EVALUATION_GZIP_SHA256, EVALUATION_SHA256]],
  [siteUrl('www/pkg/reversi_eval.bin'), [EVALUATION_SHA256]],
]);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        FILES.map(async (file) => {
          const response = await fetch(new Request(siteUrl(file), { cache: 'reload' }));
          if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
          await cache.put(siteUrl(file), response);
        }),
      ),
    ),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'take-over') self.skipWaiting();
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
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  const key = url.origin + url.pathname;
  if (BUILD_FILES.has(key)) {
    event.respondWith(fromCacheElseNetwork(key, request));
  } else if (EVALUATIONS.has(key)) {
    event.respondWith(evaluation(key, EVALUATIONS.get(key)));
  }
  // Anything else (another page of the same site) is left to the browser.
});

/** A file of this build: from its cache (the network only if the cache lost it). */
async function fromCacheElseNetwork(key, request) {
  const cache = await caches.open(CACHE);
  return (await cache.match(key)) ?? fetch(request);
}

/**
 * An evaluation file: from the cache once kept, else fetched and kept if its bytes hash to
 * one of `hashes`, this build's.
 */
async function evaluation(key, hashes) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(key);
  if (kept) return kept;
  const response = await fetch(new Request(key, { cache: 'reload' }));
  if (!response.ok || EVALUATION_SHA256 === 'dev') return response;
  const bytes = await response.clone().arrayBuffer();
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  if (!hashes.includes(hex)) {
    // The site was deployed again since this build was installed: look for the new build.
    self.registration.update();
    return new Response('the site has been updated: reload the page', {
      status: 409,
      statusText: 'Conflict',
    });
  }
  await cache.put(key, response.clone());
  return response;
}
