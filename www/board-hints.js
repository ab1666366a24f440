// A board's hints and the points of its evaluation graph, without a DOM: the HintBook
// (hint-book.js) of its game's positions, asked for the position shown and then, one at a
// time, for the earlier ones (board-controller.js holds one).

import { HintBook } from './hint-book.js';

export class BoardHints {
  #book;
  #wanted;

  /**
   * Hints searched at `level`; `changed()` is called whenever some arrive; `wanted()` gives
   * the game (a GameLine) whose positions are to be scored now, or null (hints are off).
   */
  constructor(level, { changed, wanted }) {
    this.#book = new HintBook(level, changed);
    this.#wanted = wanted;
  }

  /** A new game: forgets the hints of the last, and drops its answers still to come. */
  newGame() {
    this.#book.newGame();
  }

  /** Stops every hint search of this game and forgets the hints found. */
  stop() {
    this.#book.stop();
  }

  /** Asks for the hints of the position shown, then scores the earlier ones for the graph. */
  think() {
    const game = this.#wanted();
    if (game === null) return;
    this.#book.askFor(game.position);
    this.#fillGraph();
  }

  /** The hints of `game`'s position shown, and the graph's points along its whole line. */
  state(game) {
    const line = game.line();
    const scores = this.#book.scores(line);
    return { here: this.#book.at(game.position.transcript), scores, total: line.moveCount };
  }

  /** Scores the earlier positions of the game for the graph, one at a time. */
  #fillGraph() {
    const game = this.#wanted();
    if (game !== null) this.#book.fillEarlier(game)?.then(() => this.#fillGraph());
  }
}
