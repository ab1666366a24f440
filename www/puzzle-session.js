// A puzzle, without a DOM: one position whose best move the reader is to find. Every legal
// move is solved exactly by a worker as soon as the puzzle is shown (while the reader
// thinks), so that an answer is usually judged at once; "Show solution" asks the exact best
// move of each position of the line, one at a time.

import { askComputer } from './ai-pool.js';

export class PuzzleSession {
  #requests = new AbortController();
  #scores; // Promise of [{ square, score }], best first

  /** Starts solving every move of `position`, the puzzle's `{ startBoard, transcript }`. */
  constructor(position) {
    this.#scores = askComputer({ kind: 'solve-moves', ...position }, this.#requests.signal).then(
      ({ scores }) => scores,
    );
    // A puzzle left before it was judged is not an error: the verdict is simply never asked.
    this.#scores.catch(() => {});
  }

  /**
   * Judges `square` as the answer: resolves to `{ square, score, best, bestScore, loss,
   * correct }` (scores exact, in discs for the side to move; `correct` when no move does
   * better), once every move is solved.
   */
  async judge(square) {
    const scores = await this.#scores;
    const played = scores.find((entry) => entry.square === square);
    if (played === undefined) throw new Error('that move is not legal in the puzzle');
    const [best] = scores;
    return {
      square,
      score: played.score,
      best: best.square,
      bestScore: best.score,
      loss: best.score - played.score,
      correct: played.score === best.score,
    };
  }

  /** The exact best move of the position `startBoard` + `transcript`: `{ square, score }`. */
  bestMoveAt(startBoard, transcript) {
    return askComputer({ kind: 'solve', startBoard, transcript }, this.#requests.signal).then(
      ({ solution }) => solution,
    );
  }

  /** Stops every search of this puzzle (a new puzzle, or the board left the page). */
  stop() {
    this.#requests.abort();
  }
}
