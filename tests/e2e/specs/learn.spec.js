// Learning from games: the review of a whole game (progress, cancel, marks, the graph, the
// best move drawn, numbers that agree with the engine's own solver), puzzles (mode="puzzle":
// an answer judged exactly, try again, the solution played out) and the full page's puzzle of
// the day from the shipped set. Expectations come from the engine in the page or from the
// reference data in tests/data, never typed in.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FFO_1, ffoScore } from '../support/ffo-1.js';
import {
  test,
  expect,
  clickSquare,
  squareIndex,
  openSettings,
  countWorkers,
  searchesUnderWay,
} from '../support/game.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const DEMO = 'www/embed-demo.html';
const FULL_GAME =
  'f5d6c3d3c4f4f6f3e6e7f7c5b6b5e3g6e8g5d7c6g3c8d8c7g4h3a4a5b3f8h5h2h6b4a7h7a6h4a3d2f2c2e2f1d1b1c1e1g7b2b7a8b8h8g8a2g2h1a1g1';

/**
 * Solves positions with the page's own engine: for each transcript from `board` (or the
 * standard start), `{ square, score }` of the exact best move for the side to move.
 */
async function solveInPage(page, transcripts, board = null) {
  return page.evaluate(
    async ({ transcripts, board }) => {
      const script = document.querySelector('script[type="module"][src]');
      const engine = await import(new URL('pkg/reversi.js', script.src).href);
      await engine.default();
      if (!engine.evaluation_loaded()) {
        const table = await fetch(new URL('pkg/reversi_eval.bin', script.src));
        engine.load_evaluation(new Uint8Array(await table.arrayBuffer()));
      }
      const ai = new engine.Ai();
      return transcripts.map((transcript) => {
        const game = board === null ? new engine.Game() : engine.Game.from_board(board);
        game.play_transcript(transcript);
        const { square, score } = ai.solve(game);
        game.free();
        return { square: square === undefined ? undefined : engine.square_name(square), score };
      });
    },
    { transcripts, board },
  );
}

test('a replayed game is reviewed: marks, summary, graph, and the best move of each position', async ({
  page,
}) => {
  await page.goto(DEMO);
  const replay = page.locator('#replay');
  await expect(replay).toHaveAttribute('data-status', 'playing');
  const button = replay.locator('#review');
  await expect(button).toHaveText('Review');
  const announced = page.evaluate(
    () =>
      new Promise((resolve) =>
        document.querySelector('#replay').addEventListener('analysis', ({ detail }) => resolve(detail), {
          once: true,
        }),
      ),
  );
  await button.click();
  await expect(replay.locator('#review-progress')).toBeVisible();
  await expect(replay.locator('#review-cancel')).toBeVisible();
  await expect(replay).toHaveAttribute('data-reviewed', '60', { timeout: 60_000 });
  await expect(replay.locator('#review-progress')).toBeHidden();
  await expect(button).toBeHidden();

  const { records, transcript } = await announced;
  expect(transcript).toBe(FULL_GAME);
  expect(records.map((record) => record.played).join('')).toBe(FULL_GAME);
  // The script API gives the same review without analysing again.
  expect(await replay.evaluate((board) => board.review())).toEqual(records);
  for (const record of records) {
    expect(record.loss).toBe(Math.max(0, record.bestScore - record.playedScore));
    expect(['best', 'inaccuracy', 'mistake', 'blunder']).toContain(record.class);
  }
  // The last 24 moves are solved exactly (src/ai/players/review.rs), and their numbers are the solver's.
  const exact = records.filter((record) => record.exact);
  expect(exact.length).toBeGreaterThanOrEqual(24);
  const checked = [exact[0], exact[5], exact[exact.length - 3]];
  const solved = await solveInPage(
    page,
    checked.map((record) => FULL_GAME.slice(0, (record.number - 1) * 2)),
  );
  checked.forEach((record, at) => {
    expect(record.bestScore).toBe(solved[at].score);
  });
  const after = await solveInPage(
    page,
    checked.map((record) => FULL_GAME.slice(0, record.number * 2)),
  );
  checked.forEach((record, at) => {
    // The played move's value is the next position's, from the mover's side (no pass here).
    if (record.played !== record.best) expect(record.playedScore).toBe(-after[at].score);
  });

  // Each costly move is marked in the transcript; each side's summary counts them.
  const marked = await replay.evaluate((board) =>
    [...board.shadowRoot.querySelectorAll('#moves span')].map((span) => span.className.replace('is-shown', '').trim()),
  );
  expect(marked).toEqual(records.map((record) => (record.class === 'best' ? '' : `mark-${record.class}`)));
  const blacks = records.filter((record) => record.color === 'black');
  const mistakes = blacks.filter((record) => record.class === 'mistake').length;
  await expect(replay.locator('#review-summary')).toContainText(
    `Black: ${blacks.filter((record) => record.class === 'inaccuracy').length} inaccurac`,
  );
  await expect(replay.locator('#review-summary')).toContainText(`${mistakes} mistake`);
  await expect(replay.locator('.graph-box')).toBeVisible();

  // Clicking a move shows the position it was played in, with its record described.
  const costly = records.find((record) => record.class === 'blunder' || record.class === 'mistake');
  await replay.locator(`#moves span[data-move="${costly.number - 1}"]`).click();
  await expect(replay).toHaveAttribute('data-transcript', FULL_GAME.slice(0, (costly.number - 1) * 2));
  await expect(replay.locator('#board-description')).toContainText(`best: ${costly.best}`);
  await expect(replay.locator(`#moves span[data-move="${costly.number - 1}"]`)).toHaveClass(/is-shown/);
});

