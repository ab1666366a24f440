// The panel beside a <reversi-board>'s canvas, drawn from the board's state (board-state.js)
// and nothing else: the scores and whose turn it is, one message line (the result, a notice
// such as a pass, the computer thinking, or the last move, or on the game's own line before
// its end that a move here starts a variation), the buttons, the review's button, progress
// and summary, and the canvas's description for screen readers; plus the element's data-*
// attributes (for scripts and tests) and the panel's fixed words in the board's language.
// While a position is set up (mode "edit"), the scores count its discs and the message line
// says how to edit it, or why it cannot start a game yet.

import { refusalText, textFor } from './i18n.js';
import { classCounts } from './game-review.js';
import { KEYS, resultText } from './board-state.js';
import { moveLabel } from './moves-view.js';

/**
 * Writes the panel's fixed words (labels, buttons, placeholders) in `text`'s language; a
 * replay's undo and redo read as Back and Forward.
 */
export function applyWords(dom, text, mode) {
  const replay = mode === 'replay';
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
  dom.board.setAttribute('aria-label', mode === 'edit' ? text.boardLabelEdit : text.boardLabel);
}

/**
 * The element's data-* attributes for `state`: status, verdict, review, turn, the line shown
 * ("main" or "variation") and options.
 */
export function datasetOf(state) {
  const { game, verdict, settings } = state;
  const records = state.review.records;
  const busy = state.thinking || state.puzzle.judging || state.puzzle.solving;
  const { editor } = state;
  const status = editor !== null ? 'editing' : state.message.failure ? 'error' : game.over ? 'over' : busy ? 'thinking' : 'playing';
  return {
    verdict: verdict === null ? '' : verdict.correct ? 'correct' : 'wrong',
    reviewed: records === null ? '' : String(records.length),
    status,
    transcript: game.transcript,
    toMove: editor !== null ? KEYS[editor.side] : game.over ? '' : KEYS[game.toMove],
    position: editor === null ? '' : editor.obf,
    line: state.line.viewing,
    mode: settings.mode,
    human: settings.mode === 'computer' ? KEYS[settings.human] : '',
    level: String(settings.level),
  };
}

/** What a screen reader hears of `square` under the keyboard's cursor, in `state`. */
export function squareSentence(state, square, squareName) {
  const text = textFor(state.settings.lang);
  const disc = (state.editor ?? state.game).cells[square];
  const legal = state.canPlay && state.game.legal.includes(square);
  const content = disc === 0 ? text.empty : text.colors[disc];
  return text.cursorAt(squareName(square), content, legal);
}

/** The pass notice of `pass` (board-state.js's message.pass), or ''. */
function passText(text, pass, squareName) {
  if (pass === null) return '';
  const { color, then } = pass;
  if (then === null) return text.passNotice(text.colors[color]);
  return text.passedAgain(text.colors[color], text.colors[then.color], squareName(then.square));
}

/**
 * The final margin of a reviewed game that is over, from its last record (the played move's
 * value is then the final disc difference, from the mover's side): `{ color, discs }`, color
 * 1 or 2 the winner, or null for a draw.
 */
function finalMargin(records) {
  const last = records[records.length - 1];
  const forBlack = last.color === 'black' ? last.playedScore : -last.playedScore;
  return { color: forBlack > 0 ? 1 : forBlack < 0 ? 2 : null, discs: Math.abs(forBlack) };
}

/**
 * Attaches to the shadow DOM's elements `dom` (by camel-cased id); `squareName(index)` names
 * squares. Returns `{ render(state) }`.
 */
