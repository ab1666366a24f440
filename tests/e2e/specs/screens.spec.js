// Every screen as people see it: the full page and the blog demo (its replay reviewed, its
// puzzle answered), on a desktop and a phone, in the light and the dark theme, in English and
// Japanese (8 combinations each). Each is saved
// as a screenshot (tests/e2e/screenshots/, kept between runs) for a person to look at, and
// checked for what breaks a layout: the page wider than the window, an element sticking out
// of its board, a control or label whose text is cut off.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, openSettings, clickSquare, squareIndex } from '../support/game.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const SHOTS = path.resolve(here, '../screenshots');

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/** What sticks out or is cut, in the page and inside every board's shadow root. */
function findOverflow() {
  const problems = [];
  const name = (element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
  if (document.documentElement.scrollWidth > window.innerWidth) {
    problems.push(`page ${document.documentElement.scrollWidth} px wide in a ${window.innerWidth} px window`);
  }
  for (const board of document.querySelectorAll('reversi-board')) {
    const host = board.getBoundingClientRect();
    for (const element of board.shadowRoot.querySelectorAll('*')) {
      // Not shown, or hidden on purpose for screen readers (clipped to 1 px by design).
      if (element.offsetParent === null || element.closest('.visually-hidden')) continue;
      const box = element.getBoundingClientRect();
      if (box.right > host.right + 1 || box.left < host.left - 1) {
        problems.push(`${board.id} ${name(element)} sticks out (${Math.round(box.left)}-${Math.round(box.right)} of ${Math.round(host.left)}-${Math.round(host.right)})`);
      }
      const clips = ['BUTTON', 'LABEL', 'OUTPUT', 'SPAN', 'P'].includes(element.tagName)
        && element.scrollWidth > element.clientWidth + 1
        && getComputedStyle(element).display !== 'inline';
      if (clips) problems.push(`${board.id} ${name(element)} cuts its text`);
    }
  }
  for (const control of document.querySelectorAll('select, button, label')) {
    if (control.offsetParent !== null && control.scrollWidth > control.clientWidth + 1) {
      problems.push(`${name(control)} cuts its text`);
    }
  }
  return problems;
}

for (const [pageName, url] of [['page', './'], ['demo', 'www/embed-demo.html']]) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const theme of ['light', 'dark']) {
      for (const lang of ['en', 'ja']) {
        test(`${pageName}, ${size}, ${theme}, ${lang}: nothing sticks out or is cut`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await page.emulateMedia({ colorScheme: theme });
          await page.goto(url);
          await page.waitForFunction(() =>
            [...document.querySelectorAll('reversi-board')].every((board) => board.dataset.status === 'playing'));
          if (pageName === 'page') {
            if (lang === 'ja') {
              // As a person does: unfold the settings, pick the language, fold them again.
              await openSettings(page);
              await page.selectOption('#language', 'ja');
              await page.locator('#settings-box summary').click();
            }
            await page.evaluate(() => {
              document.querySelector('#game').moves = 'f5d6c3d3c4f4f6f3e6e7f7c5b6b5e3g6';
            });
          } else {
            await page.evaluate((lang) => {
              for (const board of document.querySelectorAll('reversi-board')) board.setAttribute('lang', lang);
            }, lang);
            // The replay reviewed, a costly move shown; the puzzle answered wrongly: the
            // longest texts these boards write.
            const replay = page.locator('#replay');
            await replay.locator('#review').click();
            await expect(replay).toHaveAttribute('data-reviewed', '60', { timeout: 60_000 });
            await replay.locator('#moves .mark-blunder').first().click();
            await clickSquare(page, squareIndex('h1'), page.locator('#puzzle'));
            await expect(page.locator('#puzzle')).toHaveAttribute('data-verdict', 'wrong');
          }
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          await page.screenshot({ path: path.join(SHOTS, `${pageName}-${size}-${theme}-${lang}.png`), fullPage: true });
          expect(await page.evaluate(findOverflow)).toEqual([]);
        });
      }
    }
  }
}

// A whole game of 60 moves with hints on: the longest the moves and the graph get.
const LONG_GAME =
  'e6d6c3f4d7c5g4g3c4g5b5c7f5a5a6d8a4f7f6d3h4c2e7e3g6f8b4b3e2h5b6f3h6g7c6a7d2d1c1b1c8b2h7h8h2a3h3h1f2g2f1g1e8g8a2a1b7b8a8e1';

for (const lang of ['en', 'ja']) {
  test(`a whole game with hints fits a 1280x800 screen without scrolling (${lang})`, async ({ page }) => {
    await page.setViewportSize(SIZES.desktop);
    await page.goto('./');
    const game = page.locator('#game');
    await expect(game).toHaveAttribute('data-status', 'playing');
    await openSettings(page);
    await page.selectOption('#mode', 'human');
    await page.check('#hints');
    await page.selectOption('#language', lang);
    await page.locator('#settings-box summary').click();
    await page.evaluate((moves) => {
      document.querySelector('#game').moves = moves;
    }, LONG_GAME);
    await expect(game).toHaveAttribute('data-status', 'over');
    await expect(page.locator('#graph')).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(SIZES.desktop.height);
  });

  test(`on a phone the board, the turn and the settings' line are on the first screen (${lang})`, async ({ page }) => {
    await page.setViewportSize(SIZES.phone);
    await page.goto('./');
    await expect(page.locator('#game')).toHaveAttribute('data-status', 'playing');
    if (lang === 'ja') {
      await openSettings(page);
      await page.selectOption('#language', 'ja');
      await page.locator('#settings-box summary').click();
    }
    for (const selector of ['#board', '#turn', '#settings-box summary']) {
      const box = await page.locator(selector).boundingBox();
      expect(box.y + box.height, selector).toBeLessThanOrEqual(SIZES.phone.height);
    }
    // One tap unfolds the settings.
    await page.locator('#settings-box summary').click();
    await expect(page.locator('#level')).toBeVisible();
  });
}
