// The element embedded in someone else's page: the demo blog post with three boards loads
// cleanly and each board plays on its own; attributes set the start, level and colour; a wrong
// attribute shows a friendly message; the events and the small JS API; workers start lazily.

import { test, expect, clickSquare, askEngine, squareIndex, readState, countWorkers } from '../support/game.js';

const DEMO = 'www/embed-demo.html';
const FFO_1 = '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X';
const FULL_GAME =
  'f5d6c3d3c4f4f6f3e6e7f7c5b6b5e3g6e8g5d7c6g3c8d8c7g4h3a4a5b3f8h5h2h6b4a7h7a6h4a3d2f2c2e2f1d1b1c1e1g7b2b7a8b8h8g8a2g2h1a1g1';

/** Adds a board to the open page, with the given attribute markup, and waits until it is ready. */
async function addBoard(page, id, attributes) {
  await page.evaluate(
    ({ id, attributes }) =>
      document.body.insertAdjacentHTML('beforeend', `<reversi-board id="${id}" ${attributes}></reversi-board>`),
    { id, attributes },
  );
  const board = page.locator(`#${id}`);
  await expect(board).toHaveAttribute('data-status', /^(playing|thinking|over)$/);
  return board;
}

test('the demo post shows three working boards, each playing on its own', async ({ page }) => {
  await page.goto(DEMO);
  const versus = page.locator('#versus');
  const puzzle = page.locator('#puzzle');
  const replay = page.locator('#replay');
  for (const board of [versus, puzzle, replay]) {
    await expect(board).toHaveAttribute('data-status', 'playing');
    await expect(board).toHaveAttribute('data-transcript', '');
  }
  await expect(versus).toHaveAttribute('data-level', '2');
  await expect(puzzle.locator('#score-black')).toHaveText('27');
  await expect(puzzle.locator('#score-white')).toHaveText('23');
  await expect(replay).toHaveAttribute('data-mode', 'replay');

  // The game against the computer: a move and its answer, the other boards untouched.
  const reply = await askEngine(page, 'f5', 2);
  await clickSquare(page, squareIndex('f5'), versus);
  await expect(versus).toHaveAttribute('data-transcript', `f5${reply.computer}`);
  await expect(puzzle).toHaveAttribute('data-transcript', '');
  await expect(replay).toHaveAttribute('data-transcript', '');

  // The puzzle: the winning move is judged right (learn.spec.js tests the puzzle mode).
  await clickSquare(page, squareIndex('g8'), puzzle);
  await expect(puzzle).toHaveAttribute('data-verdict', 'correct');
  await expect(puzzle).toHaveAttribute('data-transcript', 'g8');
  await expect(versus).toHaveAttribute('data-transcript', `f5${reply.computer}`);

  // The replay is read-only: a click does nothing, the buttons step through the game.
  await clickSquare(page, squareIndex('f5'), replay);
  await expect(replay).toHaveAttribute('data-transcript', '');
  await replay.locator('#redo').click();
  await expect(replay).toHaveAttribute('data-transcript', 'f5');
  await replay.locator('#last').click();
  await expect(replay).toHaveAttribute('data-transcript', FULL_GAME);
  await expect(replay).toHaveAttribute('data-status', 'over');
  await expect(replay.locator('#result')).toHaveText('Black wins 34–30');
  await replay.locator('#undo').click();
  await expect(replay).toHaveAttribute('data-transcript', FULL_GAME.slice(0, -2));
  await expect(replay.locator('#new-game')).toBeHidden();
});

