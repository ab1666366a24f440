// The full page: the <reversi-board> element plus page chrome. Wires the settings form to the
// element's attributes, keeps the game's own line in the address (#moves=f5d6c3: a reload
// keeps it, a link shares it; a puzzle as #puzzle=12; a game from a set-up position as
// #board=<its 64 squares and side>&moves=…, while #board=… alone opens that position in the
// board's editor) and the whole game (its variation, the
// position shown) in localStorage, so that a reload brings back all of it; offers the puzzle
// of the day and others from the project's set (puzzle-set.js), makes R start a new game, and
// registers the service worker that lets the page install and play offline and brings each
// new build whole (the page's, never the element's: embeds get none), offering "Update now"
// when one is ready.

import './reversi-board.js';
import { pageWords } from './page-words.js';
import { refusalText, textFor } from './i18n.js';
import { checkLines } from './game-line.js';
import { START_BOARD } from './board-editor.js';
import { loadPuzzles, puzzleOfTheDay } from './puzzle-set.js';

const byId = (id) => document.getElementById(id);
const board = byId('game');
const form = {
  mode: byId('mode'),
  colour: byId('colour'),
  level: byId('level'),
  hints: byId('hints'),
  language: byId('language'),
  theme: byId('theme'),
  computerSettings: byId('computer-settings'),
  hintsField: byId('hints-field'),
  summary: byId('settings-summary'),
  notice: byId('page-notice'),
  puzzleBar: byId('puzzle-bar'),
  puzzleInfo: byId('puzzle-info'),
  nextPuzzle: byId('next-puzzle'),
};
const COLOURS = { 1: 'black', 2: 'white' };
const HASH_KEY = 'moves';
const PUZZLE_KEY = 'puzzle';
const BOARD_KEY = 'board';
/** Where the game's lines are kept between visits (the board's `lines`, as JSON). */
const STORE_KEY = 'reversi-lines';
/** The start position of the kept lines, when a set-up one (a board string). */
const START_KEY = 'reversi-start';

/**
 * The set-up position the page's games start from (a board string, from the board's editor
 * or the address), or null for the standard start.
 */
let setup = null;

/** The puzzle shown in puzzle mode: `{ index, today }` (index in the set), or null. */
let puzzle = null;
/** The puzzles, once loaded (the set is fetched the first time puzzle mode is chosen). */
let puzzles = null;

/**
 * Words the page in the chosen language: every element with a `data-text` key, the level
 * options and the document's title (again whenever the language changes). The level options
 * are in the HTML, one per level of the engine, written by the build (scripts/levels.mjs)
 * with the same words as here.
 */
function wordPage() {
  const words = pageWords(form.language.value);
  for (const element of document.querySelectorAll('[data-text]')) {
    setText(element, words[element.dataset.text]);
  }
  for (const option of form.level.options) {
    setText(option, `${option.value} · ${words.levelNames[Number(option.value)]}`);
  }
  setText(form.summary, settingsSummary());
  setText(form.puzzleInfo, puzzle === null || puzzles === null ? '' : words.puzzleInfo({
    today: puzzle.today,
    number: puzzle.index + 1,
    count: puzzles.length,
    empties: puzzles[puzzle.index].empties,
    difficulty: puzzles[puzzle.index].difficulty ?? '?',
  }));
}

/**
 * Writes `text` into `element` unless it is there already: the same words written again are
 * new text to the browser, painted again, and the first screen's largest text (the settings'
 * line, in the HTML) would count as painted late (Lighthouse's largest paint).
 */
function setText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}

/** The settings in a few words, for the folded settings' line: mode, then colour and level. */
function settingsSummary() {
  const chosen = (select) => select.selectedOptions[0]?.textContent ?? '';
  const parts = [chosen(form.mode)];
  if (form.mode.value === 'computer') parts.push(chosen(form.colour), chosen(form.level));
  // Each part wraps whole: "3 · Easy" never ends one line and starts the next.
  return parts.map((part) => part.replaceAll(' ', '\u00a0')).join(' · ');
}

