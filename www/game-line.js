// A board's game as the page holds it: the game's own line of moves (the main line) and at
// most one variation, a line that leaves it at some move, each a transcript from the start
// position. The engine's `Game` (a handle to wasm memory, owned here) holds the line viewed,
// at the position shown, with the rest of that line as its moves to redo; it is read through
// one `snapshot()` per change, so the snapshot is never stale. Whether each move was followed
// by a pass is kept per line (the move list marks passes; the side of each move follows).
//
// A move played where the line viewed goes on does one of these: follows the line (the same
// move as the line's), switches to the other line (its move at the point where they part),
// starts a variation (on the main line, when the caller asks to keep it: `fork`), or cuts the
// line viewed there (its later moves are dropped: the caller allows this for the last move
// only, in a variation, or in a puzzle).

const FILES = 'abcdefgh';

/** The name of square `index` (0 a1 … 63 h8). */
export const squareNameOf = (index) => `${FILES[index % 8]}${Math.floor(index / 8) + 1}`;

const movesIn = (transcript) => transcript.length / 2;

/**
 * A new engine Game: `startBoard`, the moves of `transcript`, then taken back to `at` moves.
 * Throws the engine's Error (with its code, for refusalText) when the moves are not legal.
 */
function gameFrom(Game, startBoard, transcript, at) {
  const game = Game.from_board(startBoard);
  try {
    game.play_transcript(transcript);
  } catch (error) {
    game.free();
    throw error instanceof Error ? error : new Error(String(error));
  }
  for (let count = movesIn(transcript); count > at; count -= 1) game.undo();
  return game;
}

/** An Error with a `code` (i18n.js words it) and the facts it names. */
function lineError(code, message, facts = {}) {
  return Object.assign(new Error(message), { code, ...facts });
}

/**
 * Checks the shape of `lines` (see `GameLine#lines`) without the engine: strings where
 * transcripts go, a variation that starts inside the main line with a move of its own, a
 * position inside the line viewed. Throws an Error with a `code` (i18n.js's lineProblems
 * words it) when it is not; whether the moves are legal is the engine's to say. Returns the
 * lines with their defaults: `{ main, variation, viewing, at }`.
 */
export function checkLines(lines) {
  if (lines === null || typeof lines !== 'object' || typeof lines.main !== 'string') {
    throw lineError('lines-shape', 'expected { main, variation, viewing, at }');
  }
  const main = lines.main.toLowerCase();
  const moves = Math.floor(movesIn(main));
  let variation = null;
  if (lines.variation !== null && lines.variation !== undefined) {
    const { from, moves: own } = lines.variation;
    if (!Number.isInteger(from) || from < 0 || typeof own !== 'string' || own === '') {
      throw lineError('lines-shape', 'expected a variation { from, moves }');
    }
    if (from >= moves) {
      throw lineError('variation-past-end', `the variation starts at move ${from + 1}, past the end of the game (${moves} moves)`, { from, moves });
    }
    variation = { from, moves: own.toLowerCase() };
    if (variation.moves.slice(0, 2) === main.slice(from * 2, from * 2 + 2)) {
      throw lineError('variation-same', `the variation's first move is the game's own (move ${from + 1})`, { from });
    }
  }
  const viewing = lines.viewing ?? 'main';
  if (viewing !== 'main' && !(viewing === 'variation' && variation !== null)) {
    throw lineError('lines-shape', `the line viewed is "${viewing}"`);
  }
  const length = viewing === 'main' ? moves : variation.from + Math.floor(movesIn(variation.moves));
  const at = lines.at ?? length;
  if (!Number.isInteger(at) || at < 0 || at > length) {
    throw lineError('position-outside', `move ${at} is outside the line viewed (0 to ${length})`, { at, length });
  }
  return { main, variation, viewing, at };
}

