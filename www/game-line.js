// A board's game as the page holds it: the engine's `Game` (a handle to wasm memory, owned
// here) and what is known of it, read through one `snapshot()` per change. Every change of
// the game goes through here, so the snapshot is never stale; the whole line (the moves
// that can be redone too) is read when first asked after a change.

export class GameLine {
  #game;
  #position; // the game's snapshot (board-state.js's Snapshot)
  #line = null; // the snapshot of the whole line, once asked

  /** Holds `game`, an engine Game, from now on (`free` releases it). */
  constructor(game) {
    this.#game = game;
    this.#read();
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
    return { line: new GameLine(game), problems };
  }

  /**
   * A new game: this one's start position followed by `transcript`, taken back to the start
   * when `rewound`. Throws the engine's Error (with its code, for refusalText) when the
   * moves are not legal.
   */
  withMoves(Game, transcript, rewound) {
    const game = Game.from_board(this.#position.startBoard);
    try {
      game.play_transcript(String(transcript));
    } catch (error) {
      game.free();
      throw error instanceof Error ? error : new Error(String(error));
    }
    if (rewound) while (game.undo());
    return new GameLine(game);
  }

  /** The game's snapshot, as of its last change. */
  get position() {
    return this.#position;
  }

  /** The snapshot of the whole line: the game with every move that can be redone. */
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

  /** Plays `square` for the side to move; returns the flipped squares. Throws if illegal. */
  play(square) {
    const flips = Array.from(this.#game.play(square));
    this.#read();
    return flips;
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
   * Undoes or redoes to the position after `move` moves of the line (0 the start, Infinity
   * its end). Returns how many moves were taken back and replayed: `{ back, forward }`.
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

  #changed(changed) {
    if (changed) this.#read();
    return changed;
  }

  #read() {
    this.#position = this.#game.snapshot();
    this.#line = null;
  }
}
