// A review a phone user reads, a graph that says who leads, and puzzles in plain words. The
// verdict on the move shown is written under the board; the moves are numbered, mark a pass,
// and tell a move judged exactly from one estimated (by line style, not colour alone), with a
// legend; the summary says its numbers are sums of losses against best play and sets them
// beside the final margin; the estimated moves name the depth they were searched to. The
// graph is as wide as the board on the full page, labels the half where each side leads,
// shades the exact part and is moved by click and by keyboard. A puzzle's verdict says who
// wins with perfect play, and the full page hides the settings a puzzle does not use.
// Expectations come from the review's own records and from the engine in the page.

import { FFO_1, ffoScore } from '../support/ffo-1.js';
import { test, expect, clickSquare, squareIndex, askEngine, openSettings } from '../support/game.js';

const DEMO = 'www/embed-demo.html';
const FULL_GAME =
  'f5d6c3d3c4f4f6f3e6e7f7c5b6b5e3g6e8g5d7c6g3c8d8c7g4h3a4a5b3f8h5h2h6b4a7h7a6h4a3d2f2c2e2f1d1b1c1e1g7b2b7a8b8h8g8a2g2h1a1g1';
// White to move; at level 0 white plays e8, black has no move, and white plays again.
const PASS_GAME =
  'd3e3f2c3c5f3f5d6e2g1b2d1d2b5e1c2b1f1c1a1c7a2c6b3a5b6a6e7g2g4h3b8d7h1b4g6f8a7c8a3b7a4c4f4g5h4g7h7h5e6f6h6a8d8g3h2f7';
const GLYPHS = { best: '', inaccuracy: '?!', mistake: '?', blunder: '??' };

/** Adds a replay board of `moves` in `lang` to the demo page and reviews it: its records. */
async function reviewedBoard(page, id, lang) {
  await page.goto(DEMO);
  await page.evaluate(
    ({ id, lang, moves }) => {
      document.body.insertAdjacentHTML(
        'afterbegin',
        `<reversi-board id="${id}" mode="replay" controls="all" lang="${lang}" moves="${moves}"></reversi-board>`,
      );
    },
    { id, lang, moves: FULL_GAME },
  );
  const board = page.locator(`#${id}`);
  await expect(board).toHaveAttribute('data-status', 'playing');
  const records = await board.evaluate((element) => element.review());
  await expect(board).toHaveAttribute('data-reviewed', '60');
  return { board, records };
}

/**
 * The verdict line a record of FULL_GAME should read, in English or Japanese, built from its
 * fields; numbered as the moves are, black's move n of a pair "n." and white's "n…" (the
 * game's one pass comes after its move 59).
 */
function verdictOf(record, lang) {
  expect(record.number).toBeLessThan(60);
  const label = record.number % 2 === 1 ? `${(record.number + 1) / 2}.` : `${record.number / 2}…`;
  const move = `${label} ${record.played}${GLYPHS[record.class]}`;
  if (lang === 'ja') {
    const judged = record.exact ? '完全読み' : `推定・${record.depth}手読み`;
    return record.loss > 0 ? `${move} ${record.loss}石損 — 最善 ${record.best}（${judged}）` : `${move} — 最善手（${judged}）`;
  }
  const judged = record.exact ? 'exact' : `estimated, ${record.depth} plies`;
  return record.loss > 0 ? `${move} loses ${record.loss} — best ${record.best} (${judged})` : `${move} — best move (${judged})`;
}