test('attributes set the start position, the level and the colour', async ({ page }) => {
  await page.goto(DEMO);
  const opening = await askEngine(page, 'f5d6', 0);
  const board = await addBoard(page, 'added', 'moves="f5d6" color="white" level="0" lang="en"');
  // Black is the computer here, and it is black's turn after f5 d6.
  await expect(board).toHaveAttribute('data-transcript', `f5d6${opening.computer}`);
  await expect(board).toHaveAttribute('data-human', 'white');
  await expect(board).toHaveAttribute('data-level', '0');
  await expect(board).toHaveAttribute('data-to-move', 'white');
  await expect(board.locator('#config-error')).toBeHidden();

  const fromBoard = await addBoard(
    page,
    'position',
    `board="${FFO_1}" mode="human" size="300px" coordinates="off" theme="dark"`,
  );
  await expect(fromBoard.locator('#score-black')).toHaveText('27');
  await expect(fromBoard).toHaveAttribute('data-to-move', 'black');
  expect((await fromBoard.locator('#board').boundingBox()).width).toBe(300);
  await expect(fromBoard.locator('.files')).toBeHidden();
  expect(
    await fromBoard.locator('#card-black').evaluate((card) => getComputedStyle(card).backgroundColor),
  ).toBe('rgb(29, 36, 33)');

  // readonly: clicks play nothing and there is no new game or import.
  const readonly = await addBoard(page, 'readonly', 'mode="human" readonly');
  await clickSquare(page, squareIndex('f5'), readonly);
  await expect(readonly.locator('#new-game')).toBeHidden();
  await expect(readonly.locator('#import')).toBeHidden();
  await expect(readonly).toHaveAttribute('data-transcript', '');

  // Changing an attribute later restarts from the new start.
  await fromBoard.evaluate((element) => element.setAttribute('moves', 'g8'));
  await expect(fromBoard).toHaveAttribute('data-transcript', 'g8');
  await expect(fromBoard).toHaveAttribute('data-to-move', 'white');
});

test('the moves line names the opening, in English and Japanese, in any symmetric form', async ({ page }) => {
  await page.goto(DEMO);
  const board = await addBoard(page, 'tiger', 'mode="human" moves="f5d6c3d3c4" lang="en"');
  const opening = board.locator('#opening');
  await expect(opening).toHaveText('· Tiger');
  await expect(opening).toHaveAttribute('title', 'Opening: Tiger');
  // Past the named lines the name stays; back before the first named position it goes.
  await clickSquare(page, squareIndex('b5'), board);
  await expect(board).toHaveAttribute('data-transcript', 'f5d6c3d3c4b5');
  await expect(opening).toHaveText('· Tiger');
  for (let move = 0; move < 5; move += 1) await board.locator('#undo').click();
  await expect(board).toHaveAttribute('data-transcript', 'f5');
  await expect(opening).toHaveText('');

  // The Tiger begun with c4 (the same position in a mirror), and the Buffalo, in Japanese.
  const japanese = await addBoard(page, 'tora', 'mode="human" moves="c4e3f6e6f5" lang="ja"');
  await expect(japanese.locator('#opening')).toHaveText('· 虎');
  await japanese.evaluate((element) => element.setAttribute('moves', 'f5f6e6f4c3'));
  await expect(japanese.locator('#opening')).toHaveText('· バッファロー');
  await expect(japanese.locator('#opening')).toHaveAttribute('title', '定石: バッファロー');
});

test('a wrong attribute shows a friendly message and the board still plays', async ({ page }) => {
  await page.goto(DEMO);
  const board = await addBoard(page, 'broken', 'level="11" color="purple" moves="f5zz" mode="human"');
  const message = board.locator('#config-error');
  await expect(message).toBeVisible();
  await expect(message).toContainText('level="11"');
  await expect(message).toContainText('color="purple"');
  await expect(message).toContainText('moves="f5zz"');
  // The level's range is the engine's level table's, in each language.
  const highest = await page.evaluate(async () => (await import('./board-options.js')).LEVEL_COUNT - 1);
  expect(highest).toBeGreaterThan(0);
  await expect(message).toContainText(`expected a whole number from 0 to ${highest}.`);
  await board.evaluate((element) => element.setAttribute('lang', 'ja'));
  await expect(message).toContainText(`0〜${highest} の整数です`);
  await board.evaluate((element) => element.setAttribute('lang', 'en'));
  await expect(board).toHaveAttribute('data-level', '3');
  await expect(board).toHaveAttribute('data-transcript', '');
  await clickSquare(page, squareIndex('f5'), board);
  await expect(board).toHaveAttribute('data-transcript', 'f5');

  // Moves that look right but are not legal are caught by the engine, in Japanese too.
  const japanese = await addBoard(page, 'japanese', 'lang="ja" moves="f5f5" size="banana"');
  await expect(japanese.locator('#config-error')).toContainText('moves="f5f5"');
  await expect(japanese.locator('#config-error')).toContainText('size="banana"');
  await expect(japanese.locator('#config-error')).toContainText('正しくありません');
  await expect(japanese.locator('#turn')).toHaveText('黒の番 — あなた');
});

