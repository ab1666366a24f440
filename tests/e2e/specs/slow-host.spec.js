// A host that compresses nothing still sends the evaluation small: the page fetches it gzipped
// (pkg/gzip/reversi_eval.bin) and unpacks it itself (www/engine.js), the computer plays a
// searching level with it, and a host that sends that file with `Content-Encoding: gzip` (the
// browser unpacks it first) works as well, through the service worker's check too. A browser
// without DecompressionStream, or a host without the gzipped file, gets the plain table. A
// damaged or truncated gzip file gives the page's error, at once, and a later try gets a good
// one. The figures on a slow link: support/measure-slow-host.js.

import { test, expect, clickSquare, squareIndex, openSettings } from '../support/game.js';
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';

const DIST = path.resolve(import.meta.dirname, '../../../dist');
const GZIP = '/www/pkg/gzip/reversi_eval.bin';
const PLAIN = '/www/pkg/reversi_eval.bin';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json' };

/**
 * A static server of dist/ on a port the system picks (server.origin), compressing nothing,
 * that records the paths asked (server.requested). `server.gzip` decides how the gzipped
 * evaluation is sent: 'as-is' (a file like any other), 'encoded' (with `Content-Encoding:
 * gzip`), 'missing' (404), or a Buffer sent in its place.
 */