function applySettings() {
  if (form.mode.value === 'puzzle') {
    showPuzzle(puzzle ?? { index: null, today: true });
  } else {
    puzzle = null;
    form.puzzleBar.hidden = true;
    // The editor opens on the position shown, then on the set-up position if there is one;
    // a game is set up from that position in its mode.
    if (form.mode.value === 'edit') board.setAttribute('mode', 'edit');
    if (setup === null) board.removeAttribute('board');
    else board.setAttribute('board', setup);
    board.setAttribute('mode', form.mode.value);
  }
  board.setAttribute('color', COLOURS[form.colour.value]);
  board.setAttribute('level', form.level.value);
  board.setAttribute('hints', form.hints.checked ? 'on' : 'off');
  board.setAttribute('lang', form.language.value);
  board.setAttribute('theme', form.theme.value);
  document.documentElement.lang = form.language.value;
  document.documentElement.dataset.theme = form.theme.value;
  // Only what applies is shown: colour and level against the computer, hints outside a puzzle.
  form.computerSettings.hidden = form.mode.value !== 'computer';
  form.hintsField.hidden = form.mode.value === 'puzzle';
  // The help speaks of colour and level only where they show.
  byId('help-before').dataset.text = form.mode.value === 'computer' ? 'helpBefore' : 'helpBeforeMode';
  wordPage();
}

/**
 * Shows a puzzle of the set: `index` (null: the day's), once the set is loaded. The board
 * gets the position first, then the mode, so it starts the puzzle once.
 */
function showPuzzle({ index, today }) {
  loadPuzzles().then(
    (loaded) => {
      if (form.mode.value !== 'puzzle') return;
      puzzles = loaded;
      const chosen = index ?? puzzleOfTheDay(loaded.length);
      puzzle = { index: chosen, today: today && chosen === puzzleOfTheDay(loaded.length) };
      board.setAttribute('board', loaded[chosen].board);
      board.setAttribute('mode', 'puzzle');
      form.puzzleBar.hidden = false;
      writeHash(`#${PUZZLE_KEY}=${chosen + 1}`);
      wordPage();
    },
    (error) => {
      form.notice.textContent = pageWords(form.language.value).puzzlesFailed(String(error?.message ?? error));
    },
  );
}

/** The puzzle in the address (`#puzzle=12`) as an index in the set, or null. */
function puzzleInAddress() {
  const number = Number(new URLSearchParams(location.hash.slice(1)).get(PUZZLE_KEY));
  return Number.isInteger(number) && number >= 1 ? number - 1 : null;
}

/** The moves in the address (`#moves=f5d6c3`), or null when there are none. */
function movesInAddress() {
  const fields = new URLSearchParams(location.hash.slice(1));
  return fields.get(HASH_KEY);
}

/** The position in the address (`#board=…`, with `moves` for a game from it), or null. */
function boardInAddress() {
  const fields = new URLSearchParams(location.hash.slice(1));
  const position = fields.get(BOARD_KEY);
  return position === null ? null : { position, moves: fields.get(HASH_KEY) };
}

/** The shape of a board string: 64 squares, then the side to move (whether a game can start from it is the engine's to say). */
const BOARD_SHAPE = /^[XO.-]{64}\s*[XO]$/i;

/** A board string as the address writes it: the 64 squares, then the side at once. */
const addressForm = (position) => position.replace(/\s+/g, '');

/**
 * Opens the position of the address (`address`, as boardInAddress gives it): a game from it
 * when the address has moves (the lines kept by the last visit when they are that game's),
 * else the position in the board's editor. A position that is not one, or that a game cannot
 * start from, is refused with a notice, and nothing changes.
 */
function openBoardAddress(address, kept = { lines: null, start: null }) {
  const lang = form.language.value;
  let position;
  try {
    position = board.positionFrom(address.position);
  } catch (error) {
    form.notice.textContent = pageWords(lang).badBoardAddress(address.position, refusalText(lang, error));
    return;
  }
  form.notice.textContent = '';
  setup = position === START_BOARD ? null : position;
  if (address.moves === null) {
    form.mode.value = 'edit';
    applySettings();
    return;
  }
  if (form.mode.value === 'edit' || form.mode.value === 'puzzle') form.mode.value = 'computer';
  applySettings();
  const lines = kept.start === setup && kept.lines?.main === address.moves ? kept.lines : { main: address.moves };
  board.setLines(lines, { quiet: lines === kept.lines }).catch((error) => showBadAddress(address.moves, error));
}

/**
 * Writes the game's own line to the address. It changes when that line does: played on at
 * its end, a new game, a load, a game brought back; stepping back or a variation leave it.
 */