test('a review can be cancelled, stops its searches, and is worded in Japanese', async ({ page }) => {
  await page.goto(DEMO);
  await page.evaluate((moves) => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<reversi-board id="ja" mode="replay" controls="all" lang="ja" moves="${moves}"></reversi-board>`,
    );
  }, FULL_GAME);
  const board = page.locator('#ja');
  await expect(board).toHaveAttribute('data-status', 'playing');
  await expect(board.locator('#review')).toHaveText('検討');
  const outcome = board.evaluate((element) =>
    element.review().then(
      () => 'done',
      (error) => error.name,
    ),
  );
  await expect(board.locator('#review-cancel')).toHaveText('中止');
  await board.locator('#review-cancel').click();
  expect(await outcome).toBe('AbortError');
  await expect(board.locator('#review')).toBeVisible();
  await expect(board).toHaveAttribute('data-reviewed', '');
  // No worker goes on analysing for a review nobody waits for.
  await expect.poll(() => searchesUnderWay(page)).toBe(0);

  await board.locator('#review').click();
  await expect(board).toHaveAttribute('data-reviewed', '60', { timeout: 60_000 });
  await expect(board.locator('#review-summary')).toContainText('黒: 緩手');
  await expect(board.locator('#review-summary')).toContainText('白: 緩手');

  // A board taken off the page in the middle of a review stops its searches too.
  await board.evaluate((element, moves) => {
    element.moves = moves;
    element.review().catch(() => {});
  }, FULL_GAME.slice(0, -2));
  expect(await searchesUnderWay(page)).toBeGreaterThan(0);
  await board.evaluate((element) => element.remove());
  await expect.poll(() => searchesUnderWay(page), { timeout: 1_000 }).toBe(0);
});

test('a game is offered a review once it is over or loaded, not while it goes on', async ({ page }) => {
  await page.goto(DEMO);
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<reversi-board id="played" mode="human" controls="all"></reversi-board>');
  });
  const board = page.locator('#played');
  await expect(board).toHaveAttribute('data-status', 'playing');
  await expect(board.locator('#review')).toBeHidden();
  await clickSquare(page, squareIndex('f5'), board);
  await expect(board).toHaveAttribute('data-transcript', 'f5');
  await expect(board.locator('#review')).toBeHidden();
  // Loaded by script (as by the moves attribute, the import field or a link): reviewable.
  await board.evaluate((element, moves) => {
    element.moves = moves;
  }, FULL_GAME.slice(0, 20));
  await expect(board.locator('#review')).toBeVisible();
});

test('a puzzle judges the answer exactly, lets the reader retry, and plays the solution', async ({
  page,
}) => {
  await page.goto(DEMO);
  const puzzle = page.locator('#puzzle');
  await expect(puzzle).toHaveAttribute('data-status', 'playing');
  await expect(puzzle).toHaveAttribute('data-mode', 'puzzle');
  await expect(puzzle.locator('#turn')).toHaveText('Black to move: find the best move');
  await expect(puzzle.locator('#new-game')).toBeHidden();
  await expect(puzzle.locator('.graph-box')).toBeHidden();

  // A move that is not the best: how much it loses, and the best move.
  const answers = page.evaluate(
    () =>
      new Promise((resolve) => {
        const seen = [];
        document.querySelector('#puzzle').addEventListener('puzzleanswer', ({ detail }) => {
          seen.push(detail);
          if (seen.length === 2) resolve(seen);
        });
      }),
  );
  await clickSquare(page, squareIndex('h1'), puzzle);
  await expect(puzzle).toHaveAttribute('data-verdict', 'wrong');
  const loss = ffoScore('g8') - ffoScore('h1');
  await expect(puzzle.locator('#notice')).toHaveText(
    `That loses ${loss} discs: with g8, you win by ${ffoScore('g8')} with perfect play`,
  );
  // The reader's move stays; the board waits for "Try again".
  await clickSquare(page, squareIndex('a2'), puzzle);
  await expect(puzzle).toHaveAttribute('data-transcript', 'h1');

  await puzzle.locator('#retry').click();
  await expect(puzzle).toHaveAttribute('data-transcript', '');
  await expect(puzzle).toHaveAttribute('data-verdict', '');
  await clickSquare(page, squareIndex('g8'), puzzle);
  await expect(puzzle).toHaveAttribute('data-verdict', 'correct');
  await expect(puzzle.locator('#result')).toHaveText(`Best move: you win by ${ffoScore('g8')} with perfect play`);
  const [wrong, right] = await answers;
  expect(wrong).toMatchObject({ square: 'h1', best: 'g8', loss, correct: false });
  expect(right).toMatchObject({ square: 'g8', score: ffoScore('g8'), correct: true });

  // The solution: the best line played out to the end, ending at the solved score.
  await puzzle.locator('#solution').click();
  await expect(puzzle).toHaveAttribute('data-status', 'over', { timeout: 30_000 });
  const transcript = await puzzle.getAttribute('data-transcript');
  expect(transcript.slice(0, 2)).toBe('g8');
  const black = Number(await puzzle.locator('#score-black').textContent());
  const white = Number(await puzzle.locator('#score-white').textContent());
  expect(black - white).toBe(ffoScore('g8'));
});

test('a puzzle in Japanese, with hints asked for but not shown', async ({ page }) => {
  await page.goto(DEMO);
  await page.evaluate((board) => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<reversi-board id="ja-puzzle" mode="puzzle" hints="on" lang="ja" board="${board}"></reversi-board>`,
    );
  }, FFO_1);
  const puzzle = page.locator('#ja-puzzle');
  await expect(puzzle).toHaveAttribute('data-status', 'playing');
  await expect(puzzle.locator('#turn')).toHaveText('黒番: 最善手を探してください');
  await expect(puzzle.locator('.graph-box')).toBeHidden();
  await expect(puzzle.locator('#retry')).toHaveText('もう一度');
  await expect(puzzle.locator('#solution')).toHaveText('解答を見る');
  await clickSquare(page, squareIndex('h7'), puzzle);
  await expect(puzzle.locator('#notice')).toHaveText(
    `${ffoScore('g8') - ffoScore('h7')}石損です: g8なら最善を尽くして${ffoScore('g8')}石差で勝ち`,
  );
});

