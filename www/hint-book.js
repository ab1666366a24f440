// The hints of one game's positions, for a board's dots and its evaluation graph, without a
// DOM: asked of the shared workers (ai-pool.js) one position at a time and kept by
// transcript; when hints are turned on mid-game, or a game is loaded, the earlier positions
// are scored one at a time, latest first, so that they never crowd out the computer's moves.

import { askComputer } from './ai-pool.js';

export class HintBook {
  #level;
  #onChange;
  #hints = new Map(); // transcript -> { hints, toMove } (or null while asked) for this game
  #serial = 0; // which game: changes on new game or import; hint answers carry it
  #requests = new AbortController(); // aborts every hint search of this game
  #backfilling = false; // one earlier position at a time is being scored for the graph

  /** Hints searched at `level`; `onChange()` is called whenever some arrive. */
  constructor(level, onChange) {
    this.#level = level;
    this.#onChange = onChange;
  }

  /** A new game: forgets the hints of the last, and drops its answers still to come. */
  newGame() {
    this.#serial += 1;
    this.stop();
  }

  /** Stops every hint search of this game and forgets the hints found. */
  stop() {
    this.#requests.abort();
    this.#requests = new AbortController();
    this.#hints.clear();
  }

  /** The hints of the position after `transcript`, best first; null until they arrive. */
  at(transcript) {
    const entry = this.#hints.get(transcript);
    return entry ? entry.hints : null;
  }

  /** Asks for the hints of `position` (a snapshot) unless it is over or they are known or asked. */
  askFor({ over, startBoard, transcript, toMove }) {
    if (!over && !this.#hints.has(transcript)) this.#ask(startBoard, transcript, toMove);
  }

  /**
   * Asks for the hints of the latest earlier position of `game` (a GameLine) that has none,
   * unless such a request is under way. Returns a promise that settles once they are in (or
   * failed), or undefined when nothing was asked.
   */
  fillEarlier(game) {
    if (this.#backfilling) return undefined;
    const { startBoard, transcript, moveCount } = game.position;
    let missing = null;
    for (let move = moveCount - 1; move >= 0 && missing === null; move -= 1) {
      if (!this.#hints.has(transcript.slice(0, move * 2))) missing = move;
    }
    if (missing === null) return undefined;
    const toMove = game.toMoveAt(missing);
    this.#backfilling = true;
    return this.#ask(startBoard, transcript.slice(0, missing * 2), toMove).then(() => {
      this.#backfilling = false;
    });
  }

  /**
   * The graph's points along `line` (a snapshot of the whole line, the moves that can be
   * redone too): the best score for black after each move, undefined where there is none
   * yet, and the final disc difference once the line is over.
   */
  scores(line) {
    const scores = [];
    for (let move = 0; move <= line.moveCount; move += 1) {
      const entry = this.#hints.get(line.transcript.slice(0, move * 2));
      const best = entry?.hints?.[0];
      scores.push(best === undefined ? undefined : entry.toMove === 1 ? best.score : -best.score);
    }
    if (line.over) scores[line.moveCount] = line.black - line.white;
    return scores;
  }

  /** Asks for the hints of one position of this game; resolves once they are in (or failed). */
  #ask(startBoard, transcript, toMove) {
    const serial = this.#serial;
    this.#hints.set(transcript, null);
    const question = { kind: 'hints', startBoard, transcript, level: this.#level };
    return askComputer(question, this.#requests.signal).then(
      ({ hints }) => {
        if (serial !== this.#serial) return;
        this.#hints.set(transcript, { hints, toMove });
        this.#onChange();
      },
      () => {
        if (serial === this.#serial) this.#hints.delete(transcript);
      },
    );
  }
}
