// The computer player, off the main thread: a module Worker with its own engine instance and
// one `Ai` (search table kept between requests). Boards share a small pool of these workers
// (see ai-pool.js); the worker only ever receives a game and answers with a move or hints.
// The first request that needs a search (hints, levels 3 and up) asks the page for the
// evaluation ({ wantsEvaluation: true }, answered { evaluation } or { evaluationError }).
//
// Request:  { id, kind, startBoard, transcript, level }  kind "move" or "hints"; the game is
//           rebuilt here from its start position and moves.
// Answer:   { id, square }  for "move": the square index the computer picks (not played);
//           { id, hints }   for "hints": [{ square, score, exact }] best first, score in discs
//                           for the side to move;
//           { id, error }   a message when the game could not be rebuilt or is over.

import { loadEngine, loadEvaluation } from './engine.js';

const engine = loadEngine();
let player = null;
let evaluationWaiting = null; // { resolve, reject } while the page is asked for the evaluation

/** Resolves to the evaluation's bytes, asked of the page that started this worker. */
function evaluationFromPage() {
  return new Promise((resolve, reject) => {
    evaluationWaiting = { resolve, reject };
    self.postMessage({ wantsEvaluation: true });
  });
}

self.addEventListener('message', async (event) => {
  if ('evaluation' in event.data || 'evaluationError' in event.data) {
    const { evaluation, evaluationError } = event.data;
    if (evaluationError === undefined) evaluationWaiting?.resolve(evaluation);
    else evaluationWaiting?.reject(new Error(evaluationError));
    evaluationWaiting = null;
    return;
  }
  const { id, kind, startBoard, transcript, level } = event.data;
  let game = null;
  try {
    const { Game, Ai, levelSearches } = await engine;
    if (kind === 'hints' || levelSearches(level)) await loadEvaluation(evaluationFromPage);
    game = Game.from_board(startBoard);
    game.play_transcript(transcript);
    player ??= new Ai();
    if (kind === 'hints') {
      const flat = player.hints(game, level);
      const hints = [];
      for (let at = 0; at + 2 < flat.length; at += 3) {
        hints.push({ square: flat[at], score: flat[at + 1], exact: flat[at + 2] === 1 });
      }
      self.postMessage({ id, hints });
    } else {
      self.postMessage({ id, square: player.choose(game, level) });
    }
  } catch (error) {
    self.postMessage({ id, error: String(error?.message ?? error) });
  } finally {
    game?.free();
  }
});
