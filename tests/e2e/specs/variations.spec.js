// Nothing a person made is lost, and passes are seen. A move played where the game goes on
// (during a review, after stepping back) starts a variation and the game's own line stays:
// one button goes back to it, Undo and Redo walk the line shown, the address keeps the game's
// own line, and a reload brings back both. A new game, a load or a link over a game in
// progress can be taken back with one button. A malformed kept game, or a variation that
// starts past the end of its game, is refused with a message and changes nothing. Against the
// computer, a pass stays on the screen until the person's next move, and the move list marks
// it (never a copied transcript). Expectations come from the engine in the page.

import { test, expect, openGame, clickSquare, askEngine, squareIndex, openSettings } from '../support/game.js';

const DEMO = 'www/embed-demo.html';
const FULL_GAME =
  'f5d6c3d3c4f4f6f3e6e7f7c5b6b5e3g6e8g5d7c6g3c8d8c7g4h3a4a5b3f8h5h2h6b4a7h7a6h4a3d2f2c2e2f1d1b1c1e1g7b2b7a8b8h8g8a2g2h1a1g1';
// White to move; at level 0 white plays e8, black has no move, and white plays again (g8).
const PASS_GAME =
  'd3e3f2c3c5f3f5d6e2g1b2d1d2b5e1c2b1f1c1a1c7a2c6b3a5b6a6e7g2g4h3b8d7h1b4g6f8a7c8a3b7a4c4f4g5h4g7h7h5e6f6h6a8d8g3h2f7';
const STORE_KEY = 'reversi-lines';

/** Taps the centre of square `name` on a board's canvas with a finger. */
async function tapSquare(page, name, board = page) {
  const canvas = board.locator('#board');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  const square = squareIndex(name);
  await page.touchscreen.tap(
    box.x + ((square % 8) + 0.5) * (box.width / 8),
    box.y + (Math.floor(square / 8) + 0.5) * (box.height / 8),
  );
}

/** A legal move after `transcript` that is not `not`, as the engine in the page says. */
async function otherMove(page, transcript, not) {
  const { legalNames } = await askEngine(page, transcript);
  return legalNames.find((name) => name !== not);
}

const hash = (page) => page.evaluate(() => location.hash);

/**
 * Starts keeping every sentence the board's live region says (the computer's answer may say
 * the next one soon after); the returned function reads them.
 */
async function heard(page) {
  await page.evaluate(() => {
    const region = document.querySelector('#game').shadowRoot.querySelector('#announce');
    window.heard = [];
    new MutationObserver(() => window.heard.push(region.textContent)).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  return () => page.evaluate(() => window.heard.join('\n'));
}

test.describe('on a 390x844 phone, by touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a move played during a review starts a variation: all 60 moves stay, one tap goes back', async ({ page }) => {
    test.slow();
    await page.goto(`./#moves=${FULL_GAME}`);
    const game = page.locator('#game');
    await expect(game).toHaveAttribute('data-status', 'over');
    await game.locator('#review').tap();
    await expect(game).toHaveAttribute('data-reviewed', '60', { timeout: 90_000 });

    // A move black played and the review marked: its position, black (the person) to move.
    const marked = await game.evaluate((board) =>
      [...board.shadowRoot.querySelectorAll('#moves span[data-move]')]
        .filter((span) => /mark-/.test(span.className))
        .map((span) => Number(span.dataset.move)),
    );
    const move = marked.find((index) => index % 2 === 0 && index > 2);
    expect(move).toBeDefined();
    await game.locator(`#moves span[data-move="${move}"]`).tap();
    const before = FULL_GAME.slice(0, move * 2);
    await expect(game).toHaveAttribute('data-transcript', before);
    await expect(game).toHaveAttribute('data-to-move', 'black');
    // Before the tap the panel says what a move here does.
    await expect(game.locator('#last-move')).toHaveText(
      `Move ${move} of 60: a move here starts a variation`,
    );

    const played = await otherMove(page, before, FULL_GAME.slice(move * 2, move * 2 + 2));
    const said = await heard(page);
    await tapSquare(page, played);
    await expect(game).toHaveAttribute('data-line', 'variation');
    await expect(game).toHaveAttribute('data-transcript', new RegExp(`^${before}${played}`));
    await expect(game.locator('.variation-bar')).toBeVisible();
    await expect(game.locator('.variation-bar')).toContainText(`Variation from move ${move + 1}`);
    await expect.poll(said).toContain(`A variation from move ${move + 1}`);
    // The game's own line is all there: listed, reviewed, in the address.
    await expect(game).toHaveAttribute('data-reviewed', '60');
    expect(await game.locator('#moves span').count()).toBe(60);
    await expect(game.locator('#moves')).toHaveText(FULL_GAME);
    await expect(game.locator('#variation-moves')).toContainText(played);
    expect(await hash(page)).toBe(`#moves=${FULL_GAME}`);
    // The computer (white) answers in the variation.
    await expect(game).toHaveAttribute('data-status', 'playing');
    await expect(game).toHaveAttribute('data-to-move', 'black');
    const variation = await game.getAttribute('data-transcript');

    // Undo and Redo walk the variation.
    await game.locator('#undo').tap();
    await expect(game).toHaveAttribute('data-transcript', before);
    await expect(game).toHaveAttribute('data-line', 'variation');
    await game.locator('#redo').tap();
    await expect(game).toHaveAttribute('data-transcript', variation);

    // One tap back to the game, where the variation left it; Redo then reaches move 60.
    await game.locator('#back-to-game').tap();
    await expect(game).toHaveAttribute('data-line', 'main');
    await expect(game).toHaveAttribute('data-transcript', before);
    await expect(game.locator('.variation-bar')).toBeHidden();
    await expect(game.locator('#redo')).toBeEnabled();
    for (let step = move; step < 60; step += 1) await game.locator('#redo').tap();
    await expect(game).toHaveAttribute('data-transcript', FULL_GAME);
    await expect(game.locator('#redo')).toBeDisabled();
    await expect(game).toHaveAttribute('data-status', 'over');
    // The variation is still there to show again.
    await game.locator('#show-variation').tap();
    await expect(game).toHaveAttribute('data-line', 'variation');
    await expect(game).toHaveAttribute('data-transcript', variation);
    expect(await hash(page)).toBe(`#moves=${FULL_GAME}`);
  });

  test('New game in the middle of a game is taken back with one tap', async ({ page }) => {
    const game = await openGame(page, { mode: 'human' });
    for (const name of ['f5', 'd6', 'c3']) await tapSquare(page, name);
    await expect(game).toHaveAttribute('data-transcript', 'f5d6c3');
    await game.locator('#new-game').tap();
    await expect(game).toHaveAttribute('data-transcript', '');
    await expect(game.locator('.replaced-bar')).toHaveText(/Game of 3 moves replaced/);
    await expect(page.locator('#announce')).toContainText('Undo brings it back');
    await game.locator('#restore').tap();
    await expect(game).toHaveAttribute('data-transcript', 'f5d6c3');
    await expect(game.locator('.replaced-bar')).toBeHidden();
    await expect.poll(() => hash(page)).toBe('#moves=f5d6c3');
  });
});

