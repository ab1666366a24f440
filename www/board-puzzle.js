// A board's puzzle (mode "puzzle") as its controller holds it, without a DOM: the Puzzle of
// puzzle-session.js plus what the element asks of it (solve the moves once pointed at, try
// again, show the solution, stop when the board leaves the page).

import { Puzzle } from './puzzle-session.js';

export class BoardPuzzle extends Puzzle {
  #board;

  /**
   * `board` is what puzzle-session.js's Puzzle asks of the board, plus `active()` (the board
   * shows a puzzle and its game is set up), `newPosition()` (the position is about to change:
   * answers under way are dropped) and `goTo(move)`.
   */
  constructor(board) {
    super(board);
    this.#board = board;
  }

  /** Starts solving the puzzle's moves, once (when the reader first points at the board). */
  prepareIfShown() {
    if (this.#board.active()) this.prepare();
  }

  /** Stops the puzzle's searches (the board left the page); a judging or solution is taken back. */
  stopAndRetry() {
    if (this.stop()) this.retry();
  }

  /** Back to the puzzle's position, for another answer. */
  retry() {
    if (!this.#board.active()) return;
    this.clear();
    this.#board.newPosition();
    this.#board.goTo(this.start);
    this.#board.show();
  }

  /** Plays the puzzle's best line from its position to the end, a move at a time. */
  showSolution() {
    if (!this.#board.active()) return;
    this.retry();
    this.playSolution();
  }
}
