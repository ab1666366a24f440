// What the page shows about the course of a game: a pass notice in a human-vs-human game, and
// New game (button and `r` key) bringing back the start, dropping any late computer answer.

import {
  test,
  expect,
  openGame,
  clickSquare,
  askEngine,
  squareIndex,
  holdComputer,
} from '../support/game.js';

/** Plays on to `transcript`, from the moves already shown, one click at a time. */
async function clickThrough(page, transcript) {
  const game = page.locator('#game');
  const played = await game.getAttribute('data-transcript');
  expect(transcript.startsWith(played)).toBe(true);
  for (let end = played.length + 2; end <= transcript.length; end += 2) {
    await clickSquare(page, squareIndex(transcript.slice(end - 2, end)));
    await expect(game).toHaveAttribute('data-transcript', transcript.slice(0, end));
  }
}

test('a pass is announced and stays until the next move', async ({ page }) => {
  const game = await openGame(page, { mode: 'human' });
  // Between two people the computer's colour and level do not apply: the page hides them.
  await expect(page.locator('#computer-settings')).toHaveAttribute('hidden', '');
  const moves = 'd3c3b3b2f5a3a1c1';
  const engine = await askEngine(page, moves);
  expect(engine.lastPass).toBe(1); // the engine confirms: black cannot answer c1

  await clickThrough(page, moves.slice(0, -2));
  await expect(page.locator('#notice')).toHaveText('');
  await clickThrough(page, moves);
  await expect(page.locator('#notice')).toHaveText('Black has no move — passes');
  await expect(page.locator('#announce')).toContainText('Black has no move and passes');
  await expect(game).toHaveAttribute('data-to-move', 'white');
  await expect(game).toHaveAttribute('data-status', 'playing');

  const next = engine.legalNames[0];
  const after = await askEngine(page, moves + next);
  await clickSquare(page, squareIndex(next));
  await expect(game).toHaveAttribute('data-transcript', moves + next);
  await expect(page.locator('#notice')).toHaveText(
    after.lastPass === undefined ? '' : `${after.lastPass === 1 ? 'Black' : 'White'} has no move — passes`,
  );
});

test('New game and the r key bring back the start position', async ({ page }) => {
  const game = await openGame(page, { mode: 'human' });
  const expectStart = async () => {
    await expect(game).toHaveAttribute('data-transcript', '');
    await expect(game).toHaveAttribute('data-to-move', 'black');
    await expect(game).toHaveAttribute('data-status', 'playing');
    await expect(page.locator('#score-black')).toHaveText('2');
    await expect(page.locator('#score-white')).toHaveText('2');
    await expect(page.locator('#notice')).toHaveText('');
  };

  await clickThrough(page, 'f5d6c3');
  await expect(page.locator('#score-black')).not.toHaveText('2');
  await page.click('#new-game');
  await expectStart();

  await clickThrough(page, 'd3c3');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('r');
  await expectStart();
});

test('a computer answer for an abandoned game is ignored', async ({ page }) => {
  const computer = await holdComputer(page);
  const game = await openGame(page, { level: 0 });
  await clickSquare(page, squareIndex('f5'));
  await expect(game).toHaveAttribute('data-status', 'thinking');
  await page.keyboard.press('r');
  await expect(game).toHaveAttribute('data-transcript', '');
  await expect(game).toHaveAttribute('data-status', 'playing');
  await computer.release(); // the answer to f5 now reaches the new game

  // Had that answer been kept, it would land on this new game before the next answer.
  const reply = await askEngine(page, 'd3', 0);
  await clickSquare(page, squareIndex('d3'));
  await expect(game).toHaveAttribute('data-transcript', `d3${reply.computer}`);
  await expect(game).toHaveAttribute('data-status', 'playing');
});