test('a pasted game over a game in progress is taken back with one click', async ({ page }) => {
  const game = await openGame(page, { mode: 'human' });
  for (const name of ['f5', 'd6', 'c3']) await clickSquare(page, squareIndex(name));
  await page.locator('#import-text').fill('e6f4');
  await page.locator('#import-button').click();
  await expect(game).toHaveAttribute('data-transcript', 'e6f4');
  await expect.poll(() => hash(page)).toBe('#moves=e6f4');
  await expect(game.locator('.replaced-bar')).toHaveText(/Game of 3 moves replaced/);
  await game.locator('#restore').click();
  await expect(game).toHaveAttribute('data-transcript', 'f5d6c3');
  await expect.poll(() => hash(page)).toBe('#moves=f5d6c3');
  // What the Undo replaced is offered back in turn: nothing is lost either way.
  await expect(game.locator('.replaced-bar')).toHaveText(/Game of 2 moves replaced/);
  // The person's next move ends the offer.
  await clickSquare(page, squareIndex((await askEngine(page, 'f5d6c3')).legalNames[0]));
  await expect(game.locator('.replaced-bar')).toBeHidden();
});

test('a link opened over a game in progress is taken back, in the page and on a new visit', async ({ page }) => {
  const game = await openGame(page, { mode: 'human' });
  for (const name of ['f5', 'd6', 'c3']) await clickSquare(page, squareIndex(name));
  await expect.poll(() => hash(page)).toBe('#moves=f5d6c3');
  // A link followed in the open page.
  await page.evaluate(() => {
    location.hash = '#moves=e6f4c3';
  });
  await expect(game).toHaveAttribute('data-transcript', 'e6f4c3');
  await game.locator('#restore').click();
  await expect(game).toHaveAttribute('data-transcript', 'f5d6c3');
  await expect.poll(() => hash(page)).toBe('#moves=f5d6c3');

  // A link opened as a new visit (against the computer, the page's default), over the game kept
  // by the last one; the keyboard brings it back, and the computer (white) answers in it.
  await page.goto('index.html#moves=d3c3');
  await expect(game).toHaveAttribute('data-transcript', 'd3c3');
  await expect(game.locator('.replaced-bar')).toHaveText(/Game of 3 moves replaced/);
  await game.locator('#restore').focus();
  await page.keyboard.press('Enter');
  await expect(game).toHaveAttribute('data-transcript', /^f5d6c3/);
  await expect.poll(() => hash(page)).toMatch(/^#moves=f5d6c3/);
  await expect(game).toHaveAttribute('data-status', 'playing');
  const kept = await game.getAttribute('data-transcript');

  // A bare address starts a new game, the kept one offered back.
  await page.goto('./');
  await expect(game).toHaveAttribute('data-transcript', '');
  await expect(game.locator('.replaced-bar')).toBeVisible();
  await game.locator('#restore').click();
  await expect(game).toHaveAttribute('data-transcript', kept);
});

test('a game replaced by a puzzle comes back with its mode', async ({ page }) => {
  const game = await openGame(page, { mode: 'human' });
  for (const name of ['f5', 'd6']) await clickSquare(page, squareIndex(name));
  await page.selectOption('#mode', 'puzzle');
  await expect(game).toHaveAttribute('data-mode', 'puzzle');
  await expect(game.locator('.replaced-bar')).toHaveText(/Game of 2 moves replaced/);
  await game.locator('#restore').click();
  await expect(game).toHaveAttribute('data-mode', 'human');
  await expect(game).toHaveAttribute('data-transcript', 'f5d6');
  await expect(page.locator('#mode')).toHaveValue('human');
  await expect(page.locator('#puzzle-bar')).toBeHidden();
  await expect.poll(() => hash(page)).toBe('#moves=f5d6');
});

test('a reload keeps the variation, the game\'s own line and the position shown', async ({ page }) => {
  const game = await openGame(page, { level: 0 });
  const line = 'f5d6c3d3c4f4';
  await page.evaluate((moves) => {
    document.querySelector('#game').moves = moves;
  }, line);
  await expect(game).toHaveAttribute('data-transcript', line);
  // Against the computer Undo goes back to the person's turn: two moves at a time here.
  await page.locator('#undo').click();
  await page.locator('#undo').click();
  await expect(game).toHaveAttribute('data-transcript', 'f5d6');
  const played = await otherMove(page, 'f5d6', 'c3');
  await clickSquare(page, squareIndex(played));
  await expect(game).toHaveAttribute('data-line', 'variation');
  await expect(game).toHaveAttribute('data-status', 'playing');
  const variation = await game.getAttribute('data-transcript');
  expect(variation).toMatch(new RegExp(`^f5d6${played}[a-h][1-8]$`));
  expect(await hash(page)).toBe(`#moves=${line}`);

  await page.reload();
  await expect(game).toHaveAttribute('data-transcript', variation);
  await expect(game).toHaveAttribute('data-line', 'variation');
  await expect(game.locator('.variation-bar')).toContainText('Variation from move 3');
  await game.locator('#back-to-game').click();
  await expect(game).toHaveAttribute('data-transcript', 'f5d6');
  while (await page.locator('#redo').isEnabled()) await page.locator('#redo').click();
  await expect(game).toHaveAttribute('data-transcript', line);
  await expect(game).toHaveAttribute('data-line', 'main');

  // A new variation from the game's own line replaces the old one; Undo brings it back.
  await page.locator('#undo').click();
  await page.locator('#undo').click();
  await expect(game).toHaveAttribute('data-transcript', 'f5d6');
  const { legalNames } = await askEngine(page, 'f5d6');
  const other = legalNames.find((name) => name !== 'c3' && name !== played);
  await clickSquare(page, squareIndex(other));
  await expect(game).toHaveAttribute('data-transcript', new RegExp(`^f5d6${other}`));
  await expect(game.locator('.replaced-bar')).toHaveText(/Variation from move 3 replaced/);
  await game.locator('#restore').click();
  // Back to where the person was before that move, the old variation there to show.
  await expect(game).toHaveAttribute('data-transcript', 'f5d6');
  await expect(game).toHaveAttribute('data-line', 'main');
  await expect(game.locator('#variation-moves')).toContainText(played);
  await game.locator('#show-variation').click();
  await expect(game).toHaveAttribute('data-transcript', variation);
});

test('a variation past the end or a malformed kept game is refused with a message and changes nothing', async ({
  page,
}) => {
  const game = await openGame(page, { mode: 'human' });
  for (const [kept, message] of [
    ['{"main": "f5d6", "variation"', 'not a saved game'],
    [
      JSON.stringify({ main: 'f5d6', variation: { from: 5, moves: 'c3' }, viewing: 'variation', at: 6 }),
      'its variation starts at move 6, past the end of its game (2 moves)',
    ],
    [JSON.stringify({ main: 'f5d6', variation: { from: 1, moves: 'f4zz' }, viewing: 'main', at: 2 }), 'in the variation'],
  ]) {
    await page.evaluate(({ key, kept }) => localStorage.setItem(key, kept), { key: STORE_KEY, kept });
    await page.goto('about:blank');
    await page.goto('./#moves=f5d6');
    await expect(page.locator('#page-notice')).toContainText('The saved game could not be brought back');
    await expect(page.locator('#page-notice')).toContainText(message);
    await expect(page.locator('#page-notice')).toContainText('Nothing was changed');
    await expect(game).toHaveAttribute('data-transcript', 'f5d6');
    await expect(game.locator('.replaced-bar')).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORE_KEY)).toBe(kept);
  }
  // Undo and Redo change nothing kept either; the person's move keeps the game in its place.
  await page.locator('#undo').click();
  await page.locator('#redo').click();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORE_KEY)).toContain('f4zz');
  await clickSquare(page, squareIndex('c3'));
  await expect(page.locator('#page-notice')).toHaveText('');
  await expect
    .poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key)).main, STORE_KEY))
    .toMatch(/^f5d6c3/);
  // The script API says the same, and leaves the game as it was.
  const refused = await game.evaluate((board) =>
    board.setLines({ main: 'f5d6', variation: { from: 2, moves: 'c3' } }).then(
      () => null,
      (error) => error.message,
    ),
  );
  expect(refused).toContain('past the end of the game (2 moves)');
  await expect(game).toHaveAttribute('data-transcript', /^f5d6c3/);
});