async function startServer() {
  const server = { gzip: 'as-is', requested: [] };
  server.http = http.createServer(async (request, response) => {
    const at = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    server.requested.push(at);
    try {
      if (at === GZIP && server.gzip !== 'as-is') {
        if (server.gzip === 'missing') {
          response.writeHead(404).end();
          return;
        }
        const encoded = server.gzip === 'encoded';
        const body = encoded ? await fs.readFile(path.join(DIST, at)) : server.gzip;
        response.writeHead(200, {
          'Content-Type': 'application/octet-stream',
          ...(encoded ? { 'Content-Encoding': 'gzip' } : {}),
        });
        response.end(body);
        return;
      }
      let file = path.join(DIST, at);
      if ((await fs.stat(file)).isDirectory()) file = path.join(file, 'index.html');
      const body = await fs.readFile(file);
      response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.http.listen(0, '127.0.0.1', resolve));
  server.origin = `http://127.0.0.1:${server.http.address().port}`;
  server.asked = (file) => server.requested.filter((asked) => asked === file).length;
  return server;
}

let server;
test.beforeEach(async () => {
  server = await startServer();
});
test.afterEach(async () => {
  const closed = new Promise((resolve) => server.http.close(resolve));
  server.http.closeAllConnections(); // the browser's idle keep-alive ones too
  await closed;
});

/** Opens the full page at `origin` with the computer at level 4 (a searching level). */
async function openAtLevel4(page, origin) {
  await page.goto(`${origin}/`);
  const game = page.locator('#game');
  await expect(game).toHaveAttribute('data-status', 'playing');
  await openSettings(page);
  await page.selectOption('#level', '4');
  return game;
}

/** Waits until the full page's service worker controls it (it claims the page on activating). */
async function controlled(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

/** Plays f5 against level 4 and waits for the computer's reply. */
async function playAndGetReply(page, game) {
  await clickSquare(page, squareIndex('f5'));
  await expect(game).toHaveAttribute('data-transcript', /^f5[a-h][1-8]$/);
  await expect(game).toHaveAttribute('data-status', 'playing');
}

test('on a host that compresses nothing the page fetches the gzipped evaluation and plays with it', async ({
  page,
  baseURL,
}) => {
  // The tests' Python server, as `python3 -m http.server` serves dist/.
  const answered = page.waitForResponse((response) => response.url().endsWith(GZIP));
  const game = await openAtLevel4(page, new URL(baseURL).origin);
  await playAndGetReply(page, game);
  const response = await answered;
  expect(response.headers()['content-encoding']).toBeUndefined();
  const bytes = await response.body();
  const plain = await fs.stat(path.join(DIST, PLAIN));
  expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
  expect(bytes.length).toBeLessThan(plain.size / 2);
});

test('the page asks for the gzipped file only, and the service worker keeps it', async ({ page }) => {
  const game = await openAtLevel4(page, server.origin);
  await controlled(page);
  await playAndGetReply(page, game);
  expect(server.asked(GZIP)).toBe(1);
  expect(server.asked(PLAIN)).toBe(0);
  // The service worker keeps the file as sent, and answers with it offline.
  const kept = await page.evaluate(async (file) => {
    const response = await caches.match(new URL(file, location.href).href);
    return response === undefined ? null : Array.from(new Uint8Array(await response.arrayBuffer()).slice(0, 2));
  }, `.${GZIP}`);
  expect(kept).toEqual([0x1f, 0x8b]);
  await page.context().setOffline(true);
  await page.reload();
  await expect(game).toHaveAttribute('data-status', 'playing');
  await openSettings(page);
  await page.selectOption('#level', '4');
  await page.click('#new-game');
  await playAndGetReply(page, game);
  await page.context().setOffline(false);
  expect(server.asked(GZIP)).toBe(1);
});

test('a host that sends the gzipped file with Content-Encoding: gzip works, service worker and all', async ({
  page,
}) => {
  server.gzip = 'encoded';
  const answered = page.waitForResponse((response) => response.url().endsWith(GZIP));
  const game = await openAtLevel4(page, server.origin);
  // Through the service worker, which keeps the file only if its hash is this build's.
  await controlled(page);
  await playAndGetReply(page, game);
  // The browser has unpacked it: what the page got is the table itself.
  const bytes = await (await answered).body();
  const plain = await fs.readFile(path.join(DIST, PLAIN));
  expect(bytes.length).toBe(plain.length);
  expect(server.asked(GZIP)).toBe(1);
  expect(server.asked(PLAIN)).toBe(0);
  const kept = await page.evaluate(async (file) => {
    const response = await caches.match(new URL(file, location.href).href);
    return response === undefined ? null : (await response.arrayBuffer()).byteLength;
  }, `.${GZIP}`);
  expect(kept).toBe(plain.length);
});

test('a browser without DecompressionStream fetches the plain evaluation', async ({ page }) => {
  await page.addInitScript(() => {
    delete window.DecompressionStream;
  });
  const game = await openAtLevel4(page, server.origin);
  await playAndGetReply(page, game);
  expect(server.asked(PLAIN)).toBe(1);
  expect(server.asked(GZIP)).toBe(0);
});

test('a host without the gzipped file sends the plain one', async ({ page, pageErrors }) => {
  server.gzip = 'missing';
  const game = await openAtLevel4(page, server.origin);
  await playAndGetReply(page, game);
  expect(server.asked(GZIP)).toBe(1);
  expect(server.asked(PLAIN)).toBe(1);
  // The browser logs the refused request; that one console error is expected.
  expect(pageErrors.splice(0).every((line) => line.includes('404'))).toBe(true);
});

test.describe('with the service worker blocked (it would refuse a damaged file by its hash)', () => {
  test.use({ serviceWorkers: 'block' });

  for (const [damage, spoil] of [
    ['truncated', (gzip) => gzip.subarray(0, gzip.length >> 1)],
    [
      'corrupt in the middle',
      (gzip) => {
        const copy = Buffer.from(gzip);
        copy.fill(0xa5, copy.length >> 1, (copy.length >> 1) + 4096);
        return copy;
      },
    ],
    ['cut after its header', (gzip) => gzip.subarray(0, 10)],
  ]) {
    test(`a gzip file ${damage} gives the page's error at once, and a later try gets a good one`, async ({
      page,
    }) => {
      server.gzip = spoil(await fs.readFile(path.join(DIST, GZIP)));
      const game = await openAtLevel4(page, server.origin);
      await clickSquare(page, squareIndex('f5'));
      await expect(game).toHaveAttribute('data-status', 'error');
      await expect(page.locator('#announce')).toContainText(
        "The computer could not move: the computer's evaluation could not be unpacked",
      );
      await expect(game).toHaveAttribute('data-transcript', 'f5');
      server.gzip = 'as-is';
      await page.locator('#undo').click();
      await playAndGetReply(page, game);
      expect(server.asked(GZIP)).toBe(2);
    });
  }
});
