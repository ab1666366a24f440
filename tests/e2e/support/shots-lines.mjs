// Takes the screenshots of the lines' screens (not a test): a variation shown, the game's own
// line before its end, a replaced game offered back and a pass against the computer, on a
// desktop and a phone, light and dark, English and Japanese; and a variation played during a
// review. Writes PNGs to /tmp (or the folder given); a third argument keeps only the names
// that contain it ("phone-dark").
//   node support/shots-lines.mjs [folder] [part of a name]   (after scripts/build.sh)
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './chromium.js';
import { freePorts } from './ports.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = process.argv[2] ?? '/tmp';
const only = process.argv[3] ?? '';
const [PORT] = freePorts(1);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const FULL_GAME =
  'f5d6c3d3c4f4f6f3e6e7f7c5b6b5e3g6e8g5d7c6g3c8d8c7g4h3a4a5b3f8h5h2h6b4a7h7a6h4a3d2f2c2e2f1d1b1c1e1g7b2b7a8b8h8g8a2g2h1a1g1';
const PASS_GAME =
  'd3e3f2c3c5f3f5d6e2g1b2d1d2b5e1c2b1f1c1a1c7a2c6b3a5b6a6e7g2g4h3b8d7h1b4g6f8a7c8a3b7a4c4f4g5h4g7h7h5e6f6h6a8d8g3h2f7';
const server = spawn('node', [path.join(here, 'static-server.js'), path.resolve(here, '../../../dist'), String(PORT)]);
await new Promise((resolve) => setTimeout(resolve, 400));
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

async function open(page, lang, level) {
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => document.querySelector('#game').dataset.status === 'playing');
  await page.locator('#settings-box summary').click();
  if (level !== undefined) await page.selectOption('#level', String(level));
  if (lang === 'ja') await page.selectOption('#language', 'ja');
  await page.locator('#settings-box summary').click();
}
const settled = (page) => page.waitForFunction(() => ['playing', 'over'].includes(document.querySelector('#game').dataset.status));

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const theme of ['light', 'dark']) {
    for (const lang of ['en', 'ja']) {
      const name = `${size}-${theme}-${lang}`;
      if (only && !name.includes(only)) continue;
      const page = await browser.newPage({ viewport, colorScheme: theme, hasTouch: size === 'phone' });
      // A variation of the 60-move game, from move 17 (black's), shown after the computer's answer.
      await open(page, lang, 0);
      await page.evaluate((main) => document.querySelector('#game').setLines({ main, variation: { from: 16, moves: 'g4' }, viewing: 'variation', at: 17 }), FULL_GAME);
      await settled(page);
      await page.screenshot({ path: path.join(out, `variation-${name}.png`), fullPage: size === 'phone' });
      // Back on the game's own line after 16 moves: a move there starts a variation.
      await page.locator('#back-to-game').click();
      await page.screenshot({ path: path.join(out, `branch-${name}.png`), fullPage: size === 'phone' });
      // A new game over it: the replaced game offered back.
      await page.locator('#new-game').click();
      await page.screenshot({ path: path.join(out, `replaced-${name}.png`), fullPage: size === 'phone' });
      // A pass against the computer: black (the person) passes, white moves again.
      await page.evaluate((moves) => { document.querySelector('#game').moves = moves; }, PASS_GAME);
      await page.waitForFunction((length) => document.querySelector('#game').dataset.transcript.length === length + 4 && document.querySelector('#game').dataset.status === 'playing', PASS_GAME.length);
      await page.screenshot({ path: path.join(out, `pass-${name}.png`), fullPage: size === 'phone' });
      await page.close();
    }
  }
}
// The sequence: the 60-move game reviewed, a marked move clicked, another move played there.
for (const [name, viewport, theme, lang] of [
  ['desktop-light-en', SIZES.desktop, 'light', 'en'],
  ['phone-dark-ja', SIZES.phone, 'dark', 'ja'],
]) {
  if (only && !name.includes(only)) continue;
  const page = await browser.newPage({ viewport, colorScheme: theme, hasTouch: viewport === SIZES.phone });
  await open(page, lang, 0);
  await page.evaluate((moves) => { document.querySelector('#game').moves = moves; }, FULL_GAME);
  await page.locator('#review').click();
  await page.waitForFunction(() => document.querySelector('#game').dataset.reviewed === '60', null, { timeout: 120_000 });
  await page.locator('#moves span[data-move="16"]').click();
  await page.screenshot({ path: path.join(out, `review-step-${name}.png`), fullPage: viewport === SIZES.phone });
  await page.locator('#board').scrollIntoViewIfNeeded();
  const box = await page.locator('#board').boundingBox();
  const g4 = 3 * 8 + 6;
  await page.mouse.click(box.x + ((g4 % 8) + 0.5) * (box.width / 8), box.y + (Math.floor(g4 / 8) + 0.5) * (box.height / 8));
  await settled(page);
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(out, `review-variation-${name}.png`), fullPage: viewport === SIZES.phone });
  await page.close();
}
await browser.close();
server.kill();
console.log(`screenshots in ${out}`);