test('against the computer a pass stays until the person moves, and the move list marks it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(DEMO);
  await page.evaluate((moves) => {
    document.body.insertAdjacentHTML('beforeend', `<reversi-board id="passing" level="0" controls="all" moves="${moves}"></reversi-board>`);
  }, PASS_GAME);
  const board = page.locator('#passing');
  const first = await askEngine(page, PASS_GAME, 0);
  const second = await askEngine(page, PASS_GAME + first.computer, 0);
  expect(second.lastPass).toBe(1); // the engine confirms: black has no move after white's reply
  await expect(board).toHaveAttribute('data-transcript', PASS_GAME + first.computer + second.computer);
  await expect(board).toHaveAttribute('data-status', 'playing');
  const notice = board.locator('#notice');
  await expect(notice).toHaveText(`Black passed — White again: ${second.computer}`);
  await expect(notice).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(notice).toHaveText(`Black passed — White again: ${second.computer}`);
  // The pass in the moves: after white's first reply, drawn but never copied.
  const spans = board.locator('#moves span');
  const passAt = PASS_GAME.length / 2;
  await expect(spans.nth(passAt)).toHaveAttribute('data-pass', '');
  await expect(spans.nth(passAt).locator('.pass')).toHaveAttribute('data-word', 'pass');
  await expect(board.locator('#moves')).toHaveText(PASS_GAME + first.computer + second.computer);
  await board.locator('#copy').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    PASS_GAME + first.computer + second.computer,
  );
  // The person's move ends the notice.
  const after = await askEngine(page, PASS_GAME + first.computer + second.computer);
  await clickSquare(page, after.legal[0], board);
  await expect(notice).not.toHaveText(/passed/);

  // In Japanese.
  await board.evaluate((element) => {
    element.setAttribute('lang', 'ja');
    element.newGame();
  });
  await expect(board.locator('#notice')).toHaveText(`黒はパス — 白が続けて${second.computer}`);
  await expect(board.locator('#moves span').nth(passAt).locator('.pass')).toHaveAttribute('data-word', 'パス');
});

