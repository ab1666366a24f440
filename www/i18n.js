// The words a board shows and announces, in English and Japanese. Each language is a table of
// plain strings and small functions; `textFor(lang)` picks one ("ja…" → Japanese, else English).

/** A score in discs with its sign: +18, -6, +0. */
const signed = (score) => (score >= 0 ? `+${score}` : String(score));

/** The annotators' marks of a review's classes: ?! inaccuracy, ? mistake, ?? blunder. */
export const GLYPHS = { best: '', inaccuracy: '?!', mistake: '?', blunder: '??' };

/** The depths of the estimated `records` (a review's), as "18" or "16–18"; '' when none. */
function depthRange(records) {
  const depths = records.map((record) => record.depth).filter((depth) => typeof depth === 'number');
  if (depths.length === 0) return '';
  const [low, high] = [Math.min(...depths), Math.max(...depths)];
  return low === high ? String(low) : `${low}–${high}`;
}

const en = {
  colors: { 1: 'Black', 2: 'White' },
  you: 'you',
  computer: 'computer',
  loading: 'Loading…',
  toMove: (color) => `${color} to move`,
  toMoveRole: (color, role) => `${color} to move — ${role}`,
  gameOver: 'Game over',
  thinking: 'Thinking…',
  lastMove: (color, square) => `Last move: ${color} ${square}`,
  noMoveYet: 'No move yet',
  passNotice: (color) => `${color} has no move — passes`,
  // The pass notice once the other side has moved again: it stays until the person acts.
  passedAgain: (color, other, square) => `${color} passed — ${other} again: ${square}`,
  plays: (color, square, flips) =>
    `${color} plays ${square}, flipping ${flips} ${flips === 1 ? 'disc' : 'discs'}.`,
  playsAgain: (color, square, flips) =>
    `${color} plays again, ${square}, flipping ${flips} ${flips === 1 ? 'disc' : 'discs'}.`,
  passes: (color) => `${color} has no move and passes.`,
  wins: (color, winner, loser) => `${color} wins ${winner}–${loser}`,
  draw: (black, white) => `Draw ${black}–${white}`,
  gameOverSentence: (result) => `Game over. ${result}.`,
  newGame: (color) => `New game. ${color} to move.`,
  takenBack: (count) => `Took back ${count === 1 ? 'one move' : `${count} moves`}.`,
  replayed: (count) => `Replayed ${count === 1 ? 'one move' : `${count} moves`}.`,
  loaded: (count) => `Game loaded: ${count} moves.`,
  // The game's own line and its variation (game-line.js).
  pass: 'pass',
  branchHere: (move, total) => `Move ${move} of ${total}: a move here starts a variation`,
  variationFrom: (move) => `Variation from move ${move}`,
  variationMoves: (move) => `Variation from move ${move}:`,
  backToGame: 'Back to the game',
  showVariation: 'Show',
  showVariationLabel: (move) => `Show the variation from move ${move}`,
  variationStarted: (move) =>
    `A variation from move ${move}: the game's own moves are kept; Back to the game returns to them.`,
  lineShown: (line, at) =>
    line.viewing === 'main'
      ? `Back to the game: move ${at} of ${line.main.transcript.length / 2}.`
      : `The variation from move ${line.variation.from + 1}: move ${at}.`,
  replacedNotice: (replaced) =>
    replaced.kind === 'game' ? `Game of ${replaced.moves} moves replaced` : `Variation from move ${replaced.from} replaced`,
  replacedSentence: (replaced) => `${en.replacedNotice(replaced)}: Undo brings it back.`,
  restore: 'Undo',
  restoreLabel: (replaced) =>
    replaced.kind === 'game'
      ? `Undo: bring back the game of ${replaced.moves} moves`
      : `Undo: bring back the variation from move ${replaced.from}`,
  restored: (replaced) =>
    replaced.kind === 'game' ? `The game of ${replaced.moves} moves is back.` : `The variation from move ${replaced.from} is back.`,
  undo: 'Undo',
  redo: 'Redo',
  back: 'Back',
  forward: 'Forward',
  first: 'Start',
  last: 'End',
  newGameButton: 'New game',
  moves: 'Moves',
  openingName: (names) => names.en,
  openingLabel: (name) => `Opening: ${name}`,
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed — select the moves and copy them by hand.',
  load: 'Load',
  importLabel: 'Paste a game',
  importPlaceholder: 'e.g. f5d6c3',
  badImport: (message) => `Not a valid game (${message}). The game is unchanged.`,
  // Why the engine refused a move, by the Error's code (src/wasm/convert.rs, play_error).
  refused: {
    'game-over': () => 'the game is over: no more moves can be played',
    'off-board': () => 'not a square name (a1 to h8)',
    occupied: (square) => `${square} is already taken`,
    'no-flips': (square) => `${square} is not a legal move: it would turn over no disc`,
  },
  refusedMove: (number, text, reason) => `move ${number} ('${text}'): ${reason}`,
  // Why lines (a saved game) could not be set up, by the Error's code (game-line.js).
  lineProblems: {
    'lines-shape': (error) => `not a saved game (${error.message})`,
    'variation-past-end': ({ from, moves }) =>
      `its variation starts at move ${from + 1}, past the end of its game (${moves} moves)`,
    'variation-same': ({ from }) => `its variation's first move is the game's own move ${from + 1}`,
    'position-outside': ({ at, length }) => `move ${at} is outside its line (0 to ${length})`,
  },
  lineIn: { main: 'in the game', variation: 'in the variation' },
  savedUnreadable: (reason) => `The saved game could not be brought back: ${reason}. Nothing was changed.`,
  // The position editor (mode "edit", board-editor.js).
  editorSide: 'To move',
  editSwap: 'Swap colours',
  editClear: 'Clear',
  editStart: 'Start position',
  editComputer: 'Play the computer',
  editHuman: 'Two players',
  editAnalyse: 'Analyse',
  editObfLabel: 'Position (OBF)',
  editorTurn: (color) => `Setting up — ${color} to move`,
  editorHelp: 'Click a square: empty → black → white',
  editorStarted:
    'Editing the position. Click a square, or press Enter on it, to change it: empty, black, white. X, O and Delete set black, white or empty.',
  boardLabelEdit:
    'Othello board, being set up. Arrow keys move a cursor; Enter or Space changes the square under it (empty, black, white); X, O and Delete set black, white or empty.',
  setupProblems: {
    board: (error) => `not a position (${error.message})`,
    'no-empty': () => 'no square is empty, so there is nothing to play',
    'centre-empty': ({ squares }) =>
      `the centre ${squares.length === 1 ? 'square' : 'squares'} ${squares.join(', ')} ${squares.length === 1 ? 'is' : 'are'} empty`,
  },
  setupNotReady: (reason) => `Not playable yet: ${reason}.`,
  setupRefused: (reason) => `This position cannot be played: ${reason}. Nothing was changed.`,
  badPosition: (reason) => `Not a position: ${reason}. The position is unchanged.`,
  positionLoaded: 'Position loaded.',
  sideSet: (color) => `${color} to move.`,
  swapped: 'Colours swapped.',
  cleared: 'Board cleared.',
  startSet: 'Start position.',
  review: 'Review',
  reviewCancel: 'Cancel',
  reviewProgress: 'Review progress',
  reviewRunning: (done, total, depth) =>
    `Reviewing: ${done} of ${total} positions analysed (${depth} plies deep before the exact part).`,
  reviewDone: 'Review done: click a move to see its position and the best move.',
  reviewCancelled: 'Review cancelled.',
  reviewSummary: (color, counts) =>
    `${color}: ${counts.inaccuracy} ${counts.inaccuracy === 1 ? 'inaccuracy' : 'inaccuracies'}, ` +
    `${counts.mistake} ${counts.mistake === 1 ? 'mistake' : 'mistakes'}, ` +
    `${counts.blunder} ${counts.blunder === 1 ? 'blunder' : 'blunders'}; ` +
    `${counts.loss} ${counts.loss === 1 ? 'disc' : 'discs'} lost against best play, summed over its moves`,
  // The final margin beside the sums: one side's losses are the other's gains, so a sum can
  // exceed the margin.
  reviewMargin: (winner, discs) =>
    `${winner ? `Final margin: ${winner} by ${discs} discs.` : 'Final result: a draw.'} ` +
    "The losses are sums over every move, and one side's losses are the other's gains, so a sum can exceed the margin.",
  // The selected move's verdict, under the board: "18. c3? loses 6 — best b4 (exact)"; `label`
  // the move's number as the moves show it ("18." for black, "18…" for white).
  verdictLine: (record, label) => {
    const judged = record.exact ? 'exact' : `estimated, ${record.depth ?? '?'} plies`;
    const move = `${label} ${record.played}${GLYPHS[record.class]}`;
    return record.loss > 0
      ? `${move} loses ${record.loss} — best ${record.best} (${judged})`
      : `${move} — best move (${judged})`;
  },
  verdictPrompt: 'Pick a move in the list or a point of the graph to see how it was judged.',
  legendMarks: '?! inaccuracy (loses 2–5 discs) · ? mistake (6–11) · ?? blunder (12 or more)',
  legendJudged: (records) => {
    const depths = depthRange(records);
    return `Underlined solid: judged exactly, by perfect play to the end.${
      depths === '' ? '' : ` Dotted: estimated by a search ${depths} plies deep.`
    }`;
  },
  moveClass: { best: 'best move', inaccuracy: 'inaccuracy', mistake: 'mistake', blunder: 'blunder' },
  reviewedMove: (record, color) =>
    `${record.number}. ${color} ${record.played}: ${
      record.class === 'best' ? 'best move' : en.moveClass[record.class]
    }${record.loss > 0 ? `, loses ${record.loss} ${record.loss === 1 ? 'disc' : 'discs'}` : ''} ` +
    `(${signed(record.playedScore)}; best: ${record.best}, ${signed(record.bestScore)}${
      record.exact ? ', exact' : ''
    })`,
  puzzleTask: (color) => `${color} to move: find the best move`,
  retry: 'Try again',
  solution: 'Show solution',
  checking: 'Checking…',
  // What perfect play from a move gives the side that played it.
  outcome: (score) =>
    score > 0 ? `you win by ${score}` : score < 0 ? `you lose by ${-score}` : 'it is a draw',
  verdict: (verdict, squareName) =>
    verdict.correct
      ? `Best move: ${en.outcome(verdict.score)} with perfect play`
      : `That loses ${verdict.loss} ${verdict.loss === 1 ? 'disc' : 'discs'}: ` +
        `with ${squareName(verdict.best)}, ${en.outcome(verdict.bestScore)} with perfect play`,
  graphReview: (marked) =>
    `The review: black's score after each move played (solid line) and after the best move (dashed); ${marked} costly ${marked === 1 ? 'move' : 'moves'} marked.`,
  puzzleBoard: (most) =>
    `a puzzle is a position with at most ${most} empty squares (every move is solved exactly)`,
  evaluation: 'Evaluation',
  graphLabel: 'Evaluation graph',
  graphAhead: { 1: 'Black ahead', 2: 'White ahead' },
  graphExact: 'exact',
  graphKeys: 'Left and right arrow keys pick a move; Home and End the first and last.',
  graphAt: (move, total) => `Move ${move} of ${total}`,
  graphDescription: (points) =>
    points === 0
      ? 'No evaluation yet.'
      : `Best score for black after each move, ${points} positions scored; above the middle line black is ahead.`,
  boardLabel:
    'Othello board. Arrow keys move a cursor, Enter or Space plays the square under it, U undoes, N starts a new game.',
  boardDescription: (black, white, turn, legal) =>
    `Black ${black}, white ${white}. ${turn}.${legal.length > 0 ? ` Legal moves: ${legal.join(', ')}.` : ''}`,
  cursorAt: (square, content, legal) => `${square}: ${content}${legal ? ', legal move' : ''}`,
  empty: 'empty',
  computerFailed: (message) => `The computer could not move: ${message}`,
  loadFailed: 'The game could not load.',
  badAttribute: (name, value, expected, usesDefault = true) =>
    `This board's ${name}="${value}" is not valid: ${expected}.${usesDefault ? ' Using the default instead.' : ''}`,
  expected: {
    moves: 'expected moves such as "f5d6c3" that are legal from the start position',
    board: 'expected 64 characters of X, O or - (a1 to h8) then X or O for the side to move',
    mode: 'expected "computer", "human", "replay", "puzzle" or "edit"',
    color: 'expected "black" or "white"',
    level: (highest) => `expected a whole number from 0 to ${highest}`,
    hints: 'expected "on" or "off"',
    coordinates: 'expected "on" or "off"',
    size: 'expected a CSS length such as "360px" or "20rem"',
    theme: 'expected "light", "dark" or "auto"',
    lang: 'expected "en" or "ja"',
    controls: 'expected parts among "buttons", "moves", "paste", "review", "graph" and "settings", or "all", or "none" alone',
  },
};

