// The web's own auditors, as a blogger's readers meet the board: axe-core (WCAG 2.x A and AA,
// and axe's best practices) on the full page and the blog demo, in English and Japanese, light
// and dark, at the start, on the full page after a few moves with hints on, with a variation
// shown and the game's own line beside it, with a replaced game offered back and with a pass
// on the screen, on the board editor (an impossible position said), on compact embeds (and
// with none and all of their controls) and an editor embed, on the full page's review (the
// verdict under the board, the legend, the graph focused) and its puzzle, and on the demo
// during and after a review and after a puzzle's answer; and
// the cumulative layout shift of both pages from the first paint until they have played, of
// the full page brought back with a variation or opened by a link over a game in progress,
// and of the full page opened on a position for its editor.

import AxeBuilder from '@axe-core/playwright';
import { test, expect, openGame, openSettings, clickSquare, squareIndex } from '../support/game.js';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's violations on the page as it is now, one line each, for a readable failure. */
async function violations(page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

async function setLanguage(page, pageName, lang) {
  if (pageName === 'page') {
    await openSettings(page);
    await page.selectOption('#language', lang);
    await page.locator('#settings-box summary').click();
  } else {
    await page.evaluate((lang) => {
      document.documentElement.lang = lang;
      for (const board of document.querySelectorAll('reversi-board')) board.setAttribute('lang', lang);
    }, lang);
  }
}

for (const [pageName, url] of [['page', './'], ['demo', 'www/embed-demo.html']]) {
  for (const theme of ['light', 'dark']) {
    for (const lang of ['en', 'ja']) {
      test(`axe finds nothing on the ${pageName} (${theme}, ${lang})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: theme });
        await page.goto(url);
        await page.waitForFunction(() =>
          [...document.querySelectorAll('reversi-board')].every((board) => board.dataset.status === 'playing'));
        await setLanguage(page, pageName, lang);
        expect(await violations(page)).toEqual([]);
      });
    }
  }
}

for (const theme of ['light', 'dark']) {
  test(`axe finds nothing on the full page after a few moves with hints on (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    const game = await openGame(page, { mode: 'human' });
    await page.check('#hints');
    for (const square of ['f5', 'd6', 'c3']) await clickSquare(page, squareIndex(square));
    await expect(game).toHaveAttribute('data-transcript', 'f5d6c3');
    await expect(page.locator('#graph')).toHaveAttribute('aria-description', /positions scored/);
    expect(await violations(page)).toEqual([]);
    // And with the settings unfolded.
    await openSettings(page);
    expect(await violations(page)).toEqual([]);
  });
}

for (const theme of ['light', 'dark']) {
  test(`axe finds nothing on the demo while reviewing, once reviewed and after a puzzle's answer (${theme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('www/embed-demo.html');
    const replay = page.locator('#replay');
    const puzzle = page.locator('#puzzle');
    await expect(replay).toHaveAttribute('data-status', 'playing');
    await replay.locator('#review').click();
    expect(await violations(page)).toEqual([]);
    await expect(replay).toHaveAttribute('data-reviewed', '60', { timeout: 60_000 });
    await replay.locator('#moves .mark-mistake').first().click();
    await clickSquare(page, squareIndex('h1'), puzzle);
    await expect(puzzle).toHaveAttribute('data-verdict', 'wrong');
    expect(await violations(page)).toEqual([]);
  });
}

const FULL_GAME =
  'f5d6c3d3c4f4f6f3e6e7f7c5b6b5e3g6e8g5d7c6g3c8d8c7g4h3a4a5b3f8h5h2h6b4a7h7a6h4a3d2f2c2e2f1d1b1c1e1g7b2b7a8b8h8g8a2g2h1a1g1';
// White to move; at level 0 white plays e8, black has no move, and white plays again.
const PASS_GAME =
  'd3e3f2c3c5f3f5d6e2g1b2d1d2b5e1c2b1f1c1a1c7a2c6b3a5b6a6e7g2g4h3b8d7h1b4g6f8a7c8a3b7a4c4f4g5h4g7h7h5e6f6h6a8d8g3h2f7';
// The 60-move game with a variation from its move 18, shown there.
const VARIATION = { main: FULL_GAME, variation: { from: 17, moves: 'e2' }, viewing: 'variation', at: 18 };

for (const theme of ['light', 'dark']) {
  for (const lang of ['en', 'ja']) {
    test(`axe finds nothing on a variation, a replaced game and a pass (${theme}, ${lang})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      const game = await openGame(page, { level: 0 });
      await page.selectOption('#language', lang);
      await page.locator('#settings-box summary').click();
      await game.evaluate((board, lines) => board.setLines(lines), VARIATION);
      await expect(game.locator('.variation-bar')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await game.locator('#back-to-game').click();
      await expect(game.locator('#show-variation')).toBeVisible();
      await game.locator('#new-game').click();
      await expect(game.locator('.replaced-bar')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await game.evaluate((board, moves) => {
        board.moves = moves;
      }, PASS_GAME);
      await expect(game).toHaveAttribute('data-transcript', new RegExp(`^${PASS_GAME}[a-h][1-8][a-h][1-8]$`));
      await expect(game.locator('#notice')).toBeVisible();
      await expect(game.locator('#moves .pass')).toHaveCount(1);
      expect(await violations(page)).toEqual([]);
    });
  }
}

for (const theme of ['light', 'dark']) {
  for (const lang of ['en', 'ja']) {
    test(`axe finds nothing on the board editor, with an impossible position said (${theme}, ${lang})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      const game = await openGame(page, { mode: 'edit' });
      await page.selectOption('#language', lang);
      await page.locator('#settings-box summary').click();
      await expect(game).toHaveAttribute('data-status', 'editing');
      expect(await violations(page)).toEqual([]);
      await game.locator('#edit-clear').click();
      await expect(game.locator('#notice')).toBeVisible();
      await game.locator('#edit-human').click();
      await expect(game.locator('#editor-message')).not.toBeEmpty();
      expect(await violations(page)).toEqual([]);
    });
  }
}

for (const theme of ['light', 'dark']) {
  for (const lang of ['en', 'ja']) {
    test(`axe finds nothing on the full page's review (verdict, legend, graph) and on a puzzle (${theme}, ${lang})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(`./#moves=${FULL_GAME}`);
      const game = page.locator('#game');
      await expect(game).toHaveAttribute('data-status', 'over');
      await setLanguage(page, 'page', lang);
      await game.locator('#review').click();
      await expect(game).toHaveAttribute('data-reviewed', '60', { timeout: 60_000 });
      // At the end: how to pick a move, in a hint's muted words.
      await expect(game.locator('#verdict')).toHaveClass(/is-prompt/);
      expect(await violations(page)).toEqual([]);
      await game.locator('#moves .mark-mistake').first().click();
      await expect(game.locator('#verdict')).not.toHaveClass(/is-prompt/);
      await expect(game.locator('#moves-legend')).toBeVisible();
      await game.locator('#graph').focus();
      await page.keyboard.press('ArrowRight');
      expect(await violations(page)).toEqual([]);
      await openSettings(page);
      await page.selectOption('#mode', 'puzzle');
      await expect(game).toHaveAttribute('data-mode', 'puzzle');
      await expect(page.locator('#level')).toBeHidden();
      expect(await violations(page)).toEqual([]);
    });
  }
}

for (const [size, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
  test(`axe finds nothing on compact embeds, none and all of their controls, and an editor embed (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('www/embed-demo.html');
    // Inside the post, as a blogger puts them.
    await page.evaluate(() => {
      document.querySelector('.post').insertAdjacentHTML(
        'beforeend',
        '<reversi-board id="bare" controls="none"></reversi-board>' +
          '<reversi-board id="every" controls="all" hints="on" mode="human"></reversi-board>' +
          '<reversi-board id="setup" mode="edit" lang="ja"></reversi-board>',
      );
    });
    for (const id of ['versus', 'bare', 'every']) await expect(page.locator(`#${id}`)).toHaveAttribute('data-status', 'playing');
    await expect(page.locator('#setup')).toHaveAttribute('data-status', 'editing');
    expect(await violations(page)).toEqual([]);
  });
}

/** Starts summing layout shifts before the page's first byte (shifts a person caused excluded). */
async function recordLayoutShift(page) {
  await page.addInitScript(() => {
    window.layoutShift = { total: 0, shifts: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        window.layoutShift.total += entry.value;
        window.layoutShift.shifts.push({
          value: Number(entry.value.toFixed(4)),
          at: Math.round(entry.startTime),
          nodes: entry.sources.map((source) => source.node?.nodeName ?? '?'),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const [size, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
  test(`the blog demo does not shift its post while its boards load and play (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await recordLayoutShift(page);
    await page.goto('www/embed-demo.html');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('reversi-board')].every((board) => board.dataset.status === 'playing'));
    // The computer's answer arrives long after the click: its rendering is not "input".
    const versus = page.locator('#versus');
    await clickSquare(page, squareIndex('f5'), versus);
    await expect(versus).toHaveAttribute('data-transcript', /^f5[a-h][1-8]$/);
    await page.locator('#replay #redo').click();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 600)));
    const { total, shifts } = await page.evaluate(() => window.layoutShift);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
  });

  test(`the full page does not shift while it loads and plays (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await recordLayoutShift(page);
    const game = await openGame(page, { level: 0 });
    await clickSquare(page, squareIndex('f5'));
    await expect(game).toHaveAttribute('data-transcript', /^f5[a-h][1-8]$/);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 600)));
    const { total, shifts } = await page.evaluate(() => window.layoutShift);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
  });
}

for (const [size, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
  test(`the full page brought back with a variation, or opened by a link over a game, does not shift (${size})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // The game a last visit kept: the 60-move game with a variation shown.
    await openGame(page);
    await page.evaluate((lines) => localStorage.setItem('reversi-lines', JSON.stringify(lines)), VARIATION);
    await recordLayoutShift(page);
    const game = page.locator('#game');
    for (const url of [`./#moves=${FULL_GAME}`, './#moves=f5d6c3']) {
      await page.goto('about:blank');
      await page.goto(url);
      await expect(game).toHaveAttribute('data-status', /^(playing|over)$/);
      await expect(game.locator(url.endsWith('c3') ? '.replaced-bar' : '.variation-bar')).toBeVisible();
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 600)));
      const { total, shifts } = await page.evaluate(() => window.layoutShift);
      expect(total, `${url}: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
    }
  });
}

for (const [size, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
  test(`the full page opened on a position (#board=, the editor) does not shift (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await recordLayoutShift(page);
    await page.goto(`./#board=${'-'.repeat(27)}OX------XX${'-'.repeat(27)}O`);
    const game = page.locator('#game');
    await expect(game).toHaveAttribute('data-status', 'editing');
    await expect(game).toHaveAttribute('data-position', `${'-'.repeat(27)}OX------XX${'-'.repeat(27)} O`);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 600)));
    const { total, shifts } = await page.evaluate(() => window.layoutShift);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
  });
}
