// <reversi-board>: an Othello game as one custom element, for the full page and for any host
// page (a blog post) alike. The game itself, the turns, the computer and the hints are its
// controller's (board-controller.js); the element is the wiring: it reads its attributes,
// turns clicks and keys into the controller's calls, and hands each state the controller
// pushes (board-state.js) to the drawers of its shadow root: the canvas (board-view.js), the
// panel and its own data-* attributes (panel-view.js), the moves (moves-view.js), the rows of
// a variation and of a replaced game (line-view.js), the graph (eval-graph.js) and the
// position editor of mode "edit" (editor-view.js). The `controls` attribute picks the parts of
// the panel shown (board-options.js). It holds
// no rules: legal moves, flips, passes and results come from the engine. It never registers
// a service worker and loads nothing but its own files.
//
// Embed:   <script type="module" src="www/reversi-board.js"></script>
//          <reversi-board level="4" hints="on"></reversi-board>
//
// The attributes, events and JavaScript API are documented once, in the README's "Embedding"
// section (a browser test holds its attribute table to `observedAttributes` and to the defaults
// in board-options.js), and in docs/embedding.md.

import { loadEngine } from './engine.js';
import { GameController } from './board-controller.js';
import { createBoardView, sceneOf } from './board-view.js';
import { createEvalGraph } from './eval-graph.js';
import { applyWords, createPanelView, datasetOf } from './panel-view.js';
import { createMovesView } from './moves-view.js';
import { createLineView } from './line-view.js';
import { attachControls } from './board-controls.js';
import { applyEditorWords, createEditorView } from './editor-view.js';
import { textFor } from './i18n.js';
import { CONTROL_PARTS, LEVEL_COUNT, readOptions } from './board-options.js';
import { createTemplate } from './board-template.js';
import { boardStyle } from './board-style.js';
import { lineStyle } from './line-style.js';
import { afterFirstPaint, buildInTurn, nextTask } from './board-schedule.js';

/** The attributes that start a new game; a replaced game's are given back with it. */
const RESTARTING_ATTRIBUTES = ['moves', 'board', 'mode', 'color'];

const template = createTemplate();

/**
 * What a valid value of attribute `name` is, in `text`'s words: the level's range comes from
 * the engine's level table (board-options.js), never from the word tables.
 */
function expectedOf(text, name) {
  const words = text.expected[name];
  return typeof words === 'function' ? words(LEVEL_COUNT - 1) : words;
}

/** The `size` attribute (a CSS length, or null for the default) as the board's side. */
function setBoardSize(element, size) {
  if (size === null) element.style.removeProperty('--reversi-board-size');
  else element.style.setProperty('--reversi-board-size', size);
}

export class ReversiBoard extends HTMLElement {
  static observedAttributes = [
    'moves', 'board', 'mode', 'color', 'level', 'hints', 'coordinates', 'size', 'theme', 'lang',
    'readonly', 'controls',
  ];

