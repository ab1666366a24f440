// The full page's own words (the settings form, the title, the help, the page's notices), in
// English and Japanese. The board's words are i18n.js's. Each `data-text` in index.html names a
// key of these tables; `pageWords(lang)` picks one ("ja…" → Japanese, else English), and a
// browser test checks both tables hold the same keys and no English is left on the Japanese page.
// The level names are the engine's, in both languages (src/ai/players/levels.rs), through
// board-options.js, which the build fills from the engine.

import { LEVEL_NAMES } from './board-options.js';

const en = {
  title: 'Othello',
  settings: 'Settings',
  mode: 'Mode',
  modeComputer: 'Human vs computer',
  modeHuman: 'Human vs human',
  modePuzzle: 'Puzzle',
  modeEdit: 'Set up a position',
  nextPuzzle: 'Another puzzle',
  puzzleInfo: ({ today, number, count, empties, difficulty }) =>
    `${today ? "Today's puzzle" : 'Puzzle'} ${number} of ${count}: ${empties} empty squares, difficulty ${difficulty} of 5.`,
  puzzlesFailed: (reason) => `The puzzles could not be loaded (${reason}).`,
  computerOpponent: 'Computer opponent',
  youPlay: 'You play',
  colourBlack: 'Black (first)',
  colourWhite: 'White',
  level: 'Level',
  levelNames: LEVEL_NAMES.en,
  hints: 'Hints',
  hintsWhat: 'scores and graph',
  language: 'Language',
  theme: 'Theme',
  themeSystem: 'System',
  themeLight: 'Light',
  themeDark: 'Dark',
  helpBefore:
    "Changing mode or colour starts a new game; a new level applies from the computer's next move.",
  helpBeforeMode: 'Changing mode starts a new game.',
  helpAfter: 'starts a new game; the address keeps the moves, so a link shares the game.',
  updateReady: 'A new version of this game is ready.',
  updateNow: 'Update now',
  badAddress: (moves, reason) =>
    `The moves in the address (“${moves}”) are not a valid game: ${reason}. Starting from the start position.`,
  badBoardAddress: (board, reason) => `The position in the address (“${board}”) cannot be opened: ${reason}. Nothing was changed.`,
};

const ja = {
  title: 'オセロ',
  settings: '設定',
  mode: '対戦',
  modeComputer: '人対コンピュータ',
  modeHuman: '人対人',
  modePuzzle: '問題',
  modeEdit: '盤面編集',
  nextPuzzle: '別の問題',
  puzzleInfo: ({ today, number, count, empties, difficulty }) =>
    `${today ? '今日の問題' : '問題'} ${number}/${count}: 空き${empties}マス、難易度 ${difficulty}/5。`,
  puzzlesFailed: (reason) => `問題を読み込めませんでした (${reason})。`,
  computerOpponent: 'コンピュータの相手',
  youPlay: 'あなたの石',
  colourBlack: '黒（先手）',
  colourWhite: '白',
  level: '強さ',
  levelNames: LEVEL_NAMES.ja,
  hints: 'ヒント',
  hintsWhat: '評価値とグラフ',
  language: '言語',
  theme: 'テーマ',
  themeSystem: 'システム',
  themeLight: 'ライト',
  themeDark: 'ダーク',
  helpBefore: '対戦や石の色を変えると新しい対局になります。強さはコンピュータの次の手から変わります。',
  helpBeforeMode: '対戦を変えると新しい対局になります。',
  helpAfter: 'キーで新しい対局。アドレスに棋譜が残るので、リンクで対局を共有できます。',
  updateReady: 'このゲームの新しい版があります。',
  updateNow: '今すぐ更新',
  badAddress: (moves, reason) =>
    `アドレスの棋譜（「${moves}」）は正しい対局ではありません: ${reason}。初期配置から始めます。`,
  badBoardAddress: (board, reason) => `アドレスの局面（「${board}」）は開けません: ${reason}。何も変えていません。`,
};

export const PAGE_WORDS = { en, ja };

/** The page's words for `lang`: Japanese for "ja…", else English. */
export function pageWords(lang) {
  return String(lang).toLowerCase().startsWith('ja') ? ja : en;
}
