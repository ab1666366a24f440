// What a <reversi-board>'s controller hands its view on every change: one plain object, the
// state, built by board-controller.js and drawn by the view modules (board-view.js,
// panel-view.js, moves-view.js, eval-graph.js), which read nothing else. Its shape is
// written down here, once, with the few facts both sides name.

/**
 * The engine's `Game.snapshot()` (src/wasm/convert.rs): a game read in one call.
 * @typedef {object} Snapshot
 * @property {Uint8Array} cells      the 64 squares a1→h8: 0 empty, 1 black, 2 white
 * @property {Uint8Array} legal      the squares the side to move may play, ascending
 * @property {1|2} toMove
 * @property {boolean} over
 * @property {0|1|2|undefined} winner once over: 1 or 2, 0 for a draw
 * @property {number} black
 * @property {number} white
 * @property {number|undefined} lastMove
 * @property {Uint8Array} lastFlips  the squares the last move turned
 * @property {1|2|undefined} lastPass the side that had to pass after the last move
 * @property {string} transcript     the moves so far, such as "f5d6c3"
 * @property {number} moveCount
 * @property {number} redoCount      moves taken back that can be replayed
 * @property {string} board          the position as a board string
 * @property {string} startBoard     the start position as a board string
 * @property {{ en: string, ja: string }|undefined} opening
 */

/**
 * The game's lines (game-line.js): its own line, the main line, and at most one variation
 * that leaves it at some move; the position shown is on the line `viewing`.
 * @typedef {object} LineState
 * @property {'main'|'variation'} viewing  the line the position shown is on
 * @property {{ transcript: string, passes: boolean[] }} main  the whole main line, and after
 *   each of its moves whether the next side had to pass
 * @property {null | { from: number, transcript: string, passes: boolean[] }} variation  the
 *   variation: `from` moves of the main line come before its first; `transcript` is the
 *   whole line from the start
 * @property {boolean} branches  a move the person may play now starts a variation (the
 *   main line goes on from here with more than the last move)
 * @property {null | { kind: 'game'|'variation', moves: number, from?: number }} replaced
 *   what a new game, a load or a new variation replaced, until the person's next move:
 *   the element's "Undo" brings it back (`from`: the variation's first move, counted from 1)
 */

/**
 * A board's state, built once per change.
 * @typedef {object} BoardState
 * @property {Snapshot} game    the position shown
 * @property {boolean} canPlay  whether the person may play a move now
 * @property {boolean} thinking whether the computer is choosing its move
 * @property {null | { here: object[]|null, scores: (number|undefined)[], total: number }} hints
 *   null when hints are off; else the hints of the position shown (`[{ square, score,
 *   exact }]`, best first, null until they arrive) and the graph's points: black's best
 *   score after each move of the whole line (`total` moves, those that can be redone too)
 * @property {{ offered: boolean, running: boolean, done: number, total: number, depth: number,
 *   over: boolean, records: object[]|null, here: object|null }} review  whether "Review" is
 *   offered, the progress of one under way (and the depth of its pass), its records (of the
 *   main line) once done, the record of the move played from the position shown (on the main
 *   line), and whether the main line ends the game
 * @property {LineState} line   the main line, the variation, and what was replaced
 * @property {{ judging: boolean, solving: boolean }} puzzle  an answer being checked, the
 *   solution playing out
 * @property {object|null} verdict  a puzzle's judged answer (puzzle-session.js), or null
 * @property {{ failure: string, refusal: string, pass: null | { color: 1|2, then: null |
 *   { color: 1|2, square: number } } }} message  why the computer could not move, why the
 *   person's last click was refused ('' when neither), and a pass: the side that had no move
 *   and, once the other side has moved again, that move (shown until the person acts)
 * @property {{ mode: string, human: 1|2, level: number, lang: string, readonly: boolean }}
 *   settings  the attributes' options; `readonly` also in a replay * @property {null | { cells: Uint8Array, side: 1|2, black: number, white: number,
 *   empties: number, obf: string, problem: Error|null }} editor  while a position is set up
 *   (mode "edit", board-editor.js): its discs, the side to move, its counts, its OBF text and
 *   why it cannot start a game yet (the engine's Error, with a `code`), else null
 */

/** The engine's colour codes as the element's attributes and events name them. */
export const KEYS = { 1: 'black', 2: 'white' };

/** "Black wins 34–30" or "Draw 32–32" in `text`'s words, for a finished `game` (a Snapshot). */
export function resultText(text, game) {
  const { black, white } = game;
  switch (game.winner) {
    case 1:
      return text.wins(text.colors[1], black, white);
    case 2:
      return text.wins(text.colors[2], white, black);
    default:
      return text.draw(black, white);
  }
}