const ja = {
  colors: { 1: '黒', 2: '白' },
  you: 'あなた',
  computer: 'コンピュータ',
  loading: '読み込み中…',
  toMove: (color) => `${color}の番`,
  toMoveRole: (color, role) => `${color}の番 — ${role}`,
  gameOver: '終局',
  thinking: '考え中…',
  lastMove: (color, square) => `直前の手: ${color} ${square}`,
  noMoveYet: 'まだ手は打たれていません',
  passNotice: (color) => `${color}は打てる所がありません — パス`,
  passedAgain: (color, other, square) => `${color}はパス — ${other}が続けて${square}`,
  plays: (color, square, flips) => `${color}が${square}に打ち、${flips}枚返しました。`,
  playsAgain: (color, square, flips) => `${color}が続けて${square}に打ち、${flips}枚返しました。`,
  passes: (color) => `${color}は打てる所がないのでパスします。`,
  wins: (color, winner, loser) => `${color}の勝ち ${winner}–${loser}`,
  draw: (black, white) => `引き分け ${black}–${white}`,
  gameOverSentence: (result) => `終局。${result}。`,
  newGame: (color) => `新しい対局。${color}の番です。`,
  takenBack: (count) => `${count}手戻しました。`,
  replayed: (count) => `${count}手進めました。`,
  loaded: (count) => `棋譜を読み込みました: ${count}手。`,
  pass: 'パス',
  branchHere: (move, total) => `${total}手中${move}手目: ここで打つと変化になります`,
  variationFrom: (move) => `${move}手目からの変化`,
  variationMoves: (move) => `${move}手目からの変化:`,
  backToGame: '本譜に戻る',
  showVariation: '表示',
  showVariationLabel: (move) => `${move}手目からの変化を表示`,
  variationStarted: (move) => `${move}手目からの変化です。本譜はそのまま残り、「本譜に戻る」で戻れます。`,
  lineShown: (line, at) =>
    line.viewing === 'main'
      ? `本譜に戻りました: ${line.main.transcript.length / 2}手中${at}手目。`
      : `${line.variation.from + 1}手目からの変化: ${at}手目。`,
  replacedNotice: (replaced) =>
    replaced.kind === 'game' ? `${replaced.moves}手の対局を置き換えました` : `${replaced.from}手目からの変化を置き換えました`,
  replacedSentence: (replaced) => `${ja.replacedNotice(replaced)}。「元に戻す」で戻せます。`,
  restore: '元に戻す',
  restoreLabel: (replaced) =>
    replaced.kind === 'game' ? `元に戻す: ${replaced.moves}手の対局` : `元に戻す: ${replaced.from}手目からの変化`,
  restored: (replaced) =>
    replaced.kind === 'game' ? `${replaced.moves}手の対局を元に戻しました。` : `${replaced.from}手目からの変化を元に戻しました。`,
  undo: '待った',
  redo: 'やり直し',
  back: '戻る',
  forward: '進む',
  first: '最初',
  last: '最後',
  newGameButton: '新規対局',
  moves: '棋譜',
  openingName: (names) => names.ja,
  openingLabel: (name) => `定石: ${name}`,
  copy: 'コピー',
  copied: 'コピーしました',
  copyFailed: 'コピーできませんでした。棋譜を選んで手動でコピーしてください。',
  load: '読み込む',
  importLabel: '棋譜を貼り付け',
  importPlaceholder: '例: f5d6c3',
  badImport: (message) => `棋譜として読めません (${message})。対局はそのままです。`,
  refused: {
    'game-over': () => '終局しています。もう打てません',
    'off-board': () => 'マス目の名前 (a1〜h8) ではありません',
    occupied: (square) => `${square}にはもう石があります`,
    'no-flips': (square) => `${square}には打てません: 1枚も返せません`,
  },
  refusedMove: (number, text, reason) => `${number}手目 (「${text}」): ${reason}`,
  lineProblems: {
    'lines-shape': (error) => `保存された対局の形ではありません (${error.message})`,
    'variation-past-end': ({ from, moves }) => `変化が${from + 1}手目からで、対局 (${moves}手) の終わりより後です`,
    'variation-same': ({ from }) => `変化の最初の手が本譜の${from + 1}手目と同じです`,
    'position-outside': ({ at, length }) => `${at}手目はその手順 (0〜${length}手) の外です`,
  },
  lineIn: { main: '本譜', variation: '変化' },
  savedUnreadable: (reason) => `保存された対局を戻せませんでした: ${reason}。何も変えていません。`,
  editorSide: '手番',
  editSwap: '白黒反転',
  editClear: '全消去',
  editStart: '初期配置',
  editComputer: 'コンピュータと対局',
  editHuman: '二人で対局',
  editAnalyse: '解析',
  editObfLabel: '局面 (OBF)',
  editorTurn: (color) => `盤面編集 — ${color}の番`,
  editorHelp: 'マスをクリック: 空き → 黒 → 白',
  editorStarted:
    '盤面を編集します。マスをクリックするか Enter で変わります: 空き・黒・白。X・O・Delete で黒・白・空きにします。',
  boardLabelEdit:
    'オセロ盤 (編集中)。矢印キーでカーソルを動かし、Enter かスペースでそのマスを変えます (空き・黒・白)。X・O・Delete で黒・白・空きにします。',
  setupProblems: {
    board: (error) => `局面の形ではありません (${error.message})`,
    'no-empty': () => '空きマスがないので、打つ手がありません',
    'centre-empty': ({ squares }) => `中央の ${squares.join('・')} が空いています`,
  },
  setupNotReady: (reason) => `まだ対局できません: ${reason}。`,
  setupRefused: (reason) => `この局面では対局できません: ${reason}。何も変えていません。`,
  badPosition: (reason) => `局面として読めません: ${reason}。局面はそのままです。`,
  positionLoaded: '局面を読み込みました。',
  sideSet: (color) => `${color}の番にしました。`,
  swapped: '白黒を反転しました。',
  cleared: '盤を空にしました。',
  startSet: '初期配置にしました。',
  review: '検討',
  reviewCancel: '中止',
  reviewProgress: '検討の進み具合',
  reviewRunning: (done, total, depth) =>
    `検討中: ${total}局面のうち${done}局面を解析しました (完全読みの前は${depth}手読み)。`,
  reviewDone: '検討が終わりました。手をクリックすると、その局面と最善手を表示します。',
  reviewCancelled: '検討を中止しました。',
  reviewSummary: (color, counts) =>
    `${color}: 緩手 ${counts.inaccuracy}・悪手 ${counts.mistake}・大悪手 ${counts.blunder} — 最善手と比べた損の合計 ${counts.loss}石`,
  reviewMargin: (winner, discs) =>
    `${winner ? `最終結果: ${winner}の${discs}石勝ち。` : '最終結果: 引き分け。'}` +
    '損は全手の合計で、一方の損は相手の得になるため、合計が石差より大きくなることがあります。',
  verdictLine: (record, label) => {
    const judged = record.exact ? '完全読み' : `推定・${record.depth ?? '?'}手読み`;
    const move = `${label} ${record.played}${GLYPHS[record.class]}`;
    return record.loss > 0
      ? `${move} ${record.loss}石損 — 最善 ${record.best}（${judged}）`
      : `${move} — 最善手（${judged}）`;
  },
  verdictPrompt: '棋譜の手かグラフの点を選ぶと、その手の評価を表示します。',
  legendMarks: '?! 緩手 (2〜5石損) · ? 悪手 (6〜11石) · ?? 大悪手 (12石以上)',
  legendJudged: (records) => {
    const depths = depthRange(records);
    return `実線の下線: 終局まで読み切った完全読み。${depths === '' ? '' : `点線: ${depths}手読みの推定。`}`;
  },
  moveClass: { best: '最善手', inaccuracy: '緩手', mistake: '悪手', blunder: '大悪手' },
  reviewedMove: (record, color) =>
    `${record.number}手目 ${color} ${record.played}: ${ja.moveClass[record.class]}${
      record.loss > 0 ? ` ${record.loss}石損` : ''
    } (${signed(record.playedScore)}、最善: ${record.best} ${signed(record.bestScore)}${
      record.exact ? '、完全読み' : ''
    })`,
  puzzleTask: (color) => `${color}番: 最善手を探してください`,
  retry: 'もう一度',
  solution: '解答を見る',
  checking: '判定中…',
  outcome: (score) =>
    score > 0 ? `${score}石差で勝ち` : score < 0 ? `${-score}石差で負け` : '引き分け',
  verdict: (verdict, squareName) =>
    verdict.correct
      ? `最善手です: 最善を尽くせば${ja.outcome(verdict.score)}`
      : `${verdict.loss}石損です: ${squareName(verdict.best)}なら最善を尽くして${ja.outcome(verdict.bestScore)}`,
  graphReview: (marked) =>
    `検討結果: 各手の後の黒から見た評価値 (実線は実戦、破線は最善手)。損の大きい手 ${marked} 手に印があります。`,
  puzzleBoard: (most) => `問題にできるのは空きマスが${most}以下の局面です (すべての手を完全に読むため)`,
  evaluation: '形勢',
  graphLabel: '形勢グラフ',
  graphAhead: { 1: '黒優勢', 2: '白優勢' },
  graphExact: '完全読み',
  graphKeys: '左右の矢印キーで手を選び、Home と End で最初と最後に移ります。',
  graphAt: (move, total) => `${total}手中${move}手目`,
  graphDescription: (points) =>
    points === 0
      ? 'まだ評価がありません。'
      : `各手の後の黒から見た最善の評価値 (${points}局面)。中央線より上なら黒が優勢です。`,
  boardLabel:
    'オセロ盤。矢印キーでカーソルを動かし、Enter かスペースで着手、U で待った、N で新しい対局。',
  boardDescription: (black, white, turn, legal) =>
    `黒 ${black}、白 ${white}。${turn}。${legal.length > 0 ? `打てる所: ${legal.join('、')}。` : ''}`,
  cursorAt: (square, content, legal) => `${square}: ${content}${legal ? '、打てます' : ''}`,
  empty: '空き',
  computerFailed: (message) => `コンピュータが打てませんでした: ${message}`,
  loadFailed: '対局を読み込めませんでした。',
  badAttribute: (name, value, expected, usesDefault = true) =>
    `この盤の ${name}="${value}" は正しくありません: ${expected}。${usesDefault ? '既定値を使います。' : ''}`,
  expected: {
    moves: '開始局面から合法な "f5d6c3" のような手順が必要です',
    board: 'X・O・- の64文字 (a1〜h8) と手番の X か O が必要です',
    mode: '"computer"・"human"・"replay"・"puzzle"・"edit" のどれかです',
    color: '"black" か "white" です',
    level: (highest) => `0〜${highest} の整数です`,
    hints: '"on" か "off" です',
    coordinates: '"on" か "off" です',
    size: '"360px" や "20rem" のような CSS の長さです',
    theme: '"light"・"dark"・"auto" のどれかです',
    lang: '"en" か "ja" です',
    controls: '"buttons"・"moves"・"paste"・"review"・"graph"・"settings" の組み合わせか "all"、または "none" だけです',
  },
};

/** The text table for a language tag such as "ja", "ja-JP" or "en-GB" (English by default). */
export function textFor(lang) {
  return /^ja\b/i.test(lang ?? '') ? ja : en;
}

/**
 * Why the engine refused a move or a transcript, lines could not be set up (game-line.js),
 * or a set-up position cannot start a game (the engine's setup_position),
 * in `lang`: worded from the Error's `code` (and `square`, `move`, `text`, `line`, ...) when
 * it has one, else its own (English) message.
 */
export function refusalText(lang, error) {
  const text = textFor(lang);
  const problem = text.lineProblems[error?.code] ?? text.setupProblems[error?.code];
  if (problem !== undefined) return problem(error);
  const reason = text.refused[error?.code];
  if (reason === undefined) return String(error?.message ?? error);
  const said = reason(error.square);
  const where = error.line === undefined ? '' : `${text.lineIn[error.line]}: `;
  return where + (error.move === undefined ? said : text.refusedMove(error.move, error.text, said));
}
