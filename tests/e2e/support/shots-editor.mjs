// Takes the screenshots of the board editor and the compact embed (not a test): the full page
// opened on a position (#board=), then cleared and refused (an impossible position), and the
// blog demo's first board in its default, compact form; on a desktop and a phone, light and
// dark, English and Japanese. Writes PNGs to /tmp (or the folder given); a third argument
// keeps only the names that contain it ("phone-dark").
//   node support/shots-editor.mjs [folder] [part of a name]   (after scripts/build.sh)
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
// FFO #1 as the address writes it: the 64 squares, then the side to move.
const FFO_1 = '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO--X';
const server = spawn('node', [path.join(here, 'static-server.js'), path.resolve(here, '../../../dist'), String(PORT)]);
await new Promise((resolve) => setTimeout(resolve, 400));
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const theme of ['light', 'dark']) {
    for (const lang of ['en', 'ja']) {
      const name = `${size}-${theme}-${lang}`;
      if (only && !name.includes(only)) continue;
      const page = await browser.newPage({ viewport, colorScheme: theme });
      await page.goto(`${ORIGIN}/#board=${FFO_1}`);
      await page.waitForFunction(() => document.querySelector('#game').dataset.status === 'editing');
      if (lang === 'ja') {
        await page.locator('#settings-box summary').click();
        await page.selectOption('#language', 'ja');
        await page.locator('#settings-box summary').click();
      }
      await page.screenshot({ path: path.join(out, `editor-${name}.png`), fullPage: size === 'phone' });
      await page.locator('#game #edit-clear').click();
      await page.locator('#game #edit-human').click();
      await page.screenshot({ path: path.join(out, `editor-refused-${name}.png`), fullPage: size === 'phone' });
      await page.goto(`${ORIGIN}/www/embed-demo.html`);
      await page.evaluate((lang) => {
        document.documentElement.lang = lang;
        for (const board of document.querySelectorAll('reversi-board')) board.setAttribute('lang', lang);
      }, lang);
      await page.waitForFunction(() => [...document.querySelectorAll('reversi-board')].every((board) => board.dataset.status === 'playing'));
      await page.evaluate(() => document.querySelector('#versus').scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: path.join(out, `embed-${name}.png`) });
      await page.close();
    }
  }
}
await browser.close();
server.kill();
console.log(`screenshots in ${out}`);