function writeAddress(transcript) {
  if (form.mode.value === 'puzzle' || form.mode.value === 'edit') return;
  let hash = transcript === '' ? '' : `#${HASH_KEY}=${transcript}`;
  if (setup !== null) hash = `#${BOARD_KEY}=${addressForm(setup)}&${HASH_KEY}=${transcript}`;
  if (location.hash === hash) return;
  if (transcript !== '' && !keptNotice) form.notice.textContent = '';
  writeHash(hash);
}

/** The lines kept by the last visit: `{ lines }` (null when none), or `{ problem }` (an Error). */
function keptLines() {
  let kept = null;
  try {
    kept = localStorage.getItem(STORE_KEY);
  } catch {
    return { lines: null }; // storage refused (a private window): the address alone keeps the game
  }
  if (kept === null) return { lines: null };
  try {
    return { lines: checkLines(JSON.parse(kept)) };
  } catch (error) {
    const problem = error instanceof SyntaxError ? Object.assign(error, { code: 'lines-shape' }) : error;
    return { lines: null, problem };
  }
}

/** The start position of the kept lines when a set-up one, else null. */
function keptStart() {
  try {
    return localStorage.getItem(START_KEY);
  } catch {
    return null;
  }
}

/** Keeps the board's lines for the next visit (not a puzzle's: the address holds those). */
function keepLines() {
  const { lines } = board;
  if (form.mode.value === 'puzzle' || form.mode.value === 'edit' || lines === null) return;
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(lines));
    if (setup === null) localStorage.removeItem(START_KEY);
    else localStorage.setItem(START_KEY, setup);
  } catch {
    // Storage refused or full: the address still keeps the game's own line.
  }
}

/**
 * Says that the kept lines could not be brought back (they are left as they are), until the
 * person's next move (the computer's answer to the address's game leaves it).
 */
function showKeptProblem(error) {
  const lang = form.language.value;
  form.notice.textContent = textFor(lang).savedUnreadable(refusalText(lang, error));
  keptNotice = true;
}

/**
 * The person has moved: the notice about unreadable kept lines has been seen, and the game is
 * kept in their place from now on.
 */
function personMoved({ detail }) {
  const vsComputer = board.getAttribute('mode') === 'computer';
  if (!keptRefused || (vsComputer && detail.color !== board.getAttribute('color'))) return;
  keptRefused = false;
  if (keptNotice) form.notice.textContent = '';
  keptNotice = false;
  keepLines();
}

/** Says that the moves of the address are not a game, and shows the start position. */
function showBadAddress(moves, error) {
  const lang = form.language.value;
  form.notice.textContent = pageWords(lang).badAddress(moves, refusalText(lang, error));
  board.setLines({ main: '' }).catch(() => {});
  writeAddress('');
}

/**
 * Sets up the game before the board is first drawn: the lines kept by the last visit (a
 * reload brings back the variation and the position shown too), then the game the address
 * asks for if it is another (a link, a bare address: the start; a puzzle's, the start for
 * now). A game it replaces can be brought back with the board's Undo.
 */
function startGame() {
  const { lines, problem } = keptLines();
  if (problem !== undefined) showKeptProblem(problem);
  // A set-up position (the address's, or the kept game's) is the engine's to check: opened
  // once the board is ready, over the kept game if it is of the standard start.
  const start = keptStart();
  const address = puzzleInAddress() === null ? boardInAddress() : null;
  if (address !== null || (start !== null && puzzleInAddress() === null && movesInAddress() === null)) {
    const opened = address ?? { position: start, moves: lines?.main ?? '' };
    // A position for the editor that has a board's shape: the board is built as the editor
    // from the first paint, so that nothing below it moves when the position opens (a
    // position the engine then refuses leaves the editor on the game's own position).
    if (opened.moves === null && BOARD_SHAPE.test(opened.position.trim())) {
      form.mode.value = 'edit';
      applySettings();
    }
    if (start === null && lines !== null) board.setLines(lines, { quiet: true }).catch(() => {});
    board.ready.then(() => openBoardAddress(opened, { lines, start }));
    keptRefused = problem !== undefined;
    return;
  }
  const moves = puzzleInAddress() === null ? movesInAddress() : null;
  const wanted = moves ?? '';
  const load = () => board.setLines({ main: wanted }).catch((error) => showBadAddress(moves, error));
  if (lines !== null && start === null) {
    board.setLines(lines, { quiet: true }).catch((error) => {
      keptRefused = true;
      showKeptProblem(error);
      // Their game was the address's: the address alone gives it.
      if (wanted === lines.main) load();
    });
  }
  if (lines === null || start !== null ? wanted !== '' : wanted !== lines.main) load();
  keptRefused = problem !== undefined;
}

