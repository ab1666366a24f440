// A puzzle, without a DOM: one position whose best move the reader is to find. Every legal
// move is solved exactly by a worker as soon as the puzzle is shown (while the reader
// thinks), so that an answer is usually judged at once; "Show solution" asks the exact best
// move of each position of the line, one at a time. A board's controller holds a Puzzle
// (where the puzzle starts, the answer judged, the solution playing out), which holds the
// PuzzleSession that asks the workers.

import { askComputer } from './ai-pool.js';

/** The time between the moves of a puzzle's solution as it plays out. */
const SOLUTION_STEP_MS = 700;

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

/**
 * A board's puzzle in mode "puzzle": its position (`start`, the move count it begins at),
 * whether it is too big to be solved (`tooBig`: then nothing can be played), the answer
 * judged (`verdict`, null until then), and whether an answer is being checked (`judging`)
 * or the solution is playing out (`solving`). `board` is what it asks of the board's
 * controller: { position() (the game's snapshot), ticket() (a function that stays true
 * until the position changes), play(square), show(), announce(sentence), emit(type,
 * detail), fail(error), text() (the words, i18n.js), squareName(square) }.
 */
export class Puzzle {
  start = 0;
  tooBig = false;
  verdict = null;
  judging = false;
  solving = false;
  #session = null; // the PuzzleSession solving the puzzle's moves, once prepared
  #board;

  constructor(board) {
    this.#board = board;
  }

  /** A new game, whose position after `moveCount` moves is the puzzle's. */
  reset(moveCount) {
    this.#session?.stop();
    this.#session = null;
    this.start = moveCount;
    this.verdict = null;
    this.judging = false;
    this.solving = false;
  }

  /** Whether the reader may answer in the game at `position` (a snapshot). */
  awaitsAnswer({ moveCount }) {
    return moveCount === this.start && !this.solving && this.verdict === null && !this.tooBig;
  }

  /**
   * Starts solving the puzzle's moves, once: called when the reader first points at or
   * focuses the board, so that the answer is usually judged at once, while a page whose
   * puzzle nobody touches never starts a worker or fetches the evaluation for it.
   */
  prepare() {
    if (this.#session !== null) return;
    const { over, startBoard, transcript, moveCount } = this.#board.position();
    if (over || this.tooBig) return;
    // The puzzle's position: its moves up to the puzzle's start (two characters a move).
    const moves = Math.min(moveCount, this.start);
    this.#session = new PuzzleSession({ startBoard, transcript: transcript.slice(0, moves * 2) });
  }

  /**
   * Stops its searches; they start again when next needed. Returns whether that cut short
   * an answer being judged or a solution playing out (which the board then takes back).
   */
  stop() {
    if (this.#session === null) return false;
    this.#session.stop();
    this.#session = null;
    return this.judging || this.solving;
  }

  /** Forgets the answer judged and any solution playing out, for another answer. */
  clear() {
    this.solving = false;
    this.judging = false;
    this.verdict = null;
  }

  /** Judges the answer `square`, just played, with the exact scores of every move. */
  judge(square) {
    this.prepare();
    const board = this.#board;
    const current = board.ticket();
    this.judging = true;
    board.show();
    this.#session.judge(square).then(
      (verdict) => {
        if (!current()) return;
        this.judging = false;
        this.verdict = verdict;
        const { squareName } = board;
        board.announce(board.text().verdict(verdict, squareName));
        board.show();
        board.emit('puzzleanswer', {
          square: squareName(verdict.square),
          score: verdict.score,
          best: squareName(verdict.best),
          bestScore: verdict.bestScore,
          loss: verdict.loss,
          correct: verdict.correct,
        });
      },
      (error) => current() && board.fail(error),
    );
  }

  /** Plays the best line from the position shown (the puzzle's) to the end, a move at a time. */
  playSolution() {
    this.prepare();
    if (this.#session === null) return;
    this.solving = true;
    this.#board.show();
    this.#playSolutionFrom(this.#board.ticket());
  }

  /**
   * Plays the solution's next move, then the next: until the end, or until the position
   * changes otherwise (a retry, a new puzzle), after which `current()` is false.
   */
  #playSolutionFrom(current) {
    const board = this.#board;
    if (!current() || !this.solving) return;
    const { over, startBoard, transcript } = board.position();
    if (over) {
      this.solving = false;
      board.show();
      return;
    }
    const askedAt = performance.now();
    this.#session.bestMoveAt(startBoard, transcript).then(
      ({ square }) => {
        if (!current()) return;
        const wait = Math.max(0, SOLUTION_STEP_MS - (performance.now() - askedAt));
        setTimeout(() => {
          if (!current()) return;
          board.play(square);
          this.#playSolutionFrom(board.ticket());
        }, wait);
      },
      (error) => current() && board.fail(error),
    );
  }
}
