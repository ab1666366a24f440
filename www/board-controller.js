// What a <reversi-board> does with its game, without a DOM: whose turn it is, the person's
// moves (and why an illegal one is refused), the computer's moves through the shared workers,
// the hints and the graph's scores, undo, redo and jumps along the line, the review of a
// game (game-review.js) and a puzzle's answer and solution (puzzle-session.js). The element
// (reversi-board.js) reads the attributes into `configure` and turns clicks and keys into
// calls here; after every change this builds the whole state (board-state.js) and hands it
// to the view's `render(state)`. As 2048's GameManager hands its actuator the grid and its
// metadata, this holds the game and the view draws what it is handed.
//
// The game is a GameLine (game-line.js), read through one snapshot per change.
//
// The view it is given: { render(state), announce(sentence), emit(type, detail),
// flip(squares) (the last move's discs turning), cleared() (a new game replaced the old) }.

import { askComputer } from './ai-pool.js';
import { GameLine } from './game-line.js';
import { HintBook } from './hint-book.js';
import { LineReview } from './game-review.js';
import { Puzzle } from './puzzle-session.js';
import { refusalText, textFor } from './i18n.js';
import { KEYS, resultText } from './board-state.js';

/** The least time a computer move takes, so that a person sees it happen. */
const COMPUTER_DELAY_MS = 350;

export class GameController {
  #engine;
  #view;
  #options = null; // mode, human, level, hints, readonly, board, moves, lang
  #game = null; // the GameLine, once `restart` has run
  #epoch = 0; // which position: changes on every move, undo or redo; computer answers carry it
  #thinking = false;
  #failure = '';
  #refusal = ''; // why the person's last click could not be played, until the position changes
  #hints; // the HintBook of this game's positions
  #computerTimer = 0;
  #moveRequest = null; // AbortController of the computer's move being searched, if any
  #loaded = false; // the game came with moves (attribute, import, script): it can be reviewed
  #review = null; // the LineReview of the line; while there is one, the computer waits
  #puzzle; // the Puzzle of mode "puzzle"

