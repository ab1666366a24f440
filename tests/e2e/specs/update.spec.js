// A deploy as a returning visitor meets it. A persistent browser profile visits build 1; the
// server then switches to build 2, its files dated 30 days back (build 1's 60), sent either
// with Last-Modified alone (plain nginx or Apache: browsers may then reuse a file for days
// without asking) or with a day-long Cache-Control max-age. Every visit must run one build
// whole: each file the page gets (through its service worker) is that build's. The next visit
// still runs build 1 and offers the update; "Update now" brings build 2, which then plays
// offline, and a later visit of a fresh tab runs build 2 too. The evaluation is sent only
// once the computer has to search, and is then there offline.

import { test, expect, clickSquare, squareIndex, openSettings } from '../support/game.js';
import { chromium } from '@playwright/test';
import config from '../playwright.config.js';
import http from 'node:http';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';

const DIST = path.resolve(import.meta.dirname, '../../../dist');

/** The build's files the page loads (the service worker's list, less the evaluation). */
async function buildFiles(root) {
  const sw = await fs.readFile(path.join(root, 'sw.js'), 'utf8');
  const list = sw.slice(sw.indexOf('const FILES = ['), sw.indexOf('];', sw.indexOf('const FILES = [')));
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]).filter((file) => file !== './');
}

/** Copies dist/ to a temporary folder; for build 2, marks some files and restamps sw.js. */
async function makeBuild(number) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), `reversi-build${number}-`));
  await fs.cp(DIST, root, { recursive: true });
  if (number === 2) {
    const index = path.join(root, 'index.html');
    await fs.writeFile(index, (await fs.readFile(index, 'utf8')).replace('</body>', '<!-- build 2 --></body>'));
    for (const file of ['www/page.js', 'www/pkg/reversi.js', 'www/board-view.js']) {
      await fs.appendFile(path.join(root, file), '// build 2\n');
    }
    const sw = path.join(root, 'sw.js');
    const text = await fs.readFile(sw, 'utf8');
    await fs.writeFile(sw, text.replace(/^const CACHE_VERSION = '[^']*';/m, "const CACHE_VERSION = 'build-2';"));
  }
  // Build 2 thirty days old, build 1 older still: heuristic freshness lets a browser reuse
  // such files for days without asking.
  const old = new Date(Date.now() - (number === 1 ? 60 : 30) * 24 * 3600 * 1000);
  const stamp = async (folder) => {
    for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await stamp(full);
      await fs.utimes(full, old, old);
    }
  };
  await stamp(root);
  return root;
}

