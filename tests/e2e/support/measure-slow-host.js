// Measures the first searching move on a host that compresses nothing, over a slow link (not a
// test: prints figures for the README and docs/benchmarks.md).
//   DIST=/tmp/dist-before:dist node tests/e2e/support/measure-slow-host.js [rounds]
// DIST is the folder to serve (default dist/), or several separated by ':', measured in turns
// in one run, so that a before and an after meet the same machine load (for a before: build
// the earlier commit, then `cp -r dist /tmp/dist-before`). Each folder is served by
// `python3 -m http.server` (no compression, as some static hosts).
//
// Each sample is a first visit (a fresh browser context, nothing cached) of the full page in
// Debian's headless Chromium, its network throttled through the DevTools protocol to 1.6 Mbps
// down and up with 150 ms latency from before the page loads. Once the board is playable, the
// level is set to 4 and f5 clicked: the figure is the time from the click until the
// computer's reply is on the board (the transcript has the reply), which includes fetching
// the evaluation, since level 4 is the first searching level asked. The service worker is
// blocked: its own fetches are not under the page's throttling (it is a target of its own),
// and the page's evaluation request then goes straight to the network. The evaluation is
// fetched by the page (www/ai-pool.js), so the page's throttling covers it; after the click
// the workers fetch only ai-worker.js (2 KB) from the server, their other modules and the wasm
// coming from the HTTP cache the page filled. The evaluation's request is printed with its
// bytes on the wire and its time, to check that the throttling applied: the time should be
// about bytes / 1.6 Mbps plus the latency.

import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './chromium.js';
import { freePorts } from './ports.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repository = path.resolve(here, '../../..');
const folders = (process.env.DIST ?? 'dist').split(':').map((folder) => path.resolve(repository, folder));
const ROUNDS = Number(process.argv[2] ?? 3);
const BITS_PER_SECOND = 1.6e6;
const LATENCY_MS = 150;
const CONDITIONS = {
  offline: false,
  latency: LATENCY_MS,
  downloadThroughput: BITS_PER_SECOND / 8,
  uploadThroughput: BITS_PER_SECOND / 8,
};

/** Starts Python's static server on `folder`; resolves once it answers. */
async function serve(folder, port) {
  const server = spawn('python3', ['-m', 'http.server', '--bind', '127.0.0.1', '--directory', folder, String(port)], {
    stdio: 'ignore',
  });
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/index.html`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`python3 -m http.server did not start on ${folder}`);
}

/**
 * One first visit of `origin`: milliseconds from the click on f5 (level 4) to the computer's
 * reply on the board, and the evaluation's request(s) as the page's network saw them.
 */
async function sample(browser, origin) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', CONDITIONS);
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp }) =>
      requests.set(requestId, { url: request.url, start: timestamp }),
    );
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const entry = requests.get(requestId);
      if (entry) entry.encoding = response.headers['Content-Encoding'] ?? response.headers['content-encoding'];
    });
    cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
      const entry = requests.get(requestId);
      if (entry) Object.assign(entry, { end: timestamp, bytes: encodedDataLength });
    });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${origin}/`);
    await page.waitForFunction(() => document.getElementById('game')?.dataset.status === 'playing', null, {
      timeout: 120_000,
    });
    const box = page.locator('#settings-box');
    if (!(await box.evaluate((details) => details.open))) await box.locator('summary').click();
    await page.selectOption('#level', '4');
    // The click's time and the reply's, both in the page's clock.
    await page.evaluate(() => {
      const game = document.getElementById('game');
      window.measured = {};
      window.addEventListener('pointerdown', () => (window.measured.click ??= performance.now()), { capture: true });
      new MutationObserver(() => {
        if (/^f5[a-h][1-8]$/.test(game.dataset.transcript)) window.measured.reply ??= performance.now();
        if (game.dataset.status === 'error') window.measured.error ??= game.dataset.status;
      }).observe(game, { attributes: true });
    });
    const canvas = page.locator('#game #board');
    const square = await canvas.boundingBox();
    await page.mouse.click(square.x + 5.5 * (square.width / 8), square.y + 4.5 * (square.height / 8));
    await page.waitForFunction(() => window.measured.reply !== undefined || window.measured.error !== undefined, null, {
      timeout: 120_000,
      polling: 100,
    });
    const { click, reply, error } = await page.evaluate(() => window.measured);
    if (error !== undefined) throw new Error(`the page showed an error: ${await page.locator('#announce').textContent()}`);
    const evaluation = [...requests.values()]
      .filter((entry) => /reversi_eval\.bin$/.test(entry.url))
      .map((entry) => ({
        file: entry.url.slice(entry.url.indexOf('/www/') + 1),
        bytes: entry.bytes,
        seconds: entry.end - entry.start,
        encoding: entry.encoding ?? 'none',
      }));
    return { ms: reply - click, evaluation, errors };
  } finally {
    await context.close();
  }
}

const ports = freePorts(folders.length);
const servers = [];
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const results = folders.map(() => []);
try {
  for (const [index, folder] of folders.entries()) servers.push(await serve(folder, ports[index]));
  console.log(
    `first searching move (level 4, f5) after a first visit, 1.6 Mbps down and up, ${LATENCY_MS} ms latency, ` +
      `python3 -m http.server, ${ROUNDS} rounds in turns`,
  );
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [index, folder] of folders.entries()) {
      const result = await sample(browser, `http://127.0.0.1:${ports[index]}`);
      results[index].push(result.ms);
      const wire = result.evaluation
        .map(
          ({ file, bytes, seconds, encoding }) =>
            `${file}: ${bytes.toLocaleString('en')} B in ${seconds.toFixed(2)} s ` +
            `(bandwidth alone ${((bytes * 8) / BITS_PER_SECOND).toFixed(2)} s; Content-Encoding ${encoding})`,
        )
        .join('; ');
      console.log(`round ${round}  ${folder}: ${(result.ms / 1000).toFixed(2)} s  [${wire}]`);
      if (result.errors.length > 0) console.log(`  page errors: ${result.errors.join(' | ')}`);
    }
  }
  console.log('');
  for (const [index, folder] of folders.entries()) {
    const sorted = [...results[index]].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(
      `${folder}: median ${(median / 1000).toFixed(2)} s ` +
        `(${(sorted[0] / 1000).toFixed(2)}-${(sorted.at(-1) / 1000).toFixed(2)}), ${sorted.length} samples`,
    );
  }
} finally {
  await browser.close();
  for (const server of servers) server.kill();
}
