// <reversi-board>: an Othello game as one custom element, for the full page and for any host
// page (a blog post) alike. It is the game's view: the game itself, the turns, the computer
// and the hints are its controller's (board-controller.js); the element reads its attributes,
// turns clicks and keys into the controller's calls, and writes the state into its shadow root
// (the canvas, text for people) and its own data-* attributes (for scripts and tests). It
// holds no rules: legal moves, flips, passes and results come from the engine. It never
// registers a service worker and loads nothing but its own files.
//
// Embed:   <script type="module" src="www/reversi-board.js"></script>
//          <reversi-board level="4" hints="on"></reversi-board>
//
// The attributes, events and JavaScript API are documented once, in the README's "Embedding"
// section (a browser test holds its attribute table to `observedAttributes` and to the defaults
// in board-options.js), and in docs/embedding.md.

import { loadEngine } from './engine.js';
import { GameController, KEYS } from './board-controller.js';
import { createBoardView } from './board-view.js';
import { createEvalGraph } from './eval-graph.js';
import { classCounts } from './game-review.js';
import { attachInput } from './input.js';
import { textFor, refusalText } from './i18n.js';
import { readOptions } from './board-options.js';
import { createTemplate } from './board-template.js';
import { boardStyle } from './board-style.js';
import { afterFirstPaint, buildInTurn, nextTask } from './board-schedule.js';

const COPIED_MS = 1500;
const RESTARTING_ATTRIBUTES = new Set(['moves', 'board', 'mode', 'color']);

const template = createTemplate();

