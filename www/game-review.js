// A game's review, without a DOM: every position of the line is analysed by the shared
// workers (ai-pool.js) — the two of them take the positions in turn, in the order played, so
// each worker's table still holds much of what the next position two moves later needs — and
// the engine turns the analyses into one record a move (Game.review,
// src/ai/players/review.rs): the best move and its score, the played move's score, the discs
// lost and the move's class. Where the first pass leaves time, the positions it could only
// estimate are searched again, deeper, and each record says the depth it rests on. A board
// holds its review of a line as a LineReview: its progress, then its records.

import { askComputer } from './ai-pool.js';

/** The depth of the review's first pass before its exact part (src/ai/players/review.rs). */
export const FIRST_DEPTH = 14;
/** The deeper passes a review makes over its estimated positions, while time allows. */
const DEEPER = [16, 18];
/**
 * How long a review may take in all before it stops looking deeper: a deeper pass starts only
 * when it is expected to end by then (each pass about 2.5 times the last; the first deeper
 * pass about as long as the whole first one).
 */
export const DEEPENING_BUDGET_MS = 12_000;
const GROWTH = 2.5;

/**
 * Reviews the game `startBoard` + `transcript` (every move of it): every position analysed
 * at the first depth (exact near the end), then the estimated ones again at 16 and 18 plies
 * while the budget allows. `onProgress(done, total, depth)` is told as positions are
 * analysed (`depth` the plies of the pass under way). Resolves to the records, each with
 * `depth`: the plies its estimate rests on (null when exact); rejects with an `AbortError`
 * when `signal` aborts (every search still running is stopped), or with the error of a
 * position that could not be analysed.
 */
export async function reviewGame(engine, { startBoard, transcript }, { signal, onProgress, budget = DEEPENING_BUDGET_MS }) {
  const moves = transcript.length / 2;
  const started = performance.now();
  let total = moves + 1;
  let done = 0;
  let depth = FIRST_DEPTH;
  onProgress?.(done, total, depth);
  const analyse = (move, deeper) =>
    askComputer(
      { kind: 'analyse', startBoard, transcript: transcript.slice(0, move * 2), depth: deeper },
      signal,
    ).then(({ analysis }) => {
      done += 1;
      onProgress?.(done, total, depth);
      return analysis;
    });
  const positions = Array.from({ length: total }, (_, move) => move);
  const analyses = await Promise.all(positions.map((move) => analyse(move)));
  const depths = analyses.map((analysis) => (analysis.exact ? null : FIRST_DEPTH));
  let expected = performance.now() - started;
  for (const next of DEEPER) {
    // The positions still estimated, where there is a move to judge.
    const estimated = positions.filter((move) => !analyses[move].exact && analyses[move].square !== undefined);
    const spent = performance.now() - started;
    if (estimated.length === 0 || spent + expected > budget) break;
    depth = next;
    total += estimated.length;
    onProgress?.(done, total, depth);
    const passStarted = performance.now();
    const deeper = await Promise.all(estimated.map((move) => analyse(move, next)));
    estimated.forEach((move, at) => {
      analyses[move] = deeper[at];
      depths[move] = deeper[at].exact ? null : next;
    });
    expected = (performance.now() - passStarted) * GROWTH;
  }
  const game = engine.Game.from_board(startBoard);
  try {
    game.play_transcript(transcript);
    // A move's judgement rests on its position and the next: as deep as the shallower.
    return game.review(analyses).map((record, move) => {
      const used = [depths[move], depths[move + 1]].filter((plies) => plies !== null);
      return { ...record, depth: record.exact || used.length === 0 ? null : Math.min(...used) };
    });
  } finally {
    game.free();
  }
}

/**
 * The review of one line, `{ startBoard, transcript }`: its progress while it runs (`done`
 * of `total` positions), its `records` once done (null until then), and, once started,
 * `promise`, which resolves to them or rejects (with an AbortError once cancelled).
 */
export class LineReview {
  records = null;
  done = 0;
  total = 0;
  depth = FIRST_DEPTH;
  promise = null;
  #request = new AbortController();

  constructor({ startBoard, transcript }) {
    this.startBoard = startBoard;
    this.transcript = transcript;
  }

  /**
   * Starts the analyses. `onProgress()` is called as positions are analysed, `onDone(records)`
   * at the end, `onFail()` when it is cancelled or a position could not be analysed.
   */
  start(engine, { onProgress, onDone, onFail }) {
    this.promise = reviewGame(engine, this, {
      signal: this.#request.signal,
      onProgress: (done, total, depth) => {
        Object.assign(this, { done, total, depth });
        onProgress();
      },
    }).then(
      (records) => {
        this.records = records;
        onDone(records);
        return records;
      },
      (error) => {
        onFail();
        throw error;
      },
    );
    // The element's own button does not wait on the promise; a failure shows as no review.
    this.promise.catch(() => {});
    return this.promise;
  }

  /** Stops the analyses still running. */
  cancel() {
    this.#request.abort();
  }

  /** Whether `line` (a snapshot of a whole line) is the line reviewed, from the same start. */
  covers(line) {
    return line.startBoard === this.startBoard && line.transcript === this.transcript;
  }
}

/** How many moves of each class `color` ("black" or "white") played, in `records`. */
export function classCounts(records, color) {
  const counts = { best: 0, inaccuracy: 0, mistake: 0, blunder: 0, loss: 0 };
  for (const record of records) {
    if (record.color !== color) continue;
    counts[record.class] += 1;
    counts.loss += record.loss;
  }
  return counts;
}
