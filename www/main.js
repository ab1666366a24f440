// The page: wires the game (an engine `Game`, the one piece of state that matters), the board
// view, the input and the computer's worker together, and writes the state into the DOM: text
// for people, data attributes for tests. It holds no rules — legal moves, flips, passes and
// the result are all asked of the Game.
//
// DOM contract (tests/e2e reads it):
//   #game      data-status     "loading" | "playing" | "thinking" | "over" | "error"
//              data-transcript the moves so far, such as "f5d6c3"
//              data-to-move    "black" | "white" ("" once the game is over)
//              data-mode       "computer" | "human";  data-human "black" | "white" | "";
//              data-level      the computer's level, 0-6
//   #board     the canvas: the 8x8 board exactly (a1 top-left, h8 bottom-right)
//   #score-black, #score-white, #turn, #notice (passes, errors), #result (at the end),
//   #moves, #move-count; #announce is a polite live region.

import { loadEngine } from './engine.js';
import { createBoardView } from './board-view.js';
import { attachInput } from './input.js';

/** The least time a computer move takes, so that a person sees it happen. */
const COMPUTER_DELAY_MS = 350;
const NAMES = { 1: 'Black', 2: 'White' };
const KEYS = { 1: 'black', 2: 'white' };

const byId = (id) => document.getElementById(id);
const dom = {
  game: byId('game'),
  board: byId('board'),
  scoreBlack: byId('score-black'),
  scoreWhite: byId('score-white'),
  cardBlack: byId('card-black'),
  cardWhite: byId('card-white'),
  roleBlack: byId('role-black'),
  roleWhite: byId('role-white'),
  turn: byId('turn'),
  thinking: byId('thinking'),
  notice: byId('notice'),
  result: byId('result'),
  moves: byId('moves'),
  moveCount: byId('move-count'),
  announce: byId('announce'),
  mode: byId('mode'),
  colour: byId('colour'),
  level: byId('level'),
  computerSettings: byId('computer-settings'),
  newGame: byId('new-game'),
};

const view = createBoardView(dom.board);

let engine = null; // { Game, squareName } once the wasm is loaded
let worker = null;
let game = null;
let log = []; // what was played this game, for the moves list: squares and passes
let thinking = false;
let failure = ''; // shown in the notice when something went wrong
// The computer request in flight; answers carrying any other id belong to a game since left.
let request = { id: 0, sentAt: 0 };

function settings() {
  return {
    vsComputer: dom.mode.value === 'computer',
    human: Number(dom.colour.value),
    level: Number(dom.level.value),
  };
}

function humanToMove() {
  if (game === null || game.is_over()) return false;
  const { vsComputer, human } = settings();
  return !vsComputer || game.to_move() === human;
}

function newGame() {
  if (engine === null) return;
  request = { id: request.id + 1, sentAt: 0 };
  thinking = false;
  failure = '';
  log = [];
  game?.free();
  game = new engine.Game();
  announce('New game. Black to move.');
  render();
  askComputer();
}

/** A square chosen by a person: played when it is a person's turn and the Game allows it. */
function playHuman(square) {
  if (thinking || failure || !humanToMove()) return;
  if (!game.legal_moves().includes(square)) return;
  play(square);
  askComputer();
}

function play(square) {
  const mover = game.to_move();
  game.play(square);
  const passed = game.last_pass();
  log.push(engine.squareName(square));
  if (passed !== undefined) log.push('pass');
  let sentence = `${NAMES[mover]} plays ${engine.squareName(square)}.`;
  if (passed !== undefined) sentence += ` ${NAMES[passed]} has no move and passes.`;
  if (game.is_over()) sentence += ` Game over. ${resultText()}.`;
  announce(sentence);
  render();
}

/** Sends the game to the worker when it is the computer's turn. */
function askComputer() {
  if (game.is_over() || humanToMove() || failure) return;
  request = { id: request.id + 1, sentAt: performance.now() };
  thinking = true;
  render();
  worker.postMessage({
    id: request.id,
    startBoard: game.start_board_string(),
    transcript: game.transcript(),
    level: settings().level,
  });
}