export class GameLine {
  #Game; // the engine's Game class
  #game; // the engine Game of the line viewed, at the position shown
  #position; // the game's snapshot (board-state.js's Snapshot)
  #line = null; // the snapshot of the whole line viewed, once asked
  #start; // the start position, as a board string
  #main = null; // while the variation is viewed: the main line's { transcript, over, at }
  #variation = null; // null, or { from, transcript, at }: transcript and `at` while not viewed
  #passes = new Map(); // whole line's transcript -> [whether a pass followed move i + 1]

  /** Holds `game`, an engine Game, from now on (`free` releases it). */
  constructor(Game, game) {
    this.#Game = Game;
    this.#game = game;
    this.#read();
    this.#start = this.#position.startBoard;
  }

  /**
   * The game that the options give: `board` (a board string, or null for the standard
   * start) followed by `moves`, taken back to the start in a replay. Returns `{ line,
   * problems }`, `problems` naming the options that could not be used ("board", "moves").
   */
  static fromOptions(Game, { board, moves, mode }) {
    const problems = [];
    let game = new Game();
    if (board !== null) {
      try {
        const fromBoard = Game.from_board(board);
        game.free();
        game = fromBoard;
      } catch {
        problems.push('board');
      }
    }
    if (moves !== '') {
      try {
        game.play_transcript(moves);
      } catch {
        problems.push('moves');
      }
    }
    if (mode === 'replay') while (game.undo());
    return { line: new GameLine(Game, game), problems };
  }

