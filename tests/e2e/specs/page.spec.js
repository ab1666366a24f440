// The page itself: it loads cleanly from the root and from a sub-folder, shows the start
// position, and its canvas is sharp and follows the window size.

import { test, expect, openGame, openSettings, clickSquare, askEngine, squareIndex } from '../support/game.js';
import { SUBFOLDER_PORT } from '../support/ports.js';
import { levelTable, levelProblems } from '../../../scripts/levels.mjs';
import path from 'node:path';

test('loads with the start position and no errors', async ({ page }) => {
  const game = await openGame(page);
  await expect(game).toHaveAttribute('data-status', 'playing');
  await expect(game).toHaveAttribute('data-transcript', '');
  await expect(game).toHaveAttribute('data-to-move', 'black');
  await expect(game).toHaveAttribute('data-mode', 'computer');
  await expect(game).toHaveAttribute('data-human', 'black');
  await expect(page.locator('#score-black')).toHaveText('2');
  await expect(page.locator('#score-white')).toHaveText('2');
  await expect(page.locator('#turn')).toHaveText(/^Black to move/);
  await expect(page.locator('#notice')).toHaveText('');
  await expect(page.locator('#result')).toHaveText('');
  await expect(page.locator('#level option')).toHaveCount(9);
});

test('works when served from a sub-folder, computer worker included', async ({ page }) => {
  const game = await openGame(page, {
    url: `http://127.0.0.1:${SUBFOLDER_PORT}/dist/`,
    level: 0,
  });
  const expected = await askEngine(page, 'f5', 0);
  await clickSquare(page, squareIndex('f5'));
  await expect(game).toHaveAttribute('data-transcript', `f5${expected.computer}`);
  await expect(game).toHaveAttribute('data-status', 'playing');
});

test.describe('on a high-DPI screen', () => {
  test.use({ deviceScaleFactor: 2 });

  test('draws the canvas at device resolution and follows resizes', async ({ page }) => {
    await openGame(page);
    const board = page.locator('#board');
    const sharp = () =>
      board.evaluate((canvas) => {
        const box = canvas.getBoundingClientRect();
        return {
          css: box.width,
          square: box.width === box.height,
          exact: Math.abs(canvas.width - box.width * devicePixelRatio) <= 1,
          pixels: canvas.width,
        };
      });
    await expect.poll(sharp).toMatchObject({ square: true, exact: true });
    const before = await sharp();

    await page.setViewportSize({ width: 900, height: 520 });
    await expect.poll(async () => (await sharp()).css).toBeLessThan(before.css);
    await expect.poll(sharp).toMatchObject({ square: true, exact: true });
  });
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('fits the width, panel under the board, and plays by tap', async ({ page }) => {
    const game = await openGame(page, { mode: 'human' });
    // The board and its panel sit in the element's shadow root; locators reach them.
    const board = await page.locator('#board').boundingBox();
    const panel = await page.locator('.panel').boundingBox();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(board.x).toBeGreaterThanOrEqual(0);
    expect(board.x + board.width).toBeLessThanOrEqual(360);
    expect(panel.y).toBeGreaterThanOrEqual(board.y + board.height);

    const box = await page.locator('#board').boundingBox();
    const f5 = squareIndex('f5');
    await page.touchscreen.tap(
      box.x + ((f5 % 8) + 0.5) * (box.width / 8),
      box.y + (Math.floor(f5 / 8) + 0.5) * (box.height / 8),
    );
    await expect(game).toHaveAttribute('data-transcript', 'f5');
  });
});

test('puts the panel beside the board on a desktop', async ({ page }) => {
  await openGame(page);
  const board = await page.locator('#board').boundingBox();
  const panel = await page.locator('.panel').boundingBox();
  expect(panel.x).toBeGreaterThanOrEqual(board.x + board.width);
});

test('the levels the page offers and assumes are the engine\'s, in both languages', async ({ page }) => {
  // The level table lives in src/ai/players/levels.rs; the page's form, the element's attribute
  // check (which runs before the engine loads), the page's words and the default all have to
  // agree with it: the build writes them from the engine (scripts/levels.mjs).
  await openGame(page);
  const read = () => page.evaluate(async () => {
    const script = document.querySelector('script[type="module"][src]');
    const engine = await import(new URL('pkg/reversi.js', script.src).href);
    await engine.default();
    const options = await import(new URL('board-options.js', script.src).href);
    const { PAGE_WORDS } = await import(new URL('page-words.js', script.src).href);
    const form = [...document.querySelectorAll('#level option')];
    return {
      names: engine.level_names(),
      namesJa: engine.level_names_ja(),
      defaultLevel: engine.default_level(),
      levelCount: options.LEVEL_COUNT,
      optionDefault: options.DEFAULT_LEVEL,
      optionNames: options.LEVEL_NAMES,
      wordNames: { en: PAGE_WORDS.en.levelNames, ja: PAGE_WORDS.ja.levelNames },
      formValues: form.map((option) => Number(option.value)),
      formSelected: Number(document.querySelector('#level').value),
      formLabels: form.map((option) => option.textContent),
      boardLevel: document.querySelector('#game').dataset.level,
      summary: document.querySelector('#settings-summary').textContent,
    };
  });
  const seen = await read();
  expect(seen.levelCount).toBe(seen.names.length);
  expect(seen.optionDefault).toBe(seen.defaultLevel);
  expect(seen.formValues).toEqual(seen.names.map((_, level) => level));
  expect(seen.formSelected).toBe(seen.defaultLevel);
  expect(seen.boardLevel).toBe(String(seen.defaultLevel));
  seen.names.forEach((name, level) => expect(seen.formLabels[level]).toContain(name));
  expect(seen.optionNames).toEqual({ en: seen.names, ja: seen.namesJa });
  expect(seen.wordNames).toEqual({ en: seen.names, ja: seen.namesJa });
  expect(seen.formLabels).toEqual(seen.names.map((name, level) => `${level} · ${name}`));
  expect(seen.summary).toContain(`${seen.defaultLevel} · ${seen.names[seen.defaultLevel]}`.replaceAll(' ', '\u00a0'));

  // In Japanese, the same options with the engine's Japanese names.
  await openSettings(page);
  await page.selectOption('#language', 'ja');
  const ja = await read();
  expect(ja.formLabels).toEqual(seen.namesJa.map((name, level) => `${level} · ${name}`));
  expect(ja.formSelected).toBe(seen.defaultLevel);
  expect(ja.summary).toContain(`${seen.defaultLevel} · ${seen.namesJa[seen.defaultLevel]}`.replaceAll(' ', '\u00a0'));
});

test('the page\'s sources hold no level names or counts of their own', async () => {
  // Their one home is src/ai/players/levels.rs: index.html, board-options.js and
  // page-words.js hold places the build fills (scripts/levels.mjs, which also fails the build).
  const root = path.resolve(import.meta.dirname, '../../..');
  expect(levelProblems(root, await levelTable(root))).toEqual([]);
});

test('the settings line in the page\'s HTML is the one the page writes for its defaults', async ({ page }) => {
  // The folded settings' line is the largest text of the first screen: written in the HTML,
  // it paints with the page instead of after the modules (Lighthouse's largest paint).
  const response = await page.request.get('./');
  const html = await response.text();
  const inHtml = html.match(/<span id="settings-summary"[^>]*>([^<]*)<\/span>/)[1].replaceAll('&nbsp;', '\u00a0');
  await openGame(page);
  await expect(page.locator('#settings-summary')).toHaveText(inHtml);
  expect(inHtml).toContain('\u00a0');
});
