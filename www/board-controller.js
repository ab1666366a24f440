// What a <reversi-board> does with its game, without a DOM: whose turn it is, the person's
// moves (and why an illegal one is refused), the computer's moves through the shared workers,
// the hints and the graph's scores, undo, redo and jumps along the line, the review of a
// game (game-review.js) and a puzzle's answer and solution (puzzle-session.js). The element
// (reversi-board.js) is its view: it reads the attributes into `configure`, turns clicks and
// keys into calls here, and draws what `render` asks it to from the state read here. As 2048
// splits its GameManager from its actuator, this holds the game and the view shows it.
//
// The view it is given: { text() (the words, i18n.js), render(), announce(sentence),
// emit(type, detail), flip(squares) (the last move's discs turning), cleared() (a new game
// replaced the old) }.

import { askComputer } from './ai-pool.js';
import { reviewGame } from './game-review.js';
import { PuzzleSession } from './puzzle-session.js';
import { refusalText } from './i18n.js';

/** The least time a computer move takes, so that a person sees it happen. */
const COMPUTER_DELAY_MS = 350;
/** The time between the moves of a puzzle's solution as it plays out. */
const SOLUTION_STEP_MS = 700;
/** The engine's colour codes as the element's attributes and events name them. */
export const KEYS = { 1: 'black', 2: 'white' };

export class GameController {
  #engine;
  #view;
  #options = null; // mode, human, level, hints, readonly, board, moves, lang
  #game = null;
  #serial = 0; // which game: changes on new game or import; hint answers carry it
  #epoch = 0; // which position: changes on every move, undo or redo; computer answers carry it
  #thinking = false;
  #failure = '';
  #refusal = ''; // why the person's last click could not be played, until the position changes
  #hints = new Map(); // transcript -> { hints, toMove } (or null while asked) for this game
  #computerTimer = 0;
  #moveRequest = null; // AbortController of the computer's move being searched, if any
  #hintRequests = new AbortController(); // aborts every hint search of this game
  #backfilling = false; // one earlier position at a time is being scored for the graph
  #loaded = false; // the game came with moves (attribute, import, script): it can be reviewed
  // The review of the line: { startBoard, transcript, records (null until done), done,
  // total, request (AbortController), promise }. While there is one, the computer waits.
  #review = null;
  #puzzle = null; // the PuzzleSession of mode "puzzle"
  #puzzleStart = 0; // the move count of the puzzle's position
  #verdict = null; // the judged answer (PuzzleSession.judge), or null
  #judging = false;
  #solving = false; // the solution is playing out
  #puzzleTooBig = false; // too many empties to be solved as a puzzle: nothing can be played

  constructor(engine, view) {
    this.#engine = engine;
    this.#view = view;
  }

  /** The game (an engine `Game`, owned here), or null before the first `restart`. */
  get game() {
    return this.#game;
  }

  /** Whether the computer is choosing its move. */
  get thinking() {
    return this.#thinking;
  }

  /** Why the computer could not move, or ''. */
  get failure() {
    return this.#failure;
  }

  /** Why the person's last move was refused (until the position changes), or ''. */
  get refusal() {
    return this.#refusal;
  }

  /** The review of the line: { records (null while it runs), done, total }, or null. */
  get review() {
    const review = this.#review;
    return review && { records: review.records, done: review.done, total: review.total };
  }

