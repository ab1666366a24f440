// What a <reversi-board> does with its game, without a DOM: whose turn it is, the person's
// moves (and why an illegal one is refused), the computer's moves (computer-turn.js), hints
// and the graph's scores (board-hints.js), undo, redo and jumps along the line viewed, the
// game's own line and its variation (game-line.js, line-keeper.js), the review
// (board-review.js), a puzzle (board-puzzle.js) and the position editor of mode "edit"
// (board-editor.js: the game stays as it was while a position is set up). The element (reversi-board.js) reads
// the attributes into `configure` and turns clicks and keys into calls here; after every
// change this builds the whole state (board-state.js) for the view's `render(state)`.
//
// Nothing a person made is dropped without a way back: a move where the game goes on
// starts a variation (the main line is kept) unless it replaces only the last move, and
// what a new game, a load or a new variation replaces is kept until the person's next
// move, for `restore`.
//
// The view it is given: { render(state), announce(sentence), emit(type, detail),
// flip(squares) (the last move's discs turning), cleared() (a new game replaced the old) }.

import { GameLine } from './game-line.js';
import { LineKeeper } from './line-keeper.js';
import { BoardHints } from './board-hints.js';
import { BoardReview } from './board-review.js';
import { BoardPuzzle } from './board-puzzle.js';
import { ComputerTurn } from './computer-turn.js';
import { BoardEditor } from './board-editor.js';
import { reportMove } from './move-report.js';
import { refusalText, textFor } from './i18n.js';

export class GameController {
  #engine;
  #view;
  #options = null; // mode, human, level, hints, readonly, board, moves, lang
  #lines = new LineKeeper(); // the game's lines, and what the last replacement replaced
  #epoch = 0; // which position: changes on every move, undo or redo; puzzle answers carry it
  #computer; // the computer's move being asked (computer-turn.js)
  #failure = '';
  #refusal = ''; // why the person's last click could not be played, until the position changes
  #pass = null; // a pass not yet followed by the person's action: { color, then: { color, square } | null }
  #hints; // the BoardHints of this game's positions
  #review; // the BoardReview of the main line; while it is shown, the computer waits
  #puzzle; // the BoardPuzzle of mode "puzzle"
  #editor; // the BoardEditor of mode "edit"
  #editing = false; // whether the editor is shown (mode "edit", once set up)