function writeHash(hash) {
  if (location.hash !== hash) {
    history.replaceState(null, '', `${location.pathname}${location.search}${hash}`);
  }
}

function loadAddress() {
  const wanted = puzzleInAddress();
  if (wanted !== null) {
    if (puzzle?.index === wanted) return;
    form.mode.value = 'puzzle';
    puzzle = null;
    loadPuzzles().then((loaded) => {
      puzzle = { index: Math.min(wanted, loaded.length - 1), today: false };
      applySettings();
    }, () => applySettings());
    return;
  }
  const address = boardInAddress();
  if (address !== null) {
    const same = setup !== null && addressForm(setup) === addressForm(address.position);
    if (!same || (address.moves !== null && address.moves !== board.lines?.main)) openBoardAddress(address);
    return;
  }
  const moves = movesInAddress();
  if (moves === null || moves === board.lines?.main) return;
  board.setLines({ main: moves }).then(
    () => {
      form.notice.textContent = '';
    },
    (error) => showBadAddress(moves, error),
  );
}

for (const control of [form.mode, form.colour, form.level, form.hints, form.language, form.theme]) {
  control.addEventListener('change', applySettings);
}
form.nextPuzzle.addEventListener('click', () => {
  if (puzzles === null || puzzle === null) return;
  showPuzzle({ index: (puzzle.index + 1) % puzzles.length, today: false });
});
applySettings();

document.addEventListener('keydown', (event) => {
  if (event.key !== 'r' && event.key !== 'R') return;
  if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
  // composedPath sees into the board's shadow root (its moves field), where target cannot.
  const origin = event.composedPath()[0];
  if (origin.closest?.('select, input, textarea, [contenteditable]')) return;
  event.preventDefault();
  board.newGame();
});

/** Whether the lines kept by the last visit could not be brought back (they are kept as they are). */
let keptRefused = false;
/** Whether the page's notice says so (it stays until the person's next move). */
let keptNotice = false;
startGame();

/**
 * After each change: the lines kept for the next visit (unless the kept ones could not be read:
 * they stay until the person moves), the game's own line in the address.
 */
function followBoard() {
  if (!keptRefused) keepLines();
  writeAddress(board.lines?.main ?? '');
}

board.ready.then(() => {
  if (puzzleInAddress() !== null) loadAddress();
  // Unreadable kept lines stay as they were until the person moves.
  else if (!keptRefused) keepLines();
  board.addEventListener('positionchange', followBoard);
  board.addEventListener('move', personMoved);
  // The board's editor started a game from its position: the form and the address follow.
  board.addEventListener('setup', ({ detail }) => {
    setup = detail.board === START_BOARD ? null : detail.board;
    form.mode.value = detail.mode;
    form.hints.checked = detail.hints;
    applySettings();
    followBoard();
  });
  // A game brought back may be of another mode (one a puzzle replaced): the form follows it.
  board.addEventListener('restore', () => {
    form.mode.value = board.getAttribute('mode') ?? 'computer';
    if (form.mode.value !== 'puzzle') setup = board.getAttribute('board');
    form.colour.value = board.getAttribute('color') === 'white' ? '2' : '1';
    applySettings();
    followBoard();
  });
  window.addEventListener('hashchange', loadAddress);
});

/**
 * Offers a new build once the service worker has installed it whole: "Update now" lets it
 * take over and reloads the page (the game is in the address, so it carries on). Never on
 * its own in the middle of a move; a person who ignores it gets the new build on the next
 * visit after this tab is closed.
 */
function offerUpdate(waiting) {
  byId('update-notice').hidden = false;
  byId('update-now').onclick = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
      once: true,
    });
    waiting.postMessage({ type: 'take-over' });
  };
}

async function registerServiceWorker() {
  const registration = await navigator.serviceWorker.register(new URL('../sw.js', import.meta.url));
  // Only an update waits: the first install takes the page at once (nothing to replace).
  const offerWhenInstalled = (worker) =>
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(worker);
    });
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  if (registration.installing) offerWhenInstalled(registration.installing);
  registration.addEventListener('updatefound', () => offerWhenInstalled(registration.installing));
  // Look for a new build on every visit: the browser's own check may wait for a quiet moment.
  await registration.update();
}

if ('serviceWorker' in navigator) {
  registerServiceWorker().catch(() => {
    // Offline play is a bonus: the page works without it.
  });
}
