// Measures the full page's weight and speed (not a test: prints figures for the README).
//   node support/measure.js   (after scripts/build.sh)
// Weight: every file the full page fetches (the service worker's own list plus sw.js itself),
// raw, gzip -9 and brotli (quality 11), as a static host would send them compressed.
// Speed: in headless Chromium on localhost, navigation start → the board's data-status
// leaving "loading" (engine compiled, first game drawn), median of several cold loads.

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './chromium.js';
import { freePorts } from './ports.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../../../dist');
const [PORT] = freePorts(1);
const LOADS = 7;

const worker = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
const files = [...worker.matchAll(/^\s+'([^']+)',$/gm)]
  .map(([, file]) => (file === './' ? null : file))
  .filter(Boolean)
  .concat('sw.js');

let raw = 0;
let gzip = 0;
let brotli = 0;
const rows = [];
for (const file of files) {
  const body = fs.readFileSync(path.join(dist, file));
  const gz = zlib.gzipSync(body, { level: 9 }).length;
  const br = zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
  raw += body.length;
  gzip += gz;
  brotli += br;
  rows.push(`${file.padEnd(28)} ${String(body.length).padStart(8)} ${String(gz).padStart(8)} ${String(br).padStart(8)}`);
}
console.log(`${'file'.padEnd(28)} ${'raw'.padStart(8)} ${'gzip'.padStart(8)} ${'brotli'.padStart(8)}`);
console.log(rows.join('\n'));
console.log(`${'total'.padEnd(28)} ${String(raw).padStart(8)} ${String(gzip).padStart(8)} ${String(brotli).padStart(8)}`);

const server = spawn('node', [path.join(here, 'static-server.js'), dist, String(PORT)]);
await new Promise((resolve) => setTimeout(resolve, 400));
const browser = await chromium.launch(CHROMIUM_LAUNCH);
async function timeToBoard(page) {
  await page.goto(`http://127.0.0.1:${PORT}/`);
  const ready = await page.waitForFunction(
    () => {
      const board = document.getElementById('game');
      return board?.dataset.status && board.dataset.status !== 'loading' ? performance.now() : 0;
    },
    null,
    { polling: 'raf' },
  );
  return ready.jsonValue();
}

const cold = [];
const warm = [];
for (let load = 0; load < LOADS; load += 1) {
  const context = await browser.newContext(); // cold: no cache, no service worker
  const page = await context.newPage();
  cold.push(await timeToBoard(page));
  await page.evaluate(() => navigator.serviceWorker.ready);
  warm.push(await timeToBoard(page)); // a repeat visit: HTTP cache and service worker
  await context.close();
}
await browser.close();
server.kill();
const report = (label, times) => {
  times.sort((a, b) => a - b);
  console.log(
    `first interactive board, ${label}: median ${Math.round(times[LOADS >> 1])} ms (min ${Math.round(times[0])}, max ${Math.round(times[LOADS - 1])}) over ${LOADS} loads`,
  );
};
report('cold', cold);
report('repeat visit', warm);