export function createPanelView(dom, squareName) {
  /**
   * The review's button, progress bar and summary (each side's classes and the sum of its
   * losses, beside the final margin once the game is over), and the verdict on the move
   * played from the position shown, under the board.
   */
  function showReview(state, text) {
    const { review, thinking } = state;
    const { records } = review;
    dom.root.classList.toggle('can-review', review.offered);
    dom.root.classList.toggle('is-reviewing', review.running);
    dom.root.classList.toggle('has-review', records !== null);
    dom.review.disabled = thinking;
    if (review.running) {
      dom.reviewProgress.max = Math.max(1, review.total);
      dom.reviewProgress.value = review.done;
      dom.reviewProgress.setAttribute('aria-valuetext', text.reviewRunning(review.done, review.total, review.depth));
    }
    const lines =
      records === null
        ? []
        : [1, 2].map((color) => text.reviewSummary(text.colors[color], classCounts(records, KEYS[color])));
    const margin = records === null || !review.over ? null : finalMargin(records);
    if (margin !== null) lines.push(text.reviewMargin(margin.color && text.colors[margin.color], margin.discs));
    dom.reviewSummary.textContent = lines.join('\n');
    dom.verdict.textContent =
      records === null
        ? ''
        : review.here === null
          ? text.verdictPrompt
          : text.verdictLine(review.here, moveLabel(state, review.here.number - 1));
    dom.verdict.classList.toggle('is-prompt', records !== null && review.here === null);
  }

  /** The panel while a position is set up (mode "edit"): its discs, side and any problem. */
  function renderEditor(state, text) {
    const { editor } = state;
    dom.scoreBlack.textContent = String(editor.black);
    dom.scoreWhite.textContent = String(editor.white);
    dom.cardBlack.classList.toggle('is-turn', editor.side === 1);
    dom.cardWhite.classList.toggle('is-turn', editor.side === 2);
    dom.roleBlack.textContent = '';
    dom.roleWhite.textContent = '';
    const turn = text.editorTurn(text.colors[editor.side]);
    dom.turn.textContent = turn;
    const problem = editor.problem === null ? '' : text.setupNotReady(refusalText(state.settings.lang, editor.problem));
    dom.notice.textContent = problem;
    dom.lastMove.classList.remove('is-branch');
    dom.lastMove.textContent = text.editorHelp;
    for (const row of [dom.result, dom.notice, dom.thinking, dom.lastMove]) {
      row.classList.toggle('is-shown', row === (problem === '' ? dom.lastMove : dom.notice));
    }
    showReview({ ...state, thinking: false }, text);
    dom.boardDescription.textContent = `${text.boardDescription(editor.black, editor.white, turn, [])}${problem === '' ? '' : ` ${problem}`}`;
  }

  function render(state) {
    if (state.editor !== null) {
      renderEditor(state, textFor(state.settings.lang));
      return;
    }
    const { game, verdict, message, settings } = state;
    const { over, toMove, cells, black, white } = game;
    const text = textFor(settings.lang);
    const vsComputer = settings.mode === 'computer';
    const { judging } = state.puzzle;

    dom.scoreBlack.textContent = String(black);
    dom.scoreWhite.textContent = String(white);
    dom.cardBlack.classList.toggle('is-turn', !over && toMove === 1);
    dom.cardWhite.classList.toggle('is-turn', !over && toMove === 2);
    const role = (color) => (vsComputer ? (color === settings.human ? text.you : text.computer) : '');
    dom.roleBlack.textContent = role(1);
    dom.roleWhite.textContent = role(2);

    let turn;
    if (over) turn = text.gameOver;
    else if (vsComputer) turn = text.toMoveRole(text.colors[toMove], role(toMove));
    else if (settings.mode === 'puzzle' && state.canPlay) turn = text.puzzleTask(text.colors[toMove]);
    else turn = text.toMove(text.colors[toMove]);
    dom.turn.textContent = turn;
    // A puzzle's verdict: in the result's colours when right, a notice's when not.
    const verdictText = verdict === null ? '' : text.verdict(verdict, squareName);
    const result = verdict?.correct ? verdictText : over ? resultText(text, game) : '';
    dom.notice.textContent =
      message.failure ||
      message.refusal ||
      (verdict !== null && !verdict.correct ? verdictText : '') ||
      passText(text, message.pass, squareName);
    dom.result.textContent = result;
    dom.thinkingText.textContent = judging ? text.checking : text.thinking;
    const { line } = state;
    dom.lastMove.classList.toggle('is-branch', line.branches);
    if (line.branches) dom.lastMove.textContent = text.branchHere(game.moveCount, line.main.transcript.length / 2);
    else if (game.lastMove === undefined) dom.lastMove.textContent = text.noMoveYet;
    else dom.lastMove.textContent = text.lastMove(text.colors[cells[game.lastMove]], squareName(game.lastMove));
    // One message line: the result, else a notice, else the computer thinking, else the last move.
    const shown = result !== ''
      ? dom.result
      : dom.notice.textContent !== ''
        ? dom.notice
        : state.thinking || judging
          ? dom.thinking
          : dom.lastMove;
    for (const row of [dom.result, dom.notice, dom.thinking, dom.lastMove]) {
      row.classList.toggle('is-shown', row === shown);
    }
    showReview(state, text);

    const { moveCount } = game;
    const canRedo = game.redoCount > 0;
    const locked = settings.readonly && settings.mode !== 'replay';
    dom.undo.disabled = moveCount === 0 || locked;
    dom.first.disabled = moveCount === 0;
    dom.redo.disabled = !canRedo || locked;
    dom.last.disabled = !canRedo;
    dom.copy.disabled = game.transcript === '';

    const reviewed = state.review.here;
    const names = Array.from(game.legal, (square) => squareName(square));
    const variation =
      line.viewing === 'variation'
        ? ` ${text.variationFrom(line.variation.from + 1)}.`
        : line.branches
          ? ` ${dom.lastMove.textContent}.`
          : '';
    dom.boardDescription.textContent =
      text.boardDescription(black, white, over || verdict !== null ? result || verdictText : turn, names) +
      variation +
      (reviewed === null ? '' : ` ${text.reviewedMove(reviewed, text.colors[reviewed.color === 'black' ? 1 : 2])}`);
  }

  return { render };
}