  /** The review's record of the move played from the position shown, if reviewed. */
  reviewRecordHere() {
    const records = this.#review?.records;
    if (!records || !this.#onReviewedLine()) return null;
    return records[this.#game.move_count()] ?? null;
  }

  /**
   * Whether "Review" is offered: a line of at least one move that is over, replayed, or
   * loaded (not a game against the computer still going on, nor a puzzle).
   */
  canReview() {
    const game = this.#game;
    if (game === null || this.#options.mode === 'puzzle') return false;
    const line = this.#line();
    if (line.transcript === '') return false;
    return line.over || this.#options.mode === 'replay' || this.#loaded;
  }

  /**
   * Reviews the whole line (the moves that can be redone included). Resolves to the records
   * (also sent as the `analysis` event); rejects with an `AbortError` when cancelled, or the
   * line changes first. Asked again for the same line, it returns the same review.
   */
  startReview() {
    const line = this.#line();
    if (line.transcript === '') return Promise.reject(new Error('there is no move to review'));
    if (this.#review?.transcript === line.transcript) return this.#review.promise;
    this.cancelReview();
    const request = new AbortController();
    const review = { ...line, records: null, done: 0, total: 0, request };
    this.#review = review;
    this.stopComputer();
    review.promise = reviewGame(this.#engine, line, {
      signal: request.signal,
      onProgress: (done, total) => {
        if (this.#review !== review) return;
        Object.assign(review, { done, total });
        this.#view.render();
      },
    }).then(
      (records) => {
        if (this.#review === review) {
          review.records = records;
          this.#view.render();
          this.#view.emit('analysis', { records, transcript: line.transcript });
        }
        return records;
      },
      (error) => {
        if (this.#review === review) this.cancelReview();
        throw error;
      },
    );
    // The element's own button does not wait on the promise; a failure shows as no review.
    review.promise.catch(() => {});
    this.#view.render();
    return review.promise;
  }

  /** Stops the review and forgets it; the computer may move again. */
  cancelReview() {
    const review = this.#review;
    if (review === null) return;
    this.#review = null;
    review.request.abort();
    this.#view.render();
    if (this.#game !== null) this.think();
  }

  /** The answer judged in a puzzle (see PuzzleSession.judge), or null. */
  get verdict() {
    return this.#verdict;
  }

  /** Whether a puzzle's answer is being checked. */
  get judging() {
    return this.#judging;
  }

  /** Whether a puzzle's solution is playing out. */
  get solving() {
    return this.#solving;
  }

  /**
   * Starts solving the puzzle's moves, once: called when the reader first points at or
   * focuses the board, so that the answer is usually judged at once, while a page whose
   * puzzle nobody touches never starts a worker or fetches the evaluation for it.
   */
  preparePuzzle() {
    const game = this.#game;
    if (this.#options.mode !== 'puzzle' || this.#puzzle !== null || game === null) return;
    if (game.is_over() || this.#puzzleTooBig) return;
    const position = game.copy();
    while (position.move_count() > this.#puzzleStart && position.undo());
    this.#puzzle = new PuzzleSession({
      startBoard: position.start_board_string(),
      transcript: position.transcript(),
    });
    position.free();
  }

  /**
   * Stops the puzzle's searches (the board left the page): an answer still being judged, or
   * a solution playing out, is taken back; the moves are solved again when next needed.
   */
  stopPuzzle() {
    if (this.#puzzle === null) return;
    this.#puzzle.stop();
    this.#puzzle = null;
    if (this.#judging || this.#solving) this.retryPuzzle();
  }

  /** Back to the puzzle's position, for another answer. */
  retryPuzzle() {
    if (this.#options.mode !== 'puzzle') return;
    this.#solving = false;
    this.#judging = false;
    this.#verdict = null;
    this.#epoch += 1;
    this.goToMove(this.#puzzleStart);
    this.#view.render();
  }

  /** Plays the puzzle's best line from its position to the end, a move at a time. */
  showSolution() {
    if (this.#options.mode !== 'puzzle') return;
    this.retryPuzzle();
    this.preparePuzzle();
    if (this.#puzzle === null) return;
    this.#solving = true;
    this.#view.render();
    this.#playSolutionFrom(this.#epoch);
  }

  /**
   * Plays the solution's next move, then the next: until the end, or until the position
   * changes otherwise (a retry, a new puzzle), which moves `#epoch` on from `epoch`.
   */
  #playSolutionFrom(epoch) {
    const game = this.#game;
    if (epoch !== this.#epoch || !this.#solving) return;
    if (game.is_over()) {
      this.#solving = false;
      this.#view.render();
      return;
    }
    const askedAt = performance.now();
    this.#puzzle.bestMoveAt(game.start_board_string(), game.transcript()).then(
      ({ square }) => {
        if (epoch !== this.#epoch) return;
        const wait = Math.max(0, SOLUTION_STEP_MS - (performance.now() - askedAt));
        this.#computerTimer = setTimeout(() => {
          if (epoch !== this.#epoch) return;
          this.#play(square);
          this.#playSolutionFrom(this.#epoch);
        }, wait);
      },
      (error) => {
        if (epoch === this.#epoch) this.#fail(this.#view.text().computerFailed(error.message));
      },
    );
  }

  /** The hints of the position after `transcript`: { hints, toMove }, null while asked. */
  hintsAt(transcript) {
    return this.#hints.get(transcript);
  }

  /** The options the element's attributes give (board-options.js); takes effect as below. */
  configure(options) {
    this.#options = options;
  }

  /** Whether hints are shown: asked for, and not in a puzzle (they would give it away). */
  hintsOn() {
    return this.#options.hints && this.#options.mode !== 'puzzle';
  }

  isReadonly() {
    return this.#options.readonly || this.#options.mode === 'replay';
  }

  canPersonPlay() {
    return !this.#thinking && !this.#failure && !this.isReadonly() && this.#isPersonsTurn();
  }

  /**
   * Sets up the start position from the options. Returns the names of the options that could
   * not be used ("board", "moves"), which then fall back to their defaults.
   */
  restart() {
    const { Game } = this.#engine;
    const { board, moves, mode } = this.#options;
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
    this.#loaded = moves !== '' && !problems.includes('moves');
    this.#setGame(game);
    const empties = Array.from(game.cells()).filter((cell) => cell === 0).length;
    this.#puzzleTooBig = mode === 'puzzle' && empties > this.#engine.puzzleMostEmpties;
    if (this.#puzzleTooBig) problems.push('puzzle-board');
    const text = this.#view.text();
    this.#view.announce(
      mode === 'puzzle' ? text.puzzleTask(text.colors[game.to_move()]) : text.newGame(text.colors[game.to_move()]),
    );
    return problems;
  }

  /**
   * Replaces the game with its start position plus `transcript`. Throws the engine's Error
   * (with its code for refusalText), leaving the game unchanged, when they are not legal.
   */
  loadMoves(transcript) {
    const game = this.#engine.Game.from_board(this.#game.start_board_string());
    try {
      game.play_transcript(String(transcript));
    } catch (error) {
      game.free();
      throw error instanceof Error ? error : new Error(String(error));
    }
    if (this.#options.mode === 'replay') while (game.undo());
    this.#loaded = true;
    this.#setGame(game);
    this.#view.announce(this.#view.text().loaded(game.move_count()));
  }

  /** Takes back a move (against the computer: back to the person's previous turn). */
  undo() {
    const game = this.#game;
    if (game === null || !game.undo()) return false;
    let count = 1;
    // Against the computer, back to the person's turn; along a review, one move at a time.
    if (this.#options.mode === 'computer' && this.#review === null) {
      while (!this.#isPersonsTurn() && game.undo()) count += 1;
    }
    this.#jumped(this.#view.text().takenBack(count));
    return true;
  }

  /** Replays a move taken back (against the computer: up to the person's next turn). */
  redo() {
    const game = this.#game;
    if (game === null || !game.redo()) return false;
    let count = 1;
    if (this.#options.mode === 'computer' && this.#review === null) {
      while (!game.is_over() && !this.#isPersonsTurn() && game.redo()) count += 1;
    }
    this.#jumped(this.#view.text().replayed(count));
    return true;
  }

  /**
   * Shows the position after `move` moves of the line, undoing or redoing (the graph's
   * points; 0 and Infinity for the replay's first and last).
   */
  goToMove(move) {
    const game = this.#game;
    if (game === null || (this.isReadonly() && this.#options.mode !== 'replay')) return;
    let back = 0;
    let forward = 0;
    while (game.move_count() > move && game.undo()) back += 1;
    while (game.move_count() < move && game.redo()) forward += 1;
    const text = this.#view.text();
    if (back > 0) this.#jumped(text.takenBack(back));
    else if (forward > 0) this.#jumped(text.replayed(forward));
  }

  /** A person's click or key on `square`: played if legal, else refused with the reason. */
  playPersonsMove(square) {
    if (this.#game === null || !this.canPersonPlay()) return;
    if (!this.#game.legal_moves().includes(square)) {
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
    this.#hintRequests.abort();
    this.#hintRequests = new AbortController();
    this.#hints.clear();
  }

  /** Asks the workers for what the position needs: the computer's move, and hints if on. */
  think() {
    const game = this.#game;
    if (game === null) return;
    const startBoard = game.start_board_string();
    const transcript = game.transcript();
    if (this.#isComputersTurn() && !this.#thinking && !this.#failure && this.#review === null) {
      const epoch = this.#epoch;
      const sentAt = performance.now();
      this.#thinking = true;
      this.#view.render();
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
              this.#fail(this.#view.text().computerFailed(error.message));
            }
          }, wait);
        },
        (error) => {
          if (epoch === this.#epoch) this.#fail(this.#view.text().computerFailed(error.message));
        },
      );
    }
    if (this.hintsOn() && !game.is_over() && !this.#hints.has(transcript)) {
      this.#askHints(startBoard, transcript, game.to_move());
    }
    if (this.hintsOn()) this.#fillGraph();
  }

  /** "Black wins 34–30" or "Draw 32–32", for `state` (a snapshot of a finished game). */
  resultText(state) {
    const text = this.#view.text();
    const { black, white } = state;
    switch (state.winner) {
      case 1:
        return text.wins(text.colors[1], black, white);
      case 2:
        return text.wins(text.colors[2], white, black);
      default:
        return text.draw(black, white);
    }
  }

  #setGame(game) {
    this.#game?.free();
    this.#game = game;
    this.#serial += 1;
    this.stopHints();
    this.#review?.request.abort();
    this.#review = null;
    this.#puzzle?.stop();
    this.#puzzle = null;
    this.#puzzleStart = game.move_count();
    this.#verdict = null;
    this.#judging = false;
    this.#solving = false;
    this.#view.cleared();
    this.#jumped(null);
  }

  /** After any change of position but a move: stop the computer's search, redraw. */
  #jumped(sentence) {
    this.stopComputer();
    this.#failure = '';
    this.#refusal = '';
    if (sentence !== null) this.#view.announce(sentence);
    this.#view.render();
    this.#view.emit('positionchange', {
      transcript: this.#game.transcript(),
      moveCount: this.#game.move_count(),
    });
    this.think();
  }

  #isPersonsTurn() {
    const game = this.#game;
    if (game.is_over()) return false;
    const { mode, human } = this.#options;
    if (mode === 'puzzle') {
      return (
        game.move_count() === this.#puzzleStart &&
        !this.#solving &&
        this.#verdict === null &&
        !this.#puzzleTooBig
      );
    }
    return mode === 'human' || (mode === 'computer' && game.to_move() === human);
  }

  #isComputersTurn() {
    return this.#options.mode === 'computer' && !this.#game.is_over() && !this.#isPersonsTurn();
  }

  /** Shows and says why `square` cannot be played, in the engine's terms; the game stays. */
  #refuse(square) {
    const probe = this.#game.copy();
    try {
      probe.play(square);
    } catch (error) {
      this.#refusal = refusalText(this.#options.lang, error);
    } finally {
      probe.free();
    }
    this.#view.announce(this.#refusal);
    this.#view.render();
  }

  #play(square) {
    const game = this.#game;
    const text = this.#view.text();
    const { squareName } = this.#engine;
    const mover = game.to_move();
    const flips = Array.from(game.play(square));
    this.#epoch += 1;
    this.#refusal = '';
    const state = game.snapshot();
    const { over, lastPass: passed, transcript, black, white } = state;
    let sentence = text.plays(text.colors[mover], squareName(square), flips.length);
    if (passed !== undefined) sentence += ` ${text.passes(text.colors[passed])}`;
    if (over) sentence += ` ${text.gameOverSentence(this.resultText(state))}`;
    this.#view.announce(sentence);
    this.#view.render();
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
    if (this.#options.mode === 'puzzle' && !this.#solving) this.#judge(square);
    this.think();
  }

  /** Judges the puzzle's answer `square` with the exact scores of every move. */
  #judge(square) {
    this.preparePuzzle();
    const epoch = this.#epoch;
    this.#judging = true;
    this.#view.render();
    this.#puzzle.judge(square).then(
      (verdict) => {
        if (epoch !== this.#epoch) return;
        this.#judging = false;
        this.#verdict = verdict;
        const { squareName } = this.#engine;
        this.#view.announce(this.#view.text().verdict(verdict, squareName));
        this.#view.render();
        this.#view.emit('puzzleanswer', {
          square: squareName(verdict.square),
          score: verdict.score,
          best: squareName(verdict.best),
          bestScore: verdict.bestScore,
          loss: verdict.loss,
          correct: verdict.correct,
        });
      },
      (error) => {
        if (epoch === this.#epoch) this.#fail(this.#view.text().computerFailed(error.message));
      },
    );
  }

  /** The whole line: the game with every move that can be redone, and whether it ends. */
  #line() {
    const line = this.#game.copy();
    while (line.redo());
    const whole = {
      startBoard: line.start_board_string(),
      transcript: line.transcript(),
      over: line.is_over(),
    };
    line.free();
    return whole;
  }

  /** Whether the game shown is on the reviewed line (reviewed from the same start). */
  #onReviewedLine() {
    const review = this.#review;
    if (review === null) return false;
    const game = this.#game;
    const line = this.#line();
    return line.startBoard === review.startBoard && line.transcript === review.transcript;
  }

  /** Asks for the hints of one position of this game; resolves once they are in (or failed). */
  #askHints(startBoard, transcript, toMove) {
    const serial = this.#serial;
    this.#hints.set(transcript, null);
    const question = { kind: 'hints', startBoard, transcript, level: this.#engine.hintLevel };
    return askComputer(question, this.#hintRequests.signal).then(
      ({ hints }) => {
        if (serial !== this.#serial) return;
        this.#hints.set(transcript, { hints, toMove });
        this.#view.render();
      },
      () => {
        if (serial === this.#serial) this.#hints.delete(transcript);
      },
    );
  }

  /**
   * Scores the earlier positions of the game for the graph (turned on mid-game, or loaded),
   * one at a time and latest first, so that they never crowd out the computer's own moves.
   */
  #fillGraph() {
    if (this.#backfilling) return;
    const game = this.#game;
    const transcript = game.transcript();
    const replay = game.copy();
    let missing = null;
    for (let move = game.move_count() - 1; move >= 0 && missing === null; move -= 1) {
      replay.undo();
      if (!this.#hints.has(transcript.slice(0, move * 2))) missing = move;
    }
    const toMove = replay.to_move();
    replay.free();
    if (missing === null) return;
    this.#backfilling = true;
    this.#askHints(game.start_board_string(), transcript.slice(0, missing * 2), toMove).then(() => {
      this.#backfilling = false;
      if (this.#game !== null && this.hintsOn()) this.#fillGraph();
    });
  }

  #fail(message) {
    this.#failure = message;
    this.#thinking = false;
    this.#view.announce(message);
    this.#view.render();
  }
}
