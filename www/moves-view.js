// The moves box of a <reversi-board>, drawn from the board's state (board-state.js) and
// nothing else: the heading's move count and opening name, and the transcript one move per
// inline block, so that a long game wraps between moves, never inside one ("e6f" / "6g3");
// selecting it still copies the plain transcript. After a review it shows the whole reviewed
// line, each move marked by its class (its record in a tooltip), clickable, and the move
// played from the position shown outlined.

import { textFor } from './i18n.js';

/**
 * Attaches to the shadow DOM's elements `dom` (by camel-cased id: moves, moveCount,
 * opening). Returns `{ render(state) }`.
 */
export function createMovesView(dom) {
  function showMoves(transcript, records, current, lang) {
    const { moves } = dom;
    const key = records === null ? transcript : `${transcript} ${current} ${lang}`;
    if (moves.dataset.transcript === key) return;
    moves.dataset.transcript = key;
    const text = textFor(lang);
    moves.replaceChildren(
      ...(transcript.match(/../g) ?? []).map((move, index) => {
        const span = document.createElement('span');
        span.textContent = move;
        const record = records?.[index];
        if (record !== undefined) {
          span.dataset.move = String(index);
          if (record.class !== 'best') span.className = `mark-${record.class}`;
          if (index === current) span.classList.add('is-shown');
          span.title = text.reviewedMove(record, text.colors[record.color === 'black' ? 1 : 2]);
        }
        return span;
      }),
    );
  }

  function render(state) {
    const { game } = state;
    const { lang } = state.settings;
    const { records } = state.review;
    const line = records === null ? game.transcript : records.map((record) => record.played).join('');
    showMoves(line, records, game.moveCount, lang);
    dom.moveCount.textContent = String(game.moveCount);
    // The named opening on the moves' line ("Moves 5 · Tiger"), in full on hover when cut.
    const text = textFor(lang);
    const opening = game.opening ? text.openingName(game.opening) : '';
    dom.opening.textContent = opening === '' ? '' : `· ${opening}`;
    dom.opening.title = opening === '' ? '' : text.openingLabel(opening);
  }

  return { render };
}
