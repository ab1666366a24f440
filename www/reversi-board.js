// <reversi-board>: an Othello game as one custom element, for the full page and for any host
// page (a blog post) alike. It wires the game (an engine `Game`, the one piece of state that
// matters), the board view, the input, the shared computer workers and the words together, and
// writes the state into its shadow root (text for people) and its own data-* attributes (for
// scripts and tests). It holds no rules: legal moves, flips, passes and results come from the
// engine. It never registers a service worker and loads nothing but its own files.
//
// Embed:   <script type="module" src="www/reversi-board.js"></script>
//          <reversi-board level="4" hints="on"></reversi-board>
//
// Attributes (a wrong value shows a message inside the board and falls back to the default):
//   moves        start transcript, such as "f5d6c3" (played from `board` or the standard start)
//   board        start position: 64 of X/O/- for a1..h8, a space, X or O to move (as OBF)
//   mode         "computer" (default: a person against the computer), "human" (two people
//                at one board) or "replay" (read-only: steps through `moves` with the buttons)
//   color        the person's colour against the computer: "black" (default) or "white"
//   level        the computer's level, 0 (first legal move) to 8 (strongest, timed); default 3
//   hints        "on": the score of every legal move on its square, and the evaluation graph
//   coordinates  "off" hides the a-h / 1-8 labels (default "on")
//   size         the board's side as a CSS length ("360px", "20rem"); default fits the width
//   theme        "light", "dark" or "auto" (default: follows prefers-color-scheme)
//   lang         "en" or "ja" (default: the nearest lang attribute, else the page's)
//   readonly     present: no moves, no new game, no import (look and step through only)
//
// Events (CustomEvent, bubbling and composed; detail in brackets):
//   move      { square: "f5", index, color: "black"|"white", flips: ["e5"], black, white, transcript }
//   pass      { color (the side that passes), transcript }
//   gameover  { winner: "black"|"white"|"draw", black, white, transcript }
//   positionchange { transcript, moveCount }  after any change of position (move, undo, import…)
//
// JS API: newGame(), undo(), redo() (both return whether anything changed), `moves` (get: the
// current transcript; set: replaces the game with the start position plus those moves, throwing
// an Error with a readable message and leaving the game unchanged when they are not legal),
// `ready` (a Promise resolved once the engine is loaded).
//
// State for scripts and tests, on the element: data-status "loading" | "playing" | "thinking"
// | "over" | "error"; data-transcript; data-to-move "black" | "white" | ""; data-mode;
// data-human "black" | "white" | ""; data-level.

import { loadEngine } from './engine.js';
import { askComputer } from './ai-pool.js';
import { createBoardView } from './board-view.js';
import { createEvalGraph } from './eval-graph.js';
import { attachInput } from './input.js';
import { textFor, refusalText } from './i18n.js';
import { readOptions } from './board-options.js';
import { createTemplate } from './board-template.js';
import { boardStyle } from './board-style.js';

/** The least time a computer move takes, so that a person sees it happen. */
const COMPUTER_DELAY_MS = 350;
const COPIED_MS = 1500;
const KEYS = { 1: 'black', 2: 'white' };
const RESTARTING_ATTRIBUTES = new Set(['moves', 'board', 'mode', 'color']);

/** Resolves to `value` in a later task, letting the browser handle what waits meanwhile. */
const nextTask = (value) => new Promise((resolve) => setTimeout(resolve, 0, value));

const template = createTemplate();

/** The `size` attribute (a CSS length, or null for the default) as the board's side. */
function setBoardSize(element, size) {
  if (size === null) element.style.removeProperty('--reversi-board-size');
  else element.style.setProperty('--reversi-board-size', size);
}

/**
 * Boards waiting to be built, built one per task: building a board's shadow DOM and the
 * browser's first style and layout of it take a few milliseconds, and twenty boards built
 * and laid out together held the main thread for over 100 ms.
 */
const unbuilt = [];
function buildInTurn(build) {
  unbuilt.push(build);
  if (unbuilt.length === 1) setTimeout(buildNext, 0);
}
function buildNext() {
  const root = unbuilt.shift()();
  // Laid out now, in this task, rather than with all the others at the next frame.
  void root.offsetHeight;
  if (unbuilt.length > 0) setTimeout(buildNext, 0);
}