test('move, pass and gameover events, and the JS API', async ({ page }) => {
  await page.goto(DEMO);
  const board = await addBoard(page, 'events', `mode="human" moves="${FULL_GAME.slice(0, -2)}"`);
  await page.evaluate(() => {
    window.heard = [];
    for (const type of ['move', 'pass', 'gameover']) {
      document.addEventListener(type, (event) => window.heard.push({ type, detail: event.detail }));
    }
  });
  await clickSquare(page, squareIndex('g1'), board);
  await expect(board).toHaveAttribute('data-status', 'over');
  const heard = await page.evaluate(() => window.heard);
  expect(heard.map(({ type }) => type)).toEqual(['move', 'gameover']);
  expect(heard[0].detail).toMatchObject({ square: 'g1', transcript: FULL_GAME, black: 34, white: 30 });
  expect(heard[0].detail.flips.length).toBeGreaterThan(0);
  expect(heard[1].detail).toEqual({ winner: 'black', black: 34, white: 30, transcript: FULL_GAME });

  // A pass: after d3 c3 b3 b2 f5 a3 a1 c1 black has no move.
  const passes = await addBoard(page, 'passes', 'mode="human" moves="d3c3b3b2f5a3a1"');
  await page.evaluate(() => (window.heard = []));
  await clickSquare(page, squareIndex('c1'), passes);
  await expect.poll(() => page.evaluate(() => window.heard.map(({ type }) => type))).toEqual(['move', 'pass']);
  expect((await page.evaluate(() => window.heard))[1].detail).toEqual({
    color: 'black',
    transcript: 'd3c3b3b2f5a3a1c1',
  });

  // The API: a garbage transcript throws with a message and changes nothing.
  const refused = await passes.evaluate((element) => {
    try {
      element.moves = 'f5d6zz';
      return null;
    } catch (error) {
      return error.message;
    }
  });
  expect(refused).toBeTruthy();
  await expect(passes).toHaveAttribute('data-transcript', 'd3c3b3b2f5a3a1c1');
  expect(await passes.evaluate((element) => element.undo())).toBe(true);
  await expect(passes).toHaveAttribute('data-transcript', 'd3c3b3b2f5a3a1');
  expect(await passes.evaluate((element) => element.redo())).toBe(true);
  await expect(passes).toHaveAttribute('data-transcript', 'd3c3b3b2f5a3a1c1');
  await passes.evaluate((element) => {
    element.moves = 'f5d6';
  });
  expect(await passes.evaluate((element) => element.moves)).toBe('f5d6');
  await passes.evaluate((element) => element.newGame());
  // A new game goes back to the start the attributes give.
  await expect(passes).toHaveAttribute('data-transcript', 'd3c3b3b2f5a3a1');
});

test('workers start only when a board needs the computer, and are shared', async ({ page }) => {
  const workers = await countWorkers(page);
  await page.goto(DEMO);
  const versus = page.locator('#versus');
  await expect(page.locator('#replay')).toHaveAttribute('data-status', 'playing');
  // No board needs the computer before a person moves (the puzzle shows no hints: they
  // would give its answer away; it solves its moves once pointed at).
  await expect(page.locator('#puzzle')).toHaveAttribute('data-status', 'playing');
  expect(await workers.started()).toBe(0);
  for (let move = 0; move < 3; move += 1) {
    const { transcript } = await readState(page, versus);
    const { legal } = await askEngine(page, transcript);
    await clickSquare(page, legal[0], versus);
    await expect(versus).toHaveAttribute('data-status', 'playing');
  }
  expect(await workers.started()).toBeLessThanOrEqual(2);
});

test('a long transcript wraps between moves, never inside one', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(DEMO);
  const replay = page.locator('#replay');
  await expect(replay).toHaveAttribute('data-status', 'playing');
  await replay.locator('#last').click();
  const lines = await replay.evaluate((board) => {
    const spans = [...board.shadowRoot.querySelectorAll('#moves span')];
    return {
      moves: spans.map((span) => span.textContent),
      split: spans.filter((span) => span.getClientRects().length !== 1).length,
      rows: new Set(spans.map((span) => Math.round(span.getBoundingClientRect().top))).size,
    };
  });
  expect(lines.moves).toHaveLength(60);
  expect(lines.moves.join('')).toBe(await replay.getAttribute('data-transcript'));
  expect(lines.rows).toBeGreaterThan(1); // the game does wrap at this width...
  expect(lines.split).toBe(0); // ...but no move is split over two lines
});
