// A game's review, without a DOM: every position of the line is analysed by the shared
// workers (ai-pool.js) — the two of them take the positions in turn, in the order played, so
// each worker's table still holds much of what the next position two moves later needs — and
// the engine turns the analyses into one record a move (Game.review,
// src/ai/players/review.rs): the best move and its score, the played move's score, the discs
// lost and the move's class. A board holds its review of a line as a LineReview: its
// progress, then its records.

import { askComputer } from './ai-pool.js';

/**
 * Reviews the game `startBoard` + `transcript` (every move of it). `onProgress(done, total)`
 * is told as positions are analysed. Resolves to the records; rejects with an `AbortError`
 * when `signal` aborts (every search still running is stopped), or with the error of a
 * position that could not be analysed.
 */
export async function reviewGame(engine, { startBoard, transcript }, { signal, onProgress }) {
  const moves = transcript.length / 2;
  const total = moves + 1;
  let done = 0;
  onProgress?.(done, total);
  const analyses = await Promise.all(
    Array.from({ length: total }, (_, move) =>
      askComputer(
        { kind: 'analyse', startBoard, transcript: transcript.slice(0, move * 2) },
        signal,
      ).then(({ analysis }) => {
        done += 1;
        onProgress?.(done, total);
        return analysis;
      }),
    ),
  );
  const game = engine.Game.from_board(startBoard);
  try {
    game.play_transcript(transcript);
    return game.review(analyses);
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
      onProgress: (done, total) => {
        Object.assign(this, { done, total });
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