/** The SHA-256 of each build file of `root`, by file. */
async function fingerprints(root, files) {
  const result = {};
  for (const file of files) {
    result[file] = crypto.createHash('sha256').update(await fs.readFile(path.join(root, file))).digest('hex');
  }
  return result;
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json' };

/**
 * A static server whose folder can be switched, sending Last-Modified (and `extra` headers),
 * on a free port the system picks (server.origin).
 */
function startServer(extra) {
  const server = { root: null, requested: [] };
  server.http = http.createServer(async (request, response) => {
    server.requested.push(request.url);
    let file = path.join(server.root, decodeURIComponent(new URL(request.url, 'http://x').pathname));
    try {
      if ((await fs.stat(file)).isDirectory()) file = path.join(file, 'index.html');
      const modified = (await fs.stat(file)).mtime;
      modified.setMilliseconds(0);
      const since = request.headers['if-modified-since'];
      if (since !== undefined && new Date(since) >= modified) {
        response.writeHead(304, extra).end();
        return;
      }
      response.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Last-Modified': modified.toUTCString(),
        ...extra,
      });
      response.end(await fs.readFile(file));
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.http.listen(0, '127.0.0.1', () => {
      server.origin = `http://127.0.0.1:${server.http.address().port}`;
      resolve(server);
    }),
  );
}

/** The builds that every file the page gets (through its service worker) belongs to. */
async function buildsSeen(page, files, builds) {
  const seen = await page.evaluate(async (files) => {
    const result = {};
    for (const file of files) {
      const bytes = await (await fetch(file)).arrayBuffer();
      const digest = await crypto.subtle.digest('SHA-256', bytes);
      result[file] = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    }
    return result;
  }, files);
  // The builds every file agrees with (files that did not change agree with both): one
  // build for a whole one, none for a mix. The page itself must be that build's too.
  let agreeing = Object.keys(builds);
  for (const file of files) agreeing = agreeing.filter((name) => builds[name][file] === seen[file]);
  const page2 = (await page.content()).includes('<!-- build 2 -->');
  return agreeing.filter((name) => (name === 'build 2') === page2);
}

for (const [headerCase, extra] of [
  ['Last-Modified only', {}],
  ['a day-long max-age', { 'Cache-Control': 'max-age=86400' }],
]) {
  test(`a deploy arrives whole, online and offline (${headerCase})`, async () => {
    test.setTimeout(90_000);
    const build1 = await makeBuild(1);
    const build2 = await makeBuild(2);
    const files = await buildFiles(DIST);
    const builds = { 'build 1': await fingerprints(build1, files), 'build 2': await fingerprints(build2, files) };
    const server = await startServer(extra);
    const ORIGIN = server.origin;
    const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'reversi-profile-'));
    const context = await chromium.launchPersistentContext(profile, config.use.launchOptions);
    try {
      // Visit 1: build 1 installs.
      server.root = build1;
      let page = await context.newPage();
      await page.goto(`${ORIGIN}/`);
      await expect(page.locator('#game')).toHaveAttribute('data-status', 'playing');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
        }
      });
      expect(await buildsSeen(page, files, builds)).toEqual(['build 1']);
      await page.close();

      // The deploy. Visit 2 still runs build 1 whole, and offers build 2 once it is in.
      server.root = build2;
      page = await context.newPage();
      await page.goto(`${ORIGIN}/#moves=f5d6`);
      await expect(page.locator('#game')).toHaveAttribute('data-transcript', 'f5d6');
      expect(await buildsSeen(page, files, builds)).toEqual(['build 1']);
      await expect(page.locator('#update-notice')).toBeVisible({ timeout: 30_000 });
      await page.click('#update-now');
      await expect(page.locator('#update-notice')).toBeHidden();
      await expect(page.locator('#game')).toHaveAttribute('data-transcript', 'f5d6');
      expect(await buildsSeen(page, files, builds)).toEqual(['build 2']);

      // Offline, build 2 whole; a fresh tab later, build 2 whole.
      await context.setOffline(true);
      await page.reload();
      await expect(page.locator('#game')).toHaveAttribute('data-status', 'playing');
      expect(await buildsSeen(page, files, builds)).toEqual(['build 2']);
      await context.setOffline(false);
      await page.close();
      page = await context.newPage();
      await page.goto(`${ORIGIN}/`);
      await expect(page.locator('#game')).toHaveAttribute('data-status', 'playing');
      expect(await buildsSeen(page, files, builds)).toEqual(['build 2']);

      // No visit so far asked the computer to search: the evaluation was never sent.
      const evaluationRequests = () => server.requested.filter((url) => url.endsWith('/reversi_eval.bin'));
      expect(evaluationRequests()).toEqual([]);
      // Level 3 searches: the evaluation comes once, and stays for offline play.
      await openSettings(page);
      await page.selectOption('#level', '3');
      await clickSquare(page, squareIndex('f5'));
      await expect(page.locator('#game')).toHaveAttribute('data-transcript', /^f5[a-h][1-8]$/);
      expect(evaluationRequests()).toHaveLength(1);
      await context.setOffline(true);
      await page.reload();
      await openSettings(page);
      await page.selectOption('#level', '3');
      await page.click('#new-game');
      await expect(page.locator('#game')).toHaveAttribute('data-transcript', '');
      await clickSquare(page, squareIndex('d3'));
      await expect(page.locator('#game')).toHaveAttribute('data-transcript', /^d3[a-h][1-8]$/);
      await context.setOffline(false);
    } finally {
      await context.close();
      server.http.close();
      for (const folder of [build1, build2, profile]) await fs.rm(folder, { recursive: true, force: true });
    }
  });
}
