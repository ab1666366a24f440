// The features players expect, on the full page: undo/redo against the computer, the game in
// the address, importing a transcript, a whole game by keyboard alone, what a screen reader
// hears, hints with the evaluation graph, Japanese, and the dark theme.

import {
  test,
  expect,
  openGame,
  openSettings,
  clickSquare,
  askEngine,
  squareIndex,
  readState,
  waitForHumanTurn,
} from '../support/game.js';

test('undo goes back to the person’s turn, redo forward again', async ({ page }) => {
  const game = await openGame(page, { level: 0 });
  const reply = await askEngine(page, 'f5', 0);
  await clickSquare(page, squareIndex('f5'));
  await expect(game).toHaveAttribute('data-transcript', `f5${reply.computer}`);
  await page.locator('#undo').click();
  await expect(game).toHaveAttribute('data-transcript', '');
  await expect(game).toHaveAttribute('data-to-move', 'black');
  await expect(page.locator('#undo')).toBeDisabled();
  await page.locator('#redo').click();
  await expect(game).toHaveAttribute('data-transcript', `f5${reply.computer}`);
  await expect(game).toHaveAttribute('data-status', 'playing');
  await expect(page.locator('#redo')).toBeDisabled();
  // The u key undoes too.
  await page.locator('#board').focus();
  await page.keyboard.press('u');
  await expect(game).toHaveAttribute('data-transcript', '');
});

test('the address keeps the game: reload, shared link, bad link', async ({ page }) => {
  const game = await openGame(page, { mode: 'human' });
  for (const name of ['f5', 'd6', 'c3']) await clickSquare(page, squareIndex(name));
  await expect(game).toHaveAttribute('data-transcript', 'f5d6c3');
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('#moves=f5d6c3');

  // A reload starts with the default settings (against the computer), from the same moves.
  await page.reload();
  await expect(game).toHaveAttribute('data-transcript', /^f5d6c3/);

  await page.goto('index.html#moves=f5d6c4');
  await expect(game).toHaveAttribute('data-transcript', /^f5d6c4/);

  await page.goto('./#moves=f5f5zz');
  await expect(page.locator('#page-notice')).toContainText('not a valid game');
  await expect(game).toHaveAttribute('data-transcript', '');
  await expect(game).toHaveAttribute('data-status', 'playing');
});

test('the moves are copied with one click', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const game = await openGame(page, { mode: 'human' });
  for (const name of ['f5', 'd6']) await clickSquare(page, squareIndex(name));
  await expect(game).toHaveAttribute('data-transcript', 'f5d6');
  await page.locator('#copy').click();
  await expect(page.locator('#copy')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('f5d6');
});

test('a pasted transcript loads; garbage is refused with a message', async ({ page }) => {
  const game = await openGame(page, { mode: 'human' });
  await clickSquare(page, squareIndex('f5'));
  await expect(game).toHaveAttribute('data-transcript', 'f5');
  for (const garbage of ['hello', 'f5d6c3c3', 'z9']) {
    await page.locator('#import-text').fill(garbage);
    await page.locator('#import-button').click();
    await expect(page.locator('#import-message')).toContainText('Not a valid game');
    await expect(game).toHaveAttribute('data-transcript', 'f5');
  }
  await page.locator('#import-text').fill('f5 d6 c3 d3');
  await page.locator('#import-text').press('Enter');
  await expect(game).toHaveAttribute('data-transcript', 'f5d6c3d3');
  await expect(page.locator('#import-message')).toContainText('4 moves');
  await expect(page.locator('#moves')).toHaveText('f5d6c3d3');
});

test('a whole game against the computer by keyboard alone', async ({ page }) => {
  test.slow();
  const game = await openGame(page);
  // The board is the first stop from the top of the page...
  await page.keyboard.press('Tab');
  await expect(page.locator('#board')).toBeFocused();
  // ...and a few Shift+Tabs back from the settings, where choosing the level left the focus.
  await openSettings(page);
  await page.selectOption('#level', '0');
  await page.locator('#level').focus();
  for (let step = 0; step < 8 && !(await page.locator('#board').evaluate((board) => board.matches(':focus'))); step += 1) {
    await page.keyboard.press('Shift+Tab');
  }
  await expect(page.locator('#board')).toBeFocused();
  let cursor = null;
  for (let turn = 0; turn < 64; turn += 1) {
    await waitForHumanTurn(page);
    const { status, transcript } = await readState(page);
    if (status === 'over') break;
    const { legal } = await askEngine(page, transcript);
    const target = legal[legal.length - 1];
    if (cursor === null) {
      await page.keyboard.press('ArrowDown'); // shows the cursor on d3
      cursor = squareIndex('d3');
    }
    const rows = Math.floor(target / 8) - Math.floor(cursor / 8);
    const cols = (target % 8) - (cursor % 8);
    for (let step = 0; step < Math.abs(rows); step += 1) {
      await page.keyboard.press(rows > 0 ? 'ArrowDown' : 'ArrowUp');
    }
    for (let step = 0; step < Math.abs(cols); step += 1) {
      await page.keyboard.press(cols > 0 ? 'ArrowRight' : 'ArrowLeft');
    }
    cursor = target;
    await page.keyboard.press(turn % 2 === 0 ? 'Enter' : ' ');
    await expect
      .poll(async () => (await readState(page)).transcript.length)
      .toBeGreaterThan(transcript.length);
  }
  await expect(game).toHaveAttribute('data-status', 'over');
  const { transcript } = await readState(page);
  expect((await askEngine(page, transcript)).over).toBe(true);
  await expect(page.locator('#announce')).toContainText('Game over');
  // n starts a new game from the keyboard.
  await page.keyboard.press('n');
  await expect(game).toHaveAttribute('data-transcript', '');
});

