// The computer player, off the main thread: a module Worker with its own engine instance and
// one `Ai` (search table kept between requests). Boards share a small pool of these workers
// (see ai-pool.js); the worker only ever receives a game and answers with a move or hints.
//
// Request:  { id, kind, startBoard, transcript, level, depth?, evaluation? }  kind "move",
//           "hints", "analyse" (a review's position; `depth` plies deep when given, else the
//           review's first depth), "solve" or "solve-moves" (a puzzle's);
//           the game is rebuilt here from its start position and moves. The pool adds the
//           evaluation's bytes to the first request that searches (hints, levels 3 and up).
// Answer:   { id, square }  for "move": the square index the computer picks (not played);
//           { id, hints }   for "hints": [{ square, score, exact }] best first, score in discs
//                           for the side to move;
//           { id, analysis } for "analyse": { square, score, exact } (Ai.analyse,
//                           Ai.analyse_to_depth);
//           { id, solution } for "solve": { square, score, nodes }, the exact best move;
//           { id, scores }  for "solve-moves": [{ square, score }] every move exact, best first;
//           { id, error }   a message when the game could not be rebuilt or is over.

import { loadEngine, loadEvaluation } from './engine.js';

const engine = loadEngine();
let player = null;

self.addEventListener('message', async (event) => {
  const { id, kind, startBoard, transcript, level, depth, evaluation } = event.data;
  let game = null;
  try {
    const { Game, Ai } = await engine;
    if (evaluation !== undefined) await loadEvaluation(() => evaluation);
    game = Game.from_board(startBoard);
    game.play_transcript(transcript);
    player ??= new Ai();
    if (kind === 'hints') {
      self.postMessage({ id, hints: player.hints(game, level) });
    } else if (kind === 'analyse') {
      const analysis = depth === undefined ? player.analyse(game) : player.analyse_to_depth(game, depth);
      self.postMessage({ id, analysis });
    } else if (kind === 'solve') {
      self.postMessage({ id, solution: player.solve(game) });
    } else if (kind === 'solve-moves') {
      self.postMessage({ id, scores: player.solve_moves(game) });
    } else {
      self.postMessage({ id, square: player.choose(game, level) });
    }
  } catch (error) {
    self.postMessage({ id, error: String(error?.message ?? error) });
  } finally {
    game?.free();
  }
});