test('the full page offers the puzzle of the day from the shipped set, and others', async ({ page }) => {
  const set = fs
    .readFileSync(path.join(here, '../../../www/puzzles.obf'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('%'))
    .map((line) => line.split(';')[0].trim());
  expect(set.length).toBeGreaterThanOrEqual(100);
  await page.goto('./');
  const game = page.locator('#game');
  await expect(game).toHaveAttribute('data-status', /^(playing|thinking)$/);
  await openSettings(page);
  await page.selectOption('#mode', 'puzzle');
  await expect(game).toHaveAttribute('data-mode', 'puzzle');
  const hash = await page.evaluate(() => location.hash);
  const number = Number(/^#puzzle=(\d+)$/.exec(hash)[1]);
  const today = await page.evaluate(
    async (count) => (await import('./www/puzzle-set.js')).puzzleOfTheDay(count),
    set.length,
  );
  expect(number).toBe(today + 1);
  await expect(game).toHaveAttribute('board', set[number - 1]);
  await expect(page.locator('#puzzle-info')).toContainText(`Today's puzzle ${number} of ${set.length}`);

  await page.locator('#next-puzzle').click();
  const next = (number % set.length) + 1;
  await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#puzzle=${next}`);
  await expect(game).toHaveAttribute('board', set[next - 1]);
  await expect(page.locator('#puzzle-info')).toContainText(`Puzzle ${next} of ${set.length}`);

  // A link (or a reload) keeps the puzzle.
  await page.reload();
  await expect(page.locator('#game')).toHaveAttribute('data-mode', 'puzzle');
  await expect(page.locator('#game')).toHaveAttribute('board', set[next - 1]);

  // Back to a game: the standard start again.
  await openSettings(page);
  await page.selectOption('#mode', 'human');
  await expect(game).toHaveAttribute('data-mode', 'human');
  expect(await game.getAttribute('board')).toBeNull();
  await expect(page.locator('#puzzle-bar')).toBeHidden();
});

test('the full page reviews a game from a link, and steps through it one move at a time', async ({
  page,
}) => {
  await page.goto(`./#moves=${FULL_GAME}`);
  const game = page.locator('#game');
  await expect(game).toHaveAttribute('data-transcript', FULL_GAME);
  await expect(game).toHaveAttribute('data-status', 'over');
  await game.locator('#review').click();
  await expect(game).toHaveAttribute('data-reviewed', '60', { timeout: 60_000 });
  // Against the computer Undo goes back to the person's turn; along a review, one move.
  await game.locator('#undo').click();
  await expect(game).toHaveAttribute('data-transcript', FULL_GAME.slice(0, -2));
  await game.locator('#moves span[data-move="11"]').click();
  await expect(game).toHaveAttribute('data-transcript', FULL_GAME.slice(0, 22));
  // The computer (white) waits while the review is shown, though it is its turn.
  await expect(game).toHaveAttribute('data-to-move', 'white');
  await page.waitForTimeout(1000);
  await expect(game).toHaveAttribute('data-status', 'playing');
  await expect(game).toHaveAttribute('data-transcript', FULL_GAME.slice(0, 22));
  // Stepping back leaves the address with the whole game (it once followed the position shown,
  // so a reload there lost the moves after it); a reload brings back the position shown too.
  expect(await page.evaluate(() => location.hash)).toBe(`#moves=${FULL_GAME}`);
  await page.reload();
  await expect(game).toHaveAttribute('data-transcript', FULL_GAME.slice(0, 22));
  await expect(game.locator('#moves span')).toHaveCount(60);
});

test('a puzzle with too many empty squares says so, and solves nothing', async ({ page }) => {
  const workers = await countWorkers(page);
  await page.goto(DEMO);
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<reversi-board id="open" mode="puzzle" controls="all"></reversi-board>');
  });
  const board = page.locator('#open');
  await expect(board).toHaveAttribute('data-status', 'playing');
  await expect(board.locator('#config-error')).toHaveText(
    'This board\'s board="" is not valid: a puzzle is a position with at most 24 empty squares (every move is solved exactly).',
  );
  await clickSquare(page, squareIndex('f5'), board);
  await page.waitForTimeout(300);
  await expect(board).toHaveAttribute('data-transcript', '');
  expect(await workers.started()).toBe(0);
});
