// Takes the screenshots people look at (not a test): the demo post in light, dark and
// Japanese, and the full page mid-game with hints on. Writes PNGs to /tmp (or the folder given).
//   node support/screenshots.js [folder]   (after scripts/build.sh)

import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './chromium.js';
import { freePorts } from './ports.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = process.argv[2] ?? '/tmp';
const [PORT] = freePorts(1);
const ORIGIN = `http://127.0.0.1:${PORT}`;

const server = spawn('node', [path.join(here, 'static-server.js'), path.resolve(here, '../../../dist'), String(PORT)]);
await new Promise((resolve) => setTimeout(resolve, 400));
const browser = await chromium.launch(CHROMIUM_LAUNCH);

const allReady = (page) =>
  page.evaluate(() => Promise.all([...document.querySelectorAll('reversi-board')].map((b) => b.ready)));
const settled = (board, length) =>
  board.evaluate(
    (element, length) =>
      new Promise((resolve) => {
        const check = () =>
          element.dataset.status === 'playing' && element.dataset.transcript.length === length
            ? resolve()
            : setTimeout(check, 50);
        check();
      }),
    length,
  );
async function clickSquare(page, board, name) {
  const canvas = page.locator(`${board} #board`);
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  const square = (Number(name[1]) - 1) * 8 + name.charCodeAt(0) - 97;
  await page.mouse.click(
    box.x + ((square % 8) + 0.5) * (box.width / 8),
    box.y + (Math.floor(square / 8) + 0.5) * (box.height / 8),
  );
}

for (const [name, colorScheme, lang] of [
  ['light', 'light', null],
  ['dark', 'dark', null],
  ['ja', 'light', 'ja'],
]) {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 }, colorScheme });
  await page.goto(`${ORIGIN}/www/embed-demo.html`);
  await allReady(page);
  if (lang !== null) {
    await page.evaluate((lang) => {
      document.documentElement.lang = lang;
      for (const board of document.querySelectorAll('reversi-board')) board.setAttribute('lang', lang);
    }, lang);
  }
  await clickSquare(page, '#versus', 'f5');
  await settled(page.locator('#versus'), 4);
  for (let step = 0; step < 3; step += 1) await page.locator('#replay #redo').click();
  await page.screenshot({ path: path.join(out, `demo-${name}.png`), fullPage: true });
  await page.close();
}

const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(`${ORIGIN}/#moves=f5d6c3d3c4f4f6f3e6e7f7c5b6b5`);
await allReady(page);
await page.locator('#settings-box summary').click();
await page.selectOption('#mode', 'human');
await page.evaluate(() => {
  document.getElementById('game').moves = 'f5d6c3d3c4f4f6f3e6e7f7c5b6b5';
});
await page.check('#hints');
await page.locator('#graph').evaluate(
  (graph) =>
    new Promise((resolve) => {
      const check = () =>
        /15 positions/.test(graph.getAttribute('aria-description') ?? '') ? resolve() : setTimeout(check, 50);
      check();
    }),
);
await page.screenshot({ path: path.join(out, 'page-hints.png') });
await page.selectOption('#language', 'ja');
await page.screenshot({ path: path.join(out, 'page-ja.png') });
await browser.close();
server.kill();
console.log(`screenshots in ${out}`);