  constructor(engine, view) {
    this.#engine = engine;
    this.#view = view;
    this.#hints = new BoardHints(engine.hintLevel, {
      changed: () => this.show(),
      wanted: () => (this.#game !== null && this.#hintsOn() ? this.#game : null),
    });
    const fail = (error) => this.#fail(this.#text().computerFailed(error.message));
    this.#computer = new ComputerTurn({ play: (square) => this.#play(square), fail });
    this.#review = new BoardReview(engine, {
      show: () => this.show(),
      emit: (type, detail) => view.emit(type, detail),
      stopped: () => this.#reviewStopped(),
    });
    this.#puzzle = new BoardPuzzle({
      active: () => this.#options.mode === 'puzzle' && this.#game !== null,
      newPosition: () => this.stopComputer(),
      goTo: (move) => this.goToMove(move),
      position: () => this.#position,
      ticket: () => {
        const epoch = this.#epoch;
        return () => epoch === this.#epoch;
      },
      play: (square) => this.#play(square),
      show: () => this.show(),
      announce: (sentence) => view.announce(sentence),
      emit: (type, detail) => view.emit(type, detail),
      fail,
      text: () => this.#text(),
      squareName: engine.squareName,
    });
    this.#editor = new BoardEditor(engine.setupPosition);
  }

  /** Whether the first game is set up (`restart` has run). */
  get started() {
    return this.#game !== null;
  }

  /** The options the element's attributes give (board-options.js); takes effect as below. */
  configure(options) {
    this.#options = options;
  }

  /** Hands the view the state as it is now (after a change of options it shows, say). */
  show() {
    this.#view.render(this.#state());
  }

  isReadonly() {
    return this.#options.readonly || this.#options.mode === 'replay';
  }

  /** The puzzle of mode "puzzle" (board-puzzle.js): the element's puzzle buttons call it. */
  get puzzle() {
    return this.#puzzle;
  }

  /**
   * Sets up the start position from the options, which come from `context` (the element's
   * attributes, given back by `replaced`), keeping the game it replaces, for `restore`.
   * Returns the names of the options that could not be used ("board", "moves"), which then
   * fall back to their defaults.
   */
  restart(context = null, changed = null) {
    const { mode } = this.#options;
    if (mode === 'edit' && this.#game !== null) return this.#edit(changed);
    const { line, problems } = GameLine.fromOptions(this.#engine.Game, this.#options);
    const { moves } = this.#options;
    this.#editing = false;
    const kept = this.#setGame(line, moves !== '' && !problems.includes('moves'));
    this.#lines.context = context;
    if (mode === 'edit') return [...problems, ...this.#edit('board')];
    const { cells, toMove } = this.#position;
    const empties = cells.filter((cell) => cell === 0).length;
    this.#puzzle.tooBig = mode === 'puzzle' && empties > this.#engine.puzzleMostEmpties;
    if (this.#puzzle.tooBig) problems.push('puzzle-board');
    const text = this.#text();
    const said = mode === 'puzzle' ? text.puzzleTask(text.colors[toMove]) : text.newGame(text.colors[toMove]);
    this.#view.announce(this.#withReplaced(said, kept));
    return problems;
  }

  /**
   * Shows the editor (the game stays as it is, for when editing ends): on the `board`
   * option's position when that option has `changed` (and is given), else on the position
   * shown. Returns no problems.
   */
  #edit(changed) {
    const { board } = this.#options;
    const reload = !this.#editing || (changed === 'board' && board !== null);
    if (reload) this.#editor.begin(changed === 'board' && board !== null ? board : this.#position.board);
    this.#editing = true;
    this.stopComputer();
    this.#hints.stop();
    this.#review.cancel();
    this.show();
    if (reload) this.#view.announce(this.#text().editorStarted);
    return [];
  }

  /** The position editor (board-editor.js), whose changes `edited` shows. */
  get editor() {
    return this.#editor;
  }

  /** Whether the editor is shown. */
  get editing() {
    return this.#editing;
  }

  /** Puts `disc` (0 empty, 1 black, 2 white) on `square` while a position is set up. */
  markSquare(square, disc) {
    if (!this.#editing || this.isReadonly()) return;
    this.#editor.set(square, disc);
    this.edited(this.#squareSaid(square));
  }

  /** What is on `square` of the position being set up, as a screen reader hears it. */
  #squareSaid(square) {
    const text = this.#text();
    const disc = this.#editor.state().cells[square];
    return text.cursorAt(this.#engine.squareName(square), disc === 0 ? text.empty : text.colors[disc], false);
  }

  /** After a change the editor made: redraws, and says `sentence` when given. */
  edited(sentence = null) {
    if (sentence !== null) this.#view.announce(sentence);
    this.show();
  }

  /**
   * Replaces the game with its start position plus `transcript`. Throws the engine's Error
   * (with its code for refusalText), leaving the game unchanged, when they are not legal.
   */
  loadMoves(transcript) {
    const replay = this.#options.mode === 'replay';
    const kept = this.#setGame(this.#game.withMoves(transcript, replay), true);
    this.#view.announce(this.#withReplaced(this.#text().loaded(this.#position.moveCount), kept));
  }

  /** The game's lines as plain data (GameLine#lines), to keep and to give `setLines`. */
  lines() {
    return this.#game.lines();
  }

  /**
   * Replaces the game with `lines` (GameLine#lines). Throws an Error naming the problem
   * (game-line.js's codes, or the engine's), leaving the game unchanged, when they are not a
   * game. `quiet`: the lines are this game's, brought back (a reload): nothing is replaced.
   */
  setLines(lines, { quiet = false } = {}) {
    const game = this.#game.withLines(lines);
    const kept = this.#setGame(game, game.mainLine().moveCount > 0, !quiet);
    this.#view.announce(this.#withReplaced(this.#text().loaded(this.#game.mainLine().moveCount), kept));
  }

  /** What `restore` would bring back, or null: `{ kind, moves, from, context }`. */
  get replaced() {
    return this.#lines.replaced;
  }

  /**
   * Brings back what the last new game, load or variation replaced (the options of its
   * `context` must be configured already); what it replaces is kept in turn. False when
   * there is nothing.
   */
  restore() {
    const restored = this.#lines.restore(this.#engine.Game, this.#keepable());
    if (restored === null) return false;
    this.#gameChanged();
    this.#view.announce(this.#text().restored(restored));
    return true;
  }

  /** Takes back a move of the line viewed (against the computer: to the person's previous turn). */
  undo() {
    return this.#step(() => this.#game.undo(), (count) => this.#text().takenBack(count));
  }

  /** Replays a move of the line viewed (against the computer: up to the person's next turn). */
  redo() {
    return this.#step(() => this.#game.redo(), (count) => this.#text().replayed(count));
  }

  /**
   * Shows the position after `move` moves of the line viewed, undoing or redoing (0 and
   * Infinity for its first and last). `line`: "main" or "variation" goes to that line first.
   */
  goToMove(move, line = this.#game?.viewing) {
    if (this.#game === null || (this.isReadonly() && this.#options.mode !== 'replay')) return;
    const switched = line !== this.#game.viewing && this.#switchLine();
    const { back, forward } = this.#game.goTo(move);
    const text = this.#text();
    if (back > 0) this.#jumped(text.takenBack(back));
    else if (forward > 0) this.#jumped(text.replayed(forward));
    else if (switched) this.#jumped(text.lineShown(this.#lineState(), this.#position.moveCount));
  }

  /** A point of the graph: along the reviewed main line once there is a review. */
  pickMove(move) {
    this.goToMove(move, this.#review.records ? 'main' : undefined);
  }

  /** Shows `line`: "main" where the variation leaves it, or "variation" where it was left. */
  showLine(line) {
    if (this.#game === null || this.#game.viewing === line || !this.#switchLine()) return;
    this.#jumped(this.#text().lineShown(this.#lineState(), this.#position.moveCount));
  }

  /** A person's click or key on `square`: played if legal, else refused with the reason. */
  playPersonsMove(square) {
    if (this.#game !== null && this.#editing && !this.isReadonly()) {
      this.#editor.cycle(square);
      this.edited(this.#squareSaid(square));
      return;
    }
    if (this.#game === null || !this.#canPersonPlay()) return;
    if (!this.#position.legal.includes(square)) {
      this.#refuse(square);
      return;
    }
    this.#pass = null;
    this.#lines.forget();
    this.#play(square, true);
  }

  /** Stops the computer's move: its search (the worker is stopped) and its pending answer. */
  stopComputer() {
    this.#epoch += 1;
    this.#computer.stop();
  }

  /** Stops every hint search of this game and forgets the hints found. */
  stopHints() {
    this.#hints.stop();
  }

  /** Asks the workers for what the position needs: the computer's move, and hints if on. */
  think() {
    if (this.#game === null || this.#editing) return;
    const atLineEnd = this.#position.redoCount === 0;
    if (this.#isComputersTurn() && atLineEnd && !this.#computer.thinking && !this.#failure && !this.#reviewShown()) {
      this.#computer.ask(this.#position, this.#options.level);
      this.show();
    }
    this.#hints.think();
  }

  /**
   * Reviews the whole main line (the moves that can be redone included). Resolves to the
   * records (also sent as the `analysis` event); rejects with an `AbortError` when cancelled,
   * or the line changes first. Asked again for the same line, it returns the same review.
   */
  startReview() {
    const promise = this.#review.start(this.#game.mainLine());
    if (this.#review.active) {
      this.stopComputer();
      this.show();
    }
    return promise;
  }

  /** Stops the review and forgets it; the computer may move again. */
  cancelReview() {
    if (this.#review.cancel()) this.#reviewStopped();
  }

  /** The whole state the view draws (board-state.js), as it is now. */
  #state() {
    const { mode, human, level, lang } = this.#options;
    const viewingMain = this.#game.viewing === 'main';
    const { moveCount, lastPass: pass } = this.#position;
    return {
      game: this.#position,
      canPlay: this.#canPersonPlay(),
      thinking: this.#computer.thinking,
      hints: this.#hintsOn() ? this.#hints.state(this.#game) : null,
      review: this.#review.state(
        viewingMain && this.#canReview(),
        moveCount,
        viewingMain && this.#onReviewedLine(),
        this.#game.mainLine().over,
      ),
      line: this.#lineState(),
      puzzle: { judging: this.#puzzle.judging, solving: this.#puzzle.solving },
      verdict: mode === 'puzzle' ? this.#puzzle.verdict : null,
      message: {
        failure: this.#failure,
        refusal: this.#refusal,
        pass: this.#pass ?? (pass === undefined ? null : { color: pass, then: null }),
      },
      settings: { mode, human, level, lang, readonly: this.isReadonly() },
      editor: this.#editing ? this.#editor.state() : null,
    };
  }

  /** The lines for the view (board-state.js's LineState). */
  #lineState() {
    const { mode, human } = this.#options;
    const canBranch = mode !== 'puzzle' && this.#canPersonPlay();
    return this.#lines.state(canBranch, mode === 'computer' ? human : null);
  }

  /** Whether hints are shown: asked for, and not in a puzzle (they would give it away). */
  #hintsOn() {
    return this.#options.hints && this.#options.mode !== 'puzzle' && !this.#editing;
  }

  #canPersonPlay() {
    return !this.#editing && !this.#computer.thinking && !this.#failure && !this.isReadonly() && this.#isPersonsTurn();
  }

  /**
   * Whether "Review" is offered: a line of at least one move that is over, replayed, or
   * loaded (not a game against the computer still going on, nor a puzzle).
   */
  #canReview() {
    const { mode } = this.#options;
    const line = this.#game.mainLine();
    return mode !== 'puzzle' && !this.#editing && line.transcript !== '' && (line.over || mode === 'replay' || this.#lines.loaded);
  }

  /** Whether a review is under way or shown on the main line (the computer waits then). */
  #reviewShown() {
    return this.#review.active && this.#game.viewing === 'main';
  }

  /** The review has stopped: the computer may move again. */
  #reviewStopped() {
    this.show();
    if (this.#game !== null) this.think();
  }

  /** Whether the moves after `at` are the last move only (against the computer, with its answers). */
  #onlyLastMove(at) {
    const { mode, human } = this.#options;
    return mode === 'puzzle' || this.#game.onlyLastMove(at, mode === 'computer' ? human : null);
  }

  /** Whether the game is a person's, whose replacement is kept (not a puzzle, replay or read-only). */
  #keepable() {
    return !this.isReadonly() && this.#options.mode !== 'puzzle' && this.#options.mode !== 'edit';
  }

  #text() {
    return textFor(this.#options.lang);
  }

  /** The game's lines (a GameLine), once `restart` has run. */
  get #game() {
    return this.#lines.game;
  }

  /** The game's snapshot, as of its last change. */
  get #position() {
    return this.#game.position;
  }

  /** `sentence`, and then what was replaced and how to bring it back, when `kept`. */
  #withReplaced(sentence, kept) {
    return kept ? `${sentence} ${this.#text().replacedSentence(this.#lines.replaced)}` : sentence;
  }

  /**
   * Replaces the game with `game` (a GameLine), `loaded` with moves; keeps the one it
   * replaces for `restore` when `keep`. Returns whether it was kept.
   */
  #setGame(game, loaded, keep = true) {
    const kept = this.#lines.replace(game, { keep, keepable: this.#keepable(), loaded });
    this.#gameChanged();
    return kept;
  }

  /** A new game is shown: what was known of the last one is forgotten. */
  #gameChanged() {
    this.#hints.newGame();
    this.#review.cancel();
    this.#puzzle.reset(this.#position.moveCount);
    this.#view.cleared();
    this.#jumped(null);
  }

  /**
   * One move with `step` (undo or redo), then against the computer on to the person's turn
   * (along a review, one move at a time); announced as `said(count)`.
   */
  #step(step, said) {
    if (this.#game === null || !step()) return false;
    let count = 1;
    if (this.#options.mode === 'computer' && !this.#reviewShown()) {
      while (!this.#position.over && !this.#isPersonsTurn() && step()) count += 1;
    }
    this.#jumped(said(count));
    return true;
  }

  /** The other line: back to the main line from the variation, or to the variation. */
  #switchLine() {
    return this.#game.viewing === 'main' ? this.#game.showVariation() : this.#game.backToMain();
  }

  /** After any change of position but a move: stop the computer's search, redraw. */
  #jumped(sentence) {
    this.stopComputer();
    this.#failure = '';
    this.#refusal = '';
    this.#pass = null;
    if (sentence !== null) this.#view.announce(sentence);
    this.show();
    const { transcript, moveCount } = this.#position;
    this.#view.emit('positionchange', { transcript, moveCount });
    this.think();
  }

  #isPersonsTurn() {
    const { over, toMove } = this.#position;
    if (over) return false;
    const { mode, human } = this.#options;
    if (mode === 'puzzle') return this.#puzzle.awaitsAnswer(this.#position);
    return mode === 'human' || (mode === 'computer' && toMove === human);
  }

  #isComputersTurn() {
    return this.#options.mode === 'computer' && !this.#position.over && !this.#isPersonsTurn();
  }

  /** Shows and says why `square` cannot be played, in the engine's terms; the game stays. */
  #refuse(square) {
    const refused = this.#game.refusal(square);
    if (refused !== null) this.#refusal = refusalText(this.#options.lang, refused);
    this.#view.announce(this.#refusal);
    this.show();
  }

  /**
   * Plays `square` (the person's move when `byPerson`). Where the line goes on, a person's
   * move starts a variation unless it replaces only the last move; what it drops otherwise
   * (an earlier variation, a variation's later moves) is kept for `restore`.
   */
  #play(square, byPerson = false) {
    const mover = this.#position.toMove;
    const again = this.#position.lastPass !== undefined;
    const at = this.#position.moveCount;
    const onlyLast = this.#onlyLastMove(at);
    const { flips, kind } = this.#lines.play(square, { keep: byPerson && !onlyLast, fork: !onlyLast });
    this.#epoch += 1;
    this.#refusal = '';
    const state = this.#position;
    if (state.lastPass !== undefined) this.#pass = { color: state.lastPass, then: null };
    else if (this.#pass !== null && again) this.#pass.then = { color: mover, square };
    this.show();
    this.#view.flip(flips);
    const variation = kind === 'fork' ? at : undefined;
    reportMove(this.#view, this.#text(), this.#engine.squareName, { mover, square, flips, state, again, variation });
    // A move that changes the main line ends its review (its records are of another game).
    if (this.#review.active && !this.#onReviewedLine()) this.cancelReview();
    if (this.#options.mode === 'puzzle' && !this.#puzzle.solving) this.#puzzle.judge(square);
    this.think();
  }

  /** Whether the main line is the line reviewed (from the same start). */
  #onReviewedLine() {
    return this.#review.covers(this.#game.mainLine());
  }

  #fail(message) {
    this.#failure = message;
    this.#computer.thinking = false;
    this.#view.announce(message);
    this.show();
  }
}
