// The web's own auditors, as a blogger's readers meet the board: axe-core (WCAG 2.x A and AA,
// and axe's best practices) on the full page and the blog demo, in English and Japanese, light
// and dark, at the start, on the full page after a few moves with hints on, and on the demo
// during and after a review and after a puzzle's answer; and the
// cumulative layout shift of both pages from the first paint until they have played.

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
