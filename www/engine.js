// The engine: loads and initialises the wasm build of the Rust rules once per context (the
// page, or a worker) and hands out its exports. The only module that imports www/pkg/.
//
// Everything about the game — legal moves, flips, passes, the result, the computer's choice —
// is asked of the `Game` objects this returns; the rest of the code only draws and forwards.
// Every <reversi-board> on a page shares this one instance: the wasm is fetched and compiled once.

import * as pkg from './pkg/reversi.js';

let loading = null;

/**
 * Resolves to `{ Game, Ai, squareName, levelNames }` once the wasm is instantiated. Safe to
 * call many times: the module is fetched and compiled only once per context. `levelNames` is
 * the list of computer level names, index = level.
 */
export function loadEngine() {
  if (loading === null) {
    loading = pkg.default().then(() => ({
      Game: pkg.Game,
      Ai: pkg.Ai,
      squareName: pkg.square_name,
      levelNames: pkg.level_names(),
    }));
  }
  return loading;
}