test('a review writes the verdict under the board, numbers and marks the moves, and sums the losses beside the margin', async ({
  page,
}) => {
  const { board, records } = await reviewedBoard(page, 'reviewed', 'en');
  // A replay opens at the start: the verdict on the first move.
  await expect(board.locator('#verdict')).toHaveText(verdictOf(records[0], 'en'));
  // At the end, the final position: its margin, from the board's own counts.
  await board.locator('#last').click();
  await expect(board).toHaveAttribute('data-transcript', FULL_GAME);
  const black = Number(await board.locator('#score-black').textContent());
  const white = Number(await board.locator('#score-white').textContent());
  const verdict = board.locator('#verdict');
  await expect(verdict).toHaveText('Pick a move in the list or a point of the graph to see how it was judged.');
  // Under the board: below the canvas, within its width.
  const canvasBox = await board.locator('#board').boundingBox();
  const verdictBox = await verdict.boundingBox();
  expect(verdictBox.y).toBeGreaterThan(canvasBox.y + canvasBox.height);
  expect(verdictBox.x).toBeLessThan(canvasBox.x + canvasBox.width);

  // Estimated moves rest on a search at least the first pass's 14 plies deep; exact ones on none.
  for (const record of records) {
    if (record.exact) expect(record.depth).toBeNull();
    else expect(record.depth).toBeGreaterThanOrEqual(14);
  }
  const exactCostly = records.find((record) => record.exact && record.loss > 0);
  const estimatedCostly = records.find((record) => !record.exact && record.class !== 'best');
  for (const record of [exactCostly, estimatedCostly]) {
    await board.locator(`#moves span[data-move="${record.number - 1}"]`).click();
    await expect(board).toHaveAttribute('data-transcript', FULL_GAME.slice(0, (record.number - 1) * 2));
    await expect(verdict).toHaveText(verdictOf(record, 'en'));
  }
  await expect(verdict).toContainText(/\(estimated, 1[4-9] plies\)$/);

  // Numbered as annotators do: "1." before black's moves, nothing before white's answers.
  const spans = board.locator('#moves span');
  const numbers = await spans.evaluateAll((all) => all.map((span) => span.dataset.number ?? ''));
  expect(numbers.slice(0, 5)).toEqual(['1.', '', '2.', '', '3.']);
  expect(numbers[58]).toBe('30.');
  expect(await spans.first().evaluate((span) => getComputedStyle(span, '::before').content)).toBe('"1."');
  // The copy is still the bare transcript.
  await expect(board.locator('#moves')).toHaveText(FULL_GAME);
  // Exact and estimated moves differ in line style, not colour alone.
  const styles = await spans.evaluateAll((all) =>
    all.map((span) => [span.dataset.judged, getComputedStyle(span).textDecorationStyle, getComputedStyle(span).textDecorationLine]),
  );
  styles.forEach(([judged, style, line], index) => {
    expect(judged).toBe(records[index].exact ? 'exact' : 'estimated');
    expect(line).toBe('underline');
    expect(style).toBe(records[index].exact ? 'solid' : 'dotted');
  });
  // The legend says what the marks mean, and the depth of the estimates.
  const depths = records.filter((record) => !record.exact).map((record) => record.depth);
  const [low, high] = [Math.min(...depths), Math.max(...depths)];
  const legend = board.locator('#moves-legend');
  await expect(legend).toContainText('?! inaccuracy (loses 2–5 discs) · ? mistake (6–11) · ?? blunder (12 or more)');
  await expect(legend).toContainText('Underlined solid: judged exactly');
  await expect(legend).toContainText(`Dotted: estimated by a search ${low === high ? low : `${low}–${high}`} plies deep.`);

  // The summary: each side's sum of losses against best play, and the final margin beside them.
  const lost = (color) => records.filter((record) => record.color === color).reduce((sum, record) => sum + record.loss, 0);
  const summary = board.locator('#review-summary');
  await expect(summary).toContainText(`; ${lost('black')} discs lost against best play, summed over its moves`);
  await expect(summary).toContainText(`; ${lost('white')} discs lost against best play, summed over its moves`);
  const winner = black > white ? 'Black' : 'White';
  await expect(summary).toContainText(`Final margin: ${winner} by ${Math.abs(black - white)} discs.`);
  await expect(summary).toContainText('so a sum can exceed the margin');
});

test('the review reads in Japanese: verdict, legend and summary', async ({ page }) => {
  const { board, records } = await reviewedBoard(page, 'reviewed-ja', 'ja');
  await expect(board.locator('#verdict')).toHaveText(verdictOf(records[0], 'ja'));
  await board.locator('#last').click();
  await expect(board).toHaveAttribute('data-transcript', FULL_GAME);
  const black = Number(await board.locator('#score-black').textContent());
  const white = Number(await board.locator('#score-white').textContent());
  const verdict = board.locator('#verdict');
  await expect(verdict).toHaveText('棋譜の手かグラフの点を選ぶと、その手の評価を表示します。');
  for (const record of [records.find((entry) => entry.exact && entry.loss > 0), records.find((entry) => !entry.exact)]) {
    await board.locator(`#moves span[data-move="${record.number - 1}"]`).click();
    await expect(verdict).toHaveText(verdictOf(record, 'ja'));
  }
  await expect(board.locator('#moves-legend')).toContainText('?! 緩手 (2〜5石損) · ? 悪手 (6〜11石) · ?? 大悪手 (12石以上)');
  await expect(board.locator('#moves-legend')).toContainText('点線:');
  const lost = records.filter((record) => record.color === 'black').reduce((sum, record) => sum + record.loss, 0);
  const summary = board.locator('#review-summary');
  await expect(summary).toContainText(`黒: 緩手`);
  await expect(summary).toContainText(`最善手と比べた損の合計 ${lost}石`);
  await expect(summary).toContainText(`最終結果: ${black > white ? '黒' : '白'}の${Math.abs(black - white)}石勝ち。`);
});

