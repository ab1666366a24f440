// The wiring of a <reversi-board>'s controls (reversi-board.js calls it once its shadow DOM is
// built): the canvas's pointer and keyboard input (input.js), the game's buttons, the
// puzzle's, the review's, clicks on the moves (a move of the game's own line or of its
// variation shows the position it was played in), the paste form and the copy button. It
// holds no state: each control calls the board's actions.

import { attachInput } from './input.js';
import { refusalText } from './i18n.js';
import { squareSentence } from './panel-view.js';

const COPIED_MS = 1500;

/**
 * Listens on the shadow DOM's elements `dom` (by camel-cased id). `board` is what they act
 * on: { view (the canvas's, board-view.js), controller() (the GameController, or null while
 * loading), shown() (the state drawn last), squareName(square), undo(), redo(), newGame(),
 * review() (a promise), cancelReview(), moves() (the moves to copy), load(transcript) (throws
 * when not a game), text() (the words, i18n.js), lang(), announce(sentence) }.
 */
export function attachControls(dom, board) {
  const controller = () => board.controller();
  const { view } = board;
  attachInput(dom.board, {
    squareAt: (x, y) => view.squareAt(x, y),
    onPlay: (square) => controller()?.playPersonsMove(square),
    onCursor: (cursor) => {
      view.draw({ cursor });
      const shown = board.shown();
      if (cursor !== null && shown !== null) board.announce(squareSentence(shown, cursor, board.squareName));
    },
    onHover: (hover) => view.draw({ hover }),
    onMark: (square, disc) => controller()?.markSquare(square, disc),
    onCommand: (command) => {
      if (controller() === null || controller().isReadonly() || controller().editing) return;
      if (command === 'undo') board.undo();
      if (command === 'new') board.newGame();
    },
  });
  dom.undo.addEventListener('click', () => board.undo());
  dom.redo.addEventListener('click', () => board.redo());
  dom.first.addEventListener('click', () => controller()?.goToMove(0));
  dom.last.addEventListener('click', () => controller()?.goToMove(Infinity));
  dom.newGame.addEventListener('click', () => board.newGame());
  for (const type of ['pointerover', 'focusin']) {
    dom.root.addEventListener(type, () => controller()?.puzzle.prepareIfShown(), { passive: true });
  }
  dom.retry.addEventListener('click', () => controller()?.puzzle.retry());
  dom.solution.addEventListener('click', () => controller()?.puzzle.showSolution());
  dom.review.addEventListener('click', () => {
    board.review().then(
      () => board.announce(board.text().reviewDone),
      () => {},
    );
  });
  dom.reviewCancel.addEventListener('click', () => {
    board.cancelReview();
    board.announce(board.text().reviewCancelled);
  });
  // A move of the game's own line, or of its variation, shows the position it was played in.
  dom.moves.closest('.moves-box').addEventListener('click', (event) => {
    const span = event.target.closest?.('span[data-move], span[data-variation-move]');
    if (span === null || span === undefined) return;
    if (span.dataset.move !== undefined) controller()?.goToMove(Number(span.dataset.move), 'main');
    else controller()?.goToMove(Number(span.dataset.variationMove), 'variation');
  });
  dom.import.addEventListener('submit', (event) => {
    event.preventDefault();
    importMoves(dom, board);
  });
  attachCopyButton(dom.copy, dom.importMessage, board, () => board.moves());
}

/**
 * Makes `button` a Copy button: a click copies `textOf()` (nothing when it gives undefined)
 * and the button says "Copied" for a moment; a copy the browser refuses is said in
 * `message`. Example: `attachCopyButton(dom.copy, dom.importMessage, board, () => board.moves())`.
 */
export function attachCopyButton(button, message, board, textOf) {
  let copiedTimer = 0;
  button.addEventListener('click', () => {
    const text = textOf();
    if (text === undefined) return;
    navigator.clipboard.writeText(text).then(
      () => {
        button.textContent = board.text().copied;
        clearTimeout(copiedTimer);
        copiedTimer = setTimeout(() => {
          button.textContent = board.text().copy;
        }, COPIED_MS);
      },
      () => {
        message.textContent = board.text().copyFailed;
      },
    );
  });
}

/** Loads the pasted game, or says why it is not one (the game stays as it was). */
function importMoves(dom, board) {
  const text = board.text();
  const transcript = dom.importText.value.replace(/\s+/g, '');
  try {
    if (transcript === '') throw new Error(text.expected.moves);
    board.load(transcript);
    dom.importText.value = '';
    dom.importMessage.textContent = text.loaded(transcript.length / 2);
  } catch (error) {
    dom.importMessage.textContent = text.badImport(refusalText(board.lang(), error));
  }
}