  #dom = {};
  #board; // the canvas's view
  #panel;
  #moves;
  #lines; // the rows of a variation shown and of what was replaced (line-view.js)
  #graph;
  #editor; // the editor's controls (editor-view.js)
  #engine = null;
  #controller = null; // the game and what happens to it, once the engine is loaded
  #shown = null; // the state drawn last (board-state.js)
  #options;
  #problems = [];
  #text;
  #pendingLines = []; // setLines calls made before the engine arrived: { lines, quiet, resolve, reject }
  #restoring = false; // attributes are being given back with a replaced game: no new game
  #placeholder; // the box that keeps the board's place until it is built
  #resolveReady;
  #ready = new Promise((resolve) => {
    this.#resolveReady = resolve;
  });

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = [boardStyle, lineStyle];
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
    this.#board = createBoardView(this.#dom.board);
    this.#panel = createPanelView(this.#dom, (square) => this.#engine.squareName(square));
    this.#moves = createMovesView(this.#dom, { onShowVariation: () => this.#controller?.showLine('variation') });
    this.#lines = createLineView(this.#dom, {
      onBack: () => this.#controller?.showLine('main'),
      onRestore: () => this.#restoreReplaced(),
    });
    this.#graph = createEvalGraph(this.#dom.graph, { onPick: (move) => this.#controller?.pickMove(move) });
    this.#editor = createEditorView(this.#dom, {
      controller: () => this.#controller,
      text: () => this.#text,
      lang: () => this.#options.lang,
      announce: (sentence) => this.#announce(sentence),
      play: (mode, hints) => this.#playEdited(mode, hints),
    });
    attachControls(this.#dom, {
      view: this.#board,
      controller: () => this.#controller,
      shown: () => this.#shown,
      squareName: (square) => this.#engine.squareName(square),
      undo: () => this.undo(),
      redo: () => this.redo(),
      newGame: () => this.newGame(),
      review: () => this.review(),
      cancelReview: () => this.cancelReview(),
      moves: () => this.moves,
      load: (transcript) => {
        this.moves = transcript;
      },
      text: () => this.#text,
      lang: () => this.#options.lang,
      announce: (sentence) => this.#announce(sentence),
    });
    if (this.#options !== undefined) this.#applyOptions();
    if (this.dataset.status === 'loading') this.#dom.turn.textContent = this.#text.loading;
    return this.#dom.root;
  }

  connectedCallback() {
    this.#readAttributes();
    if (this.#engine !== null) {
      // Back on the page after a move in the document: the searches it stopped start again.
      this.#controller.think();
      return;
    }
    if (this.dataset.status === 'loading') return;
    this.dataset.status = 'loading';
    if (this.#dom.root !== undefined) this.#dom.turn.textContent = this.#text.loading;
    // Each board starts its game in a task of its own: twenty boards on one page then draw
    // one after another, not all in the one task in which the engine arrived.
    afterFirstPaint().then(loadEngine).then(nextTask).then(
      (engine) => {
        this.#build();
        this.#engine = engine;
        this.#controller = new GameController(engine, this.#viewForController());
        this.#controller.configure(this.#options);
        this.#restart();
        for (const pending of this.#pendingLines.splice(0)) this.#applyLines(pending);
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
    this.#controller?.stopComputer();
    this.#controller?.stopHints();
    this.#controller?.cancelReview();
    this.#controller?.puzzle.stopAndRetry();
  }

  attributeChangedCallback(name, previous, value) {
    if (previous === value || this.#options === undefined) return;
    this.#readAttributes();
    if (!this.#controller?.started || this.#restoring) return;
    if (RESTARTING_ATTRIBUTES.includes(name)) {
      this.#restart(name);
    } else {
      // A move searched at the old level is not wanted any more.
      if (name === 'level') this.#controller.stopComputer();
      this.#controller.show();
      // What a screen reader last heard was in the old language: say where the game stands
      // in the new one.
      if (name === 'lang') this.#announce(this.#dom.turn.textContent);
      this.#controller.think();
    }
  }

  /** Resolves once the engine is loaded and the first game is set up. */
  get ready() {
    return this.#ready;
  }

  /** The moves played so far, such as "f5d6c3". */
  get moves() {
    return this.#shown?.game.transcript ?? '';
  }

  /**
   * Replaces the game with the start position plus `transcript`. Throws an Error naming the
   * problem, leaving the game unchanged, when the moves are not legal.
   */
  set moves(transcript) {
    if (!this.#controller?.started) throw new Error('the board is still loading');
    this.#controller.loadMoves(transcript);
  }

  /** Starts again from the start position the attributes give. */
  newGame() {
    if (!this.#controller?.started) return;
    this.#restart();
  }

  /**
   * `text` (OBF: 64 squares a1→h8 of X, O or -, then X or O to move, perhaps with its `;`)
   * as the board string of a position a game can start from, for the `board` attribute.
   * Throws an Error whose `code` says why not ("board", "no-empty" or "centre-empty").
   */
  positionFrom(text) {
    if (this.#engine === null) throw new Error('the board is still loading');
    return this.#engine.setupPosition(String(text));
  }

  /** Takes back a move (against the computer: back to the person's previous turn). */
  undo() {
    return this.#controller?.undo() ?? false;
  }

  /**
   * Reviews every move of the line (src/ai/players/review.rs): resolves to the records,
   * rejects with an AbortError when cancelled or the line changes first.
   */
  review() {
    if (!this.#controller?.started) return Promise.reject(new Error('the board is still loading'));
    return this.#controller.startReview();
  }

  /** Stops a review under way, or closes a finished one. */
  cancelReview() {
    this.#controller?.cancelReview();
  }

  /** Replays a move taken back (against the computer: up to the person's next turn). */
  redo() {
    return this.#controller?.redo() ?? false;
  }

  /**
   * The game's lines, to keep and to give back to `setLines`: `{ main, variation: null |
   * { from, moves }, viewing, at }` (the game's own moves; a variation's own moves, played
   * after the first `from` of them; the line shown, "main" or "variation"; and the moves
   * played to the position shown along it). Null while loading.
   */
  get lines() {
    return this.#controller?.started ? this.#controller.lines() : null;
  }

  /**
   * Replaces the game with `lines` (as `lines` gives them). Resolves once done; rejects with
   * an Error naming the problem, the game unchanged, when they are not a game. Before the
   * engine has arrived, they are set up with the first game. `quiet`: the lines are this
   * game's, brought back (a reload), so nothing is offered back.
   */
  setLines(lines, { quiet = false } = {}) {
    if (this.#controller?.started) return new Promise((resolve, reject) => this.#applyLines({ lines, quiet, resolve, reject }));
    // The rows these lines will show are held now, before the board is first drawn.
    const entries = [...this.#pendingLines, { lines, quiet }];
    const moves = (game) => (typeof game?.main === 'string' && (game.main.length >= 4 || game.variation) ? game.main.length / 2 : 0);
    const replaced = entries.findLast((entry, at) => !entry.quiet && at > 0 && moves(entries[at - 1].lines) > 0);
    const kept = replaced && { kind: 'game', moves: moves(entries[entries.indexOf(replaced) - 1].lines) };
    this.#lines?.reserve({ ...lines, replaced: kept ?? null }, this.#options?.lang);
    return new Promise((resolve, reject) => this.#pendingLines.push({ lines, quiet, resolve, reject }));
  }

  /** Sets up `lines` and settles their promise at once (before `ready`, for those set early). */
  #applyLines({ lines, quiet, resolve, reject }) {
    try {
      this.#controller.setLines(lines, { quiet });
      resolve();
    } catch (error) {
      reject(error);
    }
  }

  /**
   * Brings back what a new game, a load or a new variation replaced, with the attributes it
   * was started from (the `restore` event tells the host page).
   */
  #restoreReplaced() {
    const replaced = this.#controller?.replaced;
    if (!replaced) return;
    this.#restoring = true;
    try {
      for (const [name, value] of Object.entries(replaced.context ?? {})) {
        if (value === null) this.removeAttribute(name);
        else this.setAttribute(name, value);
      }
    } finally {
      this.#restoring = false;
    }
    this.#controller.restore();
    const { transcript, moveCount } = this.#shown.game;
    this.#emit('restore', { transcript, moveCount, lines: this.lines });
  }

  /**
   * Starts a game of `mode` from the editor's position, with hints on when `hints` (the
   * game it replaces is offered back, as a new game's is); the attributes say so and the
   * `setup` event tells the host. Returns the engine's Error, changing nothing, when the
   * position cannot start a game; else null.
   */
  #playEdited(mode, hints) {
    let board;
    try {
      board = this.#controller.editor.position();
    } catch (error) {
      return error;
    }
    this.setAttribute('board', board);
    if (hints) this.setAttribute('hints', 'on');
    this.setAttribute('mode', mode);
    this.#emit('setup', { board, mode, hints: this.#options.hints });
    return null;
  }

  /** What the controller asks of its view. */
  #viewForController() {
    return {
      render: (state) => this.#render(state),
      announce: (sentence) => this.#announce(sentence),
      emit: (type, detail) => this.#emit(type, detail),
      flip: (squares) => this.#board.flip(squares),
      cleared: () => {
        this.#dom.importMessage.textContent = '';
      },
    };
  }

  #readAttributes() {
    const { options, problems } = readOptions(this);
    this.#options = options;
    this.#problems = problems;
    this.#text = textFor(options.lang);
    this.#controller?.configure(options);
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
    root.classList.toggle('is-puzzle', options.mode === 'puzzle');
    root.classList.toggle('is-readonly', options.readonly || options.mode === 'replay');
    root.classList.toggle('has-hints', options.hints && options.mode !== 'puzzle');
    root.classList.toggle('is-editing', options.mode === 'edit');
    for (const part of CONTROL_PARTS) root.classList.toggle(`hide-${part}`, !options.controls.has(part));
    applyWords(this.#dom, this.#text, options.mode);
    applyEditorWords(this.#dom, this.#text);
    this.#showProblems();
  }

  #showProblems(extra = []) {
    const text = this.#text;
    this.#dom.configError.textContent = [...this.#problems, ...extra]
      .map(({ name, value, reason }) =>
        text.badAttribute(name, value, reason ?? expectedOf(text, name), reason === undefined),
      )
      .join(' ');
  }

  /**
   * Sets up the start position from the attributes, showing those it could not use; the
   * game it replaces is kept with the attributes it was started from.
   */
  #restart(changed = null) {
    const context = Object.fromEntries(RESTARTING_ATTRIBUTES.map((name) => [name, this.getAttribute(name)]));
    const unusable = this.#controller.restart(context, changed);
    this.#showProblems(
      unusable.map((problem) =>
        // A position a puzzle cannot be made of: its board attribute, with its own reason.
        problem === 'puzzle-board'
          ? {
              name: 'board',
              value: this.getAttribute('board') ?? '',
              reason: this.#text.puzzleBoard(this.#engine.puzzleMostEmpties),
            }
          : { name: problem, value: this.getAttribute(problem) },
      ),
    );
  }

  /** Draws `state` (board-state.js, handed over by the controller on every change). */
  #render(state) {
    this.#shown = state;
    this.#board.draw(sceneOf(state));
    Object.assign(this.dataset, datasetOf(state));
    this.#panel.render(state);
    this.#moves.render(state);
    this.#lines.render(state);
    this.#graph.render(state);
    this.#editor.render(state);
    // Laid out in this task: on a page of many boards, the changes of several boards would
    // otherwise pile up into one long frame.
    void this.#dom.root.offsetHeight;
  }

  #announce(message) {
    this.#dom.announce.textContent = message;
  }

  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

if (!customElements.get('reversi-board')) customElements.define('reversi-board', ReversiBoard);