/** The `size` attribute (a CSS length, or null for the default) as the board's side. */
function setBoardSize(element, size) {
  if (size === null) element.style.removeProperty('--reversi-board-size');
  else element.style.setProperty('--reversi-board-size', size);
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
  #controller = null; // the game and what happens to it, once the engine is loaded
  #options;
  #problems = [];
  #text;
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
    this.#graph = createEvalGraph(this.#dom.graph, {
      onPick: (move) => this.#controller?.goToMove(move),
    });
    this.#listen();
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
    this.#controller?.stopPuzzle();
  }

  attributeChangedCallback(name, previous, value) {
    if (previous === value || this.#options === undefined) return;
    this.#readAttributes();
    if (this.#controller?.game == null) return;
    if (RESTARTING_ATTRIBUTES.has(name)) {
      this.#restart();
    } else {
      // A move searched at the old level is not wanted any more.
      if (name === 'level') this.#controller.stopComputer();
      this.#render();
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
    return this.#controller?.game?.transcript() ?? '';
  }

  /**
   * Replaces the game with the start position plus `transcript`. Throws an Error naming the
   * problem, leaving the game unchanged, when the moves are not legal.
   */
  set moves(transcript) {
    if (this.#controller?.game == null) throw new Error('the board is still loading');
    this.#controller.loadMoves(transcript);
  }

  /** Starts again from the start position the attributes give. */
  newGame() {
    if (this.#controller?.game == null) return;
    this.#restart();
  }

  /** Takes back a move (against the computer: back to the person's previous turn). */
  undo() {
    return this.#controller?.undo() ?? false;
  }

  /**
   * Reviews every move of the line (src/ai/review.rs): resolves to the records, rejects
   * with an AbortError when cancelled or the line changes first.
   */
  review() {
    if (this.#controller?.game == null) return Promise.reject(new Error('the board is still loading'));
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

  /** What the controller asks of its view. */
  #viewForController() {
    return {
      text: () => this.#text,
      render: () => this.#render(),
      announce: (sentence) => this.#announce(sentence),
      emit: (type, detail) => this.#emit(type, detail),
      flip: (squares) => this.#view.flip(squares),
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
    dom.retry.textContent = text.retry;
    dom.solution.textContent = text.solution;
    dom.review.textContent = text.review;
    dom.reviewCancel.textContent = text.reviewCancel;
    dom.reviewProgress.setAttribute('aria-label', text.reviewProgress);
    dom.graphHeading.textContent = text.evaluation;
    dom.graph.setAttribute('aria-label', text.graphLabel);
    dom.board.setAttribute('aria-label', text.boardLabel);
  }

  #showProblems(extra = []) {
    const text = this.#text;
    this.#dom.configError.textContent = [...this.#problems, ...extra]
      .map(({ name, value, reason }) =>
        text.badAttribute(name, value, reason ?? text.expected[name], reason === undefined),
      )
      .join(' ');
  }

  #listen() {
    const dom = this.#dom;
    attachInput(dom.board, {
      squareAt: (x, y) => this.#view.squareAt(x, y),
      onPlay: (square) => this.#controller?.playPersonsMove(square),
      onCursor: (cursor) => {
        this.#view.draw({ cursor });
        if (cursor !== null) this.#announceSquare(cursor);
      },
      onHover: (hover) => this.#view.draw({ hover }),
      onCommand: (command) => {
        if (this.#controller === null || this.#controller.isReadonly()) return;
        if (command === 'undo') this.undo();
        if (command === 'new') this.newGame();
      },
    });
    dom.undo.addEventListener('click', () => this.undo());
    dom.redo.addEventListener('click', () => this.redo());
    dom.first.addEventListener('click', () => this.#controller?.goToMove(0));
    dom.last.addEventListener('click', () => this.#controller?.goToMove(Infinity));
    dom.newGame.addEventListener('click', () => this.newGame());
    dom.copy.addEventListener('click', () => this.#copyMoves());
    for (const type of ['pointerover', 'focusin']) {
      dom.root.addEventListener(type, () => this.#controller?.preparePuzzle(), { passive: true });
    }
    dom.retry.addEventListener('click', () => this.#controller?.retryPuzzle());
    dom.solution.addEventListener('click', () => this.#controller?.showSolution());
    dom.review.addEventListener('click', () => {
      this.review().then(
        () => this.#announce(this.#text.reviewDone),
        () => {},
      );
    });
    dom.reviewCancel.addEventListener('click', () => {
      this.cancelReview();
      this.#announce(this.#text.reviewCancelled);
    });
    // After a review, a move of the transcript shows the position it was played in.
    dom.moves.addEventListener('click', (event) => {
      const span = event.target.closest?.('span[data-move]');
      if (span === null || span === undefined || !this.#controller?.review?.records) return;
      this.#controller.goToMove(Number(span.dataset.move));
    });
    dom.import.addEventListener('submit', (event) => {
      event.preventDefault();
      this.#importMoves(dom.importText.value);
    });
  }

  /** Sets up the start position from the attributes, showing those it could not use. */
  #restart() {
    const unusable = this.#controller.restart();
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

  /** Writes the game into the canvas, the shadow DOM and the element's data attributes. */
  #render() {
    const controller = this.#controller;
    const game = controller.game;
    const dom = this.#dom;
    const text = this.#text;
    const { mode, human, level } = this.#options;
    // Everything drawn below, from one call into wasm.
    const state = game.snapshot();
    const { over, toMove, transcript, cells, black, white } = state;
    const legal = Array.from(state.legal);
    const vsComputer = mode === 'computer';
    const showLegal = controller.canPersonPlay();
    const hintEntry = controller.hintsAt(transcript);
    const showHints = controller.hintsOn() && hintEntry && (showLegal || mode !== 'computer');
    // On a reviewed line: the best move of the position shown, and the move played if other.
    const reviewed = controller.reviewRecordHere();
    const review = controller.review;
    const records = review?.records ?? null;
    let hints = showHints ? hintEntry.hints : null;
    if (reviewed !== null) {
      const { exact } = reviewed;
      hints = [{ square: reviewed.bestIndex, score: reviewed.bestScore, exact }];
      if (reviewed.playedIndex !== reviewed.bestIndex) {
        hints.push({ square: reviewed.playedIndex, score: reviewed.playedScore, exact });
      }
    }

    this.#view.draw({
      cells,
      legal: showLegal || (hints !== null && (controller.isReadonly() || reviewed !== null)) ? legal : [],
      toMove,
      lastMove: state.lastMove ?? null,
      hints,
    });

    const puzzle = mode === 'puzzle';
    const verdict = puzzle ? controller.verdict : null;
    const busy = controller.thinking || controller.judging || controller.solving;
    const status = controller.failure ? 'error' : over ? 'over' : busy ? 'thinking' : 'playing';
    Object.assign(this.dataset, {
      verdict: verdict === null ? '' : verdict.correct ? 'correct' : 'wrong',
      reviewed: records === null ? '' : String(records.length),
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
    else if (puzzle && showLegal) turn = text.puzzleTask(text.colors[toMove]);
    else turn = text.toMove(text.colors[toMove]);
    dom.turn.textContent = turn;
    // A puzzle's verdict: in the result's colours when right, a notice's when not.
    const verdictText = verdict === null ? '' : text.verdict(verdict, this.#engine.squareName);
    const result = verdict?.correct ? verdictText : over ? controller.resultText(state) : '';
    dom.notice.textContent =
      controller.failure ||
      controller.refusal ||
      (verdict !== null && !verdict.correct ? verdictText : '') ||
      (state.lastPass !== undefined ? text.passNotice(text.colors[state.lastPass]) : '');
    dom.result.textContent = result;
    dom.thinkingText.textContent = controller.judging ? text.checking : text.thinking;
    dom.lastMove.textContent =
      state.lastMove === undefined
        ? text.noMoveYet
        : text.lastMove(text.colors[cells[state.lastMove]], this.#engine.squareName(state.lastMove));
    // One message line: the result, else a notice, else the computer thinking, else the last move.
    const shown = result !== ''
      ? dom.result
      : dom.notice.textContent !== ''
        ? dom.notice
        : controller.thinking || controller.judging
          ? dom.thinking
          : dom.lastMove;
    for (const message of [dom.result, dom.notice, dom.thinking, dom.lastMove]) {
      message.classList.toggle('is-shown', message === shown);
    }
    this.#showReview(review);
    this.#showMoves(records === null ? transcript : records.map((record) => record.played).join(''), records, state.moveCount);
    dom.moveCount.textContent = String(state.moveCount);
    // The named opening on the moves' line ("Moves 5 · Tiger"), in full on hover when cut.
    const opening = state.opening ? text.openingName(state.opening) : '';
    dom.opening.textContent = opening === '' ? '' : `· ${opening}`;
    dom.opening.title = opening === '' ? '' : text.openingLabel(opening);

    const canRedo = state.redoCount > 0;
    const readonly = controller.isReadonly();
    const replay = mode === 'replay';
    dom.undo.disabled = state.moveCount === 0 || (readonly && !replay);
    dom.first.disabled = state.moveCount === 0;
    dom.redo.disabled = !canRedo || (readonly && !replay);
    dom.last.disabled = !canRedo;
    dom.copy.disabled = transcript === '';

    const names = legal.map((square) => this.#engine.squareName(square));
    dom.boardDescription.textContent =
      text.boardDescription(black, white, over || verdict !== null ? result || verdictText : turn, names) +
      (reviewed === null ? '' : ` ${text.reviewedMove(reviewed, text.colors[reviewed.color === 'black' ? 1 : 2])}`);
    if (records !== null) {
      this.#drawReviewGraph(records, state.moveCount);
    } else if (controller.hintsOn()) {
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
   * never inside one ("e6f" / "6g3"); selecting it still copies the plain transcript. After a
   * review: the whole reviewed line, each move marked by its class (its record in a tooltip),
   * clickable, and the move played from the position shown outlined.
   */
  #showMoves(transcript, records, current) {
    const moves = this.#dom.moves;
    const key = records === null ? transcript : `${transcript} ${current} ${this.#options.lang}`;
    if (moves.dataset.transcript === key) return;
    moves.dataset.transcript = key;
    const text = this.#text;
    moves.replaceChildren(
      ...(transcript.match(/../g) ?? []).map((move, index) => {
        const span = document.createElement('span');
        span.textContent = move;
        const record = records?.[index];
        if (record !== undefined) {
          span.dataset.move = String(index);
          if (record.class !== 'best') span.className = `mark-${record.class}`;
          if (index === current) span.classList.add('is-shown');
          span.title = text.reviewedMove(record, text.colors[record.color === 'black' ? 1 : 2]);
        }
        return span;
      }),
    );
  }

  /** The review's button, progress bar and summary, by the review's state. */
  #showReview(review) {
    const dom = this.#dom;
    const text = this.#text;
    const records = review?.records ?? null;
    dom.root.classList.toggle('can-review', review === null && this.#controller.canReview());
    dom.root.classList.toggle('is-reviewing', review !== null && records === null);
    dom.root.classList.toggle('has-review', records !== null);
    dom.review.disabled = this.#controller.thinking;
    if (review !== null && records === null) {
      dom.reviewProgress.max = Math.max(1, review.total);
      dom.reviewProgress.value = review.done;
      dom.reviewProgress.setAttribute('aria-valuetext', text.reviewRunning(review.done, review.total));
    }
    dom.reviewSummary.textContent =
      records === null
        ? ''
        : [1, 2]
            .map((color) => text.reviewSummary(text.colors[color], classCounts(records, KEYS[color])))
            .join('\n');
  }

  /**
   * Plots the review: the played line (the value after each move, for black) and, dashed,
   * the value the best move would have kept; the costly moves marked in their colours.
   */
  #drawReviewGraph(records, current) {
    const forBlack = (record, score) => (record.color === 'black' ? score : -score);
    const scores = [forBlack(records[0], records[0].bestScore)];
    const best = [undefined];
    for (const record of records) {
      scores.push(forBlack(record, record.playedScore));
      best.push(forBlack(record, record.bestScore));
    }
    const marks = records
      .filter((record) => record.class !== 'best')
      .map((record) => ({ move: record.number, kind: record.class }));
    this.#graph.draw({ scores, best, marks, current, total: records.length });
    this.#dom.graph.setAttribute('aria-description', this.#text.graphReview(marks.length));
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
      const entry = this.#controller.hintsAt(transcript.slice(0, move * 2));
      const best = entry?.hints?.[0];
      scores.push(best === undefined ? undefined : entry.toMove === 1 ? best.score : -best.score);
    }
    if (line.is_over()) scores[total] = line.black_count() - line.white_count();
    this.#graph.draw({ scores, current: this.#controller.game.move_count(), total });
    const points = scores.filter((score) => score !== undefined).length;
    this.#dom.graph.setAttribute('aria-description', this.#text.graphDescription(points));
  }

  #announceSquare(square) {
    const text = this.#text;
    const game = this.#controller?.game;
    if (game == null) return;
    const disc = game.cells()[square];
    const legal = this.#controller.canPersonPlay() && game.legal_moves().includes(square);
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
      this.#dom.importMessage.textContent = text.loaded(this.#controller.game.move_count());
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