test('the moves are numbered through a pass, which is marked', async ({ page }) => {
  await page.goto(DEMO);
  const first = await askEngine(page, PASS_GAME, 0);
  const second = await askEngine(page, PASS_GAME + first.computer, 0);
  const moves = PASS_GAME + first.computer + second.computer;
  await page.evaluate((moves) => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      `<reversi-board id="passed" mode="human" controls="moves" moves="${moves}"></reversi-board>`,
    );
  }, moves);
  const board = page.locator('#passed');
  await expect(board).toHaveAttribute('data-transcript', moves);
  const spans = board.locator('#moves span');
  const passAt = PASS_GAME.length / 2; // white's move, after which black had none
  await expect(board.locator('#moves span[data-pass]')).toHaveCount(1);
  await expect(spans.nth(passAt)).toHaveAttribute('data-pass', '');
  // White's move answers black's move (passAt + 1) / 2; white's next opens the next number.
  expect(passAt % 2).toBe(1);
  expect(await spans.nth(passAt).getAttribute('data-number')).toBeNull();
  await expect(spans.nth(passAt + 1)).toHaveAttribute('data-number', `${(passAt + 1) / 2 + 1}…`);
  await expect(spans.nth(passAt - 1)).toHaveAttribute('data-number', `${(passAt + 1) / 2}.`);
});

for (const [width, height] of [
  [1280, 800],
  [390, 844],
]) {
  test(`the full page's graph is as wide as the board, says who leads, and moves by click and by keys (${width}x${height})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`./#moves=${FULL_GAME}`);
    const game = page.locator('#game');
    await expect(game).toHaveAttribute('data-status', 'over');
    const records = await game.evaluate((board) => board.review());
    const graph = game.locator('#graph');
    await expect(graph).toBeVisible();
    const boardBox = await game.locator('#board').boundingBox();
    const graphBox = await graph.boundingBox();
    expect(graphBox.width).toBeGreaterThanOrEqual(boardBox.width);
    // A slider with a name, its value the position shown.
    await expect(graph).toHaveAttribute('role', 'slider');
    await expect(graph).toHaveAttribute('aria-label', 'Evaluation graph');
    await expect(graph).toHaveAttribute('aria-valuemax', '60');
    await expect(graph).toHaveAttribute('aria-valuenow', '60');

    // The halves are labelled and the exact part shaded: tinted pixels along the plot's
    // bottom edge inside the exact part, none before it.
    const firstExact = records.find((record) => record.exact).number - 1;
    const tint = await graph.evaluate(
      (canvas, { from, total }) => {
        const context = canvas.getContext('2d');
        const ratio = window.devicePixelRatio || 1;
        const label = 10 * ratio;
        const left = Math.round(label * 2.6);
        const right = canvas.width - Math.round(label * 1.1);
        const y = canvas.height - Math.round(label * 1.5) - 2;
        const alphaAt = (move) => context.getImageData(Math.round(left + (move / total) * (right - left)), y, 1, 1).data[3];
        return { inside: alphaAt(from + (total - from) * 0.6), before: alphaAt(from * 0.5) };
      },
      { from: firstExact, total: 60 },
    );
    expect(tint.inside).toBeGreaterThan(0);
    expect(tint.before).toBe(0);

    // A click picks the move under it.
    await graph.click({ position: { x: graphBox.width / 2, y: graphBox.height / 2 } });
    await expect.poll(async () => Number(await graph.getAttribute('aria-valuenow'))).toBeLessThan(60);
    const picked = Number(await graph.getAttribute('aria-valuenow'));
    expect(Math.abs(picked - 30)).toBeLessThanOrEqual(3);
    await expect(game).toHaveAttribute('data-transcript', FULL_GAME.slice(0, picked * 2));
    // Keys move it, and the move picked is announced with its verdict.
    await graph.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(game).toHaveAttribute('data-transcript', FULL_GAME.slice(0, (picked - 1) * 2));
    const record = records[picked - 1];
    await expect(graph).toHaveAttribute('aria-valuetext', `Move ${picked - 1} of 60: ${verdictOf(record, 'en')}`);
    await expect(game.locator('#verdict')).toHaveText(verdictOf(record, 'en'));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(game).toHaveAttribute('data-transcript', FULL_GAME.slice(0, (picked + 1) * 2));
    await page.keyboard.press('Home');
    await expect(game).toHaveAttribute('data-transcript', '');
    await page.keyboard.press('End');
    await expect(game).toHaveAttribute('data-transcript', FULL_GAME);
    await expect(graph).toHaveAttribute('aria-description', /arrow keys/);
  });
}