  /**
   * A new game: this one's start position followed by `transcript`, taken back to the start
   * when `rewound`. Throws the engine's Error (with its code, for refusalText) when the
   * moves are not legal.
   */
  withMoves(transcript, rewound) {
    const game = this.#gameOf(String(transcript), rewound ? 0 : Infinity);
    return new GameLine(this.#Game, game);
  }

  /**
   * A new game from this one's start position with the lines `lines` (as `lines()` gives
   * them). Throws an Error with a `code` (checkLines's, or the engine's with `line`: "main"
   * or "variation") when they are not a game: nothing is changed then.
   */
  withLines(lines) {
    return GameLine.fromLines(this.#Game, this.#start, lines);
  }

  /** `withLines` from the start position `startBoard` (a board string). */
  static fromLines(Game, startBoard, lines) {
    const { main, variation, viewing, at } = checkLines(lines);
    const gameOf = (transcript, to) => gameFrom(Game, startBoard, transcript, to);
    const whole = variation === null ? null : main.slice(0, variation.from * 2) + variation.moves;
    const check = (line, transcript) => {
      try {
        gameOf(transcript, 0).free();
      } catch (error) {
        throw Object.assign(error instanceof Error ? error : new Error(String(error)), { line });
      }
    };
    check('main', main);
    if (whole !== null) check('variation', whole);
    const result = new GameLine(Game, gameOf(viewing === 'main' ? main : whole, at));
    if (whole !== null) {
      const left = { transcript: viewing === 'main' ? whole : main, at: variation.from };
      if (viewing === 'main') {
        result.#variation = { from: variation.from, ...left, at: movesIn(whole) };
      } else {
        result.#main = { ...left, over: result.#overOf(main) };
        result.#variation = { from: variation.from };
      }
    }
    return result;
  }

  /** The game's snapshot, as of its last change. */
  get position() {
    return this.#position;
  }

  /** Which line is viewed: "main" or "variation". */
  get viewing() {
    return this.#main === null ? 'main' : 'variation';
  }

  /** The snapshot of the whole line viewed: the game with every move that can be redone. */
  line() {
    if (this.#line === null) {
      if (this.#position.redoCount === 0) {
        this.#line = this.#position;
      } else {
        const line = this.#game.copy();
        while (line.redo());
        this.#line = line.snapshot();
        line.free();
      }
    }
    return this.#line;
  }

  /** The main line, whole: `{ startBoard, transcript, moveCount, over }`. */
  mainLine() {
    const { transcript, over } = this.#main ?? this.line();
    return { startBoard: this.#start, transcript, moveCount: movesIn(transcript), over };
  }

  /** The variation, or null: `{ from, transcript }` (the whole line, from the start). */
  variation() {
    if (this.#variation === null) return null;
    const transcript = this.#main === null ? this.#variation.transcript : this.line().transcript;
    return { from: this.#variation.from, transcript };
  }

  /**
   * The lines, as plain data to keep or to hand back to `withLines`: `{ main, variation:
   * null | { from, moves }, viewing, at }`: `from` is how many moves of the main line come
   * before the variation's first, `moves` the variation's own moves, `at` the moves played
   * to the position shown along the line viewed.
   */
  lines() {
    const variation = this.variation();
    return {
      main: this.mainLine().transcript,
      variation:
        variation === null
          ? null
          : { from: variation.from, moves: variation.transcript.slice(variation.from * 2) },
      viewing: this.viewing,
      at: this.#position.moveCount,
    };
  }

  /** After each move of the line `transcript` (of this game), whether the next side passed. */
  passes(transcript) {
    let passes = this.#passes.get(transcript);
    if (passes === undefined) {
      passes = [];
      const game = this.#Game.from_board(this.#start);
      for (let at = 0; at < transcript.length; at += 2) {
        game.play(transcript.slice(at, at + 2));
        passes.push(game.snapshot().lastPass !== undefined);
      }
      game.free();
      this.#passes.set(transcript, passes);
    }
    return passes;
  }

  /** The side (1 black, 2 white) that played each move of the line `transcript`. */
  movers(transcript) {
    const movers = [];
    let mover = this.#start.endsWith('O') ? 2 : 1;
    for (const passed of this.passes(transcript)) {
      movers.push(mover);
      if (!passed) mover = 3 - mover;
    }
    return movers;
  }

  /**
   * Whether the moves of the line viewed after `at` moves are only the last move: one move,
   * or `person`'s (1 or 2; null between two people) and the other side's answers to it.
   */
  onlyLastMove(at, person) {
    const movers = this.movers(this.line().transcript).slice(at);
    if (movers.length <= 1) return true;
    return movers[0] === person && movers.slice(1).every((mover) => mover !== person);
  }

  /**
   * Plays `square` for the side to move (throws, changing nothing, if illegal). Where the
   * line viewed goes on with another move, `fork` keeps the main line and starts a
   * variation; otherwise the line viewed is cut there. Returns `{ flips, kind, dropped }`:
   * the flipped squares; "extend", "follow", "switch", "fork" or "cut"; and how many moves
   * no line holds any more (a cut's, or the variation a fork replaced).
   */
  play(square, { fork = false } = {}) {
    const name = squareNameOf(square);
    const at = this.#position.moveCount;
    const line = this.line();
    const next = line.transcript.slice(at * 2, at * 2 + 2);
    if (next === name) return this.#moveTo(line.transcript, at + 1, 'follow');
    const variation = this.#variation;
    if (variation !== null && at === variation.from) {
      const other = this.#main?.transcript ?? variation.transcript;
      if (other.slice(at * 2, at * 2 + 2) === name) return this.#switchLine(at + 1);
    }
    const flips = Array.from(this.#game.play(square));
    const passes = [...this.passes(line.transcript).slice(0, at)];
    let kind = next === '' ? 'extend' : 'cut';
    let dropped = movesIn(line.transcript) - at;
    if (kind === 'cut' && fork && this.#main === null) {
      kind = 'fork';
      dropped = variation === null ? 0 : movesIn(variation.transcript) - variation.from;
      this.#main = { transcript: line.transcript, over: line.over, at };
      this.#variation = { from: at };
    } else if (kind === 'cut' && variation !== null) {
      // Moves the main line still holds are not lost.
      if (this.#main !== null) dropped -= Math.max(0, variation.from - at);
      variation.from = Math.min(variation.from, at);
    }
    this.#read();
    passes.push(this.#position.lastPass !== undefined);
    this.#passes.set(this.line().transcript, passes);
    this.#forgetPasses();
    return { flips, kind, dropped };
  }

  /** Back to the main line, at the move where the variation leaves it; false if none is viewed. */
  backToMain() {
    if (this.#main === null) return false;
    this.#switchLine(this.#variation.from);
    return true;
  }

  /** To the variation, where it was left; false if there is none or it is viewed. */
  showVariation() {
    if (this.#main !== null || this.#variation === null) return false;
    this.#switchLine(this.#variation.at);
    return true;
  }

  /** The engine's Error for playing `square` here (the game stays as it is). */
  refusal(square) {
    const probe = this.#game.copy();
    try {
      probe.play(square);
      return null;
    } catch (error) {
      return error;
    } finally {
      probe.free();
    }
  }

  /** Takes back a move; false at the start. */
  undo() {
    return this.#changed(this.#game.undo());
  }

  /** Replays a move taken back; false when there is none. */
  redo() {
    return this.#changed(this.#game.redo());
  }

  /**
   * Undoes or redoes to the position after `move` moves of the line viewed (0 the start,
   * Infinity its end). Returns how many moves were taken back and replayed: `{ back, forward }`.
   */
  goTo(move) {
    const { moveCount, redoCount } = this.#position;
    const back = Math.max(0, moveCount - move);
    const forward = Math.max(0, Math.min(move, moveCount + redoCount) - moveCount);
    for (let step = 0; step < back; step += 1) this.#game.undo();
    for (let step = 0; step < forward; step += 1) this.#game.redo();
    this.#changed(back > 0 || forward > 0);
    return { back, forward };
  }

  /** The side to move after the first `move` moves of the game. */
  toMoveAt(move) {
    const earlier = this.#game.copy();
    for (let count = this.#position.moveCount; count > move; count -= 1) earlier.undo();
    const { toMove } = earlier.snapshot();
    earlier.free();
    return toMove;
  }

  /** Releases the engine's game. */
  free() {
    this.#game.free();
  }

  /**
   * The other line, at `at` moves: what is left of the line viewed is kept (the main line
   * with whether it is over, the variation with where it was left).
   */
  #switchLine(at) {
    const line = this.line();
    if (this.#main === null) {
      this.#main = { transcript: line.transcript, over: line.over, at: this.#position.moveCount };
      return this.#moveTo(this.#variation.transcript, at, 'switch');
    }
    const { transcript } = this.#main;
    Object.assign(this.#variation, { transcript: line.transcript, at: this.#position.moveCount });
    this.#main = null;
    return this.#moveTo(transcript, at, 'switch');
  }

  /**
   * Shows the line `transcript` after `at` moves, and returns the squares turned over from
   * the position shown before, as a move's flips: `{ flips, kind, dropped: 0 }`.
   */
  #moveTo(transcript, at, kind) {
    const before = this.#position.cells;
    if (transcript === this.line().transcript) {
      this.goTo(at);
    } else {
      const game = this.#gameOf(transcript, at);
      this.#game.free();
      this.#game = game;
      this.#read();
    }
    const after = this.#position.cells;
    const flips = [];
    for (let square = 0; square < 64; square += 1) {
      if (before[square] !== 0 && after[square] !== 0 && before[square] !== after[square]) flips.push(square);
    }
    return { flips, kind, dropped: 0 };
  }

  /** A new engine Game: the start, the moves of `transcript`, then taken back to `at` moves. */
  #gameOf(transcript, at) {
    return gameFrom(this.#Game, this.#start, transcript, at);
  }

  /** Whether the line `transcript` ends the game (read once, for a main line set aside). */
  #overOf(transcript) {
    const game = this.#gameOf(transcript, Infinity);
    const { over } = game.snapshot();
    game.free();
    return over;
  }

  /** Keeps the passes of the lines there are, and no others. */
  #forgetPasses() {
    const kept = new Set([this.mainLine().transcript, this.variation()?.transcript]);
    for (const transcript of this.#passes.keys()) {
      if (!kept.has(transcript)) this.#passes.delete(transcript);
    }
  }

  #changed(changed) {
    if (changed) this.#read();
    return changed;
  }

  #read() {
    this.#position = this.#game.snapshot();
    this.#line = null;
  }
}
