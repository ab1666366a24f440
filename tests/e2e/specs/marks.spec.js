// The marks a person must see to act, measured from the board's canvas pixels: the legal-move
// dots of both sides stand out from the felt by WCAG's 3:1 for non-text contrast, in the
// light and the dark theme, on the lightest and the darkest part of the felt's gradient.

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
  return page.locator('#game').evaluate((board, square) => {
    const canvas = board.shadowRoot.querySelector('#board');
    const context = canvas.getContext('2d');
    const cell = canvas.width / 8;
    const x = (square % 8) * cell;
    const y = Math.floor(square / 8) * cell;
    const pixel = (px, py) => [...context.getImageData(Math.round(px), Math.round(py), 1, 1).data.slice(0, 3)];
    return { dot: pixel(x + cell / 2, y + cell / 2), felt: pixel(x + cell * 0.2, y + cell * 0.2) };
  }, square);
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