test('variations in Japanese, by keyboard', async ({ page }) => {
  const game = await openGame(page, { mode: 'human' });
  await openSettings(page);
  await page.selectOption('#language', 'ja');
  await page.evaluate(() => {
    document.querySelector('#game').moves = 'f5d6c3d3c4';
  });
  await expect(game).toHaveAttribute('data-transcript', 'f5d6c3d3c4');
  await page.locator('#board').focus();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('u');
  await expect(game).toHaveAttribute('data-transcript', 'f5d6');
  await expect(game.locator('#last-move')).toHaveText('5手中2手目: ここで打つと変化になります');
  // The cursor shows on d3, then moves to c4 (legal after f5 d6, and not the game's c3).
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowLeft', 'Enter']) await page.keyboard.press(key);
  await expect(game).toHaveAttribute('data-transcript', 'f5d6c4');
  await expect(game.locator('.variation-bar')).toHaveText(/3手目からの変化/);
  await expect(game.locator('#back-to-game')).toHaveText('本譜に戻る');
  await expect(page.locator('#announce')).toContainText('本譜はそのまま残り');
  await game.locator('#back-to-game').focus();
  await page.keyboard.press('Enter');
  await expect(game).toHaveAttribute('data-transcript', 'f5d6');
  await expect(game).toHaveAttribute('data-line', 'main');
  await expect(page.locator('#announce')).toHaveText('本譜に戻りました: 5手中2手目。');
  await expect(game.locator('#show-variation')).toHaveText('表示');
});