function onComputerAnswer({ data }) {
  if (data.id !== request.id) return;
  const wait = Math.max(0, COMPUTER_DELAY_MS - (performance.now() - request.sentAt));
  setTimeout(() => {
    if (data.id !== request.id) return;
    thinking = false;
    if (data.error !== undefined) {
      fail(`The computer could not move: ${data.error}`);
      return;
    }
    try {
      play(data.square);
    } catch (error) {
      fail(`The computer's move was refused: ${error.message}`);
      return;
    }
    askComputer();
  }, wait);
}

function fail(message) {
  failure = message;
  thinking = false;
  announce(message);
  render();
}

function resultText() {
  const black = game.black_count();
  const white = game.white_count();
  switch (game.winner()) {
    case 1:
      return `Black wins ${black}–${white}`;
    case 2:
      return `White wins ${white}–${black}`;
    default:
      return `Draw ${black}–${white}`;
  }
}

/** Writes the game into the canvas and the DOM. */
function render() {
  const over = game.is_over();
  const toMove = game.to_move();
  const { vsComputer, human, level } = settings();
  const showLegal = !thinking && !failure && humanToMove();

  view.draw({
    cells: game.cells(),
    legal: showLegal ? game.legal_moves() : [],
    toMove,
    lastMove: game.last_move() ?? null,
  });

  const status = failure ? 'error' : over ? 'over' : thinking ? 'thinking' : 'playing';
  Object.assign(dom.game.dataset, {
    status,
    transcript: game.transcript(),
    toMove: over ? '' : KEYS[toMove],
    mode: vsComputer ? 'computer' : 'human',
    human: vsComputer ? KEYS[human] : '',
    level: String(level),
  });

  dom.scoreBlack.textContent = String(game.black_count());
  dom.scoreWhite.textContent = String(game.white_count());
  dom.cardBlack.classList.toggle('is-turn', !over && toMove === 1);
  dom.cardWhite.classList.toggle('is-turn', !over && toMove === 2);
  dom.roleBlack.textContent = vsComputer ? (human === 1 ? 'you' : 'computer') : '';
  dom.roleWhite.textContent = vsComputer ? (human === 2 ? 'you' : 'computer') : '';

  if (over) {
    dom.turn.textContent = 'Game over';
  } else if (vsComputer) {
    dom.turn.textContent = `${NAMES[toMove]} to move — ${toMove === human ? 'you' : 'computer'}`;
  } else {
    dom.turn.textContent = `${NAMES[toMove]} to move`;
  }
  dom.thinking.classList.toggle('is-active', thinking);

  const passed = game.last_pass();
  dom.notice.textContent =
    failure || (passed !== undefined ? `${NAMES[passed]} has no move — passes` : '');
  dom.result.textContent = over ? resultText() : '';
  dom.moves.textContent = log.join(' ');
  dom.moveCount.textContent = String(game.move_count());
}

function announce(message) {
  dom.announce.textContent = message;
}

function startWorker() {
  worker = new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' });
  worker.addEventListener('message', onComputerAnswer);
  worker.addEventListener('error', () => fail('The computer player could not start.'));
}

function showComputerSettings() {
  dom.computerSettings.disabled = dom.mode.value !== 'computer';
}

attachInput(dom.board, {
  squareAt: view.squareAt,
  onPlay: playHuman,
  onCursor: (cursor) => view.draw({ cursor }),
  onHover: (hover) => view.draw({ hover }),
});

dom.newGame.addEventListener('click', newGame);
dom.mode.addEventListener('change', () => {
  showComputerSettings();
  newGame();
});
dom.colour.addEventListener('change', newGame);
dom.level.addEventListener('change', () => {
  if (game !== null) render();
});

document.addEventListener('keydown', (event) => {
  if (event.key !== 'r' && event.key !== 'R') return;
  if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
  if (event.target.closest?.('select, input, textarea, [contenteditable]')) return;
  event.preventDefault();
  newGame();
});

showComputerSettings();
loadEngine().then(
  (loaded) => {
    engine = loaded;
    startWorker();
    newGame();
  },
  (error) => {
    dom.game.dataset.status = 'error';
    dom.turn.textContent = 'The game could not load.';
    dom.notice.textContent = String(error?.message ?? error);
  },
);
