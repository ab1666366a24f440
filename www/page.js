// The full page: the <reversi-board> element plus page chrome. Wires the settings form to the
// element's attributes, keeps the game in the address (#moves=f5d6c3: a reload keeps it, a
// link shares it; a puzzle as #puzzle=12), offers the puzzle of the day and others from the
// project's set (puzzle-set.js), makes R start a new game, and registers the service worker that lets the
// page install and play offline and brings each new build whole (the page's, never the
// element's: embeds get none), offering "Update now" when one is ready.

import './reversi-board.js';
import { pageWords } from './page-words.js';
import { refusalText } from './i18n.js';
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
  summary: byId('settings-summary'),
  notice: byId('page-notice'),
  puzzleBar: byId('puzzle-bar'),
  puzzleInfo: byId('puzzle-info'),
  nextPuzzle: byId('next-puzzle'),
};
const COLOURS = { 1: 'black', 2: 'white' };
const HASH_KEY = 'moves';
const PUZZLE_KEY = 'puzzle';

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
    board.removeAttribute('board');
    board.setAttribute('mode', form.mode.value);
  }
  board.setAttribute('color', COLOURS[form.colour.value]);
  board.setAttribute('level', form.level.value);
  board.setAttribute('hints', form.hints.checked ? 'on' : 'off');
  board.setAttribute('lang', form.language.value);
  board.setAttribute('theme', form.theme.value);
  document.documentElement.lang = form.language.value;
  document.documentElement.dataset.theme = form.theme.value;
  form.computerSettings.disabled = form.mode.value !== 'computer';
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

function writeAddress(transcript) {
  if (form.mode.value === 'puzzle') return;
  if (transcript !== '') form.notice.textContent = '';
  writeHash(transcript === '' ? '' : `#${HASH_KEY}=${transcript}`);
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
  const moves = movesInAddress();
  if (moves === null || moves === board.moves) return;
  try {
    board.moves = moves;
    form.notice.textContent = '';
  } catch (error) {
    const lang = form.language.value;
    form.notice.textContent = pageWords(lang).badAddress(moves, refusalText(lang, error));
    board.newGame();
    writeAddress('');
  }
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

board.ready.then(() => {
  loadAddress();
  board.addEventListener('positionchange', ({ detail }) => writeAddress(detail.transcript));
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
