// A board's settings, read from its attributes: each attribute is checked on its own, and a
// wrong one falls back to its default and is reported as a problem ({ name, value }) for the
// board to show. Whether a `moves` transcript is legal is for the engine to say (see the board).

// The engine's level table (src/ai/players/levels.rs): its default level and each level's name
// in English and Japanese (index = level), needed before the engine has loaded (the attribute
// check below, the page's words in page-words.js). This file holds none of its own:
// scripts/build.sh writes the built engine's table into dist/'s copy in place of the null
// below (scripts/levels.mjs), and fails if a level count or name is written here.
const LEVELS = null;
if (LEVELS === null) {
  throw new Error('www/board-options.js has no level table: serve dist/, which scripts/build.sh builds');
}

/** The names of the levels, `{ en, ja }`, each an array indexed by level. */
export const LEVEL_NAMES = Object.freeze({
  en: Object.freeze([...LEVELS.names.en]),
  ja: Object.freeze([...LEVELS.names.ja]),
});
/** How many levels there are: 0 … LEVEL_COUNT - 1. */
export const LEVEL_COUNT = LEVEL_NAMES.en.length;
/** The level a board plays at unless told another. */
export const DEFAULT_LEVEL = LEVELS.defaultLevel;

const CHOICES = {
  mode: ['computer', 'human', 'replay', 'puzzle', 'edit'],
  color: ['black', 'white'],
  hints: ['on', 'off'],
  coordinates: ['on', 'off'],
  theme: ['light', 'dark', 'auto'],
};
/**
 * The parts of the panel that the `controls` attribute shows, by token: the game's buttons
 * (undo, redo, new game; a replay's steps; a puzzle's retry and solution), the move list,
 * the paste form and the copy button, the review, the evaluation graph (with hints or a
 * review), and the host's `settings` slot. `all` shows every part; `none` (alone) none.
 * The scores, the status line and the variation's and a replaced game's rows always show,
 * and so does the editor in mode "edit".
 */
export const CONTROL_PARTS = Object.freeze(['buttons', 'moves', 'paste', 'review', 'graph', 'settings']);
/**
 * Each attribute's default: the value a board uses when the attribute is absent or wrong.
 * `null` means none (`board`: the standard start, `size`: the width available, `lang`: the
 * nearest `lang` attribute); `readonly` is a boolean attribute, absent by default. The
 * README's attribute table is tested against this object.
 */
export const ATTRIBUTE_DEFAULTS = Object.freeze({
  moves: '',
  board: null,
  mode: 'computer',
  color: 'black',
  level: String(DEFAULT_LEVEL),
  hints: 'off',
  coordinates: 'on',
  size: null,
  theme: 'auto',
  lang: null,
  readonly: false,
  controls: 'buttons',
});

const BOARD_PATTERN = /^[XO-]{64} [XO]$/;
const MOVES_PATTERN = /^(\s*[a-h][1-8])*\s*$/i;

/**
 * Reads `element`'s attributes. Returns `{ options, problems }`: `options` holds `moves`,
 * `board` (null for the standard start), `mode`, `human` (1 or 2), `level`, `hints`,
 * `coordinates` (booleans), `size` (a CSS length or null), `theme`, `lang` ("en" | "ja"),
 * `readonly`, `controls` (a Set of CONTROL_PARTS).
 */
export function readOptions(element) {
  const problems = [];
  const read = (name, fallback, isValid) => {
    const value = element.getAttribute(name);
    if (value === null) return fallback;
    const trimmed = value.trim();
    if (isValid(trimmed)) return trimmed;
    problems.push({ name, value });
    return fallback;
  };
  const choice = (name, fallback) =>
    read(name, fallback, (value) => CHOICES[name].includes(value.toLowerCase())).toLowerCase();

  const moves = read('moves', ATTRIBUTE_DEFAULTS.moves, (value) => MOVES_PATTERN.test(value)).replace(/\s+/g, '');
  const board = read('board', ATTRIBUTE_DEFAULTS.board, (value) => BOARD_PATTERN.test(value.toUpperCase()));
  const level = read('level', ATTRIBUTE_DEFAULTS.level, (value) => /^\d$/.test(value) && Number(value) < LEVEL_COUNT);
  const size = read('size', ATTRIBUTE_DEFAULTS.size, (value) => CSS.supports('width', value) && !/^(auto|inherit|initial|unset|revert)/.test(value));
  const controls = read('controls', ATTRIBUTE_DEFAULTS.controls, (value) => controlParts(value) !== null);
  const langAttribute = read('lang', ATTRIBUTE_DEFAULTS.lang, (value) => /^(en|ja)\b/i.test(value));
  const inherited =
    element.parentElement?.closest('[lang]')?.getAttribute('lang') ??
    document.documentElement.lang ??
    'en';

  return {
    problems,
    options: {
      moves,
      board: board === null ? null : board.toUpperCase(),
      mode: choice('mode', ATTRIBUTE_DEFAULTS.mode),
      human: choice('color', ATTRIBUTE_DEFAULTS.color) === 'white' ? 2 : 1,
      level: Number(level),
      hints: choice('hints', ATTRIBUTE_DEFAULTS.hints) === 'on',
      coordinates: choice('coordinates', ATTRIBUTE_DEFAULTS.coordinates) === 'on',
      size,
      theme: choice('theme', ATTRIBUTE_DEFAULTS.theme),
      lang: /^ja\b/i.test(langAttribute ?? inherited) ? 'ja' : 'en',
      readonly: element.hasAttribute('readonly'),
      controls: controlParts(controls),
    },
  };
}

/**
 * The parts a `controls` value shows, as a Set of CONTROL_PARTS, or null when it is not one:
 * tokens of CONTROL_PARTS and `all`, in any order and case, or `none` alone.
 */
function controlParts(value) {
  const tokens = value.toLowerCase().split(/\s+/).filter((token) => token !== '');
  if (tokens.length === 1 && tokens[0] === 'none') return new Set();
  if (tokens.length === 0 || !tokens.every((token) => token === 'all' || CONTROL_PARTS.includes(token))) return null;
  return new Set(tokens.includes('all') ? CONTROL_PARTS : tokens);
}
