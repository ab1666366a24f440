// A blogger's controls: the `controls` attribute picks the parts of the panel that show (the
// game's buttons, the move list, the paste form and copy button, the review, the graph, the
// host's settings slot), `all` and `none` included, and a wrong value is said and falls back
// to the default. By default an embedded board is compact: on a 390x844 phone the board, its
// status and its buttons fit one screen, in English and Japanese. The full page shows all.

import { test, expect, clickSquare, squareIndex } from '../support/game.js';

const DEMO = 'www/embed-demo.html';
const PARTS = {
  buttons: '.game-toolbar',
  moves: '#moves',
  paste: '#import',
  copy: '#copy',
  review: '.review-box',
  graph: '.graph-box',
  settings: '#host-settings',
};

/** Adds a board (with a slotted settings form) to the open page and waits until it plays. */
async function addBoard(page, id, attributes) {
  await page.evaluate(
    ({ id, attributes }) =>
      document.body.insertAdjacentHTML(
        'beforeend',
        `<reversi-board id="${id}" ${attributes}><p id="host-settings" slot="settings">A host's own settings</p></reversi-board>`,
      ),
    { id, attributes },
  );
  const board = page.locator(`#${id}`);
  await expect(board).toHaveAttribute('data-status', /^(playing|over)$/);
  return board;
}

/** Which of PARTS show on `board`. */
async function shownParts(board) {
  const shown = [];
  for (const [part, selector] of Object.entries(PARTS)) {
    const locator = part === 'settings' ? board.page().locator(`#${await board.getAttribute('id')} ${selector}`) : board.locator(selector);
    if (await locator.isVisible()) shown.push(part);
  }
  return shown;
}

test('each token shows its part, and only those parts show', async ({ page }) => {
  await page.goto(DEMO);
  // A loaded game with hints on: every part has something to show.
  const moves = 'f5d6c3d3c4f4f6f3e6e7';
  const cases = [
    ['', ['buttons']],
    ['controls="none"', []],
    ['controls="buttons"', ['buttons']],
    ['controls="moves"', ['moves']],
    ['controls="paste"', ['paste', 'copy']],
    ['controls="moves paste graph settings"', ['moves', 'paste', 'copy', 'graph', 'settings']],
    ['controls="REVIEW buttons"', ['buttons', 'review']],
    ['controls="all"', ['buttons', 'moves', 'paste', 'copy', 'review', 'graph', 'settings']],
  ];
  for (const [index, [attributes, parts]] of cases.entries()) {
    const board = await addBoard(page, `case-${index}`, `mode="human" hints="on" moves="${moves}" ${attributes}`);
    expect(await shownParts(board), attributes || 'no controls attribute').toEqual(parts);
    // The status line always shows.
    await expect(board.locator('#turn')).toBeVisible();
    await board.evaluate((element) => element.remove());
  }
});

test('a wrong controls value is said, and the default parts show', async ({ page }) => {
  await page.goto(DEMO);
  const board = await addBoard(page, 'wrong', 'mode="human" controls="moves banana"');
  await expect(board.locator('#config-error')).toContainText('controls="moves banana" is not valid');
  await expect(board.locator('#config-error')).toContainText('Using the default instead');
  expect(await shownParts(board)).toEqual(['buttons']);
  // "none" mixed with a part is not a value either.
  await board.evaluate((element) => element.setAttribute('controls', 'none moves'));
  await expect(board.locator('#config-error')).toContainText('controls="none moves" is not valid');
  // Set right, it applies at once, and the game goes on.
  await clickSquare(page, squareIndex('f5'), board);
  await board.evaluate((element) => element.setAttribute('controls', 'moves'));
  await expect(board.locator('#config-error')).toBeHidden();
  expect(await shownParts(board)).toEqual(['moves']);
  await expect(board).toHaveAttribute('data-transcript', 'f5');
  await expect(board.locator('#moves')).toHaveText('f5');
});

test('the full page shows every part', async ({ page }) => {
  await page.goto('./');
  const game = page.locator('#game');
  await expect(game).toHaveAttribute('data-status', 'playing');
  for (const selector of ['.game-toolbar', '#moves', '#import', '#copy', '#settings']) {
    await expect(page.locator(`#game ${selector}`)).toBeVisible();
  }
});

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const lang of ['en', 'ja']) {
    test(`a default embed fits one screen: board, status line and buttons (${lang})`, async ({ page }) => {
      await page.goto(DEMO);
      const board = await addBoard(page, 'compact', `hints="on" lang="${lang}"`);
      await board.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      const box = await board.boundingBox();
      expect(box.height).toBeLessThanOrEqual(844);
      // The board, the status line and the buttons are all on that one screen.
      for (const selector of ['#board', '#turn', '.message.is-shown', '#new-game', '#undo']) {
        const part = await board.locator(selector).boundingBox();
        expect(part.y + part.height, selector).toBeLessThanOrEqual(box.y + 844);
        expect(part.y, selector).toBeGreaterThanOrEqual(box.y);
      }
      // With every part, the same board is taller.
      const all = await addBoard(page, 'all', `hints="on" lang="${lang}" controls="all"`);
      expect((await all.boundingBox()).height).toBeGreaterThan(box.height);
    });
  }
});