test('a screen reader hears the board, the moves, the flips and the cursor', async ({ page }) => {
  const game = await openGame(page, { level: 0 });
  const board = page.locator('#board');
  await expect(board).toHaveAttribute('role', 'img');
  await expect(board).toHaveAccessibleName(/Othello board/);
  await expect(board).toHaveAccessibleDescription(
    'Black 2, white 2. Black to move — you. Legal moves: d3, c4, f5, e6.',
  );
  const reply = await askEngine(page, 'f5', 0);
  const after = await askEngine(page, `f5${reply.computer}`);
  await clickSquare(page, squareIndex('f5'));
  await expect(game).toHaveAttribute('data-transcript', `f5${reply.computer}`);
  const flips = after.white - 2; // white had 1 disc after f5, then the new one and its flips
  await expect(page.locator('#announce')).toHaveText(
    `White plays ${reply.computer}, flipping ${flips} ${flips === 1 ? 'disc' : 'discs'}.`,
  );
  await board.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#announce')).toHaveText(/^d3: /);
  await expect(page.locator('#announce')).toHaveAttribute('aria-live', 'polite');
});

test('hints draw scores and the evaluation graph fills in', async ({ page }) => {
  const game = await openGame(page, { mode: 'human' });
  const graph = page.locator('#graph');
  await expect(graph).toBeHidden();
  await page.locator('#hints').check();
  await expect(game).toHaveAttribute('hints', 'on');
  await expect(graph).toBeVisible();
  await expect(graph).toHaveAccessibleName('Evaluation graph');
  await expect(graph).toHaveAttribute('aria-description', /1 positions scored/);
  await clickSquare(page, squareIndex('f5'));
  await expect(graph).toHaveAttribute('aria-description', /2 positions scored/);
});

test('Japanese text and the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const game = await openGame(page, { mode: 'human' });
  const panelColour = () =>
    page.locator('#card-black').evaluate((card) => getComputedStyle(card).backgroundColor);
  expect(await panelColour()).toBe('rgb(29, 36, 33)');
  await page.selectOption('#theme', 'light');
  await expect.poll(panelColour).toBe('rgb(255, 255, 255)');
  await page.selectOption('#theme', 'dark');
  await expect.poll(panelColour).toBe('rgb(29, 36, 33)');

  await page.selectOption('#language', 'ja');
  await expect(page.locator('#turn')).toHaveText('黒の番');
  await clickSquare(page, squareIndex('f5'));
  await expect(game).toHaveAttribute('data-transcript', 'f5');
  await expect(page.locator('#announce')).toHaveText('黒がf5に打ち、1枚返しました。');
  await expect(page.locator('#undo')).toHaveText(/待った/);
  // No layout breakage: the panel still sits beside the board and nothing overflows.
  const board = await page.locator('#board').boundingBox();
  const panel = await page.locator('.panel').boundingBox();
  expect(panel.x).toBeGreaterThanOrEqual(board.x + board.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
});

test('clicking the evaluation graph shows the position after that move, back and forward', async ({
  page,
}) => {
  const game = await openGame(page, { mode: 'human' });
  await page.check('#hints');
  await page.evaluate(() => {
    document.querySelector('#game').moves = 'f5d6c3d3';
  });
  await expect(game).toHaveAttribute('data-transcript', 'f5d6c3d3');
  const graph = page.locator('#graph');
  await expect(graph).toHaveAttribute('aria-description', /5 positions scored/);
  // The plot's geometry (eval-graph.js): 26 px of scale on the left, 11 px on the right, and
  // at least 20 moves across.
  const clickMove = async (move) => {
    const box = await graph.boundingBox();
    const x = 26 + (move / 20) * (box.width - 37);
    await graph.click({ position: { x, y: box.height / 2 } });
  };
  await clickMove(1);
  await expect(game).toHaveAttribute('data-transcript', 'f5');
  await expect(page.locator('#announce')).toHaveText(/Took back 3 moves/);
  // The moves after it are still on the graph, and a click goes forward to them.
  await clickMove(3);
  await expect(game).toHaveAttribute('data-transcript', 'f5d6c3');
  await expect(page.locator('#announce')).toHaveText(/Replayed 2 moves/);
});
