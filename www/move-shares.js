// The computer's move at a level, asked of the pool's workers (ai-pool.js). A timed level
// (`levelSplits`) splits its move: the engine deals the root moves into one share a worker,
// each worker searches its share for the level's whole time (`Ai.choose_share`), and the
// engine picks the move among their answers (`bestOfShares`). The workers share no memory,
// so this is how a move uses more than one core. Other levels, and a machine with one core,
// ask one worker for the whole move.

import { askComputer, POOL_SIZE } from './ai-pool.js';
import { loadEngine } from './engine.js';

/** How many workers share a move: one a core, up to the pool's size. */
export function sharesForThisMachine() {
  return Math.max(1, Math.min(POOL_SIZE, navigator.hardwareConcurrency || 1));
}

/**
 * The computer's move in `position` (`{ startBoard, transcript }`) at `level`: resolves to
 * `{ square }` (the square's index, not played), rejects with the workers' error, or with an
 * `AbortError` when `signal` aborts (every share's search is then stopped).
 */
export async function askMove({ startBoard, transcript }, level, signal) {
  const { levelSplits, bestOfShares } = await loadEngine();
  const shares = sharesForThisMachine();
  if (shares < 2 || !levelSplits(level)) {
    return askComputer({ kind: 'move', startBoard, transcript, level }, signal);
  }
  // One share failing stops the others: its move could not be trusted to be the best.
  const together = new AbortController();
  const stopAll = () => together.abort();
  signal?.addEventListener('abort', stopAll, { once: true });
  if (signal?.aborted) stopAll();
  try {
    const asked = Array.from({ length: shares }, (_, share) =>
      askComputer(
        { kind: 'move-share', startBoard, transcript, level, share, shares },
        together.signal,
      ).catch((error) => {
        stopAll();
        throw error;
      }),
    );
    const answers = (await Promise.all(asked)).map(({ answer }) => answer);
    const best = bestOfShares(answers);
    if (best === undefined) throw new Error('no share of the move named a square');
    return { square: best.square };
  } catch (error) {
    // An abort of the caller's own is reported as such, not as a share's failure.
    if (signal?.aborted) throw new DOMException('the request was given up', 'AbortError');
    throw error;
  } finally {
    signal?.removeEventListener('abort', stopAll);
  }
}