  constructor(engine, view) {
    this.#engine = engine;
    this.#view = view;
    this.#hints = new HintBook(engine.hintLevel, () => this.show());
    this.#puzzle = new Puzzle({
      position: () => this.#position,
      ticket: () => {
        const epoch = this.#epoch;
        return () => epoch === this.#epoch;
      },
      play: (square) => this.#play(square),
      show: () => this.show(),
      announce: (sentence) => view.announce(sentence),
      emit: (type, detail) => view.emit(type, detail),
      fail: (error) => this.#fail(this.#text().computerFailed(error.message)),
      text: () => this.#text(),
      squareName: engine.squareName,
    });
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

  /**
   * Sets up the start position from the options. Returns the names of the options that could
   * not be used ("board", "moves"), which then fall back to their defaults.
   */
  restart() {
    const { line, problems } = GameLine.fromOptions(this.#engine.Game, this.#options);
    const { moves, mode } = this.#options;
    this.#loaded = moves !== '' && !problems.includes('moves');
    this.#setGame(line);
    const { cells, toMove } = this.#position;
    const empties = cells.filter((cell) => cell === 0).length;
    this.#puzzle.tooBig = mode === 'puzzle' && empties > this.#engine.puzzleMostEmpties;
    if (this.#puzzle.tooBig) problems.push('puzzle-board');
    const text = this.#text();
    this.#view.announce(
      mode === 'puzzle' ? text.puzzleTask(text.colors[toMove]) : text.newGame(text.colors[toMove]),
    );
    return problems;
  }

  /**
   * Replaces the game with its start position plus `transcript`. Throws the engine's Error
   * (with its code for refusalText), leaving the game unchanged, when they are not legal.
   */
  loadMoves(transcript) {
    const replay = this.#options.mode === 'replay';
    const game = this.#game.withMoves(this.#engine.Game, transcript, replay);
    this.#loaded = true;
    this.#setGame(game);
    this.#view.announce(this.#text().loaded(this.#position.moveCount));
  }

  /** Takes back a move (against the computer: back to the person's previous turn). */
  undo() {
    if (this.#game === null || !this.#game.undo()) return false;
    let count = 1;
    // Against the computer, back to the person's turn; along a review, one move at a time.
    if (this.#options.mode === 'computer' && this.#review === null) {
      while (!this.#isPersonsTurn() && this.#game.undo()) count += 1;
    }
    this.#jumped(this.#text().takenBack(count));
    return true;
  }

  /** Replays a move taken back (against the computer: up to the person's next turn). */
  redo() {
    if (this.#game === null || !this.#game.redo()) return false;
    let count = 1;
    if (this.#options.mode === 'computer' && this.#review === null) {
      while (!this.#position.over && !this.#isPersonsTurn() && this.#game.redo()) count += 1;
    }
    this.#jumped(this.#text().replayed(count));
    return true;
  }

  /**
   * Shows the position after `move` moves of the line, undoing or redoing (the graph's
   * points; 0 and Infinity for the replay's first and last).
   */
  goToMove(move) {
    if (this.#game === null || (this.isReadonly() && this.#options.mode !== 'replay')) return;
    const { back, forward } = this.#game.goTo(move);
    const text = this.#text();
    if (back > 0) this.#jumped(text.takenBack(back));
    else if (forward > 0) this.#jumped(text.replayed(forward));
  }

  /** A person's click or key on `square`: played if legal, else refused with the reason. */
  playPersonsMove(square) {
    if (this.#game === null || !this.#canPersonPlay()) return;
    if (!this.#position.legal.includes(square)) {
      this.#refuse(square);
      return;
    }
    this.#play(square);
  }

  /** Stops the computer's move: its search (the worker is stopped) and its pending answer. */
  stopComputer() {
    this.#epoch += 1;
    clearTimeout(this.#computerTimer);
    this.#thinking = false;
    this.#moveRequest?.abort();
    this.#moveRequest = null;
  }

  /** Stops every hint search of this game and forgets the hints found. */
  stopHints() {
    this.#hints.stop();
  }

  /** Asks the workers for what the position needs: the computer's move, and hints if on. */
  think() {
    if (this.#game === null) return;
    const { startBoard, transcript } = this.#position;
    if (this.#isComputersTurn() && !this.#thinking && !this.#failure && this.#review === null) {
      const epoch = this.#epoch;
      const sentAt = performance.now();
      this.#thinking = true;
      this.show();
      const request = new AbortController();
      this.#moveRequest = request;
      const move = { kind: 'move', startBoard, transcript, level: this.#options.level };
      askComputer(move, request.signal).then(
        ({ square }) => {
          if (epoch !== this.#epoch) return;
          this.#moveRequest = null;
          const wait = Math.max(0, COMPUTER_DELAY_MS - (performance.now() - sentAt));
          this.#computerTimer = setTimeout(() => {
            if (epoch !== this.#epoch) return;
            this.#thinking = false;
            try {
              this.#play(square);
            } catch (error) {
              this.#fail(this.#text().computerFailed(error.message));
            }
          }, wait);
        },
        (error) => {
          if (epoch === this.#epoch) this.#fail(this.#text().computerFailed(error.message));
        },
      );
    }
    if (this.#hintsOn()) {
      this.#hints.askFor(this.#position);
      this.#fillGraph();
    }
  }

  /**
   * Reviews the whole line (the moves that can be redone included). Resolves to the records
   * (also sent as the `analysis` event); rejects with an `AbortError` when cancelled, or the
   * line changes first. Asked again for the same line, it returns the same review.
   */
  startReview() {
    const line = this.#game.line();
    if (line.transcript === '') return Promise.reject(new Error('there is no move to review'));
    if (this.#review?.transcript === line.transcript) return this.#review.promise;
    this.cancelReview();
    const review = new LineReview(line);
    const current = () => this.#review === review;
    this.#review = review;
    this.stopComputer();
    review.start(this.#engine, {
      onProgress: () => current() && this.show(),
      onDone: (records) => {
        if (!current()) return;
        this.show();
        this.#view.emit('analysis', { records, transcript: line.transcript });
      },
      onFail: () => current() && this.cancelReview(),
    });
    this.show();
    return review.promise;
  }

  /** Stops the review and forgets it; the computer may move again. */
  cancelReview() {
    const review = this.#review;
    if (review === null) return;
    this.#review = null;
    review.cancel();
    this.show();
    if (this.#game !== null) this.think();
  }

  /** Starts solving the puzzle's moves, once (when the reader first points at the board). */
  preparePuzzle() {
    if (this.#options.mode === 'puzzle' && this.#game !== null) this.#puzzle.prepare();
  }

  /** Stops the puzzle's searches (the board left the page); a judging or solution is taken back. */
  stopPuzzle() {
    if (this.#puzzle.stop()) this.retryPuzzle();
  }

  /** Back to the puzzle's position, for another answer. */
  retryPuzzle() {
    if (this.#options.mode !== 'puzzle') return;
    this.#puzzle.clear();
    this.#epoch += 1;
    this.goToMove(this.#puzzle.start);
    this.show();
  }

  /** Plays the puzzle's best line from its position to the end, a move at a time. */
  showSolution() {
    if (this.#options.mode !== 'puzzle') return;
    this.retryPuzzle();
    if (this.#game !== null) this.#puzzle.playSolution();
  }

  /** The whole state the view draws (board-state.js), as it is now. */
  #state() {
    const options = this.#options;
    const review = this.#review;
    const records = review?.records ?? null;
    const onLine = records !== null && this.#onReviewedLine();
    return {
      game: this.#position,
      canPlay: this.#canPersonPlay(),
      thinking: this.#thinking,
      hints: this.#hintsOn() ? this.#hintsHere() : null,
      review: {
        offered: review === null && this.#canReview(),
        running: review !== null && records === null,
        done: review?.done ?? 0,
        total: review?.total ?? 0,
        records,
        here: onLine ? records[this.#position.moveCount] ?? null : null,
      },
      puzzle: { judging: this.#puzzle.judging, solving: this.#puzzle.solving },
      verdict: options.mode === 'puzzle' ? this.#puzzle.verdict : null,
      message: { failure: this.#failure, refusal: this.#refusal },
      settings: {
        mode: options.mode,
        human: options.human,
        level: options.level,
        lang: options.lang,
        readonly: this.isReadonly(),
      },
    };
  }

  /** The hints of the position shown, and the graph's points along the whole line. */
  #hintsHere() {
    const line = this.#game.line();
    const scores = this.#hints.scores(line);
    return { here: this.#hints.at(this.#position.transcript), scores, total: line.moveCount };
  }

  /** Whether hints are shown: asked for, and not in a puzzle (they would give it away). */
  #hintsOn() {
    return this.#options.hints && this.#options.mode !== 'puzzle';
  }

  #canPersonPlay() {
    return !this.#thinking && !this.#failure && !this.isReadonly() && this.#isPersonsTurn();
  }

  /**
   * Whether "Review" is offered: a line of at least one move that is over, replayed, or
   * loaded (not a game against the computer still going on, nor a puzzle).
   */
  #canReview() {
    if (this.#game === null || this.#options.mode === 'puzzle') return false;
    const line = this.#game.line();
    if (line.transcript === '') return false;
    return line.over || this.#options.mode === 'replay' || this.#loaded;
  }

  #text() {
    return textFor(this.#options.lang);
  }

  /** The game's snapshot, as of its last change. */
  get #position() {
    return this.#game.position;
  }

  #setGame(game) {
    this.#game?.free();
    this.#game = game;
    this.#hints.newGame();
    this.#review?.cancel();
    this.#review = null;
    this.#puzzle.reset(this.#position.moveCount);
    this.#view.cleared();
    this.#jumped(null);
  }

  /** After any change of position but a move: stop the computer's search, redraw. */
  #jumped(sentence) {
    this.stopComputer();
    this.#failure = '';
    this.#refusal = '';
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

  #play(square) {
    const text = this.#text();
    const { squareName } = this.#engine;
    const mover = this.#position.toMove;
    const flips = this.#game.play(square);
    this.#epoch += 1;
    this.#refusal = '';
    const state = this.#position;
    const { over, lastPass: passed, transcript, black, white } = state;
    let sentence = text.plays(text.colors[mover], squareName(square), flips.length);
    if (passed !== undefined) sentence += ` ${text.passes(text.colors[passed])}`;
    if (over) sentence += ` ${text.gameOverSentence(resultText(text, state))}`;
    this.#view.announce(sentence);
    this.show();
    this.#view.flip(flips);

    this.#view.emit('move', {
      square: squareName(square),
      index: square,
      color: KEYS[mover],
      flips: flips.map((flip) => squareName(flip)),
      black,
      white,
      transcript,
    });
    if (passed !== undefined) this.#view.emit('pass', { color: KEYS[passed], transcript });
    if (over) {
      this.#view.emit('gameover', { winner: KEYS[state.winner] ?? 'draw', black, white, transcript });
    }
    this.#view.emit('positionchange', { transcript, moveCount: state.moveCount });
    // A move off the reviewed line ends the review (its records are of another game).
    if (this.#review !== null && !this.#onReviewedLine()) this.cancelReview();
    if (this.#options.mode === 'puzzle' && !this.#puzzle.solving) this.#puzzle.judge(square);
    this.think();
  }

  /** Whether the game shown is on the reviewed line (reviewed from the same start). */
  #onReviewedLine() {
    return this.#review?.covers(this.#game.line()) ?? false;
  }

  /** Scores the earlier positions of the game for the graph, one at a time (HintBook). */
  #fillGraph() {
    this.#hints.fillEarlier(this.#game)?.then(() => {
      if (this.#game !== null && this.#hintsOn()) this.#fillGraph();
    });
  }

  #fail(message) {
    this.#failure = message;
    this.#thinking = false;
    this.#view.announce(message);
    this.show();
  }
}