test("a puzzle's verdict says who wins with perfect play, in English and in Japanese", async ({ page }) => {
  await page.goto(DEMO);
  const puzzle = page.locator('#puzzle');
  await expect(puzzle).toHaveAttribute('data-status', 'playing');
  const best = ffoScore('g8');
  const outcome = (score) => (score > 0 ? `you win by ${score}` : score < 0 ? `you lose by ${-score}` : 'it is a draw');
  await clickSquare(page, squareIndex('h1'), puzzle);
  await expect(puzzle).toHaveAttribute('data-verdict', 'wrong');
  await expect(puzzle.locator('#notice')).toHaveText(
    `That loses ${best - ffoScore('h1')} discs: with g8, ${outcome(best)} with perfect play`,
  );
  await puzzle.locator('#retry').click();
  await clickSquare(page, squareIndex('g8'), puzzle);
  await expect(puzzle.locator('#result')).toHaveText(`Best move: ${outcome(best)} with perfect play`);
  await expect(puzzle.locator('#result')).not.toContainText(/[+-]\d/);

  await puzzle.evaluate((element) => element.setAttribute('lang', 'ja'));
  const jaOutcome = (score) => (score > 0 ? `${score}石差で勝ち` : score < 0 ? `${-score}石差で負け` : '引き分け');
  await expect(puzzle.locator('#result')).toHaveText(`最善手です: 最善を尽くせば${jaOutcome(best)}`);
  await puzzle.locator('#retry').click();
  await clickSquare(page, squareIndex('h1'), puzzle);
  await expect(puzzle.locator('#notice')).toHaveText(
    `${best - ffoScore('h1')}石損です: g8なら最善を尽くして${jaOutcome(best)}`,
  );
});

test('the full page hides the colour, level and hints while a puzzle is solved', async ({ page }) => {
  await page.goto('./');
  const game = page.locator('#game');
  await expect(game).toHaveAttribute('data-status', /^(playing|thinking)$/);
  await openSettings(page);
  await expect(page.locator('#colour')).toBeVisible();
  await expect(page.locator('#level')).toBeVisible();
  await page.selectOption('#mode', 'puzzle');
  await expect(game).toHaveAttribute('data-mode', 'puzzle');
  await expect(page.locator('#colour')).toBeHidden();
  await expect(page.locator('#level')).toBeHidden();
  await expect(page.locator('#hints')).toBeHidden();
  await expect(page.locator('#settings-summary')).toHaveText('Puzzle');
  // Nor does the help speak of them, in either language.
  await expect(page.locator('#help-before')).toHaveText('Changing mode starts a new game.');
  await page.selectOption('#language', 'ja');
  await expect(page.locator('#help-before')).toHaveText('対戦を変えると新しい対局になります。');
  await page.selectOption('#language', 'en');
  // Two people: no computer, so no colour or level either; hints apply again.
  await page.selectOption('#mode', 'human');
  await expect(page.locator('#level')).toBeHidden();
  await expect(page.locator('#hints')).toBeVisible();
  await page.selectOption('#mode', 'computer');
  await expect(page.locator('#colour')).toBeVisible();
  await expect(page.locator('#level')).toBeEnabled();
  await expect(page.locator('#help-before')).toContainText('a new level applies');
});
