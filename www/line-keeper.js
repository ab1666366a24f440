// What a board keeps of its game, without a DOM: the lines (a GameLine, game-line.js) and,
// until the person's next move, what a new game, a load or a new variation replaced, so
// that one action brings it back (board-controller.js holds one LineKeeper).

import { GameLine } from './game-line.js';

export class LineKeeper {
  /** The game's lines: a GameLine, once the first game is set up. */
  game = null;
  /** What the game was started from (the element's attributes), given back by `restore`. */
  context = null;
  /** Whether the game came with moves (attribute, import, script, a link): it can be reviewed. */
  loaded = false;
  #keepable = false; // whether the game is a person's (not a puzzle, a replay or read-only)
  #replaced = null; // { kind, lines, startBoard, context, loaded, moves, from }

  /**
   * Replaces the game with `game` (a GameLine), keeping the old one for `restore` when
   * `keep` and it holds more than the last move. `keepable`: whether the new one is a
   * person's game. Returns whether the old one was kept.
   */
  replace(game, { keep, keepable, loaded }) {
    const kept = keep && this.#keep('game', this.game?.lines());
    this.game?.free();
    this.game = game;
    this.#keepable = keepable;
    this.loaded = loaded;
    return kept;
  }

  /**
   * Plays `square` (GameLine#play, with `fork`); when `keep`, the moves it drops (an
   * earlier variation, a variation's later moves) are kept for `restore`. Returns what
   * GameLine#play does.
   */
  play(square, { keep, fork }) {
    const { game } = this;
    const before = keep ? game.lines() : null;
    const from = (game.variation()?.from ?? game.position.moveCount) + 1;
    const played = game.play(square, { fork });
    if (before !== null && played.dropped > 0) this.#keep('variation', before, { moves: played.dropped, from });
    return played;
  }

  /** Forgets what was replaced: the person has moved on. */
  forget() {
    this.#replaced = null;
  }

  /** What `restore` would bring back, or null: `{ kind, moves, from, context }`. */
  get replaced() {
    const replaced = this.#replaced;
    return replaced && { kind: replaced.kind, moves: replaced.moves, from: replaced.from, context: replaced.context };
  }

  /**
   * Brings back what was replaced, with `Game` (the engine's class): the game it replaces is
   * kept in turn. Returns what it brought back (as `replaced` gave it), or null.
   */
  restore(Game, keepable) {
    const replaced = this.#replaced;
    if (replaced === null) return null;
    const summary = this.replaced;
    const game = GameLine.fromLines(Game, replaced.startBoard, replaced.lines);
    this.#replaced = null;
    this.replace(game, { keep: true, keepable, loaded: replaced.loaded });
    this.context = replaced.context;
    return summary;
  }

  /**
   * The lines for the view (board-state.js's LineState): `canBranch`, whether the person
   * may play a move that starts a variation (it does where the main line goes on with more
   * than the last move of `person`, the side the person plays against the computer, else
   * null).
   */
  state(canBranch, person) {
    const { game } = this;
    const main = game.mainLine();
    const at = game.position.moveCount;
    const branches =
      canBranch && game.viewing === 'main' && at < main.moveCount && !game.onlyLastMove(at, person);
    const variation = game.variation();
    const replaced = this.#replaced;
    return {
      viewing: game.viewing,
      main: { transcript: main.transcript, passes: game.passes(main.transcript) },
      variation: variation && { ...variation, passes: game.passes(variation.transcript) },
      branches,
      replaced: replaced && { kind: replaced.kind, moves: replaced.moves, from: replaced.from },
    };
  }

  /** Keeps `lines` for `restore`, unless a game that holds no more than the last move. */
  #keep(kind, lines, extra = {}) {
    if (this.game === null || !this.#keepable) return false;
    const moves = extra.moves ?? lines.main.length / 2;
    if (kind === 'game' && moves < 2 && lines.variation === null) return false;
    const { startBoard } = this.game.position;
    this.#replaced = { kind, lines, startBoard, context: this.context, loaded: this.loaded, moves, ...extra };
    return true;
  }
}
