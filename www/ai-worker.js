// The computer player, off the main thread: a module Worker with its own engine instance.
//
// Request:  { id, startBoard, transcript, level }  (the game, rebuilt here from its start
//           position and moves, and the level 0-6 to think at)
// Answer:   { id, square }  the square index the computer picks (not played), or
//           { id, error }   a message when the game could not be rebuilt or is over.
// The id comes back unchanged so the page can drop answers to games it has since left.

import { loadEngine } from './engine.js';

const engine = loadEngine();
// One computer player for the worker's life, so its search table carries over between moves;
// engines without `Ai` answer through `Game.ai_move`, which starts afresh each time.
let player = null;

self.addEventListener('message', async (event) => {
  const { id, startBoard, transcript, level } = event.data;
  let game = null;
  try {
    const { Game, Ai } = await engine;
    game = Game.from_board(startBoard);
    game.play_transcript(transcript);
    if (Ai !== undefined) {
      player ??= new Ai();
      self.postMessage({ id, square: player.choose(game, level) });
    } else {
      self.postMessage({ id, square: game.ai_move(level) });
    }
  } catch (error) {
    self.postMessage({ id, error: String(error?.message ?? error) });
  } finally {
    game?.free();
  }
});
