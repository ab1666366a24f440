// The moves box of a <reversi-board>, drawn from the board's state (board-state.js) and
// nothing else: the heading's move count and opening name, and the game's own line (the main
// line) one move per inline block, so that a long game wraps between moves, never inside one
// ("e6f" / "6g3"); selecting it still copies the plain transcript. A move after which the
// other side had to pass carries "pass" (drawn by CSS, so neither a copy nor the transcript
// holds it). The moves after the position shown are dimmed, and the move to be played from
// it is outlined. After a review each move is marked by its class (its record in a
// tooltip). Under the main line, a variation's own moves, after "Variation from move 18:",
// with a button that shows it. Once there is a review or a variation, a move can be clicked
// to show the position it was played in. Moves are numbered as annotators do (1. f5 d6 2. c3,
// "5… c4" for a white move after black passed), the numbers drawn by CSS so that a copy
// stays "f5d6c3". After a review a judged move is underlined, solid when judged exactly and
// dotted when estimated, and a legend under the moves says what the marks mean.

import { textFor } from './i18n.js';

/**
 * The number written before each of `count` moves from `startBoard` (its last letter the
 * side to move, "X" black or "O" white), `passes[index]` when the other side passed after
 * it: "1." before a black move, '' before the white move that answers it, "5…" before a
 * white move that answers none (the game starts with white, or black passed).
 */
export function moveNumbers(startBoard, count, passes) {
  const numbers = [];
  let mover = startBoard.trim().endsWith('O') ? 2 : 1;
  let number = 0;
  for (let index = 0; index < count; index += 1) {
    const answers = mover === 2 && index > 0 && numbers.length > 0 && !passes[index - 1];
    if (!answers) number += 1;
    numbers.push(mover === 1 ? `${number}.` : answers ? '' : `${number}…`);
    if (!passes[index]) mover = 3 - mover;
  }
  return numbers;
}

/**
 * The number of move `index` (0-based) of the main line of `state` (board-state.js) as the
 * moves show it, for a white answer too: "22." for black's move, "22…" for white's.
 */
export function moveLabel(state, index) {
  const { main } = state.line;
  const numbers = moveNumbers(state.game.startBoard, main.transcript.length / 2, main.passes);
  return numbers[index] || `${Number.parseInt(numbers[index - 1], 10)}…`;
}

/**
 * Attaches to the shadow DOM's elements `dom` (by camel-cased id: moves, moveCount, opening)
 * and adds the variation's line under the moves; `onShowVariation()` is called by its button.
 * Returns `{ render(state) }`.
 */
export function createMovesView(dom, { onShowVariation }) {
  const variationLine = document.createElement('p');
  variationLine.className = 'variation-line';
  variationLine.hidden = true;
  const label = document.createElement('span');
  label.className = 'variation-label';
  const list = document.createElement('span');
  list.className = 'moves variation-moves';
  list.id = 'variation-moves';
  const show = document.createElement('button');
  show.type = 'button';
  show.id = 'show-variation';
  show.className = 'button secondary small';
  show.addEventListener('click', () => onShowVariation());
  variationLine.append(label, ' ', list, ' ', show);
  dom.moves.closest('.moves-row').after(variationLine);

  /**
   * Fills `box` with one span a move of `transcript` (from `startBoard`) from move `first`
   * (0-based) on. `mark(span, index)` adds what the line shows of each; `passes[index]`: a
   * pass followed the move.
   */
  function fillMoves(box, { startBoard, transcript }, first, passes, word, mark) {
    const numbers = moveNumbers(startBoard, transcript.length / 2, passes);
    box.replaceChildren(
      ...(transcript.slice(first * 2).match(/../g) ?? []).map((move, offset) => {
        const index = first + offset;
        const span = document.createElement('span');
        span.textContent = move;
        if (numbers[index] !== '') span.dataset.number = numbers[index];
        if (passes[index]) {
          const pass = document.createElement('small');
          pass.className = 'pass';
          pass.dataset.word = word;
          span.dataset.pass = '';
          span.append(pass);
        }
        mark(span, index);
        return span;
      }),
    );
  }

  function showMain(state, text) {
    const { line, game } = state;
    const { records } = state.review;
    const viewingMain = line.viewing === 'main';
    const from = line.variation?.from ?? Infinity;
    const clickable = records !== null || line.variation !== null;
    const main = { startBoard: game.startBoard, transcript: line.main.transcript };
    fillMoves(dom.moves, main, 0, line.main.passes, text.pass, (span, index) => {
      const record = records?.[index];
      if (clickable) span.dataset.move = String(index);
      if (record !== undefined) {
        if (record.class !== 'best') span.className = `mark-${record.class}`;
        span.dataset.judged = record.exact ? 'exact' : 'estimated';
        span.title = text.reviewedMove(record, text.colors[record.color === 'black' ? 1 : 2]);
      }
      if (viewingMain && index === game.moveCount) span.classList.add('is-shown');
      if (viewingMain ? index >= game.moveCount : index >= from) span.dataset.ahead = '';
      if (index === from) span.dataset.branch = '';
    });
  }

  function showVariation(state, text) {
    const { line, game } = state;
    const { variation } = line;
    variationLine.hidden = variation === null;
    if (variation === null) return;
    const viewing = line.viewing === 'variation';
    label.textContent = text.variationMoves(variation.from + 1);
    show.textContent = text.showVariation;
    show.setAttribute('aria-label', text.showVariationLabel(variation.from + 1));
    show.hidden = viewing;
    const whole = { startBoard: game.startBoard, transcript: variation.transcript };
    fillMoves(list, whole, variation.from, variation.passes, text.pass, (span, index) => {
      span.dataset.variationMove = String(index);
      if (viewing && index === game.moveCount) span.classList.add('is-shown');
      if (!viewing || index >= game.moveCount) span.dataset.ahead = '';
    });
  }

  function render(state) {
    const { game, line, settings } = state;
    const { lang } = settings;
    const { records } = state.review;
    const text = textFor(lang);
    const key = JSON.stringify([line.main.transcript, line.variation, line.viewing, game.moveCount, records !== null, lang]);
    if (dom.moves.dataset.shown !== key) {
      dom.moves.dataset.shown = key;
      showMain(state, text);
      showVariation(state, text);
    }
    dom.movesLegend.textContent = records === null ? '' : `${text.legendMarks}. ${text.legendJudged(records)}`;
    dom.moveCount.textContent = String(game.moveCount);
    // The named opening on the moves' line ("Moves 5 · Tiger"), in full on hover when cut.
    const opening = game.opening ? text.openingName(game.opening) : '';
    dom.opening.textContent = opening === '' ? '' : `· ${opening}`;
    dom.opening.title = opening === '' ? '' : text.openingLabel(opening);
  }

  return { render };
}
