// A board's settings, read from its attributes: each attribute is checked on its own, and a
// wrong one falls back to its default and is reported as a problem ({ name, value }) for the
// board to show. Whether a `moves` transcript is legal is for the engine to say (see the board).

// The engine's level count and default level (src/ai/levels.rs), needed here before the
// engine has loaded; a browser test checks them against the engine.
export const LEVEL_COUNT = 9; // levels 0..8
export const DEFAULT_LEVEL = 3;

const CHOICES = {
  mode: ['computer', 'human', 'replay', 'puzzle'],
  color: ['black', 'white'],
  hints: ['on', 'off'],
  coordinates: ['on', 'off'],
  theme: ['light', 'dark', 'auto'],
};
const BOARD_PATTERN = /^[XO-]{64} [XO]$/;
const MOVES_PATTERN = /^(\s*[a-h][1-8])*\s*$/i;

/**
 * Reads `element`'s attributes. Returns `{ options, problems }`: `options` holds `moves`,
 * `board` (null for the standard start), `mode`, `human` (1 or 2), `level`, `hints`,
 * `coordinates` (booleans), `size` (a CSS length or null), `theme`, `lang` ("en" | "ja"),
 * `readonly`.
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

  const moves = read('moves', '', (value) => MOVES_PATTERN.test(value)).replace(/\s+/g, '');
  const board = read('board', null, (value) => BOARD_PATTERN.test(value.toUpperCase()));
  const level = read('level', String(DEFAULT_LEVEL), (value) => /^\d$/.test(value) && Number(value) < LEVEL_COUNT);
  const size = read('size', null, (value) => CSS.supports('width', value) && !/^(auto|inherit|initial|unset|revert)/.test(value));
  const langAttribute = read('lang', null, (value) => /^(en|ja)\b/i.test(value));
  const inherited =
    element.parentElement?.closest('[lang]')?.getAttribute('lang') ??
    document.documentElement.lang ??
    'en';

  return {
    problems,
    options: {
      moves,
      board: board === null ? null : board.toUpperCase(),
      mode: choice('mode', 'computer'),
      human: choice('color', 'black') === 'white' ? 2 : 1,
      level: Number(level),
      hints: choice('hints', 'off') === 'on',
      coordinates: choice('coordinates', 'on') === 'on',
      size,
      theme: choice('theme', 'auto'),
      lang: /^ja\b/i.test(langAttribute ?? inherited) ? 'ja' : 'en',
      readonly: element.hasAttribute('readonly'),
    },
  };
}
