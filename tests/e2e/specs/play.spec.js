// Playing against the computer through the canvas: legal clicks play and are answered,
// anything else is ignored, the computer opens when the human takes white, and a whole game
// ends with a result that matches the board.

import {
  test,
  expect,
  openGame,
  clickSquare,
  readState,
  askEngine,
  squareIndex,
  waitForHumanTurn,
  holdComputer,
} from '../support/game.js';

test('a highlighted square plays and the computer answers', async ({ page }) => {
  const computer = await holdComputer(page);
  const game = await openGame(page, { level: 0 });
  const start = await askEngine(page, '');
  expect(start.legalNames).toContain('f5');
  const expected = await askEngine(page, 'f5', 0);

  await clickSquare(page, squareIndex('f5'));
  await expect(game).toHaveAttribute('data-transcript', 'f5');
  await expect(game).toHaveAttribute('data-status', 'thinking');
  await expect(page.locator('#thinking')).toBeVisible();
  await computer.release();
  await expect(game).toHaveAttribute('data-transcript', `f5${expected.computer}`);
  await expect(game).toHaveAttribute('data-status', 'playing');
  await expect(page.locator('#thinking')).toBeHidden();
  await expect(game).toHaveAttribute('data-to-move', 'black');

  const after = await askEngine(page, `f5${expected.computer}`);
  await expect(page.locator('#score-black')).toHaveText(String(after.black));
  await expect(page.locator('#score-white')).toHaveText(String(after.white));
  await expect(page.locator('#announce')).toContainText(`White plays ${expected.computer}`);
});

test('illegal and occupied squares say why and change nothing; clicks on the computer’s turn are ignored', async ({
  page,
}) => {
  const computer = await holdComputer(page);
  const game = await openGame(page, { level: 0 });
  const start = await askEngine(page, '');
  for (const name of ['a1', 'h8', 'd4', 'e4', 'c3']) {
    expect(start.legalNames).not.toContain(name);
    await clickSquare(page, squareIndex(name));
    // Each refusal is shown and said, in the engine's terms, and the game stays.
    const why = ['d4', 'e4'].includes(name)
      ? `${name} is already taken`
      : `${name} is not a legal move: it would turn over no disc`;
    await expect(page.locator('#notice')).toHaveText(why);
    await expect(page.locator('#announce')).toHaveText(why);
    await expect(game).toHaveAttribute('data-transcript', '');
  }
  // A legal click after the refused ones proves the clicks were handled, not still queued,
  // and clears the refusal.
  await clickSquare(page, squareIndex('f5'));
  await expect(game).toHaveAttribute('data-transcript', /^f5/);
  await expect(page.locator('#notice')).toHaveText('');

  // While the computer thinks, even a square legal for it is ignored.
  const reply = await askEngine(page, 'f5', 0);
  const other = reply.legalNames.find((name) => name !== reply.computer);
  await expect(game).toHaveAttribute('data-status', 'thinking');
  await clickSquare(page, squareIndex(other));
  await expect(game).toHaveAttribute('data-transcript', 'f5');
  await computer.release();
  await expect(game).toHaveAttribute('data-status', 'playing');
  await expect(game).toHaveAttribute('data-transcript', `f5${reply.computer}`);

  const state = await askEngine(page, `f5${reply.computer}`);
  await expect(page.locator('#score-black')).toHaveText(String(state.black));
  await expect(page.locator('#score-white')).toHaveText(String(state.white));
});

test('the computer moves first when the human plays white', async ({ page }) => {
  const game = await openGame(page, { level: 0, colour: 2 });
  const opening = await askEngine(page, '', 0);
  await expect(game).toHaveAttribute('data-human', 'white');
  await expect(game).toHaveAttribute('data-transcript', opening.computer);
  await expect(game).toHaveAttribute('data-status', 'playing');
  await expect(game).toHaveAttribute('data-to-move', 'white');
  await expect(page.locator('#turn')).toHaveText('White to move — you');
  await expect(page.locator('#score-black')).toHaveText('4');
  await expect(page.locator('#score-white')).toHaveText('1');
});

test('the keyboard moves a cursor and Enter plays', async ({ page }) => {
  const game = await openGame(page, { mode: 'human' });
  await page.locator('#board').focus();
  await page.keyboard.press('ArrowDown'); // shows the cursor on d3
  await page.keyboard.press('ArrowRight'); // e3: not legal at the start
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowLeft'); // back to d3
  await page.keyboard.press('Enter');
  await expect(game).toHaveAttribute('data-transcript', 'd3');
});

test('a whole game against the computer ends with a result that matches the board', async ({
  page,
}) => {
  test.slow();
  const game = await openGame(page, { level: 0 });
  for (let turn = 0; turn < 64; turn += 1) {
    await waitForHumanTurn(page);
    const { status, transcript, toMove } = await readState(page);
    if (status === 'over') break;
    expect(toMove).toBe('black');
    const { legal } = await askEngine(page, transcript);
    expect(legal.length).toBeGreaterThan(0);
    // Vary the human's choices: the last legal square, unlike the computer's first.
    await clickSquare(page, legal[legal.length - 1]);
    await expect
      .poll(async () => (await readState(page)).transcript.length)
      .toBeGreaterThan(transcript.length);
  }
  await expect(game).toHaveAttribute('data-status', 'over');
  await expect(game).toHaveAttribute('data-to-move', '');

  const { transcript } = await readState(page);
  const end = await askEngine(page, transcript);
  expect(end.over).toBe(true);
  await expect(page.locator('#score-black')).toHaveText(String(end.black));
  await expect(page.locator('#score-white')).toHaveText(String(end.white));
  const result =
    end.black > end.white
      ? `Black wins ${end.black}–${end.white}`
      : end.white > end.black
        ? `White wins ${end.white}–${end.black}`
        : `Draw ${end.black}–${end.white}`;
  await expect(page.locator('#result')).toHaveText(result);
  await expect(page.locator('#turn')).toHaveText('Game over');
  await expect(page.locator('#announce')).toContainText('Game over');
});