export class ReversiBoard extends HTMLElement {
  static observedAttributes = [
    'moves', 'board', 'mode', 'color', 'level', 'hints', 'coordinates', 'size', 'theme', 'lang',
    'readonly',
  ];

  #dom = {};
  #view;
  #graph;
  #engine = null;
  #game = null;
  #options;
  #problems = [];
  #text;
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
  #copiedTimer = 0;
  #placeholder; // the box that keeps the board's place until it is built
  #resolveReady;
  #ready = new Promise((resolve) => {
    this.#resolveReady = resolve;
  });

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = [boardStyle];
    // Keeps the board's place on the page until it is built: nothing below it moves then.
    this.#placeholder = document.createElement('div');
    this.#placeholder.className = 'placeholder';
    shadow.append(this.#placeholder);
    buildInTurn(() => this.#build());
  }

  /**
   * Builds the shadow DOM, the views and the input, once: in the board's turn (`buildInTurn`),
   * or at once when the engine arrives first. Returns the root.
   */
  #build() {
    if (this.#dom.root !== undefined) return this.#dom.root;
    const shadow = this.shadowRoot;
    shadow.replaceChildren(template.content.cloneNode(true));
    for (const element of shadow.querySelectorAll('[id]')) {
      this.#dom[element.id.replace(/-(\w)/g, (_, letter) => letter.toUpperCase())] = element;
    }
    this.#dom.root = shadow.querySelector('.root');
    this.#view = createBoardView(this.#dom.board);
    this.#graph = createEvalGraph(this.#dom.graph, { onPick: (move) => this.#goToMove(move) });
    this.#listen();
    if (this.#options !== undefined) this.#applyOptions();
    if (this.dataset.status === 'loading') this.#dom.turn.textContent = this.#text.loading;
    return this.#dom.root;
  }

  connectedCallback() {
    this.#readAttributes();
    if (this.#engine !== null) {
      // Back on the page after a move in the document: the searches it stopped start again.
      if (this.#game !== null) this.#think();
      return;
    }
    if (this.dataset.status === 'loading') return;
    this.dataset.status = 'loading';
    if (this.#dom.root !== undefined) this.#dom.turn.textContent = this.#text.loading;
    // Each board starts its game in a task of its own: twenty boards on one page then draw
    // one after another, not all in the one task in which the engine arrived.
    loadEngine().then(nextTask).then(
      (engine) => {
        this.#build();
        this.#engine = engine;
        this.#restart();
        this.#resolveReady();
      },
      (error) => {
        this.#build();
        this.dataset.status = 'error';
        this.#dom.turn.textContent = this.#text.loadFailed;
        this.#dom.notice.textContent = String(error?.message ?? error);
        this.#dom.notice.classList.add('is-shown');
      },
    );
  }

  /** A board taken off the page stops its searches, so that no worker keeps searching for it. */
  disconnectedCallback() {
    this.#stopComputer();
    this.#stopHints();
  }

  attributeChangedCallback(name, previous, value) {
    if (previous === value || this.#options === undefined) return;
    this.#readAttributes();
    if (this.#game === null) return;
    if (RESTARTING_ATTRIBUTES.has(name)) {
      this.#restart();
    } else {
      // A move searched at the old level is not wanted any more.
      if (name === 'level') this.#stopComputer();
      this.#render();
      // What a screen reader last heard was in the old language: say where the game stands
      // in the new one.
      if (name === 'lang') this.#announce(this.#dom.turn.textContent);
      this.#think();
    }
  }

  /** Resolves once the engine is loaded and the first game is set up. */
  get ready() {
    return this.#ready;
  }

  /** The moves played so far, such as "f5d6c3". */
  get moves() {
    return this.#game?.transcript() ?? '';
  }

  /**
   * Replaces the game with the start position plus `transcript`. Throws an Error naming the
   * problem, leaving the game unchanged, when the moves are not legal.
   */
  set moves(transcript) {
    if (this.#game === null) throw new Error('the board is still loading');
    const game = this.#engine.Game.from_board(this.#game.start_board_string());
    try {
      game.play_transcript(String(transcript));
    } catch (error) {
      game.free();
      // The engine's Error, with its code for refusalText (i18n.js).
      throw error instanceof Error ? error : new Error(String(error));
    }
    if (this.#options.mode === 'replay') while (game.undo());
    this.#setGame(game);
    this.#announce(this.#text.loaded(game.move_count()));
  }

  /** Starts again from the start position the attributes give. */
  newGame() {
    if (this.#game === null) return;
    this.#restart();
  }

  /** Takes back a move (against the computer: back to the person's previous turn). */
  undo() {
    const game = this.#game;
    if (game === null || !game.undo()) return false;
    let count = 1;
    if (this.#options.mode === 'computer') {
      while (!this.#isPersonsTurn() && game.undo()) count += 1;
    }
    this.#jumped(this.#text.takenBack(count));
    return true;
  }

  /** Replays a move taken back (against the computer: up to the person's next turn). */
  redo() {
    const game = this.#game;
    if (game === null || !game.redo()) return false;
    let count = 1;
    if (this.#options.mode === 'computer') {
      while (!game.is_over() && !this.#isPersonsTurn() && game.redo()) count += 1;
    }
    this.#jumped(this.#text.replayed(count));
    return true;
  }

  #readAttributes() {
    const { options, problems } = readOptions(this);
    this.#options = options;
    this.#problems = problems;
    this.#text = textFor(options.lang);
    if (this.#dom.root !== undefined) this.#applyOptions();
    else setBoardSize(this.#placeholder, options.size);
  }

  /** Shows the options read last: size, language, classes, words and any problems. */
  #applyOptions() {
    const options = this.#options;
    const { root } = this.#dom;
    setBoardSize(root, options.size);
    root.setAttribute('lang', options.lang);
    root.classList.toggle('no-coordinates', !options.coordinates);
    root.classList.toggle('is-replay', options.mode === 'replay');
    root.classList.toggle('is-readonly', options.readonly || options.mode === 'replay');
    root.classList.toggle('has-hints', options.hints);
    this.#applyWords();
    this.#showProblems();
  }

  #applyWords() {
    const text = this.#text;
    const dom = this.#dom;
    const replay = this.#options.mode === 'replay';
    dom.nameBlack.textContent = text.colors[1];
    dom.nameWhite.textContent = text.colors[2];
    dom.thinkingText.textContent = text.thinking;
    dom.first.textContent = `« ${text.first}`;
    dom.undo.textContent = replay ? `◀ ${text.back}` : `↶ ${text.undo}`;
    dom.redo.textContent = replay ? `${text.forward} ▶` : `${text.redo} ↷`;
    dom.last.textContent = `${text.last} »`;
    dom.newGame.textContent = text.newGameButton;
    dom.movesHeading.textContent = text.moves;
    dom.copy.textContent = text.copy;
    dom.importLabel.textContent = text.importLabel;
    dom.importText.placeholder = text.importPlaceholder;
    dom.importButton.textContent = text.load;
    dom.graphHeading.textContent = text.evaluation;
    dom.graph.setAttribute('aria-label', text.graphLabel);
    dom.board.setAttribute('aria-label', text.boardLabel);
  }

  #showProblems(extra = []) {
    const text = this.#text;
    this.#dom.configError.textContent = [...this.#problems, ...extra]
      .map(({ name, value }) => text.badAttribute(name, value, text.expected[name]))
      .join(' ');
  }

  #listen() {
    const dom = this.#dom;
    attachInput(dom.board, {
      squareAt: (x, y) => this.#view.squareAt(x, y),
      onPlay: (square) => this.#playPersonsMove(square),
      onCursor: (cursor) => {
        this.#view.draw({ cursor });
        if (cursor !== null) this.#announceSquare(cursor);
      },
      onHover: (hover) => this.#view.draw({ hover }),
      onCommand: (command) => {
        if (command === 'undo' && !this.#isReadonly()) this.undo();
        if (command === 'new' && !this.#isReadonly()) this.newGame();
      },
    });
    dom.undo.addEventListener('click', () => this.undo());
    dom.redo.addEventListener('click', () => this.redo());
    dom.first.addEventListener('click', () => this.#goToMove(0));
    dom.last.addEventListener('click', () => this.#goToMove(Infinity));
    dom.newGame.addEventListener('click', () => this.newGame());
    dom.copy.addEventListener('click', () => this.#copyMoves());
    dom.import.addEventListener('submit', (event) => {
      event.preventDefault();
      this.#importMoves(dom.importText.value);
    });
  }

  #isReadonly() {
    return this.#options.readonly || this.#options.mode === 'replay';
  }

  /** Sets up the start position from the attributes (reporting a bad `board` or `moves`). */
  #restart() {
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
        problems.push({ name: 'board', value: this.getAttribute('board') });
      }
    }
    if (moves !== '') {
      try {
        game.play_transcript(moves);
      } catch {
        problems.push({ name: 'moves', value: this.getAttribute('moves') });
      }
    }
    if (mode === 'replay') while (game.undo());
    this.#showProblems(problems);
    this.#setGame(game);
    this.#announce(this.#text.newGame(this.#text.colors[game.to_move()]));
  }

  #setGame(game) {
    this.#game?.free();
    this.#game = game;
    this.#serial += 1;
    this.#stopHints();
    this.#dom.importMessage.textContent = '';
    this.#jumped(null);
  }

  /** Stops the computer's move: its search (the worker is stopped) and its pending answer. */
  #stopComputer() {
    this.#epoch += 1;
    clearTimeout(this.#computerTimer);
    this.#thinking = false;
    this.#moveRequest?.abort();
    this.#moveRequest = null;
  }

  /** Stops every hint search of this game and forgets the hints found. */
  #stopHints() {
    this.#hintRequests.abort();
    this.#hintRequests = new AbortController();
    this.#hints.clear();
  }

  /** After any change of position but a move: stop the computer's search, redraw. */
  #jumped(sentence) {
    this.#stopComputer();
    this.#failure = '';
    this.#refusal = '';
    if (sentence !== null) this.#announce(sentence);
    this.#render();
    this.#emit('positionchange', { transcript: this.#game.transcript(), moveCount: this.#game.move_count() });
    this.#think();
  }

  /**
   * Shows the position after `move` moves of the line, undoing or redoing (the graph's
   * points; 0 and Infinity for the replay's first and last).
   */
  #goToMove(move) {
    const game = this.#game;
    if (game === null || (this.#isReadonly() && this.#options.mode !== 'replay')) return;
    let back = 0;
    let forward = 0;
    while (game.move_count() > move && game.undo()) back += 1;
    while (game.move_count() < move && game.redo()) forward += 1;
    if (back > 0) this.#jumped(this.#text.takenBack(back));
    else if (forward > 0) this.#jumped(this.#text.replayed(forward));
  }

  #isPersonsTurn() {
    const game = this.#game;
    if (game.is_over()) return false;
    const { mode, human } = this.#options;
    return mode === 'human' || (mode === 'computer' && game.to_move() === human);
  }

  #isComputersTurn() {
    return this.#options.mode === 'computer' && !this.#game.is_over() && !this.#isPersonsTurn();
  }

  #canPersonPlay() {
    return !this.#thinking && !this.#failure && !this.#isReadonly() && this.#isPersonsTurn();
  }

  #playPersonsMove(square) {
    if (this.#game === null || !this.#canPersonPlay()) return;
    if (!this.#game.legal_moves().includes(square)) {
      this.#refuse(square);
      return;
    }
    this.#play(square);
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
    this.#announce(this.#refusal);
    this.#render();
  }

  #play(square) {
    const game = this.#game;
    const text = this.#text;
    const { squareName } = this.#engine;
    const mover = game.to_move();
    const flips = Array.from(game.play(square));
    this.#epoch += 1;
    this.#refusal = '';
    const passed = game.last_pass();
    const over = game.is_over();
    let sentence = text.plays(text.colors[mover], squareName(square), flips.length);
    if (passed !== undefined) sentence += ` ${text.passes(text.colors[passed])}`;
    if (over) sentence += ` ${text.gameOverSentence(this.#resultText())}`;
    this.#announce(sentence);
    this.#render();
    this.#view.flip(flips);

    const transcript = game.transcript();
    const black = game.black_count();
    const white = game.white_count();
    this.#emit('move', {
      square: squareName(square),
      index: square,
      color: KEYS[mover],
      flips: flips.map((flip) => squareName(flip)),
      black,
      white,
      transcript,
    });
    if (passed !== undefined) this.#emit('pass', { color: KEYS[passed], transcript });
    if (over) {
      const winner = game.winner();
      this.#emit('gameover', { winner: KEYS[winner] ?? 'draw', black, white, transcript });
    }
    this.#emit('positionchange', { transcript, moveCount: game.move_count() });
    this.#think();
  }

  /** Asks the workers for what the position needs: the computer's move, and hints if on. */
  #think() {
    const game = this.#game;
    if (game === null) return;
    const startBoard = game.start_board_string();
    const transcript = game.transcript();
    if (this.#isComputersTurn() && !this.#thinking && !this.#failure) {
      const epoch = this.#epoch;
      const sentAt = performance.now();
      this.#thinking = true;
      this.#render();
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
              this.#fail(this.#text.computerFailed(error.message));
            }
          }, wait);
        },
        (error) => {
          if (epoch === this.#epoch) this.#fail(this.#text.computerFailed(error.message));
        },
      );
    }
    if (this.#options.hints && !game.is_over() && !this.#hints.has(transcript)) {
      this.#askHints(startBoard, transcript, game.to_move());
    }
    if (this.#options.hints) this.#fillGraph();
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
        this.#render();
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
      if (this.#game !== null && this.#options.hints) this.#fillGraph();
    });
  }

  #fail(message) {
    this.#failure = message;
    this.#thinking = false;
    this.#announce(message);
    this.#render();
  }

  /** "Black wins 34–30" or "Draw 32–32", for `state` (a snapshot; the game's now if none). */
  #resultText(state = this.#game.snapshot()) {
    const text = this.#text;
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

  /** Writes the game into the canvas, the shadow DOM and the element's data attributes. */
  #render() {
    const game = this.#game;
    const dom = this.#dom;
    const text = this.#text;
    const { mode, human, level } = this.#options;
    // Everything drawn below, from one call into wasm.
    const state = game.snapshot();
    const { over, toMove, transcript, cells, black, white } = state;
    const legal = Array.from(state.legal);
    const vsComputer = mode === 'computer';
    const showLegal = this.#canPersonPlay();
    const hintEntry = this.#hints.get(transcript);
    const showHints = this.#options.hints && hintEntry && (showLegal || mode !== 'computer');

    this.#view.draw({
      cells,
      legal: showLegal || (showHints && this.#isReadonly()) ? legal : [],
      toMove,
      lastMove: state.lastMove ?? null,
      hints: showHints ? hintEntry.hints : null,
    });

    const status = this.#failure ? 'error' : over ? 'over' : this.#thinking ? 'thinking' : 'playing';
    Object.assign(this.dataset, {
      status,
      transcript,
      toMove: over ? '' : KEYS[toMove],
      mode,
      human: vsComputer ? KEYS[human] : '',
      level: String(level),
    });

    dom.scoreBlack.textContent = String(black);
    dom.scoreWhite.textContent = String(white);
    dom.cardBlack.classList.toggle('is-turn', !over && toMove === 1);
    dom.cardWhite.classList.toggle('is-turn', !over && toMove === 2);
    const role = (color) => (vsComputer ? (color === human ? text.you : text.computer) : '');
    dom.roleBlack.textContent = role(1);
    dom.roleWhite.textContent = role(2);

    let turn;
    if (over) turn = text.gameOver;
    else if (vsComputer) turn = text.toMoveRole(text.colors[toMove], role(toMove));
    else turn = text.toMove(text.colors[toMove]);
    dom.turn.textContent = turn;
    const result = over ? this.#resultText(state) : '';
    dom.notice.textContent =
      this.#failure ||
      this.#refusal ||
      (state.lastPass !== undefined ? text.passNotice(text.colors[state.lastPass]) : '');
    dom.result.textContent = result;
    dom.lastMove.textContent =
      state.lastMove === undefined
        ? text.noMoveYet
        : text.lastMove(text.colors[cells[state.lastMove]], this.#engine.squareName(state.lastMove));
    // One message line: the result, else a notice, else the computer thinking, else the last move.
    const shown = over
      ? dom.result
      : dom.notice.textContent !== ''
        ? dom.notice
        : this.#thinking
          ? dom.thinking
          : dom.lastMove;
    for (const message of [dom.result, dom.notice, dom.thinking, dom.lastMove]) {
      message.classList.toggle('is-shown', message === shown);
    }
    this.#showMoves(transcript);
    dom.moveCount.textContent = String(state.moveCount);

    const canRedo = state.redoCount > 0;
    const readonly = this.#isReadonly();
    const replay = mode === 'replay';
    dom.undo.disabled = state.moveCount === 0 || (readonly && !replay);
    dom.first.disabled = state.moveCount === 0;
    dom.redo.disabled = !canRedo || (readonly && !replay);
    dom.last.disabled = !canRedo;
    dom.copy.disabled = transcript === '';

    const names = legal.map((square) => this.#engine.squareName(square));
    dom.boardDescription.textContent = text.boardDescription(black, white, over ? result : turn, names);
    if (this.#options.hints) {
      // The whole line, the moves that can be redone included.
      const line = game.copy();
      while (line.redo());
      this.#drawGraph(line);
      line.free();
    }
    // Laid out in this task: on a page of many boards, the changes of several boards would
    // otherwise pile up into one long frame.
    void dom.root.offsetHeight;
  }

  /**
   * Writes the transcript one move per inline block, so that a long game wraps between moves,
   * never inside one ("e6f" / "6g3"); selecting it still copies the plain transcript.
   */
  #showMoves(transcript) {
    const moves = this.#dom.moves;
    if (moves.dataset.transcript === transcript) return;
    moves.dataset.transcript = transcript;
    moves.replaceChildren(
      ...(transcript.match(/../g) ?? []).map((move) => {
        const span = document.createElement('span');
        span.textContent = move;
        return span;
      }),
    );
  }

  /**
   * Plots `line`, the game with every move that can be redone: a click can go forward too,
   * and positions already scored beyond the one shown stay on the graph.
   */
  #drawGraph(line) {
    const transcript = line.transcript();
    const total = line.move_count();
    const scores = [];
    for (let move = 0; move <= total; move += 1) {
      const entry = this.#hints.get(transcript.slice(0, move * 2));
      const best = entry?.hints?.[0];
      scores.push(best === undefined ? undefined : entry.toMove === 1 ? best.score : -best.score);
    }
    if (line.is_over()) scores[total] = line.black_count() - line.white_count();
    this.#graph.draw({ scores, current: this.#game.move_count(), total });
    const points = scores.filter((score) => score !== undefined).length;
    this.#dom.graph.setAttribute('aria-description', this.#text.graphDescription(points));
  }

  #announceSquare(square) {
    const text = this.#text;
    const disc = this.#game?.cells()[square] ?? 0;
    const legal = this.#canPersonPlay() && this.#game.legal_moves().includes(square);
    const content = disc === 0 ? text.empty : text.colors[disc];
    this.#announce(text.cursorAt(this.#engine.squareName(square), content, legal));
  }

  #announce(message) {
    this.#dom.announce.textContent = message;
  }

  #importMoves(value) {
    const text = this.#text;
    const transcript = value.replace(/\s+/g, '');
    try {
      if (transcript === '') throw new Error(text.expected.moves);
      this.moves = transcript;
      this.#dom.importText.value = '';
      this.#dom.importMessage.textContent = text.loaded(this.#game.move_count());
    } catch (error) {
      this.#dom.importMessage.textContent = text.badImport(refusalText(this.#options.lang, error));
    }
  }

  #copyMoves() {
    const text = this.#text;
    const button = this.#dom.copy;
    navigator.clipboard.writeText(this.moves).then(
      () => {
        button.textContent = text.copied;
        clearTimeout(this.#copiedTimer);
        this.#copiedTimer = setTimeout(() => {
          button.textContent = this.#text.copy;
        }, COPIED_MS);
      },
      () => {
        this.#dom.importMessage.textContent = text.copyFailed;
      },
    );
  }

  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

if (!customElements.get('reversi-board')) customElements.define('reversi-board', ReversiBoard);
