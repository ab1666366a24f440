// A board's review of its game's main line, without a DOM: one LineReview (game-review.js)
// at a time, started, shown and cancelled for the board's controller (board-controller.js),
// and what the view is told of it (board-state.js's review).

import { FIRST_DEPTH, LineReview } from './game-review.js';

export class BoardReview {
  #engine;
  #board; // { show(), emit(type, detail), stopped() }: the controller
  #review = null; // the LineReview under way or done, or null

  constructor(engine, board) {
    this.#engine = engine;
    this.#board = board;
  }

  /** Whether there is a review, under way or done. */
  get active() {
    return this.#review !== null;
  }

  /** Its records once done, else null. */
  get records() {
    return this.#review?.records ?? null;
  }

  /**
   * Reviews `line` (`{ startBoard, transcript }`): resolves to the records (also sent as the
   * `analysis` event); rejects with an `AbortError` when cancelled first. Asked again for the
   * same line, it returns the same review.
   */
  start(line) {
    if (line.transcript === '') return Promise.reject(new Error('there is no move to review'));
    if (this.#review?.transcript === line.transcript) return this.#review.promise;
    this.cancel();
    const review = new LineReview(line);
    const current = () => this.#review === review;
    const board = this.#board;
    this.#review = review;
    review.start(this.#engine, {
      onProgress: () => current() && board.show(),
      onDone: (records) => {
        if (!current()) return;
        board.show();
        board.emit('analysis', { records, transcript: line.transcript });
      },
      onFail: () => current() && this.cancel() && board.stopped(),
    });
    return review.promise;
  }

  /** Stops the review and forgets it. Returns whether there was one. */
  cancel() {
    const review = this.#review;
    if (review === null) return false;
    this.#review = null;
    review.cancel();
    return true;
  }

  /** Whether `line` (a snapshot of a whole line) is the line reviewed, from the same start. */
  covers(line) {
    return this.#review?.covers(line) ?? false;
  }

  /**
   * The view's review state (board-state.js): `offered` whether "Review" is offered, the
   * record of the move played from the position after `moveCount` moves when `here`, and
   * `over`, whether the line reviewed ends the game.
   */
  state(offered, moveCount, here, over) {
    const review = this.#review;
    const records = review?.records ?? null;
    return {
      offered: review === null && offered,
      running: review !== null && records === null,
      done: review?.done ?? 0,
      total: review?.total ?? 0,
      depth: review?.depth ?? FIRST_DEPTH,
      over,
      records,
      here: here && records !== null ? records[moveCount] ?? null : null,
    };
  }
}
