// The marks a person must see to act, measured from the board's canvas pixels: the legal-move
// dots of both sides, the hint scores, the keyboard cursor and the last-move marker stand out
// by WCAG's 3:1 for non-text contrast, in the light and the dark theme (the dots on the
// lightest and the darkest part of the felt's gradient).

import { test, expect, openGame, clickSquare, squareIndex } from '../support/game.js';

/** WCAG's contrast ratio of two [r, g, b] colours (0-255). */
function contrast(first, second) {
  const luminance = (rgb) => {
    const [r, g, b] = rgb.map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** The canvas colours at the centre of `square` and on the felt near its corner. */
async function dotAndFelt(page, square) {
  return { dot: await pixelIn(page, square, 0.5, 0.5), felt: await pixelIn(page, square, 0.2, 0.2) };
}

for (const theme of ['light', 'dark']) {
  test(`legal-move dots stand out from the felt at 3:1 (${theme} theme)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await openGame(page, { mode: 'human' });
    // Black to move: d3 lies on the lighter top of the felt, e6 on the darker bottom.
    for (const name of ['d3', 'e6']) {
      const { dot, felt } = await dotAndFelt(page, squareIndex(name));
      expect(contrast(dot, felt), `black's dot on ${name}: ${dot} on ${felt}`).toBeGreaterThanOrEqual(3);
    }
    // White to move after f5: its dots are light.
    await clickSquare(page, squareIndex('f5'));
    await expect(page.locator('#game')).toHaveAttribute('data-to-move', 'white');
    for (const name of ['d6', 'f4']) {
      const { dot, felt } = await dotAndFelt(page, squareIndex(name));
      expect(contrast(dot, felt), `white's dot on ${name}: ${dot} on ${felt}`).toBeGreaterThanOrEqual(3);
    }
  });
}

/** The brightest pixel in the middle of `square` (a hint's text) and the felt at its corner. */
async function textAndFelt(page, square) {
  return page.locator('#game').evaluate((board, square) => {
    const canvas = board.shadowRoot.querySelector('#board');
    const context = canvas.getContext('2d');
    const cell = canvas.width / 8;
    const x = (square % 8) * cell;
    const y = Math.floor(square / 8) * cell;
    const area = context.getImageData(Math.round(x + cell * 0.2), Math.round(y + cell * 0.3),
      Math.round(cell * 0.6), Math.round(cell * 0.4)).data;
    let brightest = [0, 0, 0];
    for (let i = 0; i < area.length; i += 4) {
      if (area[i] + area[i + 1] + area[i + 2] > brightest[0] + brightest[1] + brightest[2]) {
        brightest = [area[i], area[i + 1], area[i + 2]];
      }
    }
    const felt = [...context.getImageData(Math.round(x + cell * 0.1), Math.round(y + cell * 0.1), 1, 1).data.slice(0, 3)];
    return { text: brightest, felt };
  }, square);
}

/** The canvas colour at a point of `square`, given as fractions of the square's side. */
async function pixelIn(page, square, across, down) {
  return page.locator('#game').evaluate((board, { square, across, down }) => {
    const canvas = board.shadowRoot.querySelector('#board');
    const cell = canvas.width / 8;
    const x = Math.round((square % 8) * cell + across * cell);
    const y = Math.round(Math.floor(square / 8) * cell + down * cell);
    return [...canvas.getContext('2d').getImageData(x, y, 1, 1).data.slice(0, 3)];
  }, { square, across, down });
}

for (const theme of ['light', 'dark']) {
  test(`hint scores, the cursor and the last-move marker stand out at 3:1 (${theme} theme)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    const game = await openGame(page, { mode: 'human' });
    await page.check('#hints');
    // The best move's score is drawn in yellow, the others in white; every opening move scores.
    await expect(page.locator('#graph')).toHaveAttribute('aria-description', /1 positions scored/);
    for (const name of ['d3', 'c4', 'f5', 'e6']) {
      const { text, felt } = await textAndFelt(page, squareIndex(name));
      expect(contrast(text, felt), `hint on ${name}: ${text} on ${felt}`).toBeGreaterThanOrEqual(3);
    }
    // The keyboard cursor on an empty square (its frame's top edge against the felt inside).
    await page.locator('#game').locator('#board').focus();
    await page.keyboard.press('ArrowUp');
    const at = (await page.locator('#announce').textContent()).slice(0, 2);
    const cursor = squareIndex(at);
    await page.keyboard.press('ArrowLeft');
    const moved = (await page.locator('#announce').textContent()).slice(0, 2);
    const square = squareIndex(moved);
    const edge = await pixelIn(page, square, 0.5, 0.06);
    const inside = await pixelIn(page, square, 0.5, 0.2);
    expect(cursor).not.toBe(square);
    expect(contrast(edge, inside), `cursor on ${moved}: ${edge} on ${inside}`).toBeGreaterThanOrEqual(3);
    // The last move's marker against the disc it sits on: black's f5, then white's f6.
    for (const moves of ['f5', 'f5f6']) {
      await page.evaluate((moves) => {
        document.querySelector('#game').moves = moves;
      }, moves);
      await expect(game).toHaveAttribute('data-transcript', moves);
      const last = squareIndex(moves.slice(-2));
      const marker = await pixelIn(page, last, 0.5, 0.5);
      const disc = await pixelIn(page, last, 0.5, 0.75);
      expect(contrast(marker, disc), `marker on ${moves}: ${marker} on ${disc}`).toBeGreaterThanOrEqual(3);
    }
  });
}

for (const theme of ['light', 'dark']) {
  test(`the main button's words keep 4.5:1 (${theme} theme)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await openGame(page);
    const [text, background] = await page.locator('#game').evaluate((board) => {
      const style = getComputedStyle(board.shadowRoot.querySelector('#new-game'));
      return [style.color, style.backgroundColor].map((css) => css.match(/\d+/g).slice(0, 3).map(Number));
    });
    expect(contrast(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
  });
}
