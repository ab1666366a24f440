// The computer's move for one board, without a DOM: asked of the shared workers (ai-pool.js),
// shown no sooner than COMPUTER_DELAY_MS after it was asked, so that a person sees it happen,
// and dropped when the board moves on first (`stop`). The board's controller holds one.

import { askComputer } from './ai-pool.js';

/** The least time a computer move takes, so that a person sees it happen. */
const COMPUTER_DELAY_MS = 350;

export class ComputerTurn {
  thinking = false;
  #timer = 0;
  #request = null; // AbortController of the move being searched, if any
  #serial = 0; // which request: an answer for an older one is dropped
  #play;
  #fail;

  /**
   * `play(square)` is called with each move found; `fail(error)` when a search failed, or
   * playing its move threw.
   */
  constructor({ play, fail }) {
    this.#play = play;
    this.#fail = fail;
  }

  /** Asks for the move of `position` ({ startBoard, transcript }) at `level`. */
  ask({ startBoard, transcript }, level) {
    this.stop();
    const play = this.#play;
    const fail = this.#fail;
    const serial = this.#serial;
    const sentAt = performance.now();
    const request = new AbortController();
    this.#request = request;
    this.thinking = true;
    askComputer({ kind: 'move', startBoard, transcript, level }, request.signal).then(
      ({ square }) => {
        if (serial !== this.#serial) return;
        this.#request = null;
        const wait = Math.max(0, COMPUTER_DELAY_MS - (performance.now() - sentAt));
        this.#timer = setTimeout(() => {
          if (serial !== this.#serial) return;
          this.thinking = false;
          try {
            play(square);
          } catch (error) {
            fail(error);
          }
        }, wait);
      },
      (error) => {
        if (serial !== this.#serial) return;
        this.thinking = false;
        fail(error);
      },
    );
  }

  /** Stops the move asked for: its search (the worker is stopped) and its pending answer. */
  stop() {
    this.#serial += 1;
    clearTimeout(this.#timer);
    this.thinking = false;
    this.#request?.abort();
    this.#request = null;
  }
}
